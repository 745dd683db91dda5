package io.github.ascendtriage.internal.extract.scan;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A recogniser's regex tried only where a match can start: every match of the pattern holds an
 * anchor (one of its literals, or a shape such as {@code (} and a digit) at most {@code before}
 * chars after its start, so only the starts from {@code before} chars ahead of each anchor up to
 * the anchor are tried, and a line with no anchor left costs no regex at all. The matches, their
 * order and groups are those of {@link Matcher#find()} called in a loop (for a pattern that never
 * matches the empty string): the starts are tried in increasing order and every start a match can
 * have is among them; a look-behind, a look-ahead or a word bound still sees the chars around the
 * start (transparent bounds). Without it a regex that opens with a look-behind or {@code \b} is
 * tried at every char of the message, and after a literal that starts no match at every char
 * after it (issue 38: most of a setting or errno line's cost). Immutable and thread-safe.
 */
public final class AnchoredFind {
  /** Where the next anchor at or after {@code from} lies in {@code s}, or -1. */
  @FunctionalInterface
  public interface Anchor {
    int next(String s, int from);
  }

  /**
   * A cheap test that every start of a match passes (a necessary condition, never a sufficient
   * one): the starts near an anchor that fail it are not tried with the regex.
   */
  @FunctionalInterface
  public interface StartTest {
    boolean mayStart(String s, int start);
  }

  private final Pattern pattern;
  private final Anchor anchor;
  private final int before;
  private final StartTest startTest; // null: every start near an anchor is tried

  /**
   * @param before the most chars a match starts before its anchor
   */
  public AnchoredFind(Pattern pattern, int before, Anchor anchor) {
    this(pattern, before, anchor, null);
  }

  /**
   * As {@link #AnchoredFind(Pattern, int, Anchor)}, trying the regex only at the starts near an
   * anchor that pass {@code startTest} (issue 38: a wide window before an anchor, as the errno
   * texts' 33 chars before their {@code (}, is otherwise as many regex tries on every line that
   * holds an anchor).
   */
  public AnchoredFind(Pattern pattern, int before, Anchor anchor, StartTest startTest) {
    if (before < 0) {
      throw new IllegalArgumentException("before < 0");
    }
    this.pattern = pattern;
    this.before = before;
    this.anchor = anchor;
    this.startTest = startTest;
  }

  /** Anchored at the first of {@code literals} (case as given) that occurs. */
  public static AnchoredFind literals(Pattern pattern, int before, List<String> literals) {
    String[] lits = literals.toArray(String[]::new);
    return new AnchoredFind(pattern, before, (s, from) -> {
      int best = -1;
      for (String l : lits) {
        int i = s.indexOf(l, from);
        if (i >= 0 && (best < 0 || i < best)) {
          best = i;
        }
      }
      return best;
    });
  }

  /**
   * Anchored at the first of {@code literals} that occurs with ASCII case ignored, for a pattern
   * compiled with {@code (?i)}: a letter of a literal stands for itself in either ASCII case.
   */
  public static AnchoredFind foldedLiterals(Pattern pattern, int before, List<String> literals) {
    String[] lits = literals.toArray(String[]::new);
    char[] lower = new char[lits.length];
    char[] upper = new char[lits.length];
    for (int k = 0; k < lits.length; k++) {
      char c = lits[k].charAt(0);
      lower[k] = c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
      upper[k] = c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
    }
    return new AnchoredFind(pattern, before, (s, from) -> {
      for (int i = Math.max(0, from); i < s.length(); i++) {
        char c = s.charAt(i);
        for (int k = 0; k < lits.length; k++) {
          if ((c == lower[k] || c == upper[k]) && s.regionMatches(true, i, lits[k], 0, lits[k].length())) {
            return i;
          }
        }
      }
      return -1;
    });
  }

  /** The pattern searched. */
  public Pattern pattern() {
    return pattern;
  }

  /** True when {@code s} holds an anchor; false: no match, and no matcher need be made. */
  public boolean anchorIn(String s) {
    return anchor.next(s, 0) >= 0;
  }

  /** A matcher of {@code s}, for {@link #next}: its bounds transparent and not anchoring. */
  public Matcher matcher(String s) {
    return pattern.matcher(s).useTransparentBounds(true).useAnchoringBounds(false);
  }

  /**
   * The next match of {@code m} (a matcher of {@code s}) at or after {@code from}: true and {@code m}
   * holds it, as {@code m.find()} would after a match ending at {@code from}; false when none.
   * Begin with {@code from} 0, then go on from {@code m.end()}.
   */
  public boolean next(Matcher m, String s, int from) {
    int n = s.length();
    int untried = from; // the first start not tried yet
    for (int a = from > n ? -1 : anchor.next(s, from); a >= 0; a = a >= n ? -1 : anchor.next(s, a + 1)) {
      for (int start = Math.max(untried, a - before); start <= a; start++) {
        if (startTest != null && !startTest.mayStart(s, start)) {
          continue; // no match starts here: the test holds at every match's start
        }
        m.region(start, n);
        if (m.lookingAt()) {
          return true;
        }
      }
      untried = Math.max(untried, a + 1);
    }
    return false;
  }
}
