package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.ValueClass;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The warnings of a diagnosis whose fix left a placeholder unfilled because its value class's
 * pattern gave up (its step budget or its stack spent): a site's pattern that backtracks, which
 * the reader should hear about as a fault of the case base, not only as an unfilled step. One
 * warning per placeholder and value, placed where the log gave the value. Stateless.
 */
final class BudgetWarnings {
  private BudgetWarnings() {}

  /**
   * @param values the lookup that filled the steps (to find the value's line again)
   * @param features the input's features, where the value's first line is found
   */
  static List<TriageWarning> of(List<CaseMatch> matches, List<FixStep> fix, List<CodeFinding> codes,
      Function<String, Optional<String>> values, List<Feature> features) {
    Set<String> seen = new LinkedHashSet<>();
    List<TriageWarning> out = new ArrayList<>();
    for (CaseMatch m : matches) {
      for (RemediationStep s : m.remediation()) {
        add(s, "a fix step of case " + m.caseId(), values, features, seen, out);
      }
    }
    for (FixStep x : fix) {
      add(x.step(), "a fix step", values, features, seen, out);
    }
    for (CodeFinding c : codes) {
      Optional<RemediationStep> s = c.firstStep();
      if (s.isPresent()) {
        add(s.get(), "the first step of code " + c.entry().code(), values, features, seen, out);
      }
    }
    return out;
  }

  private static void add(RemediationStep s, String what, Function<String, Optional<String>> values, List<Feature> features,
      Set<String> seen, List<TriageWarning> out) {
    for (Map.Entry<String, String> e : s.unfilledReasons().entrySet()) {
      if (!ValueClass.gaveUp(e.getValue()) || !seen.add(e.getKey() + '\n' + e.getValue())) {
        continue;
      }
      Optional<String> value = values.apply(e.getKey());
      Optional<Feature> from = value.flatMap(v -> features.stream().filter(f -> f.value().equals(v)).findFirst());
      String source = from.map(f -> f.evidence().source()).orElse("-");
      long line = from.map(f -> f.evidence().line()).orElse(0L);
      out.add(new TriageWarning(source, line, "placeholder {" + e.getKey() + "} of " + what
          + " left unfilled: " + e.getValue() + "; its value class's pattern is at fault (knowledge.json valueClasses)"));
    }
  }
}
