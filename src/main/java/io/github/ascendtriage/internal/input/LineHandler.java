package io.github.ascendtriage.internal.input;

/** Receives the lines of one source, in order. */
@FunctionalInterface
public interface LineHandler {
  /** One line without its terminator, and its 1-based number. */
  void line(String text, long lineNo);
}
