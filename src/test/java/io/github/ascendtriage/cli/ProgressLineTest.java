package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18 item 3: progress on a terminal's stderr for a long reading, silent otherwise. */
class ProgressLineTest {
  private static final long S = 1_000_000_000L;

  @Test
  void aShortReadingDrawsNothingALongOneDrawsFilesBytesRateAndHost() {
    StringWriter sw = new StringWriter();
    ProgressLine p = new ProgressLine(new PrintWriter(sw));
    long t0 = 5 * S;
    p.started(4, 6_000_000, t0);
    p.read("node-1/a.log", Optional.of("node-1"), 1_000_000);
    p.tick(t0 + S / 2);
    assertEquals("", sw.toString(), "half a second of reading shows nothing");

    p.read("node-2/b.log", Optional.of("node-2"), 2_000_000);
    p.tick(t0 + 2 * S);
    // 2 of 4 files, 3 of 6 MB in 2 s
    assertEquals("\rreading: 2/4 files, 3.0/6.0 MB, 1.5 MB/s, host node-2", sw.toString());

    p.read("c.log", Optional.empty(), 1_000_000);
    p.tick(t0 + 2 * S + S / 10);
    assertEquals(1, sw.toString().split("\r", -1).length - 1, "not redrawn within a quarter second");

    p.tick(t0 + 4 * S);
    String last = sw.toString().substring(sw.toString().lastIndexOf('\r') + 1);
    assertEquals("reading: 3/4 files, 4.0/6.0 MB, 1.0 MB/s, host node-2", last, "the host last named is kept");

    int drawn = last.length();
    p.close();
    assertTrue(sw.toString().endsWith("\r" + " ".repeat(drawn) + "\r"), "close erases the line");
    int before = sw.toString().length();
    p.tick(t0 + 10 * S);
    assertEquals(before, sw.toString().length(), "nothing after close");
  }

  @Test
  void aShorterLineOverwritesTheWholeLongerOne() {
    StringWriter sw = new StringWriter();
    ProgressLine p = new ProgressLine(new PrintWriter(sw));
    p.started(2, 0, 0);
    p.read("x", Optional.of("a-very-long-host-name-of-a-cluster-node"), 0);
    p.tick(2 * S);
    int first = sw.toString().length() - 1;
    p.read("y", Optional.of("n1"), 0);
    p.tick(3 * S);
    String second = sw.toString().substring(first + 1);
    assertEquals(first + 1, second.length(), "padded with spaces over the old line: " + second);
  }

  @Test
  void theLineNeverFillsAnEightyColumnTerminal() {
    ProgressLine p = new ProgressLine(new PrintWriter(new StringWriter()));
    p.started(123_456, 987_654_321_000L, 0);
    p.read("x", Optional.of("h".repeat(200)), 555_555_555_555L);
    String line = p.line(7 * S);
    assertTrue(line.length() <= ProgressLine.MAX_WIDTH && ProgressLine.MAX_WIDTH < 80, line);
    assertTrue(line.startsWith("reading: 1/123456 files, 555555.6/987654.3 MB"), line);
  }

  @Test
  void aHostNameCannotSendEscapesToTheTerminal() {
    ProgressLine p = new ProgressLine(new PrintWriter(new StringWriter()));
    p.started(1, 0, 0);
    p.read("x", Optional.of("node\u001b]0;owned\u0007-1"), 0);
    String line = p.line(S);
    assertTrue(line.chars().noneMatch(c -> c < 0x20 || c == 0x7f), line);
  }

  @Test
  void quietOrNotATerminalMeansNoProgress() {
    PrintWriter err = new PrintWriter(new StringWriter());
    assertTrue(ProgressLine.forStderr(true, true, err).isEmpty());
    assertTrue(ProgressLine.forStderr(false, false, err).isEmpty());
    ProgressLine p = ProgressLine.forStderr(false, true, err).orElseThrow();
    p.close();
  }

  @Test
  void theCommandLineAcceptsQuietAndKeepsStderrCleanWhenNotATerminal(@TempDir Path dir) throws Exception {
    Path host = Files.createDirectories(dir.resolve("node-1"));
    Files.writeString(host.resolve("train.log"), "RuntimeError: connect() timed out.\n");
    for (boolean terminal : new boolean[] {false, true}) {
      for (String[] args : new String[][] {{"diagnose", dir.toString()}, {"diagnose", "--quiet", dir.toString()}, {"diagnose", "-q", dir.toString()}}) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(new byte[0]), out, err, terminal);
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(code == 0 || code == 1, String.join(" ", args) + ": " + code + " " + e);
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("Layer:"), "the report starts at the margin");
        if (!terminal || args[1].startsWith("-")) {
          assertEquals("", e, String.join(" ", args) + " with stderr a terminal: " + terminal);
        } else {
          assertTrue(e.isEmpty() || e.endsWith("\r"), "a progress line, if drawn, is erased: " + e);
        }
      }
    }
  }
}
