package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.FAULT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.ascendtriage.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failed write ends the command: exit 2 and one line on stderr, or quietly (141, as for SIGPIPE)
 * when the reader of a pipe went away (issue 17, finding 3). The shell cases run the real
 * {@link Main} in a fresh JVM.
 */
class OutputFailureTest {
  @TempDir Path dir;

  /** An output that fails as a full disk does. */
  private static final class FullDisk extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      throw new IOException("No space left on device");
    }
  }

  private static String[] lines(String s) {
    return s.isEmpty() ? new String[0] : s.split("\n");
  }

  @Test
  void aFullDiskEndsDiagnoseWithExit2AndOneLine() throws Exception {
    assumeTrue(Files.isWritable(Path.of("/dev/full")), "no /dev/full");
    Path log = dir.resolve("fault.log");
    Files.writeString(log, FAULT + "\n");
    CliProcess.Run r = CliProcess.bash(CliProcess.mainCommand() + " diagnose '" + log + "' > /dev/full");
    assertEquals(Main.ERROR, r.exit(), r.err());
    assertEquals(1, lines(r.err()).length, r.err());
    assertTrue(r.err().startsWith("ascend-triage: cannot write the output"), r.err());
  }

  @Test
  void aClosedPipeEndsTagPromptlyAndQuietly() throws Exception {
    // an endless producer, a reader that takes one line and leaves: tag must notice and stop
    String script = "yes '" + FAULT + "' | " + CliProcess.mainCommand() + " tag | head -1; echo \"tag=${PIPESTATUS[1]}\" >&2";
    long t0 = System.nanoTime();
    CliProcess.Run r = CliProcess.bash(script);
    long s = (System.nanoTime() - t0) / 1_000_000_000;
    assertEquals(1, lines(r.out()).length, r.out());
    assertTrue(r.out().startsWith("{"), r.out());
    assertEquals("tag=" + Main.CLOSED_PIPE, r.err().strip(), "nothing but the status on stderr");
    assertTrue(s < 120, s + " s");
  }

  @Test
  void inProcessWriteErrorsAreNotSwallowed() {
    for (OutputStream out : new OutputStream[] {new FullDisk(), new PrintStream(new FullDisk(), true)}) {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code = Main.run(new String[] {"diagnose", "-"},
          new ByteArrayInputStream((FAULT + "\n").getBytes(StandardCharsets.UTF_8)), out, err);
      String e = err.toString(StandardCharsets.UTF_8);
      assertEquals(Main.ERROR, code, e);
      assertEquals(1, lines(e).length, e);
      assertTrue(e.contains("cannot write the output"), e);
      assertFalse(e.contains("\tat "), e);
    }
  }
}
