package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The layer the evidence alone points to, when no case is confident: each token the knowledge
 * gives a layer hint votes for it, symptom tokens count less ({@link Knowledge.Scoring#symptomVote()}),
 * and ties go to the lower layer of the lesson's ladder. Stateless and thread-safe.
 */
public final class LayerHints {
  private LayerHints() {}

  /** The hinted layer of one token key ({@code type:value}, lowercased); empty when none. */
  public static Optional<Layer> hint(Knowledge k, String key) {
    return k.layerHint(key);
  }

  /** The layer the evidence supports, or {@link Layer#UNKNOWN}. */
  public static Layer infer(Knowledge k, FeatureSet f) {
    return infer(k, f, Set.of());
  }

  /**
   * The layer the evidence supports, or UNKNOWN, not counting the tokens in {@code explainedAway}:
   * the evidence of cases that an excluding token ruled out (a known look-alike explains it).
   */
  public static Layer infer(Knowledge k, FeatureSet f, Set<String> explainedAway) {
    Map<Layer, Double> votes = new EnumMap<>(Layer.class);
    String phrase = FeatureType.PHRASE.id() + ":";
    for (String key : f.keys()) {
      if (key.startsWith(phrase) || explainedAway.contains(key)) {
        continue;
      }
      Optional<Layer> l = k.layerHint(key);
      if (l.isPresent()) {
        double vote = k.symptom(key).isPresent() ? k.scoring().symptomVote() : 1.0;
        votes.merge(l.get(), vote, Double::sum);
      }
    }
    Layer best = Layer.UNKNOWN;
    double bestV = 0;
    for (Layer l : Layer.values()) { // ladder order: ties go to the lower layer
      double v = votes.getOrDefault(l, 0.0);
      if (v > bestV) {
        best = l;
        bestV = v;
      }
    }
    return best;
  }

  /** True when the input is from another platform (a GPU stack, another vendor's HCCL) with no Ascend marker. */
  public static boolean foreignPlatform(Knowledge k, FeatureSet f) {
    return PlatformGuard.factor(f, k) < 1.0;
  }

  /** The lowest layer hinted by any of {@code keys}; UNKNOWN when none is. */
  public static Layer lowest(Knowledge k, Iterable<String> keys) {
    Layer best = Layer.UNKNOWN;
    for (String key : keys) {
      Optional<Layer> l = k.layerHint(key);
      if (l.isPresent() && (best == Layer.UNKNOWN || l.get().ordinal() < best.ordinal())) {
        best = l.get();
      }
    }
    return best;
  }
}
