package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks candidate cases: scores them, demotes cascade-only cases below a root cause, and applies
 * the platform guard. Stateless and thread-safe.
 */
public final class CaseRanker {
  /** A cascade case keeps this share of its score when a non-cascade case also scored. */
  static final double CASCADE_FACTOR = 0.4;

  private CaseRanker() {}

  /** Scores and sorts {@code candidates}, best first; cases that do not score are left out. */
  public static List<Score> rank(Iterable<CaseDefinition> candidates, FeatureCollector f) {
    List<Score> scored = new ArrayList<>();
    for (CaseDefinition c : candidates) {
      Score s = ScoringModel.score(c, f);
      if (s != null) {
        scored.add(s);
      }
    }
    boolean rootPresent =
        scored.stream().anyMatch(s -> !s.definition().cascade() && s.excludedBy().isEmpty());
    if (rootPresent) {
      for (int i = 0; i < scored.size(); i++) {
        Score s = scored.get(i);
        if (s.definition().cascade()) {
          scored.set(i, s.withRaw(s.raw() * CASCADE_FACTOR, "cascade symptom: ranked below the root-cause case"));
        }
      }
    }
    double guard = PlatformGuard.factor(f);
    if (guard < 1.0) {
      for (int i = 0; i < scored.size(); i++) {
        Score s = scored.get(i);
        scored.set(i, s.withRaw(s.raw() * guard, "log is from a GPU/NCCL stack with no Ascend marker: demoted"));
      }
    }
    scored.sort(
        Comparator.comparingDouble(Score::raw).reversed().thenComparing(s -> s.definition().id()));
    return scored;
  }
}
