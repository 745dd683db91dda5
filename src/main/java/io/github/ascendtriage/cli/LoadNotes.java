package io.github.ascendtriage.cli;

import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.output.TerminalText;
import java.io.PrintWriter;
import java.util.List;

/**
 * What building the case base skipped or read another way (a derived cache not used, a disabled id
 * that names no case), said once on stderr by every command that builds one: a command line has no
 * logger, and stdout may be piped elsewhere or hold one JSON document. Stateless.
 */
final class LoadNotes {
  /** The source of the warnings the case base gives at load ({@code AscendTriage.loadWarnings}), not of the input. */
  static final String SOURCE = "case base";

  private LoadNotes() {}

  /** Writes each of {@code warnings} whose source is the case base as one line on {@code err}. */
  static void say(List<TriageWarning> warnings, PrintWriter err) {
    for (TriageWarning w : warnings) {
      if (w.source().equals(SOURCE)) {
        err.println("ascend-triage: " + SOURCE + ": " + TerminalText.escape(w.message()));
      }
    }
    err.flush();
  }
}
