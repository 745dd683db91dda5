package io.github.ascendtriage.internal.extract;

/**
 * Parses the plog line header {@code [LEVEL] MODULE(pid, pname):yyyy-mm-dd-hh:mm:ss.fff.uuu
 * [file:line]} by index, without a regex: it runs on every plog line of a tree, and the regex it
 * replaces ({@link ConsolePrefix#PLOG}, kept as the reference in tests) was a fifth of a scan.
 * Accepts the same variants: optional spaces after the level and the timestamp, a space before the
 * process name, an optional {@code [file:line]}. After {@code [file:line]} it also reads the thread
 * id that modules print first: {@code [107626]} (HCCL, with or without a space before it) or a bare
 * number and a space (RUNTIME, ASCENDCL, GE, APP). Not thread-safe: one per scanner, reused per line.
 */
final class PlogHeader {
  String level;
  String module;
  String pid;
  String timestamp; // raw, yyyy-mm-dd-hh:mm:ss.fff.uuu
  String file; // null when the header has no [file:line]
  String tid; // null when no thread id follows [file:line]
  int end; // end of the header proper (after [file:line] and one space)
  int bodyStart; // where the message starts: after the thread id when there is one, else end

  private static final String TS_SHAPE = "dddd-dd-dd-dd:dd:dd.ddd.ddd";
  private static final int TS_LEN = TS_SHAPE.length();

  private static final String[] LEVELS = {
    "ERROR", "WARNING", "WARN", "INFO", "DEBUG", "EVENT", "TRACE", "CRITICAL"
  };

  // where the fields are, set by locate: nothing is copied until parse asks for the strings
  private int levelIdx;
  private int modStart;
  private int modEnd;
  private int pidStart;
  private int pidEnd;
  private int tsStart;
  private int fileStart; // -1: no [file:line]
  private int fileEnd;
  private int tidStart; // -1: no thread id
  private int tidEnd;

  /** True when {@code s} starts with a plog header; the fields then describe it. */
  boolean parse(String s) {
    if (!locate(s)) {
      return false;
    }
    level = LEVELS[levelIdx];
    module = s.substring(modStart, modEnd);
    pid = s.substring(pidStart, pidEnd);
    timestamp = s.substring(tsStart, tsStart + TS_LEN);
    file = fileStart < 0 ? null : s.substring(fileStart, fileEnd);
    tid = tidStart < 0 ? null : s.substring(tidStart, tidEnd);
    return true;
  }

  /** The level of the header last located (without copying the other fields). */
  String locatedLevel() {
    return LEVELS[levelIdx];
  }

  /**
   * True when {@code s} starts with a plog header; then {@link #end}, {@link #bodyStart} and the
   * positions of the fields are set (the string fields are left as they were).
   */
  boolean locate(String s) {
    // the gate locates a quiet line's header and the scan of the same line parses it: once
    if (s == located) {
      return locatedOk;
    }
    locatedOk = find(s);
    located = s;
    return locatedOk;
  }

  private String located; // the line locate saw last (by identity), and its answer
  private boolean locatedOk;

