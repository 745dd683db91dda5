package io.github.ascendtriage.internal.extract.scan;

import static io.github.ascendtriage.internal.extract.scan.PlogHeaderChars.digit;
import static io.github.ascendtriage.internal.extract.scan.PlogHeaderChars.level;
import static io.github.ascendtriage.internal.extract.scan.PlogHeaderChars.space;
import static io.github.ascendtriage.internal.extract.scan.PlogHeaderChars.timestamp;
import static io.github.ascendtriage.internal.extract.scan.PlogHeaderChars.upper;

/**
 * Parses the plog line header {@code [LEVEL] MODULE(pid, pname):yyyy-mm-dd-hh:mm:ss.fff.uuu
 * [file:line]} by index, without a regex: it runs on every plog line of a tree, and the regex it
 * replaces ({@link ConsolePrefix#PLOG}, kept as the reference in tests) was a fifth of a scan.
 * Accepts the same variants: optional spaces after the level and the timestamp, a space before the
 * process name, an optional {@code [file:line]}. After {@code [file:line]} it also reads the thread
 * id that modules print first: {@code [107626]} (HCCL, with or without a space before it) or a bare
 * number and a space (RUNTIME, ASCENDCL, GE, APP). Not thread-safe: one per scanner, reused per line.
 */
public final class PlogHeader {
  String level;
  String module;
  String pid;
  String timestamp; // raw, yyyy-mm-dd-hh:mm:ss.fff.uuu
  String file; // null when the header has no [file:line]
  String tid; // null when no thread id follows [file:line]
  int end; // end of the header proper (after [file:line] and one space)
  int bodyStart; // where the message starts: after the thread id when there is one, else end

  private static final int TS_LEN = PlogHeaderChars.TS_LEN;

  private static final String[] LEVELS = PlogHeaderChars.LEVELS;

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
    fieldsFrom(s);
    return true;
  }

  /**
   * Sets the string fields from {@code s}, the line whose header was found last (by either {@link
   * #locate}; for the bytes' one, {@code s} is those bytes from their {@code from}, decoded).
   */
  void fieldsFrom(String s) {
    level = LEVELS[levelIdx];
    module = s.substring(modStart, modEnd);
    pid = s.substring(pidStart, pidEnd);
    timestamp = s.substring(tsStart, tsStart + TS_LEN);
    file = fileStart < 0 ? null : s.substring(fileStart, fileEnd);
    tid = tidStart < 0 ? null : s.substring(tidStart, tidEnd);
  }

  /** The level of the header last located (without copying the other fields). */
  String locatedLevel() {
    return LEVELS[levelIdx];
  }

  /**
   * True when {@code s} starts with a plog header; then {@link #end}, {@link #bodyStart} and the
   * positions of the fields are set (the string fields are left as they were).
   */
  public boolean locate(String s) {
    // the gate locates a quiet line's header and the scan of the same line parses it: once
    if (s == located) {
      return locatedOk;
    }
    int n = s.length();
    if (n < 40 || s.charAt(0) != '[') {
      locatedOk = false;
    } else {
      // one copy of the line (an intrinsic), then plain array reads; the gate scans the same copy
      if (chars.length < n) {
        chars = new char[Math.max(n, 2 * chars.length)];
      }
      s.getChars(0, n, chars, 0);
      locatedOk = find(chars, n);
    }
    located = s;
    return locatedOk;
  }

  /**
   * As {@link #locate(String)} on the ASCII bytes {@code b[from, from + n)} of a line not yet
   * decoded; the positions are then relative to {@code from}. The line is not remembered: {@link
   * #chars} and {@link #timeStartOf} know nothing of it.
   */
  boolean locate(byte[] b, int from, int n) {
    located = null;
    locatedOk = false;
    return n >= 40 && b[from] == '[' && PlogHeaderBytes.find(b, from, from + n, this);
  }

  /**
   * Where the timestamp ({@code dddd-dd-dd-dd:dd:dd.ddd.ddd}, digits checked) of {@code s}'s header
   * starts, when {@code s} is (by identity) the line last located and it starts with a header; -1
   * otherwise.
   */
  int timeStartOf(String s) {
    return s == located && locatedOk ? tsStart : -1;
  }

  /**
   * Where the timestamp of the header last found starts (relative to the start of the line; for
   * {@link #locate(byte[], int, int)} to its {@code from}): valid only while that locate returned
   * true.
   */
  public int foundTimeStart() {
    return tsStart;
  }

  /**
   * The chars of the line last located, from index 0 to its length: valid only while {@link
   * #locate} last returned true, and only until the next call (the array is reused).
   */
  char[] chars() {
    return chars;
  }

  private String located; // the line locate saw last (by identity), and its answer
  private boolean locatedOk;
  private char[] chars = new char[256];

  private boolean find(char[] s, int n) {
    int lv = level(s);
    if (lv < 0) {
      return false;
    }
    int p = LEVELS[lv].length() + 2;
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
    found(lv, ms, me, ds, de, ts, fs, fe, p);
    if (fs >= 0) {
      threadId(s, p, n);
    }
    return true;
  }

  /** The thread id at {@code p}: {@code [digits]} (one space may come first) or digits and a space. */
  private void threadId(char[] s, int p, int n) {
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
      threadIdAt(ds, i);
    }
  }

  /** The index of the ']' closing {@code [file:line]} opened at {@code open}, or -1. */
  private static int fileEnd(char[] s, int open, int n) {
    int limit = Math.min(n, open + 1 + 200 + 1 + 7 + 1);
    for (int i = open + 1; i < limit; i++) {
      char c = s[i];
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
  private static int lastColon(char[] s, int from) {
    int i = from;
    while (i >= 0 && s[i] != ':') {
      i--;
    }
    return i;
  }

  /** Sets the fields of a header found (positions relative to the line start), no thread id yet. */
  void found(int lv, int ms, int me, int ds, int de, int ts, int fs, int fe, int p) {
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
  }

  /** Sets the thread id found at {@code [from, to)}; the message starts after it. */
  void threadIdAt(int from, int to) {
    tidStart = from;
    tidEnd = to;
    bodyStart = to + 1;
  }
}
