package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reading and validating casebase/reasoning.json. */
class ReasoningFileTest {
  static ObjectNode shipped() throws IOException {
    return (ObjectNode) JsonFiles.MAPPER.readTree(Files.readAllBytes(Path.of("casebase", ReasoningFile.NAME)));
  }

  static List<String> problems(ObjectNode n) {
    List<String> p = new ArrayList<>();
    ReasoningFile.read(n, "r.json", p);
    return p;
  }

  @Test
  void theShippedFileLoadsCleanAndItsRulesAnswerByFirstMatch() throws IOException {
    List<String> p = new ArrayList<>();
    Reasoning r = ReasoningFile.read(shipped(), "r.json", p);
    assertEquals(List.of(), p);
    assertTrue(r.rules().size() >= 10);
    assertEquals(Optional.of(Layer.DEVICE), r.rule("phrase:dcmi").flatMap(ReasoningRule::layer));
    assertEquals(Reasoning.Role.OUTSIDE, r.rule("phrase:out of memory").orElseThrow().role());
    assertEquals(Optional.empty(), r.rule("phrase:no rule names this"));
    assertTrue(r.failureLine("RuntimeError: something failed"));
    assertTrue(!r.failureLine("[W1201 compiler_depend.ts:133] Warning: dtype not supported, cast"), "a warning is quiet");
  }

