package io.github.ascendtriage;

/**
 * A live stream of log lines, for pipelines that tag failures as lines go by. Every accepted line
 * yields exactly one {@link TaggedLine}, in order. Memory is bounded by a window of recent
 * evidence, not by how many lines were seen.
 *
 * <p>Not thread-safe: one session belongs to one stream; open one session per stream (the {@link
 * AscendTriage} that opens them is thread-safe).
 */
public interface StreamSession extends AutoCloseable {

  /**
   * Reads one line (without its line terminator) and tags it. Never throws on odd text: a line
   * whose processing fails is returned with {@link TaggedLine#error()} set.
   *
   * @param line the line; must not be null
   * @return the tagged line; never null
   * @throws NullPointerException if {@code line} is null
   * @throws IllegalStateException if the session is closed
   */
  TaggedLine accept(String line);

  /**
   * Diagnoses what the stream has shown so far (within the window).
   *
   * @return the diagnosis; never null
   */
  Diagnosis diagnosis();

  /** The number of lines accepted so far. */
  long linesAccepted();

  /** Ends the session; further {@link #accept} calls fail. Idempotent. */
  @Override
  void close();
}
