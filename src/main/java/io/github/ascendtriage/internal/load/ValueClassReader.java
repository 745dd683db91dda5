package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.internal.casebase.ValueClass;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Reads the {@code valueClasses} of a knowledge file: the syntax each placeholder's values must
 * have (schema in casebase/README.md). Problems are reported through the file's {@link Json}.
 * Stateless.
 */
final class ValueClassReader {
  private ValueClassReader() {}

  /**
   * @param checkShapes whether a pattern whose shape can backtrack without bound is refused: for a
   *     site's file; the built-in file's patterns are checked by the build instead
   */
  static void read(Json json, JsonNode n, Map<String, ValueClass> valueClasses, boolean checkShapes) {
    if (n == null) {
      return;
    }
    for (Json.Element o : json.objects(n, "$.valueClasses", "{name, pattern, maxLength, min?, max?, doc}",
        Set.of("name", "pattern", "maxLength", "min", "max", "doc"))) {
      JsonNode c = o.node();
      String p = o.path();
      String name = json.text(c, p, "name");
      String pattern = json.text(c, p, "pattern");
      String doc = json.text(c, p, "doc");
      Optional<Long> maxLength = whole(json, c, p, "maxLength", true);
      Optional<Long> min = whole(json, c, p, "min", false);
      Optional<Long> max = whole(json, c, p, "max", false);
      Pattern re = null;
      if (pattern != null) {
        try {
          re = Pattern.compile(pattern);
          Optional<String> slow = checkShapes ? BacktrackCheck.problem(pattern) : Optional.empty();
          if (slow.isPresent()) {
            json.problem(p + ".pattern", "can take time without bound on a hostile value: " + slow.get());
            re = null;
          }
        } catch (PatternSyntaxException e) {
          json.problem(p + ".pattern", "not a regular expression: " + e.getDescription());
        }
      }
      if (maxLength.isPresent() && (maxLength.get() < 1 || maxLength.get() > 65_536)) {
        json.problem(p + ".maxLength", "must be 1..65536");
        maxLength = Optional.empty();
      }
      if (name != null && re != null && doc != null && maxLength.isPresent()) {
        ValueClass v = new ValueClass(name, re, maxLength.get().intValue(),
            min.map(OptionalLong::of).orElse(OptionalLong.empty()),
            max.map(OptionalLong::of).orElse(OptionalLong.empty()), doc);
        if (valueClasses.putIfAbsent(name, v) != null) {
          json.problem(p + ".name", "duplicate value class '" + name + "'");
        }
      }
    }
  }

  /** An optional (or required) whole-number field. */
  private static Optional<Long> whole(Json json, JsonNode c, String p, String field, boolean required) {
    JsonNode v = c.get(field);
    if (v == null) {
      if (required) {
        json.problem(p + "." + field, "missing");
      }
      return Optional.empty();
    }
    if (!v.canConvertToLong() || !v.isIntegralNumber()) {
      json.problem(p + "." + field, "must be a whole number");
      return Optional.empty();
    }
    return Optional.of(v.longValue());
  }
}
