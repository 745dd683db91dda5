package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.codes.SettingRefusals;
import io.github.ascendtriage.internal.codes.SettingRules;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Function;

/**
 * The official fix of a setting in an answer's remediation ({@link FixOrigin#SETTING}): of each
 * setting whose value the input shows and its page does not allow ({@link ConfigFindings#settings}),
 * and of each setting the answer's deciding rule reads as the lever of the fault (a fault clue of a
 * {@code withFailure} rule on a {@code setting:NAME=value} token, as {@code
 * collective.aiv-expansion-scope} reads {@code HCCL_OP_EXPANSION_MODE=AIV} beside the AIV failures
 * its page explains). The fix is the {@code fix} of {@code casebase/setting-rules.json}, compiled
 * and filled from the log as a layer's steps are: a value from the log reaches the command only
 * through a placeholder of a checked class. Stateless and thread-safe.
 */
final class SettingSteps {
  private SettingSteps() {}

  /**
   * The names of the settings the fault clues of {@code a}'s support read as the fault's lever; and
   * each variable ({@code env-var} feature) named on the line of a fault clue whose rule owns its line
   * ({@code ownsLine}: the words on it are the subject of the fault, as {@code script.invalid-setting}
   * reads "HCCL_BUFFSIZE should be positive"), whatever value the input shows for it (branch fix28).
   */
  static Set<String> levers(CaseBase base, LayerReasoner.Answer a, List<Feature> features) {
    Set<String> out = new LinkedHashSet<>();
    for (Clue c : a.support()) {
      int eq = c.key().indexOf('=');
      if (c.role() == Role.FAULT && c.key().startsWith(SETTING) && eq > SETTING.length() && base.reasoning().setting(c.rule())) {
        out.add(c.key().substring(SETTING.length(), eq));
      }
      if (c.role() == Role.FAULT && base.reasoning().ownsLine(c.rule())) {
        features.stream().filter(x -> x.type() == FeatureType.ENV_VAR && c.evidence().stream().anyMatch(e -> names(e.text(), x.value())))
            .forEach(x -> out.add(x.value()));
      }
    }
    return out;
  }

  private static final String SETTING = "setting:";

  /** Whether {@code line} names the variable {@code name} as a word of its own (not inside a longer name). */
  static boolean names(String line, String name) {
    for (int i = line.indexOf(name); i >= 0; i = line.indexOf(name, i + 1)) {
      int end = i + name.length();
      if ((i == 0 || !word(line.charAt(i - 1))) && (end == line.length() || !word(line.charAt(end)))) {
        return true;
      }
    }
    return false;
  }

  private static boolean word(char ch) {
    return Character.isLetterOrDigit(ch) || ch == '_';
  }

  /**
   * {@code levers} and, when the input holds a code by which HCCL refuses what a setting asked for
   * ({@link SettingRefusals}: {@code HCCL_E_PARA}, {@code HCCL_E_NOT_SUPPORT}), the name of every
   * setting the input shows ({@code setting:NAME=value}): one of them may be the refused request
   * (branch fix20), so its documented fix is a step whatever value it holds.
   */
  static Set<String> andRefused(Set<String> levers, List<Feature> features, List<CodeFinding> codes) {
    SettingRefusals refusals = SettingRefusals.builtIn();
    if (codes.stream().noneMatch(c -> refusals.refuses(c.entry().key()))) {
      return levers;
    }
    Set<String> out = new LinkedHashSet<>(levers);
    for (Feature x : features) {
      int eq = x.value().indexOf('=');
      if (x.type() == FeatureType.SETTING && eq > 0) {
        out.add(x.value().substring(0, eq));
      }
    }
    return out;
  }

  /**
   * {@code steps} with the official fix of each setting of {@code wrong} and each named in {@code
   * levers} that the setting rules know, each command once, placed before the layer's checks and the
   * similar incident's fix (after the steps specific to the answer). {@code steps} as they are for the
   * layer {@code unknown}: such an answer has no fix.
   */
  static List<FixStep> with(CaseBase base, Layer layer, List<FixStep> steps, List<ConfigFindings.Finding> wrong, Set<String> levers,
      Function<String, Optional<String>> values, Optional<String> host) {
    if (layer == Layer.UNKNOWN || wrong.isEmpty() && levers.isEmpty()) {
      return steps;
    }
    SettingRules rules = SettingRules.builtIn();
    Map<String, SettingRules.Rule> named = new LinkedHashMap<>();
    wrong.forEach(f -> named.putIfAbsent(f.rule().name(), f.rule()));
    levers.forEach(n -> rules.rule(n).ifPresent(r -> named.putIfAbsent(r.name(), r)));
    Map<String, FixStep> added = new LinkedHashMap<>();
    for (SettingRules.Rule r : named.values()) {
      Map<String, String> unfilled = new LinkedHashMap<>();
      String cmd = PlaceholderTemplate.compile(r.fix(), base.knowledge().placeholderClasses()).fill(values, unfilled);
      if (steps.stream().noneMatch(x -> x.command().equals(cmd))) {
        added.putIfAbsent(cmd, new FixStep(new RemediationStep(cmd, r.name() + ": " + r.rule(), List.copyOf(unfilled.keySet()), unfilled),
            FixOrigin.SETTING, r.name() + ": " + r.source(), OptionalDouble.empty(), host));
      }
    }
    List<FixStep> out = new ArrayList<>(steps.size() + added.size());
    int at = 0;
    while (at < steps.size() && steps.get(at).origin() != FixOrigin.LAYER_CHECK && steps.get(at).origin() != FixOrigin.SIMILAR_INCIDENT) {
      at++;
    }
    out.addAll(steps.subList(0, at));
    out.addAll(added.values());
    out.addAll(steps.subList(at, steps.size()));
    return FixSteps.placed(out);
  }
}
