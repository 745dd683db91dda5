package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** README's "JSON output" example names exactly the top-level fields that a diagnosis's JSON has. */
class JsonContractReadmeTest {
  @Test
  void theReadmeExampleHasEveryTopLevelField() throws Exception {
    String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
    int section = readme.indexOf("## JSON output");
    assertTrue(section >= 0, "no JSON output section");
    int start = readme.indexOf("```json\n", section);
    int end = readme.indexOf("```", start + 8);
    ObjectMapper json = new ObjectMapper();
    JsonNode documented = json.readTree(readme.substring(start + 8, end));
    JsonNode actual = json.readTree(DiagnosisJson.toJson(AscendTriage.builder().build().diagnose(
        "EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. Reason: The IP address and port have been bound already.")));
    assertEquals(names(actual), names(documented));
    assertTrue(names(actual).containsAll(Set.of("remediation", "officialCase")));
  }

  /**
   * README's warning has the fields of a warning's JSON: one per distinct problem, its first place
   * and how many times the input showed it ({@code count}, agg27).
   */
  @Test
  void theReadmeWarningHasEveryFieldOfAWarning() throws Exception {
    String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
    int section = readme.indexOf("## JSON output");
    int start = readme.indexOf("```json\n", section);
    ObjectMapper json = new ObjectMapper();
    JsonNode documented = json.readTree(readme.substring(start + 8, readme.indexOf("```", start + 8))).get("warnings").get(0);
    JsonNode actual = json.readTree(DiagnosisJson.toJson(AscendTriage.builder().build().diagnose(
        "export HCCL_RDMA_RETRY_CNT=99\nexport HCCL_RDMA_RETRY_CNT=98"))).get("warnings").get(0);
    assertEquals(names(actual), names(documented));
    assertEquals(2, actual.get("count").asInt(), actual.toString());
    int at = readme.indexOf("`warnings` holds one entry per distinct problem");
    assertTrue(at >= 0 && readme.substring(at, readme.indexOf("\n\n", at)).contains("`count`"), "README says what count is");
  }

  /** Every value of a remediation step's {@code from} is said in README's remediation paragraph (settings19). */
  @Test
  void theReadmeNamesEveryOriginOfAStep() throws Exception {
    String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
    int at = readme.indexOf("`remediation` is the fix to apply now");
    assertTrue(at >= 0, "no remediation paragraph");
    String paragraph = readme.substring(at, readme.indexOf("\n\n", at));
    for (FixOrigin o : FixOrigin.values()) {
      assertTrue(paragraph.contains("`from: \"" + o.id() + "\"`"), o.id());
    }
  }

  private static Set<String> names(JsonNode n) {
    Set<String> out = new TreeSet<>();
    n.fieldNames().forEachRemaining(out::add);
    return out;
  }
}
