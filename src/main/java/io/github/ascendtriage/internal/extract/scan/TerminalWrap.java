package io.github.ascendtriage.internal.extract.scan;

/**
 * Terminal-wrap detection for one stream: a terminal cuts every long line at the same width, so a
 * line as long as the longest seen so far, seen at least twice (or at a usual terminal width),
 * whose last char and the next line's first char are both letters or digits, is taken as cut
 * mid-token. Not thread-safe: one per scanner.
 */
final class TerminalWrap {
  private static final int MIN_WRAP = 60;
  private static final int MAX_WRAP = 512;
  private final int[] lengthCounts = new int[MAX_WRAP + 1];
  private int longest;
  /** The line before the next, when it may be the first part of a cut line; else null. */
  String previous;

  /**
   * Counts a scanned line and returns it, with the cut token of the line before put back in front
   * when it continues that line (only the token's first part, so anchored formats still see the
   * line start).
   */
  String join(String raw) {
    String prev = previous;
    previous = raw;
    count(raw.length());
    if (prev == null || raw.isEmpty() || !wrappedBefore(prev, raw.length(), raw.charAt(0), longest, 0)) {
      return raw;
    }
    int cut = prev.length();
    while (cut > 0 && Character.isLetterOrDigit(prev.charAt(cut - 1)) && prev.length() - cut < 64) {
      cut--;
    }
    return prev.substring(cut) + raw;
  }

  /**
   * Counts a line of {@code len} chars as {@link #join} would; true when it is as long as the
   * longest line yet and of a length a terminal may cut at: then, if it ends in a letter or digit,
   * it may be the first part of a cut line, and the caller keeps it as {@link #previous}.
   */
  boolean count(int len) {
    if (len > longest) {
      longest = len;
    }
    boolean counted = len >= MIN_WRAP && len <= MAX_WRAP;
    if (counted && lengthCounts[len] < 1_000) {
      lengthCounts[len]++;
    }
    return counted && len == longest;
  }

  /**
   * True when a line of {@code len} chars beginning with {@code first}, were it counted now,
   * would continue the line before it, cut by a terminal (such a line is scanned, not skipped).
   */
  boolean cutBefore(int len, char first) {
    return previous != null && wrappedBefore(previous, len, first, Math.max(longest, len),
        previous.length() == len && len >= MIN_WRAP && len <= MAX_WRAP && lengthCounts[len] < 1_000 ? 1 : 0);
  }

  /**
   * True when a line of {@code curLength} chars beginning with {@code first} continues {@code
   * prev}, cut by a terminal; {@code longestNow} and {@code bonus} (added to the count of prev's
   * length) are the state after that line is counted.
   */
  private boolean wrappedBefore(String prev, int curLength, char first, int longestNow, int bonus) {
    int n = prev.length();
    if (n < MIN_WRAP || n > MAX_WRAP || n != longestNow || curLength == 0) {
      return false;
    }
    if (lengthCounts[n] + bonus < 2 && n != 80 && n != 100 && n != 120 && n != 132 && n != 160 && n != 200) {
      return false;
    }
    char last = prev.charAt(n - 1);
    return Character.isLetterOrDigit(last) && Character.isLetterOrDigit(first);
  }
}
