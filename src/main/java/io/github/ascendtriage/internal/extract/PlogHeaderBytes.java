package io.github.ascendtriage.internal.extract;

import static io.github.ascendtriage.internal.extract.PlogHeaderChars.LEVELS;
import static io.github.ascendtriage.internal.extract.PlogHeaderChars.TS_LEN;
import static io.github.ascendtriage.internal.extract.PlogHeaderChars.digit;
import static io.github.ascendtriage.internal.extract.PlogHeaderChars.level;
import static io.github.ascendtriage.internal.extract.PlogHeaderChars.space;
import static io.github.ascendtriage.internal.extract.PlogHeaderChars.timestamp;
import static io.github.ascendtriage.internal.extract.PlogHeaderChars.upper;

/**
 * {@link PlogHeader}'s parse on the ASCII bytes of a line not yet decoded: the reader offers a
 * quiet line's bytes first, and a line the gate skips is never decoded. A twin of the char parse,
 * step for step (Java has no code generic over arrays of primitives, and widening the bytes to
 * chars first would cost about as much as the parse), held to it by {@code PlogHeaderTest}.
 * Stateless; the result goes to the caller's {@link PlogHeader}.
 */
final class PlogHeaderBytes {
  private PlogHeaderBytes() {}

  /**
   * True when the ASCII bytes {@code s[o, n)} ({@code n} the end, not a length) start with a plog
   * header; its positions, relative to {@code o}, are then stored in {@code h}.
   */
  static boolean find(byte[] s, int o, int n, PlogHeader h) {
    int lv = level(s, o);
    if (lv < 0) {
      return false;
    }
    int p = o + LEVELS[lv].length() + 2;
    if (p < n && space(s[p])) {
      p++;
    }
    int ms = p;
    if (p >= n || !upper(s[p])) {
      return false;
    }
    p++;
    while (p < n && p - ms <= 31 && (upper(s[p]) || digit(s[p]) || s[p] == '_')) {
      p++;
    }
    if (p >= n || s[p] != '(' || p - ms > 31) {
      return false;
    }
    int me = p;
    p++;
    int ds = p;
    while (p < n && digit(s[p]) && p - ds < 11) {
      p++;
    }
    if (p == ds || p - ds > 10 || p >= n || s[p] != ',') {
      return false;
    }
    int de = p;
    p++;
    if (p < n && space(s[p])) {
      p++;
    }
    int ps = p;
    while (p < n && s[p] != ')' && p - ps <= 80) {
      p++;
    }
    if (p >= n || s[p] != ')' || p - ps > 80) {
      return false;
    }
    p++;
    if (p + 1 + TS_LEN > n || s[p] != ':') {
      return false;
    }
    p++;
    if (!timestamp(s, p)) {
      return false;
    }
    int ts = p;
    p += TS_LEN;
    if (p < n && space(s[p])) {
      p++;
    }
    int fs = -1;
    int fe = -1;
    if (p < n && s[p] == '[') {
      int close2 = fileEnd(s, p, n);
      if (close2 > 0) {
        fs = p + 1;
        fe = lastColon(s, close2 - 1);
        p = close2 + 1;
      }
    }
    if (p < n && space(s[p])) {
      p++;
    }
    h.found(lv, ms - o, me - o, ds - o, de - o, ts - o, fs < 0 ? -1 : fs - o, fs < 0 ? -1 : fe - o, p - o);
    if (fs >= 0) {
      threadId(s, o, p, n, h);
    }
    return true;
  }

  /** The thread id at {@code p} ({@code [digits]}, or digits and a space); indices absolute, stored relative to {@code o}. */
  private static void threadId(byte[] s, int o, int p, int n, PlogHeader h) {
    int q = p;
    if (q < n && s[q] == ' ') {
      q++;
    }
    boolean bracket = q < n && s[q] == '[';
    int ds = bracket ? q + 1 : q;
    int i = ds;
    while (i < n && i - ds <= 10 && digit(s[i])) {
      i++;
    }
    int digits = i - ds;
    if ((bracket && digits >= 1 && digits <= 10 && i < n && s[i] == ']')
        || (!bracket && q == p && digits >= 3 && digits <= 10 && i < n && s[i] == ' ')) {
      h.threadIdAt(ds - o, i - o);
    }
  }

  /** The index of the ']' closing {@code [file:line]} opened at {@code open}, or -1. */
  private static int fileEnd(byte[] s, int open, int n) {
    int limit = Math.min(n, open + 1 + 200 + 1 + 7 + 1);
    for (int i = open + 1; i < limit; i++) {
      byte c = s[i];
      if (c == '[') {
        return -1;
      }
      if (c == ']') {
        int j = i - 1;
        while (j > open && digit(s[j])) {
          j--;
        }
        int digits = i - 1 - j;
        // file part: 1 to 200 chars before the colon
        if (digits >= 1 && digits <= 7 && s[j] == ':' && j - open - 1 >= 1 && j - open - 1 <= 200) {
          return i;
        }
        return -1;
      }
    }
    return -1;
  }

  /** The index of the last ':' at or before {@code from} (there is one: fileEnd saw it). */
  private static int lastColon(byte[] s, int from) {
    int i = from;
    while (i >= 0 && s[i] != ':') {
      i--;
    }
    return i;
  }
}
