package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.ChineseTexts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Prose with Chinese is replaced, prose without stays English, and nothing but prose changes. */
class ChineseViewTest {
  @Test
  void aRuleWithoutChineseKeepsItsEnglishAndOneWithItIsReplaced() throws Exception {
    Diagnosis d = AscendTriage.builder().build().diagnose(TestPaths.corpus().resolve("code-hccl-result-12/input.log"));
    List<ReasoningStep> steps = d.reasoning().orElseThrow().steps();
    // a rule's step whose why the reasoner extended with the reason it was demoted
    ReasoningStep ruled = steps.stream().filter(s -> !s.rule().startsWith("catalog ") && s.why().endsWith(")")).findFirst()
        .orElseThrow();
    Diagnosis none = ChineseView.of(d, ChineseTexts.none());
    ReasoningStep same = none.reasoning().get().steps().stream().filter(s -> s.rule().equals(ruled.rule())).findFirst().orElseThrow();
    assertEquals(ruled.why(), same.why(), "no Chinese: the English why");
    assertEquals(d.remediation(), none.remediation());
    String english = io.github.ascendtriage.internal.load.CaseBaseLoader.load(true, List.of(), List.of()).reasoning().rules()
        .stream().filter(r -> r.id().equals(ruled.rule())).findFirst().orElseThrow().why();
    Diagnosis one = ChineseView.of(d, new ChineseTexts(Map.of(ruled.rule(), "规则"), Map.of(ruled.rule(), english), Map.of()));
    String why = one.reasoning().get().steps().stream().filter(s -> s.rule().equals(ruled.rule())).findFirst().orElseThrow().why();
    assertTrue(why.startsWith("规则") && !why.contains(english) && !why.contains("named by"), why);
    assertEquals(ChineseView.because(ruled.why().substring(english.length())), why.substring("规则".length()));
    assertEquals(d.layer(), one.layer());
    assertEquals(d.remediation().stream().map(x -> x.step().command()).toList(),
        one.remediation().stream().map(x -> x.step().command()).toList(), "commands stay");
  }

  @Test
  void theReasonersSummaryFormsHaveChinese() {
    String zh = ChineseView.summary("no known case matched; the evidence shows 2 faults of the network layer and 1 symptom,"
        + " first at the link-setup stage");
    assertFalse(zh.startsWith("no known case"), zh);
    assertTrue(zh.contains("网络层") && zh.contains("2") && zh.contains("1") && zh.contains("link-setup"), zh);
    assertEquals("an unknown sentence", ChineseView.summary("an unknown sentence"));
  }
}
