package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.CASE;
import static io.github.ascendtriage.reliability.Fixtures.FAULT;
import static io.github.ascendtriage.reliability.Fixtures.TRIAGE;
import static io.github.ascendtriage.reliability.Fixtures.best;
import static io.github.ascendtriage.reliability.Fixtures.warnings;
import static io.github.ascendtriage.reliability.Fixtures.warns;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.internal.input.InputLimits;
import io.github.ascendtriage.internal.input.LineReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs that are valid but unusual: pipes, FIFOs, linked roots, deep trees, wide encodings,
 * compressed data that expands without end. Each is read, or skipped with a warning that says
 * why, never silently dropped (issue 17, findings 2, 8 and 10).
 */
class SafeInputTest {
  @TempDir Path dir;

  private static void mkfifo(Path p) throws Exception {
    Process mk = new ProcessBuilder("mkfifo", p.toString()).start();
    assumeTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo is not available");
  }

  private Path write(String rel, String text) throws IOException {
    Path p = dir.resolve(rel);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p;
  }

  // ------------------------------------------------------------------ pipes and FIFOs (finding 2)

  @Test
  void aNamedFifoIsReadAsAStream() throws Exception {
    Path fifo = dir.resolve("live.log");
    mkfifo(fifo);
    Thread writer = new Thread(() -> {
      try (OutputStream o = Files.newOutputStream(fifo)) {
        o.write(("start\n" + FAULT + "\n").getBytes(StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    writer.start();
    Diagnosis d = TRIAGE.diagnose(fifo);
    writer.join(10_000);
    assertEquals(CASE, best(d), warnings(d));
    assertEquals(2, d.linesRead());
    assertTrue(d.warnings().isEmpty(), warnings(d));
  }

  @Test
  void processSubstitutionAndDevStdinFromAPipeAreRead() throws Exception {
    Path log = write("fault.log", "start\n" + FAULT + "\n");
    String main = CliProcess.mainCommand();
    // the way users write it in a shell: <(cmd) is a pipe under /dev/fd, /dev/stdin a pipe too
    for (String cmd : List.of(
        main + " diagnose --format json <(cat '" + log + "')",
        "cat '" + log + "' | " + main + " diagnose --format json /dev/stdin")) {
      CliProcess.Run r = CliProcess.bash(cmd);
      assertEquals(0, r.exit(), cmd + "\n" + r.err() + r.out());
      assertTrue(r.out().contains("\"" + CASE + "\""), r.out());
      assertTrue(!r.out().contains("Illegal seek"), r.out());
    }
  }

  @Test
  void aFifoInsideATreeIsReportedAndNotWaitedFor() throws Exception {
    write("host-a/plog/plog-1_1.log", FAULT + "\n");
    mkfifo(dir.resolve("host-a/plog/pipe.log"));
    Diagnosis d = TRIAGE.diagnose(dir);
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "pipe.log", "not a regular file"), warnings(d));
  }

  // ------------------------------------------------------------------ skipped, now with a warning (finding 8)

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void foldersDeeperThanTheLimitAreReported() throws IOException {
    write("top.log", FAULT + "\n");
    StringBuilder rel = new StringBuilder();
    for (int i = 0; i < InputLimits.DEFAULT.maxDepth() + 6; i++) {
      rel.append("d").append(i).append('/');
    }
    write(rel + "deep.log", "deep line\n");
    Diagnosis d = TRIAGE.diagnose(dir);
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "d0/", "deeper than " + InputLimits.DEFAULT.maxDepth()), warnings(d));
  }

  @Test
  void aLineSomewhatLongerThanTheLimitIsReportedAsCut() throws IOException {
    // a short line first, so the long one does not start on a read-buffer boundary; its length is
    // a little over the limit, where the old check (made only at buffer ends) never looked
    for (int over : new int[] {1, 3_000, 12_000}) {
      Path p = write("wide-" + over + ".log", "x\n" + "a".repeat(LineReader.MAX_LINE + over) + "\n" + FAULT + "\n");
      Diagnosis d = TRIAGE.diagnose(p);
      assertEquals(CASE, best(d), warnings(d));
      assertTrue(warns(d, "wide-" + over, "1 line(s) longer than"), over + ": " + warnings(d));
      assertTrue(d.warnings().stream().anyMatch(w -> w.line() == 2), warnings(d));
    }
  }

  @Test
  void aFileTruncatedWhileReadIsReported() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 200_000; i++) {
      sb.append("line ").append(i).append('\n');
    }
    Path p = write("shrinking.log", sb.toString());
    long size = Files.size(p);
    List<String> seen = new ArrayList<>();
    LineReader.Result r = LineReader.read(p, (line, no) -> {
      seen.add(line);
      if (no == 10) {
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
          f.setLength(0); // copytruncate log rotation, in the middle of our read
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    });
    assertEquals(size, r.shrunkFrom(), "lines read: " + seen.size());
    assertTrue(r.rawBytes() < size);
  }

