package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code casebase/rule-steps.json} (issue 35, a fix with every answer): every rule of a ladder
 * layer that can decide an answer (a fault or a symptom) has fix steps, each citing a source the
 * rule cites; a step of an unknown rule, of a rule with no layer, citing something else, or with an
 * unknown placeholder is refused with its JSON path.
 */
class RuleStepsFileTest {
  private static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  @Test
  void everyRuleThatCanDecideALayerHasStepsFromItsOwnSources() {
    Reasoning r = BASE.reasoning();
    List<String> without = new ArrayList<>();
    for (ReasoningRule rule : r.rules()) {
      boolean decides = rule.layer().isPresent()
          && (rule.role() == Reasoning.Role.FAULT || rule.role() == Reasoning.Role.SYMPTOM);
      if (decides && r.steps(rule.id()).isEmpty()) {
        without.add(rule.id());
      }
      for (Knowledge.LayerStep s : r.steps(rule.id())) {
        assertEquals(rule.layer().get(), s.layer(), rule.id());
        assertTrue(rule.sources().stream().anyMatch(x -> x.contains(s.source())), rule.id() + " cites " + s.source());
      }
    }
    assertEquals(List.of(), without, "rules of a layer without fix steps (casebase/rule-steps.json)");
  }

  @Test
  void theStepsSurviveHoldingOutTokens() {
    Reasoning r = BASE.reasoning();
    Reasoning other = r.withRules(r.rules()).withConfidence(r.confidence());
    assertEquals(r.steps("network.gloo"), other.steps("network.gloo"));
    assertFalse(other.steps("network.gloo").isEmpty());
  }

  private static List<String> problems(String json) throws Exception {
    List<String> problems = new ArrayList<>();
    JsonNode n = JsonFiles.MAPPER.readTree(json);
    Map<String, List<Knowledge.LayerStep>> steps =
        RuleStepsFile.read(Optional.of(n), BASE.reasoning(), BASE.knowledge().placeholderClasses(), problems);
    if (problems.isEmpty()) {
      assertFalse(steps.isEmpty());
    }
    return problems;
  }

  private static String step(String rule, String command, String source) {
    return "{\"steps\": [{\"rule\": \"" + rule + "\", \"command\": \"" + command + "\", \"explanation\": \"why\", \"source\": \""
        + source + "\"}]}";
  }

  @Test
  void aStepOfTheRulesOwnSourceLoads() throws Exception {
    assertEquals(List.of(), problems(step("network.gloo", "export GLOO_SOCKET_IFNAME={nic}", "ptacase_0041")));
  }

  @Test
  void badStepsAreNamedWithTheirPath() throws Exception {
    List<String> p = problems(step("network.nothing", "true", "ptacase_0041"));
    assertEquals(List.of("casebase/rule-steps.json: $.steps[0].rule: no rule 'network.nothing' in casebase/reasoning.json"), p);
    p = problems(step("outside.memory-exhausted", "true", "catalog cann-message EL0004"));
    assertTrue(p.size() == 1 && p.get(0).contains("$.steps[0].rule: the rule 'outside.memory-exhausted' has no ladder layer"), p.toString());
    p = problems(step("network.gloo", "true", "a blog post somewhere"));
    assertTrue(p.size() == 1 && p.get(0).contains("$.steps[0].source: 'a blog post somewhere' is not a source the rule"), p.toString());
    p = problems(step("network.gloo", "export GLOO_SOCKET_IFNAME={interface}", "ptacase_0041"));
    assertTrue(p.size() == 1 && p.get(0).startsWith("casebase/rule-steps.json: $.steps[0].command: unknown placeholder {interface}"),
        p.toString());
    p = problems("{\"steps\": [{\"rule\": \"network.gloo\", \"command\": \"true\", \"source\": \"ptacase_0041\", \"extra\": 1}]}");
    assertTrue(p.stream().anyMatch(x -> x.contains("$.steps[0].extra: unknown field"))
        && p.stream().anyMatch(x -> x.contains("$.steps[0].explanation: missing")), p.toString());
  }
}
