package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Calibration;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads {@code casebase/reasoning.json}, the layer reasoner's rules (schema in casebase/README.md,
 * "Reasoning"), collecting every problem as {@code file: $.path: reason}. Stateless.
 */
final class ReasoningFile {
  static final String NAME = "reasoning.json";
  private static final Set<String> TOP =
      Set.of("stages", "weights", "failureWords", "quietWords", "codeFamilies", "wrapperFamilies", "rules", "confidence", "notes");
  private static final Set<String> RULE =
      Set.of("id", "layer", "role", "stage", "onFailureLine", "ownsLine", "namesCall", "explains", "tokens", "why", "sources",
          "derivedFrom", "anyPlatform", "withFailure", "officialCase");
  private static final Pattern CASE_ID = Pattern.compile("[a-z0-9][a-z0-9_.-]{1,79}");
  /** A catalogue record as a clue names it. */
  private static final Pattern CATALOG_CLUE = Pattern.compile("catalog [a-z][a-z0-9-]* [A-Za-z0-9_x.-]+");
  /** fr40: a device-fault reason as torch_npu prints it ({@code SUSPECT REMOTE ERROR}), one thing a rule may explain. */
  private static final Pattern DEVICE_READING = Pattern.compile("device-error:[A-Z][A-Z ]*[A-Z]");

  private ReasoningFile() {}

  static Reasoning read(JsonNode n, String file, List<String> problems) {
    Json json = new Json(file, problems);
    if (n == null || !n.isObject()) {
      json.problem("$", "must be a JSON object");
      return Reasoning.none();
    }
    json.unknownFields(n, "$", TOP);
    List<Reasoning.Stage> stages = new ArrayList<>();
    for (Json.Element o : json.objects(n.get("stages"), "$.stages", "{id, doc}", Set.of("id", "doc"))) {
      JsonNode s = o.node();
      String p = o.path();
      String id = json.text(s, p, "id");
      String doc = json.text(s, p, "doc");
      if (id != null && doc != null) {
        stages.add(new Reasoning.Stage(id, doc));
      }
    }
    if (stages.isEmpty()) {
      json.problem("$.stages", "must list the stages of a job");
    }
    Set<String> stageIds = new HashSet<>();
    stages.forEach(s -> stageIds.add(s.id()));
    Reasoning.Weights weights = weights(n.get("weights"), json);
    List<String> words = json.strings(n.get("failureWords"), "$.failureWords", true);
    List<String> quiet = n.has("quietWords") ? json.strings(n.get("quietWords"), "$.quietWords", false) : List.of();
    Map<FeatureType, List<String>> families = families(n.get("codeFamilies"), json);
    List<ReasoningRule> rules = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (Json.Element o : json.objects(n.get("rules"), "$.rules", "{id, role, stage, tokens, why}", RULE)) {
      Optional<ReasoningRule> rule = rule(o.node(), o.path(), json, stageIds);
      if (rule.isPresent()) {
        if (!ids.add(rule.get().id())) {
          json.problem(o.path() + ".id", "duplicate rule id '" + rule.get().id() + "'");
        }
        rules.add(rule.get());
      }
    }
    Calibration conf = Calibration.defaults();
    JsonNode c = n.get("confidence");
    if (c == null || !c.isObject() || !c.path("points").isArray() || c.path("points").isEmpty()) {
      json.problem("$.confidence", "must be {threshold, points: [[raw, confidence], ...]}");
    } else {
      try {
        conf = CalibrationFile.read(c);
      } catch (IllegalArgumentException e) {
        json.problem("$.confidence.points", e.getMessage());
      }
    }
    for (int i = 0; i < rules.size(); i++) {
      for (String x : rules.get(i).explains()) {
        boolean outside = rules.stream().anyMatch(o -> o.id().equals(x) && o.role() == Role.OUTSIDE);
        if (!outside && !CATALOG_CLUE.matcher(x).matches() && !DEVICE_READING.matcher(x).matches()) {
          json.problem("$.rules[id=" + rules.get(i).id() + "].explains", "'" + x + "' is neither the id of an outside rule, a catalogue"
              + " record 'catalog <family> <code>' nor a device-error reason 'device-error:<REASON>'");
        }
      }
    }
    for (ReasoningRule rule : rules) {
      for (String x : rule.withFailure()) {
        boolean ruleId = !x.equals(rule.id()) && rules.stream().anyMatch(o -> o.id().equals(x));
        if (!ruleId && !CATALOG_CLUE.matcher(x).matches()) {
          json.problem("$.rules[id=" + rule.id() + "].withFailure", "'" + x
              + "' is neither the id of another rule nor a catalogue record 'catalog <family> <code>'");
        }
      }
    }
    Set<String> wrappers = new java.util.LinkedHashSet<>(
        n.has("wrapperFamilies") ? json.strings(n.get("wrapperFamilies"), "$.wrapperFamilies", false) : List.of());
    Set<String> known = new HashSet<>();
    families.values().forEach(known::addAll);
    for (String w : wrappers) {
      if (!known.contains(w)) {
        json.problem("$.wrapperFamilies", "'" + w + "' is not a family of $.codeFamilies");
      }
    }
    return new Reasoning(stages, rules, families, words, quiet, wrappers, weights, conf);
  }

