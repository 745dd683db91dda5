package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.internal.casebase.Calibration;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
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

/**
 * The case base shipped in the jar (or in {@code target/classes}): manifest, calibration,
 * knowledge and cases under {@link #RESOURCE_ROOT}. Found through this class, so it is read the
 * same way on the class path and on the module path.
 */
final class BuiltInCaseBase {
  /** Resource folder of the built-in case base. */
  static final String RESOURCE_ROOT = "io/github/ascendtriage/casebase/";

  private BuiltInCaseBase() {}

  /** What the built-in folder holds; the cases are read on request, with the merged knowledge. */
  record Content(Path root, String version, Calibration calibration, KnowledgeFile knowledge,
      io.github.ascendtriage.internal.casebase.Reasoning reasoning) {
    List<CaseDefinition> cases(Knowledge k, List<String> problems) {
      try {
        return CaseDirectory.read(root.resolve("cases"), CaseDefinition.BUILT_IN, problems, k.placeholderClasses());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the built-in case base: " + e.getMessage(), e);
      }
    }

    /** Where the cases' references can be found ({@code sources.json}); none when it is absent. */
    io.github.ascendtriage.internal.casebase.Sources sources(List<String> problems) {
      String name = "casebase/" + SourcesFile.NAME;
      return JsonFiles.read(root.resolve(SourcesFile.NAME), name, problems)
          .map(n -> SourcesFile.read(n, name, problems))
          .orElseGet(io.github.ascendtriage.internal.casebase.Sources::none);
    }
  }

  static Content read(List<String> problems) {
    try {
      Path root = root();
      JsonNode m = JsonFiles.MAPPER.readTree(Files.readAllBytes(root.resolve("manifest.json")));
      String version = m.path("version").asText("unknown");
      Calibration cal = Calibration.defaults();
      Path calFile = root.resolve("calibration.json");
      if (Files.exists(calFile)) {
        cal = CalibrationFile.read(JsonFiles.MAPPER.readTree(Files.readAllBytes(calFile)));
      }
      String name = "casebase/" + KnowledgeFile.NAME;
      KnowledgeFile k =
          JsonFiles.read(root.resolve(KnowledgeFile.NAME), name, problems)
              .map(n -> KnowledgeFile.read(n, name, problems))
              .orElseGet(() -> KnowledgeFile.read(null, name, problems));
      String rname = "casebase/" + ReasoningFile.NAME;
      io.github.ascendtriage.internal.casebase.Reasoning reasoning =
          JsonFiles.read(root.resolve(ReasoningFile.NAME), rname, problems)
              .map(n -> ReasoningFile.read(n, rname, problems))
              .orElseGet(io.github.ascendtriage.internal.casebase.Reasoning::none);
      return new Content(root, version, cal, k, reasoning);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the built-in case base: " + e.getMessage(), e);
    }
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
