package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.PlatformMarkers;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import java.util.List;

/**
 * Keeps GPU logs off Ascend cases: when the input shows NCCL/CUDA markers and no Ascend marker at
 * all, every case is demoted so that it abstains. Stateless and thread-safe.
 */
public final class PlatformGuard {
  /** The markers of a foreign GPU stack (see {@link PlatformMarkers}). */
  public static final List<String> GPU_MARKERS = PlatformMarkers.GPU;
  /** The markers of an Ascend stack. */
  public static final List<String> ASCEND_MARKERS = PlatformMarkers.ASCEND;

  private PlatformGuard() {}

  static double factor(FeatureCollector f) {
    boolean gpu = GPU_MARKERS.stream().anyMatch(m -> f.has(SignatureToken.keyOf(FeatureType.PHRASE, m)));
    if (!gpu) {
      return 1.0;
    }
    boolean ascend =
        ASCEND_MARKERS.stream().anyMatch(m -> f.has(SignatureToken.keyOf(FeatureType.PHRASE, m)));
    for (String k : f.keys()) {
      if (k.startsWith("code:") || k.startsWith("pta-code:") || k.startsWith("module:")) {
        ascend = true;
        break;
      }
    }
    return ascend ? 1.0 : 0.1;
  }
}
