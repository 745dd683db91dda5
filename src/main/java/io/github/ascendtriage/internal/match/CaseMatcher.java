package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.List;

/** Ranks the cases of a case base against a feature set. Implementations are thread-safe. */
public interface CaseMatcher {
  /** Every case that scores, best first. */
  List<Score> rank(FeatureSet features);
}
