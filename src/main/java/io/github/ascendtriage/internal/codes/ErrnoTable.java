package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The Linux errno values that failed calls print, from {@code casebase/errno.json}: each value's
 * number, symbolic name and the C library's text for it, and the reasoning rules whose documented
 * failure class the value belongs to ({@code supports}). Every entry cites its sources; the file
 * is validated when read. Immutable and thread-safe; the built-in table is read once and shared.
 */
public final class ErrnoTable {
  private static final Pattern NAME = Pattern.compile("E[A-Z0-9]{2,15}");
  private static final Pattern RULE = Pattern.compile("[a-z][a-z0-9-]*\\.[a-z0-9.-]+");
  private static final Set<String> FIELDS = Set.of("number", "name", "text", "supports", "sources");
  /** The largest errno Linux defines (EHWPOISON); a larger number is no errno. */
  public static final int MAX = 133;

  /**
   * One errno value.
   *
   * @param number its value, 1 to {@link #MAX}
   * @param name its symbolic name ({@code ENOMEM})
   * @param text the C library's text ({@code Cannot allocate memory})
   * @param supports the ids of the reasoning rules whose failure class it belongs to
   * @param sources where the value and its class are documented
   */
  public record Errno(int number, String name, String text, List<String> supports, List<String> sources) {
    public Errno {
      supports = List.copyOf(supports);
      sources = List.copyOf(sources);
    }
  }

  private final Map<Integer, Errno> byNumber;
  private final Map<String, Errno> byName;

  private ErrnoTable(List<Errno> all) {
    Map<Integer, Errno> n = new HashMap<>();
    Map<String, Errno> s = new HashMap<>();
    for (Errno e : all) {
      n.put(e.number(), e);
      s.put(e.name(), e);
    }
    this.byNumber = Map.copyOf(n);
    this.byName = Map.copyOf(s);
  }

  private static final class BuiltIn {
    static final ErrnoTable TABLE = BuiltInTable.read("errno.json", ErrnoTable::read);
  }

  /**
   * The shipped table.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static ErrnoTable builtIn() {
    return BuiltIn.TABLE;
  }

  /** The value with {@code number}; empty for a number the table does not hold. */
  public Optional<Errno> byNumber(int number) {
    return Optional.ofNullable(byNumber.get(number));
  }

  /** The value named {@code name} (any case); empty for a name the table does not hold. */
  public Optional<Errno> byName(String name) {
    return Optional.ofNullable(byName.get(name.toUpperCase(Locale.ROOT)));
  }

  /** Every value, in number order. */
  public List<Errno> all() {
    return byNumber.values().stream().sorted(java.util.Comparator.comparingInt(Errno::number)).toList();
  }

  /**
   * Reads and validates a table; every problem is collected before it fails.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static ErrnoTable read(JsonNode root, String label) {
    List<String> problems = new ArrayList<>();
    JsonNode list = root == null ? null : root.get("errnos");
    if (list == null || !list.isArray() || list.isEmpty()) {
      throw new CodeCatalogException(List.of(label + ": $.errnos: must be a non-empty array"));
    }
    HdkRequirements.unknown(root, Set.of("doc", "errnos"), label + ": $", problems);
    List<Errno> out = new ArrayList<>();
    Set<Integer> numbers = new java.util.HashSet<>();
    Set<String> names = new java.util.HashSet<>();
    for (int i = 0; i < list.size(); i++) {
      String path = label + ": $.errnos[" + i + "]";
      JsonNode e = list.get(i);
      HdkRequirements.unknown(e, FIELDS, path, problems);
      JsonNode num = e == null ? null : e.get("number");
      int number = num != null && num.isInt() ? num.asInt() : -1;
      if (number < 1 || number > MAX) {
        problems.add(path + ".number: an integer from 1 to " + MAX);
      } else if (!numbers.add(number)) {
        problems.add(path + ".number: " + number + " is listed twice");
      }
      String name = HdkRequirements.text(e, "name");
      if (name == null || !NAME.matcher(name).matches()) {
        problems.add(path + ".name: a symbolic name such as ENOMEM");
      } else if (!names.add(name)) {
        problems.add(path + ".name: " + name + " is listed twice");
      }
      String text = HdkRequirements.text(e, "text");
      if (text == null || text.isBlank() || text.length() > 60) {
        problems.add(path + ".text: the C library's text for the value, 1 to 60 characters");
      }
      List<String> supports = strings(e, "supports", path, problems, false);
      for (String s : supports) {
        if (!RULE.matcher(s).matches()) {
          problems.add(path + ".supports: '" + s + "' is no rule id (layer.name)");
        }
      }
      List<String> sources = strings(e, "sources", path, problems, true);
      if (sources.stream().noneMatch(s -> s.startsWith("https://"))) {
        problems.add(path + ".sources: at least one https link to the page that defines the value");
      }
      if (number >= 1 && number <= MAX && name != null && text != null) {
        out.add(new Errno(number, name, text, supports, sources));
      }
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new ErrnoTable(out);
  }

  private static List<String> strings(JsonNode e, String field, String path, List<String> problems, boolean nonEmpty) {
    JsonNode a = e == null ? null : e.get(field);
    List<String> out = new ArrayList<>();
    if (a == null || !a.isArray() || (nonEmpty && a.isEmpty())) {
      problems.add(path + "." + field + ": must be " + (nonEmpty ? "a non-empty" : "an") + " array of strings");
      return out;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!a.get(i).isTextual() || a.get(i).asText().isBlank()) {
        problems.add(path + "." + field + "[" + i + "]: a non-blank string");
      } else {
        out.add(a.get(i).asText());
      }
    }
    return out;
  }
}
