package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.input.LineTimestamps;

/**
 * Whether the lines of one stream read as a person's quote of a failure rather than as a log (issue
 * 35, quoted37): a support engineer pastes what a user quoted (a title, a message, a screenshot's
 * caption), and such a fragment carries nothing a logger prints around its messages. The decision is
 * made from the forms the scanner reads, not from any wording: a stream is a quote when it has at
 * most {@link #MAX_LINES} non-blank lines and none of them carries
 * <ul>
 *   <li>a plog header ({@code [LEVEL] MODULE(pid,name):time [file:line]}, docs/log-formats.md 2.1),
 *       including the quiet lines the scanner skips without reading;
 *   <li>a level read from a framework's or console's format ({@link FrameworkLevels}, {@link
 *       ConsolePrefix}: Python's logging, glog and torch's copy of it, MindSpore's, DeepSpeed's,
 *       MindIE's, vLLM's);
 *   <li>any prefix {@link ConsolePrefix} strips (a launcher's {@code [rankN]:}, a Ray worker's
 *       {@code (pid=..)}, a time in brackets);
 *   <li>a time near its start in any form {@link LineTimestamps} reads.
 * </ul>
 * Not thread-safe: one per {@link LineScanner}. After {@link #MAX_LINES} lines or one logged line
 * the answer is known and each further line costs one comparison.
 */
final class QuoteForm {
  /**
   * The most non-blank lines a quote has: a title, a quoted message of a few lines and a caption. A
   * longer text without any logger's form is a program's output (a traceback, a tool's table), which
   * the failure words already read.
   */
  static final int MAX_LINES = 10;

  private int lines;
  private boolean logged;

  /**
   * The next line, as the scanner read it.
   *
   * @param raw the line with terminal colours removed
   * @param formed true when the scanner found a header, a level or a stripped prefix on it
   */
  void line(String raw, boolean formed) {
    if (!open() || raw.isBlank()) {
      return;
    }
    lines++;
    if (formed || LineTimestamps.find(raw).isPresent()) {
      logged = true;
    }
  }

  /** False once the answer is known (a logged line, or more lines than a quote has): later lines need not be shown. */
  boolean open() {
    return !logged && lines <= MAX_LINES;
  }

  /** A line the scanner skipped unread: only a plog line (a header at a quiet level) is skipped. */
  void headed() {
    logged = true;
  }

  /** True when the stream so far reads as a quote (see the class comment). */
  boolean quoted() {
    return !logged && lines > 0 && lines <= MAX_LINES;
  }

  /** The non-blank lines counted, at most {@link #MAX_LINES} + 1. */
  int lines() {
    return lines;
  }
}
