package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.ArrayList;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.util.List;
import java.util.Optional;

/**
 * Scores one case against a feature set. The same model serves the Lucene matcher and the
 * brute-force reference, so the two can only differ in which cases they consider. Stateless and
 * thread-safe.
 *
 * <p>A case scores only when every token of one of its required groups is present; the score is
 * the weight of the best such group plus a share of the weight of the supporting tokens present; each
 * excluding token present divides the score. Weights and factors come from the knowledge file.
 */
public final class ScoringModel {
  private ScoringModel() {}

  /** Declares what {@link #score} reads of a feature set for {@code c}: whether each of its tokens is there. */
  static void reads(CaseDefinition c, RankInputs.Builder b) {
    c.required().forEach(g -> g.forEach(t -> b.keys.add(t.key())));
    c.supporting().forEach(t -> b.keys.add(t.key()));
    c.excluding().forEach(t -> b.keys.add(t.key()));
  }

  /** The score of {@code c}; empty when none of its required groups is complete. */
  public static Optional<Score> score(CaseDefinition c, FeatureSet f, Knowledge.Scoring k) {
    double best = -1;
    List<SignatureToken> bestGroup = null;
    for (List<SignatureToken> g : c.required()) {
      double w = 0;
      boolean all = true;
      for (SignatureToken t : g) {
        if (!f.has(t.key())) {
          all = false;
          break;
        }
        w += weight(c, t, k);
      }
      if (all && w > best) {
        best = w;
        bestGroup = g;
      }
    }
    if (bestGroup == null) {
      return Optional.empty();
    }
    List<SignatureToken> matched = new ArrayList<>();
    List<String> reasons = new ArrayList<>();
    for (SignatureToken t : bestGroup) {
      matched.add(t);
      reasons.add("required " + t + " found");
    }
    double raw = best;
    for (SignatureToken t : c.supporting()) {
      if (f.has(t.key())) {
        raw += k.supportFactor() * k.weight(t.type());
        matched.add(t);
        reasons.add("supporting " + t + " found");
      }
    }
    List<SignatureToken> excluded = new ArrayList<>();
    for (SignatureToken t : c.excluding()) {
      if (f.has(t.key())) {
        raw /= k.exclusionDivisor();
        excluded.add(t);
        reasons.add("excluding " + t + " found: demoted");
      }
    }
    return Optional.of(new Score(c, raw, matched, excluded, reasons));
  }

  /**
   * The weight of a required token; an imported line pattern ({@code caseId#n}) weighs by how
   * specific pattern {@code n} is ({@link Knowledge.Scoring#patternSpecificity}).
   */
  static double weight(CaseDefinition c, SignatureToken t, Knowledge.Scoring k) {
    double w = k.weight(t.type());
    if (t.type() != FeatureType.PATTERN) {
      return w;
    }
    int hash = t.value().lastIndexOf('#');
    try {
      int n = Integer.parseInt(t.value().substring(hash + 1));
      return n < c.linePatterns().size() ? w * k.patternSpecificity(c.linePatterns().get(n)) : w;
    } catch (NumberFormatException e) {
      return w;
    }
  }
}
