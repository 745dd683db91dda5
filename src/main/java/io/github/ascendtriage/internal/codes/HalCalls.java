package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The driver HAL calls whose result is a {@code drvError_t}, from {@code casebase/hal-calls.json}
 * (dev40): only after one of these names is a printed {@code rc=N} a code of the drv family. The
 * header that declares them also declares hal* calls returning {@code int} or other types, whose
 * numbers mean something else, so the name must be one of the list, not any word starting with
 * {@code hal}. Immutable and thread-safe; validated on load.
 */
final class HalCalls {
  private static final Set<String> FIELDS = Set.of("doc", "source", "returns", "calls");
  /** The longest name read; a longer word before the rc is no call's. */
  static final int MAX_NAME = 67;
  private static final Pattern NAME = Pattern.compile("hal[A-Z][A-Za-z0-9_]{1,63}");
  /** A source pinned to a commit: owner/repo@hex:path. */
  private static final Pattern PINNED = Pattern.compile("[\\w.-]+/[\\w.-]+@[0-9a-f]{7,40}:\\S+\\.h");

  private final Set<String> names;

  private HalCalls(Set<String> names) {
    this.names = Set.copyOf(names);
  }

  private static final class BuiltIn {
    static final HalCalls TABLE = BuiltInTable.read("hal-calls.json", HalCalls::read);
  }

  /**
   * The shipped list.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  static HalCalls builtIn() {
    return BuiltIn.TABLE;
  }

  /** True when {@code line[from, to)} is the name of a listed call. */
  boolean declares(String line, int from, int to) {
    return to - from >= 4 && line.startsWith("hal", from) && names.contains(line.substring(from, to));
  }

  int size() {
    return names.size();
  }

  /**
   * The list in {@code root}.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static HalCalls read(JsonNode root, String label) {
    if (root == null || !root.isObject()) {
      throw new CodeCatalogException(List.of(label + ": $: must be an object {doc, source, returns, calls}"));
    }
    List<String> problems = new ArrayList<>();
    HdkRequirements.unknown(root, FIELDS, label + ": $", problems);
    String source = HdkRequirements.text(root, "source");
    if (source == null || !PINNED.matcher(source).matches()) {
      problems.add(label + ": $.source: must name a header at a pinned commit (owner/repo@commit:path.h)");
    }
    array(root, "returns", label, problems);
    Set<String> out = new HashSet<>();
    int i = 0;
    for (JsonNode c : array(root, "calls", label, problems)) {
      String name = c.isTextual() ? c.asText() : "";
      if (!NAME.matcher(name).matches()) {
        problems.add(label + ": $.calls[" + i + "]: not a HAL call name (hal, an upper-case letter, letters and digits): " + c);
      } else if (!out.add(name)) {
        problems.add(label + ": $.calls[" + i + "]: listed twice: " + name);
      }
      i++;
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new HalCalls(out);
  }

  /** The elements of {@code root.field}; none, with a problem noted, when it is no non-empty array. */
  private static Iterable<JsonNode> array(JsonNode root, String field, String label, List<String> problems) {
    JsonNode a = root.get(field);
    if (a == null || !a.isArray() || a.isEmpty()) {
      problems.add(label + ": $." + field + ": must be a non-empty array");
      return List.of();
    }
    return a;
  }
}
