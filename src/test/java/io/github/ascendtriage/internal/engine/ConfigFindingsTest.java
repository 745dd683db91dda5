package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A rank table rule broken on several lines is a warning on each of them (up to the cap), whatever
 * the case of the token's value: the occurrences are kept under the lower-cased key, so the lookup
 * must make its key the same way, or a value with an upper-case letter falls back to one line.
 */
class ConfigFindingsTest {

  @ParameterizedTest
  @ValueSource(strings = {"rank_table=rank_id repeated", "rank_table=RANK_ID repeated", "Rank_Table=Device_IP Repeated"})
  void eachLineOfABrokenRuleIsAWarning(String value) {
    long[] lines = {12, 19, 26};
    FeatureCollector c = new FeatureCollector();
    for (long n : lines) {
      c.beginLine("rank_table.json", n, "  \"rank_id\": \"3\", entry " + n);
      c.feature(FeatureType.TOOL_STATUS, value);
    }
    FeatureSet f = c.finish();

    List<TriageWarning> w = ConfigFindings.warnings(f);

    assertEquals(lines.length, w.size(), () -> "one warning per line that shows " + value + ": " + w);
    for (int i = 0; i < lines.length; i++) {
      assertEquals(lines[i], w.get(i).line(), "warning " + i);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"rank_table=rank_id repeated", "rank_table=RANK_ID Repeated"})
  void aRuleBrokenMoreOftenThanTheCapIsWarnedAtItsFirstLines(String value) {
    FeatureCollector c = new FeatureCollector();
    int shown = ConfigFindings.MAX_PER_KIND + 1;
    for (long n = 1; n <= shown; n++) {
      c.beginLine("rank_table.json", n * 10, "entry " + n);
      c.feature(FeatureType.TOOL_STATUS, value);
    }

    List<TriageWarning> w = ConfigFindings.warnings(c.finish());

    assertEquals(ConfigFindings.MAX_PER_KIND, w.size(), () -> String.valueOf(w));
    assertEquals(10, w.get(0).line());
  }
}
