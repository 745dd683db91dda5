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
 *
 * <p>aicpu37: the same holds for the name of a field that a runtime prints as {@code name:value} or
 * {@code name=value} (no space after the separator: the printf form of a record's fields, not a message's
 * {@code RuntimeError: text}). Such a name is one identifier, and one that only begins with the phrase is
 * another name: HCCL's AI CPU task-exception print {@code [PrintTaskExceptionByTaskId]streamId:.. tail:..
 * cqeType:11} names with {@code cqeType} the type of the failed task's SQE on its stream (hicann/hcomm's
 * TaskException::PrintTaskExceptionByTaskId passes its {@code sqeType} argument there; aicpu_communicator.cc
 * at fb10caded3ce), not an RDMA completion, so {@code cqe} does not count there. A field name that is the
 * phrase whole ({@code HCCL_BUFFSIZE=}) or ends where it ends still counts. Stateless.
 */
final class PathSegmentWords {
  private PathSegmentWords() {}

  /**
   * True when every place where the folded {@code phrase} occurs in {@code raw} lies inside a path
   * token or a field name and runs on into a longer segment or field name; false when one place counts,
   * or none is found.
   */
  static boolean onlyInsideLongerPathNames(String raw, String phrase) {
    if (raw.indexOf('/') < 0 && raw.indexOf(':') < 0 && raw.indexOf('=') < 0 || phrase.isEmpty() || phrase.indexOf(' ') >= 0) {
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
      if (!runsOn || !afterSlashInToken(raw, i) && !fieldName(raw, end)) {
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

  /**
   * True when the identifier that holds {@code raw[end - 1]} is a field's name: it is followed at once by one
   * {@code :} or {@code =} and the value, with no space ({@code cqeType:11}); not a C++ scope {@code ::}, a
   * comparison {@code ==}, a URL's {@code ://} or a message head {@code Error: text}.
   */
  private static boolean fieldName(String raw, int end) {
    int j = end;
    while (j < raw.length() && (alnum(raw.charAt(j)) || raw.charAt(j) == '_')) {
      j++;
    }
    if (j + 1 >= raw.length() || raw.charAt(j) != ':' && raw.charAt(j) != '=') {
      return false;
    }
    char next = raw.charAt(j + 1);
    return !Character.isWhitespace(next) && next != ':' && next != '=' && next != '/';
  }

  private static boolean alnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }
}
