package io.github.ascendtriage.internal.output;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fits human output into {@link #WIDTH} terminal columns: display width (CJK and full-width
 * characters take two columns), word wrapping with a hanging indent, a window of a long line cut
 * around a position, and shell commands broken only between words outside quotes (with a
 * trailing {@code \}, so the printed command still runs as one). Stateless and thread-safe; no
 * method returns null.
 */
final class Columns {
  /** The width every line of the text report fits in. */
  static final int WIDTH = 100;

  private static final String MORE = "...";

  private Columns() {}

  /** Columns {@code c} takes on a terminal: two for wide East Asian characters, else one. */
  static int width(char c) {
    return (c >= '\u1100' && c <= '\u115F')
            || (c >= '\u2E80' && c <= '\uA4CF')
            || (c >= '\uAC00' && c <= '\uD7A3')
            || (c >= '\uF900' && c <= '\uFAFF')
            || (c >= '\uFE30' && c <= '\uFE4F')
            || (c >= '\uFF00' && c <= '\uFF60')
            || (c >= '\uFFE0' && c <= '\uFFE6')
            || Character.isHighSurrogate(c) // supplementary ideographs, emoji: wide (the low half counts 0)
        ? 2
        : Character.isLowSurrogate(c) ? 0 : 1;
  }

  /** Display width of {@code s}. */
  static int width(CharSequence s) {
    int w = 0;
    for (int i = 0; i < s.length(); i++) {
      w += width(s.charAt(i));
    }
    return w;
  }

  /**
   * Appends {@code text} wrapped at word boundaries: the first line starts with {@code first}, the
   * others with {@code rest}; a word wider than a line is cut. Ends with a newline.
   */
  static void wrap(StringBuilder b, String first, String rest, String text) {
    for (String line : wrapLines(text, WIDTH - width(first), WIDTH - width(rest))) {
      b.append(line.isEmpty() ? first.stripTrailing() : first).append(line).append('\n');
      first = rest;
    }
  }

