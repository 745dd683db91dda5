package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;

/**
 * Counts one feature a recogniser reported on the current line: a new one is kept while its kind's
 * cap has room ({@link FeatureBudget}), a known one gains a count and, up to {@link
 * FeatureCollector#MAX_EVIDENCE}, an evidence line; what only moved a count is counted as a repeat
 * ({@link ChangeCounts}). The parts are its {@link FeatureCollector}'s. Not thread-safe.
 */
final class FeatureIntake {
  private final FeatureTallies tallies;
  private final FeatureBudget budget;
  private final ChangeCounts counts;
  private final CurrentLine current;
  private final LineEvent line;
  private final KeyCache keys;

  FeatureIntake(FeatureTallies tallies, FeatureBudget budget, ChangeCounts counts, CurrentLine current, LineEvent line, KeyCache keys) {
    this.tallies = tallies;
    this.budget = budget;
    this.counts = counts;
    this.current = current;
    this.line = line;
    this.keys = keys;
  }

  /** Counts {@code value} of {@code type} (not empty) on the current line. */
  void take(FeatureType type, String value) {
    counts.reports++;
    line.place(type, value);
    String key = keys.key(type, value);
    FeatureTallies.Tally o = tallies.get(key);
    if (o == null) {
      if (!budget.take(type, 1)) {
        counts.repeats++; // counted as dropped, nothing else
        return;
      }
      o = tallies.add(key, new Feature(type, value, current.evidence()));
      o.watch = counts.watchOf(type, key);
      if (!type.isValue()) {
        counts.tokenMoved(type, key);
      }
    } else if (o.watch != 0) {
      // a reader that reads this token's lines or count looks again when they moved
      counts.seenAgain(o.watch, o.evidence.size() < FeatureCollector.MAX_EVIDENCE && !o.lastOn(current.source(), current.number()));
    }
    o.count++;
    tallies.seen(o, current.number());
    if (o.evidence.size() < FeatureCollector.MAX_EVIDENCE && !o.lastOn(current.source(), current.number())) {
      o.evidence.add(current.evidence());
    } else {
      counts.repeats++; // seen before, its evidence complete or on this line: only its count moved
    }
    if (!type.isValue()) {
      current.key(key);
    }
  }
}
