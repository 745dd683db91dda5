package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.util.List;

/**
 * How well one case explains the features.
 *
 * @param raw the score before calibration (higher is better); already demoted for exclusions and
 *     cascades
 * @param matched the signature tokens found (required group, then supporting)
 * @param excludedBy the excluding tokens found (empty unless demoted)
 * @param reasons readable lines: which token matched, which was excluded, whether it was demoted
 *     as a cascade
 */
public record Score(
    CaseDefinition definition,
    double raw,
    List<SignatureToken> matched,
    List<SignatureToken> excludedBy,
    List<String> reasons) {
  public Score {
    matched = List.copyOf(matched);
    excludedBy = List.copyOf(excludedBy);
    reasons = List.copyOf(reasons);
  }

  Score withRaw(double r, String reason) {
    List<String> rs = new java.util.ArrayList<>(reasons);
    rs.add(reason);
    return new Score(definition, r, matched, excludedBy, rs);
  }
}