  @Test
  void aLinkedRootFolderIsFollowedButLinksInsideAreNot() throws IOException {
    Path real = dir.resolve("disk2/ascend-log");
    write("disk2/ascend-log/plog/plog-1_1.log", FAULT + "\n");
    write("elsewhere/other.log", "other\n");
    Files.createSymbolicLink(real.resolve("plog/outside.log"), dir.resolve("elsewhere/other.log"));
    Path link = Files.createSymbolicLink(dir.resolve("log"), real);
    Diagnosis d = TRIAGE.diagnose(link);
    assertEquals(CASE, best(d), warnings(d));
    assertEquals(1, d.filesRead(), warnings(d));
    assertTrue(warns(d, "outside.log", "link"), warnings(d));
  }

  // ------------------------------------------------------------------ encodings and expansion (finding 10)

  @Test
  void utf16LogsWithAByteOrderMarkAreDecoded() throws IOException {
    String text = "\u542f\u52a8 start\r\n" + FAULT + "\r\n";
    for (String cs : List.of("UTF-16LE", "UTF-16BE")) {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      b.write(cs.endsWith("LE") ? new byte[] {(byte) 0xff, (byte) 0xfe} : new byte[] {(byte) 0xfe, (byte) 0xff});
      b.write(text.getBytes(cs));
      Path p = dir.resolve(cs + ".log");
      Files.write(p, b.toByteArray());
      Diagnosis d = TRIAGE.diagnose(p);
      assertEquals(CASE, best(d), cs + ": " + warnings(d));
      assertEquals(2, d.linesRead(), cs);
    }
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.write(new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf});
    b.write((FAULT + "\n").getBytes(StandardCharsets.UTF_8));
    Path p = dir.resolve("utf8-bom.log");
    Files.write(p, b.toByteArray());
    Diagnosis d = TRIAGE.diagnose(p);
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(d.bestMatch().get().evidence().stream().noneMatch(e -> e.text().indexOf('\ufeff') >= 0), "the mark is not text");
  }

  /** FF FE before text that is not UTF-16 (issue 40): the bytes are read as they are, not as UTF-16 garbage. */
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aUtf16MarkBeforeTextThatIsNotUtf16IsNotBelieved() throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.write(new byte[] {(byte) 0xff, (byte) 0xfe});
    for (int i = 0; i < 8; i++) {
      b.write(("[INFO] step " + i + " of the job went fine\n").getBytes(StandardCharsets.UTF_8));
    }
    b.write((FAULT + "\n").getBytes(StandardCharsets.UTF_8));
    Path p = dir.resolve("ff-fe.log");
    Files.write(p, b.toByteArray());
    Diagnosis d = TRIAGE.diagnose(p);
    assertEquals(CASE, best(d), warnings(d));
    assertEquals(9, d.linesRead());
  }

  @Test
  void aDecompressionBombIsCutWithAWarning() throws IOException {
    // about 1000:1, far beyond any log: reading stops soon after the ratio floor
    Path p = dir.resolve("bomb.log.gz");
    byte[] line = "heartbeat ok heartbeat ok heartbeat ok heartbeat ok heartbeat ok\n".getBytes(StandardCharsets.UTF_8);
    try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(p), 1 << 16)) {
      o.write((FAULT + "\n").getBytes(StandardCharsets.UTF_8));
      byte[] block = new byte[line.length * 16_384];
      for (int i = 0; i < 16_384; i++) {
        System.arraycopy(line, 0, block, i * line.length, line.length);
      }
      long target = 3 * InputLimits.DEFAULT.ratioFloor();
      for (long w = 0; w < target; w += block.length) {
        o.write(block);
      }
    }
    long t0 = System.nanoTime();
    Diagnosis d = TRIAGE.diagnose(p);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "bomb.log.gz", "expands more than " + InputLimits.DEFAULT.maxRatio() + " times"), warnings(d));
    assertTrue(d.linesRead() * line.length < 2 * InputLimits.DEFAULT.ratioFloor(), d.linesRead() + " lines in " + ms + " ms");
  }
}
