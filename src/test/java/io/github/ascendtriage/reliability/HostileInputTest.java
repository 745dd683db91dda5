package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.CASE;
import static io.github.ascendtriage.reliability.Fixtures.FAULT;
import static io.github.ascendtriage.reliability.Fixtures.TRIAGE;
import static io.github.ascendtriage.reliability.Fixtures.best;
import static io.github.ascendtriage.reliability.Fixtures.warnings;
import static io.github.ascendtriage.reliability.Fixtures.warns;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TriageWarning;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input never throws and never hides the good parts: each kind of damage is read around, and
 * what was skipped is named in {@link Diagnosis#warnings()}.
 */
class HostileInputTest {
  static final Charset GBK = Charset.forName("GBK");

  @TempDir Path dir;

  private static String evidenceText(Diagnosis d) {
    StringBuilder sb = new StringBuilder();
    d.bestMatch().ifPresent(m -> m.evidence().forEach(e -> sb.append(e.text()).append('\n')));
    return sb.toString();
  }

  private Path write(String rel, byte[] bytes) throws IOException {
    Path p = dir.resolve(rel);
    Files.createDirectories(p.getParent());
    Files.write(p, bytes);
    return p;
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  // ------------------------------------------------------------------ binary and NUL bytes

  @Test
  void binaryFileInATreeIsSkippedAndNamed() throws IOException {
    write("host-a/plog/plog-1.log", utf8("start\n" + FAULT + "\n"));
    byte[] core = new byte[20_000];
    for (int i = 0; i < core.length; i++) {
      core[i] = (byte) (i * 31);
    }
    write("host-a/plog/core.log", core);
    Diagnosis d = TRIAGE.diagnose(dir);
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "core.log", "binary"), warnings(d));
    assertEquals(1, d.filesRead());
  }

  @Test
  void nulBytesInPastedTextAreHarmless() {
    String text = "\0\0\0\n" + FAULT.replace("Reason", "\0Reason") + "\n\0";
    Diagnosis d = TRIAGE.diagnose(text);
    assertEquals(CASE, best(d));
  }

  @Test
  void binaryStdinGivesAWarningNotAnException() throws IOException {
    byte[] b = new byte[4096];
    b[10] = 0;
    b[11] = 7;
    Diagnosis d = TRIAGE.diagnose(new ByteArrayInputStream(b), "-");
    assertFalse(d.matched());
    assertTrue(warns(d, "-", "binary"), warnings(d));
  }

  // ------------------------------------------------------------------ encodings

  @Test
  void invalidUtf8IsReplacedAndTheRestIsRead() throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.write(utf8("plain line\n"));
    b.write(new byte[] {(byte) 0xff, (byte) 0xfe, (byte) 0x80, 'x', (byte) 0xc3, '\n'});
    b.write(utf8(FAULT + " \u4e2d\u6587\n"));
    b.write(new byte[] {(byte) 0xe2, (byte) 0x82}); // cut multi-byte sequence at end of file
    Path p = write("bad-utf8.log", b.toByteArray());
    Diagnosis d = TRIAGE.diagnose(p);
    assertEquals(CASE, best(d), warnings(d));
    assertEquals(4, d.linesRead());
  }

  @Test
  void gbkChineseLogIsDecodedAsChinese() throws IOException {
    String zh = "\u7ed1\u5b9a\u7aef\u53e3\u5931\u8d25\uff0c\u8bf7\u68c0\u67e5\u73af\u5883";
    String text = "\u8bad\u7ec3\u5f00\u59cb\n" + FAULT + " " + zh + "\n";
    byte[] gbk = text.getBytes(GBK);
    assertFalse(Arrays.equals(gbk, utf8(text)), "the sample must really be GBK");
    Diagnosis fromFile = TRIAGE.diagnose(write("gbk.log", gbk));
    assertEquals(CASE, best(fromFile));
    assertTrue(evidenceText(fromFile).contains(zh), evidenceText(fromFile));
    Diagnosis fromStream = TRIAGE.diagnose(new ByteArrayInputStream(gbk), "-");
    assertTrue(evidenceText(fromStream).contains(zh), evidenceText(fromStream));
  }

  @Test
  void undetectableEncodingIsReplacedNeverThrown() throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (int i = 0; i < 3000; i++) {
      b.write(0x80 + (i % 0x7f));
      if (i % 97 == 0) {
        b.write('\n');
      }
    }
    b.write(utf8("\n" + FAULT + "\n"));
    Diagnosis d = TRIAGE.diagnose(new ByteArrayInputStream(b.toByteArray()), "-");
    assertTrue(d.linesRead() > 10);
    assertEquals(CASE, best(d), warnings(d));
  }

  // ------------------------------------------------------------------ size

  /** A stream of {@code size} bytes: the fault text, then filler, with no line break at all. */
  static InputStream hugeLine(long size, byte[] head, byte[] tail) {
    return new InputStream() {
      long pos;

      @Override
      public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        long total = size + tail.length;
        if (pos >= total) {
          return -1;
        }
        int n = (int) Math.min(len, total - pos);
        for (int i = 0; i < n; i++, pos++) {
          if (pos < head.length) {
            b[off + i] = head[(int) pos];
          } else if (pos >= size) {
            b[off + i] = tail[(int) (pos - size)];
          } else {
            b[off + i] = (byte) ('a' + (pos % 26));
          }
        }
        return n;
      }
    };
  }

  @Test
  void aSingle100MegabyteLineIsCutAndReported() throws IOException {
    byte[] head = utf8("x=1 ");
    byte[] tail = utf8("\n" + FAULT + "\n");
    Diagnosis d = TRIAGE.diagnose(hugeLine(100L << 20, head, tail), "-");
    assertEquals(2, d.linesRead());
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "-", "cut"), warnings(d));
  }

  @Test
  void aFaultAtTheStartOfAHugeLineIsStillSeen() throws IOException {
    Diagnosis d = TRIAGE.diagnose(hugeLine(8L << 20, utf8(FAULT + " "), new byte[0]), "-");
    assertEquals(1, d.linesRead());
    assertEquals(CASE, best(d), warnings(d));
  }

  // ------------------------------------------------------------------ empty

  @Test
  void emptyInputsGiveAnUnknownDiagnosis() throws IOException {
    Path empty = write("empty/empty.log", new byte[0]);
    Files.createDirectories(dir.resolve("nothing"));
    for (Diagnosis d :
        new Diagnosis[] {
          TRIAGE.diagnose(""),
          TRIAGE.diagnose("\n\n\r\n"),
          TRIAGE.diagnose(empty),
          TRIAGE.diagnose(empty.getParent()),
          TRIAGE.diagnose(dir.resolve("nothing")),
          TRIAGE.diagnose(new ByteArrayInputStream(new byte[0]), "-"),
          TRIAGE.diagnose(new java.io.StringReader(""), "-")
        }) {
      assertFalse(d.matched());
      assertEquals(Layer.UNKNOWN, d.layer());
      assertEquals(0.0, d.confidence());
      assertTrue(d.features().isEmpty(), d.features().toString());
    }
  }

  // ------------------------------------------------------------------ gzip

  private static byte[] gzip(String text) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (OutputStream z = new GZIPOutputStream(b)) {
      z.write(utf8(text));
    }
    return b.toByteArray();
  }

  @Test
  void truncatedGzipIsReadUpToTheCut() throws IOException {
    StringBuilder sb = new StringBuilder(FAULT).append('\n');
    java.util.Random r = new java.util.Random(7);
    for (int i = 0; i < 40_000; i++) {
      sb.append("step ").append(i).append(" loss ").append(r.nextInt(100_000)).append('\n');
    }
    byte[] z = gzip(sb.toString());
    write("host-a/plog/plog-2.log.gz", Arrays.copyOf(z, z.length / 2));
    Diagnosis d = TRIAGE.diagnose(dir);
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "plog-2.log.gz", "truncated"), warnings(d));
    assertTrue(d.linesRead() > 1 && d.linesRead() < 40_001, "lines " + d.linesRead());
  }

  @Test
  void gzipCutInsideItsHeaderIsAWarning() throws IOException {
    byte[] z = gzip(FAULT + "\n");
    write("a/short.log.gz", Arrays.copyOf(z, 5));
    write("a/good.log", utf8(FAULT + "\n"));
    Diagnosis d = TRIAGE.diagnose(dir);
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "short.log.gz", ""), warnings(d));
    for (TriageWarning w : d.warnings()) {
      assertFalse(w.message().endsWith("null"), "warning without a reason: " + w);
    }
  }

  // ------------------------------------------------------------------ links and permissions

  @Test
  void symlinkLoopsAreNotFollowed() throws IOException {
    write("host-a/plog/plog-1.log", utf8(FAULT + "\n"));
    Files.createSymbolicLink(dir.resolve("host-a/plog/loop"), dir.resolve("host-a"));
    Files.createSymbolicLink(dir.resolve("host-a/self"), dir.resolve("host-a/self"));
    Files.createSymbolicLink(dir.resolve("host-a/dangling.log"), dir.resolve("no-such-file"));
    Diagnosis d = TRIAGE.diagnose(dir);
    assertEquals(CASE, best(d), warnings(d));
    assertEquals(1, d.filesRead());
    assertTrue(warns(d, "loop", "link"), warnings(d));
    assertTrue(warns(d, "self", "link"), warnings(d));
  }

  /**
   * CI runs as root, and root reads files whatever their mode bits, so {@code chmod 000} cannot make a
   * file unreadable there. The test finds out which case it is in by trying to read the file: when it
   * cannot, the file must be named in a warning; when it can (root), its content must be used. Either
   * way the good file is diagnosed.
   */
  @Test
  void unreadableFilesAndFoldersAreSkippedOrReadButNeverFatal() throws IOException {
    write("host-a/good.log", utf8("fine\n"));
    Path file = write("host-a/locked.log", utf8(FAULT + "\n"));
    Path folder = dir.resolve("host-b/locked");
    write("host-b/locked/inner.log", utf8(FAULT + "\n"));
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("---------"));
    try {
      boolean privileged = Files.isReadable(file) && canOpen(file);
      Diagnosis d = TRIAGE.diagnose(dir);
      if (privileged) {
        assertEquals(CASE, best(d), "root reads mode-000 files: " + warnings(d));
        assertEquals(3, d.filesRead());
      } else {
        assertTrue(warns(d, "locked.log", "not readable"), warnings(d));
        assertTrue(warns(d, "host-b/locked", "not readable"), warnings(d));
        assertEquals(1, d.filesRead());
        assertFalse(d.matched());
      }
    } finally {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
      Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
    }
  }

  private static boolean canOpen(Path p) {
    try (InputStream in = Files.newInputStream(p)) {
      in.read();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  @Test
  void aPathThatDoesNotExistIsACallerError() {
    org.junit.jupiter.api.Assertions.assertThrows(
        java.nio.file.NoSuchFileException.class, () -> TRIAGE.diagnose(dir.resolve("missing")));
  }

  // ------------------------------------------------------------------ growing and rotating files

  /**
   * A writer appends to the file and rotates it ({@code plog.log -> plog.log.1}, new {@code
   * plog.log}) while the tree is diagnosed. Whatever the interleaving, the diagnosis is produced, the
   * fault written first is found, and nothing is thrown.
   */
  @Test
  void filesThatGrowOrRotateWhileBeingReadAreReadConsistently() throws Exception {
    Path log = write("host-a/plog/plog.log", utf8(FAULT + "\n"));
    write("host-a/plog/other.log", utf8(FAULT + "\n"));
    AtomicBoolean stop = new AtomicBoolean();
    Thread writer =
        new Thread(
            () -> {
              int round = 0;
              try {
                while (!stop.get() && round < 2_000) {
                  for (int i = 0; i < 200; i++) {
                    Files.write(log, utf8("step " + round + "." + i + " ok\n"), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                  }
                  if (++round % 5 == 0) {
                    Files.move(log, log.resolveSibling("plog.log.1"), StandardCopyOption.REPLACE_EXISTING);
                  }
                  if (round % 7 == 0) {
                    Files.write(log, new byte[0]); // copytruncate-style rotation
                  }
                }
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
            },
            "log-writer");
    writer.setDaemon(true);
    writer.start();
    try {
      for (int i = 0; i < 6; i++) {
        Diagnosis d = TRIAGE.diagnose(dir);
        assertEquals(CASE, best(d), warnings(d));
        assertTrue(d.filesRead() >= 1);
      }
      Diagnosis one = TRIAGE.diagnose(dir.resolve("host-a/plog/other.log"));
      assertEquals(CASE, best(one));
    } finally {
      stop.set(true);
      writer.join();
    }
  }

  // ------------------------------------------------------------------ everything at once

  @Test
  void aTreeWithBadPartsIsDiagnosedFromItsGoodPartsAndListsWhatWasSkipped() throws IOException {
    write("node-1/plog/plog-1.log", utf8("boot\n" + FAULT + "\n"));
    byte[] core = new byte[1024];
    write("node-1/plog/crash.dump", core);
    byte[] z = gzip("a\nb\nc\n".repeat(10_000));
    write("node-2/plog/old.log.gz", Arrays.copyOf(z, z.length / 3));
    write("node-2/plog/empty.log", new byte[0]);
    write("node-2/plog/model.pth", utf8("weights"));
    Files.createSymbolicLink(dir.resolve("node-2/up"), dir);
    Diagnosis d = TRIAGE.diagnose(dir);
    assertEquals(CASE, best(d), warnings(d));
    assertTrue(warns(d, "crash.dump", "binary"), warnings(d));
    assertTrue(warns(d, "old.log.gz", "truncated"), warnings(d));
    assertTrue(warns(d, "model.pth", "not a log file"), warnings(d));
    assertTrue(warns(d, "up", "link"), warnings(d));
    for (Evidence e : d.bestMatch().orElseThrow().evidence()) {
      assertEquals("node-1/plog/plog-1.log", e.source());
    }
  }
}
