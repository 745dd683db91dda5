package io.github.ascendtriage.internal.fd;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON of one ascend-fd entry the same way whichever of its shapes a file uses: dotted
 * keys folded into nested objects, and text fields that may be a string or a list of strings.
 * Lenient by design: a field of the wrong type reads as empty, and the converter decides whether
 * that makes the entry unusable. Stateless and thread-safe; no method accepts null.
 */
final class EntryJson {
  private EntryJson() {}

  /**
   * Folds dotted keys ({@code "attribute.cause_en"}, {@code "regex.in"}), which a custom-entity
   * file may use, into the nested shape; nested keys win over dotted ones.
   */
  static JsonNode undot(JsonNode n) {
    boolean dotted = false;
    Iterator<String> names = n.fieldNames();
    while (names.hasNext()) {
      String k = names.next();
      dotted |= k.startsWith("attribute.") || k.startsWith("regex.");
    }
    if (!dotted) {
      return n;
    }
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    Iterator<Map.Entry<String, JsonNode>> it = n.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      String k = e.getKey();
      int dot = k.indexOf('.');
      String head = dot < 0 ? k : k.substring(0, dot);
      if (dot > 0 && (head.equals("attribute") || head.equals("regex"))) {
        JsonNode parent = out.get(head);
        if (parent == null) {
          parent = out.putObject(head);
        }
        if (parent.isObject() && !((ObjectNode) parent).has(k.substring(dot + 1))) {
          ((ObjectNode) parent).set(k.substring(dot + 1), e.getValue());
        }
      } else if (e.getValue().isObject() && out.get(k) != null && out.get(k).isObject()) {
        ((ObjectNode) out.get(k)).setAll((ObjectNode) e.getValue());
      } else {
        out.set(k, e.getValue());
      }
    }
    return out;
  }

  /** A field as text: a string as is, a list of strings joined by spaces, anything else empty. */
  static String text(JsonNode n, String field) {
    JsonNode v = n.path(field);
    return v.isTextual() ? v.asText() : v.isArray() ? String.join(" ", lines(v)) : "";
  }

  /** A field as lines: a string split at line breaks, the strings of a list; empty otherwise. */
  static List<String> lines(JsonNode v) {
    List<String> out = new ArrayList<>();
    if (v.isTextual()) {
      v.asText().lines().forEach(out::add);
    } else if (v.isArray()) {
      for (JsonNode e : v) {
        if (e.isTextual()) {
          out.add(e.asText());
        }
      }
    }
    return out;
  }
}
