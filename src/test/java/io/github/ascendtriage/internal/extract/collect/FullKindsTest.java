package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A kind whose cap is full takes a value through {@link FullKinds} (its kept tallies by value), not
 * through the key cache and the tallies by key: both ways must leave the same features, counts,
 * evidence, drops and change counts. Random lines go to a {@link FeatureCollector} (the short way
 * once a kind is full, its index cleared at forgets and adds) and to the same parts wired with a
 * {@link FullKinds} whose budget never fills (always the long way): addresses and ports drawn from
 * pools larger than the cap, some in capitals (IPv6 hex, so the short way must step aside), values
 * twice on a line, features for an earlier line, forgets that free part of a full kind, and adds.
 */
class FullKindsTest {
  private static final FeatureType[] TYPES = {FeatureType.REMOTE_IP, FeatureType.REMOTE_IP, FeatureType.REMOTE_IP, FeatureType.PORT, FeatureType.NIC, FeatureType.MODULE};

  /** The long way: a collector's parts as {@link FeatureCollector} wires them, with a budget {@link FullKinds} never sees full. */
  private static final class LongWay {
    final FeatureTallies tallies = new FeatureTallies();
    final FeatureBudget budget = new FeatureBudget();
    final ChangeCounts counts = new ChangeCounts();
    final CurrentLine current = new CurrentLine();
    final FeatureIntake intake = new FeatureIntake(tallies, budget, counts, current, new LineEvent(), new KeyCache(),
        new FullKinds(tallies, new FeatureBudget()));

    void forgetOlderThan(long line) {
      counts.forgot();
      tallies.forgetOlderThan(line, t -> counts.forgotten(t, budget));
    }

    void add(FeatureSet other) {
      counts.added(tallies.add(other, budget));
      budget.add(other);
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void bothWaysKeepTheSame(long seed) {
    Random r = new Random(seed * 104_729);
    FeatureCollector shortWay = new FeatureCollector();
    LongWay longWay = new LongWay();
    int pool = FeatureBudget.MAX_VALUES + 500 + r.nextInt(FeatureBudget.MAX_VALUES / 4);
    long line = 0;
    for (int step = 0; step < 60_000; step++) {
      line += 1 + r.nextInt(3);
      String text = "line " + line + " of seed " + seed;
      shortWay.beginLine("src" + line % 3, line, text);
      longWay.current.begin("src" + line % 3, line, text);
      for (int k = 1 + r.nextInt(4); k > 0; k--) {
        FeatureType t = TYPES[r.nextInt(TYPES.length)];
        String v = value(t, r, pool);
        long at = r.nextInt(10) == 0 && line > 3 ? line - 1 - r.nextInt(3) : line;
        shortWay.featureAt(t, v, at, "line " + at);
        if (at == line) {
          longWay.intake.take(t, v);
        } else {
          longWay.current.at(at, "line " + at, () -> longWay.intake.take(t, v));
        }
      }
      if (step % 9_000 == 8_999) { // frees part of a full kind (what was not seen for thousands of lines)
        long cut = Math.max(0, line - 2 * (15_000 + r.nextInt(10_000)));
        shortWay.forgetOlderThan(cut);
        longWay.forgetOlderThan(cut);
      }
      if (r.nextInt(8_000) == 0) {
        FeatureCollector part = new FeatureCollector();
        part.beginLine("part", 1, "a part read apart");
        for (int k = 0; k < 50; k++) {
          part.feature(FeatureType.REMOTE_IP, value(FeatureType.REMOTE_IP, r, pool));
        }
        FeatureSet p = part.finish();
        shortWay.add(p);
        longWay.add(p);
      }
    }
    FeatureSet s = shortWay.snapshot();
    assertTrue(s.dropped().containsKey(FeatureType.REMOTE_IP), "the addresses' cap filled, seed " + seed);
    assertEquals("", difference(longWay.tallies.occurrences(), s.occurrences()), "features, seed " + seed);
    assertEquals(longWay.budget.droppedByType(), s.dropped(), "dropped, seed " + seed);
    assertEquals(longWay.counts.changes(), shortWay.changes(), "changes, seed " + seed);
    assertEquals(longWay.counts.reports, shortWay.reports(), "reports, seed " + seed);
    assertEquals(longWay.counts.tokenGeneration, shortWay.tokenGeneration(), "token generation, seed " + seed);
  }

  /** The first key whose occurrence the two maps hold differently (empty when none): a short message, not two maps of 10,000. */
  private static String difference(java.util.Map<String, FeatureSet.Occurrence> a, java.util.Map<String, FeatureSet.Occurrence> b) {
    java.util.Set<String> keys = new java.util.LinkedHashSet<>(a.keySet());
    keys.addAll(b.keySet());
    for (String k : keys) {
      if (!java.util.Objects.equals(a.get(k), b.get(k))) {
        return k + ": " + a.get(k) + " / " + b.get(k);
      }
    }
    return "";
  }

  private static String value(FeatureType t, Random r, int pool) {
    int n = r.nextInt(pool);
    return switch (t) {
      case REMOTE_IP -> n % 7 == 0 ? (r.nextBoolean() ? "FE80::" : "fe80::") + Integer.toHexString(n).toUpperCase(java.util.Locale.ROOT)
          : "10." + (n >> 16) + "." + (n >> 8 & 255) + "." + (n & 255);
      case PORT -> Integer.toString(1024 + n);
      case NIC -> "eth" + r.nextInt(40);
      default -> "Mod" + r.nextInt(200);
    };
  }
}
