package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A snapshot shares with the ones before it what did not move ({@link OccurrenceSlots}): it must
 * still hold exactly what was read when it was made, and keep holding it while the collector reads
 * on, forgets, compacts its slots and takes keys back that it forgot. Checked against a plain model
 * (each key's type, count and evidence lines, in the order first seen) on random streams: keys from
 * a pool small enough to come back after a forget, tokens and values, a key reported twice on one
 * line, forgets at random cuts, and a second collector that adds the first one's snapshots (files
 * read in parallel). Every snapshot is kept with a copy of what it held, and all are read again at
 * the end.
 */
class OccurrenceSlotsTest {
  private static final FeatureType[] TYPES = {FeatureType.PHRASE, FeatureType.FUNCTION, FeatureType.REMOTE_IP,
      FeatureType.RANK, FeatureType.PORT};

  /** What the model knows of one key. */
  private record Model(FeatureType type, long count, List<Long> lines) {}

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void everySnapshotHoldsWhatWasReadWhenItWasMade(long seed) {
    Random r = new Random(seed * 104_729);
    FeatureCollector c = new FeatureCollector();
    FeatureCollector sum = new FeatureCollector(); // adds c's snapshots
    Map<String, Model> model = new LinkedHashMap<>();
    Map<String, Model> summed = new LinkedHashMap<>();
    Map<String, Long> lastSeen = new LinkedHashMap<>();
    List<FeatureSet> kept = new ArrayList<>();
    List<Map<String, FeatureSet.Occurrence>> keptCopies = new ArrayList<>();
    int pool = 10 + r.nextInt(300);
    long line = 0;
    for (int step = 0; step < 8_000; step++) {
      line += 1 + r.nextInt(3);
      c.beginLine("src", line, "line " + line);
      for (int k = r.nextInt(4); k > 0; k--) {
        FeatureType t = TYPES[r.nextInt(TYPES.length)];
        String key = report(c, t, "v" + r.nextInt(pool));
        Model m = model.get(key);
        List<Long> lines = m == null ? new ArrayList<>() : new ArrayList<>(m.lines());
        if (lines.size() < FeatureCollector.MAX_EVIDENCE && (lines.isEmpty() || lines.get(lines.size() - 1) != line)) {
          lines.add(line);
        }
        model.put(key, new Model(t, m == null ? 1 : m.count() + 1, lines));
        lastSeen.put(key, line);
      }
      if (r.nextInt(150) == 0) {
        long cut = Math.max(0, line - r.nextInt(400));
        c.forgetOlderThan(cut);
        lastSeen.entrySet().removeIf(e -> {
          boolean gone = e.getValue() < cut;
          if (gone) {
            model.remove(e.getKey());
          }
          return gone;
        });
      }
      if (r.nextInt(25) == 0) {
        FeatureSet s = c.snapshot();
        check(model, s, "snapshot after line " + line + ", seed " + seed);
        kept.add(s);
        keptCopies.add(new LinkedHashMap<>(s.occurrences()));
        if (r.nextInt(8) == 0) {
          sum.add(s);
          add(summed, model);
          check(summed, sum.snapshot(), "sum after line " + line + ", seed " + seed);
        }
      }
    }
    for (int i = 0; i < kept.size(); i++) {
      FeatureSet s = kept.get(i);
      Map<String, FeatureSet.Occurrence> copy = keptCopies.get(i);
      assertEquals(new ArrayList<>(copy.entrySet()), new ArrayList<>(s.occurrences().entrySet()), "snapshot " + i + " later, seed " + seed);
      for (Map.Entry<String, FeatureSet.Occurrence> e : copy.entrySet()) {
        assertEquals(e.getValue(), s.occurrence(e.getKey()).orElseThrow(), "snapshot " + i + " later, key " + e.getKey());
      }
      for (int v = 0; v < pool; v++) {
        for (FeatureType t : TYPES) {
          String key = SignatureToken.keyOf(t, "v" + v);
          assertEquals(copy.containsKey(key), s.has(key), "snapshot " + i + " later, has " + key + ", seed " + seed);
        }
      }
    }
    assertTrue(kept.size() > 100, "snapshots taken: " + kept.size());
  }

  private static String report(FeatureCollector c, FeatureType t, String v) {
    c.feature(t, v);
    return SignatureToken.keyOf(t, v);
  }

  /** {@code into} after an add of a set that holds {@code model}: counts add up, evidence up to the cap. */
  private static void add(Map<String, Model> into, Map<String, Model> model) {
    model.forEach((key, m) -> {
      Model was = into.get(key);
      if (was == null) {
        into.put(key, m);
      } else {
        List<Long> lines = new ArrayList<>(was.lines());
        for (long l : m.lines()) {
          if (lines.size() < FeatureCollector.MAX_EVIDENCE) {
            lines.add(l);
          }
        }
        into.put(key, new Model(m.type(), was.count() + m.count(), lines));
      }
    });
  }

  private static void check(Map<String, Model> model, FeatureSet s, String where) {
    assertEquals(new ArrayList<>(model.keySet()), new ArrayList<>(s.keys()), where + ": keys in order");
    assertEquals(model.size(), s.size(), where + ": size");
    List<String> tokens = new ArrayList<>();
    Set<FeatureType> types = EnumSet.noneOf(FeatureType.class);
    model.forEach((key, m) -> {
      FeatureSet.Occurrence o = s.occurrence(key).orElseThrow(() -> new AssertionError(where + ": no " + key));
      assertEquals(m.count(), o.count(), where + ": count of " + key);
      assertEquals(m.lines(), o.evidence().stream().map(Evidence::line).toList(), where + ": evidence of " + key);
      assertEquals(m.type(), o.first().type(), where + ": type of " + key);
      types.add(m.type());
      if (!m.type().isValue()) {
        tokens.add(key);
      }
    });
    assertEquals(tokens, s.tokenKeys(), where + ": token keys");
    for (FeatureType t : FeatureType.values()) {
      assertEquals(types.contains(t), s.hasType(t), where + ": has type " + t);
    }
    assertFalse(s.has("phrase:never reported"), where);
  }
}
