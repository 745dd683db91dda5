package io.github.ascendtriage.internal.output;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * The host names an input revealed, masked in one left-to-right pass per string whatever their
 * number (one pattern per name made 4,000 host folders cost minutes). A name is found where a run of
 * {@code [A-Za-z0-9_.-]} starts, and ends at the end of the run or before a dot
 * ({@code node-7/plog}, {@code node-7.log}, {@code node-7.cluster.local}); the longest such name
 * wins, case-insensitively. Each run is looked at once, up to the longest name's length, so the
 * work is linear in the string. Names with other characters cannot be found this way and are
 * ignored. Immutable and thread-safe.
 */
final class KnownNames {
  private final Set<String> names = new HashSet<>();
  private final int longest;

  KnownNames(Collection<String> raw) {
    int max = 0;
    for (String n : raw) {
      if (isName(n)) {
        names.add(lower(n, 0, n.length()));
        max = Math.max(max, n.length());
      }
    }
    longest = max;
  }

  private static boolean isName(String n) {
    if (n.isEmpty()) {
      return false;
    }
    for (int i = 0; i < n.length(); i++) {
      if (!inRun(n.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  static boolean inRun(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
  }

  private static String lower(CharSequence s, int from, int to) {
    char[] out = new char[to - from];
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      out[i - from] = c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
    return new String(out);
  }

  /**
   * {@code s} with every known name replaced by {@code mask}. Takes a {@link CharSequence} so a test
   * can count the characters read, which is how it proves the work does not grow with the names.
   *
   * @param s the text; null is returned as is
   */
  String mask(CharSequence s, String mask) {
    if (s == null) {
      return null;
    }
    if (names.isEmpty() || s.length() == 0) {
      return s.toString();
    }
    StringBuilder b = null;
    int copied = 0;
    int i = 0;
    int n = s.length();
    while (i < n) {
      if (!inRun(s.charAt(i))) {
        i++;
        continue;
      }
      int runEnd = i;
      while (runEnd < n && inRun(s.charAt(runEnd))) {
        runEnd++;
      }
      int found = -1;
      int limit = Math.min(runEnd, i + longest);
      for (int end = limit; end > i; end--) {
        if ((end == runEnd || s.charAt(end) == '.') && names.contains(lower(s, i, end))) {
          found = end;
          break;
        }
      }
      if (found > 0) {
        if (b == null) {
          b = new StringBuilder(n);
        }
        b.append(s, copied, i).append(mask);
        copied = found;
      }
      i = runEnd;
    }
    return b == null ? s.toString() : b.append(s, copied, n).toString();
  }
}
