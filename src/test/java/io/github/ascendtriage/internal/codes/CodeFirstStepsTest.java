package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.Layer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A fix from every code that has one (issue 35 item 4): a case-less answer's remediation starts
 * with the first steps of the codes that support its layer, so every shipped code with an
 * official solution ({@code official_solution} in {@code ../shared/catalogs/codes.jsonl}) and a
 * ladder layer has a first step written from that solution, or is named below with the reason it
 * has none yet. An exclusion that gained a step, lost its solution or its layer fails too, so the
 * list only shrinks.
 */
class CodeFirstStepsTest {
  /** The exclusions: a reason, and the codes ({@code family/code}) it covers. */
  private static final Map<String, List<String>> EXCLUDED = Map.of(
      "offline model execution of AscendCL/GE (aclmdl load and execute, model files and ids, dynamic batch, AIPP"
          + " image preprocessing, JPEG decoding, bundle models): the API of a single-process inference program"
          + " built with ATC, not of a multi-card training or serving job; not written yet",
      List.of("acl-ge/145000", "acl-ge/145001", "acl-ge/145002", "acl-ge/145003", "acl-ge/145007", "acl-ge/145008",
          "acl-ge/145009", "acl-ge/145011", "acl-ge/145012", "acl-ge/145013", "acl-ge/145014", "acl-ge/145015",
          "acl-ge/145016", "acl-ge/145020", "acl-ge/145021", "acl-ge/145022", "acl-ge/345103", "acl-ge/345104",
          "acl/100003", "acl/100005", "acl/100006", "acl/100007", "acl/100008", "acl/100011", "acl/100014",
          "acl/100017", "acl/100018", "acl/100019", "acl/100038", "acl/148052", "acl/148053",
          "acl-runtime/107004", "acl-runtime/107005", "acl-runtime/107037", "acl-runtime/107039",
          "cann-message/EH0005"),
      "single-operator and custom-kernel programming (aclopCompile selectors and kernels, operator cache ageing,"
          + " kernel and global symbols of a device binary): raised in a program that builds its own operators;"
          + " not written yet",
      List.of("acl/100020", "acl/100021", "acl/100022", "acl/100023", "acl/100027", "acl/100028", "acl/100029",
          "acl/100030", "acl/100031", "acl/148048", "acl/148050", "acl-runtime/107042", "acl-runtime/107043",
          "acl-runtime/107044"),
      "runtime API bookkeeping of a C or pyACL program (callback subscriptions, queues, groups, event timestamps,"
          + " memory types and alignment, channel descriptions, context system parameters): the frameworks a"
          + " multi-card job runs make these calls themselves; not written yet",
      List.of("acl/100032", "acl/100033", "acl/100034", "acl/100035", "acl/100036", "acl/100040", "acl/100041",
          "acl/148051", "acl/200003", "acl-runtime/107006", "acl-runtime/107007", "acl-runtime/107008",
          "acl-runtime/107011", "acl-runtime/107012", "acl-runtime/107013", "acl-runtime/107014",
          "acl-runtime/107015", "acl-runtime/107016", "acl-runtime/107018", "acl-runtime/107021",
          "acl-runtime/207013", "acl-runtime/207014", "acl-runtime/207015"));

  @Test
  void everyLadderCodeWithAnOfficialSolutionHasAFirstStepOrAReason() {
    List<JsonNode> jsonl = catalogue();
    CodeCatalog shipped = CodeCatalogLoader.builtIn();
    Map<String, String> reasonOf = exclusions();
    List<String> without = new ArrayList<>();
    List<String> stale = new ArrayList<>();
    int withStep = 0;
    for (JsonNode r : jsonl) {
      Optional<CodeRecord> c = shipped.find(r.get("family").asText(), r.get("code").asText());
      boolean solved = !r.path("official_solution").asText("").isBlank();
      if (c.isEmpty() || !solved || c.get().layer() == Layer.UNKNOWN) {
        continue;
      }
      String key = c.get().key();
      if (c.get().firstStep().isPresent()) {
        withStep++;
        if (reasonOf.containsKey(key)) {
          stale.add(key + " has a first step now: take it off the exclusions");
        }
      } else if (!reasonOf.containsKey(key)) {
        without.add(key + " (" + c.get().layer().id() + ")");
      }
      reasonOf.remove(key);
    }
    reasonOf.keySet().forEach(k -> stale.add(k + " is excluded but is no shipped ladder code with an official solution"));
    assertEquals(List.of(), without, "ladder codes with an official solution, no first step and no reason");
    assertEquals(List.of(), stale, "stale exclusions");
    assertTrue(withStep >= 60, "ladder codes with an official solution and a first step: " + withStep);
  }

  @Test
  void theMultiCardFamiliesAreNotExcluded() {
    for (String key : exclusions().keySet()) {
      assertTrue(!key.startsWith("torch-npu/") && !key.startsWith("hccl-result/") && !key.startsWith("hccp/")
          && !key.matches("cann-message/E[EIJZL].*"), key + " is of a family multi-card jobs print: write its step");
    }
  }

  private static Map<String, String> exclusions() {
    Map<String, String> out = new HashMap<>();
    EXCLUDED.forEach((reason, keys) -> keys.forEach(k -> {
      if (out.put(k, reason) != null) {
        fail(k + " is excluded twice");
      }
    }));
    return out;
  }

  private static List<JsonNode> catalogue() {
    Optional<List<JsonNode>> jsonl = TestCatalogs.jsonl();
    if (jsonl.isEmpty()) {
      if (System.getenv("CI") != null) {
        fail("CI is set but " + TestCatalogs.jsonlPath() + " is missing: the official solutions cannot be read");
      }
      assumeTrue(false, TestCatalogs.jsonlPath() + " not found: skipped");
    }
    return jsonl.orElseThrow();
  }
}
