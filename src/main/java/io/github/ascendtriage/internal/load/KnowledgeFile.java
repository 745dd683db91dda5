package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Knowledge.LayerRule;
import io.github.ascendtriage.internal.casebase.Knowledge.Placeholder;
import io.github.ascendtriage.internal.casebase.Knowledge.Role;
import io.github.ascendtriage.internal.casebase.Knowledge.Symptom;
import io.github.ascendtriage.internal.casebase.ValueClass;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads {@code knowledge.json} files (schema in casebase/README.md, "Knowledge"). The built-in
 * file must be complete; a site file may give any part, and its entries come first (layer hints,
 * symptoms), replace (weights, factors, a layer's next check, a placeholder by name) or add
 * (platform markers). Problems are collected as {@code file: $.path: reason}. Not thread-safe.
 */
final class KnowledgeFile {
  static final String NAME = "knowledge.json";
  private static final Set<String> TOP =
      Set.of("layerHints", "symptoms", "scoring", "platform", "nextChecks", "layerSteps", "valueClasses", "placeholders",
          "notes");
  /** The class of a placeholder that does not name one: only characters a shell leaves alone. */
  static final String DEFAULT_CLASS = "code";
  static final List<String> FACTORS =
      List.of("supportFactor", "exclusionDivisor", "cascadeFactor", "outOfScopeFactor", "foreignPlatformFactor", "symptomVote",
          "patternFullLength");

  final List<LayerRule> rules = new ArrayList<>();
  final List<Symptom> symptoms = new ArrayList<>();
  final Map<FeatureType, Double> weights = new EnumMap<>(FeatureType.class);
  final Map<String, Double> factors = new LinkedHashMap<>();
  final Map<Layer, NextCheck> ladder = new LinkedHashMap<>();
  /** The steps of each layer as written: compiled once the placeholders of all files are known. */
  final Map<Layer, List<LayerStepSpec>> layerSteps = new LinkedHashMap<>();
  final Map<String, ValueClass> valueClasses = new LinkedHashMap<>();
  /** Placeholders as written: their class is looked up when the files are merged. */
  final Map<String, PlaceholderSpec> placeholders = new LinkedHashMap<>();

  /** A placeholder before its class name is resolved; {@code json} reports problems in its file. */
  record PlaceholderSpec(
      String name, FeatureType from, int plus, String doc, boolean process, String valueClass, String path, Json json) {
    Placeholder resolve(ValueClass c) {
      return new Placeholder(name, from, plus, doc, process, c);
    }
  }

  /** A layer step before its command is compiled; {@code json} reports problems in its file. */
  record LayerStepSpec(Layer layer, String command, String explanation, String source, String path, Json json) {}

  final Json json;
  /** The file's {@code platform} section. */
  final PlatformSection platform;

  KnowledgeFile(String file, List<String> problems) {
    this.json = new Json(file, problems);
    this.platform = new PlatformSection(json, this::tokenType);
  }

  /**
   * Reads one file's content; problems are added to {@code problems}. The built-in file's value
   * class patterns are not checked for unbounded backtracking here: the build checks them
   * ({@code KnowledgeFileTest}), and the check costs a start more than the rest of the file.
   */
  static KnowledgeFile read(JsonNode n, String file, List<String> problems, boolean builtIn) {
    KnowledgeFile k = new KnowledgeFile(file, problems);
    if (n == null || !n.isObject()) {
      k.json.problem("$", "must be a JSON object");
      return k;
    }
    k.json.unknownFields(n, "$", TOP);
    k.layerHints(n.get("layerHints"));
    k.symptoms(n.get("symptoms"));
    k.scoring(n.get("scoring"));
    k.platform.read(n.get("platform"));
    k.nextChecks(n.get("nextChecks"));
    k.layerSteps(n.get("layerSteps"));
    ValueClassReader.read(k.json, n.get("valueClasses"), k.valueClasses, !builtIn);
    PlaceholderReader.read(k.json, n.get("placeholders"), k.placeholders);
    return k;
  }

  private void layerHints(JsonNode n) {
    if (n == null) {
      return;
    }
    if (!n.isObject()) {
      json.problem("$.layerHints", "must be an object {token type: [rules]}");
      return;
    }
    for (Map.Entry<String, JsonNode> e : n.properties()) {
      String p = "$.layerHints." + e.getKey();
      Optional<FeatureType> type = tokenType(e.getKey(), p);
      if (type.isEmpty()) {
        continue;
      }
      for (Json.Element o : json.objects(e.getValue(), p, "{layer, values}", Set.of("layer", "values", "why"))) {
        JsonNode r = o.node();
        String rp = o.path();
        String layer = json.text(r, rp, "layer");
        List<String> values = json.strings(r.get("values"), rp + ".values", true);
        Optional<Layer> l = Optional.empty();
        if (layer != null && !layer.equals("none")) {
          try {
            l = Optional.of(Layer.fromId(layer));
            if (l.get() == Layer.UNKNOWN) {
              json.problem(rp + ".layer", "use 'none' for no hint, not 'unknown'");
            }
          } catch (IllegalArgumentException ex) {
            json.problem(rp + ".layer", ex.getMessage() + " (or 'none')");
          }
        }
        rules.add(new LayerRule(type.get(), values, l, r.path("why").asText("")));
      }
    }
  }

  private void symptoms(JsonNode n) {
    for (Json.Element o : json.objects(n, "$.symptoms", "{token, role}", Set.of("token", "role", "why"))) {
      JsonNode s = o.node();
      String p = o.path();
      String tok = json.text(s, p, "token");
      String role = json.text(s, p, "role");
      if (tok == null || role == null) {
        continue;
      }
      int colon = tok.indexOf(':');
      Optional<FeatureType> type = colon > 0 ? tokenType(tok.substring(0, colon), p + ".token") : Optional.empty();
      if (colon <= 0 || colon == tok.length() - 1) {
        json.problem(p + ".token", "expected 'type:value' (wildcards ? and * allowed in the value), got '" + tok + "'");
      }
      Role r = null;
      try {
        r = Role.valueOf(role.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException ex) {
        json.problem(p + ".role", "unknown role '" + role + "' (expected waiting, wrapper or none)");
      }
      if (type.isPresent() && r != null && colon < tok.length() - 1) {
        symptoms.add(new Symptom(type.get(), tok.substring(colon + 1), r, s.path("why").asText("")));
      }
    }
  }

  private void scoring(JsonNode n) {
    if (n == null) {
      return;
    }
    if (!n.isObject()) {
      json.problem("$.scoring", "must be an object");
      return;
    }
    Set<String> allowed = new LinkedHashSet<>(FACTORS);
    allowed.add("weights");
    json.unknownFields(n, "$.scoring", allowed);
    JsonNode w = n.get("weights");
    if (w != null) {
      if (!w.isObject()) {
        json.problem("$.scoring.weights", "must be an object {token type: weight}");
      } else {
        w.fields().forEachRemaining(e -> {
          String p = "$.scoring.weights." + e.getKey();
          tokenType(e.getKey(), p).ifPresent(t -> number(e.getValue(), p).ifPresent(v -> weights.put(t, v)));
        });
      }
    }
    for (String f : FACTORS) {
      if (n.has(f)) {
        number(n.get(f), "$.scoring." + f).ifPresent(v -> factors.put(f, v));
      }
    }
    if (factors.containsKey("exclusionDivisor") && factors.get("exclusionDivisor") < 1.0) {
      json.problem("$.scoring.exclusionDivisor", "must be at least 1 (an excluding token never raises a score)");
    }
  }

  private Optional<Double> number(JsonNode v, String path) {
    if (!v.isNumber() || v.asDouble() < 0 || v.asDouble() > 100) {
      json.problem(path, "must be a number from 0 to 100");
      return Optional.empty();
    }
    return Optional.of(v.asDouble());
  }

  private void nextChecks(JsonNode n) {
    for (Json.Element o : json.objects(n, "$.nextChecks", "{layer, command, expect}", Set.of("layer", "command", "expect"))) {
      String p = o.path();
      String layer = json.text(o.node(), p, "layer");
      String cmd = json.text(o.node(), p, "command");
      String expect = json.text(o.node(), p, "expect");
      if (layer == null || cmd == null || expect == null) {
        continue;
      }
      try {
        Layer l = Layer.fromId(layer);
        if (l == Layer.UNKNOWN) {
          json.problem(p + ".layer", "the ladder has no 'unknown' step");
        } else if (ladder.putIfAbsent(l, new NextCheck(l, cmd, expect)) != null) {
          json.problem(p + ".layer", "a second check for layer '" + layer + "'");
        }
      } catch (IllegalArgumentException ex) {
        json.problem(p + ".layer", ex.getMessage());
      }
    }
  }

  private void layerSteps(JsonNode n) {
    for (Json.Element o : json.objects(n, "$.layerSteps", "{layer, command, explanation, source}",
        Set.of("layer", "command", "explanation", "source"))) {
      String p = o.path();
      String layer = json.text(o.node(), p, "layer");
      String cmd = json.text(o.node(), p, "command");
      String explanation = json.text(o.node(), p, "explanation");
      String source = json.text(o.node(), p, "source");
      if (layer == null || cmd == null || explanation == null || source == null) {
        continue;
      }
      try {
        Layer l = Layer.fromId(layer);
        if (l == Layer.UNKNOWN) {
          json.problem(p + ".layer", "the ladder has no 'unknown' step");
        } else {
          layerSteps.computeIfAbsent(l, x -> new ArrayList<>()).add(new LayerStepSpec(l, cmd, explanation, source, p, json));
        }
      } catch (IllegalArgumentException ex) {
        json.problem(p + ".layer", ex.getMessage());
      }
    }
  }

  private Optional<FeatureType> tokenType(String id, String path) {
    try {
      FeatureType t = FeatureType.fromId(id);
      if (t.isValue()) {
        json.problem(path, "'" + id + "' carries a variable value, not a token");
        return Optional.empty();
      }
      return Optional.of(t);
    } catch (IllegalArgumentException e) {
      json.problem(path, e.getMessage());
      return Optional.empty();
    }
  }
}