  private boolean find(String s) {
    int n = s.length();
    if (n < 40 || s.charAt(0) != '[') {
      return false;
    }
    int close = s.indexOf(']', 1);
    if (close < 2 || close > 9) {
      return false;
    }
    int lv = -1;
    for (int i = 0; i < LEVELS.length; i++) {
      if (LEVELS[i].length() == close - 1 && s.startsWith(LEVELS[i], 1)) {
        lv = i;
        break;
      }
    }
    if (lv < 0) {
      return false;
    }
    int p = close + 1;
    if (p < n && Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    int ms = p;
    if (p >= n || !upper(s.charAt(p))) {
      return false;
    }
    p++;
    while (p < n && p - ms <= 31 && (upper(s.charAt(p)) || digit(s.charAt(p)) || s.charAt(p) == '_')) {
      p++;
    }
    if (p >= n || s.charAt(p) != '(' || p - ms > 31) {
      return false;
    }
    int me = p;
    p++;
    int ds = p;
    while (p < n && digit(s.charAt(p)) && p - ds < 11) {
      p++;
    }
    if (p == ds || p - ds > 10 || p >= n || s.charAt(p) != ',') {
      return false;
    }
    int de = p;
    p++;
    if (p < n && Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    int ps = p;
    while (p < n && s.charAt(p) != ')' && p - ps <= 80) {
      p++;
    }
    if (p >= n || s.charAt(p) != ')' || p - ps > 80) {
      return false;
    }
    p++;
    if (p + 1 + TS_LEN > n || s.charAt(p) != ':') {
      return false;
    }
    p++;
    if (!timestamp(s, p)) {
      return false;
    }
    int ts = p;
    p += TS_LEN;
    if (p < n && Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    int fs = -1;
    int fe = -1;
    if (p < n && s.charAt(p) == '[') {
      int close2 = fileEnd(s, p);
      if (close2 > 0) {
        fs = p + 1;
        fe = s.lastIndexOf(':', close2 - 1);
        p = close2 + 1;
      }
    }
    if (p < n && Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    levelIdx = lv;
    modStart = ms;
    modEnd = me;
    pidStart = ds;
    pidEnd = de;
    tsStart = ts;
    fileStart = fs;
    fileEnd = fe;
    end = p;
    tidStart = -1;
    bodyStart = p;
    if (fs >= 0) {
      threadId(s, p);
    }
    return true;
  }

  /** The thread id at {@code p}: {@code [digits]} (one space may come first) or digits and a space. */
  private void threadId(String s, int p) {
    int n = s.length();
    int q = p;
    if (q < n && s.charAt(q) == ' ') {
      q++;
    }
    boolean bracket = q < n && s.charAt(q) == '[';
    int ds = bracket ? q + 1 : q;
    int i = ds;
    while (i < n && i - ds <= 10 && digit(s.charAt(i))) {
      i++;
    }
    int digits = i - ds;
    if (bracket && digits >= 1 && digits <= 10 && i < n && s.charAt(i) == ']') {
      tidStart = ds;
      tidEnd = i;
      bodyStart = i + 1;
    } else if (!bracket && q == p && digits >= 3 && digits <= 10 && i < n && s.charAt(i) == ' ') {
      tidStart = ds;
      tidEnd = i;
      bodyStart = i + 1;
    }
  }

  /** The index of the ']' closing {@code [file:line]} opened at {@code open}, or -1. */
  private static int fileEnd(String s, int open) {
    int n = s.length();
    int limit = Math.min(n, open + 1 + 200 + 1 + 7 + 1);
    for (int i = open + 1; i < limit; i++) {
      char c = s.charAt(i);
      if (c == '[') {
        return -1;
      }
      if (c == ']') {
        int j = i - 1;
        while (j > open && digit(s.charAt(j))) {
          j--;
        }
        int digits = i - 1 - j;
        // file part: 1 to 200 chars before the colon
        if (digits >= 1 && digits <= 7 && s.charAt(j) == ':' && j - open - 1 >= 1 && j - open - 1 <= 200) {
          return i;
        }
        return -1;
      }
    }
    return -1;
  }

  /** {@code dddd-dd-dd-dd:dd:dd.ddd.ddd} at {@code p}: the separators, then the digits between them. */
  private static boolean timestamp(String s, int p) {
    if (s.charAt(p + 4) != '-' || s.charAt(p + 7) != '-' || s.charAt(p + 10) != '-' || s.charAt(p + 13) != ':'
        || s.charAt(p + 16) != ':' || s.charAt(p + 19) != '.' || s.charAt(p + 23) != '.') {
      return false;
    }
    for (int i = 0; i < TS_LEN; i++) {
      if (TS_DIGIT[i] && !digit(s.charAt(p + i))) {
        return false;
      }
    }
    return true;
  }

  private static final boolean[] TS_DIGIT = new boolean[TS_LEN];

  static {
    for (int i = 0; i < TS_LEN; i++) {
      TS_DIGIT[i] = TS_SHAPE.charAt(i) == 'd';
    }
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean upper(char c) {
    return c >= 'A' && c <= 'Z';
  }
}
