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
  final List<String> foreign = new ArrayList<>();
  final List<String> ascend = new ArrayList<>();
  final List<String> absent = new ArrayList<>();
  final List<String> foreignLoggers = new ArrayList<>();
  final List<String> ascendLoggers = new ArrayList<>();
  final List<String> statements = new ArrayList<>();
  final Set<FeatureType> ascendTypes = new LinkedHashSet<>();
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

  KnowledgeFile(String file, List<String> problems) {
    this.json = new Json(file, problems);
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
    k.platform(n.get("platform"));
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

  private void platform(JsonNode n) {
    if (n == null) {
      return;
    }
    if (!n.isObject()) {
      json.problem("$.platform", "must be an object {foreign, ascend, signs, absent, ascendTokenTypes}");
      return;
    }
    json.unknownFields(n, "$.platform", Set.of("foreign", "ascend", "signs", "absent", "ascendTokenTypes"));
    if (n.has("foreign")) {
      foreign.addAll(phrases(json.strings(n.get("foreign"), "$.platform.foreign", false), "$.platform.foreign"));
    }
    if (n.has("ascend")) {
      ascend.addAll(phrases(json.strings(n.get("ascend"), "$.platform.ascend", false), "$.platform.ascend"));
    }
    signs(n.get("signs"));
    if (n.has("absent")) {
      for (String a : phrases(json.strings(n.get("absent"), "$.platform.absent", false), "$.platform.absent")) {
        if (foreign.stream().noneMatch(a::contains)) {
          json.problem("$.platform.absent", "'" + a + "' holds no foreign marker of this file: it says no stack is missing");
        } else {
          absent.add(a);
        }
      }
    }
    if (n.has("ascendTokenTypes")) {
      List<String> ts = json.strings(n.get("ascendTokenTypes"), "$.platform.ascendTokenTypes", false);
      for (int i = 0; i < ts.size(); i++) {
        tokenType(ts.get(i), "$.platform.ascendTokenTypes[" + i + "]").ifPresent(ascendTypes::add);
      }
    }
  }

  /** A module's base name as a Python logger prefix prints it ({@code cuda.py}). */
  private static final java.util.regex.Pattern LOGGER_FILE = java.util.regex.Pattern.compile("[a-z0-9_]{1,80}\\.py");
  /** Where a sign is printed: {@code owner/repo@commit:path}, then what the file prints there. */
  private static final java.util.regex.Pattern SIGN_SOURCE =
      java.util.regex.Pattern.compile("[A-Za-z0-9_.-]{1,60}/[A-Za-z0-9_.-]{1,100}@[0-9a-f]{7,40}:[^\\s]{3,300}(\\s.*)?");

  /**
   * {@code platform.signs}: what the frameworks print about the platform they run on, each with the
   * source file (at a commit) that prints it: a {@code phrase} of a line's text (read as the
   * {@code foreign} and {@code ascend} lists are) or a {@code logger} file, a module whose logger
   * prefix alone names the platform. A sign on both sides is a problem.
   */
  private void signs(JsonNode arr) {
    for (Json.Element e : json.objects(arr, "$.platform.signs", "{phrase | logger, platform, source}",
        Set.of("phrase", "logger", "platform", "source"))) {
      JsonNode o = e.node();
      String p = e.path();
      String side = json.text(o, p, "platform");
      String source = json.text(o, p, "source");
      if (source != null && !SIGN_SOURCE.matcher(source).matches()) {
        json.problem(p + ".source", "must be owner/repo@commit:path, then what the file prints ('" + source + "')");
      }
      if (side != null && !side.equals("foreign") && !side.equals("ascend")) {
        json.problem(p + ".platform", "must be foreign or ascend, not '" + side + "'");
        side = null;
      }
      if (o.has("phrase") == o.has("logger")) {
        json.problem(p, "needs exactly one of phrase and logger");
        continue;
      }
      if (side == null || source == null) {
        continue;
      }
      boolean foreignSide = side.equals("foreign");
      if (o.has("phrase")) {
        String phrase = json.text(o, p, "phrase");
        if (phrase != null) {
          List<String> folded = phrases(List.of(phrase), p + ".phrase");
          if (folded.stream().anyMatch(foreignSide ? ascend::contains : foreign::contains)) {
            json.problem(p + ".phrase", "'" + phrase + "' is a sign of both platforms");
          } else {
            (foreignSide ? foreign : ascend).addAll(folded);
            statements.addAll(folded);
          }
        }
        continue;
      }
      JsonNode l = o.get("logger");
      String file = l.isTextual() ? l.textValue().toLowerCase(java.util.Locale.ROOT) : "";
      if (!LOGGER_FILE.matcher(file).matches()) {
        json.problem(p + ".logger", "must be a Python module's file name as its logger prints it (name.py)");
      } else if ((foreignSide ? ascendLoggers : foreignLoggers).contains(file)) {
        json.problem(p + ".logger", "'" + file + "' is a sign of both platforms");
      } else {
        (foreignSide ? foreignLoggers : ascendLoggers).add(file);
      }
    }
  }

  private List<String> phrases(List<String> in, String path) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < in.size(); i++) {
      String folded = io.github.ascendtriage.internal.casebase.PhraseNormalizer.normalize(in.get(i));
      if (folded.length() < 3) {
        json.problem(path + "[" + i + "]", "a marker must be at least 3 characters");
      } else {
        out.add(folded);
      }
    }
    return out;
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
