package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Calibration;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.match.ScoringModel;
import io.github.ascendtriage.internal.match.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Proves each case's signature against its own examples at load: every positive example must make
 * the case score (with no excluding token), every negative must not. The whole-pipeline check
 * (the example ranks the case first among all cases) is a build test.
 */
public final class ExampleChecker {
  private ExampleChecker() {}

  /** Problems for the cases {@code which} selects; the extractor knows all cases' phrases. */
  public static List<String> check(
      List<CaseDefinition> all, Predicate<CaseDefinition> which, Knowledge knowledge) {
    if (all.stream().noneMatch(which)) {
      return new ArrayList<>(); // the built-in base alone: its examples are proven by the build's tests
    }
    CaseBase base = new CaseBase(all, "check", Calibration.defaults(), knowledge);
    return check(all, which, knowledge, FeatureExtractor.forCaseBase(base));
  }

  /**
   * Problems for the cases {@code which} selects, their examples read by {@code ex}, which must
   * know the phrases of every case in {@code all} (the engine's extractor, so that the examples
   * are read as the diagnoses will read logs).
   */
  public static List<String> check(
      List<CaseDefinition> all, Predicate<CaseDefinition> which, Knowledge knowledge, FeatureExtractor ex) {
    List<String> problems = new ArrayList<>();
    for (CaseDefinition c : all) {
      if (!which.test(c)) {
        continue;
      }
      for (int i = 0; i < c.positiveExamples().size(); i++) {
        Score s = ScoringModel.score(c, ex.extractText(c.positiveExamples().get(i)), knowledge.scoring()).orElse(null);
        if (s == null) {
          problems.add(c.origin() + ": $.examples.match[" + i + "]: the example does not match its own case (no required group is complete)"
              + quietHint(c, c.positiveExamples().get(i)));
        } else if (!s.excludedBy().isEmpty()) {
          problems.add(c.origin() + ": $.examples.match[" + i + "]: the example matches but is excluded by " + s.excludedBy());
        }
      }
      for (int i = 0; i < c.negativeExamples().size(); i++) {
        Score s = ScoringModel.score(c, ex.extractText(c.negativeExamples().get(i)), knowledge.scoring()).orElse(null);
        if (s != null && s.excludedBy().isEmpty()) {
          problems.add(c.origin() + ": $.examples.noMatch[" + i + "]: the near-miss matches its case (" + s.matched() + ")");
        }
      }
    }
    return problems;
  }

  /**
   * When a phrase of the case occurs in the example only on quiet plog lines (INFO, DEBUG, TRACE),
   * where only {@code signatures.onInfoLines} count, the reason; else empty.
   */
  private static String quietHint(CaseDefinition c, String example) {
    java.util.Set<String> phrases = new java.util.LinkedHashSet<>();
    java.util.function.Consumer<io.github.ascendtriage.internal.casebase.SignatureToken> add = t -> {
      if (t.type() == io.github.ascendtriage.FeatureType.PHRASE && !c.infoLinePhrases().contains(t.value())) {
        phrases.add(t.value());
      }
    };
    c.required().forEach(g -> g.forEach(add));
    c.supporting().forEach(add);
    for (String line : example.split("\\R")) {
      String t = line.stripLeading();
      if (t.startsWith("[INFO]") || t.startsWith("[DEBUG]") || t.startsWith("[TRACE]")) {
        String folded = io.github.ascendtriage.internal.casebase.PhraseNormalizer.normalize(t);
        for (String p : phrases) {
          if (folded.contains(p)) {
            return "; its phrase '" + p + "' is on an INFO/DEBUG/TRACE plog line, where only the phrases"
                + " listed in signatures.onInfoLines count";
          }
        }
      }
    }
    return "";
  }
}
