package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code tag} gathers its output, but what it has tagged reaches the pipe while the input pauses:
 * with the input still open, the tagged lines and the alert of a fault line come out before
 * anything more is written to it.
 */
class TagIdleFlushTest {
  static final String FAULT =
      "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.";

  @Test
  void linesAndAlertsComeOutWhileTheInputPauses() throws Exception {
    PipedOutputStream feed = new PipedOutputStream();
    PipedInputStream stdin = new PipedInputStream(feed, 1 << 16);
    Output out = new Output();
    Thread t = new Thread(() -> Main.run(new String[] {"tag", "--alerts"}, stdin, out, OutputStream.nullOutputStream()));
    t.setDaemon(true);
    t.start();
    feed.write(("all good\n" + FAULT + "\n").getBytes(StandardCharsets.UTF_8));
    feed.flush();
    // the input stays open: only the flush when it has nothing more ready can bring these out
    String seen = out.await(s -> s.contains("\"line\":2") && s.contains("root-cause-raised"), 120);
    assertTrue(seen.contains("\"line\":1"), seen);
    assertEquals(3, seen.lines().count(), seen);
    feed.close();
    t.join(TimeUnit.SECONDS.toMillis(120));
    assertTrue(!t.isAlive(), "tag ends with its input");
  }

  /** What the command wrote, as it arrives. */
  static final class Output extends OutputStream {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @Override
    public synchronized void write(int b) {
      bytes.write(b);
      notifyAll();
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
      bytes.write(b, off, len);
      notifyAll();
    }

    synchronized String await(java.util.function.Predicate<String> done, int seconds) throws InterruptedException {
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
      String s = bytes.toString(StandardCharsets.UTF_8);
      while (!done.test(s) && System.nanoTime() < end) {
        wait(1_000);
        s = bytes.toString(StandardCharsets.UTF_8);
      }
      assertTrue(done.test(s), "written while the input pauses: " + s);
      return s;
    }
  }
}
