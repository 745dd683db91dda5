package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rules of a setting's value ({@code withFailure}): a value the log shows a setting set to
 * means a layer only beside a failure that the setting's documented constraint explains (AIV
 * expansion of the collectives, whose documentation limits it to some servers, operators and run
 * modes, beside a task the graph capture refuses). Seen with such a failure, the setting's clue
 * counts in its role and the failure's clues become context; seen alone, the setting is context.
 * Stateless and thread-safe.
 */
final class SettingConstraints {
  private SettingConstraints() {}

  static List<Clue> apply(List<Clue> clues, Reasoning r) {
    Map<Clue, List<String>> settings = new HashMap<>();
    for (Clue c : clues) {
      Optional<ReasoningRule> rule = c.role() == Role.FAULT ? r.rule(c.key()) : Optional.empty();
      if (rule.isPresent() && rule.get().id().equals(c.rule()) && !rule.get().withFailure().isEmpty()) {
        settings.put(c, rule.get().withFailure());
      }
    }
    if (settings.isEmpty()) {
      return clues;
    }
    Map<Clue, String> explainedBy = new HashMap<>();
    List<Clue> alone = new ArrayList<>();
    for (Map.Entry<Clue, List<String>> s : settings.entrySet()) {
      boolean seen = false;
      for (Clue c : clues) {
        if (c.role() != Role.CONTEXT && !settings.containsKey(c) && s.getValue().contains(c.rule())) {
          explainedBy.putIfAbsent(c, s.getKey().rule());
          seen = true;
        }
      }
      if (!seen) {
        alone.add(s.getKey());
      }
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      String by = explainedBy.get(c);
      if (by != null) {
        out.add(c.demoted(Role.CONTEXT, "explained by " + by + ": the documented constraint of the setting the log shows"));
      } else if (alone.contains(c)) {
        out.add(c.demoted(Role.CONTEXT, "no failure beside it that the setting's documented constraint explains"));
      } else {
        out.add(c);
      }
    }
    return out;
  }
}
