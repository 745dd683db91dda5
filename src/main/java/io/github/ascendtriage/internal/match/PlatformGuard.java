package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;

/**
 * Keeps GPU logs off Ascend cases: when the input shows NCCL/CUDA markers and no Ascend marker at
 * all, every case is demoted so that it abstains. Stateless and thread-safe.
 */
final class PlatformGuard {

  private PlatformGuard() {}

  /** The factor every Ascend-only case's score is multiplied by: 1, or the foreign-platform factor. */
  static double factor(FeatureSet f, Knowledge k) {
    Knowledge.Platform p = k.platform();
    boolean gpu = p.foreign().stream().anyMatch(m -> f.has(SignatureToken.keyOf(FeatureType.PHRASE, m)));
    if (!gpu) {
      return 1.0;
    }
    if (p.ascend().stream().anyMatch(m -> f.has(SignatureToken.keyOf(FeatureType.PHRASE, m)))) {
      return 1.0;
    }
    for (FeatureType t : p.ascendTypes()) {
      if (f.hasType(t)) {
        return 1.0;
      }
    }
    return k.scoring().foreignPlatformFactor();
  }
}
