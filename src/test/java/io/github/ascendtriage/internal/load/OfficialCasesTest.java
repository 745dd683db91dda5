package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.engine.Engines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The official cases of the built-in case base (issue 35): every {@code refines} of a case and
 * every {@code officialCase} of a reasoning rule names one of them, a rule naming anything else
 * is refused on load, casebase/README.md's table names each of them, and an answer decided by a
 * rule that names one carries it.
 */
class OfficialCasesTest {
  private static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  /** The ids of the built-in cases that are official cases of the Ascend case library. */
  private static Set<String> officialIds() {
    Set<String> out = new TreeSet<>();
    for (CaseDefinition c : BASE.cases()) {
      if (BASE.sources().officialCase(c.id())) {
        out.add(c.id());
      }
    }
    return out;
  }

  @Test
  void everyRefinesAndEveryRuleOfficialCaseIsAnOfficialCaseOfTheCaseBase() {
    Set<String> official = officialIds();
    List<String> bad = new ArrayList<>();
    for (CaseDefinition c : BASE.cases()) {
      c.refines().filter(r -> !official.contains(r)).ifPresent(r -> bad.add("case " + c.id() + " refines " + r));
    }
    int rules = 0;
    for (ReasoningRule r : BASE.reasoning().rules()) {
      if (r.officialCase().isPresent()) {
        rules++;
        if (!official.contains(r.officialCase().get())) {
          bad.add("rule " + r.id() + " names " + r.officialCase().get());
        }
      }
    }
    assertEquals(List.of(), bad);
    assertTrue(rules > 0, "no rule names an official case");
  }

  @Test
  void aRuleNamingANonOfficialOrAbsentIdIsOneProblemEach() {
    ReasoningRule gloo = BASE.reasoning().rules().stream().filter(r -> r.id().equals("network.gloo")).findFirst().orElseThrow();
    List<ReasoningRule> rules = List.of(named(gloo, "a", "master-port-in-use"), named(gloo, "b", "ptacase_9999"), named(gloo, "c", "ptacase_0043"));
    Set<String> ids = new TreeSet<>();
    BASE.cases().forEach(c -> ids.add(c.id()));
    List<String> problems = new ArrayList<>();
    RefinesCheck.checkRules(BASE.reasoning().withRules(rules), ids, BASE.sources(), problems);
    assertEquals(2, problems.size(), problems.toString());
    assertTrue(problems.get(0).contains("$.rules[id=a].officialCase") && problems.get(0).contains("not an official case id"), problems.get(0));
    assertTrue(problems.get(1).contains("$.rules[id=b].officialCase") && problems.get(1).contains("names no case"), problems.get(1));
    // without the built-in cases only the form is checked
    problems.clear();
    RefinesCheck.checkRules(BASE.reasoning().withRules(rules), null, BASE.sources(), problems);
    assertEquals(1, problems.size(), problems.toString());
  }

  private static ReasoningRule named(ReasoningRule r, String id, String official) {
    return new ReasoningRule(id, r.layer(), r.stage(), r.role(), r.onFailureLine(), r.tokens(), r.why(), r.ownsLine(), r.namesCall(),
        r.explains(), r.sources(), r.derivedFrom(), r.anyPlatform(), r.withFailure(), Optional.of(official));
  }

  @Test
  void theReadmeTableNamesEveryOfficialCase() throws IOException {
    String readme = Files.readString(Path.of("casebase", "README.md"), StandardCharsets.UTF_8);
    int from = readme.indexOf("<!-- official-cases:begin -->");
    int to = readme.indexOf("<!-- official-cases:end -->");
    assertTrue(from >= 0 && to > from, "casebase/README.md has no official-cases block");
    Set<String> table = new TreeSet<>();
    Matcher m = Pattern.compile("(?m)^\\| `([a-z0-9_]+)` \\|").matcher(readme.substring(from, to));
    while (m.find()) {
      table.add(m.group(1));
    }
    assertEquals(officialIds(), table);
    assertEquals(8, table.size(), "the lesson's eight official cases");
  }

  @Test
  void anAnswerDecidedByARuleNamesItsOfficialCase() {
    // the Gloo cases held out: the layer and the official case come from the rule network.gloo
    CaseBase without = BASE.without(Set.of("ptacase_0041", "gloo-interface-not-found", "gloo-no-route-to-host"));
    Diagnosis d = Engines.text(Engines.create(without, 3, Double.NaN),
        "[rank1]: RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error",
        "input.log");
    assertEquals(AnswerSource.REASONING, d.answer());
    assertEquals(Layer.NETWORK, d.layer());
    OfficialCase o = d.officialCase().orElseThrow();
    assertEquals("ptacase_0041", o.id());
    assertEquals("rule:network.gloo", o.matchedCase());
    assertFalse(o.direct());
    assertTrue(o.title().isEmpty(), "the official case itself was held out: " + o.title());
    String text = io.github.ascendtriage.internal.output.TextReport.text(d);
    assertTrue(text.contains("Official:   ptacase_0041 (the failure class of the rule"), text);
  }
}
