package io.github.ascendtriage.internal.load;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Refuses, when a case base loads, the regular expressions whose backtracking can grow without
 * bound with the input: a back-reference, a repetition of something that can match nothing
 * ({@code (a*)*}), a repetition whose body can itself be matched in more than one way (a nested
 * repetition, an optional part or alternatives that may start alike: {@code (a+)+},
 * {@code (a?a)*}, {@code (a|ab)*}) unless every iteration is fenced by a separator character
 * found nowhere else in the body ({@code (\.[a-z]+)*}), and two long repetitions in a row that can
 * match the same character ({@code \d*\d*}). A possessive or atomic repetition is not
 * backtracked into and is allowed. The check looks at shapes, so it refuses some patterns that
 * are in fact fast; the step budget of {@code ValueClass} bounds whatever it lets through.
 *
 * <p>Stateless and thread-safe.
 */
final class BacktrackCheck {
  private BacktrackCheck() {}

  /** Repetitions with at most this many iterations count as short for the adjacency rule. */
  private static final int SHORT = 64;

  /**
   * Why {@code regex} (already compiled by {@link Pattern}) can backtrack without bound; empty
   * when its shape is safe.
   */
  static Optional<String> problem(String regex) {
    Node root;
    try {
      Parser p = new Parser(regex);
      root = p.alternation();
      if (p.i < regex.length()) {
        return Optional.of("unbalanced ')' at index " + p.i);
      }
    } catch (Refused e) {
      return Optional.of(e.getMessage());
    }
    List<String> found = new ArrayList<>();
    walk(root, found);
    return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
  }

  // ---- the tree of a pattern, as much of it as backtracking depends on

  private sealed interface Node permits Chars, Zero, Seq, Alt, Repeat {}

  /** One character of the set. */
  private record Chars(BitSet set, String text) implements Node {}

  /** Zero-width: anchors, word boundaries, lookarounds. */
  private record Zero() implements Node {}

  private record Seq(List<Node> items) implements Node {}

  private record Alt(List<Node> options) implements Node {}

  /** {@code max} is -1 for no upper bound; possessive (or atomic) repetitions do not backtrack. */
  private record Repeat(Node body, int min, int max, boolean possessive, String text) implements Node {}

