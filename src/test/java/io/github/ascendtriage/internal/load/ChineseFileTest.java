package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.ChineseTexts;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code casebase/zh.json}: it fits the built-in case base, a stale or unknown entry is refused with
 * its JSON path, and how much of the prose has Chinese is counted (what has none is shown in English).
 */
class ChineseFileTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode file() throws Exception {
    return JSON.readTree(Files.readString(TestPaths.repo().resolve("casebase/zh.json")));
  }

  private static List<String> read(JsonNode n) {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content c = BuiltInCaseBase.read(problems);
    Knowledge k = CaseBaseLoader.builtInKnowledge();
    ChineseFile.read(n, "zh.json", ChineseFile.withRuleSteps(c, k, problems), k, c.cases(k, problems), problems);
    return problems;
  }

  /** A rule step's explanation (rule-steps.json) may have Chinese, kept to its commands and names like any other text. */
  @Test
  void aRuleStepsExplanationIsTranslatableAndKeepsItsNames() throws Exception {
    String en = "Each pair of ranks gets this many RDMA queue pairs (1 by default), each taking device memory; a raised value"
        + " multiplies what every card needs, so go back to the default before changing the parallel layout.";
    assertTrue(ChineseFile.builtIn().text().containsKey(en), "the built-in file translates the rule step");
    ObjectNode n = JSON.createObjectNode();
    com.fasterxml.jackson.databind.node.ArrayNode text = n.putArray("text");
    text.addObject().put("en", en).put("zh", "每对 rank 之间会创建该数量的 RDMA QP（默认 1）。");
    assertEquals(List.of(), read(n));
    n = JSON.createObjectNode();
    n.putArray("text").addObject().put("en", en).put("zh", "每对 rank 之间会创建该数量的 RDMA QP（默认值）。");
    List<String> problems = read(n);
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).contains("leaves out '1'"), problems.toString());
  }

  @Test
  void theBuiltInFileFitsTheBuiltInCaseBase() {
    ChineseTexts t = ChineseFile.builtIn();
    assertFalse(t.rules().isEmpty());
    assertFalse(t.text().isEmpty());
  }

  @Test
  void aTextTheCaseBaseNoLongerHasIsRefusedWithItsPath() throws Exception {
    ObjectNode n = (ObjectNode) file().deepCopy();
    ((ObjectNode) ((com.fasterxml.jackson.databind.node.ArrayNode) n.get("text")).get(0)).put("en", "a sentence no case says");
    List<String> problems = read(n);
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).contains("$.text[0].en"), problems.toString());
  }

  @Test
  void anUnknownRuleABlankTextAndATwiceGivenTextAreRefused() throws Exception {
    ObjectNode n = (ObjectNode) file().deepCopy();
    ((ObjectNode) n.get("rules")).put("no.such-rule", "无");
    JsonNode first = ((com.fasterxml.jackson.databind.node.ArrayNode) n.get("text")).get(0);
    ((com.fasterxml.jackson.databind.node.ArrayNode) n.get("text")).add(first.deepCopy());
    ((ObjectNode) ((com.fasterxml.jackson.databind.node.ArrayNode) n.get("text")).get(1)).put("zh", " ");
    List<String> problems = read(n);
    assertEquals(3, problems.size(), problems.toString());
    assertTrue(problems.stream().anyMatch(p -> p.contains("$.rules.no.such-rule")), problems.toString());
    assertTrue(problems.stream().anyMatch(p -> p.contains("$.text[1].zh")), problems.toString());
    assertTrue(problems.stream().anyMatch(p -> p.contains("given twice")), problems.toString());
  }

  @Test
  void aChineseThatDropsOrRewritesACommandCodeOrNumberIsRefusedWithWhatItLost() throws Exception {
    ObjectNode n = (ObjectNode) file().deepCopy();
    com.fasterxml.jackson.databind.node.ArrayNode text = (com.fasterxml.jackson.databind.node.ArrayNode) n.get("text");
    int at = -1;
    for (int i = 0; i < text.size() && at < 0; i++) {
      if (text.get(i).get("en").textValue().contains("HCCL_SOCKET_IFNAME")) {
        at = i;
      }
    }
    assertTrue(at >= 0, "a text of zh.json that names HCCL_SOCKET_IFNAME");
    ObjectNode e = (ObjectNode) text.get(at);
    // the variable's name translated, as a careless translation would
    e.put("zh", e.get("zh").textValue().replace("HCCL_SOCKET_IFNAME", "HCCL 套接字网口变量"));
    List<String> problems = read(n);
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).contains("$.text[" + at + "].zh") && problems.get(0).contains("'HCCL_SOCKET_IFNAME'"),
        problems.toString());
    // a rule's why is held to the same
    ObjectNode m = (ObjectNode) file().deepCopy();
    ((ObjectNode) m.get("rules")).put("collective.operator", "HCCL 算子本身：任务执行、notify 等待、缓冲区、融合通信算子");
    List<String> ruleProblems = read(m);
    assertEquals(1, ruleProblems.size(), ruleProblems.toString());
    assertTrue(ruleProblems.get(0).contains("$.rules.collective.operator") && ruleProblems.get(0).contains("'HCCL_BUFFSIZE'")
        && ruleProblems.get(0).contains("'MC2'"), ruleProblems.toString());
  }

  @Test
  void anInvalidFileIsOneErrorNamingIt() {
    List<String> problems = new ArrayList<>();
    ChineseFile.read(JSON.createArrayNode(), "zh.json", Reasoning.none(), CaseBaseLoader.builtInKnowledge(), List.of(), problems);
    assertEquals(1, problems.size());
    assertTrue(problems.get(0).startsWith("zh.json: $"), problems.toString());
  }

  /**
   * Every fix step and verification of every built-in case, every layer step and next check has
   * its Chinese: a step added without one fails the build, and the failure lists each such text.
   */
  @Test
  void everyStepAndVerificationOfTheCaseBaseHasChinese() {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content c = BuiltInCaseBase.read(problems);
    Knowledge k = CaseBaseLoader.builtInKnowledge();
    List<String> missing = ChineseFile.untranslated(k, c.cases(k, problems), ChineseFile.builtIn());
    assertTrue(missing.isEmpty(), missing.size() + " texts of the case base have no Chinese in casebase/zh.json"
        + " (add {\"en\", \"zh\"} to its \"text\"):\n  " + String.join("\n  ", missing));
  }

  @Test
  void aStepWithoutChineseIsListedByItsEnglish() throws Exception {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content c = BuiltInCaseBase.read(problems);
    Knowledge k = CaseBaseLoader.builtInKnowledge();
    List<CaseDefinition> cases = c.cases(k, problems);
    ChineseTexts all = ChineseFile.builtIn();
    String step = cases.get(cases.size() - 1).remediation().get(0).explanation();
    java.util.Map<String, String> text = new java.util.HashMap<>(all.text());
    text.remove(step);
    List<String> missing = ChineseFile.untranslated(k, cases, new ChineseTexts(all.rules(), all.rulesEnglish(), text));
    assertEquals(List.of(step), missing);
  }

  /**
   * How many rules of reasoning.json fall back to English, and how much of the cases' and the
   * knowledge's prose has Chinese, is printed; the layer steps and next checks, the fix of every
   * case-less answer, have it all.
   */
  @Test
  void howMuchOfTheProseHasChinese() {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content c = BuiltInCaseBase.read(problems);
    Knowledge k = CaseBaseLoader.builtInKnowledge();
    List<CaseDefinition> cases = c.cases(k, problems);
    ChineseTexts t = ChineseFile.builtIn();
    List<String> rulesWithout = c.reasoning().rules().stream().map(ReasoningRule::id)
        .filter(id -> t.rule(id).isEmpty()).toList();
    long steps = cases.stream().mapToLong(x -> x.remediation().size()).sum();
    long stepsZh = cases.stream().flatMap(x -> x.remediation().stream())
        .filter(s -> t.text().containsKey(s.explanation())).count();
    Set<String> all = ChineseFile.englishProse(k, cases);
    System.out.printf("zh.json: rules without Chinese %d of %d; case steps with Chinese %d of %d; "
            + "prose texts with Chinese %d of %d (the rest is shown in English)%n",
        rulesWithout.size(), c.reasoning().rules().size(), stepsZh, steps, t.text().size(), all.size());
    // a rule without Chinese is said in English (ChineseViewTest): counted here, not refused, so a
    // new rule of another branch lands first and gets its Chinese after
    assertTrue(rulesWithout.size() < c.reasoning().rules().size(), "no rule has Chinese: " + rulesWithout);
    for (io.github.ascendtriage.Layer l : io.github.ascendtriage.Layer.values()) {
      for (Knowledge.LayerStep s : k.layerSteps(l)) {
        assertTrue(t.text().containsKey(s.step().explanation()), "layer step without Chinese: " + s.step().explanation());
      }
    }
    for (io.github.ascendtriage.NextCheck n : k.nextChecks()) {
      assertTrue(t.text().containsKey(n.expect()), "next check without Chinese: " + n.expect());
    }
  }
}