  static List<String> wrapLines(String text, int firstRoom, int restRoom) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    int room = Math.max(10, firstRoom);
    for (String word : text.strip().split("\\s+")) {
      while (width(word) > room && cur.length() == 0) { // a word no line holds: cut it
        int cut = prefixFitting(word, room);
        out.add(word.substring(0, cut));
        word = word.substring(cut);
        room = Math.max(10, restRoom);
      }
      if (cur.length() > 0 && width(cur) + 1 + width(word) > room) {
        out.add(cur.toString());
        cur.setLength(0);
        room = Math.max(10, restRoom);
        while (width(word) > room) {
          int cut = prefixFitting(word, room);
          out.add(word.substring(0, cut));
          word = word.substring(cut);
        }
      }
      if (cur.length() > 0) {
        cur.append(' ');
      }
      cur.append(word);
    }
    if (cur.length() > 0 || out.isEmpty()) {
      out.add(cur.toString());
    }
    return out;
  }

  /** The longest prefix of {@code s} (in chars, never splitting a surrogate pair) that fits {@code room}. */
  private static int prefixFitting(String s, int room) {
    int w = 0;
    int i = 0;
    while (i < s.length()) {
      int cw = width(s.charAt(i));
      int step = Character.isHighSurrogate(s.charAt(i)) && i + 1 < s.length() ? 2 : 1;
      if (w + cw > room) {
        break;
      }
      w += cw;
      i += step;
    }
    return Math.max(i, Math.min(s.length(), Character.isHighSurrogate(s.charAt(0)) ? 2 : 1));
  }

  /**
   * {@code s} cut to {@code room} columns so that the part starting at char index {@code at} is in
   * view: a little context before it, as much after it as fits; cut ends are marked {@code ...}.
   */
  static String around(String s, int at, int room) {
    if (width(s) <= room) {
      return s;
    }
    room = Math.max(room, 2 * MORE.length() + 8);
    at = Math.max(0, Math.min(at, s.length()));
    // start a few words before the match, but never so late that the line's end leaves room unused
    int start = at;
    for (int w = 0; start > 0 && w + width(s.charAt(start - 1)) <= room / 4; start--) {
      w += width(s.charAt(start - 1));
    }
    int tailStart = suffixStart(s, room - MORE.length());
    start = Math.min(start, tailStart);
    if (start > 0 && Character.isLowSurrogate(s.charAt(start))) {
      start--;
    }
    String head = start == 0 ? "" : MORE;
    String rest = s.substring(start);
    int avail = room - head.length();
    if (width(rest) <= avail) {
      return head + rest;
    }
    return head + rest.substring(0, prefixFitting(rest, avail - MORE.length())) + MORE;
  }

  /** The char index from which the end of {@code s} fills {@code room} columns. */
  private static int suffixStart(String s, int room) {
    int w = 0;
    int i = s.length();
    while (i > 0 && w + width(s.charAt(i - 1)) <= room) {
      w += width(s.charAt(i - 1));
      i--;
    }
    return i;
  }

  /**
   * The char index in {@code line} where the most specific of {@code terms} starts (the longest
   * one found, compared without regard to case and runs of white space), or -1 when none is in it.
   * Terms shorter than three characters are ignored: a bare "7" is found in every time stamp.
   */
  static int find(String line, List<String> terms) {
    StringBuilder folded = new StringBuilder(line.length());
    int[] origin = new int[line.length() + 1];
    boolean space = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (Character.isWhitespace(c)) {
        if (!space) {
          origin[folded.length()] = i;
          folded.append(' ');
        }
        space = true;
        continue;
      }
      space = false;
      origin[folded.length()] = i;
      folded.append(Character.toLowerCase(c));
    }
    String f = folded.toString();
    int best = -1;
    int bestLength = 0;
    for (String t : terms) {
      String term = t.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
      if (term.length() < 3 || term.length() <= bestLength) {
        continue;
      }
      int at = f.indexOf(term);
      if (at >= 0) {
        best = origin[at];
        bestLength = term.length();
      }
    }
    return best;
  }

  /**
   * Appends a shell command; one too wide for a line is broken between words outside quotes, each
   * broken line ending in {@code " \\"} so a shell reads the whole as one command. A single word
   * wider than a line is broken inside: the line ends in a backslash (closing and reopening the
   * quote it is in) and the rest starts at column 0, so the shell joins the parts into one word.
   */
  static void command(StringBuilder b, String first, String rest, String cmd) {
    if (width(cmd) + width(first) <= WIDTH) {
      b.append(first).append(cmd).append('\n');
      return;
    }
    int room = WIDTH - width(first) - 2;
    StringBuilder cur = new StringBuilder();
    String prefix = first;
    for (String p : unquotedWords(cmd)) {
      if (cur.length() > 0 && width(cur) + 1 + width(p) > room) {
        b.append(prefix).append(cur).append(" \\\n");
        cur.setLength(0);
        prefix = rest;
        room = WIDTH - width(rest) - 2;
      }
      if (cur.length() == 0 && width(p) > room) {
        String tail = breakWord(b, prefix, p);
        if (tail.length() < p.length()) { // broken: the tail starts a line at column 0
          prefix = "";
          room = WIDTH - 2;
        }
        p = tail;
      }
      if (cur.length() > 0) {
        cur.append(' ');
      }
      cur.append(p);
    }
    b.append(prefix).append(cur).append('\n');
  }

  /**
   * Writes the leading parts of one over-wide shell word, each line ending in a continuation, and
   * returns its last part (which starts at column 0). It breaks only after a separator ({@code /
   * : | , ; = -} or a quoted space), never inside {@code ${...}} or {@code $(...)} and never after
   * a backslash, so no name is cut; a word with no such place stays whole, however wide.
   */
  private static String breakWord(StringBuilder b, String prefix, String word) {
    char quote = 0;
    int nest = 0;
    int lineStart = 0;
    int w = width(prefix);
    int good = -1; // last index after which a break is safe on the current line
    char goodQuote = 0;
    int goodWidth = 0;
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      boolean escaped = i > 0 && word.charAt(i - 1) == '\\' && quote != '\'';
      if (!escaped && quote == 0 && (c == '\'' || c == '"')) {
        quote = c;
      } else if (!escaped && c == quote) {
        quote = 0;
      } else if (quote != '\'' && c == '$' && i + 1 < word.length() && (word.charAt(i + 1) == '{' || word.charAt(i + 1) == '(')) {
        nest++;
      } else if (nest > 0 && quote != '\'' && (c == '}' || c == ')')) {
        nest--;
      }
      w += width(c);
      if (nest == 0 && !escaped && i + 1 < word.length() && SEPARATORS.indexOf(c) >= 0 && (c != ' ' || quote != 0)) {
        good = i;
        goodQuote = quote;
        goodWidth = w;
      }
      if (w > WIDTH - 3 && good >= lineStart) {
        b.append(lineStart == 0 ? prefix : "").append(word, lineStart, good + 1);
        b.append(goodQuote == 0 ? "\\\n" : goodQuote + "\\\n" + goodQuote);
        lineStart = good + 1;
        w = (goodQuote == 0 ? 0 : 1) + (w - goodWidth);
        good = -1;
      }
    }
    return word.substring(lineStart);
  }

  private static final String SEPARATORS = "/:|,;=- ";

  /** {@code cmd} split at spaces that are outside single and double quotes. */
  static List<String> unquotedWords(String cmd) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    char quote = 0;
    for (int i = 0; i < cmd.length(); i++) {
      char c = cmd.charAt(i);
      if (quote == 0 && c == ' ') {
        if (cur.length() > 0) {
          out.add(cur.toString());
          cur.setLength(0);
        }
        continue;
      }
      if (quote == 0 && c == '\\' && i + 1 < cmd.length()) {
        cur.append(c).append(cmd.charAt(++i));
        continue;
      }
      if (quote == 0 && (c == '\'' || c == '"')) {
        quote = c;
      } else if (c == quote) {
        quote = 0;
      }
      cur.append(c);
    }
    if (cur.length() > 0) {
      out.add(cur.toString());
    }
    return out;
  }
}
