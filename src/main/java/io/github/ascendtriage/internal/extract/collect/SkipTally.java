package io.github.ascendtriage.internal.extract.collect;

import java.util.ArrayList;
import java.util.List;

/**
 * The parts of the input its recognisers skipped ({@link SkippedInput}), in the order reported: at
 * most {@link #MAX_SKIPS} listed, the rest counted, so the answer says each or how many more. Not
 * thread-safe; owned by its {@link FeatureCollector}.
 */
final class SkipTally {
  /** The most skipped parts listed; later ones are counted ({@link #unlisted}). */
  static final int MAX_SKIPS = 64;

  private final List<SkippedInput> listed = new ArrayList<>();
  private long unlisted;

  void add(SkippedInput s) {
    if (listed.size() < MAX_SKIPS) {
      listed.add(s);
    } else {
      unlisted++;
    }
  }

  /** Adds what another part of the input skipped, after this one's. */
  void add(FeatureSet other) {
    other.skipped().forEach(this::add);
    unlisted += other.skippedUnlisted();
  }

  List<SkippedInput> listed() {
    return List.copyOf(listed);
  }

  long unlisted() {
    return unlisted;
  }
}
