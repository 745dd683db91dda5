package io.github.ascendtriage.internal.extract.automaton;

/**
 * Where {@link SkipSearch} looks for a pattern: its window of {@link #WINDOW} chars (any
 * occurrence holds it as raw bytes: a space only at its ends), the one whose pairs of chars are
 * least common in log text, or, for a pattern too short for one, its anchor char. Stateless.
 */
final class SkipPatterns {
  private SkipPatterns() {}

  /** The window length: the shortest patterns of the line gate that are not anchored are four chars. */
  static final int WINDOW = 4;

  /** The start of the window of {@code f} whose pairs of chars are least common in log text, or -1 when none fits. */
  static int rarestWindow(byte[] f) {
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
  static int weight(byte c) {
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
  static boolean window(byte[] f, int i) {
    for (int j = i + 1; j < i + WINDOW - 1; j++) {
      if (f[j] == ' ') {
        return false;
      }
    }
    return true;
  }

  /** The index of the last char of {@code p} that is not a space (its first when all are). */
  static int anchorIndex(byte[] p) {
    int a = p.length - 1;
    while (a > 0 && p[a] == ' ') {
      a--;
    }
    return a;
  }

}
