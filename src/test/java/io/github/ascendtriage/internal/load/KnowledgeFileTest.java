package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.Platform;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loading, validating and overlaying knowledge.json. */
class KnowledgeFileTest {
  static final Knowledge K = CaseBaseLoader.builtInKnowledge();

  @Test
  void layerHintsFollowTheFirstMatchingRule() {
    Knowledge loaded = CaseBaseLoader.load(true, List.of(), List.of()).knowledge();
    assertEquals(Optional.of(Layer.SCRIPT), loaded.layerHint("code:ei0001"), "the catalogue's layer comes first");
    assertEquals(Optional.of(Layer.LINK_SETUP), loaded.layerHint("hccl-ret:11"), "HCCL_E_TCP_CONNECT, from the catalogue");
    assertEquals(Optional.of(Layer.LINK_SETUP), loaded.layerHint("hccl-ret:9"), "a symptom's layer: symptomOf in the catalogue");
    assertEquals(Optional.empty(), loaded.layerHint("acl-code:207001"), "a code outside the ladder hints nothing");
    assertEquals(Optional.of(Layer.COLLECTIVE), K.layerHint("code:ei0999"), "family rule for HCCL codes");
    assertEquals(Optional.of(Layer.NETWORK), K.layerHint("code:wj0001"));
    assertEquals(Optional.empty(), K.layerHint("code:ez9999"), "operator codes hint nothing");
    assertEquals(Optional.empty(), K.layerHint("tool-status:net_health=success"), "'none' rule stops the search");
    assertEquals(Optional.of(Layer.NETWORK), K.layerHint("tool-status:net_health=receive timeout"));
    assertEquals(Optional.of(Layer.NETWORK), K.layerHint("device-error:link error"));
    assertEquals(Optional.of(Layer.DEVICE), K.layerHint("device-error:uce error"));
    assertEquals(Optional.empty(), K.layerHint("phrase:anything"));
  }

