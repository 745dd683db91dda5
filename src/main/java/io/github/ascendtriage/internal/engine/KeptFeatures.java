package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.collect.KeptLines;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.rootcause.KeptAttempt;
import java.util.Map;

/**
 * The features the case ranking and the layer reasoning read (rerun38): those of the attempt of the job the root
 * cause reads ({@link KeptAttempt}, the one home of what is set aside), not those of an earlier attempt in the same
 * folders, whose failure is history and is said in the root cause's reason. The root cause itself is given the whole
 * input and sets the same lines aside. Stateless.
 */
final class KeptFeatures {
  private KeptFeatures() {}

  /** {@code f}, read from files placed by {@code sources}, less the lines of any attempt set aside. */
  static FeatureSet of(FeatureSet f, Map<String, SourceMeta> sources) {
    if (f.sources().isEmpty() && sources.isEmpty()) {
      return f; // no file says anything of a process: no attempt to tell apart
    }
    KeptAttempt kept = KeptAttempt.of(f.events(), sources, f.sources());
    return kept.setsAside() ? KeptLines.of(f, kept::asideLine, kept.asideSources(), kept.events(), kept.facts()) : f;
  }
}
