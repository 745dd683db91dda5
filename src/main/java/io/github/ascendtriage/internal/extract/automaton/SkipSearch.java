package io.github.ascendtriage.internal.extract.automaton;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * A grep-like proof that ASCII bytes hold none of a set of folded patterns (an automaton's, as
 * {@link AhoCorasick#scanFolded} finds them: case folded, a run of white space as one space). A
 * multi-pattern skip-ahead search in the manner of Wu and Manber: each pattern is looked for by
 * one window of {@link #WINDOW} chars that any occurrence of it holds as raw bytes (a space only
 * at the window's ends, since a space inside may be a longer run in the text), the window whose
 * pairs of chars are least common in log text; a table by the last two folded bytes of the text
 * under the window says how far the next window can be, so most of a text is stepped over, not
 * read. Where a window is found, the whole pattern is checked around it (runs of white space as
 * one space, a word-start pattern's char before), so a candidate is an occurrence. Patterns too
 * short for a window are found by their last char that is not a space (an anchor byte) and
 * checked there the same way. A pattern with a char outside ASCII cannot occur in ASCII bytes and
 * is left out. The caller scans a line with a candidate as usual, so what is found never depends
 * on this search. Immutable, so thread-safe.
 */
public final class SkipSearch {
  /** The window length: the shortest patterns of the line gate that are not anchored are four chars. */
  static final int WINDOW = 4;
  private static final int BLOCKS = 1 << 14; // two folded 7-bit bytes

  private static final byte[] FOLD = new byte[128]; // the folded ASCII byte

  static {
    for (char c = 0; c < 128; c++) {
      FOLD[c] = (byte) FoldedChars.fold(c);
    }
  }

  private final byte[] shift = new byte[BLOCKS]; // by block: how far the window may move on
  private final int[] bucketStart = new int[BLOCKS + 1]; // by block: its windows in keys
  private final int[] keys; // the windows, four folded bytes each, by block
  private final Pattern[] keyPatterns; // the pattern of each window
  private final boolean[] anchor = new boolean[128]; // the anchor bytes of the short patterns
  private final Pattern[] shortPatterns;
  private final boolean empty;
  private final boolean blank; // a pattern of white space alone: no proof

  /** A folded pattern, where its window (or anchor) is in it, and whether it counts at a word start only. */
  private record Pattern(byte[] chars, int at, boolean wordStart) {}

  private SkipSearch(List<Pattern> windowed, List<Pattern> shorts, boolean blank) {
    this.blank = blank;
    int[] count = new int[BLOCKS];
    for (Pattern p : windowed) {
      count[block(p.chars[p.at + WINDOW - 2], p.chars[p.at + WINDOW - 1])]++;
    }
    for (int b = 0; b < BLOCKS; b++) {
      bucketStart[b + 1] = bucketStart[b] + count[b];
    }
    keys = new int[windowed.size()];
    keyPatterns = new Pattern[windowed.size()];
    int[] next = java.util.Arrays.copyOf(bucketStart, BLOCKS);
    java.util.Arrays.fill(shift, (byte) (WINDOW - 1));
    for (Pattern p : windowed) {
      byte[] w = java.util.Arrays.copyOfRange(p.chars, p.at, p.at + WINDOW);
      int k = next[block(w[WINDOW - 2], w[WINDOW - 1])]++;
      keys[k] = (w[0] & 0xFF) << 24 | (w[1] & 0xFF) << 16 | (w[2] & 0xFF) << 8 | (w[3] & 0xFF);
      keyPatterns[k] = p;
      for (int j = 1; j < WINDOW; j++) { // the block ending at j: the window's end lies WINDOW - 1 - j further on
        int b = block(w[j - 1], w[j]);
        shift[b] = (byte) Math.min(shift[b], WINDOW - 1 - j);
      }
    }
    shortPatterns = shorts.toArray(new Pattern[0]);
    for (Pattern p : shortPatterns) {
      anchor[p.chars[p.at]] = true;
    }
    empty = windowed.isEmpty() && shorts.isEmpty();
  }

  /**
   * The search for {@code patterns} (folded, as an automaton holds them); those of {@code
   * atWordStart} that start with an ASCII letter or digit count only where none comes just before
   * (as the automaton's silent word-start patterns do), the others anywhere.
   */
  public static SkipSearch of(Collection<String> patterns, Set<String> atWordStart) {
    List<Pattern> windowed = new ArrayList<>();
    List<Pattern> shorts = new ArrayList<>();
    boolean blank = false;
    for (String p : patterns) {
      if (p.isEmpty() || !p.chars().allMatch(c -> c < 128)) {
        continue; // never in ASCII bytes
      }
      byte[] f = new byte[p.length()];
      for (int i = 0; i < f.length; i++) {
        f[i] = FOLD[p.charAt(i)];
      }
      boolean word = atWordStart.contains(p) && FoldedChars.wordChar(p.charAt(0));
      int at = rarestWindow(f);
      if (at >= 0) {
        windowed.add(new Pattern(f, at, word));
      } else if (f[anchorIndex(f)] != ' ') {
        shorts.add(new Pattern(f, anchorIndex(f), word));
      } else {
        blank = true;
      }
    }
    return new SkipSearch(windowed, shorts, blank);
  }

  /** The start of the window of {@code f} whose pairs of chars are least common in log text, or -1 when none fits. */
  private static int rarestWindow(byte[] f) {
    int best = -1;
    int bestScore = Integer.MAX_VALUE;
    for (int i = 0; i + WINDOW <= f.length; i++) {
      if (window(f, i)) {
        int score = 0;
        for (int j = i + 1; j < i + WINDOW; j++) {
          score += weight(f[j - 1]) * weight(f[j]);
        }
        if (score < bestScore) {
          best = i;
          bestScore = score;
        }
      }
    }
    return best;
  }

  /**
   * How common a folded char is in log text, roughly: a space and the commonest letters of English
   * words most, then digits (timestamps, ids) and the other common letters, punctuation least.
   */
  private static int weight(byte c) {
    if (c == ' ') {
      return 6;
    }
    if ("etaoinsr".indexOf(c) >= 0) {
      return 5;
    }
    if (c >= '0' && c <= '9') {
      return 4;
    }
    if ("hldcumpgfwyb".indexOf(c) >= 0) {
      return 3;
    }
    return c >= 'a' && c <= 'z' ? 2 : 1;
  }

  /** True when {@code f[i, i + WINDOW)} has no space but at its ends: any occurrence holds it as raw bytes. */
  private static boolean window(byte[] f, int i) {
    for (int j = i + 1; j < i + WINDOW - 1; j++) {
      if (f[j] == ' ') {
        return false;
      }
    }
    return true;
  }

  /** The index of the last char of {@code p} that is not a space (its first when all are). */
  private static int anchorIndex(byte[] p) {
    int a = p.length - 1;
    while (a > 0 && p[a] == ' ') {
      a--;
    }
    return a;
  }

  private static int block(byte a, byte b) {
    return (a & 0x7F) << 7 | (b & 0x7F);
  }

  /**
   * True when the ASCII bytes {@code text[from, to)} surely hold none of the patterns (as a folded
   * scan of them from {@code from} would find); false when one may (or a byte is not ASCII): then
   * scan them as usual.
   */
  public boolean noneIn(byte[] text, int from, int to) {
    return !blank && (empty || !windowIn(text, from, to) && !shortIn(text, from, to));
  }

  /** True when some windowed pattern may occur in {@code text[from, to)}. */
  private boolean windowIn(byte[] text, int from, int to) {
    if (keys.length == 0) {
      return false;
    }
    for (int end = from + WINDOW - 1; end < to; ) {
      byte b1 = text[end - 1];
      byte b2 = text[end];
      if ((b1 | b2) < 0) {
        return true;
      }
      int b = block(FOLD[b1], FOLD[b2]);
      int s = shift[b];
      if (s > 0) {
        end += s;
        continue;
      }
      if (bucketStart[b] != bucketStart[b + 1] && windowAt(text, from, to, end - (WINDOW - 1), b)) {
        return true;
      }
      end++;
    }
    return false;
  }

  /** True when a pattern whose window is of block {@code b} occurs with its window at {@code text[start, ...)}. */
  private boolean windowAt(byte[] text, int from, int to, int start, int b) {
    byte c0 = text[start];
    byte c1 = text[start + 1];
    if ((c0 | c1) < 0) {
      return true;
    }
    int w = (FOLD[c0] & 0xFF) << 24 | (FOLD[c1] & 0xFF) << 16 | (FOLD[text[start + 2]] & 0xFF) << 8 | (FOLD[text[start + 3]] & 0xFF);
    for (int k = bucketStart[b]; k < bucketStart[b + 1]; k++) {
      if (keys[k] == w && occurs(keyPatterns[k], text, from, to, start, start + WINDOW - 1)) {
        return true;
      }
    }
    return false;
  }

  /** True when a short pattern occurs with its anchor at one of the anchor bytes of {@code text[from, to)}. */
  private boolean shortIn(byte[] text, int from, int to) {
    if (shortPatterns.length == 0) {
      return false;
    }
    for (int i = from; i < to; i++) {
      byte c = text[i];
      if (c < 0) {
        return true;
      }
      if (anchor[FOLD[c]]) {
        for (Pattern p : shortPatterns) {
          if (p.chars[p.at] == FOLD[c] && occurs(p, text, from, to, i, i)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * True when {@code p} occurs in {@code text[from, to)} with its chars {@code [at, at + last -
   * first]} at {@code text[first, last]} (already matched there): its chars before and after
   * matched outwards, a space in it against a run of white space; a word-start pattern only where
   * no ASCII letter or digit comes just before it (or it starts at {@code from}).
   */
  private static boolean occurs(Pattern p, byte[] text, int from, int to, int first, int last) {
    byte[] c = p.chars;
    int j = first - 1;
    int k = p.at - 1;
    if (c[p.at] == ' ') {
      j = skipSpaces(text, from, j, -1);
    }
    for (; k >= 0; k--) {
      if (c[k] == ' ') {
        if (j < from || !space(text[j])) {
          return false;
        }
        j = skipSpaces(text, from, j, -1);
      } else if (j < from || text[j] < 0 || FOLD[text[j]] != c[k]) {
        return false;
      } else {
        j--;
      }
    }
    if (p.wordStart && j >= from && text[j] >= 0 && FoldedChars.wordChar((char) text[j])) {
      return false;
    }
    j = last + 1;
    k = p.at + last - first + 1;
    if (c[k - 1] == ' ') {
      j = skipSpaces(text, to - 1, j, 1);
    }
    for (; k < c.length; k++) {
      if (c[k] == ' ') {
        if (j >= to || !space(text[j])) {
          return false;
        }
        j = skipSpaces(text, to - 1, j, 1);
      } else if (j >= to || text[j] < 0 || FOLD[text[j]] != c[k]) {
        return false;
      } else {
        j++;
      }
    }
    return true;
  }

  private static boolean space(byte b) {
    return b >= 0 && FOLD[b] == ' ';
  }

  /** From {@code j} in direction {@code step}, past the white space (not beyond {@code bound}). */
  private static int skipSpaces(byte[] text, int bound, int j, int step) {
    while ((step < 0 ? j >= bound : j <= bound) && space(text[j])) {
      j += step;
    }
    return j;
  }
}
