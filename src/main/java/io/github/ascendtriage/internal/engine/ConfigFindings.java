package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.codes.SettingProblem;
import io.github.ascendtriage.internal.codes.SettingRules;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.processes.RankTableCheck;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the input's configuration gets wrong, said whether or not anything failed: each rule of
 * HCCL's rank table that a table in the input breaks ({@code tool-status:rank_table=KIND}, {@link
 * RankTableCheck}) is a warning on the line of the entry to change, saying what the documentation
 * wants there, and the answer's next checks start with the table's own check; each setting whose
 * value breaks its documented form or range ({@code setting:NAME=value}, {@link SettingRules}) is a
 * warning with the documented values, one per setting and kind of problem however many lines give
 * such values (at the first, with the count), and its fix leads the next checks, each check once. A finding gives
 * no layer of its own: a setting's value counts as a clue only beside a failure its constraint
 * explains ({@code reason.SettingConstraints}). Nothing when the configuration keeps the documented
 * rules. Stateless and thread-safe.
 */
final class ConfigFindings {
  private ConfigFindings() {}

  /** The page the rank table rules come from (HCCL user guide, rank table configuration). */
  static final String RANK_TABLE_DOC = "https://www.hiascend.com/document/detail/zh/canncommercial/82RC1/hccl/hcclug/hcclug_000014.html";

  /** At most this many warnings of one kind: the first entries say what to change in the rest. */
  static final int MAX_PER_KIND = 4;

  private static final String PREFIX = "rank_table=";

  static List<TriageWarning> warnings(FeatureSet f) {
    List<TriageWarning> out = new ArrayList<>();
    for (Feature x : f.features()) {
      RankTableCheck.Kind k = kind(x);
      if (k == null) {
        continue;
      }
      List<Evidence> ev = f.occurrence(SignatureToken.keyOf(x.type(), x.value())).map(FeatureSet.Occurrence::evidence).orElse(List.of());
      if (ev.isEmpty()) {
        ev = List.of(x.evidence());
      }
      for (Evidence e : ev.subList(0, Math.min(ev.size(), MAX_PER_KIND))) {
        out.add(new TriageWarning(e.source(), e.line(), "rank table: " + k.id() + " (" + e.text().strip() + "): " + k.advice()
            + "; HCCL rank table rules: " + RANK_TABLE_DOC));
      }
    }
    return out;
  }

  /**
   * The settings whose value the documentation does not allow, one per setting and kind of problem
   * ({@link SettingProblem#kind()}: many lines that break one rule the same way are one problem), at
   * its first place, with how many times the input showed it, in input order.
   */
  static List<Finding> settings(FeatureSet f, SettingRules rules) {
    Set<String> named = new HashSet<>();
    for (Feature x : f.features()) {
      if (x.type() == FeatureType.ENV_VAR) {
        named.add(x.value().toUpperCase(Locale.ROOT));
      } else if (x.type() == FeatureType.SETTING && x.value().indexOf('=') > 0) {
        int eq = x.value().indexOf('=');
        named.add(x.value().substring(0, eq).toUpperCase(Locale.ROOT));
        named.add(x.value().substring(0, eq).toUpperCase(Locale.ROOT) + "=" + x.value().substring(eq + 1).toLowerCase(Locale.ROOT));
      }
    }
    Map<String, Finding> out = new LinkedHashMap<>();
    for (Feature x : f.features()) {
      int eq = x.value().indexOf('=');
      if (x.type() != FeatureType.SETTING || eq <= 0) {
        continue;
      }
      Optional<SettingRules.Rule> r = rules.rule(x.value().substring(0, eq));
      Optional<SettingProblem> problem = r.flatMap(ru -> SettingRules.problem(ru, x.value().substring(eq + 1), named));
      if (problem.isPresent()) {
        long seen = f.occurrence(SignatureToken.keyOf(x.type(), x.value())).map(FeatureSet.Occurrence::count).orElse(1L);
        out.merge(r.get().name() + "\n" + problem.get().kind(), new Finding(r.get(), x.evidence(), problem.get().text(), seen),
            (first, more) -> new Finding(first.rule(), first.where(), first.problem(), first.count() + more.count()));
      }
    }
    return List.copyOf(out.values());
  }

  /**
   * A setting's value the documentation does not allow: the rule, where the value first is, what is
   * wrong there, how many times the input showed the problem.
   */
  record Finding(SettingRules.Rule rule, Evidence where, String problem, long count) {
    TriageWarning warning() {
      return new TriageWarning(where.source(), where.line(), "setting " + rule.name() + ": " + problem + "; documented: "
          + rule.rule() + "; source: " + rule.source(), count);
    }
  }

  static List<TriageWarning> settingWarnings(List<Finding> found) {
    return found.stream().map(Finding::warning).toList();
  }

  /**
   * The next checks of {@code layer}'s answer, led by the rank table's own check when a table broke
   * a rule and by the fix of each setting the documentation does not allow.
   */
  static List<NextCheck> nextChecks(FeatureSet f, List<Finding> settings, List<NextCheck> ofLayer) {
    boolean table = f.features().stream().anyMatch(x -> kind(x) != null);
    if (!table && settings.isEmpty()) {
      return ofLayer;
    }
    // one check per layer and command: several problems of one setting share its fix
    Map<String, NextCheck> out = new LinkedHashMap<>();
    for (Finding s : settings) {
      once(out, new NextCheck(Layer.fromId(s.rule().layer()), s.rule().fix(), s.rule().name() + ": " + s.rule().rule()));
    }
    if (table) {
      once(out, rankTableCheck());
    }
    ofLayer.forEach(c -> once(out, c));
    return List.copyOf(out.values());
  }

  private static void once(Map<String, NextCheck> checks, NextCheck c) {
    checks.putIfAbsent(c.layer().id() + "\n" + c.command(), c);
  }

  private static NextCheck rankTableCheck() {
    return new NextCheck(Layer.LINK_SETUP, "python3 -m json.tool \"$RANK_TABLE_FILE\" | grep -nE "
        + "'\"(server_count|server_id|device_id|device_ip|rank_id|super_device_id|super_pod_id)\"'",
        "every device has a rank_id, from 0 to the number of devices less one, each once and one block per server; device_id is"
            + " the physical id on its server; each device_ip once; server_count equals the servers listed (the warnings"
            + " name each entry that breaks a rule)");
  }

  private static RankTableCheck.Kind kind(Feature x) {
    if (x.type() != FeatureType.TOOL_STATUS || !x.value().regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
      return null;
    }
    return RankTableCheck.Kind.of(x.value().substring(PREFIX.length()));
  }
}
