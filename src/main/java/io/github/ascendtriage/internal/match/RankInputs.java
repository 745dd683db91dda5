package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import java.util.HashSet;
import java.util.Set;

/**
 * What {@link CaseRanker#rank} reads of a feature set, as each of its steps declares it: a caller that keeps a
 * ranking (a live stream) asks this to know when one may change, instead of guessing from outside. A token is read
 * in one or more of three ways: whether it is there ({@link #keys}, and any token of a kind in {@link #kinds}),
 * on which lines it stands ({@link #lineKeys}: its evidence lines and, for a code, the records the printed code may
 * be), and how often it was seen ({@link #countKeys}). While none of these moved, the ranking is the same.
 * Immutable and thread-safe; no component is null.
 *
 * @param keys the token keys whose coming or going the ranking reads
 * @param kinds the kinds of token of which the ranking reads only whether any is there
 * @param lineKeys the token keys whose evidence lines (and a code's candidate records) the ranking reads
 * @param countKeys the token keys whose counts the ranking reads
 */
public record RankInputs(Set<String> keys, Set<FeatureType> kinds, Set<String> lineKeys, Set<String> countKeys) {
  public RankInputs {
    keys = Set.copyOf(keys);
    kinds = Set.copyOf(kinds);
    lineKeys = Set.copyOf(lineKeys);
    countKeys = Set.copyOf(countKeys);
  }

  /** The declarations of the ranking's steps while they are gathered. Not thread-safe. */
  static final class Builder {
    final Set<String> keys = new HashSet<>();
    final Set<FeatureType> kinds = new HashSet<>();
    final Set<String> lineKeys = new HashSet<>();
    final Set<String> countKeys = new HashSet<>();

    RankInputs build() {
      return new RankInputs(keys, kinds, lineKeys, countKeys);
    }
  }
}
