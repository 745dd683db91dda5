package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.internal.casebase.Calibration;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.codes.BuiltInTrees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The case base shipped in the jar (or in {@code target/classes}): manifest, calibration,
 * knowledge and cases under {@link #RESOURCE_ROOT}. Found through this class, so it is read the
 * same way on the class path and on the module path.
 */
final class BuiltInCaseBase {
  /** Resource folder of the built-in case base. */
  static final String RESOURCE_ROOT = "io/github/ascendtriage/casebase/";

  private BuiltInCaseBase() {}

  /**
   * What the built-in folder holds; the cases are read on request, with the merged knowledge.
   * Read from the compiled trees when they fit the files ({@code trees} set, {@code root} null),
   * else from the JSON files under {@code root}.
   */
  record Content(Path root, BuiltInTrees trees, String version, Calibration calibration, KnowledgeFile knowledge,
      io.github.ascendtriage.internal.casebase.Reasoning reasoning) {
    List<CaseDefinition> cases(Knowledge k, List<String> problems) {
      if (trees != null) {
        return CaseDirectory.read(trees, "cases/", CaseDefinition.BUILT_IN, problems, k.placeholderClasses());
      }
      try {
        return CaseDirectory.read(root.resolve("cases"), CaseDefinition.BUILT_IN, problems, k.placeholderClasses());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the built-in case base: " + e.getMessage(), e);
      }
    }

    /** A top-level JSON file of the folder ({@code zh.json}), compiled or parsed; a problem when it cannot be read. */
    Optional<JsonNode> topLevel(String file, List<String> problems) {
      return json(root, trees, file, problems);
    }

    /** Where the cases' references can be found ({@code sources.json}); none when it is absent. */
    io.github.ascendtriage.internal.casebase.Sources sources(List<String> problems) {
      Optional<JsonNode> n = json(root, trees, SourcesFile.NAME, problems);
      return n.isPresent() ? SourcesFile.read(n.get(), "casebase/" + SourcesFile.NAME, problems)
          : io.github.ascendtriage.internal.casebase.Sources.none();
    }
  }

  static Content read(List<String> problems) {
    return read(problems, BuiltInTrees.load().orElse(null));
  }

  /** Reads from {@code trees}, or from the JSON files when it is null. */
  static Content read(List<String> problems, BuiltInTrees trees) {
    try {
      Path root = trees == null ? root() : null;
      // no lambdas on this path: each costs a start a class of its own
      JsonNode m = trees != null ? trees.tree("manifest.json").orElse(null)
          : JsonFiles.MAPPER.readTree(Files.readAllBytes(root.resolve("manifest.json")));
      if (m == null) {
        throw missing("manifest.json");
      }
      String version = m.path("version").asText("unknown");
      Calibration cal = Calibration.defaults();
      if (trees != null) {
        Optional<JsonNode> c = trees.tree("calibration.json");
        cal = c.isPresent() ? CalibrationFile.read(c.get()) : cal;
      } else if (Files.exists(root.resolve("calibration.json"))) {
        cal = CalibrationFile.read(JsonFiles.MAPPER.readTree(Files.readAllBytes(root.resolve("calibration.json"))));
      }
      KnowledgeFile k = KnowledgeFile.read(
          json(root, trees, KnowledgeFile.NAME, problems).orElse(null), "casebase/" + KnowledgeFile.NAME, problems, true);
      Optional<JsonNode> r = json(root, trees, ReasoningFile.NAME, problems);
      io.github.ascendtriage.internal.casebase.Reasoning reasoning = r.isPresent()
          ? ReasoningFile.read(r.get(), "casebase/" + ReasoningFile.NAME, problems)
          : io.github.ascendtriage.internal.casebase.Reasoning.none();
      return new Content(root, trees, version, cal, k, reasoning);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the built-in case base: " + e.getMessage(), e);
    }
  }

  /** A top-level file of the built-in folder, compiled or parsed; a problem when it cannot be read. */
  private static Optional<JsonNode> json(Path root, BuiltInTrees trees, String file, List<String> problems) {
    String name = "casebase/" + file;
    if (trees == null) {
      return JsonFiles.read(root.resolve(file), name, problems);
    }
    Optional<JsonNode> n = trees.tree(file);
    if (n.isEmpty()) {
      problems.add(name + ": $: cannot read: not in the compiled case base");
    }
    return n;
  }

  private static CaseBaseException missing(String file) {
    return new CaseBaseException(List.of("built-in case base: " + file + " is not in the compiled case base"));
  }

  private static Path root() throws IOException {
    URL manifest = BuiltInCaseBase.class.getResource("/" + RESOURCE_ROOT + "manifest.json");
    if (manifest == null) {
      throw new CaseBaseException(
          List.of("built-in case base: " + RESOURCE_ROOT + "manifest.json is not in the jar"));
    }
    try {
      URI uri = manifest.toURI();
      if ("jar".equals(uri.getScheme())) {
        FileSystem fs;
        try {
          fs = FileSystems.getFileSystem(uri);
        } catch (FileSystemNotFoundException e) {
          try {
            fs = FileSystems.newFileSystem(uri, Map.of());
          } catch (FileSystemAlreadyExistsException raced) {
            fs = FileSystems.getFileSystem(uri);
          }
        }
        return fs.getPath("/" + RESOURCE_ROOT);
      }
      return Path.of(uri).getParent();
    } catch (URISyntaxException e) {
      throw new IOException(e);
    }
  }
}
