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
   * (the longest is taken), a description needs its anchor. A hex form with text around the code
   * needs that text, as a decimal form does; a bare hex form bound to a few records (a lone {@code
   * 0x07000001}) needs one of their values' hex digits, which every zero-padded printing holds; only
   * a bare form bound to no record, or to a value of under {@link #MIN_DIGITS} digits, falls back to
   * {@code 0x}, which every hex token starts with.
   */
  static List<String> of(AliasForms.Derived forms, Set<String> words) {
    Set<String> out = new LinkedHashSet<>();
    for (Shape s : forms.shapes()) {
      switch (s.slot) {
        case HEX, ERRNO, BITS -> {
          String longest = longestLiteral(s);
          if (longest != null && !longest.isBlank()) {
            out.add(longest); // the form's own text, as for a decimal form: a hex address beside no such text is no hit
          } else {
            out.addAll(boundDigits(s));
          }
        }
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

  /** Fewer hex digits than this are too common a run to stand for a code on their own. */
  static final int MIN_DIGITS = 4;

  /**
   * The hex digits (lower case, no leading zero) of each value a bare hex form may name: its bound
   * records' values, an errNo form's with each high part it accepts; {@code 0x} when one is unknown
   * or shorter than {@link #MIN_DIGITS}.
   */
  static List<String> boundDigits(Shape s) {
    if (s.bound.isEmpty()) {
      return List.of("0x");
    }
    Set<String> out = new TreeSet<>();
    for (CodeRecord r : s.bound) {
      if (r.number().isEmpty()) {
        return List.of("0x");
      }
      long v = r.number().getAsLong();
      if (s.slot == SlotKind.ERRNO) {
        if (s.highs.length == 0) {
          return List.of("0x");
        }
        for (long h : s.highs) {
          out.add(Long.toHexString(h << 16 | (v & 0xFFFF)));
        }
      } else {
        out.add(Long.toHexString(v));
      }
    }
    for (String d : out) {
      if (d.length() < MIN_DIGITS) {
        return List.of("0x");
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
