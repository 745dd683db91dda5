package io.github.ascendtriage.internal.input;

import java.util.Optional;

/**
 * The time a log line states, for pipelines ({@code @timestamp}): the plog header's
 * {@code 2026-11-29-10:22:33.123.456}, a console or Python logging prefix {@code 2026-11-29
 * 10:22:33,123}, or ISO 8601 {@code 2026-11-29T10:22:33.123+08:00}, near the start of the line.
 * Stateless and thread-safe.
 *
 * <p>The form is the regular expression {@code (\d{4}-\d{2}-\d{2})[-T ](\d{2}:\d{2}:\d{2})
 * (?:[.,](\d{1,9}))?(?:\.(\d{3}))?(Z|[+-]\d{2}:?\d{2})?(?!\d)}, searched leftmost first with the
 * regex engine's order of trying the optional parts. It runs on every line of a stream, so it is
 * matched by hand: the same answer (tested against that regex) without a regex engine per line.
 */
public final class LineTimestamps {
  /** Only the start of a line is searched: a time inside a message is no time of the line. */
  static final int SEARCH = 160;
  /** The mandatory part: d a digit, s a separator ({@code -}, {@code T} or a space). */
  private static final String CORE = "dddd-dd-ddsdd:dd:dd";

  private LineTimestamps() {}

  /** Where the first time starts and its parts end; -1 for a part the time does not have. */
  record Match(int start, int fractionEnd, int microEnd, int zoneEnd, int end) {}

  /**
   * The ISO 8601 form of the first time near the start of {@code line}: date, {@code T}, time,
   * fraction (the plog's milli and micro parts joined) and the zone only when the line gives one.
   *
   * @param line the line; must not be null
   * @return the time, or empty when the line states none
   */
  public static Optional<String> find(String line) {
    int n = Math.min(line.length(), SEARCH);
    Match m = first(line, n);
    if (m == null || !valid(line, m.start())) {
      return Optional.empty();
    }
    int i = m.start();
    // at most 10 + 1 + 8 + 1 + 9 + 3 + 6 chars, copied straight from the line; every one of them
    // is ASCII (digits, separators, the zone)
    byte[] b = new byte[40];
    copy(line, i, i + 10, b, 0);
    b[10] = 'T';
    copy(line, i + 11, i + 19, b, 11);
    int len = 19;
    int at = i + 19;
    if (m.fractionEnd() >= 0) {
      b[len++] = '.';
      len = copy(line, at + 1, m.fractionEnd(), b, len);
      at = m.fractionEnd();
      if (m.microEnd() >= 0) {
        len = copy(line, at + 1, m.microEnd(), b, len);
        at = m.microEnd();
      }
    }
    if (m.zoneEnd() >= 0) {
      if (m.zoneEnd() - at == 5) { // +hhmm is written +hh:mm
        len = copy(line, at, at + 3, b, len);
        b[len++] = ':';
        len = copy(line, at + 3, at + 5, b, len);
      } else {
        len = copy(line, at, m.zoneEnd(), b, len);
      }
    }
    return Optional.of(ascii(b, len));
  }

  /**
   * {@link #find(String)}, faster for a plog line whose header's timestamp {@code
   * dddd-dd-dd-dd:dd:dd.ddd.ddd} is known to start at {@code plogTime}: when no dash comes before
   * it, the search would try that place first and take its {@code .fff.uuu} form unless a digit or
   * a zone follows it (then, and for -1, the line is searched as {@code find} searches it).
   *
   * @param line the line; must not be null
   * @param plogTime where the header's timestamp starts, its shape and digits checked; -1 when unknown
   * @return the same as {@code find(line)}
   */
  public static Optional<String> find(String line, int plogTime) {
    int e = plogTime + PLOG_LEN;
    int n = Math.min(line.length(), SEARCH);
    if (plogTime < 0 || e > n || (e < n && !endsPlogTime(line.charAt(e)))
        || line.indexOf('-', 4) != plogTime + 4) {
      return find(line);
    }
    if (!valid(line, plogTime)) {
      return Optional.empty();
    }
    return Optional.of(plogForm(line, plogTime));
  }

