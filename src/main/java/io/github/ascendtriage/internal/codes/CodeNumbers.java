package io.github.ascendtriage.internal.codes;

import java.util.Locale;
import java.util.OptionalLong;

/** Reading code numbers as the families write them: {@code 0x..} hexadecimal, else decimal. */
final class CodeNumbers {
  /** Longest digit run read as a number; longer runs are not codes. */
  static final int MAX_DECIMAL_DIGITS = 18;
  static final int MAX_HEX_DIGITS = 16;

  private CodeNumbers() {}

  /** The number {@code text} stands for, or empty when it is not a plain number. */
  static OptionalLong parse(String text) {
    String t = text.trim();
    if (isHex(t, 0, t.length())) {
      return OptionalLong.of(hex(t, 2, t.length()));
    }
    if (isDecimal(t, 0, t.length())) {
      return OptionalLong.of(Long.parseLong(t));
    }
    return OptionalLong.empty();
  }

  /** True when {@code text} is written in hexadecimal ({@code 0x} prefix). */
  static boolean isHexText(String text) {
    String t = text.trim();
    return isHex(t, 0, t.length());
  }

  /** {@code s[from,to)} is {@code 0x} and 1 to 16 hex digits. */
  static boolean isHex(String s, int from, int to) {
    int n = to - from;
    if (n < 3 || n > MAX_HEX_DIGITS + 2 || s.charAt(from) != '0' || (s.charAt(from + 1) | 0x20) != 'x') {
      return false;
    }
    for (int i = from + 2; i < to; i++) {
      if (Character.digit(s.charAt(i), 16) < 0) {
        return false;
      }
    }
    return true;
  }

  /** {@code s[from,to)} is an optional minus and 1 to 18 decimal digits. */
  static boolean isDecimal(String s, int from, int to) {
    int i = from < to && s.charAt(from) == '-' ? from + 1 : from;
    if (i >= to || to - i > MAX_DECIMAL_DIGITS) {
      return false;
    }
    for (; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** The value of the hex digits {@code s[from,to)} (at most 16 of them). */
  static long hex(String s, int from, int to) {
    long v = 0;
    for (int i = from; i < to; i++) {
      v = (v << 4) | Character.digit(s.charAt(i), 16);
    }
    return v;
  }

  /** The value of an optionally signed decimal {@code s[from,to)} (at most 18 digits). */
  static long decimal(String s, int from, int to) {
    boolean neg = s.charAt(from) == '-';
    long v = 0;
    for (int i = neg ? from + 1 : from; i < to; i++) {
      v = v * 10 + (s.charAt(i) - '0');
    }
    return neg ? -v : v;
  }

  /** The key a code is compared by: its number with its base, or its upper-case text. */
  static String key(String code) {
    String t = code.trim();
    OptionalLong n = parse(t);
    if (n.isPresent()) {
      return (isHex(t, 0, t.length()) ? "x" : "d") + n.getAsLong();
    }
    return "t" + t.toUpperCase(Locale.ROOT);
  }
}
