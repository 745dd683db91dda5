package io.github.ascendtriage.internal.casebase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A command with {@code {name}} placeholders, compiled once when the case base loads. The known
 * names come from the knowledge file ({@link Knowledge#placeholders()}). Text
 * that is not a known placeholder (shell braces such as {@code {0..7}} or {@code ${VAR}}) is left
 * alone.
 */
public final class PlaceholderTemplate {

  private final String text;
  private final List<Object> parts; // String literals and Placeholder names
  private final List<String> placeholders;

  private record Name(String name) {}

  private PlaceholderTemplate(String text, List<Object> parts, List<String> placeholders) {
    this.text = text;
    this.parts = parts;
    this.placeholders = placeholders;
  }

  /**
   * Compiles {@code text}.
   *
   * @param known the placeholder names a command may use
   * @throws IllegalArgumentException naming an unknown placeholder, e.g. {@code {prot}}
   */
  public static PlaceholderTemplate compile(String text, Set<String> known) {
    List<Object> parts = new ArrayList<>();
    List<String> names = new ArrayList<>();
    int i = 0;
    StringBuilder lit = new StringBuilder();
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '{' && (i == 0 || text.charAt(i - 1) != '$')) {
        int end = text.indexOf('}', i);
        if (end > i + 1) {
          String name = text.substring(i + 1, end);
          if (name.matches("[A-Za-z][A-Za-z0-9+]*")) {
            if (!known.contains(name)) {
              throw new IllegalArgumentException(
                  "unknown placeholder {" + name + "} (known: " + String.join(", ", sorted(known)) + ")");
            }
            if (lit.length() > 0) {
              parts.add(lit.toString());
              lit.setLength(0);
            }
            parts.add(new Name(name));
            if (!names.contains(name)) {
              names.add(name);
            }
            i = end + 1;
            continue;
          }
        }
      }
      lit.append(c);
      i++;
    }
    if (lit.length() > 0) {
      parts.add(lit.toString());
    }
    return new PlaceholderTemplate(text, List.copyOf(parts), List.copyOf(names));
  }

  private static List<String> sorted(Set<String> known) {
    List<String> l = new ArrayList<>(known);
    Collections.sort(l);
    return l;
  }

  /** The placeholder names used, in order of first use. */
  public List<String> placeholders() {
    return placeholders;
  }

  /** The text as written. */
  public String text() {
    return text;
  }

  /**
   * Fills the placeholders. A name the lookup has no value for stays as {@code {name}} and is
   * added to {@code unfilled}.
   */
  public String fill(Function<String, Optional<String>> lookup, List<String> unfilled) {
    StringBuilder b = new StringBuilder(text.length() + 16);
    for (Object p : parts) {
      if (p instanceof Name n) {
        Optional<String> v = lookup.apply(n.name());
        if (v.isEmpty()) {
          b.append('{').append(n.name()).append('}');
          if (!unfilled.contains(n.name())) {
            unfilled.add(n.name());
          }
        } else {
          b.append(v.get());
        }
      } else {
        b.append((String) p);
      }
    }
    return b.toString();
  }

  /** Convenience for tests: fill from a map. */
  public String fill(Map<String, String> values, List<String> unfilled) {
    return fill(k -> Optional.ofNullable(values.get(k)), unfilled);
  }

  @Override
  public String toString() {
    return text;
  }
}
