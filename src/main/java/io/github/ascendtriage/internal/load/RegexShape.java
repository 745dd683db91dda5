package io.github.ascendtriage.internal.load;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The shape of a {@code java.util.regex} pattern, as much of it as backtracking depends on: single
 * characters as the set they match, zero-width parts, sequences, alternatives and repetitions with
 * their bounds. {@link BacktrackCheck} reads it; {@link #parse} builds it. Stateless.
 */
final class RegexShape {
  private RegexShape() {}

  /**
   * The tree of {@code regex} (already compiled by {@link Pattern}).
   *
   * @throws Refused when the pattern uses what the check refuses outright (a back-reference, the
   *     comments flag) or cannot be read; the message says which
   */
  static Node parse(String regex) {
    Parser p = new Parser(regex);
    Node root = p.alternation();
    if (p.i < regex.length()) {
      throw new Refused("unbalanced ')' at index " + p.i);
    }
    return root;
  }

  sealed interface Node permits Chars, Zero, Seq, Alt, Repeat {}

  /** One character of the set. */
  record Chars(BitSet set, String text) implements Node {}

  /** Zero-width: anchors, word boundaries, lookarounds. */
  record Zero() implements Node {}

  record Seq(List<Node> items) implements Node {}

  record Alt(List<Node> options) implements Node {}

  /** {@code max} is -1 for no upper bound; possessive (or atomic) repetitions do not backtrack. */
  record Repeat(Node body, int min, int max, boolean possessive, String text) implements Node {}

  static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message, null, false, false);
    }
  }

  /** A reader of java.util.regex syntax, enough to see the shape. */
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