  /**
   * {@link #find(String, int)} for a line not yet decoded: the ASCII bytes {@code b[from, to)},
   * whose plog header's timestamp (its shape and digits checked) starts at {@code from + plogTime}.
   *
   * @return the same as {@code find} of the line's string, or null when that answer needs the
   *     search (a dash before the header's time, a digit or zone right after it, a time past the
   *     searched start): then decode the line and ask {@link #find(String)}
   */
  @SuppressWarnings("deprecation")
  public static Optional<String> findPlog(byte[] b, int from, int to, int plogTime) {
    int e = plogTime + PLOG_LEN;
    int n = Math.min(to - from, SEARCH);
    if (plogTime < 0 || e > n || (e < n && !endsPlogTime((char) b[from + e])) || b[from + plogTime + 4] != '-') {
      return null;
    }
    for (int i = from + 4; i < from + plogTime + 4; i++) {
      if (b[i] == '-') {
        return null; // the search would find a dash, and maybe a time, before the header's
      }
    }
    int at = from + plogTime;
    int month = twoDigits(b, at + 5);
    int day = twoDigits(b, at + 8);
    int hour = twoDigits(b, at + 11);
    int minute = twoDigits(b, at + 14);
    int second = twoDigits(b, at + 17);
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour >= 24 || minute >= 60 || second > 60) {
      return Optional.empty();
    }
    byte[] t = new byte[PLOG_LEN - 1];
    System.arraycopy(b, at, t, 0, 23); // yyyy-mm-dd-hh:mm:ss.fff
    t[10] = 'T';
    System.arraycopy(b, at + 24, t, 23, PLOG_LEN - 24);
    return Optional.of(new String(t, 0, 0, t.length));
  }

  private static int twoDigits(byte[] b, int i) {
    return (b[i] - '0') * 10 + b[i + 1] - '0';
  }

  /**
   * {@code yyyy-mm-ddThh:mm:ss.ffffff} of the plog time at {@code at}: its milli and micro parts
   * joined, no zone. Its chars are digits and separators, so the deprecated copy of a string's low
   * bytes is exact for them, and one array copy each.
   */
  @SuppressWarnings("deprecation")
  private static String plogForm(String line, int at) {
    byte[] b = new byte[PLOG_LEN - 1];
    line.getBytes(at, at + 23, b, 0); // yyyy-mm-dd-hh:mm:ss.fff
    b[10] = 'T';
    line.getBytes(at + 24, at + PLOG_LEN, b, 23);
    return ascii(b, b.length);
  }

  /**
   * The string of {@code len} ASCII bytes: the (deprecated) constructor that only copies them. The
   * one taking a charset is too large to be inlined under the launcher's {@code FreqInlineSize}
   * and cost as much as the rest of a plog line's time.
   */
  @SuppressWarnings("deprecation")
  private static String ascii(byte[] b, int len) {
    return new String(b, 0, 0, len);
  }

  /** The length of the plog form {@code dddd-dd-dd-dd:dd:dd.ddd.ddd}. */
  private static final int PLOG_LEN = CORE.length() + 8;

  /** True when {@code c} after a plog time ends it (as {@link #at} takes it): no digit, no zone. */
  private static boolean endsPlogTime(char c) {
    return (c < '0' || c > '9') && c != 'Z' && c != '+' && c != '-';
  }

  /** Copies the (ASCII) chars {@code s[from, to)} into {@code b} at {@code at}; returns the end. */
  private static int copy(String s, int from, int to, byte[] b, int at) {
    for (int k = from; k < to; k++) {
      b[at++] = (byte) s.charAt(k);
    }
    return at;
  }

  /** The leftmost time in {@code s[0, n)}, as the regex of the class comment finds it; null for none. */
  static Match first(CharSequence s, int n) {
    if (s instanceof String str) {
      // only a place whose date has its dash four chars in is tried: the dashes found by indexOf
      // (an intrinsic), in order, until a time starting there would not fit before n
      for (int d = str.indexOf('-', 4); d >= 0 && d - 4 + CORE.length() <= n; d = str.indexOf('-', d + 1)) {
        if (core(s, d - 4)) {
          Match m = at(s, d - 4, n);
          if (m != null) {
            return m;
          }
        }
      }
      return null;
    }
    for (int i = 0; i + CORE.length() <= n; i++) {
      // the date's first dash decides most places at one read
      if (s.charAt(i + 4) == '-' && core(s, i)) {
        Match m = at(s, i, n);
        if (m != null) {
          return m;
        }
      }
    }
    return null;
  }

  /**
   * The optional parts after a core at {@code i}, tried in the regex's order (a part present
   * before absent, the longest fraction first, the zone's colon before none), until the time is
   * not followed by a digit.
   */
  private static Match at(CharSequence s, int i, int n) {
    int e = i + CORE.length();
    // the plog form, .fff.uuu and then no digit and no zone, is the answer of the search below
    // (three digits, then the micro part, then no zone): that answer at once
    if (e + 8 <= n && s.charAt(e) == '.' && s.charAt(e + 4) == '.' && digit(s, e + 1, n) && digit(s, e + 2, n)
        && digit(s, e + 3, n) && digit(s, e + 5, n) && digit(s, e + 6, n) && digit(s, e + 7, n)) {
      if (e + 8 == n || endsPlogTime(s.charAt(e + 8))) {
        return new Match(i, e + 4, e + 8, -1, e + 8);
      }
    }
    int digits = 0;
    if (e < n && (s.charAt(e) == '.' || s.charAt(e) == ',')) {
      while (digits < 9 && digit(s, e + 1 + digits, n)) {
        digits++;
      }
    }
    for (int k = digits; k >= 0; k--) { // k == 0: no fraction
      int p = k == 0 ? e : e + 1 + k;
      boolean micro = p + 3 < n && s.charAt(p) == '.' && digit(s, p + 1, n) && digit(s, p + 2, n) && digit(s, p + 3, n);
      for (int withMicro = micro ? 1 : 0; withMicro >= 0; withMicro--) {
        int q = withMicro == 1 ? p + 4 : p;
        int[] zones = zones(s, q, n);
        for (int z : zones) {
          int end = z < 0 ? q : z;
          if (!digit(s, end, n)) {
            return new Match(i, k == 0 ? -1 : p, withMicro == 1 ? q : -1, z, end);
          }
        }
      }
    }
    return null;
  }

  private static final int[] NO_ZONE = {-1};

  /** Where the zone can end after {@code q}, in the order tried; -1 is no zone (always last). */
  private static int[] zones(CharSequence s, int q, int n) {
    if (q >= n) {
      return NO_ZONE;
    }
    char c = s.charAt(q);
    if (c == 'Z') {
      return new int[] {q + 1, -1};
    }
    if ((c != '+' && c != '-') || !digit(s, q + 1, n) || !digit(s, q + 2, n)) {
      return NO_ZONE;
    }
    // +hh:mm or +hhmm: the colon decides, so at most one of the two fits
    if (q + 3 < n && s.charAt(q + 3) == ':') {
      return digit(s, q + 4, n) && digit(s, q + 5, n) ? new int[] {q + 6, -1} : NO_ZONE;
    }
    return digit(s, q + 3, n) && digit(s, q + 4, n) ? new int[] {q + 5, -1} : NO_ZONE;
  }

  private static boolean digit(CharSequence s, int i, int n) {
    if (i >= n) {
      return false;
    }
    char c = s.charAt(i);
    return c >= '0' && c <= '9';
  }

  /** {@link #CORE} at {@code at}: written out, as it is tried at each dash of a line's start. */
  private static boolean core(CharSequence s, int at) {
    char sep = s.charAt(at + 10);
    if (s.charAt(at + 4) != '-' || s.charAt(at + 7) != '-' || (sep != '-' && sep != 'T' && sep != ' ')
        || s.charAt(at + 13) != ':' || s.charAt(at + 16) != ':') {
      return false;
    }
    return d(s, at) && d(s, at + 1) && d(s, at + 2) && d(s, at + 3) && d(s, at + 5) && d(s, at + 6)
        && d(s, at + 8) && d(s, at + 9) && d(s, at + 11) && d(s, at + 12) && d(s, at + 14) && d(s, at + 15)
        && d(s, at + 17) && d(s, at + 18);
  }

  private static boolean d(CharSequence s, int i) {
    char c = s.charAt(i);
    return c >= '0' && c <= '9';
  }

  private static boolean valid(String s, int i) {
    int month = two(s, i + 5);
    int day = two(s, i + 8);
    int hour = two(s, i + 11);
    int minute = two(s, i + 14);
    int second = two(s, i + 17);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour < 24 && minute < 60 && second <= 60;
  }

  private static int two(String s, int i) {
    return (s.charAt(i) - '0') * 10 + s.charAt(i + 1) - '0';
  }
}
