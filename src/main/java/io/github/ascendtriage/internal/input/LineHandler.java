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

  /**
   * Offered a line before it is decoded, by a reader that found it to be ASCII bytes with no ESC,
   * CR or LF, no longer than the reader's line limit: {@code bytes[from, to)}, valid only during
   * the call. True when the handler is done with it (the reader then neither decodes it nor calls
   * {@link #line}); false, the default, to have it decoded and given to {@link #line} as usual.
   */
  default boolean skipsAscii(byte[] bytes, int from, int to, long lineNo) {
    return false;
  }
}
