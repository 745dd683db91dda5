package io.github.ascendtriage.internal.fd;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the entries in a parsed knowledge-base file, whatever of the accepted shapes it has:
 *
 * <ul>
 *   <li>{@code {"knowledge-repository": {code: entry, ...}}}: the shipped {@code kg-config.json};
 *   <li>{@code {code: entry, ...}}: a bare map, as a custom-entity file plausibly is;
 *   <li>either of these wrapped once more in a single-key object;
 *   <li>an array of entries that carry their code in a {@code code} field (also as the value of
 *       {@code knowledge-repository} or of a single-key wrapper).
 * </ul>
 *
 * An object counts as an entry map when one of its values looks like an entry (has {@code
 * attribute} or {@code regex}, or a dotted {@code attribute.*} / {@code regex.*} key). Stateless.
 */
final class EntryLocator {
  static final String REPOSITORY = "knowledge-repository";

  private EntryLocator() {}

  /** One entry as found: its code, its JSON node and its JSON path. */
  record RawEntry(String code, JsonNode node, String path) {}

  static List<RawEntry> locate(JsonNode root, Path file) throws AscendFdFormatException {
    if (root.isObject() && root.size() == 0) {
      return List.of(); // an empty custom-entity file: nothing to add
    }
    if (root.isObject() && root.has(REPOSITORY)) {
      String path = "$." + REPOSITORY;
      return entries(root.get(REPOSITORY), path, true)
          .orElseThrow(() -> new AscendFdFormatException(file, path, "must be an object mapping fault codes to entries"));
    }
    Optional<List<RawEntry>> out = entries(root, "$", false);
    if (out.isPresent()) {
      return out.get();
    }
    if (root.isObject() && root.size() == 1) {
      String key = root.fieldNames().next();
      out = entries(root.get(key), "$." + key, false);
      if (out.isPresent()) {
        return out.get();
      }
    }
    throw new AscendFdFormatException(
        file,
        "$",
        "no ascend-fd entries found: expected {\"" + REPOSITORY + "\": {code: entry}}, {code: entry}"
            + " or [{\"code\": ..., ...}], where an entry has \"attribute\" and \"regex\"");
  }

  /** The entries of {@code n}, or empty when it is not an entry map or entry list. */
  private static Optional<List<RawEntry>> entries(JsonNode n, String path, boolean trusted) {
    List<RawEntry> out = new ArrayList<>();
    if (n.isObject()) {
      if (!trusted && !anyEntry(n.elements())) {
        return Optional.empty();
      }
      Iterator<Map.Entry<String, JsonNode>> it = n.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        out.add(new RawEntry(e.getKey(), e.getValue(), path + "." + e.getKey()));
      }
      return Optional.of(out);
    }
    if (n.isArray()) {
      if (!trusted && !anyEntry(n.elements())) {
        return Optional.empty();
      }
      for (int i = 0; i < n.size(); i++) {
        JsonNode e = n.get(i);
        JsonNode code = e.path("code");
        out.add(new RawEntry(code.isTextual() ? code.asText() : "", e, path + "[" + i + "]"));
      }
      return Optional.of(out);
    }
    return Optional.empty();
  }

  private static boolean anyEntry(Iterator<JsonNode> values) {
    while (values.hasNext()) {
      if (looksLikeEntry(values.next())) {
        return true;
      }
    }
    return false;
  }

  static boolean looksLikeEntry(JsonNode v) {
    if (!v.isObject()) {
      return false;
    }
    if (v.has("attribute") || v.has("regex")) {
      return true;
    }
    Iterator<String> names = v.fieldNames();
    while (names.hasNext()) {
      String k = names.next();
      if (k.startsWith("attribute.") || k.startsWith("regex.")) {
        return true;
      }
    }
    return false;
  }
}
