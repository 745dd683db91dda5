package io.github.ascendtriage.cli;

import io.github.ascendtriage.CaseBaseException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;

/** Turns exceptions into the one line a user reads: what went wrong and where. */
final class Errors {
  private Errors() {}

  static String oneLine(Throwable t) {
    if (t instanceof UncheckedIOException u && u.getCause() != null) {
      if (!u.getMessage().equals(u.getCause().toString())) {
        return u.getMessage(); // the library said what the path was for ("case directory ... does not exist")
      }
      t = u.getCause();
    }
    if (t instanceof NoSuchFileException n) {
      return n.getFile() + ": no such file or directory";
    }
    if (t instanceof AccessDeniedException a) {
      return a.getFile() + ": permission denied";
    }
    if (t instanceof CaseBaseException c) {
      return c.getMessage();
    }
    String m = t.getMessage();
    return m == null ? t.getClass().getSimpleName() : m;
  }
}
