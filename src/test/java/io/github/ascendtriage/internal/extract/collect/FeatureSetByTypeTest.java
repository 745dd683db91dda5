package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The readers of a finished set (the settings' findings, the rank table's, the knowledge base's hits) ask for one
 * type; a tree of every-line facts holds tens of thousands of features, most of them one setting's values
 * (run 2026-12-07-line41). A set's features are listed once, not copied for each reader, and one type's are
 * those of {@link FeatureSet#features()} of that type, in the same order, on random sets.
 */
class FeatureSetByTypeTest {
  private static final FeatureType[] TYPES = {FeatureType.SETTING, FeatureType.ENV_VAR, FeatureType.TOOL_STATUS,
      FeatureType.PATTERN, FeatureType.PHRASE, FeatureType.PORT, FeatureType.TIMEOUT};

  @Test
  void theFeaturesAreListedOnceForEveryReader() {
    FeatureSet f = set(List.of(FeatureType.SETTING, FeatureType.PORT), "HCCL_CONNECT_TIMEOUT=120", "60000");
    assertSame(f.features(), f.features(), "one list, not a copy per call");
    assertThrows(UnsupportedOperationException.class, () -> f.features().add(f.features().get(0)));
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void oneTypeIsTheFeaturesOfThatTypeInOrder(long seed) {
    Random r = new Random(seed * 104_729);
    FeatureCollector c = new FeatureCollector();
    for (int line = 1; line <= 2_000; line++) {
      c.beginLine("src", line, "line " + line);
      for (int k = r.nextInt(4); k > 0; k--) {
        FeatureType t = TYPES[r.nextInt(TYPES.length)];
        c.feature(t, t == FeatureType.PORT ? Integer.toString(1000 + r.nextInt(300)) : "V" + r.nextInt(300) + "=" + r.nextInt(9));
      }
    }
    FeatureSet f = c.finish();
    for (FeatureType t : FeatureType.values()) {
      List<Feature> want = f.features().stream().filter(x -> x.type() == t).toList();
      assertEquals(want, f.features(t), t + ", seed " + seed);
    }
  }

  private static FeatureSet set(List<FeatureType> types, String... values) {
    FeatureCollector c = new FeatureCollector();
    c.beginLine("src", 1, String.join(" ", values));
    for (int i = 0; i < values.length; i++) {
      c.feature(types.get(i), values[i]);
    }
    return c.finish();
  }
}
