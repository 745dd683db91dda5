package io.github.ascendtriage.internal.codes;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The literals the line gate runs the code scan on ({@link CodeRecognizer#triggers}). Stateless. */
final class CodeTriggers {
  private CodeTriggers() {}

  /**
   * Literals one of which stands in every line on which {@link CodeRecognizer#scan} finds a hit, or null when a
   * form has none (a decimal form with no text around the code). A hit comes from a token read by
   * a form or from a description's anchor: a hex token starts with {@code 0x} (bare hex and errNo
   * forms, bit registers), a word code is its own text, a decimal form needs each of its literals
   * (the longest is taken), a description needs its anchor.
   */
  static List<String> of(AliasForms.Derived forms, Set<String> words) {
    Set<String> out = new LinkedHashSet<>();
    for (Shape s : forms.shapes()) {
      switch (s.slot) {
        case HEX, ERRNO, BITS -> out.add("0x");
        case WORD -> { } // the words themselves, below
        default -> {
          String longest = longestLiteral(s);
          if (longest == null || longest.isBlank()) {
            return null;
          }
          out.add(longest);
        }
      }
    }
    out.addAll(new TreeSet<>(words));
    for (AliasForms.MessageForm m : forms.messages()) {
      String anchor = m.prefix().isEmpty() ? m.text() : m.prefix();
      if (!anchor.isEmpty()) {
        out.add(anchor);
      }
    }
    return List.copyOf(out);
  }

  /** The longest literal a form's text holds around the code, or null when it holds none. */
  static String longestLiteral(Shape s) {
    String best = null;
    for (Object[] side : new Object[][] {s.left, s.leftFar, s.right, s.rightFar}) {
      for (Object o : side) {
        if (o instanceof String t && (best == null || t.length() > best.length())) {
          best = t;
        }
      }
    }
    return best;
  }
}
