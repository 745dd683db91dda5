package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Ranks candidate cases: scores them, demotes cascade-only cases below a root cause, and applies
 * the platform guard. Stateless and thread-safe.
 *
 * <p>Cases imported from another knowledge base (ascend-fd; they are the ones with line patterns)
 * get more rules, because ours are calibrated on the corpus and the imports are not. A case that
 * another scored case names as its consequence (an ascend-fd {@code rule} edge) is ranked below
 * the cause. When any of our own cases scored, the imported ones rank after all of ours (an import
 * can add an explanation but never push one of ours down). When our cases only matched as excluded
 * look-alikes, the imports are excluded too. And with none of ours in play, an import is claimed
 * on its own only within the tool's scope, the communication layers; others are listed lower.
 */
public final class CaseRanker {
  /** The layers ascend-triage claims on its own evidence: the communication ladder above the device. */
  static final Set<Layer> COMMUNICATION = EnumSet.of(Layer.NETWORK, Layer.LINK_SETUP, Layer.COLLECTIVE);

  private CaseRanker() {}

  /** Scores and sorts {@code candidates}, best first; cases that do not score are left out. */
  public static List<Score> rank(Iterable<CaseDefinition> candidates, FeatureSet f, Knowledge k) {
    Knowledge.Scoring sc = k.scoring();
    List<Score> scored = new ArrayList<>();
    for (CaseDefinition c : candidates) {
      ScoringModel.score(c, f, sc).ifPresent(scored::add);
    }
    // only our own cases count as a root cause here, so adding an imported knowledge base never
    // changes how our cases rank among themselves
    boolean rootPresent =
        scored.stream()
            .anyMatch(s -> !imported(s.definition()) && !s.definition().cascade() && s.excludedBy().isEmpty());
    if (rootPresent) {
      for (int i = 0; i < scored.size(); i++) {
        Score s = scored.get(i);
        if (s.definition().cascade()) {
          scored.set(i, s.withRaw(s.raw() * sc.cascadeFactor(), "cascade symptom: ranked below the root-cause case"));
        }
      }
    }
    demoteLinkedConsequences(scored, sc.cascadeFactor());
    QuotedCodes.demoteWrappers(scored, f, sc.cascadeFactor());
    boolean ownScored = placeImported(scored, sc);
    double guard = PlatformGuard.factor(f, k);
    if (guard < 1.0) {
      for (int i = 0; i < scored.size(); i++) {
        Score s = scored.get(i);
        if (!s.definition().anyPlatform()) {
          scored.set(i, s.withRaw(s.raw() * guard, "log is from a GPU/NCCL stack with no Ascend marker: demoted"));
        }
      }
    }
    Comparator<Score> byRaw = Comparator.comparingDouble(Score::raw).reversed();
    Comparator<Score> order =
        ownScored ? Comparator.<Score, Boolean>comparing(s -> imported(s.definition())).thenComparing(byRaw) : byRaw;
    scored.sort(order.thenComparing(s -> imported(s.definition())).thenComparing(s -> s.definition().id()));
    return scored;
  }

  /**
   * What {@link #rank} reads of a feature set when ranking {@code cases} under {@code k}: each step that reads the
   * features declares its part (the scoring, the quoted codes, the platform guard); the cascade, consequence and
   * import steps read only the scores and the cases.
   */
  public static RankInputs inputs(Iterable<CaseDefinition> cases, Knowledge k) {
    RankInputs.Builder b = new RankInputs.Builder();
    for (CaseDefinition c : cases) {
      ScoringModel.reads(c, b);
      QuotedCodes.reads(c, b);
    }
    PlatformGuard.reads(k.platform(), b);
    return b.build();
  }

  /** Cases from an imported knowledge base carry line patterns; ours never do. */
  static boolean imported(CaseDefinition c) {
    return !c.linePatterns().isEmpty();
  }

  /**
   * When a scored case names another scored case as its consequence, the consequence drops below
   * it: to the cascade factor of the smaller of the two scores. Scores before this step are
   * used throughout, so the result does not depend on the order of the cases.
   */
  private static void demoteLinkedConsequences(List<Score> scored, double factor) {
    Map<String, Integer> at = new HashMap<>();
    for (int i = 0; i < scored.size(); i++) {
      at.put(scored.get(i).definition().id(), i);
    }
    double[] before = scored.stream().mapToDouble(Score::raw).toArray();
    for (int i = 0; i < scored.size(); i++) {
      Score cause = scored.get(i);
      if (!cause.excludedBy().isEmpty()) {
        continue;
      }
      for (String id : cause.definition().causes()) {
        Integer j = at.get(id);
        if (j == null || j == i) {
          continue;
        }
        Score effect = scored.get(j);
        double demoted = Math.min(before[j], before[i]) * factor;
        if (demoted < effect.raw()) {
          scored.set(j, effect.withRaw(demoted, "consequence of " + cause.definition().id() + " (which also matched): ranked below it"));
        }
      }
    }
  }

  /**
   * Places imported cases relative to ours. When one of our cases scored, each import is capped at
   * the lowest score of ours (never below a bare hit) and the sort puts ours first. When ours only
   * scored as excluded look-alikes, the imports are excluded with them. When none of ours scored,
   * an import outside the communication layers (device, script, unknown) is demoted: it is listed,
   * but only an import within the tool's scope is claimed on its own.
   *
   * @return true when one of our cases scored without exclusion
   */
  private static boolean placeImported(List<Score> scored, Knowledge.Scoring sc) {
    double lowestOwn = Double.POSITIVE_INFINITY;
    boolean ownExcluded = false;
    for (Score s : scored) {
      if (!imported(s.definition())) {
        if (s.excludedBy().isEmpty()) {
          lowestOwn = Math.min(lowestOwn, s.raw());
        } else {
          ownExcluded = true;
        }
      }
    }
    boolean ownScored = lowestOwn != Double.POSITIVE_INFINITY;
    double cap = Math.max(lowestOwn, sc.weight(FeatureType.PATTERN));
    for (int i = 0; i < scored.size(); i++) {
      Score s = scored.get(i);
      if (!imported(s.definition())) {
        continue;
      }
      if (ownScored) {
        if (s.raw() > cap) {
          scored.set(i, s.withRaw(cap, "imported case: not ranked above our own matching cases"));
        }
      } else if (ownExcluded) {
        scored.set(i, s.withRaw(s.raw() / sc.exclusionDivisor(), "imported case: our case base knows this input as a look-alike"));
      } else if (!COMMUNICATION.contains(s.definition().layer())) {
        scored.set(i, s.withRaw(s.raw() * sc.outOfScopeFactor(), "imported case outside the communication layers, not backed by one of our cases: listed, not claimed"));
      }
    }
    return ownScored;
  }

}
