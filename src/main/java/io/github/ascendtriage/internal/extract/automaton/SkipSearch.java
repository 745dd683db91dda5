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
  static final int WINDOW = SkipPatterns.WINDOW;
  private static final int BLOCKS = 1 << 14; // two folded 7-bit bytes

  private static final byte[] FOLD = new byte[128]; // the folded ASCII byte

  static {
    for (char c = 0; c < 128; c++) {
      FOLD[c] = (byte) FoldedChars.fold(c);
    }
  }

  private final byte[] shift = new byte[BLOCKS]; // by block: how far the window may move on
  private final byte[] rawShift = new byte[BLOCKS]; // the same by two raw 7-bit bytes: no fold in the loop
  private final int[] bucketStart = new int[BLOCKS + 1]; // by block: its windows in keys
  private final int[] keys; // the windows, four folded bytes each, by block
  private final Pattern[] keyPatterns; // the pattern of each window
  private final boolean[] anchor = new boolean[256]; // raw bytes that fold to a short pattern's anchor, and those outside ASCII
  private final boolean[] before = new boolean[1 << 14]; // by anchor and the char before it in a short pattern (white space passed)
  private final Pattern[] shortPatterns;
  private final long[] anchorWords; // the raw anchor bytes, each in every byte of a word; null when more than two
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
    for (int c = 0; c < BLOCKS; c++) {
      rawShift[c] = shift[block(FOLD[c >> 7], FOLD[c & 0x7F])];
    }
    shortPatterns = shorts.toArray(new Pattern[0]);
    for (int c = 0; c < 256; c++) {
      anchor[c] = c >= 128;
    }
    for (Pattern p : shortPatterns) {
      for (int c = 0; c < 128; c++) {
        anchor[c] |= FOLD[c] == p.chars[p.at];
      }
      int k = p.at - 1;
      while (k >= 0 && p.chars[k] == ' ') {
        k--;
      }
      if (k < 0) {
        java.util.Arrays.fill(before, block(p.chars[p.at], (byte) 0), block(p.chars[p.at], (byte) 0) + 128, true);
      } else {
        before[block(p.chars[p.at], p.chars[k])] = true;
      }
    }
    empty = windowed.isEmpty() && shorts.isEmpty();
    int[] raw = java.util.stream.IntStream.range(0, 128).filter(c -> anchor[c]).toArray();
    anchorWords = raw.length == 0 || raw.length > 2 ? null : new long[] {ONES * raw[0], ONES * raw[raw.length - 1]};
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
      int at = SkipPatterns.rarestWindow(f);
      if (at >= 0) {
        windowed.add(new Pattern(f, at, word));
      } else if (f[SkipPatterns.anchorIndex(f)] != ' ') {
        shorts.add(new Pattern(f, SkipPatterns.anchorIndex(f), word));
      } else {
        blank = true;
      }
    }
    return new SkipSearch(windowed, shorts, blank);
  }

  private static int block(byte a, byte b) {
    return (a & 0x7F) << 7 | (b & 0x7F);
  }

  /**
   * True when the ASCII bytes {@code text[from, to)} surely hold none of the patterns (as a folded
   * scan of them from {@code from} would find); false when one may: then scan them as usual. Only
   * for ASCII bytes (a line the reader found to be ASCII): a byte outside it is not looked at.
   */
  public boolean noneIn(byte[] text, int from, int to) {
    return !blank && (empty || !windowIn(text, from, to) && !shortIn(text, from, to));
  }

  /**
   * True when some windowed pattern occurs in {@code text[from, to)}: two cursors, one over the
   * windows that end in the first half, one over the rest, in one loop, so their chains of reads
   * overlap in the processor (a window's end, its two bytes, their shift).
   */
  private boolean windowIn(byte[] text, int from, int to) {
    if (keys.length == 0) {
      return false;
    }
    int a = from + WINDOW - 1;
    int b = Math.max(a, from + ((to - from) >> 1) + WINDOW - 1);
    int aEnd = Math.min(b, to);
    while (a < aEnd && b < to) {
      int sa = rawShift[(text[a - 1] & 0x7F) << 7 | (text[a] & 0x7F)];
      int sb = rawShift[(text[b - 1] & 0x7F) << 7 | (text[b] & 0x7F)];
      if ((sa == 0 && windowAt(text, from, to, a - (WINDOW - 1))) || (sb == 0 && windowAt(text, from, to, b - (WINDOW - 1)))) {
        return true;
      }
      a += Math.max(sa, 1);
      b += Math.max(sb, 1);
    }
    return rest(text, from, to, a, aEnd) || rest(text, from, to, b, to);
  }

  /** One cursor over the windows that end in {@code [end, stop)}. */
  private boolean rest(byte[] text, int from, int to, int end, int stop) {
    while (end < stop) {
      int s = rawShift[(text[end - 1] & 0x7F) << 7 | (text[end] & 0x7F)];
      if (s == 0 && windowAt(text, from, to, end - (WINDOW - 1))) {
        return true;
      }
      end += Math.max(s, 1);
    }
    return false;
  }

  /** True when a pattern occurs with its window at {@code text[start, start + WINDOW)}. */
  private boolean windowAt(byte[] text, int from, int to, int start) {
    int b = block(FOLD[text[start + 2] & 0x7F], FOLD[text[start + 3] & 0x7F]);
    int w = FOLD[text[start] & 0x7F] << 24 | FOLD[text[start + 1] & 0x7F] << 16 | FOLD[text[start + 2] & 0x7F] << 8 | FOLD[text[start + 3] & 0x7F];
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
    int i = from;
    if (anchorWords != null) { // eight bytes at a time: a word with neither anchor byte nor a high bit is passed
      long a = anchorWords[0];
      long b = anchorWords[1];
      for (; i + Long.BYTES <= to; i += Long.BYTES) {
        long w = (long) LONGS.get(text, i);
        long x = w ^ a;
        long y = w ^ b;
        if (((((x - ONES) & ~x) | ((y - ONES) & ~y) | w) & HIGHS) != 0 && anchorsIn(text, from, to, i, i + Long.BYTES)) {
          return true;
        }
      }
    }
    return anchorsIn(text, from, to, i, to);
  }

  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;

  /** True when a short pattern occurs with its anchor in {@code text[lo, hi)} (the text being {@code [from, to)}). */
  private boolean anchorsIn(byte[] text, int from, int to, int lo, int hi) {
    for (int i = lo; i < hi; i++) {
      byte c = text[i];
      if (!anchor[c & 0xFF]) {
        continue;
      }
      if (c < 0) {
        return true;
      }
      // the char before it, white space passed, must be one a short pattern with this anchor has there
      int j = skipSpaces(text, from, i - 1, -1);
      if (!before[block(FOLD[c], j < from ? 0 : FOLD[text[j]])]) {
        continue;
      }
      for (Pattern p : shortPatterns) {
        if (p.chars[p.at] == FOLD[c] && occurs(p, text, from, to, i, i)) {
          return true;
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
