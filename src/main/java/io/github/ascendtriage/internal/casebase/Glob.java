package io.github.ascendtriage.internal.casebase;

import java.util.Locale;

/**
 * A case-insensitive wildcard pattern over token values: {@code ?} is one character, {@code *} any
 * run (also empty); everything else stands for itself. No regular expression, so a knowledge file
 * cannot make matching slow. Immutable.
 */
record Glob(String pattern) {
  Glob {
    pattern = pattern.toLowerCase(Locale.ROOT);
  }

  /** True when the pattern has no wildcard (it then matches one value only). */
  boolean literal() {
    return pattern.indexOf('*') < 0 && pattern.indexOf('?') < 0;
  }

  /** Whether {@code value} (already lowercased) matches. */
  boolean matches(String value) {
    int p = 0;
    int v = 0;
    int star = -1;
    int mark = 0;
    while (v < value.length()) {
      if (p < pattern.length() && (pattern.charAt(p) == '?' || pattern.charAt(p) == value.charAt(v))) {
        p++;
        v++;
      } else if (p < pattern.length() && pattern.charAt(p) == '*') {
        star = p++;
        mark = v;
      } else if (star >= 0) {
        p = star + 1;
        v = ++mark;
      } else {
        return false;
      }
    }
    while (p < pattern.length() && pattern.charAt(p) == '*') {
      p++;
    }
    return p == pattern.length();
  }
}
