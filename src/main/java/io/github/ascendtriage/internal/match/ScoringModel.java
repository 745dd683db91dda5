package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import java.util.ArrayList;
import java.util.List;

/**
 * Scores one case against a feature set. The same model serves the Lucene matcher and the
 * brute-force reference, so the two can only differ in which cases they consider. Stateless and
 * thread-safe.
 *
 * <p>A case scores only when every token of one of its required groups is present; the score is
 * the weight of the best such group plus half the weight of the supporting tokens present. Each
 * excluding token present divides the score by {@link #EXCLUSION_DIVISOR}.
 */
public final class ScoringModel {
  static final double EXCLUSION_DIVISOR = 5.0;
  static final double SUPPORT_FACTOR = 0.5;

  private ScoringModel() {}

  /** How decisive one token of a type is: an error code says more than a phrase or a module. */
  public static double weight(FeatureType t) {
    return switch (t) {
      case CODE -> 3.0;
      case ACL_CODE, DEVICE_ERROR, TOOL_STATUS -> 2.5;
      case PHRASE, PATTERN -> 2.5;
      case HCCL_STAGE, FUNCTION -> 2.0;
      case HCCL_RET, ENV_VAR -> 1.5;
      case PTA_CODE, PORT, SIGNAL, SOURCE_FILE -> 1.0;
      case EXCEPTION -> 0.5;
      case MODULE -> 0.3;
      default -> 0.0;
    };
  }

  /** The score of {@code c}, or null when none of its required groups is complete. */
  public static Score score(CaseDefinition c, FeatureCollector f) {
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
        w += weight(t.type());
      }
      if (all && w > best) {
        best = w;
        bestGroup = g;
      }
    }
    if (bestGroup == null) {
      return null;
    }
    List<String> matched = new ArrayList<>();
    List<String> reasons = new ArrayList<>();
    for (SignatureToken t : bestGroup) {
      matched.add(t.toString());
      reasons.add("required " + t + " found");
    }
    double raw = best;
    for (SignatureToken t : c.supporting()) {
      if (f.has(t.key())) {
        raw += SUPPORT_FACTOR * weight(t.type());
        matched.add(t.toString());
        reasons.add("supporting " + t + " found");
      }
    }
    List<String> excluded = new ArrayList<>();
    for (SignatureToken t : c.excluding()) {
      if (f.has(t.key())) {
        raw /= EXCLUSION_DIVISOR;
        excluded.add(t.toString());
        reasons.add("excluding " + t + " found: demoted");
      }
    }
    return new Score(c, raw, matched, excluded, reasons);
  }
}
