package io.github.ascendtriage.internal.codes;

import io.github.ascendtriage.Layer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/** Turns one parsed code file into a {@link CodeFamily}, adding a problem per defect found. */
final class CodeFileReader {
  private static final Pattern FAMILY = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");
  private static final Pattern CODE = Pattern.compile("-?[A-Za-z0-9_]{1,40}");
  private static final Pattern PLACEHOLDER = Pattern.compile("[A-Za-z][A-Za-z0-9_+]*");
  private static final int MEANING_EN_MAX = 160;
  private static final int MEANING_ZH_MAX = 80;
  private static final Set<String> TOP = Set.of("family", "title", "codes");
  private static final Set<String> FIELDS =
      Set.of(
          "code", "name", "module", "messages", "aliases", "meaning", "layer", "symptomOf", "scope",
          "firstStep", "mapsTo", "value", "source");

  private final String file;
  private final List<String> problems;

  CodeFileReader(String file, List<String> problems) {
    this.file = file;
    this.problems = problems;
  }

  /**
   * Reads a whole file. {@code expectedFamily} is the family the file name promises (built-in files
   * are named after their family), or null when any family may be in it.
   */
  Optional<CodeFamily> read(JsonNode n, String expectedFamily) {
    int before = problems.size();
    if (!n.isObject()) {
      problem("$", "a code file must be a JSON object {family, title, codes}");
      return Optional.empty();
    }
    unknownFields(n, "$", TOP);
    String family = text(n, "$", "family");
    if (family != null && !FAMILY.matcher(family).matches()) {
      problem("$.family", "family '" + family + "' must be lowercase letters, digits or '-' (1-40 chars)");
    } else if (family != null && expectedFamily != null && !family.equals(expectedFamily)) {
      problem("$.family", "family '" + family + "' does not match the file name (" + expectedFamily + ".json)");
    }
    String[] title = bilingual(n, "$", "title", 0, 0);
    List<CodeRecord> codes = new ArrayList<>();
    JsonNode arr = n.get("codes");
    if (arr == null || !arr.isArray() || arr.isEmpty()) {
      problem("$.codes", "must be a non-empty array of code records");
    } else if (family != null) {
      for (int i = 0; i < arr.size(); i++) {
        record(arr.get(i), "$.codes[" + i + "]", family).ifPresent(codes::add);
      }
    }
    if (problems.size() > before) {
      return Optional.empty();
    }
    return Optional.of(new CodeFamily(family, title[0], title[1], codes));
  }

  private Optional<CodeRecord> record(JsonNode n, String path, String family) {
    int before = problems.size();
    if (!n.isObject()) {
      problem(path, "a code record must be a JSON object");
      return Optional.empty();
    }
    unknownFields(n, path, FIELDS);
    String code = text(n, path, "code");
    if (code != null && !CODE.matcher(code).matches()) {
      problem(path + ".code", "code '" + code + "' must be letters, digits, '_' or a leading '-' (1-40 chars)");
    }
    Optional<String> name = optionalText(n, path, "name");
    Optional<String> module = optionalText(n, path, "module");
    List<String> messages = strings(n.get("messages"), path + ".messages");
    List<String> aliases = strings(n.get("aliases"), path + ".aliases");
    String[] meaning = bilingual(n, path, "meaning", MEANING_EN_MAX, MEANING_ZH_MAX);
    Layer layer = null;
    String layerText = text(n, path, "layer");
    boolean symptom = layerText != null && layerText.trim().toLowerCase(java.util.Locale.ROOT).equals("symptom");
    if (layerText != null) {
      layer = LayerFields.layer(layerText);
      if (layer == null) {
        problem(path + ".layer", "unknown layer '" + layerText
            + "' (expected device, network, link-setup, collective, script, symptom or none)");
      }
    }
    Optional<Layer> symptomOf = LayerFields.symptomOf(n, path, symptom, this::problem);
    Optional<CodeScope> scope = LayerFields.scope(n, path, layer, symptom, this::problem);
    Optional<FirstStep> step = firstStep(n.get("firstStep"), path + ".firstStep");
    List<CodeLink> links = links(n.get("mapsTo"), path + ".mapsTo");
    OptionalLong value = OptionalLong.empty();
    JsonNode v = n.get("value");
    if (v != null && !v.isNull()) {
      if (!v.isIntegralNumber() || !v.canConvertToLong()) {
        problem(path + ".value", "must be an integer");
      } else {
        value = OptionalLong.of(v.longValue());
        OptionalLong fromCode = code == null ? OptionalLong.empty() : CodeNumbers.parse(code);
        if (fromCode.isPresent() && fromCode.getAsLong() != v.longValue()) {
          problem(path + ".value", "value " + v.longValue() + " differs from the code " + code
              + " (" + fromCode.getAsLong() + ")");
        }
      }
    }
    String source = text(n, path, "source");
    if (problems.size() > before) {
      return Optional.empty();
    }
    return Optional.of(new CodeRecord(family, code, name, module, messages, aliases, meaning[0],
        meaning[1], layer, symptom, symptomOf, scope, step, links, value, source, file));
  }

