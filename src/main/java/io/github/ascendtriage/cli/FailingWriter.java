package io.github.ascendtriage.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The writer under the CLI's {@code PrintWriter}s: a failed write or flush is thrown as an
 * {@link OutputFailure} instead of being swallowed (a {@code PrintWriter} keeps only a flag, so
 * {@code diagnose > /dev/full} used to exit 0 with nothing written and {@code tag | head -1} never
 * stopped). Not thread-safe, like the stream it writes to.
 */
final class FailingWriter extends Writer {
  /** Writing the output failed; the command ends. */
  static final class OutputFailure extends UncheckedIOException {
    private static final long serialVersionUID = 1L;

    OutputFailure(IOException cause) {
      super(cause);
    }

    /** True when the reader went away (a closed pipe): that ends the command quietly. */
    boolean closedPipe() {
      String m = getCause().getMessage();
      return m != null && (m.contains("Broken pipe") || m.contains("Stream closed"));
    }

    /** What the user reads on stderr. */
    String oneLine() {
      String m = getCause().getMessage();
      return "cannot write the output: " + (m == null ? getCause().getClass().getSimpleName() : m);
    }
  }

  private final Writer out;

  FailingWriter(Writer out) {
    this.out = out;
  }

  /**
   * A stream whose write errors surface as {@link IOException}s: a {@link PrintStream} (what
   * in-process callers pass) swallows them, so its error flag is checked after each write.
   */
  static OutputStream checked(OutputStream s) {
    if (!(s instanceof PrintStream ps)) {
      return s;
    }
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        ps.write(b);
        check();
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        ps.write(b, off, len);
        check();
      }

      @Override
      public void flush() throws IOException {
        check(); // checkError flushes
      }

      private void check() throws IOException {
        if (ps.checkError()) {
          throw new IOException("write error");
        }
      }
    };
  }

  @Override
  public void write(char[] cbuf, int off, int len) {
    try {
      out.write(cbuf, off, len);
    } catch (IOException e) {
      throw new OutputFailure(e);
    }
  }

  @Override
  public void write(String str, int off, int len) {
    try {
      out.write(str, off, len);
    } catch (IOException e) {
      throw new OutputFailure(e);
    }
  }

  @Override
  public void flush() {
    try {
      out.flush();
    } catch (IOException e) {
      throw new OutputFailure(e);
    }
  }

  @Override
  public void close() {
    try {
      out.close();
    } catch (IOException e) {
      throw new OutputFailure(e);
    }
  }
}
