package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import io.github.ascendtriage.internal.casebase.ValueClass;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads {@code casebase/rule-steps.json}: the fix steps of the layer reasoner's rules, what an
 * answer no case claimed gives for the failure class its deciding rule reads (schema in
 * casebase/README.md, "Rule steps"). Each step names a rule of {@code reasoning.json} that has a
 * ladder layer, compiles with the knowledge's placeholders, and cites a source the rule itself
 * cites (the step's {@code source} is one of the rule's {@code sources} or a part of one), so a
 * fix comes from where the failure class is named. Problems are collected as {@code file:
 * $.path: reason}. Stateless.
 */
final class RuleStepsFile {
  static final String NAME = "rule-steps.json";
  private static final Set<String> TOP = Set.of("about", "steps");
  private static final Set<String> STEP = Set.of("rule", "command", "explanation", "source");

  private RuleStepsFile() {}

  /** The steps of each rule of {@code reasoning}, by rule id; none when the file is absent. */
  static Map<String, List<Knowledge.LayerStep>> read(
      Optional<JsonNode> file, Reasoning reasoning, Map<String, ValueClass> placeholders, List<String> problems) {
    Map<String, List<Knowledge.LayerStep>> out = new LinkedHashMap<>();
    if (file.isEmpty()) {
      return out;
    }
    Json json = new Json("casebase/" + NAME, problems);
    JsonNode n = file.get();
    if (!n.isObject()) {
      json.problem("$", "must be a JSON object");
      return out;
    }
    json.unknownFields(n, "$", TOP);
    for (Json.Element o : json.objects(n.get("steps"), "$.steps", "{rule, command, explanation, source}", STEP)) {
      String p = o.path();
      String rule = json.text(o.node(), p, "rule");
      String cmd = json.text(o.node(), p, "command");
      String explanation = json.text(o.node(), p, "explanation");
      String source = json.text(o.node(), p, "source");
      if (rule == null || cmd == null || explanation == null || source == null) {
        continue;
      }
      Optional<ReasoningRule> r = byId(reasoning, rule);
      if (r.isEmpty()) {
        json.problem(p + ".rule", "no rule '" + rule + "' in casebase/" + ReasoningFile.NAME);
        continue;
      }
      if (r.get().layer().isEmpty() || r.get().layer().get() == Layer.UNKNOWN) {
        json.problem(p + ".rule", "the rule '" + rule + "' has no ladder layer, so no answer of its own to fix");
        continue;
      }
      if (!cites(r.get(), source)) {
        json.problem(p + ".source", "'" + source + "' is not a source the rule '" + rule + "' cites (one of its sources, or part of one)");
        continue;
      }
      try {
        StepTemplate step = new StepTemplate(PlaceholderTemplate.compile(cmd, placeholders), explanation);
        out.computeIfAbsent(rule, x -> new ArrayList<>()).add(new Knowledge.LayerStep(r.get().layer().get(), step, source));
      } catch (IllegalArgumentException e) {
        json.problem(p + ".command", e.getMessage());
      }
    }
    return out;
  }

  private static Optional<ReasoningRule> byId(Reasoning reasoning, String id) {
    for (ReasoningRule r : reasoning.rules()) {
      if (r.id().equals(id)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /** Whether {@code source} is one of the rule's sources or a part of one (at least 8 characters). */
  private static boolean cites(ReasoningRule r, String source) {
    if (source.strip().length() < 8) {
      return false;
    }
    for (String s : r.sources()) {
      if (s.contains(source.strip())) {
        return true;
      }
    }
    return false;
  }
}