  private Optional<FirstStep> firstStep(JsonNode s, String path) {
    if (s == null || s.isNull()) {
      return Optional.empty();
    }
    if (!s.isObject()) {
      problem(path, "must be an object {command, explanation}");
      return Optional.empty();
    }
    unknownFields(s, path, Set.of("command", "explanation"));
    String cmd = text(s, path, "command");
    String expl = text(s, path, "explanation");
    if (cmd == null || expl == null) {
      return Optional.empty();
    }
    List<String> used = new ArrayList<>();
    for (int i = cmd.indexOf('{'); i >= 0; i = cmd.indexOf('{', i + 1)) {
      int end = cmd.indexOf('}', i);
      if (end < 0 || (i > 0 && cmd.charAt(i - 1) == '$')) {
        continue; // shell ${VAR} and lone braces are the shell's business
      }
      String name = cmd.substring(i + 1, end);
      if (!PLACEHOLDER.matcher(name).matches()) {
        continue; // {0..7} and the like
      }
      if (!FirstStep.PLACEHOLDERS.contains(name)) {
        problem(path + ".command", "unknown placeholder {" + name + "} (known: "
            + String.join(", ", new TreeSet<>(FirstStep.PLACEHOLDERS)) + ")");
      } else if (!used.contains(name)) {
        used.add(name);
      }
    }
    return Optional.of(new FirstStep(cmd, expl, used));
  }

  private List<CodeLink> links(JsonNode arr, String path) {
    List<CodeLink> out = new ArrayList<>();
    if (arr == null || arr.isNull()) {
      return out;
    }
    if (!arr.isArray()) {
      problem(path, "must be an array of {family, code, relation}");
      return out;
    }
    for (int i = 0; i < arr.size(); i++) {
      JsonNode l = arr.get(i);
      String p = path + "[" + i + "]";
      if (!l.isObject()) {
        problem(p, "must be an object {family, code, relation}");
        continue;
      }
      unknownFields(l, p, Set.of("family", "code", "relation"));
      String f = text(l, p, "family");
      String c = text(l, p, "code");
      String r = text(l, p, "relation");
      if (f != null && c != null && r != null) {
        out.add(new CodeLink(f, c, r));
      }
    }
    return out;
  }

  private List<String> strings(JsonNode arr, String path) {
    List<String> out = new ArrayList<>();
    if (arr == null || !arr.isArray()) {
      problem(path, arr == null ? "missing (an array of strings, may be empty)" : "must be an array of strings");
      return out;
    }
    for (int i = 0; i < arr.size(); i++) {
      JsonNode t = arr.get(i);
      if (!t.isTextual() || t.textValue().isEmpty()) {
        problem(path + "[" + i + "]", "must be a non-empty string");
      } else if (out.contains(t.textValue())) {
        problem(path + "[" + i + "]", "duplicate entry '" + t.textValue() + "'");
      } else {
        out.add(t.textValue());
      }
    }
    return out;
  }

  private String[] bilingual(JsonNode n, String path, String field, int enMax, int zhMax) {
    JsonNode b = n.get(field);
    String p = path + "." + field;
    if (b == null || !b.isObject()) {
      problem(p, "missing: an object {\"en\": ..., \"zh\": ...}");
      return new String[] {null, null};
    }
    unknownFields(b, p, Set.of("en", "zh"));
    String en = oneLine(b, p, "en", enMax);
    String zh = oneLine(b, p, "zh", zhMax);
    return new String[] {en, zh};
  }

  private String oneLine(JsonNode n, String path, String field, int max) {
    String t = text(n, path, field);
    if (t == null) {
      return null;
    }
    if (t.indexOf('\n') >= 0 || t.indexOf('\r') >= 0) {
      problem(path + "." + field, "must be one line");
    } else if (max > 0 && t.codePointCount(0, t.length()) > max) {
      problem(path + "." + field, "is " + t.codePointCount(0, t.length()) + " characters, more than " + max);
    }
    return t;
  }

  private Optional<String> optionalText(JsonNode n, String path, String field) {
    JsonNode v = n.get(field);
    if (v == null || v.isNull()) {
      return Optional.empty();
    }
    if (!v.isTextual() || v.textValue().isBlank()) {
      problem(path + "." + field, "must be a non-empty string or null");
      return Optional.empty();
    }
    return Optional.of(v.textValue());
  }

  private String text(JsonNode n, String path, String field) {
    JsonNode v = n.get(field);
    if (v == null || v.isNull()) {
      problem(path + "." + field, "missing");
      return null;
    }
    if (!v.isTextual() || v.textValue().isBlank()) {
      problem(path + "." + field, "must be a non-empty string");
      return null;
    }
    return v.textValue();
  }

  private void unknownFields(JsonNode n, String path, Set<String> allowed) {
    Iterator<String> it = n.fieldNames();
    while (it.hasNext()) {
      String f = it.next();
      if (!allowed.contains(f)) {
        problem(path + "." + f, "unknown field (allowed: " + String.join(", ", new TreeSet<>(allowed)) + ")");
      }
    }
  }

  private void problem(String path, String reason) {
    problems.add(file + ": " + path + ": " + reason);
  }
}
