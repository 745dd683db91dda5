package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.codes.SettingRules;
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

  /**
   * A rule that needs another setting beside a value (HCCL_WHITELIST_DISABLE=0 wants HCCL_WHITELIST_FILE,
   * casebase/setting-rules.json) reads the names the input gives, wherever they stand: after many values of
   * rules that read none, and the other setting named as a variable or as a setting, before or after.
   */
  @ParameterizedTest
  @ValueSource(strings = {"none", "env-before", "env-after", "setting-after"})
  void aRuleThatNeedsAnotherSettingSeesItWhereverItIsNamed(String where) {
    FeatureCollector c = new FeatureCollector();
    long n = 1;
    if (where.equals("env-before")) {
      c.beginLine("env.log", n++, "HCCL_WHITELIST_FILE");
      c.feature(FeatureType.ENV_VAR, "HCCL_WHITELIST_FILE");
    }
    for (int i = 1; i <= 50; i++) {
      c.beginLine("plog.log", n++, "HCCL_CONNECT_TIMEOUT=" + (120 + i));
      c.feature(FeatureType.SETTING, "HCCL_CONNECT_TIMEOUT=" + (120 + i));
    }
    c.beginLine("plog.log", n++, "HCCL_WHITELIST_DISABLE=0");
    c.feature(FeatureType.SETTING, "HCCL_WHITELIST_DISABLE=0");
    if (where.equals("env-after")) {
      c.beginLine("env.log", n++, "hccl_whitelist_file");
      c.feature(FeatureType.ENV_VAR, "hccl_whitelist_file");
    } else if (where.equals("setting-after")) {
      c.beginLine("plog.log", n++, "HCCL_WHITELIST_FILE=/etc/hccl/trust.json");
      c.feature(FeatureType.SETTING, "HCCL_WHITELIST_FILE=/etc/hccl/trust.json");
    }

    List<ConfigFindings.Finding> found = ConfigFindings.settings(c.finish(), SettingRules.builtIn());

    List<String> rules = found.stream().map(x -> x.rule().name()).toList();
    assertEquals(where.equals("none") ? List.of("HCCL_WHITELIST_DISABLE") : List.of(), rules, where);
  }
}
