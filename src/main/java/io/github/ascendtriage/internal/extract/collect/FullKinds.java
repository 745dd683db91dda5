package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.FeatureType;
import java.util.Arrays;
import java.util.Map;

/**
 * The kept features of each capped kind whose cap is full ({@link FeatureBudget}), by value: once a
 * kind is full, a value of it is either one of these (its tally counts it) or only counted as
 * dropped, so a value that lower-casing leaves as it is needs neither its comparison key made nor the
 * key cache asked (a tree of many addresses gives {@code remote-ip} its 10,000 after a few
 * megabytes, and every later address came through {@link KeyCache}: run 2026-12-07-ip35). Built when
 * first asked while the kind is full; {@link #clear()} after a forget or an add, the only moves that
 * change a full kind's tallies. Not thread-safe; owned by its {@link FeatureCollector}.
 */
final class FullKinds {
  private final FeatureTallies tallies;
  private final FeatureBudget budget;

  @SuppressWarnings("unchecked")
  private final Map<String, FeatureTallies.Tally>[] byType = new Map[FeatureType.values().length];

  FullKinds(FeatureTallies tallies, FeatureBudget budget) {
    this.tallies = tallies;
    this.budget = budget;
  }

  /**
   * The kept tallies of {@code type} by lower-cased value, when its cap is full and {@code value} is
   * ASCII without capitals (its key is then {@code type:value}); otherwise null.
   */
  Map<String, FeatureTallies.Tally> kept(FeatureType type, String value) {
    if (!FeatureBudget.isCapped(type) || budget.kept(type) < FeatureBudget.MAX_VALUES || !lowerAscii(value)) {
      return null;
    }
    Map<String, FeatureTallies.Tally> m = byType[type.ordinal()];
    if (m == null) {
      m = tallies.byValue(type.id() + ":");
      byType[type.ordinal()] = m;
    }
    return m;
  }

  /** Tallies were forgotten or added: the next full kind asked is read again. */
  void clear() {
    Arrays.fill(byType, null);
  }

  private static boolean lowerAscii(String v) {
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      if (c >= 0x80 || (c >= 'A' && c <= 'Z')) {
        return false;
      }
    }
    return true;
  }
}
