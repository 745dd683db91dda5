package io.github.ascendtriage.internal.codes;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * What one scan of one line keeps: where the far literals of the forms occur (found once per line
 * and literal, then searched by bisection) and a count of the work done, which tests use to show
 * that a scan stays linear in the line's length.
 *
 * <p>Not thread-safe; one per scan.
 */
final class ScanState {
  final String line;
  /** Characters read and comparisons made; grows linearly with the line (tests check it). */
  long work;
  private Map<String, int[]> occurrences;

  ScanState(String line) {
    this.line = line;
  }

  /** True when the form's outermost literal {@code outer} starts a word at {@code pos}. */
  boolean atWordStart(int pos, Object outer) {
    if (!(outer instanceof String t) || t.isEmpty() || !Tokens.isWord(t.charAt(0))) {
      return true;
    }
    return pos == 0 || !Tokens.isWord(line.charAt(pos - 1));
  }

  /** Start of the last occurrence of {@code t} that ends at or before {@code pos}, or -1. */
  int lastEndingBy(String t, int pos) {
    int[] occ = occurrences(t);
    int limit = pos - t.length();
    int lo = 0;
    int hi = occ.length - 1;
    int found = -1;
    while (lo <= hi) {
      work++;
      int mid = (lo + hi) >>> 1;
      if (occ[mid] <= limit) {
        found = occ[mid];
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  /** Start of the first occurrence of {@code t} at or after {@code pos}, or -1. */
  int firstFrom(String t, int pos) {
    int[] occ = occurrences(t);
    int i = Arrays.binarySearch(occ, pos);
    work += 32 - Integer.numberOfLeadingZeros(occ.length + 1);
    if (i < 0) {
      i = -i - 1;
    }
    return i < occ.length ? occ[i] : -1;
  }

  /** Every start of {@code t} in the line (at word starts when {@code t} begins with a letter). */
  private int[] occurrences(String t) {
    if (occurrences == null) {
      occurrences = new HashMap<>();
    }
    int[] occ = occurrences.get(t);
    if (occ != null) {
      return occ;
    }
    boolean wordStart = !t.isEmpty() && Tokens.isWord(t.charAt(0));
    int[] buf = new int[8];
    int n = 0;
    work += line.length();
    for (int i = line.indexOf(t); i >= 0; i = line.indexOf(t, i + 1)) {
      work++;
      if (wordStart && i > 0 && Tokens.isWord(line.charAt(i - 1))) {
        continue;
      }
      if (n == buf.length) {
        buf = Arrays.copyOf(buf, n * 2);
      }
      buf[n++] = i;
    }
    occ = Arrays.copyOf(buf, n);
    occurrences.put(t, occ);
    return occ;
  }
}
