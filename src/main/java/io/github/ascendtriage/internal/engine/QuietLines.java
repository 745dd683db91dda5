package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.LineSource;

/**
 * A stream session's path for a line not yet decoded (the {@code tag} command's stdin): a quiet
 * line (a plog INFO/DEBUG/TRACE line no recogniser would report on) is taken from its bytes, with
 * no string, no tagged line and no time of the line made for it; any other is declined untouched
 * and then given to {@link io.github.ascendtriage.StreamSession#accept(String, LineSource)} as
 * usual. A line taken counts as accepted (its number is {@link
 * io.github.ascendtriage.StreamSession#linesAccepted()}) and its tag is the one {@code accept}
 * would give it: no case, layer unknown, no code, processed, nothing redacted (a session that
 * redacts declines every line). Not thread-safe, as the session.
 */
public interface QuietLines {
  /**
   * Offers the line {@code b[from, to)}: ASCII bytes with no ESC, CR or LF, at most {@link
   * io.github.ascendtriage.internal.input.LineReader#MAX_LINE} of them, valid only during the
   * call.
   *
   * @return true when it was taken as a quiet line; false when nothing changed and the caller
   *     must accept the decoded line
   * @throws IllegalStateException when the session is closed
   */
  boolean acceptQuiet(byte[] b, int from, int to, LineSource source);

  /**
   * Of the line {@link #acceptQuiet} took last (valid only until the next call): the source as its
   * tag would show it (with the host and pid its path tells), never null.
   */
  LineSource quietSource();

  /** Of the line {@link #acceptQuiet} took last: its number within its source. */
  long quietSourceLine();

  /**
   * Of the line {@link #acceptQuiet} took last: where its plog header's timestamp starts, relative
   * to the {@code from} it was given (shape and digits checked).
   */
  int quietTimeStart();
}
