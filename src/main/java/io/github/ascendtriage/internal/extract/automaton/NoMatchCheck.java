package io.github.ascendtriage.internal.extract.automaton;

/**
 * A quick proof that a text holds none of an automaton's patterns, for an automaton whose states
 * all have rows (the quiet-line gate's, the case phrases'). A scan is one chain of dependent row
 * reads, each waiting for the one before; this check walks the text's two halves with two cursors
 * in one loop, so two chains overlap in the processor. The second cursor starts from the root in
 * the middle, so it sees every match that starts there or later; the first goes on past the middle
 * until no match begun before the middle can still be in progress (its state is no deeper than the
 * chars read since the middle). A pattern's end, or a char outside ASCII, gives no proof: the caller
 * then scans as usual, so what is found never depends on this check. A silent pattern that counts
 * only at a word start (the only one ending where it ends, with no space before its last char) is
 * passed over where an ASCII letter or digit comes just before it; so is a reported one in an
 * automaton that only reports (the case phrases': {@code transport} inside {@code kernelTransport}).
 * A text shorter than {@link #MIN_CHARS} is walked by one cursor, so it is proved as exactly as a
 * long one (a short quiet message such as {@code rdmaRetryCnt is set [18]} is then no longer
 * decoded and scanned again: run 2026-12-05-quiet16). Immutable, so thread-safe.
 */
final class NoMatchCheck {
  /** Shorter texts are not worth two cursors: one walks them. */
  static final int MIN_CHARS = 32;

  private final int[] rows; // the automaton's: target offsets, complemented where a pattern ends
  private final byte[] classOf;
  private final int classes;
  private final int[] depth; // by state: the length of the prefix it stands for
  private final boolean[] space = new boolean[128]; // chars that fold to a space (folded automata)
  private final int[] wordLen; // by state: the length of the word-start pattern ending there alone, else 0

  NoMatchCheck(int[] rows, byte[] classOf, int classes, int[] depth, boolean folded, int[] firstOut, int[] outLink,
      int[] own, String[] patterns, boolean[] passOver) {
    this.wordLen = wordLengths(firstOut, outLink, own, patterns, passOver);
    this.rows = rows;
    this.classOf = classOf;
    this.classes = classes;
    this.depth = depth;
    for (char c = 0; c < 128; c++) {
      space[c] = folded && FoldedChars.fold(c) == ' ';
    }
  }

  /** True when {@code text[from, n)} holds no pattern; false when it may (then scan it). */
  boolean none(char[] text, int from, int n) {
    if (n - from < MIN_CHARS) {
      return walk(text, from, from, n, 0) >= 0;
    }
    int mid = from + ((n - from) >> 1);
    // the second cursor starts on a char that is not a space, so it starts no run of white space
    // that the folded scan would have joined to the one before
    while (mid < n && text[mid] < 128 && space[text[mid]]) {
      mid++;
    }
    if (mid >= n || text[mid] >= 128) {
      return false;
    }
    int a = from;
    int b = mid;
    int atA = 0;
    int atB = 0;
    for (; a < mid && b < n; a++, b++) {
      char ca = text[a];
      char cb = text[b];
      if ((ca | cb) >= 128) {
        return false;
      }
      int va = rows[atA + classOf[ca]];
      int vb = rows[atB + classOf[cb]];
      if ((va | vb) < 0 && ((va = va < 0 ? pass(text, from, a, ~va) : va) | (vb = vb < 0 ? pass(text, from, b, ~vb) : vb)) < 0) {
        return false;
      }
      atA = va;
      atB = vb;
    }
    if (walk(text, from, b, n, atB) < 0) {
      return false;
    }
    atA = walk(text, from, a, mid, atA);
    // past the middle: a space counts as no char read, as a run of them may fold to one
    for (int read = 0, i = mid; atA >= 0 && i < n && depth[atA / classes] > read; i++) {
      char c = text[i];
      atA = c < 128 ? rows[atA + classOf[c]] : -1;
      atA = atA < 0 && c < 128 ? pass(text, from, i, ~atA) : atA;
      if (c < 128 && !space[c]) {
        read++;
      }
    }
    return atA >= 0;
  }

