package io.github.ascendtriage.internal.extract.scan;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines a worker's error record holds inside one log line. torchrun's {@code @record} writes a
 * worker's uncaught exception as JSON to {@code TORCHELASTIC_ERROR_FILE}, or logs that JSON when
 * the variable is unset ({@code torch/distributed/elastic/multiprocessing/errors/error_handler.py},
 * {@code ErrorHandler.record_exception}): {@code {"message": {"message": "<Type>: <text>",
 * "extraInfo": {"py_callstack": "<the traceback>", "timestamp": "<epoch>"}}}}, pasted as one line
 * ({@code cat error.json}) or as {@code json.dumps(indent=2)} prints it. The callstack is one JSON
 * string, its line breaks escaped, so the exception's own line is inside it: here it is taken out,
 * unescaped and cut into its lines, for the recognisers to read each as a line of its own. A
 * {@code "message"} field counts only when its value starts as an exception's line does ({@code
 * RuntimeError: ...}); any other JSON is left as it is. Stateless.
 */
final class ErrorFileJson {
  private ErrorFileJson() {}

  static final String CALLSTACK = "\"py_callstack\": \"";
  static final String MESSAGE = "\"message\": \"";
  /** At most this many lines are taken from one line (a traceback is rarely longer). */
  static final int MAX_LINES = 256;

  /** The lines inside {@code body}'s error-record fields, in order; empty when it holds none. */
  static List<String> lines(String body) {
    if (body.indexOf('"') < 0) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    int at = body.indexOf(MESSAGE);
    if (at >= 0) {
      String v = value(body, at + MESSAGE.length());
      if (v != null && exceptionLine(v)) {
        split(v, out);
      }
    }
    at = body.indexOf(CALLSTACK);
    if (at >= 0) {
      String v = value(body, at + CALLSTACK.length());
      if (v != null) {
        split(v, out);
      }
    }
    return out;
  }

  /** True when {@code v} starts with an exception type and a colon: {@code torch.x.FooError: ...}. */
  static boolean exceptionLine(String v) {
    int colon = v.indexOf(": ");
    if (colon <= 0 || colon > 120) {
      return false;
    }
    for (int i = 0; i < colon; i++) {
      char c = v.charAt(i);
      if (!(Character.isLetterOrDigit(c) || c == '_' || c == '.')) {
        return false;
      }
    }
    String type = v.substring(v.lastIndexOf('.', colon) + 1, colon);
    return type.endsWith("Error") || type.endsWith("Exception") || type.endsWith("Failure");
  }

  /** The JSON string that starts at {@code from} (after its quote), unescaped; null if it never ends. */
  static String value(String s, int from) {
    StringBuilder b = new StringBuilder();
    for (int i = from, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c == '"') {
        return b.toString();
      }
      if (c != '\\' || i + 1 >= n) {
        b.append(c);
        continue;
      }
      char e = s.charAt(++i);
      switch (e) {
        case 'n' -> b.append('\n');
        case 't' -> b.append('\t');
        case 'r' -> b.append('\r');
        case 'b', 'f' -> b.append(' ');
        case 'u' -> {
          int code = i + 4 < n ? hex(s, i + 1) : -1;
          if (code < 0) {
            return null;
          }
          b.append((char) code);
          i += 4;
        }
        default -> b.append(e); // \" \\ \/
      }
    }
    return null;
  }

  private static int hex(String s, int from) {
    int v = 0;
    for (int i = from; i < from + 4; i++) {
      int d = Character.digit(s.charAt(i), 16);
      if (d < 0) {
        return -1;
      }
      v = v * 16 + d;
    }
    return v;
  }

  private static void split(String v, List<String> out) {
    int start = 0;
    for (int i = 0; i <= v.length() && out.size() < MAX_LINES; i++) {
      if (i == v.length() || v.charAt(i) == '\n' || v.charAt(i) == '\r') {
        String line = v.substring(start, i).strip();
        if (!line.isEmpty()) {
          out.add(line);
        }
        start = i + 1;
      }
    }
  }
}
