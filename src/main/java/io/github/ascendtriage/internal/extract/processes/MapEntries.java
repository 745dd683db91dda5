package io.github.ascendtriage.internal.extract.processes;

/**
 * A map's entry that sets a variable, {@code NAME: value}, read by hand: a YAML line ({@code
 * env_vars:} of Ray's {@code runtime_env}, a compose file's {@code environment:}), with or without a
 * list's {@code - }, or a key of a dict, quoted or not, after its {@code {} or a {@code ,} ({@code
 * {"NAME": "value"}}): the forms in which Ray's {@code runtime_env} documentation gives a job its
 * variables (fix20). The name is HCCL's, CANN's or torch_npu's ({@code HCCL_}, {@code TORCH_HCCL_},
 * {@code ASCEND_}, {@code TORCH_NPU_}, {@code PYTORCH_NPU_} and 2-60 of {@code [A-Z0-9_]}), closed by
 * the quote it opened with, then {@code :} and one to three white-space chars; the value is 1-48 of
 * {@code [A-Za-z0-9_.:,/+-]}, in quotes or not, and the entry ends at a {@code ,}, a {@code }} or the
 * line's end. The entries found, their order and their parts are those of the regex {@code
 * (?:^\s*(?:-\s+)?|[{,]\s*)(["']?)(NAME)\1:\s{1,3}["']?(VALUE{1,48})["']?\s*(?:[,}]|$)} run by
 * {@code Matcher.find()} in a loop, which tried its start at every char of every line (run speed38;
 * the regex is the reference of {@code MapEntriesTest}). So an entry's closing {@code ,} is its own,
 * and the next entry must open with another {@code ,} or {@code {}, as the regex's did. Stateless.
 */
final class MapEntries {
  private static final String[] NAME_STARTS = {"TORCH_HCCL_", "HCCL_", "ASCEND_", "PYTORCH_NPU_", "TORCH_NPU_"};

  private MapEntries() {
  }

  /**
   * The next entry of {@code s} that starts at or after {@code from}: its end (where to look on
   * from), with {@code span} set to the name's start and end and the value's start and end; -1 when
   * there is none.
   */
  static int next(String s, int from, int[] span) {
    if (s.indexOf(':', from) < 0) {
      return -1; // every entry holds a ':'
    }
    int n = s.length();
    if (from == 0) {
      int end = atLineStart(s, span);
      if (end >= 0) {
        return end;
      }
    }
    for (int i = from; i < n; i++) {
      char c = s.charAt(i);
      if (c == '{' || c == ',') {
        int end = entry(s, skipSpace(s, i + 1), span);
        if (end >= 0) {
          return end;
        }
      }
    }
    return -1;
  }

  /** An entry at the line's start: white space, and a list's {@code -} with white space after it. */
  private static int atLineStart(String s, int[] span) {
    int j = skipSpace(s, 0);
    if (j < s.length() && s.charAt(j) == '-') {
      int k = skipSpace(s, j + 1);
      if (k == j + 1) {
        return -1; // a '-' with no space after it opens no name
      }
      j = k;
    }
    return entry(s, j, span);
  }

  /** The entry whose (quoted) name starts at {@code j}: its end, or -1. */
  private static int entry(String s, int j, int[] span) {
    int n = s.length();
    char quote = j < n && isQuote(s.charAt(j)) ? s.charAt(j) : 0;
    int name = quote == 0 ? j : j + 1;
    int start = nameStart(s, name);
    if (start < 0) {
      return -1;
    }
    int e = name + start;
    while (e < n && isNameChar(s.charAt(e))) {
      e++;
    }
    int tail = e - name - start;
    if (tail < 2 || tail > 60) {
      return -1;
    }
    int c = e;
    if (quote != 0) {
      if (c >= n || s.charAt(c) != quote) {
        return -1;
      }
      c++;
    }
    if (c >= n || s.charAt(c) != ':') {
      return -1;
    }
    int afterColon = c + 1;
    c = skipSpace(s, afterColon);
    if (c == afterColon || c - afterColon > 3) {
      return -1;
    }
    if (c < n && isQuote(s.charAt(c))) {
      c++;
    }
    int run = 0;
    while (c + run < n && run < 48 && isValueChar(s.charAt(c + run))) {
      run++;
    }
    for (int len = run; len >= 1; len--) { // the regex's backtracking: the longest value that ends an entry
      int t = c + len;
      if (t < n && isQuote(s.charAt(t))) {
        t++;
      }
      int u = skipSpace(s, t);
      int end = u < n && (s.charAt(u) == ',' || s.charAt(u) == '}') ? u + 1 : atEnd(s, u) ? u : -1;
      if (end >= 0) {
        span[0] = name;
        span[1] = e;
        span[2] = c;
        span[3] = c + len;
        return end;
      }
    }
    return -1;
  }

  /** The length of the name's fixed start at {@code i}, the regex's alternatives in order; -1: none. */
  private static int nameStart(String s, int i) {
    for (String p : NAME_STARTS) {
      if (s.startsWith(p, i)) {
        return p.length();
      }
    }
    return -1;
  }

  /**
   * Where {@code $} holds without multi-line mode: the end, or a last line terminator (the regex's
   * {@code \s*} before it has taken {@code \n} and {@code \r}; the others are not white space to it).
   */
  private static boolean atEnd(String s, int u) {
    int n = s.length();
    if (u == n) {
      return true;
    }
    char c = s.charAt(u);
    return u == n - 1 && (c == '\u0085' || c == '\u2028' || c == '\u2029');
  }

  private static int skipSpace(String s, int i) {
    int n = s.length();
    while (i < n && isSpace(s.charAt(i))) {
      i++;
    }
    return i;
  }

  /** The regex's {@code \s}: space, tab, line feed, vertical tab, form feed, carriage return. */
  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  private static boolean isQuote(char c) {
    return c == '"' || c == '\'';
  }

  private static boolean isNameChar(char c) {
    return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
  }

  private static boolean isValueChar(char c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
        || c == '_' || c == '.' || c == ':' || c == ',' || c == '/' || c == '+' || c == '-';
  }
}
