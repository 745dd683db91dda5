package io.github.ascendtriage.internal.input;

/** Receives the lines of one source, in order. */
@FunctionalInterface
public interface LineHandler {
  /** One line without its terminator, and its 1-based number. */
  void line(String text, long lineNo);

  /**
   * As {@link #line(String, long)}, from a reader that knows more of the line: {@code noEscape}
   * true when it holds no ESC char (U+001B) for sure, false when it may. By default the extra
   * fact is dropped.
   */
  default void line(String text, long lineNo, boolean noEscape) {
    line(text, lineNo);
  }
}
