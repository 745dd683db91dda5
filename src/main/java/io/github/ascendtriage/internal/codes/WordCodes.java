package io.github.ascendtriage.internal.codes;

import java.util.Set;

/**
 * The codes that are words ({@code E19999}, {@code HCCL_E_TIMEOUT}), with the first chars and
 * lengths they can have, so that most words of a line are dismissed without a lookup. Immutable.
 */
final class WordCodes {
  private final Set<String> words;
  private final boolean[] starts = new boolean[128];
  private final int min;
  private final int max;

  WordCodes(Set<String> words) {
    this.words = Set.copyOf(words);
    int lo = Integer.MAX_VALUE;
    int hi = 0;
    for (String w : words) {
      if (w.charAt(0) < 128) {
        starts[w.charAt(0)] = true;
      }
      lo = Math.min(lo, w.length());
      hi = Math.max(hi, w.length());
    }
    min = lo;
    max = hi;
  }

  /** The word code {@code line[from, to)} is, or null when it is none. */
  String find(String line, int from, int to) {
    char first = line.charAt(from);
    if (to - from < min || to - from > max || first >= 128 || !starts[first]) {
      return null;
    }
    String w = line.substring(from, to);
    return words.contains(w) ? w : null;
  }
}
