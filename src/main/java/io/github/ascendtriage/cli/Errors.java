package io.github.ascendtriage.cli;

import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.internal.output.TerminalText;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;

/** Turns exceptions into the one line a user reads: what went wrong and where. */
final class Errors {
  private Errors() {}

  static String oneLine(Throwable t) {
    if (t instanceof UncheckedIOException u && u.getCause() != null) {
      if (!u.getMessage().equals(u.getCause().toString())) {
        return TerminalText.escape(u.getMessage()); // the library said what the path was for ("case directory ... does not exist")
      }
      t = u.getCause();
    }
    if (t instanceof NoSuchFileException n) {
      return TerminalText.fileName(n.getFile()) + ": no such file or directory";
    }
    if (t instanceof AccessDeniedException a) {
      return TerminalText.fileName(a.getFile()) + ": permission denied";
    }
    if (t instanceof CaseBaseException c) {
      // one problem a line; each names a file and may quote its content: escaped line by line
      return String.join("\n", c.getMessage().lines().map(TerminalText::escape).toList());
    }
    String m = t.getMessage();
    return m == null ? t.getClass().getSimpleName() : TerminalText.escape(m);
  }
}
