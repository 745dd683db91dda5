package io.github.ascendtriage;

import java.util.Objects;

/**
 * Something in the input that was skipped or only partly read, or a rule of the documentation its
 * configuration breaks, and why; one warning per distinct problem, however many lines show it.
 *
 * @param source the file (relative to the input root) or {@code -}, of the first place it was
 *     found; never null
 * @param line the 1-based line of the first place it was found, or 0 when it concerns the whole file
 * @param message what happened, e.g. {@code binary file skipped}, said of the first place; never null
 * @param count how many times the input showed the problem (once per line that gives it): 1 for a
 *     single place, more when several lines give one setting values that break its rule the same
 *     way; at least 1
 *     <p>Immutable and thread-safe.
 */
public record TriageWarning(String source, long line, String message, long count) {
  public TriageWarning {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(message, "message");
    if (count < 1) {
      throw new IllegalArgumentException("count must be at least 1, got " + count);
    }
  }

  /** A problem found at one place. */
  public TriageWarning(String source, long line, String message) {
    this(source, line, message, 1);
  }

  @Override
  public String toString() {
    return line > 0 ? source + ":" + line + ": " + message : source + ": " + message;
  }
}
