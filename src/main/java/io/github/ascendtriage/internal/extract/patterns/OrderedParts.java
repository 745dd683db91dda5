package io.github.ascendtriage.internal.extract.patterns;

/**
 * The match of an ascend-fd pattern on one line: its parts must occur in order, each after the end
 * of the previous one, case-sensitively ({@code regex.in}). Stateless.
 */
final class OrderedParts {
  private OrderedParts() {}

  /**
   * Finds {@code ps[from..]} in order in {@code line} from {@code at}; returns the index of the first
   * part not found ({@code ps.length} when all are).
   */
  static int matched(String line, String[] ps, int from, int at) {
    int k = from;
    while (k < ps.length) {
      int found = line.indexOf(ps[k], at);
      if (found < 0) {
        return k;
      }
      at = found + ps[k].length();
      k++;
    }
    return k;
  }
}
