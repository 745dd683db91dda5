package io.github.ascendtriage;

import java.util.Objects;

/**
 * Something in the input that was skipped or only partly read, and why.
 *
 * @param source the file (relative to the input root) or {@code -}; never null
 * @param line the 1-based line the problem was found at, or 0 when it concerns the whole file
 * @param message what happened, e.g. {@code binary file skipped}; never null
 *     <p>Immutable and thread-safe.
 */
public record TriageWarning(String source, long line, String message) {
  public TriageWarning {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(message, "message");
  }

  @Override
  public String toString() {
    return line > 0 ? source + ":" + line + ": " + message : source + ": " + message;
  }
}