  @Test
  void aCodesLayerLivesInTheCatalogueOnly() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    List<String> twice = new java.util.ArrayList<>();
    for (Knowledge.LayerRule r : K.layerRules()) {
      for (String family : base.reasoning().codeFamilies().getOrDefault(r.type(), List.of())) {
        for (String v : r.values()) {
          base.codes().find(family, v)
              .ifPresent(c -> twice.add(r.type().id() + ":" + v + " (catalogue " + family + ": " + c.layer().id() + ")"));
        }
      }
    }
    assertEquals(List.of(), twice, "knowledge.json layer hints that name a catalogued code (symptoms included)");
  }

  /**
   * fr40: torch_npu prints each device-fault reason for one ACL code (its device error map; docs/log-formats.md
   * section 7 gives the pairs), so the reason's layer is that code's record's, one home: a hint of its own in
   * knowledge.json may not say otherwise (SUSPECT REMOTE ERROR was collective while 507057 is device).
   */
  @Test
  void aDeviceFaultReasonIsHintedAsTheCodeItIsPrintedFor() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    java.util.Map<String, String> printedFor = java.util.Map.of("UCE ERROR", "507053", "HBM MULTI BIT ECC ERROR", "507054",
        "SUSPECT MEM ERROR", "507055", "HCCS LINK ERROR", "507056", "UB LINK ERROR", "507056",
        "HCCL OP RETRY FAILED", "507904", "SUSPECT REMOTE ERROR", "507057", "FORCE STOP", "107022");
    List<String> wrong = new java.util.ArrayList<>();
    printedFor.forEach((reason, code) -> {
      io.github.ascendtriage.internal.codes.CodeRecord c = base.codes().find("acl-runtime", code).orElseThrow();
      Optional<Layer> own = c.symptom() ? c.symptomOf() : Optional.of(c.layer());
      Optional<Layer> hint = base.knowledge().layerHint("device-error:" + reason.toLowerCase(java.util.Locale.ROOT));
      if (!own.equals(hint)) {
        wrong.add(reason + " hint " + hint + ", " + code + " record " + own);
      }
    });
    assertEquals(List.of(), wrong);
  }

  /**
   * Whatever knowledge.json's family patterns say, a catalogued code's hint is its record's: its
   * ladder layer, a symptom's {@code symptomOf}, else none.
   */
  @Test
  void everyCataloguedCodeIsHintedByItsRecord() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    List<String> wrong = new java.util.ArrayList<>();
    base.reasoning().codeFamilies().forEach((type, families) -> {
      for (io.github.ascendtriage.internal.codes.CodeRecord c : base.codes().records()) {
        if (families.get(0).equals(c.family())) { // the first family of a type decides a code two share
          Optional<Layer> own = c.symptom() ? c.symptomOf() : Optional.of(c.layer()).filter(l -> l != Layer.UNKNOWN);
          Optional<Layer> hint = base.knowledge().layerHint(type.id() + ":" + c.code().toLowerCase(java.util.Locale.ROOT));
          if (!own.equals(hint)) {
            wrong.add(type.id() + ":" + c.code() + " record " + own + ", hint " + hint);
          }
        }
      }
    });
    assertEquals(List.of(), wrong);
  }

  /**
   * A start does not check the built-in file's value class patterns for unbounded backtracking (a
   * site file's are checked, see HostileSiteTest): this does, one test per pattern of the file the
   * jar ships.
   */
  @org.junit.jupiter.api.TestFactory
  java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> builtInValueClassesCannotBacktrackWithoutBound() throws Exception {
    com.fasterxml.jackson.databind.JsonNode classes = JsonFiles.MAPPER
        .readTree(java.nio.file.Files.readAllBytes(io.github.ascendtriage.TestPaths.repo().resolve("casebase/knowledge.json")))
        .path("valueClasses");
    assertTrue(classes.size() > 0, "the built-in knowledge has value classes");
    return java.util.stream.StreamSupport.stream(classes.spliterator(), false).map(c -> org.junit.jupiter.api.DynamicTest.dynamicTest(
        c.path("name").asText(), () -> assertEquals(Optional.empty(), BacktrackCheck.problem(c.path("pattern").asText()),
            c.path("pattern").asText())));
  }

  @Test
  void symptomsHaveOneNotion() {
    assertEquals(Optional.of(Knowledge.Role.WAITING), K.symptom("code:ei0006"));
    assertEquals(Optional.of(Knowledge.Role.WRAPPER), K.symptom("code:ee9999"));
    assertEquals(Optional.empty(), K.symptom("code:ej0003"));
  }

  @Test
  void aCaseKeyedOnAWaitingSymptomAloneIsACascadeCase() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    for (CaseDefinition c : base.cases()) {
      for (List<SignatureToken> g : c.required()) {
        if (g.size() == 1 && K.symptom(g.get(0).key()).equals(Optional.of(Knowledge.Role.WAITING))) {
          assertTrue(c.cascade(), c.id() + " is keyed on the waiting symptom " + g.get(0) + " but is not a cascade case");
        }
      }
    }
  }

  @Test
  void aSiteKnowledgeFileOverridesAndAdds(@TempDir Path dir) throws Exception {
    CaseFiles.write(dir, "knowledge.json",
        "{\"layerHints\": {\"code\": [{\"layer\": \"device\", \"values\": [\"EZ9998\", \"EZ9999\"]}]},"
            + " \"symptoms\": [{\"token\": \"code:EI0006\", \"role\": \"none\"}],"
            + " \"scoring\": {\"symptomVote\": 0.25, \"weights\": {\"module\": 0.5}},"
            + " \"platform\": {\"foreign\": [\"rocm\"]}}");
    CaseFiles.write(dir, "own.json", CaseFiles.valid("site-own-case"));
    CaseBase base = CaseBaseLoader.load(true, List.of(dir), List.of());
    Knowledge k = base.knowledge();
    assertEquals(Optional.of(Layer.DEVICE), k.layerHint("code:ez9998"), "a code the catalogue does not list");
    assertEquals(Optional.empty(), k.layerHint("code:ez9999"), "a catalogued code's layer is its record's (a symptom of none)");
    assertEquals(Optional.of(Layer.SCRIPT), k.layerHint("code:ei0001"), "built-in rules still apply");
    assertEquals(Optional.empty(), k.symptom("code:ei0006"));
    assertEquals(0.25, k.scoring().symptomVote());
    assertEquals(0.5, k.scoring().weight(io.github.ascendtriage.FeatureType.MODULE));
    assertEquals(3.0, k.scoring().weight(io.github.ascendtriage.FeatureType.CODE));
    assertTrue(k.platform().foreign().contains("rocm") && k.platform().foreign().contains("nccl"));
    assertTrue(base.get("site-own-case") != null, "the knowledge file is not read as a case");
  }

  @Test
  void problemsNameFilePathAndReason(@TempDir Path dir) throws Exception {
    Path f = CaseFiles.write(dir, "knowledge.json",
        "{\"layerHints\": {\"cod\": [], \"code\": [{\"layer\": \"transport\", \"values\": []}]},"
            + " \"symptoms\": [{\"token\": \"code:EI0002\", \"role\": \"sleepy\"}],"
            + " \"scoring\": {\"weights\": {\"phrase\": \"x\", \"rank\": 1}, \"exclusionDivisor\": 0.5},"
            + " \"nextChecks\": [{\"layer\": \"unknown\", \"command\": \"x\", \"expect\": \"y\"}],"
            + " \"platform\": {\"foreign\": [\"nccl\"], \"absent\": [\"hccl is not available\"]},"
            + " \"placeholders\": [{\"name\": \"9x\", \"from\": \"port\", \"doc\": \"d\"}], \"extra\": 1}");
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> CaseBaseLoader.load(true, List.of(dir), List.of()));
    String all = String.join("\n", e.problems());
    for (String want : List.of(
        f + ": $.layerHints.cod: unknown feature type 'cod'",
        f + ": $.layerHints.code[0].layer: unknown layer 'transport'",
        f + ": $.layerHints.code[0].values: must be a non-empty array of strings",
        f + ": $.symptoms[0].role: unknown role 'sleepy'",
        f + ": $.scoring.weights.phrase: must be a number",
        f + ": $.scoring.weights.rank: 'rank' carries a variable value",
        f + ": $.scoring.exclusionDivisor: must be at least 1",
        f + ": $.nextChecks[0].layer: the ladder has no 'unknown' step",
        f + ": $.placeholders[0].name: a name is a letter",
        f + ": $.platform.absent: 'hccl is not available' holds no foreign marker of this file",
        f + ": $.extra: unknown field")) {
      assertTrue(all.contains(want), "missing problem: " + want + "\nin:\n" + all);
    }
  }

  @Test
  void platformSignsNeedASideASourceAtACommitAndOneForm(@TempDir Path dir) throws Exception {
    String src = "\"source\": \"example/vllm@0123456789abcdef:vllm/platforms/cuda.py (logs its backend)\"";
    Path f = CaseFiles.write(dir, "knowledge.json",
        "{\"platform\": {\"signs\": ["
            + "{\"logger\": \"cuda.py\", \"platform\": \"foreign\", " + src + "},"
            + "{\"logger\": \"cuda.py\", \"platform\": \"ascend\", " + src + "},"
            + "{\"logger\": \"vllm/platforms/cuda.py\", \"platform\": \"foreign\", " + src + "},"
            + "{\"logger\": \"rocm.py\", \"platform\": \"gpu\", " + src + "},"
            + "{\"logger\": \"xpu.py\", \"platform\": \"foreign\", \"source\": \"vllm/platforms/xpu.py\"},"
            + "{\"logger\": \"hpu.py\", \"phrase\": \"hpu\", \"platform\": \"foreign\", " + src + "}]}}");
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> CaseBaseLoader.load(true, List.of(dir), List.of()));
    String all = String.join("\n", e.problems());
    for (String want : List.of(
        f + ": $.platform.signs[1].logger: 'cuda.py' is a sign of both platforms",
        f + ": $.platform.signs[2].logger: must be a Python module's file name",
        f + ": $.platform.signs[3].platform: must be foreign or ascend, not 'gpu'",
        f + ": $.platform.signs[4].source: must be owner/repo@commit:path",
        f + ": $.platform.signs[5]: needs exactly one of phrase and logger")) {
      assertTrue(all.contains(want), "missing problem: " + want + "\nin:\n" + all);
    }
  }

  @Test
  void theBuiltInSignsAreLoaded() {
    Platform p = CaseBaseLoader.builtInKnowledge().platform();
    assertTrue(p.foreignLoggers().contains("cuda.py"), p.foreignLoggers().toString());
    assertTrue(p.ascendLoggers().contains("pyhccl.py"), p.ascendLoggers().toString());
    assertTrue(p.ascend().contains("ds_accelerator to npu") && p.statements().contains("ds_accelerator to npu"));
  }
}
