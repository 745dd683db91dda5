package io.github.ascendtriage;

/**
 * A live stream of log lines, for pipelines that tag failures as lines go by. Every accepted line
 * yields exactly one {@link TaggedLine}, in order; the failure the stream shows is reported once
 * per root cause as a {@link StreamAlert}. Memory is bounded by a window of recent evidence per
 * source, not by how many lines were seen; the state can be saved with {@link #snapshot()}.
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
   * Reads one line of {@code source} and tags it. Each source is scanned on its own, in the order
   * of its lines, as a file of a tree is; lines of many sources may be interleaved in any way.
   * Never throws on odd text (see {@link #accept(String)}).
   *
   * @param line the line, without its terminator; must not be null
   * @param source where it comes from; must not be null
   * @return the tagged line; never null
   * @throws NullPointerException if an argument is null
   * @throws IllegalStateException if the session is closed
   */
  TaggedLine accept(String line, LineSource source);

  /**
   * Offers a line before it is decoded, for a pipeline that reads bytes (the {@code tag} command):
   * a quiet line (a plog line no recogniser reports on, at INFO, DEBUG, TRACE, WARNING or EVENT: an
   * ERROR or CRITICAL line's header is evidence by itself) is taken from its
   * bytes, with no string and no {@link TaggedLine} made for it; any other line is declined
   * untouched and must then be given to {@link #accept(String, LineSource)} as usual. A line taken
   * counts as accepted ({@link #linesAccepted()}) and its tag is the one {@code accept} would give:
   * no case, layer unknown, no code, nothing redacted (a session that redacts declines every line).
   * This default declines every line.
   *
   * @param b the bytes: ASCII with no ESC, CR or LF; at most the longest line a session keeps
   *     (64 Ki chars); read only during the call
   * @param from the first byte of the line
   * @param to the end of the line (exclusive)
   * @param source where it comes from; must not be null
   * @return true when it was taken as a quiet line; false when nothing changed
   * @throws IllegalStateException if the session is closed
   */
  default boolean acceptQuiet(byte[] b, int from, int to, LineSource source) {
    return false;
  }

  /**
   * Of the line {@link #acceptQuiet} took last, valid until the next call: its source as its tag
   * would show it (with the host and pid its path tells).
   *
   * @return the source; never null
   * @throws IllegalStateException if no line was taken
   */
  default LineSource quietSource() {
    throw new IllegalStateException("no quiet line was taken");
  }

  /**
   * Of the line {@link #acceptQuiet} took last: its number within its source.
   *
   * @throws IllegalStateException if no line was taken
   */
  default long quietSourceLine() {
    throw new IllegalStateException("no quiet line was taken");
  }

  /**
   * Of the line {@link #acceptQuiet} took last: where its plog header's timestamp starts, relative
   * to the {@code from} it was given (its shape and digits checked).
   *
   * @throws IllegalStateException if no line was taken
   */
  default int quietTimeStart() {
    throw new IllegalStateException("no quiet line was taken");
  }

  /**
   * Tells this session that nobody takes its alerts (a pipeline that wants each line's tag and
   * nothing more): from now on it makes none and keeps none, so what it holds is its window's however
   * long the stream; alerts already queued are dropped, and {@link #takeAlerts()} and {@link #flush()}
   * return empty lists. Lines are tagged as before. A session whose alerts are taken keeps each one,
   * with the window it was found in, until taken (at most 256, the oldest dropped first).
   *
   * @return this session
   */
  default StreamSession withoutAlerts() {
    return this;
  }

  /**
   * The alerts found since the last call (at most one per root cause, plus its updates), oldest
   * first. The session looks for them on a fault line, and every few dozen lines while new
   * evidence arrives; {@link #flush()} looks at once.
   *
   * @return the alerts; never null, empty when there is nothing new
   */
  java.util.List<StreamAlert> takeAlerts();

  /**
   * Looks at what the stream showed up to now (call it when the input pauses or ends) and returns
   * the alerts not yet taken, as {@link #takeAlerts()} does.
   *
   * @return the alerts; never null
   * @throws IllegalStateException if the session is closed
   */
  java.util.List<StreamAlert> flush();

  /**
   * The session's state as bytes, for an engine's checkpoint: the counters, the alerts already
   * raised and the window's evidence lines per source (bounded: at most 32 MiB before gzip, the
   * newest lines first). {@link AscendTriage#restoreStream(byte[])} continues from it: the same
   * lines give the same tags and no alert is lost or repeated. The format is versioned.
   *
   * @return the snapshot; never null
   * @throws IllegalStateException if the session is closed, or alerts are waiting to be taken
   */
  byte[] snapshot();

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
