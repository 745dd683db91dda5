package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import io.github.ascendtriage.FeatureType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.regex.Pattern;

/**
 * A knowledge file's {@code platform} section: the markers of a foreign stack and of Ascend's, the
 * signs a framework prints about its platform (each with the source file that prints it) and the
 * token types that alone show an Ascend stack; problems go to the file's {@link Json}.
 */
final class PlatformSection {
  final List<String> foreign = new ArrayList<>();
  final List<String> ascend = new ArrayList<>();
  final List<String> absent = new ArrayList<>();
  final List<String> foreignLoggers = new ArrayList<>();
  final List<String> ascendLoggers = new ArrayList<>();
  final List<String> statements = new ArrayList<>();
  final Set<FeatureType> ascendTypes = new LinkedHashSet<>();
  private final Json json;
  private final BiFunction<String, String, Optional<FeatureType>> tokenType;

  PlatformSection(Json json, BiFunction<String, String, Optional<FeatureType>> tokenType) {
    this.json = json;
    this.tokenType = tokenType;
  }

  void read(JsonNode n) {
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
        tokenType.apply(ts.get(i), "$.platform.ascendTokenTypes[" + i + "]").ifPresent(ascendTypes::add);
      }
    }
  }

  /** A module's base name as a Python logger prefix prints it ({@code cuda.py}). */
  private static final Pattern LOGGER_FILE = Pattern.compile("[a-z0-9_]{1,80}\\.py");
  /** Where a sign is printed: {@code owner/repo@commit:path}, then what the file prints there. */
  private static final Pattern SIGN_SOURCE =
      Pattern.compile("[A-Za-z0-9_.-]{1,60}/[A-Za-z0-9_.-]{1,100}@[0-9a-f]{7,40}:[^\\s]{3,300}(\\s.*)?");

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
      String folded = PhraseNormalizer.normalize(in.get(i));
      if (folded.length() < 3) {
        json.problem(path + "[" + i + "]", "a marker must be at least 3 characters");
      } else {
        out.add(folded);
      }
    }
    return out;
  }
}
