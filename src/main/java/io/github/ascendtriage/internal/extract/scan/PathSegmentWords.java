package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;

/**
 * Where a phrase found inside a file path still counts. The automaton finds a phrase at the start of
 * a word and lets it run on ({@code timeout} in "timeouts", {@code fail} in "failed"), which suits the
 * words of a message. A file path is not a message: its segments are names of directories and files
 * that the runtime prints with the line ({@code failed : 507053 at file /paddle/backends/npu/runtime.cc
 * line 726}, a Python frame's {@code File "/.../site-packages/x/y.py"}), and a segment that only
 * begins with a phrase is another name ({@code backend} in "backends", {@code barrier} in
 * "barriers"). So inside a path token, a token holding a {@code /} before the find, the find counts
 * only where it ends on a sub-word boundary ({@code gloo} in {@code third_party/gloo/transport} and
 * {@code c10d} in {@code distributed_c10d.py} still count). A find outside any path is left alone.
 * Stateless.
 */
final class PathSegmentWords {
  private PathSegmentWords() {}

  /**
   * True when every place where the folded {@code phrase} occurs in {@code raw} lies inside a path
   * token and runs on into a longer segment name; false when one place counts, or none is found.
   */
  static boolean onlyInsideLongerPathNames(String raw, String phrase) {
    if (raw.indexOf('/') < 0 || phrase.isEmpty() || phrase.indexOf(' ') >= 0) {
      return false;
    }
    boolean found = false;
    for (int i = 0; i + phrase.length() <= raw.length(); i++) {
      if (!matchesAt(raw, i, phrase)) {
        continue;
      }
      found = true;
      int end = i + phrase.length();
      boolean runsOn = end < raw.length() && alnum(raw.charAt(end)) && alnum(raw.charAt(end - 1));
      if (!runsOn || !afterSlashInToken(raw, i)) {
        return false;
      }
    }
    return found;
  }

  private static boolean matchesAt(String raw, int from, String phrase) {
    for (int k = 0; k < phrase.length(); k++) {
      if (PhraseNormalizer.fold(raw.charAt(from + k)) != phrase.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /** True when a {@code /} stands between the start of the token holding {@code i} and {@code i}. */
  private static boolean afterSlashInToken(String raw, int i) {
    for (int j = i - 1; j >= 0; j--) {
      char c = raw.charAt(j);
      if (c == '/') {
        return true;
      }
      if (Character.isWhitespace(c) || c == '"' || c == '\'' || c == '(' || c == '[' || c == '=' || c == ',') {
        return false;
      }
    }
    return false;
  }

  private static boolean alnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }
}
