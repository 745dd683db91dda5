package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;

/**
 * Where a platform sign ({@code knowledge.json}'s {@code platform} lists) counts: only as a whole
 * sub-word of an identifier, never inside another word. The automaton finds a sign anywhere (so that
 * {@code nccl} is found in {@code ProcessGroupNCCL}); this check then keeps the find only when, in
 * the raw line, the sign starts and ends on a sub-word boundary: a char that is no ASCII letter or
 * digit, a change between letters and digits, a camel-case hump ({@code WorkNCCL}, {@code
 * ncclUniqueId}), the end of an upper-case run before a capitalised word ({@code NCCLUtils}), or the
 * {@code lib} / {@code py} prefix of a shared library or Python binding ({@code libnccl.so}, {@code
 * pynccl}). So {@code ascend} is not found in "ascending", {@code rocm} not in "ProcMgr", {@code hip
 * error} not in "Chip Error" (dev20's audit, docs/knowledge-coverage.md). Stateless.
 */
public final class PlatformSign {
  private PlatformSign() {}

  /** The number of places in {@code raw} where the folded {@code sign} occurs on sub-word boundaries. */
  public static int count(String raw, String sign) {
    int n = 0;
    for (int i = 0; i < raw.length(); i++) {
      int end = matchEnd(raw, i, sign);
      if (end > 0 && before(raw, i) && after(raw, end)) {
        n++;
        i = end - 1;
      }
    }
    return n;
  }

  /** True when {@code sign} occurs in {@code raw} on sub-word boundaries. */
  public static boolean occurs(String raw, String sign) {
    return count(raw, sign) > 0;
  }

  /** True when the folded {@code sign} occurs in {@code raw} at all (a find the boundary check may drop). */
  static boolean anywhere(String raw, String sign) {
    for (int i = 0; i < raw.length(); i++) {
      if (matchEnd(raw, i, sign) > 0) {
        return true;
      }
    }
    return false;
  }

  /** The index after a folded match of {@code sign} at {@code from} (a sign's space matches a run of white space), or -1. */
  private static int matchEnd(String raw, int from, String sign) {
    int j = from;
    for (int k = 0; k < sign.length(); k++) {
      char want = sign.charAt(k);
      if (j >= raw.length()) {
        return -1;
      }
      char c = PhraseNormalizer.fold(raw.charAt(j));
      if (want == ' ') {
        if (c != ' ') {
          return -1;
        }
        while (j < raw.length() && PhraseNormalizer.fold(raw.charAt(j)) == ' ') {
          j++;
        }
        continue;
      }
      if (c != want) {
        return -1;
      }
      j++;
    }
    return j;
  }

  private static boolean before(String raw, int i) {
    if (i == 0 || !alnum(raw.charAt(i)) || !alnum(raw.charAt(i - 1))) {
      return true;
    }
    if (split(raw, i)) {
      return true;
    }
    for (String prefix : PREFIXES) {
      int p = i - prefix.length();
      if (p >= 0 && raw.regionMatches(true, p, prefix, 0, prefix.length()) && (p == 0 || !alnum(raw.charAt(p - 1)) || split(raw, p))) {
        return true;
      }
    }
    return false;
  }

  private static boolean after(String raw, int end) {
    return end == raw.length() || !alnum(raw.charAt(end - 1)) || !alnum(raw.charAt(end)) || split(raw, end);
  }

  /** The prefixes of a shared library's file name and of a Python binding's module name. */
  private static final String[] PREFIXES = {"lib", "py"};

  /** True when a sub-word starts at {@code i} (0 < i < length, both neighbours letters or digits). */
  private static boolean split(String raw, int i) {
    char a = raw.charAt(i - 1);
    char b = raw.charAt(i);
    if (digit(a) != digit(b)) {
      return true;
    }
    if (lower(a) && upper(b)) {
      return true;
    }
    return upper(a) && upper(b) && i + 1 < raw.length() && lower(raw.charAt(i + 1));
  }

  private static boolean alnum(char c) {
    return digit(c) || lower(c) || upper(c);
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean lower(char c) {
    return c >= 'a' && c <= 'z';
  }

  private static boolean upper(char c) {
    return c >= 'A' && c <= 'Z';
  }
}