  /** One cursor over {@code text[i, end)} from {@code at}: where it ends, or -1 for no proof. */
  private int walk(char[] text, int from, int i, int end, int at) {
    for (; i < end && at >= 0; i++) {
      char c = text[i];
      at = c < 128 ? rows[at + classOf[c]] : -1;
      at = at < 0 && c < 128 ? pass(text, from, i, ~at) : at;
    }
    return at;
  }

  /**
   * {@code code} when the match that ends at {@code text[i]} in its state is a word-start pattern
   * with an ASCII letter or digit just before it, not below {@code from} (no match: go on); else -1.
   */
  private int pass(char[] text, int from, int i, int code) {
    int before = i - wordLen[code / classes];
    return before < i && before >= from && text[before] < 128 && FoldedChars.wordChar(text[before]) ? code : -1;
  }

  /** As {@link #pass(char[], int, int, int)} on bytes. */
  private int pass(byte[] text, int from, int i, int code) {
    int before = i - wordLen[code / classes];
    return before < i && before >= from && text[before] >= 0 && FoldedChars.wordChar((char) text[before]) ? code : -1;
  }

  /**
   * By state of an automaton: the length of the pattern that ends there when it is the only one
   * (none on its failure chain), counts for nothing off a word start ({@code passOver}: not
   * reported there, and its mask, if any, counted only at a word start; a pattern only reported
   * counts so only in an automaton that only reports, the case phrases': no mask), and has no space
   * before its last char (so its raw text is as long as it is); 0 otherwise.
   */
  private static int[] wordLengths(int[] firstOut, int[] outLink, int[] own, String[] patterns, boolean[] passOver) {
    int[] len = new int[firstOut.length];
    for (int s = 1; s < len.length; s++) {
      int t = firstOut[s];
      int p = t == 0 ? -1 : own[t];
      if (p >= 0 && outLink[t] == 0 && passOver[p]
          && patterns[p].lastIndexOf(' ', patterns[p].length() - 2) < 0) {
        len[s] = patterns[p].length();
      }
    }
    return len;
  }

  /**
   * As {@link #none(char[], int, int)} on ASCII bytes (a line not yet decoded); a byte outside
   * ASCII gives no proof. A twin of the char method, step for step: Java has no code generic over
   * arrays of primitives, and a char view of the bytes would cost the very copy this path saves.
   */
  boolean none(byte[] text, int from, int n) {
    if (n - from < MIN_CHARS) {
      return walk(text, from, from, n, 0) >= 0;
    }
    int mid = from + ((n - from) >> 1);
    while (mid < n && text[mid] >= 0 && space[text[mid]]) {
      mid++;
    }
    if (mid >= n || text[mid] < 0) {
      return false;
    }
    int a = from;
    int b = mid;
    int atA = 0;
    int atB = 0;
    for (; a < mid && b < n; a++, b++) {
      byte ca = text[a];
      byte cb = text[b];
      if ((ca | cb) < 0) {
        return false;
      }
      int va = rows[atA + classOf[ca]];
      int vb = rows[atB + classOf[cb]];
      if ((va | vb) < 0 && ((va = va < 0 ? pass(text, from, a, ~va) : va) | (vb = vb < 0 ? pass(text, from, b, ~vb) : vb)) < 0) {
        return false;
      }
      atA = va;
      atB = vb;
    }
    if (walk(text, from, b, n, atB) < 0) {
      return false;
    }
    atA = walk(text, from, a, mid, atA);
    for (int read = 0, i = mid; atA >= 0 && i < n && depth[atA / classes] > read; i++) {
      byte c = text[i];
      atA = c >= 0 ? rows[atA + classOf[c]] : -1;
      atA = atA < 0 && c >= 0 ? pass(text, from, i, ~atA) : atA;
      if (c >= 0 && !space[c]) {
        read++;
      }
    }
    return atA >= 0;
  }

  private int walk(byte[] text, int from, int i, int end, int at) {
    for (; i < end && at >= 0; i++) {
      byte c = text[i];
      at = c >= 0 ? rows[at + classOf[c]] : -1;
      at = at < 0 && c >= 0 ? pass(text, from, i, ~at) : at;
    }
    return at;
  }
}
