package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.Layer;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * The fields of a code record that place it: {@code layer}, {@code symptomOf} and {@code scope},
 * read and checked against each other. Each defect goes to the caller's problem list as a JSON
 * path and a reason. Stateless and thread-safe.
 */
final class LayerFields {
  private LayerFields() {}

  /**
   * A layer as the code files write it: one of the five ladder layers, {@code symptom} or {@code
   * none} (both {@link Layer#UNKNOWN}, the record says which); null for any other word.
   */
  static Layer layer(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("symptom") || t.equals("none")) {
      return Layer.UNKNOWN;
    }
    for (Layer l : Layer.values()) {
      if (l != Layer.UNKNOWN && l.id().equals(t)) {
        return l;
      }
    }
    return null;
  }

  /**
   * The ladder layer a symptom most often reports ({@code "symptomOf": "link-setup"}), the one home
   * of that fact: knowledge.json hints only codes the catalogue does not list.
   */
  static Optional<Layer> symptomOf(JsonNode n, String path, boolean symptom, BiConsumer<String, String> problem) {
    Optional<String> given = word(n, path, "symptomOf", problem);
    if (given.isEmpty()) {
      return Optional.empty();
    }
    String t = given.get();
    Layer l = layer(t);
    if (!symptom || l == null || l == Layer.UNKNOWN) {
      problem.accept(path + ".symptomOf", "'" + t + "': only a record of layer 'symptom' has it, and it names a ladder"
          + " layer (device, network, link-setup, collective, script)");
      return Optional.empty();
    }
    return Optional.of(l);
  }

  /**
   * Whom the code concerns ({@code "scope": "process"} or {@code "ranks"}, {@link CodeScope}): a
   * fault of a ladder layer or a symptom (whose wrapped call was one process's or the ranks') may
   * state one; a code outside the ladder ({@code none}) is no failure of the job and states none.
   *
   * @param layer the record's layer, null when it was unreadable (then only the word is checked)
   */
  static Optional<CodeScope> scope(JsonNode n, String path, Layer layer, boolean symptom, BiConsumer<String, String> problem) {
    Optional<String> given = word(n, path, "scope", problem);
    if (given.isEmpty()) {
      return Optional.empty();
    }
    Optional<CodeScope> s = CodeScope.of(given.get());
    if (s.isEmpty()) {
      problem.accept(path + ".scope", "unknown scope '" + given.get() + "' (expected process or ranks)");
    } else if (!symptom && layer == Layer.UNKNOWN) {
      problem.accept(path + ".scope", "'" + given.get() + "': a record of layer 'none' has no scope (only a ladder"
          + " layer's or a symptom's)");
      return Optional.empty();
    }
    return s;
  }

  private static Optional<String> word(JsonNode n, String path, String field, BiConsumer<String, String> problem) {
    JsonNode v = n.get(field);
    if (v == null || v.isNull()) {
      return Optional.empty();
    }
    if (!v.isTextual() || v.textValue().isBlank()) {
      problem.accept(path + "." + field, "must be a non-empty string or null");
      return Optional.empty();
    }
    return Optional.of(v.textValue());
  }
}
