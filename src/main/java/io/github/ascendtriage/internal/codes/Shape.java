package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One printed form of a family's codes: the literal text around the code's place, compiled once.
 * Templates use {@link #SLOT} for the code, {@link #ANY} for {@code %s} (any text) and
 * {@link #DIGITS} for {@code %d}. Text next to the code must stand right there; text beyond a
 * {@code %s} must occur further out, in order. Matching walks outwards from the code and reads each
 * character a bounded number of times, so it cannot backtrack.
 *
 * <p>Immutable and thread-safe.
 */
final class Shape {
  static final char SLOT = '\uE000';
  static final char ANY = '\uE001';
  static final char DIGITS = '\uE002';
  /** Stands for a driver HAL call's name ({@link HalCalls}), right left of the code's adjacent text. */
  static final char CALL = '\uE003';
  /** Stands for {@code %d} in an adjacent run. */
  static final Object DIGIT_RUN = new Object();
  /** Stands for {@link #CALL} in an adjacent run. */
  static final Object CALL_RUN = new Object();

  final String family;
  final SlotKind slot;
  /** Readable form, e.g. {@code NPU function error: %s, error code is {code}}. */
  final String form;
  /** The template compiled, with the marker characters. */
  final String template;
  /** Adjacent elements left of the code, nearest first: String or {@link #DIGIT_RUN}. */
  final Object[] left;
  /** Literals further left, beyond a {@code %s}, nearest first. */
  final String[] leftFar;
  final Object[] right;
  final String[] rightFar;
  final long min;
  final long max;
  /** For {@link SlotKind#ERRNO}: the accepted high parts (value >>> 16). */
  final long[] highs;
  /** Characters of literal text: the more, the more specific the form. */
  final int specificity;
  /**
   * The only records this form may name; empty for the whole family. A form with no text around
   * the code (a bare {@code 0xfffe}) says nothing about the family's other codes, so it is bound.
   */
  final Set<CodeRecord> bound;
  /** The values the family has, for a check before any text is compared; empty until compiled. */
  final LongSet familyValues;

  private Shape(String family, SlotKind slot, String template, String form, Object[] left, String[] leftFar,
      Object[] right, String[] rightFar, long min, long max, long[] highs, Set<CodeRecord> bound,
      LongSet familyValues) {
    this.family = family;
    this.slot = slot;
    this.form = form;
    this.template = template;
    this.left = left;
    this.leftFar = leftFar;
    this.right = right;
    this.rightFar = rightFar;
    this.min = min;
    this.max = max;
    this.highs = highs;
    this.bound = bound;
    this.familyValues = familyValues;
    int s = 0;
    for (Object[] side : new Object[][] {left, leftFar, right, rightFar}) {
      for (Object o : side) {
        s += o instanceof String t ? t.length() : 0;
      }
    }
    this.specificity = s;
  }

  /**
   * Compiles a template holding exactly one {@link #SLOT}.
   *
   * @throws IllegalArgumentException if there is not exactly one slot
   */
  static Shape compile(String family, SlotKind slot, String template, long min, long max, long[] highs) {
    int at = template.indexOf(SLOT);
    if (at < 0 || template.indexOf(SLOT, at + 1) >= 0) {
      throw new IllegalArgumentException("a form needs exactly one code slot: " + template);
    }
    List<Object> l = new ArrayList<>();
    List<String> lf = new ArrayList<>();
    List<Object> r = new ArrayList<>();
    List<String> rf = new ArrayList<>();
    split(new StringBuilder(template.substring(0, at)).reverse().toString(), l, lf, true);
    split(stripEnd(template.substring(at + 1)), r, rf, false);
    long calls = l.stream().filter(o -> o == CALL_RUN).count();
    long marks = template.chars().filter(c -> c == CALL).count();
    if (marks != calls || calls > 1 || calls == 1 && (l.get(l.size() - 1) != CALL_RUN || !lf.isEmpty())) {
      throw new IllegalArgumentException("a call name stands only once, outermost in the text left of the code: " + template);
    }
    String form = template.replace(String.valueOf(SLOT), "{code}").replace(String.valueOf(ANY), "%s")
        .replace(String.valueOf(DIGITS), "%d").replace(String.valueOf(CALL), "{halcall}");
    return new Shape(family, slot, template, form, l.toArray(), lf.toArray(new String[0]), r.toArray(),
        rf.toArray(new String[0]), min, max, highs, Set.of(), LongSet.EMPTY_SET);
  }

  /** This form with other errNo high parts and bound records. */
  Shape with(long[] newHighs, Set<CodeRecord> newBound) {
    return new Shape(family, slot, template, form, left, leftFar, right, rightFar, min, max, newHighs,
        Set.copyOf(newBound), familyValues);
  }

  /** This form knowing its family's values. */
  Shape withFamilyValues(LongSet values) {
    return new Shape(family, slot, template, form, left, leftFar, right, rightFar, min, max, highs, bound, values);
  }

  /** True when the family may have a record for {@code v} read by this form. */
  boolean mayName(long v) {
    return switch (slot) {
      case DEC, HEX -> familyValues.contains(v);
      case ERRNO -> familyValues.contains(v & 0xFFFF);
      default -> true;
    };
  }

  /** True when the form has no literal text at all. */
  boolean isBare() {
    return specificity == 0 && left.length == 0 && right.length == 0;
  }

  /** A sentence end or blank after the code is not part of the form ("retcode: 7 ", "... 100000."). */
  private static String stripEnd(String s) {
    int e = s.length();
    while (e > 0 && (s.charAt(e - 1) == ' ' || s.charAt(e - 1) == '.' || s.charAt(e - 1) == '\t')) {
      e--;
    }
    return s.substring(0, e);
  }

  /** Splits one side (read outwards from the code) into the adjacent run and the far literals. */
  private static void split(String side, List<Object> near, List<String> far, boolean reversed) {
    StringBuilder lit = new StringBuilder();
    boolean adjacent = true;
    for (int i = 0; i <= side.length(); i++) {
      char c = i < side.length() ? side.charAt(i) : ANY;
      if (c != ANY && c != DIGITS && c != CALL) {
        lit.append(c);
        continue;
      }
      if (lit.length() > 0) {
        String t = reversed ? new StringBuilder(lit).reverse().toString() : lit.toString();
        if (adjacent) {
          near.add(t);
        } else {
          far.add(t);
        }
        lit.setLength(0);
      }
      if (c == ANY) {
        adjacent = false;
      } else if (adjacent) {
        near.add(c == CALL ? CALL_RUN : DIGIT_RUN);
      } // a %d beyond a %s is as loose as the %s itself
    }
  }

  /** True when {@code v}, read by this form, is in its range. */
  boolean accepts(long v) {
    return v >= min && v <= max;
  }

  /** True when {@code high} (value >>> 16) is a module part this errNo form accepts. */
  boolean acceptsHigh(long high) {
    for (long h : highs) {
      if (h == high) {
        return true;
      }
    }
    return false;
  }

  /**
   * Matches the form around the code at {@code [from, to)}; returns {@code start << 32 | end} of
   * the whole form, or -1.
   */
  long match(String line, int from, int to, ScanState st) {
    int pos = from;
    for (Object o : left) {
      st.work++;
      if (o instanceof String t) {
        st.work += t.length();
        if (pos < t.length() || !line.startsWith(t, pos - t.length())) {
          return -1;
        }
        pos -= t.length();
      } else if (o == CALL_RUN) {
        int j = pos;
        while (j > 0 && Tokens.isWord(line.charAt(j - 1)) && pos - j <= HalCalls.MAX_NAME) {
          j--;
        }
        st.work += pos - j;
        if (!HalCalls.builtIn().declares(line, j, pos)) {
          return -1;
        }
        pos = j;
      } else {
        int j = pos;
        while (j > 0 && Tokens.isDigit(line.charAt(j - 1))) {
          j--;
        }
        st.work += pos - j;
        if (j == pos) {
          return -1;
        }
        pos = j > 0 && line.charAt(j - 1) == '-' ? j - 1 : j;
      }
    }
    for (String t : leftFar) {
      pos = st.lastEndingBy(t, pos);
      if (pos < 0) {
        return -1;
      }
    }
    if (leftFar.length == 0 && left.length > 0 && !st.atWordStart(pos, left[left.length - 1])) {
      return -1;
    }
    int start = pos;
    pos = to;
    for (Object o : right) {
      st.work++;
      if (o instanceof String t) {
        st.work += t.length();
        if (!line.startsWith(t, pos)) {
          return -1;
        }
        pos += t.length();
      } else {
        int j = pos < line.length() && line.charAt(pos) == '-' ? pos + 1 : pos;
        int k = j;
        while (k < line.length() && Tokens.isDigit(line.charAt(k))) {
          k++;
        }
        st.work += k - pos;
        if (k == j) {
          return -1;
        }
        pos = k;
      }
    }
    for (String t : rightFar) {
      int o = st.firstFrom(t, pos);
      if (o < 0) {
        return -1;
      }
      pos = o + t.length();
    }
    return ((long) start << 32) | pos;
  }

  /** The character a lookup by the code's left neighbour files this form under, or -1. */
  int leftKey() {
    if (left.length == 0) {
      return -1;
    }
    return left[0] instanceof String t ? t.charAt(t.length() - 1) : '0';
  }

  /**
   * The character before {@link #leftKey()} that this form's adjacent text needs, or -1 when it
   * needs none (its adjacent text is one character, or a number).
   */
  int leftKey2() {
    return left.length > 0 && left[0] instanceof String t && t.length() >= 2 ? t.charAt(t.length() - 2) : -1;
  }

  /** The character a lookup by the code's right neighbour files this form under, or -1. */
  int rightKey() {
    if (right.length == 0) {
      return -1;
    }
    return right[0] instanceof String t ? t.charAt(0) : '0';
  }

  @Override
  public String toString() {
    return family + ": " + form;
  }
}
