package io.github.ascendtriage.internal.codes;

/**
 * Splits text into the runs a code can be: a decimal number (with its minus sign when the sign
 * stands alone), a {@code 0x} hexadecimal number, or a word of letters, digits and {@code _}.
 * One forward pass, no regular expression: every character is looked at a bounded number of times.
 */
final class Tokens {
  static final int NONE = -1;
  static final int DEC = 0;
  static final int HEX = 1;
  static final int WORD = 2;
  /** A hex number too long for 64 bits (kept for bit tables such as AIC_ERROR). */
  static final int LONG_HEX = 3;
  /** A digit run too long to be a code. */
  static final int LONG_DEC = 4;

  /** Longest hex number read as a bit field. */
  static final int MAX_BIT_HEX_DIGITS = 64;

  private Tokens() {}

  static boolean isWord(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /**
   * Finds the next token starting at or after {@code from}; its bounds go to {@code span[0]} and
   * {@code span[1]}. Returns its kind, or {@link #NONE} at the end of the text. A {@code String},
   * not a {@code CharSequence}: under C1 alone (the launchers' choice for smaller inputs) an
   * interface call is not inlined, and this runs on every character of every console line.
   */
  static int next(String s, int from, int[] span) {
    int n = s.length();
    int i = from;
    while (i < n && !isWord(s.charAt(i))) {
      i++;
    }
    if (i >= n) {
      return NONE;
    }
    int start = i;
    boolean digits = true;
    while (i < n && isWord(s.charAt(i))) {
      digits &= isDigit(s.charAt(i));
      i++;
    }
    span[1] = i;
    if (digits) {
      // the minus is a sign only where it stands alone: "ret is -8020", not "2025-10-23"
      boolean sign = start > 0 && s.charAt(start - 1) == '-' && (start == 1 || !isWord(s.charAt(start - 2)));
      span[0] = sign ? start - 1 : start;
      return i - start > CodeNumbers.MAX_DECIMAL_DIGITS ? LONG_DEC : DEC;
    }
    span[0] = start;
    int len = i - start;
    if (len > 2 && s.charAt(start) == '0' && (s.charAt(start + 1) | 0x20) == 'x') {
      boolean hex = true;
      for (int j = start + 2; j < i && hex; j++) {
        hex = Character.digit(s.charAt(j), 16) >= 0;
      }
      if (hex) {
        return len - 2 <= CodeNumbers.MAX_HEX_DIGITS ? HEX : LONG_HEX;
      }
    }
    return WORD;
  }
}
