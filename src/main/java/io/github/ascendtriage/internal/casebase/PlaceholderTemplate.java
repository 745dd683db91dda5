package io.github.ascendtriage.internal.casebase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A command with {@code {name}} placeholders, compiled once when the case base loads. The known
 * names and their {@link ValueClass value classes} come from the knowledge file
 * ({@link Knowledge#placeholderClasses()}). Text that is not a known placeholder (shell braces such
 * as {@code {0..7}} or {@code ${VAR}}) is left alone. Compiling also records the shell quoting
 * state at each placeholder, so that filling can quote a value for where it stands
 * ({@link ShellQuoting}): no value from a log can change the shell structure of the command.
 * Immutable and thread-safe.
 */
public final class PlaceholderTemplate {

  private final String text;
  private final List<Object> parts; // String literals and Placeholder names
  private final List<String> placeholders;

  private record Name(String name, ValueClass valueClass, ShellQuoting.State state) {}


  /** Why a placeholder without a value from the log stays unfilled. */
  public static final String NOT_IN_LOG = "not in the log";

  private PlaceholderTemplate(String text, List<Object> parts, List<String> placeholders) {
    this.text = text;
    this.parts = parts;
    this.placeholders = placeholders;
  }

  /**
   * Compiles {@code text}.
   *
   * @param known the placeholder names a command may use, with the class of their values
   * @throws IllegalArgumentException naming an unknown placeholder, e.g. {@code {prot}}
   */
  public static PlaceholderTemplate compile(String text, Map<String, ValueClass> known) {
    List<Object> parts = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    ShellQuoting.Tracker quoting = new ShellQuoting.Tracker();
    int i = 0;
    StringBuilder lit = new StringBuilder();
    while (i < text.length()) {
      // the text up to the next brace goes in whole: a start compiles a thousand commands
      int brace = text.indexOf('{', i);
      if (brace < 0) {
        lit.append(text, i, text.length());
        break;
      }
      lit.append(text, i, brace);
      i = brace;
      if (i == 0 || text.charAt(i - 1) != '$') {
        int end = text.indexOf('}', i);
        if (end > i + 1) {
          String name = text.substring(i + 1, end);
          // a name with '_' is a placeholder only when known ({remote_ip}); otherwise it is text of
          // the command ({local_rank} in a Python snippet)
          if (isName(name, false) || (isName(name, true) && known.containsKey(name))) {
            if (!known.containsKey(name)) {
              // every unknown name of the command is reported at once, not the first only
              if (!unknown.contains("{" + name + "}")) {
                unknown.add("{" + name + "}");
              }
              lit.append(text, i, end + 1);
              i = end + 1;
              continue;
            }
            if (lit.length() > 0) {
              quoting.accept(lit);
              parts.add(lit.toString());
              lit.setLength(0);
            }
            parts.add(new Name(name, known.get(name), quoting.state()));
            quoting.acceptValue();
            if (!names.contains(name)) {
              names.add(name);
            }
            i = end + 1;
            continue;
          }
        }
      }
      lit.append('{');
      i++;
    }
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException((unknown.size() == 1 ? "unknown placeholder " : "unknown placeholders ")
          + String.join(", ", unknown) + " (known: " + String.join(", ", sorted(known.keySet())) + ")");
    }
    if (lit.length() > 0) {
      parts.add(lit.toString());
    }
    return new PlaceholderTemplate(text, List.copyOf(parts), List.copyOf(names));
  }

  /**
   * True when {@code s} is an ASCII letter followed by ASCII letters, digits and '+' (and '_' when
   * {@code underscore}): a name without '_' is always a placeholder, one with '_' only when known.
   * Checked by hand, not by a regex, for a cold start.
   */
  private static boolean isName(String s, boolean underscore) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
      if (!(letter || (i > 0 && ((c >= '0' && c <= '9') || c == '+' || (underscore && c == '_'))))) {
        return false;
      }
    }
    return !s.isEmpty();
  }

  private static List<String> sorted(java.util.Set<String> known) {
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
   * Fills the placeholders. A value is checked against its placeholder's class and quoted for its
   * place in the command. A name the lookup has no value for, or whose value is refused, stays as
   * {@code {name}} and is added to {@code unfilled} with the reason (the first reason per name).
   *
   * @param unfilled receives placeholder name to reason, in order of first use
   */
  public String fill(Function<String, Optional<String>> lookup, Map<String, String> unfilled) {
    StringBuilder b = new StringBuilder(text.length() + 16);
    for (Object p : parts) {
      if (p instanceof Name n) {
        Optional<String> v = lookup.apply(n.name());
        Optional<String> why = v.isEmpty() ? Optional.of(NOT_IN_LOG) : n.valueClass().rejection(v.get());
        Optional<String> placed = why.isPresent() ? Optional.empty() : ShellQuoting.place(v.get(), n.state());
        if (placed.isEmpty() && why.isEmpty()) {
          why = Optional.of("the log's value " + ValueClass.shown(v.get())
              + " holds shell characters and cannot be put safely inside the quotes of this command");
        }
        if (placed.isEmpty()) {
          b.append('{').append(n.name()).append('}');
          unfilled.putIfAbsent(n.name(), why.get());
        } else {
          b.append(placed.get());
        }
      } else {
        b.append((String) p);
      }
    }
    return b.toString();
  }

  /** As {@link #fill(Function, Map)}, the names left unfilled added to {@code unfilled} without reasons. */
  public String fill(Function<String, Optional<String>> lookup, List<String> unfilled) {
    Map<String, String> why = new LinkedHashMap<>();
    String out = fill(lookup, why);
    why.keySet().stream().filter(k -> !unfilled.contains(k)).forEach(unfilled::add);
    return out;
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
