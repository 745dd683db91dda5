package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.Calibration;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.internal.fd.AscendFdFormatException;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Loads case files: the built-in ones from the jar, a user's directories (which add cases or replace
 * built-in ones by id), and ascend-fd knowledge bases. Collects every problem before failing, so
 * one run names them all.
 */
public final class CaseBaseLoader {

  /** Classpath folder of the built-in case base. */
  public static final String RESOURCE_ROOT = "io/github/ascendtriage/casebase/";

  /** Case files larger than this are refused before parsing. */
  static final long MAX_FILE_BYTES = 1L << 20;

  private static final ObjectMapper MAPPER = mapper();

  private CaseBaseLoader() {}

  /** A mapper with read limits suited to untrusted case files. */
  public static ObjectMapper mapper() {
    JsonFactory f =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder()
                    .maxNestingDepth(32)
                    .maxStringLength(64 * 1024)
                    .maxNumberLength(32)
                    .maxDocumentLength(MAX_FILE_BYTES)
                    .build())
            .build();
    return JsonMapper.builder(f).enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();
  }

  /**
   * Loads the case base.
   *
   * @throws CaseBaseException naming every invalid file, JSON path and reason
   * @throws UncheckedIOException if a directory cannot be listed
   */
  public static CaseBase load(
      boolean builtIn, List<Path> directories, List<Path> ascendFdFiles) {
    List<String> problems = new ArrayList<>();
    List<io.github.ascendtriage.TriageWarning> notes = new ArrayList<>();
    Map<String, CaseDefinition> cases = new LinkedHashMap<>();
    String version = "none";
    Calibration calibration = Calibration.defaults();
    if (builtIn) {
      BuiltIn b = loadBuiltIn(problems);
      b.cases.forEach(c -> putUnique(cases, c, problems));
      version = b.version;
      calibration = b.calibration;
    }
    // ids seen in site directories, across all of them: a site case may replace a built-in case,
    // but two site cases with one id (in one directory or in two) would make the result depend on
    // the order of the --casebase options, so that is an error
    Map<String, CaseDefinition> siteSeen = new LinkedHashMap<>();
    for (Path dir : directories) {
      List<CaseDefinition> site = new ArrayList<>();
      try {
        site.addAll(readDirectory(dir, "site", problems));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read case directory " + dir + ": " + e.getMessage(), e);
      }
      for (CaseDefinition c : site) {
        CaseDefinition prev = siteSeen.putIfAbsent(c.id(), c);
        if (prev != null) {
          problems.add(c.origin() + ": $.id: duplicate id '" + c.id() + "' (also in " + prev.origin() + ")");
        } else {
          cases.put(c.id(), c); // a site case replaces a built-in one of the same id
        }
      }
      version = version + "+site";
    }
    // a later ascend-fd file replaces an entry of the same code (a site's custom entities
    // override the shipped kg-config.json); the ascend-fd: prefix keeps them apart from ours
    Map<String, CaseDefinition> imported = new LinkedHashMap<>();
    for (Path f : ascendFdFiles) {
      try {
        AscendFdKnowledgeBase.Import imp = AscendFdKnowledgeBase.read(f);
        imp.cases().forEach(c -> imported.put(c.id(), c));
        if (!imp.skipped().isEmpty()) {
          StringBuilder why = new StringBuilder();
          imp.skipCounts().forEach((reason, count) -> {
            if (count > 0) {
              why.append(why.length() == 0 ? "" : ", ").append(count).append(' ')
                  .append(reason.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
            }
          });
          notes.add(new io.github.ascendtriage.TriageWarning(
              f.getFileName() == null ? f.toString() : f.getFileName().toString(), 0,
              "ascend-fd knowledge base: " + imp.cases().size() + " entries imported, "
                  + imp.skipped().size() + " skipped (" + why + ")"));
        }
        version = version + "+ascend-fd";
      } catch (AscendFdFormatException e) {
        problems.add(e.getMessage());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read ascend-fd knowledge base " + f + ": " + e.getMessage(), e);
      }
    }
    imported.values().forEach(c -> putUnique(cases, c, problems));
    List<CaseDefinition> all = new ArrayList<>(cases.values());
    if (problems.isEmpty()) {
      problems.addAll(ExampleChecker.check(all, c -> !c.knowledgeBase().equals("built-in")));
    }
    if (!problems.isEmpty()) {
      throw new CaseBaseException(problems);
    }
    return new CaseBase(all, version, calibration, notes);
  }

  /** Validates a directory on its own (schema and examples); empty when all is well. */
  public static List<String> validateDirectory(Path dir) throws IOException {
    List<String> problems = new ArrayList<>();
    List<CaseDefinition> cs = readDirectory(dir, "site", problems);
    Map<String, CaseDefinition> seen = new LinkedHashMap<>();
    for (CaseDefinition c : cs) {
      CaseDefinition prev = seen.putIfAbsent(c.id(), c);
      if (prev != null) {
        problems.add(c.origin() + ": $.id: duplicate id '" + c.id() + "' (also in " + prev.origin() + ")");
      }
    }
    if (problems.isEmpty()) {
      problems.addAll(ExampleChecker.check(cs, c -> true));
    }
    return problems;
  }

  private static void putUnique(
      Map<String, CaseDefinition> cases, CaseDefinition c, List<String> problems) {
    CaseDefinition prev = cases.putIfAbsent(c.id(), c);
    if (prev != null) {
      problems.add(c.origin() + ": $.id: duplicate id '" + c.id() + "' (also in " + prev.origin() + ")");
    }
  }

  private record BuiltIn(List<CaseDefinition> cases, String version, Calibration calibration) {}

  private static BuiltIn loadBuiltIn(List<String> problems) {
    URL manifest = CaseBaseLoader.class.getClassLoader().getResource(RESOURCE_ROOT + "manifest.json");
    if (manifest == null) {
      throw new CaseBaseException(
          List.of("built-in case base: " + RESOURCE_ROOT + "manifest.json is not on the classpath"));
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
        return readBuiltIn(fs.getPath("/" + RESOURCE_ROOT), problems);
      }
      return readBuiltIn(Path.of(uri).getParent(), problems);
    } catch (URISyntaxException | IOException e) {
      throw new UncheckedIOException(
          "cannot read the built-in case base: " + e.getMessage(),
          e instanceof IOException io ? io : new IOException(e));
    }
  }

  private static BuiltIn readBuiltIn(Path root, List<String> problems) throws IOException {
    JsonNode m = MAPPER.readTree(Files.readAllBytes(root.resolve("manifest.json")));
    String version = m.path("version").asText("unknown");
    Calibration cal = Calibration.defaults();
    Path calFile = root.resolve("calibration.json");
    if (Files.exists(calFile)) {
      cal = CalibrationFile.read(MAPPER.readTree(Files.readAllBytes(calFile)));
    }
    List<CaseDefinition> cases = readDirectory(root.resolve("cases"), "built-in", problems);
    return new BuiltIn(cases, version, cal);
  }

  /** Reads every {@code *.json} file below {@code dir}, in path order. */
  static List<CaseDefinition> readDirectory(Path dir, String kb, List<String> problems)
      throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new NoSuchFileException(dir.toString(), null, "not a directory");
    }
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files =
          s.filter(p -> p.getFileName() != null && p.getFileName().toString().endsWith(".json"))
              .filter(Files::isRegularFile)
              .sorted()
              .toList();
    }
    List<CaseDefinition> out = new ArrayList<>();
    for (Path f : files) {
      String name = kb.equals("built-in") ? "casebase/cases/" + dir.relativize(f) : f.toString();
      readFile(f, name, kb, problems, out);
    }
    return out;
  }

  private static void readFile(
      Path f, String name, String kb, List<String> problems, List<CaseDefinition> out) {
    try {
      long size = Files.size(f);
      if (size > MAX_FILE_BYTES) {
        problems.add(name + ": $: file is " + size + " bytes, more than the 1 MiB a case file may have");
        return;
      }
      JsonNode node;
      try (InputStream in = Files.newInputStream(f)) {
        node = MAPPER.readTree(in);
      }
      if (node == null || node.isMissingNode()) {
        problems.add(name + ": $: empty file");
        return;
      }
      CaseFileReader r = new CaseFileReader(name, kb, problems);
      if (node.isArray()) {
        for (int i = 0; i < node.size(); i++) {
          CaseDefinition c = r.read(node.get(i), "$[" + i + "]");
          if (c != null) {
            out.add(c);
          }
        }
      } else {
        CaseDefinition c = r.read(node, "$");
        if (c != null) {
          out.add(c);
        }
      }
    } catch (StreamConstraintsException e) {
      // a read limit (string length, nesting depth, number length) was hit: say so plainly, so a
      // hostile or generated file is not mistaken for a typo
      problems.add(name + ": $: refused, exceeds a read limit: " + e.getOriginalMessage());
    } catch (JsonProcessingException e) {
      var loc = e.getLocation();
      String where = loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
      problems.add(name + ": $: invalid JSON" + where + ": " + e.getOriginalMessage());
    } catch (IOException e) {
      problems.add(name + ": $: cannot read: " + e.getMessage());
    }
  }
}
