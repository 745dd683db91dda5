package io.github.ascendtriage.corpus;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a held-out run takes away: the held-out cases, the tokens reasoning rules took from their
 * signatures ({@code derivedFrom}), the cases written from a held-out field report (their
 * references name it) and the rules citing it ({@code sources}). Stateless.
 */
final class HoldOut {
  static final Pattern REPORT = Pattern.compile("\\bfr-\\d{3}\\b");

  private HoldOut() {}

  /** The field report ids {@code text} names. */
  static Set<String> reports(String text) {
    Set<String> out = new TreeSet<>();
    Matcher m = REPORT.matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  /** The cases whose references name one of {@code reports}. */
  static Set<String> casesWrittenFrom(CaseBase base, Set<String> reports) {
    Set<String> out = new TreeSet<>();
    if (reports.isEmpty()) {
      return out;
    }
    for (CaseDefinition c : base.cases()) {
      for (String ref : c.references()) {
        if (reports(ref).stream().anyMatch(reports::contains)) {
          out.add(c.id());
        }
      }
    }
    return out;
  }

  /**
   * {@code base} without the cases {@code caseIds}, and with reasoning rules that neither cite one
   * of {@code reports} nor keep a token taken from a held-out case: a rule derived from a held-out
   * case loses the tokens that case's signature holds (all of them when it holds none, the words
   * were taken in another form).
   */
  static CaseBase without(CaseBase base, Set<String> caseIds, Set<String> reports) {
    if (caseIds.isEmpty() && reports.isEmpty()) {
      return base;
    }
    Set<String> caseTokens = new HashSet<>();
    for (CaseDefinition c : base.cases()) {
      if (caseIds.contains(c.id())) {
        c.required().forEach(g -> g.forEach(t -> caseTokens.add(t.key())));
        c.supporting().forEach(t -> caseTokens.add(t.key()));
      }
    }
    List<ReasoningRule> rules = new ArrayList<>();
    boolean changed = false;
    for (ReasoningRule r : base.reasoning().rules()) {
      if (r.sources().stream().anyMatch(s -> cites(s, reports))) {
        changed = true;
        continue;
      }
      if (r.derivedFrom().stream().noneMatch(caseIds::contains)) {
        rules.add(r);
        continue;
      }
      // an official case the rule took from a held-out case goes with it: the answer's official case comes from what is left
      r = r.withoutOfficialCase();
      Set<String> drop = new HashSet<>();
      for (String t : r.tokens()) {
        if (caseTokens.contains(SignatureToken.parse(t).key())) {
          drop.add(t);
        }
      }
      changed = true;
      if (!drop.isEmpty() && drop.size() < r.tokens().size()) {
        rules.add(r.withoutTokens(drop));
      }
    }
    CaseBase out = base.without(caseIds);
    if (java.util.Arrays.stream(Layer.values()).flatMap(l -> base.knowledge().layerSteps(l).stream())
        .anyMatch(s -> cites(s.source(), reports))) {
      // a layer's fix step written after a held-out report's miss is taken away with it
      out = out.withKnowledge(base.knowledge().withLayerSteps(s -> !cites(s.source(), reports)));
    }
    return changed ? out.withReasoning(base.reasoning().withRules(rules)) : out;
  }

  /** Whether {@code source} names one of {@code reports}. */
  private static boolean cites(String source, Set<String> reports) {
    return source != null && reports(source).stream().anyMatch(reports::contains);
  }
}
