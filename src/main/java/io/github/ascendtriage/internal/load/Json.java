package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Field checks shared by the readers of case and knowledge files: each defect becomes one problem
 * {@code file: $.json.path: reason}. Not thread-safe (it appends to the caller's list).
 */
final class Json {
  private final String file;
  private final List<String> problems;

  Json(String file, List<String> problems) {
    this.file = file;
    this.problems = problems;
  }

  int problemCount() {
    return problems.size();
  }

  void problem(String path, String reason) {
    problems.add(file + ": " + path + ": " + reason);
  }

  /** A required non-blank string field; null (with a problem recorded) when it is not one. */
  String text(JsonNode n, String path, String field) {
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

  /** An array of non-blank strings; the valid ones (problems recorded for the others). */
  List<String> strings(JsonNode arr, String path, boolean nonEmpty) {
    List<String> out = new ArrayList<>();
    if (arr == null || !arr.isArray() || (nonEmpty && arr.isEmpty())) {
      problem(path, nonEmpty ? "must be a non-empty array of strings" : "must be an array of strings");
      return out;
    }
    for (int i = 0; i < arr.size(); i++) {
      JsonNode t = arr.get(i);
      if (!t.isTextual() || t.textValue().isBlank()) {
        problem(path + "[" + i + "]", "must be a non-empty string");
      } else {
        out.add(t.textValue());
      }
    }
    return out;
  }

  void unknownFields(JsonNode n, String path, Set<String> allowed) {
    Iterator<String> it = n.fieldNames();
    while (it.hasNext()) {
      String f = it.next();
      if (!allowed.contains(f)) {
        problem(path + "." + f, "unknown field (allowed: " + String.join(", ", new TreeSet<>(allowed)) + ")");
      }
    }
  }

  /** An object of an array, and its path. */
  record Element(JsonNode node, String path) {}

  /**
   * The objects of an optional array, each with its path; records a problem for a non-array or a
   * non-object element ({@code shape} names what is expected), and for fields outside
   * {@code fields}. A list, not a callback: a start reads a dozen such arrays, and each lambda
   * would be a class of its own to make.
   */
  List<Element> objects(JsonNode arr, String path, String shape, Set<String> fields) {
    List<Element> out = new ArrayList<>();
    if (arr == null) {
      return out;
    }
    if (!arr.isArray()) {
      problem(path, "must be an array of " + shape);
      return out;
    }
    for (int i = 0; i < arr.size(); i++) {
      JsonNode o = arr.get(i);
      String p = path + "[" + i + "]";
      if (!o.isObject()) {
        problem(p, "must be an object " + shape);
        continue;
      }
      unknownFields(o, p, fields);
      out.add(new Element(o, p));
    }
    return out;
  }
}
