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
      t = u.getCause();
    }
    if (t instanceof NoSuchFileException n) {
      return TerminalText.fileName(n.getFile()) + ": no such file or directory";
    }
    if (t instanceof AccessDeniedException a) {
      return TerminalText.fileName(a.getFile()) + ": permission denied";
    }
    if (t instanceof CaseBaseException c) {
      return c.getMessage();
    }
    String m = t.getMessage();
    return m == null ? t.getClass().getSimpleName() : m;
  }
}
