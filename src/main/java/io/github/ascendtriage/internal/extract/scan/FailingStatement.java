package io.github.ascendtriage.internal.extract.scan;

import java.util.regex.Pattern;

/**
 * The failing statement of a Python traceback whose exception carries no message. CPython prints a
 * traceback (docs.python.org, {@code traceback} module; {@code traceback.format_exception}) as a
 * {@code Traceback (most recent call last):} header, then one entry per frame, outermost first:
 * a {@code File "<path>", line <n>, in <function>} line followed by the source line of the
 * statement that frame was running (left out when the source cannot be read; Python 3.11 and later
 * may add a line of carets under it), and last the exception's line, {@code Name: message}, or
 * {@code Name} alone when the exception was raised without arguments, as a failed {@code assert}
 * without a message raises {@code AssertionError}. Then nothing but the statement of the innermost
 * (last printed) frame says what failed: this reader hands it over, to be read as part of the
 * exception's line.
 *
 * <p>Which frame and which exception decide: only the innermost frame of the traceback the
 * exception line ends (an outer frame's statement is a call on the way to it); an exception with a
 * message is read by its message and its statement is not handed over; a chained report ({@code
 * During handling of the above exception, another exception occurred:} or {@code The above
 * exception was the direct cause of the following exception:}) prints each exception with its own
 * {@code Traceback} header, so each exception line is paired with the innermost frame of its own
 * traceback, never with a frame of another. Only an exception whose class ends in {@code Error} or
 * {@code Exception} is read so: a {@code KeyboardInterrupt} or {@code SystemExit} stops the
 * program wherever it was, and that statement failed nothing. The statement's string literals are
 * emptied: the names of the check (variables, attributes, calls) say what failed, the values it
 * compares with do not. Not thread-safe: one per stream.
 */
public final class FailingStatement {
  /** A frame's line, as the traceback module prints it; group 1 the file, group 2 the function. */
  public static final Pattern FRAME = Pattern.compile("^\\s{0,8}File \"([^\"]{1,400})\", line \\d{1,7}, in ([\\w<>.]{1,120})");
  /** An exception line with no message: the class (qualified or not) and nothing after it. */
  private static final Pattern BARE =
      Pattern.compile("\\s{0,16}(?:[a-z_][\\w]{0,40}\\.){0,8}[A-Z][A-Za-z0-9_]{0,60}(?:Error|Exception)\\s{0,16}");
  /** Any other exception line that ends a traceback: one with a message, or an interrupt or exit. */
  private static final Pattern ENDS =
      Pattern.compile("^\\s*(?:[a-z_][\\w]{0,40}\\.){0,8}[A-Z][A-Za-z0-9_]{0,60}(?:Error|Exception|Interrupt|Exit)(?:[:\\s]|$)");
  static final int MAX_CHARS = 1024;
  /**
   * A string literal of the statement: a value the check compares with ({@code 'gloo'} in {@code
   * backend in ['gloo', 'nccl']}), not the thing that failed; its text is not read again.
   */
  private static final Pattern LITERAL = Pattern.compile("'[^']{0,200}'|\"[^\"]{0,200}\"");

  /**
   * The value of the {@code tool-status} token for each string literal of a failing statement handed
   * over ({@link #checkedValues}): {@code failed_check_value=nccl}.
   */
  public static final String CHECKED_VALUE = "failed_check_value=";
  /** A literal that is one name (a backend, a device type), the only literals reported as checked values. */
  private static final Pattern NAME = Pattern.compile("['\"]([A-Za-z][A-Za-z0-9_.-]{0,31})['\"]");

  private boolean inTraceback;
  private boolean expectStatement;
  private String statement;
  private java.util.List<String> values = java.util.List.of(); // the names quoted in the statement
  private java.util.List<String> handed = java.util.List.of(); // those of the statement handed over on this line

  /**
   * The texts to read as part of the line whose message is {@code body}, each as if it were the
   * line's message: a worker's error record's lines ({@link ErrorFileJson}), then, on a bare
   * exception's line, the failing statement. Called once for every line scanned, in order.
   */
  java.util.List<String> alsoRead(String body) {
    java.util.List<String> inner = ErrorFileJson.lines(body);
    String s = next(body);
    if (s == null) {
      return inner;
    }
    java.util.List<String> out = new java.util.ArrayList<>(inner);
    out.add(s);
    return out;
  }

  /**
   * Reads the next line's message {@code body}; returns the innermost frame's statement when {@code
   * body} is the message-less exception line that ends the traceback, else null.
   */
  String next(String body) {
    handed = java.util.List.of();
    if (body.startsWith("Traceback (most recent call last)")) {
      inTraceback = true;
      expectStatement = false;
      statement = null;
      return null;
    }
    if (!inTraceback) {
      return null;
    }
    if (body.contains("File \"") && FRAME.matcher(body).find()) {
      expectStatement = true; // a new innermost frame: the statement of an outer one no longer counts
      statement = null;
      return null;
    }
    if (BARE.matcher(body).matches()) {
      String s = statement;
      handed = s == null ? java.util.List.of() : values;
      inTraceback = false;
      statement = null;
      return s;
    }
    if (ENDS.matcher(body).lookingAt()) {
      inTraceback = false; // an exception with its message: the message decides
      statement = null;
    } else if (expectStatement) {
      expectStatement = false; // the first line under the frame's; carets below it are not read
      String s = body.strip();
      statement = s.isEmpty() || s.length() > MAX_CHARS ? null : LITERAL.matcher(s).replaceAll("''");
      values = statement == null ? java.util.List.of()
          : NAME.matcher(s).results().map(m -> m.group(1).toLowerCase(java.util.Locale.ROOT)).distinct().toList();
    }
    return null;
  }

  /**
   * The names quoted in the failing statement that the current line's bare exception handed over
   * ({@code 'nccl'} in {@code backend in ['gloo', 'nccl']}), each once; empty on any other line.
   * They are values the script's check compared with, text of the script and not a message of the
   * host's software: a platform's name among them shows what the script expects, not the platform
   * it ran on.
   */
  java.util.List<String> checkedValues() {
    return handed;
  }
}
