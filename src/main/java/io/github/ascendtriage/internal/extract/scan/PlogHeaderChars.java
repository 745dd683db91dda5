package io.github.ascendtriage.internal.extract.scan;

/**
 * The char tests of {@link PlogHeader}'s parse, each small enough for the optimising compiler to
 * inline under the launcher's {@code FreqInlineSize}: the level, the timestamp's shape, the char
 * classes of the fields. Stateless and thread-safe; arrays are the caller's line and must hold the
 * indices asked for.
 */
public final class PlogHeaderChars {
  /** The levels a header may give, in the order of the indices {@link #level} returns. */
  static final String[] LEVELS = {"ERROR", "WARNING", "WARN", "INFO", "DEBUG", "EVENT", "TRACE", "CRITICAL"};
  /** The length of the timestamp {@code dddd-dd-dd-dd:dd:dd.ddd.ddd}. */
  public static final int TS_LEN = 27;

  private PlogHeaderChars() {}

  /**
   * The index in {@link #LEVELS} of the level between {@code [} and the first {@code ]} of a line
   * of at least 40 chars, or -1: the first char (for E and W the one that tells the two apart)
   * names the only level it can be, and only that one is compared.
   */
  static int level(char[] s) {
    int lv = switch (s[1]) {
      case 'E' -> s[2] == 'R' ? 0 : 5;
      case 'W' -> s[5] == ']' ? 2 : 1;
      case 'I' -> 3;
      case 'D' -> 4;
      case 'T' -> 6;
      case 'C' -> 7;
      default -> -1;
    };
    if (lv < 0) {
      return -1;
    }
    char[] l = LEVEL_CHARS[lv];
    for (int k = 1; k < l.length; k++) {
      if (s[1 + k] != l[k]) {
        return -1;
      }
    }
    return s[1 + l.length] == ']' ? lv : -1;
  }

  /** As {@link #level(char[])} on the ASCII bytes of a line that starts at {@code o}. */
  static int level(byte[] s, int o) {
    int lv = switch (s[o + 1]) {
      case 'E' -> s[o + 2] == 'R' ? 0 : 5;
      case 'W' -> s[o + 5] == ']' ? 2 : 1;
      case 'I' -> 3;
      case 'D' -> 4;
      case 'T' -> 6;
      case 'C' -> 7;
      default -> -1;
    };
    if (lv < 0) {
      return -1;
    }
    char[] l = LEVEL_CHARS[lv];
    for (int k = 1; k < l.length; k++) {
      if (s[o + 1 + k] != l[k]) {
        return -1;
      }
    }
    return s[o + 1 + l.length] == ']' ? lv : -1;
  }

  private static final char[][] LEVEL_CHARS = new char[LEVELS.length][];

  static {
    for (int i = 0; i < LEVELS.length; i++) {
      LEVEL_CHARS[i] = LEVELS[i].toCharArray();
    }
  }

  /** {@code dddd-dd-dd-dd:dd:dd.ddd.ddd} at {@code p}: the separators, then the digits between them. */
  static boolean timestamp(char[] s, int p) {
    if (s[p + 4] != '-' || s[p + 7] != '-' || s[p + 10] != '-' || s[p + 13] != ':'
        || s[p + 16] != ':' || s[p + 19] != '.' || s[p + 23] != '.') {
      return false;
    }
    // a char below '0' or above '9' makes its term negative: the twenty digits in one test
    return (two(s, p) | two(s, p + 2) | two(s, p + 5) | two(s, p + 8) | two(s, p + 11) | two(s, p + 14)
        | two(s, p + 17) | two(s, p + 20) | two(s, p + 21) | two(s, p + 24) | two(s, p + 25)) >= 0;
  }

  /** As {@link #timestamp(char[], int)} on ASCII bytes. */
  static boolean timestamp(byte[] s, int p) {
    if (s[p + 4] != '-' || s[p + 7] != '-' || s[p + 10] != '-' || s[p + 13] != ':'
        || s[p + 16] != ':' || s[p + 19] != '.' || s[p + 23] != '.') {
      return false;
    }
    return (two(s, p) | two(s, p + 2) | two(s, p + 5) | two(s, p + 8) | two(s, p + 11) | two(s, p + 14)
        | two(s, p + 17) | two(s, p + 20) | two(s, p + 21) | two(s, p + 24) | two(s, p + 25)) >= 0;
  }

  private static int two(byte[] s, int i) {
    return (s[i] - '0') | ('9' - s[i]) | (s[i + 1] - '0') | ('9' - s[i + 1]);
  }

  /** Negative unless {@code s[i]} and {@code s[i + 1]} are both digits. */
  private static int two(char[] s, int i) {
    return (s[i] - '0') | ('9' - s[i]) | (s[i + 1] - '0') | ('9' - s[i + 1]);
  }

  /**
   * {@link Character#isWhitespace}, ASCII written out: the JDK's goes through a table class too
   * large for the optimising compiler to inline under the launcher's {@code FreqInlineSize}.
   */
  static boolean space(int c) {
    if (c < 128) {
      return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1C && c <= 0x1F);
    }
    return Character.isWhitespace(c);
  }

  static boolean digit(int c) {
    return c >= '0' && c <= '9';
  }

  static boolean upper(int c) {
    return c >= 'A' && c <= 'Z';
  }
}
