package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A forget reads only the blocks of lines before its cut: it must still forget exactly the features
 * last seen before the cut, keep the others in the order first seen, and count each forgotten token
 * once. Checked against a plain model (a map of each key's last line, every entry read at each
 * forget) on random streams: keys drawn from a pool small enough to come back after a forget,
 * lines that skip ahead by up to several blocks, features reported for an earlier line (a
 * multi-line recogniser's {@code featureAt}) and cuts anywhere, inside a block or on its edge.
 */
class FeatureTalliesTest {
  private static final FeatureType[] TYPES = {FeatureType.PHRASE, FeatureType.FUNCTION, FeatureType.PORT, FeatureType.CODE};

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void forgetsWhatTheModelForgets(long seed) {
    Random r = new Random(seed * 7919);
    FeatureCollector c = new FeatureCollector();
    Map<String, Long> model = new LinkedHashMap<>(); // key -> last line seen, in the order first seen
    int pool = 20 + r.nextInt(400);
    long line = 0;
    for (int step = 0; step < 6_000; step++) {
      line += r.nextInt(40) == 0 ? 1 + r.nextInt(5_000) : 1 + r.nextInt(3);
      c.beginLine("src", line, "line " + line);
      for (int k = r.nextInt(4); k > 0; k--) {
        FeatureType t = TYPES[r.nextInt(TYPES.length)];
        String v = t == FeatureType.PORT ? Integer.toString(1000 + r.nextInt(pool)) : "v" + r.nextInt(pool);
        long at = r.nextInt(10) == 0 && line > 3 ? line - 1 - r.nextInt(3) : line;
        if (at == line) {
          c.feature(t, v);
        } else {
          c.featureAt(t, v, at, "line " + at);
        }
        String key = SignatureToken.keyOf(t, v);
        if (model.containsKey(key) || c.snapshot().has(key)) { // a new key past the cap is dropped
          model.put(key, at);
        }
      }
      if (r.nextInt(60) == 0) {
        long cut = Math.max(0, line - r.nextInt(3_000));
        long tokensBefore = c.tokenGeneration();
        c.forgetOlderThan(cut);
        long gone = model.values().stream().filter(l -> l < cut).count(); // all four kinds are tokens
        model.values().removeIf(l -> l < cut);
        assertEquals(gone, c.tokenGeneration() - tokensBefore, "tokens forgotten at cut " + cut + ", seed " + seed);
        assertEquals(new ArrayList<>(model.keySet()), keys(c), "kept after cut " + cut + ", seed " + seed);
      }
    }
  }

  private static List<String> keys(FeatureCollector c) {
    return new ArrayList<>(c.snapshot().keys());
  }
}
