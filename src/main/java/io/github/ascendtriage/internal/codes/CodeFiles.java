package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** Reads code files from a directory, with read limits suited to files from anywhere. */
final class CodeFiles {
  /** Code files larger than this are refused before parsing. */
  static final long MAX_FILE_BYTES = 4L << 20;

  private CodeFiles() {}

  /** Made on first use: the compiled built-in files need no parser. */
  private static final class Parser {
    static final ObjectMapper MAPPER = mapper();
  }

  private static ObjectMapper mapper() {
    JsonFactory f =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder()
                    .maxNestingDepth(16)
                    .maxStringLength(64 * 1024)
                    .maxNumberLength(24)
                    .maxDocumentLength(MAX_FILE_BYTES)
                    .build())
            .build();
    return JsonMapper.builder(f).enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();
  }

  /**
   * Reads every {@code *.json} below {@code dir}, in path order. With a {@code label} (built-in
   * files), each file must be named after its family and is named {@code label + relative path} in
   * messages; without one, by its path.
   *
   * @throws IOException if the directory cannot be listed
   */
  static List<CatalogMerger.Loaded> read(Path dir, Optional<String> label, List<String> problems)
      throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new NoSuchFileException(dir.toString(), null, "not a directory");
    }
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files = s.filter(p -> p.getFileName() != null && p.getFileName().toString().endsWith(".json"))
          .filter(Files::isRegularFile)
          .sorted()
          .toList();
    }
    List<CatalogMerger.Loaded> out = new ArrayList<>();
    for (Path f : files) {
      String stem = f.getFileName().toString().replaceFirst("\\.json$", "");
      String name = label.map(l -> l + dir.relativize(f)).orElse(f.toString());
      readFile(f, name, label.isPresent() ? stem : null, problems).ifPresent(out::add);
    }
    return out;
  }

  /**
   * Reads the code files of the compiled built-in case base ({@code codes/*.json} there), in path
   * order, each named {@code label + its name in the folder} and required to be named after its
   * family, as {@link #read} reads the shipped folder.
   */
  static List<CatalogMerger.Loaded> read(BuiltInTrees trees, String label, List<String> problems) {
    List<CatalogMerger.Loaded> out = new ArrayList<>();
    String folder = "codes/";
    for (String f : trees.names(folder)) {
      String rel = f.substring(folder.length());
      String stem = rel.substring(rel.lastIndexOf('/') + 1).replaceFirst("\\.json$", "");
      JsonNode node = trees.tree(f).orElseThrow();
      new CodeFileReader(label + rel, problems).read(node, stem)
          .map(fam -> new CatalogMerger.Loaded(label + rel, fam)).ifPresent(out::add);
    }
    return out;
  }

  private static Optional<CatalogMerger.Loaded> readFile(
      Path f, String name, String expectedFamily, List<String> problems) {
    try {
      long size = Files.size(f);
      if (size > MAX_FILE_BYTES) {
        problems.add(name + ": $: file is " + size + " bytes, more than the 4 MiB a code file may have");
        return Optional.empty();
      }
      JsonNode node;
      try (InputStream in = Files.newInputStream(f)) {
        node = Parser.MAPPER.readTree(in);
      }
      if (node == null || node.isMissingNode()) {
        problems.add(name + ": $: empty file");
        return Optional.empty();
      }
      return new CodeFileReader(name, problems).read(node, expectedFamily)
          .map(fam -> new CatalogMerger.Loaded(name, fam));
    } catch (StreamConstraintsException e) {
      problems.add(name + ": $: refused, exceeds a read limit: " + e.getOriginalMessage());
    } catch (JsonProcessingException e) {
      var loc = e.getLocation();
      String where = loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
      problems.add(name + ": $: invalid JSON" + where + ": " + e.getOriginalMessage());
    } catch (IOException e) {
      problems.add(name + ": $: cannot read: " + e.getMessage());
    }
    return Optional.empty();
  }
}