  private static Optional<ReasoningRule> rule(JsonNode r, String p, Json json, Set<String> stageIds) {
    int before = json.problemCount();
    String id = json.text(r, p, "id");
    String role = json.text(r, p, "role");
    String stage = json.text(r, p, "stage");
    String why = json.text(r, p, "why");
    Role rl = null;
    if (role != null) {
      try {
        rl = Role.valueOf(role.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        json.problem(p + ".role", "unknown role '" + role + "' (expected fault, symptom, wrapper, context or outside)");
      }
    }
    if (stage != null && !stageIds.contains(stage)) {
      json.problem(p + ".stage", "unknown stage '" + stage + "' (not in $.stages)");
    }
    Optional<Layer> layer = Optional.empty();
    JsonNode l = r.get("layer");
    if (l != null && !l.isNull()) {
      try {
        layer = Optional.of(Layer.fromId(l.asText()));
        if (layer.get() == Layer.UNKNOWN) {
          json.problem(p + ".layer", "a rule names a ladder layer; leave it out for symptoms without one and outside rules");
        }
      } catch (IllegalArgumentException e) {
        json.problem(p + ".layer", e.getMessage());
      }
    }
    if (rl == Role.OUTSIDE && layer.isPresent()) {
      json.problem(p + ".layer", "an outside rule has no ladder layer");
    }
    if ((rl == Role.FAULT || rl == Role.CONTEXT) && layer.isEmpty()) {
      json.problem(p + ".layer", "a " + rl.id() + " rule needs a layer");
    }
    JsonNode f = r.get("onFailureLine");
    if (f != null && !f.isBoolean()) {
      json.problem(p + ".onFailureLine", "must be true or false");
    }
    JsonNode own = r.get("ownsLine");
    if (own != null && !own.isBoolean()) {
      json.problem(p + ".ownsLine", "must be true or false");
    }
    if (own != null && own.asBoolean() && rl != Role.FAULT) {
      json.problem(p + ".ownsLine", "only a fault rule owns its lines");
    }
    JsonNode call = r.get("namesCall");
    if (call != null && !call.isBoolean()) {
      json.problem(p + ".namesCall", "must be true or false");
    }
    if (call != null && call.asBoolean() && rl != Role.WRAPPER) {
      json.problem(p + ".namesCall", "only a wrapper rule names a call");
    }
    JsonNode any = r.get("anyPlatform");
    if (any != null && !any.isBoolean()) {
      json.problem(p + ".anyPlatform", "must be true or false");
    }
    List<String> explains = r.has("explains") ? json.strings(r.get("explains"), p + ".explains", false) : List.of();
    if (!explains.isEmpty() && rl != Role.FAULT) {
      json.problem(p + ".explains", "only a fault rule explains an outside rule");
    }
    List<String> with = r.has("withFailure") ? json.strings(r.get("withFailure"), p + ".withFailure", true) : List.of();
    if (!with.isEmpty() && rl != Role.FAULT) {
      json.problem(p + ".withFailure", "only a fault rule names the failures its setting explains");
    }
    List<String> tokens = json.strings(r.get("tokens"), p + ".tokens", true);
    for (int i = 0; i < tokens.size(); i++) {
      try {
        SignatureToken t = SignatureToken.parse(tokens.get(i));
        if (t.type() == FeatureType.PHRASE && (t.value().indexOf('*') >= 0 || t.value().indexOf('?') >= 0)) {
          json.problem(p + ".tokens[" + i + "]", "a phrase is literal text; wildcards work for the other token types");
        }
      } catch (IllegalArgumentException e) {
        json.problem(p + ".tokens[" + i + "]", e.getMessage());
      }
    }
    List<String> sources = r.has("sources") ? json.strings(r.get("sources"), p + ".sources", true) : List.of();
    for (int i = 0; i < sources.size(); i++) {
      final int at = i;
      SourceReference.problem(sources.get(i)).ifPresent(reason -> json.problem(p + ".sources[" + at + "]", reason));
    }
    List<String> derived = r.has("derivedFrom") ? json.strings(r.get("derivedFrom"), p + ".derivedFrom", true) : List.of();
    for (int i = 0; i < derived.size(); i++) {
      if (!CASE_ID.matcher(derived.get(i)).matches()) {
        json.problem(p + ".derivedFrom[" + i + "]", "'" + derived.get(i) + "' is not a case id");
      }
    }
    JsonNode off = r.get("officialCase");
    Optional<String> official = Optional.empty();
    if (off != null) {
      if (!off.isTextual() || !CASE_ID.matcher(off.asText()).matches()) {
        json.problem(p + ".officialCase", "must be an official case id (the case library's form, e.g. ptacase_0043)");
      } else if (rl != Role.FAULT) {
        json.problem(p + ".officialCase", "only a fault rule names the official case of its failure class");
      } else {
        official = Optional.of(off.asText());
      }
    }
    if (json.problemCount() > before) {
      return Optional.empty();
    }
    return Optional.of(new ReasoningRule(id, layer, stage, rl, f != null && f.asBoolean(), tokens, why,
        own != null && own.asBoolean(), call != null && call.asBoolean(), new java.util.LinkedHashSet<>(explains),
        sources, derived, any != null && any.asBoolean(), with, official));
  }

  private static Reasoning.Weights weights(JsonNode w, Json json) {
    Map<Role, Double> roles = new EnumMap<>(Role.class);
    if (w == null || !w.isObject()) {
      json.problem("$.weights", "must be {roles, firstFault, minimum, symptomsOnly}");
      return Reasoning.none().weights();
    }
    json.unknownFields(w, "$.weights", Set.of("roles", "firstFault", "minimum", "symptomsOnly"));
    JsonNode r = w.path("roles");
    for (Role role : Role.values()) {
      JsonNode v = r.get(role.id());
      if (v == null || !v.isNumber() || v.asDouble() < 0) {
        json.problem("$.weights.roles." + role.id(), "must be a number >= 0");
      } else {
        roles.put(role, v.asDouble());
      }
    }
    if (r.isObject()) {
      json.unknownFields(r, "$.weights.roles", Set.of("fault", "symptom", "wrapper", "context", "outside"));
    }
    double first = number(w, "firstFault", json);
    double min = number(w, "minimum", json);
    double symptoms = number(w, "symptomsOnly", json);
    return new Reasoning.Weights(roles, first, min, symptoms);
  }

  private static double number(JsonNode w, String field, Json json) {
    JsonNode v = w.get(field);
    if (v == null || !v.isNumber() || v.asDouble() < 0) {
      json.problem("$.weights." + field, "must be a number >= 0");
      return 0;
    }
    return v.asDouble();
  }

  private static Map<FeatureType, List<String>> families(JsonNode n, Json json) {
    Map<FeatureType, List<String>> out = new LinkedHashMap<>();
    if (n == null) {
      return out;
    }
    if (!n.isObject()) {
      json.problem("$.codeFamilies", "must be {token type: [catalogue families]}");
      return out;
    }
    n.fields().forEachRemaining(e -> {
      String p = "$.codeFamilies." + e.getKey();
      try {
        FeatureType t = FeatureType.fromId(e.getKey());
        out.put(t, json.strings(e.getValue(), p, true));
      } catch (IllegalArgumentException ex) {
        json.problem(p, ex.getMessage());
      }
    });
    return out;
  }
}
