package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The field reports in {@code ../shared/field-reports} (present in CI), diagnosed as a user would
 * paste them: the labelled layer, the labelled official case where there is one, a confident case
 * for every other real failure, and no claim on the look-alikes labelled {@code none}. The README
 * quotes these outcomes.
 */
class FieldReportsTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();

  @TestFactory
  Stream<DynamicTest> everyFieldReportIsDiagnosedAsLabelled() throws Exception {
    Path dir = TestPaths.shared().resolve("field-reports");
    assumeTrue(Files.isDirectory(dir), "no ../shared/field-reports here");
    List<DynamicTest> tests = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path report : s.filter(p -> Files.isRegularFile(p.resolve("report.json"))).sorted().toList()) {
        JsonNode label = json.readTree(report.resolve("report.json").toFile());
        tests.add(DynamicTest.dynamicTest(report.getFileName().toString(), () -> check(report, label)));
      }
    }
    assertTrue(tests.size() >= 50, "field reports found: " + tests.size());
    return tests.stream();
  }

  static void check(Path report, JsonNode label) throws Exception {
    Diagnosis d = TRIAGE.diagnose(report.resolve("input.log"));
    String layer = label.get("layer").asText();
    String got = d.bestMatch().map(m -> m.caseId() + "@" + m.confidence()).orElse("no match");
    if (layer.equals("none")) {
      assertTrue(d.matches().isEmpty(), "a look-alike was claimed: " + got);
      assertEquals(Layer.UNKNOWN, d.layer());
      return;
    }
    assertEquals(Layer.fromId(layer), d.layer(), got);
    assertTrue(d.matched(), "no case for a real failure");
    JsonNode official = label.get("official_case");
    if (official != null && !official.isNull()) {
      assertEquals(official.asText(), d.bestMatch().orElseThrow().caseId());
    }
  }
}
