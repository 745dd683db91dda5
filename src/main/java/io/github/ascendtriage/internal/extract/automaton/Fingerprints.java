package io.github.ascendtriage.internal.extract.automaton;

import java.util.List;

/**
 * A byte-level proof that ASCII text holds none of a folded automaton's patterns, for an automaton
 * too large for a row per state (the CLI's case phrases: no {@link NoMatchCheck}), with one small
 * table whatever the number of states: a literal prefilter, then the exact check at the candidate
 * only, as ripgrep and Hyperscan do. Each pattern gives one fingerprint: a run of up to {@link #MAX}
 * of its chars with no space in it ({@link #choose}). Where a folded scan finds a
 * pattern, the text holds that pattern's fingerprint as consecutive bytes (folding maps one char to
 * one char, and only runs of spaces are joined, which a fingerprint never spans). At each window
 * that is a fingerprint, the pattern is compared around it as the scan reads it: chars folded, a
 * space of the pattern taking a run of them, and a word-start pattern refused where an ASCII letter
 * or digit comes just before it. Only where no pattern is found so is the text proved empty. A
 * pattern with a char outside ASCII (after folding) cannot occur in ASCII text and gives no
 * fingerprint; a byte outside ASCII gives no proof. Immutable, so thread-safe.
 */
final class Fingerprints {
  /** The longest fingerprint: four 7-bit chars in one int. */
  static final int MAX = 4;

  /**
   * ASCII chars from the most to the least common in log text, a rough order of our own (lower
   * case letters in English order, then digits and the punctuation of log lines); a char not listed
   * is rarer than all of them. A window's rarity is the sum of its chars' places; the rarer the
   * fingerprint, the fewer windows are compared (the answer does not depend on it).
   */
  static final String RARITY = "etaoinsrlcdmuhpfgbwykv0123456789xzjq_.:[]=,-()/";

  private final int[] keys; // open addressing by key = (length << 28) | chars, 0 = empty
  private final int[] first; // by slot: its first entry
  private final int[] next; // by entry: the next entry of the same key, -1 for none
  private final char[][] pattern; // by entry: the folded pattern
  private final int[] end; // by entry: where the fingerprint ends in it (the index of its last char)
  private final boolean[] wordStart; // by entry
  private final int mask;
  // by fingerprint length: a bit per key (one or two chars: the key itself; three or four: a hash of
  // 2^17 bits), so a window that is no fingerprint costs one read of a small table
  private final long[][] bits = {null, new long[2], new long[1 << 8], new long[1 << 11], new long[1 << 11]};
  private static final byte[] FOLD = new byte[128]; // ASCII folded; 0 for a char that folds to a space
  private final boolean never; // a pattern with no char but spaces: no proof is possible

  /** The fingerprints of {@code patterns} (as the automaton holds them), each word-start where {@code wordStart} says. */
  Fingerprints(List<String> patterns, boolean[] wordStart) {
    int n = patterns.size();
    int size = Integer.highestOneBit(Math.max(16, n * 4) - 1) << 1; // at most a quarter full
    keys = new int[size];
    first = new int[size];
    mask = size - 1;
    next = new int[n];
    pattern = new char[n][];
    end = new int[n];
    this.wordStart = new boolean[n];
    boolean none = false;
    int entries = 0;
    char[][] folded = new char[n][];
    for (int p = 0; p < n; p++) {
      folded[p] = patterns.get(p).toCharArray();
      for (int i = 0; i < folded[p].length; i++) {
        folded[p][i] = FoldedChars.fold(folded[p][i]);
      }
    }
    java.util.Map<Integer, Integer> shared = shared(folded);
    for (int p = 0; p < n; p++) {
      long choice = choose(folded[p], shared);
      if (choice == 0) {
        continue; // cannot occur in ASCII text
      }
      if (choice < 0) {
        none = true;
        continue;
      }
      int key = (int) choice;
      int len = key >>> 28;
      int h = len <= 2 ? key & 0x3FFF : bit(key);
      bits[len][h >>> 6] |= 1L << h;
      pattern[entries] = folded[p];
      end[entries] = (int) (choice >>> 32);
      this.wordStart[entries] = wordStart[p];
      int s = slot(key);
      while (keys[s] != 0 && keys[s] != key) {
        s = (s + 1) & mask;
      }
      next[entries] = keys[s] == 0 ? -1 : first[s];
      keys[s] = key;
      first[s] = entries++;
    }
    never = none;
  }

  /**
   * The fingerprint of the folded pattern {@code p}: its key in the low int and the index of its
   * last char in the high int; 0 when it cannot occur in ASCII text (a char outside ASCII), -1 when
   * it has no char but spaces. The longest windows first; among them the one the fewest patterns
   * share ({@code shared}: a window held by many patterns is a common word, such as {@code devi}),
   * then the rarest by {@link #RARITY}.
   */
  static long choose(char[] p, java.util.Map<Integer, Integer> shared) {
    long best = -1;
    long bestScore = Long.MIN_VALUE;
    int bestLen = 0;
    int run = 0;
    for (int i = 0; i < p.length; i++) {
      if (p[i] >= 128) {
        return 0;
      }
      run = p[i] == ' ' ? 0 : run + 1;
      int len = Math.min(run, MAX);
      if (len == 0 || len < bestLen) {
        continue;
      }
      int rarity = 0;
      int chars = 0;
      for (int j = i - len + 1; j <= i; j++) {
        int r = RARITY.indexOf(p[j]);
        rarity += r < 0 ? RARITY.length() : r;
        chars = chars << 7 | p[j];
      }
      int key = len << 28 | chars;
      long score = (shared == null ? 0 : -(long) shared.getOrDefault(key, 0) << 16) + rarity;
      if (len > bestLen || score > bestScore) {
        best = (long) i << 32 | key;
        bestScore = score;
        bestLen = len;
      }
    }
    return best;
  }