  @Test
  void anOfficialCaseIsAnIdOnAFaultRule() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    int fault = -1;
    int other = -1;
    for (int i = 0; i < rules.size(); i++) {
      String role = rules.get(i).get("role").asText();
      if (fault < 0 && role.equals("fault")) {
        fault = i;
      } else if (other < 0 && !role.equals("fault")) {
        other = i;
      }
    }
    ((ObjectNode) rules.get(fault)).put("officialCase", "Not An Id");
    ((ObjectNode) rules.get(other)).put("officialCase", "ptacase_0043");
    String all = String.join("\n", problems(n));
    assertTrue(all.contains("r.json: $.rules[" + fault + "].officialCase: must be an official case id"), all);
    assertTrue(all.contains("r.json: $.rules[" + other + "].officialCase: only a fault rule"), all);
    ((ObjectNode) rules.get(fault)).put("officialCase", "ptacase_0043");
    ((ObjectNode) rules.get(other)).remove("officialCase");
    List<String> p = new ArrayList<>();
    Reasoning r = ReasoningFile.read(n, "r.json", p);
    assertEquals(List.of(), p);
    assertEquals(Optional.of("ptacase_0043"), r.officialCase(rules.get(fault).get("id").asText()));
  }

  @Test
  void everyDefectIsNamedWithItsPath() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    ((ObjectNode) rules.get(0)).put("role", "guess");
    ((ObjectNode) rules.get(1)).put("stage", "lunch");
    ((ObjectNode) rules.get(2)).putArray("tokens").add("phrase:a*b").add("nosuchtype:x");
    ((ObjectNode) rules.get(3)).put("layer", "transport");
    ((ObjectNode) rules.get(4)).put("id", rules.get(5).get("id").asText());
    ((ObjectNode) n.get("weights")).remove("minimum");
    n.put("extra", 1);
    List<String> p = problems(n);
    String all = String.join("\n", p);
    assertTrue(all.contains("r.json: $.rules[0].role: unknown role 'guess'"), all);
    assertTrue(all.contains("r.json: $.rules[1].stage: unknown stage 'lunch'"), all);
    assertTrue(all.contains("r.json: $.rules[2].tokens[0]: a phrase is literal text"), all);
    assertTrue(all.contains("r.json: $.rules[2].tokens[1]:"), all);
    assertTrue(all.contains("r.json: $.rules[3].layer:"), all);
    assertTrue(all.contains("duplicate rule id"), all);
    assertTrue(all.contains("r.json: $.weights.minimum: must be a number >= 0"), all);
    assertTrue(all.contains("r.json: $.extra: unknown field"), all);
  }

  @Test
  void sourcesAreReferencesOfTheKnownFormsAndDerivedFromNamesCases() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    ((ObjectNode) rules.get(0)).putArray("sources");
    ((ObjectNode) rules.get(1)).putArray("sources").add("https://www.hiascend.com/document/detail/zh/x.html")
        .add("catalog cann-message EI0006").add("Ascend/pytorch@9e73e708a:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp")
        .add("lesson §7.2").add("log-formats 8.2 (TLS)").add("fr-019").add("ptacase_0043").add("ascend-fd kg-config AISW_CANN_HCCL_013");
    ((ObjectNode) rules.get(2)).putArray("sources").add("a blog somewhere").add("https://github.com/o/r/issues/12");
    ((ObjectNode) rules.get(3)).putArray("derivedFrom").add("ptacase_0043").add("Not An Id");
    ((ObjectNode) rules.get(4)).put("sources", "fr-001");
    String all = String.join("\n", problems(n));
    assertTrue(all.contains("r.json: $.rules[0].sources: must be a non-empty array of strings"), all);
    assertTrue(!all.contains("$.rules[1].sources"), all);
    assertTrue(all.contains("r.json: $.rules[2].sources[0]: 'a blog somewhere' is not a source reference"), all);
    assertTrue(all.contains("r.json: $.rules[2].sources[1]: 'https://github.com/o/r/issues/12' is a user's thread"), all);
    assertTrue(all.contains("r.json: $.rules[3].derivedFrom[1]: 'Not An Id' is not a case id"), all);
    assertTrue(!all.contains("$.rules[3].derivedFrom[0]"), all);
    assertTrue(all.contains("r.json: $.rules[4].sources: must be a non-empty array of strings"), all);
    List<String> ok = new ArrayList<>();
    Reasoning r = ReasoningFile.read(shipped(), "r.json", ok);
    assertEquals(List.of(), ok);
    ObjectNode m = shipped();
    ((ObjectNode) ((ArrayNode) m.get("rules")).get(1)).putArray("sources").add("fr-019").add("lesson 7.1");
    ((ObjectNode) ((ArrayNode) m.get("rules")).get(1)).putArray("derivedFrom").add("ptacase_0043");
    ReasoningRule read = ReasoningFile.read(m, "r.json", ok).rules().get(1);
    assertEquals(List.of(), ok);
    assertEquals(List.of("fr-019", "lesson 7.1"), read.sources());
    assertEquals(List.of("ptacase_0043"), read.derivedFrom());
    assertEquals(r.rules().get(1).tokens(), read.tokens());
  }

  @Test
  void anOutsideRuleHasNoLayerAndAFaultRuleNeedsOne() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    for (int i = 0; i < rules.size(); i++) {
      ObjectNode r = (ObjectNode) rules.get(i);
      if (r.get("role").asText().equals("outside")) {
        r.put("layer", "device");
      } else if (r.get("role").asText().equals("fault")) {
        r.remove("layer");
      }
    }
    String all = String.join("\n", problems(n));
    assertTrue(all.contains("an outside rule has no ladder layer"), all);
    assertTrue(all.contains("a fault rule needs a layer"), all);
  }

  @Test
  void onlyAFaultRuleOwnsItsLinesAndWrapperFamiliesMustBeKnown() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    int symptom = -1;
    for (int i = 0; i < rules.size(); i++) {
      if (rules.get(i).get("role").asText().equals("symptom")) {
        symptom = i;
      }
    }
    ((ObjectNode) rules.get(symptom)).put("ownsLine", true);
    n.putArray("wrapperFamilies").add("hccl-result").add("no-such-family");
    List<String> p = problems(n);
    assertTrue(p.contains("r.json: $.rules[" + symptom + "].ownsLine: only a fault rule owns its lines"), p.toString());
    assertTrue(p.contains("r.json: $.wrapperFamilies: 'no-such-family' is not a family of $.codeFamilies"), p.toString());
    Reasoning r = ReasoningFile.read(shipped(), "r.json", new ArrayList<>());
    assertTrue(r.ownsLine("script.invalid-setting") && !r.ownsLine("network.device-nic"));
    assertTrue(r.wrapperFamilies().contains("hccl-result"));
  }

  @Test
  void onlyAWrapperRuleNamesACall() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    int fault = -1;
    for (int i = 0; i < rules.size(); i++) {
      if (rules.get(i).get("role").asText().equals("fault")) {
        fault = i;
      }
    }
    ((ObjectNode) rules.get(fault)).put("namesCall", true);
    List<String> p = problems(n);
    assertTrue(p.contains("r.json: $.rules[" + fault + "].namesCall: only a wrapper rule names a call"), p.toString());
    Reasoning r = ReasoningFile.read(shipped(), "r.json", new ArrayList<>());
    assertTrue(r.namesCall("symptom.call-wrapper") && !r.namesCall("symptom.wrapper"));
  }

  @Test
  void aFaultRuleExplainsOnlyOutsideRules() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    int fault = -1;
    int symptom = -1;
    for (int i = 0; i < rules.size(); i++) {
      String role = rules.get(i).get("role").asText();
      if (role.equals("fault") && fault < 0) {
        fault = i;
      }
      if (role.equals("symptom")) {
        symptom = i;
      }
    }
    String id = rules.get(fault).get("id").asText();
    ((ObjectNode) rules.get(fault)).putArray("explains").add("network.device-nic");
    ((ObjectNode) rules.get(symptom)).putArray("explains").add("outside.operator-fault");
    List<String> p = problems(n);
    assertTrue(p.contains("r.json: $.rules[id=" + id + "].explains: 'network.device-nic' is neither the id of an outside rule,"
        + " a catalogue record 'catalog <family> <code>' nor a device-error reason 'device-error:<REASON>'"), p.toString());
    assertTrue(p.contains("r.json: $.rules[" + symptom + "].explains: only a fault rule explains an outside rule"), p.toString());
    Reasoning r = ReasoningFile.read(shipped(), "r.json", new ArrayList<>());
    assertTrue(r.rules().stream().anyMatch(x -> x.explains().contains("outside.operator-fault")));
  }

  @Test
  void aSettingRuleNamesRulesOrCatalogueRecordsThatTheCatalogueHolds() throws IOException {
    ObjectNode n = shipped();
    ArrayNode rules = (ArrayNode) n.get("rules");
    String id = "network.host";
    // a symptom rule no shipped withFailure names (script.busy-rank-wait names symptom.watchdog)
    int symptom = indexOf(rules, "symptom.aicpu-executor");
    ((ObjectNode) rules.get(indexOf(rules, id))).putArray("withFailure").add("a failure").add(id).add("outside.graph-capture");
    ((ObjectNode) rules.get(symptom)).putArray("withFailure").add("symptom.aicpu-executor");
    List<String> p = problems(n);
    assertTrue(p.contains("r.json: $.rules[id=" + id + "].withFailure: 'a failure' is neither the id of another rule nor a catalogue"
        + " record 'catalog <family> <code>'"), p.toString());
    assertTrue(p.contains("r.json: $.rules[id=" + id + "].withFailure: '" + id + "' is neither the id of another rule nor a catalogue"
        + " record 'catalog <family> <code>'"), p.toString());
    assertTrue(p.contains("r.json: $.rules[" + symptom + "].withFailure: only a fault rule names the failures its setting explains"),
        p.toString());
    assertEquals(3, p.size(), p.toString());
    // the shipped rules name catalogue records that the built-in catalogue holds
    Reasoning r = ReasoningFile.read(shipped(), "r.json", new ArrayList<>());
    io.github.ascendtriage.internal.codes.CodeCatalog catalog = io.github.ascendtriage.internal.codes.CodeCatalogLoader.builtIn();
    int named = 0;
    for (ReasoningRule rule : r.rules()) {
      for (String x : rule.withFailure()) {
        if (x.startsWith("catalog ")) {
          String[] part = x.split(" ");
          assertTrue(catalog.find(part[1], part[2]).isPresent(), rule.id() + ": no record " + x);
          named++;
        }
      }
    }
    assertTrue(named > 0, "no shipped rule names a catalogue record");
  }

  private static int indexOf(ArrayNode rules, String id) {
    for (int i = 0; i < rules.size(); i++) {
      if (rules.get(i).get("id").asText().equals(id)) {
        return i;
      }
    }
    throw new AssertionError("no rule " + id);
  }
}