  private static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message, null, false, false);
    }
  }

  // ---- the rules

  private static void walk(Node n, List<String> found) {
    if (n instanceof Seq s) {
      s.items().forEach(c -> walk(c, found));
      adjacent(s, found);
    } else if (n instanceof Alt a) {
      a.options().forEach(c -> walk(c, found));
    } else if (n instanceof Repeat r) {
      walk(r.body(), found);
      if (!r.possessive() && (r.max() < 0 || r.max() > 1)) {
        if (nullable(r.body())) {
          found.add("'" + r.text() + "' repeats something that can match nothing; its backtracking has no bound");
        } else if (ambiguous(r.body()) && !separated(r.body())) {
          found.add("'" + r.text() + "' repeats something that can match the same text in more than one way"
              + " (a nested repetition, an optional part or alternatives that may start alike);"
              + " its backtracking grows exponentially. Start or end each iteration with a character"
              + " found nowhere else in it, or make the repetition possessive ('*+', '++')");
        }
      }
    }
  }

  /** Two long repetitions in a row that can match the same character: {@code \d*\d*}. */
  private static void adjacent(Seq s, List<String> found) {
    Repeat prev = null;
    for (Node n : s.items()) {
      if (n instanceof Zero) {
        continue;
      }
      if (n instanceof Repeat r && !r.possessive() && (r.max() < 0 || r.max() > SHORT)) {
        if (prev != null && last(prev.body()).intersects(chars(r.body()))) {
          found.add("'" + prev.text() + "' and '" + r.text() + "' follow each other and can match the same"
              + " characters; their backtracking grows with the square of the input");
        }
        prev = r;
      } else if (!(n instanceof Repeat r2 && r2.min() == 0)) {
        prev = null;
      }
    }
  }

  private static boolean nullable(Node n) {
    if (n instanceof Chars) {
      return false;
    } else if (n instanceof Seq s) {
      return s.items().stream().allMatch(BacktrackCheck::nullable);
    } else if (n instanceof Alt a) {
      return a.options().stream().anyMatch(BacktrackCheck::nullable);
    } else if (n instanceof Repeat r) {
      return r.min() == 0 || nullable(r.body());
    }
    return true;
  }

  /** Whether the body may match one text in several ways, as far as its shape tells. */
  private static boolean ambiguous(Node n) {
    if (n instanceof Seq s) {
      return s.items().stream().anyMatch(BacktrackCheck::ambiguous);
    } else if (n instanceof Alt a) {
      return a.options().stream().anyMatch(BacktrackCheck::ambiguous) || overlapping(a);
    } else if (n instanceof Repeat r) {
      return !r.possessive() && (r.min() != r.max() || ambiguous(r.body()));
    }
    return false;
  }

  private static boolean overlapping(Alt a) {
    BitSet seen = new BitSet();
    for (Node o : a.options()) {
      BitSet f = first(o);
      if (nullable(o) || f.intersects(seen)) {
        return true;
      }
      seen.or(f);
    }
    return false;
  }

  /**
   * Whether each iteration starts (or ends) with exactly one character from a set no other part
   * of the body can match: the iterations then split one way only.
   */
  private static boolean separated(Node body) {
    List<Node> items = body instanceof Seq s ? s.items() : List.of(body);
    List<Node> solid = items.stream().filter(n -> !(n instanceof Zero)).toList();
    if (solid.size() < 2) {
      return false;
    }
    return fence(solid.get(0), solid.subList(1, solid.size()))
        || fence(solid.get(solid.size() - 1), solid.subList(0, solid.size() - 1));
  }

  private static boolean fence(Node edge, List<Node> rest) {
    if (!(edge instanceof Chars c)) {
      return false;
    }
    BitSet others = new BitSet();
    rest.forEach(n -> others.or(chars(n)));
    return !c.set().intersects(others);
  }

  private static BitSet chars(Node n) {
    BitSet b = new BitSet();
    if (n instanceof Chars c) {
      b.or(c.set());
    } else if (n instanceof Seq s) {
      s.items().forEach(i -> b.or(chars(i)));
    } else if (n instanceof Alt a) {
      a.options().forEach(o -> b.or(chars(o)));
    } else if (n instanceof Repeat r) {
      b.or(chars(r.body()));
    }
    return b;
  }

  private static BitSet last(Node n) {
    if (n instanceof Seq s) {
      List<Node> reversed = new ArrayList<>(s.items());
      java.util.Collections.reverse(reversed);
      BitSet b = new BitSet();
      for (Node i : reversed) {
        b.or(last(i));
        if (!nullable(i)) {
          break;
        }
      }
      return b;
    } else if (n instanceof Repeat r) {
      return last(r.body());
    } else if (n instanceof Alt a) {
      BitSet b = new BitSet();
      a.options().forEach(o -> b.or(last(o)));
      return b;
    }
    return first(n);
  }

  private static BitSet first(Node n) {
    BitSet b = new BitSet();
    if (n instanceof Chars c) {
      b.or(c.set());
    } else if (n instanceof Seq s) {
      for (Node i : s.items()) {
        b.or(first(i));
        if (!nullable(i)) {
          break;
        }
      }
    } else if (n instanceof Alt a) {
      a.options().forEach(o -> b.or(first(o)));
    } else if (n instanceof Repeat r) {
      b.or(first(r.body()));
    }
    return b;
  }

  // ---- a parser of java.util.regex syntax, enough to see the shape

  private static final class Parser {
    private final String re;
    private int i;
    private int flags;

    Parser(String re) {
      this.re = re;
    }

    Node alternation() {
      List<Node> options = new ArrayList<>();
      options.add(sequence());
      while (i < re.length() && re.charAt(i) == '|') {
        i++;
        options.add(sequence());
      }
      return options.size() == 1 ? options.get(0) : new Alt(options);
    }

    private Node sequence() {
      List<Node> items = new ArrayList<>();
      while (i < re.length() && re.charAt(i) != '|' && re.charAt(i) != ')') {
        int start = i;
        Node atom = atom();
        if (atom != null) {
          items.add(quantified(atom, start));
        }
      }
      return items.size() == 1 ? items.get(0) : new Seq(items);
    }

    private Node quantified(Node atom, int start) {
      while (i < re.length()) {
        char c = re.charAt(i);
        int min;
        int max;
        if (c == '*' || c == '+' || c == '?') {
          i++;
          min = c == '+' ? 1 : 0;
          max = c == '?' ? 1 : -1;
        } else if (c == '{' && isBound(i)) {
          int close = re.indexOf('}', i);
          String[] parts = re.substring(i + 1, close).split(",", -1);
          min = Integer.parseInt(parts[0]);
          max = parts.length == 1 ? min : parts[1].isEmpty() ? -1 : Integer.parseInt(parts[1]);
          i = close + 1;
        } else {
          return atom;
        }
        boolean possessive = false;
        if (i < re.length() && (re.charAt(i) == '+' || re.charAt(i) == '?')) {
          possessive = re.charAt(i) == '+';
          i++;
        }
        atom = new Repeat(atom, min, max, possessive, re.substring(start, i));
      }
      return atom;
    }

    private boolean isBound(int at) {
      int close = re.indexOf('}', at);
      return close > at && re.substring(at + 1, close).matches("[0-9]{1,9}(?:,[0-9]{0,9})?");
    }

    /** The next atom; null for something that matches nothing and cannot be repeated (a flag group). */
    private Node atom() {
      char c = re.charAt(i);
      switch (c) {
        case '(':
          return group();
        case '[': {
          int end = classEnd(i);
          String text = re.substring(i, end);
          i = end;
          return chars(text);
        }
        case '\\':
          return escape();
        case '^':
        case '$':
          i++;
          return new Zero();
        case '.':
          i++;
          return chars(".");
        default:
          i++;
          return chars(Pattern.quote(String.valueOf(c)));
      }
    }

    private Node group() {
      i++;
      boolean zero = false;
      boolean atomic = false;
      if (re.startsWith("?", i)) {
        if (re.startsWith("?:", i)) {
          i += 2;
        } else if (re.startsWith("?=", i) || re.startsWith("?!", i)) {
          i += 2;
          zero = true;
        } else if (re.startsWith("?<=", i) || re.startsWith("?<!", i)) {
          i += 3;
          zero = true;
        } else if (re.startsWith("?>", i)) {
          i += 2;
          atomic = true;
        } else if (re.startsWith("?<", i)) {
          i = re.indexOf('>', i) + 1;
        } else {
          int end = i + 1;
          while (end < re.length() && re.charAt(end) != ')' && re.charAt(end) != ':') {
            end++;
          }
          String f = re.substring(i + 1, end);
          if (f.contains("x")) {
            throw new Refused("the comments flag (?x) is not supported in case-base patterns");
          }
          boolean on = true;
          for (char ch : f.toCharArray()) {
            if (ch == '-') {
              on = false;
            } else if (ch == 'i' && on) {
              flags |= Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
            }
          }
          i = end + 1;
          if (re.charAt(end) == ')') {
            return null;
          }
        }
      }
      Node body = alternation();
      i++; // ')'
      if (zero) {
        return new Zero();
      }
      return atomic ? new Repeat(body, 1, 1, true, "(?>") : body;
    }

    private Node escape() {
      if (i + 1 >= re.length()) {
        throw new Refused("ends with a lone '\\'");
      }
      char n = re.charAt(i + 1);
      if (n >= '1' && n <= '9' || n == 'k') {
        throw new Refused("back-reference '" + re.substring(i, Math.min(re.length(), i + 3))
            + "': matching it can backtrack without bound, and it is not supported in case-base patterns");
      }
      if ("bBAGzZ".indexOf(n) >= 0) {
        i += 2;
        return new Zero();
      }
      if (n == 'Q') {
        int end = re.indexOf("\\E", i + 2);
        String lit = end < 0 ? re.substring(i + 2) : re.substring(i + 2, end);
        i = end < 0 ? re.length() : end + 2;
        List<Node> items = new ArrayList<>();
        for (char ch : lit.toCharArray()) {
          items.add(chars(Pattern.quote(String.valueOf(ch))));
        }
        return items.size() == 1 ? items.get(0) : new Seq(items);
      }
      int end = i + 2;
      if ((n == 'p' || n == 'P' || n == 'x' || n == 'N') && end < re.length() && re.charAt(end) == '{') {
        end = re.indexOf('}', end) + 1;
      } else if (n == 'x') {
        end = i + 4;
      } else if (n == 'u') {
        end = i + 6;
      } else if (n == 'c') {
        end = i + 3;
      } else if (n == '0') {
        while (end < re.length() && end < i + 5 && re.charAt(end) >= '0' && re.charAt(end) <= '7') {
          end++;
        }
      } else if ("RX".indexOf(n) >= 0) {
        i = end;
        return new Repeat(chars("."), 1, 2, false, re.substring(i - 2, end));
      }
      String text = re.substring(i, Math.min(end, re.length()));
      i = Math.min(end, re.length());
      return chars(text);
    }

    private int classEnd(int from) {
      int j = from + 1;
      if (j < re.length() && re.charAt(j) == '^') {
        j++;
      }
      int depth = 1;
      while (j < re.length()) {
        char c = re.charAt(j);
        if (c == '\\') {
          j += 2;
          continue;
        }
        if (c == '[') {
          depth++;
        } else if (c == ']' && --depth == 0) {
          return j + 1;
        }
        j++;
      }
      throw new Refused("unclosed character class");
    }

    /**
     * The characters one atom matches, asked of Pattern itself: every character below U+0300
     * and a sample above it (the sets only decide whether two parts may match alike, and the
     * step budget bounds what a missed overlap lets through).
     */
    private Chars chars(String text) {
      BitSet set = new BitSet();
      if (text.startsWith("\\Q") && (flags & Pattern.CASE_INSENSITIVE) == 0) {
        set.set(text.charAt(2));
        return new Chars(set, text);
      }
      if (text.equals(".")) {
        set.set(0, 0x10000);
        return new Chars(set, text);
      }
      Pattern p;
      try {
        p = Pattern.compile(text, flags | Pattern.DOTALL);
      } catch (PatternSyntaxException e) {
        throw new Refused("cannot read '" + text + "': " + e.getDescription());
      }
      var m = p.matcher("");
      char[] one = new char[1];
      java.nio.CharBuffer buf = java.nio.CharBuffer.wrap(one);
      for (int c = 0; c < 0x10000; c += c < 0x300 ? 1 : 37) {
        one[0] = (char) c;
        buf.clear();
        if (m.reset(buf).matches()) {
          set.set(c);
        }
      }
      return new Chars(set, text);
    }
  }
}