  /** How many of the folded patterns hold each window of up to {@link #MAX} chars without a space (by key). */
  private static java.util.Map<Integer, Integer> shared(char[][] folded) {
    java.util.Map<Integer, Integer> count = new java.util.HashMap<>();
    java.util.Set<Integer> own = new java.util.HashSet<>();
    for (char[] p : folded) {
      own.clear();
      int run = 0;
      int chars = 0;
      for (char c : p) {
        run = c == ' ' || c >= 128 ? 0 : run + 1;
        chars = chars << 7 | (c & 127);
        if (run >= MAX) {
          own.add(MAX << 28 | (chars & ((1 << 7 * MAX) - 1)));
        }
      }
      for (Integer k : own) {
        count.merge(k, 1, Integer::sum);
      }
    }
    return count;
  }

  static {
    for (char c = 0; c < 128; c++) {
      char f = FoldedChars.fold(c);
      FOLD[c] = f == ' ' ? 0 : (byte) f;
    }
  }

  private static int bit(int key) {
    return (key * 0x9E3779B1) >>> 15;
  }

  private int slot(int key) {
    return (key * 0x9E3779B1 >>> 12) & mask;
  }

  /** True when the ASCII bytes {@code text[from, n)} surely hold no pattern; false when they may. */
  boolean none(byte[] text, int from, int n) {
    if (never) {
      return false;
    }
    long[] one = bits[1];
    long[] two = bits[2];
    long[] three = bits[3];
    long[] four = bits[4];
    int chars = 0;
    int run = 0;
    for (int i = from; i < n; i++) {
      byte b = text[i];
      if (b < 0) {
        return false;
      }
      int c = FOLD[b];
      if (c == 0) {
        run = 0;
        continue;
      }
      chars = chars << 7 | c;
      run++;
      if (run >= 4) {
        int k = 4 << 28 | (chars & 0xFFFFFFF);
        int h = bit(k);
        if ((four[h >>> 6] & 1L << h) != 0 && found(text, from, n, i, k)) {
          return false;
        }
      }
      if (run >= 3) {
        int k = 3 << 28 | (chars & 0x1FFFFF);
        int h = bit(k);
        if ((three[h >>> 6] & 1L << h) != 0 && found(text, from, n, i, k)) {
          return false;
        }
      }
      if ((one[c >>> 6] & 1L << c) != 0 && found(text, from, n, i, 1 << 28 | c)) {
        return false;
      }
      if (run >= 2 && (two[(chars & 0x3FFF) >>> 6] & 1L << chars) != 0 && found(text, from, n, i, 2 << 28 | (chars & 0x3FFF))) {
        return false;
      }
    }
    return true;
  }

  /** True when a pattern whose fingerprint is {@code key} occurs with it ending at {@code text[i]}. */
  private boolean found(byte[] text, int from, int n, int i, int key) {
    int s = slot(key);
    while (keys[s] != 0 && keys[s] != key) {
      s = (s + 1) & mask;
    }
    if (keys[s] == 0) {
      return false;
    }
    for (int e = first[s]; e >= 0; e = next[e]) {
      int start = before(text, from, i, pattern[e], end[e]);
      if (start != Integer.MIN_VALUE && after(text, n, i, pattern[e], end[e])
          && !(wordStart[e] && start >= from && FoldedChars.wordChar((char) text[start]))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Compares {@code p[0, at]} backwards with the text ending at {@code text[i]}: the index of the
   * byte before the match (below {@code from} when none), or {@code Integer.MIN_VALUE} when it
   * differs.
   */
  private static int before(byte[] text, int from, int i, char[] p, int at) {
    int j = i;
    for (int k = at; k >= 0; k--) {
      if (j < from || FoldedChars.fold((char) text[j]) != p[k]) {
        return Integer.MIN_VALUE;
      }
      j--;
      if (p[k] == ' ') { // a space of the pattern takes the whole run
        while (j >= from && FoldedChars.fold((char) text[j]) == ' ') {
          j--;
        }
      }
    }
    return j;
  }

  /** True when {@code p} after index {@code at} follows {@code text[i]} (as {@link #before}, forwards). */
  private static boolean after(byte[] text, int n, int i, char[] p, int at) {
    int j = i + 1;
    for (int k = at + 1; k < p.length; k++) {
      if (j >= n || FoldedChars.fold((char) text[j]) != p[k]) {
        return false;
      }
      j++;
      if (p[k] == ' ') {
        while (j < n && FoldedChars.fold((char) text[j]) == ' ') {
          j++;
        }
      }
    }
    return true;
  }
}
