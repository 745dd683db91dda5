package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.load.KnowledgeFile.PlaceholderSpec;
import java.util.Map;
import java.util.Set;

/**
 * Reads the {@code placeholders} of a knowledge file: the names a fix command may hold, the token
 * type each one is filled from and the value class its values must have (schema in
 * casebase/README.md). The class is looked up when the files are merged. Problems are reported
 * through the file's {@link Json}. Stateless.
 */
final class PlaceholderReader {
  private PlaceholderReader() {}

  static void read(Json json, JsonNode n, Map<String, PlaceholderSpec> placeholders) {
    for (Json.Element o : json.objects(n, "$.placeholders", "{name, from, plus?, process?, class?, doc}",
        Set.of("name", "from", "plus", "process", "class", "doc"))) {
      JsonNode c = o.node();
      String p = o.path();
      String name = json.text(c, p, "name");
      String from = json.text(c, p, "from");
      String doc = json.text(c, p, "doc");
      String cls = c.has("class") ? json.text(c, p, "class") : KnowledgeFile.DEFAULT_CLASS;
      int plus = 0;
      if (c.has("plus")) {
        if (!c.get("plus").canConvertToInt()) {
          json.problem(p + ".plus", "must be a whole number");
        } else {
          plus = c.get("plus").intValue();
        }
      }
      boolean process = false;
      if (c.has("process")) {
        if (!c.get("process").isBoolean()) {
          json.problem(p + ".process", "must be true or false");
        } else {
          process = c.get("process").booleanValue();
        }
      }
      if (name != null && !name.matches("[A-Za-z][A-Za-z0-9_+]{0,39}")) {
        json.problem(p + ".name", "a name is a letter, then letters, digits, '_' or '+'");
        name = null;
      }
      FeatureType t = null;
      if (from != null) {
        try {
          t = FeatureType.fromId(from);
        } catch (IllegalArgumentException ex) {
          json.problem(p + ".from", ex.getMessage());
        }
      }
      if (name != null && t != null && doc != null && cls != null
          && placeholders.putIfAbsent(name, new PlaceholderSpec(name, t, plus, doc, process, cls, p + ".class", json)) != null) {
        json.problem(p + ".name", "duplicate placeholder '" + name + "'");
      }
    }
  }
}
