package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.cli.Main;
import io.github.ascendtriage.internal.input.ArchiveInputTest;
import io.github.ascendtriage.testing.CliRun;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Damaged archives and compressed files (issue 40, probe 4): each is a warning naming the archive
 * and the entry, the lines before the damage are read (as a cut gzip's are), the other inputs of
 * the run are diagnosed, and no warning says "null"; the same for an upload (a stream). Each test
 * is ended after five minutes (a hang detector: a decoder looping on damage would never end).
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DamagedArchiveTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().threads(2).build();
  private static final String PORT_LINE =
      "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.\n";
  private static final String GOOD_LINE =
      "EI0006: Getting socket times out. Reason: Remote Rank did not send the data in time.\n";

  /**
   * Numbered filler lines after the decisive line, so that a cut in the middle leaves it and some
   * lines; varied enough, and many enough, that the data spans several blocks of every format
   * (bzip2 decodes whole blocks of 900 kB, xz chunks of up to 64 KiB compressed).
   */
  private static byte[] log(String first, int lines) {
    StringBuilder b = new StringBuilder(first);
    for (int i = 0; i < lines; i++) {
      b.append("[INFO] step ").append(i).append(" loss ").append((i * 7919L * i) % 1_000_003).append(" tag ")
          .append(Long.toHexString(i * 0x9E3779B97F4A7C15L)).append('\n');
    }
    return b.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** The damaged entry's log, made once: 60,000 lines, 3 MB. */
  private static final byte[] BIG = log(PORT_LINE, 60_000);

  private static byte[] cut(byte[] b) {
    return Arrays.copyOf(b, b.length * 3 / 5);
  }

  private static String all(Diagnosis d) {
    StringBuilder b = new StringBuilder();
    for (TriageWarning w : d.warnings()) {
      b.append(w.source()).append(": ").append(w.message()).append('\n');
    }
    return b.toString();
  }

  private static void noNull(Diagnosis d) {
    for (TriageWarning w : d.warnings()) {
      assertFalse(w.message().contains("null"), w.toString());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"tar.gz", "tar.xz", "tar.zst", "tar.bz2", "zip", "tar"})
  void aCutArchiveIsReadUpToTheCutAndTheRunGoesOn(String format, @TempDir Path tmp) throws Exception {
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put("host-a/plog.log", BIG);
    byte[] archive = ArchiveInputTest.archive(format, files);
    Path damaged = tmp.resolve("logs." + format);
    Files.write(damaged, cut(archive));
    Path good = tmp.resolve("good.log");
    Files.write(good, log(GOOD_LINE, 10));

    Diagnosis d = TRIAGE.diagnose(List.of(damaged, good));
    String warnings = all(d);
    assertTrue(warnings.contains("logs." + format), warnings);
    assertTrue(warnings.contains("plog.log"), "the entry is named: " + warnings);
    noNull(d);
    // the good file is read, and so are the lines of the cut entry before the cut
    assertTrue(d.features().stream().anyMatch(f -> f.value().equals("EI0006")), warnings);
    assertTrue(d.features().stream().anyMatch(f -> f.value().equals("EJ0003")), "the cut entry's first line: " + warnings);
    assertTrue(d.linesRead() > 11 + 1000, "lines read: " + d.linesRead());

    Diagnosis upload = TRIAGE.diagnose(new ByteArrayInputStream(cut(archive)), "upload." + format);
    noNull(upload);
    assertTrue(all(upload).contains("plog.log"), all(upload));
    assertTrue(upload.linesRead() > 1000, "lines read: " + upload.linesRead());
  }

  @ParameterizedTest
  @ValueSource(strings = {"xz", "zst", "bz2", "gz"})
  void aCutCompressedLogKeepsItsLinesBeforeTheCut(String how, @TempDir Path tmp) throws Exception {
    byte[] whole = ArchiveInputTest.compress(how, BIG);
    Path f = tmp.resolve("plog.log." + how);
    Files.write(f, cut(whole));
    Diagnosis d = TRIAGE.diagnose(f);
    noNull(d);
    assertTrue(all(d).contains("plog.log." + how), all(d));
    assertEquals("ptacase_0043", d.bestMatch().map(CaseMatch::caseId).orElse("-"), all(d));
    assertTrue(d.linesRead() > 1000, how + " lines read: " + d.linesRead());

    Diagnosis upload = TRIAGE.diagnose(new ByteArrayInputStream(cut(whole)), "upload." + how);
    noNull(upload);
    assertTrue(upload.linesRead() > 1000, how + " upload lines read: " + upload.linesRead());
  }

  /**
   * The frame the {@code zstd} tool writes asks for a window of 2 MiB (8 MiB at its highest
   * level), aircompressor's own for 1 MiB; the decoder holds back a window of output until the
   * frame goes on. Here aircompressor's frame is given the tool's largest window (a header byte;
   * the blocks are unchanged) so that all the text before the cut (1.8 MB) lies within it: without
   * the frame being ended at the cut, none of it would be read.
   */
  @ParameterizedTest
  @ValueSource(strings = {"log.zst", "tar.zst"})
  void aCutZstdFrameWithAWideWindowKeepsItsLinesBeforeTheCut(String how, @TempDir Path tmp) throws Exception {
    byte[] whole = how.equals("log.zst") ? ArchiveInputTest.compress("zst", BIG)
        : ArchiveInputTest.archive("tar.zst", Map.of("host-a/plog.log", BIG));
    assertEquals(0, whole[4] & 0x20, "the frame has a window descriptor");
    whole[5] = 0x68; // Window_Descriptor: exponent 13, 2^(10 + 13) bytes = 8 MiB (RFC 8878, 3.1.1.1.2)
    assertEquals(1 + 60_000, TRIAGE.diagnose(new ByteArrayInputStream(whole), "whole." + how).linesRead(),
        "the widened frame still decodes whole");
    Path f = tmp.resolve("plog." + how);
    Files.write(f, cut(whole));
    Path good = tmp.resolve("good.log");
    Files.write(good, log(GOOD_LINE, 10));
    Diagnosis d = TRIAGE.diagnose(List.of(f, good));
    noNull(d);
    assertTrue(all(d).contains("plog." + how) && all(d).contains("cut short"), all(d));
    assertTrue(d.features().stream().anyMatch(x -> x.value().equals("EJ0003")), "the cut entry's first line: " + all(d));
    assertTrue(d.linesRead() > 11 + 1000, how + " lines read: " + d.linesRead());
  }

  /**
   * Several frames with content checksums and skippable frames, one of them first (as pzstd writes
   * its files): read whole, with no warning.
   */
  @Test
  void zstdFramesInARowAreReadWhole() throws Exception {
    byte[] first = ArchiveInputTest.compress("zst", log(PORT_LINE, 3000));
    byte[] second = ArchiveInputTest.compress("zst", log(GOOD_LINE, 2000));
    assertTrue((first[4] & 0b100) != 0, "the frames carry a checksum");
    java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
    b.write(new byte[] {0x50, 0x2a, 0x4d, 0x18, 4, 0, 0, 0, 1, 2, 3, 4}); // pzstd's first frame: skippable, 4 bytes
    b.write(first);
    b.write(new byte[] {0x5a, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 'x', 'y', 'z'}); // a skippable frame of 3 bytes
    b.write(second);
    Diagnosis d = TRIAGE.diagnose(new ByteArrayInputStream(b.toByteArray()), "two-frames.log.zst");
    assertEquals(List.of(), d.warnings());
    assertEquals(3001 + 2001, d.linesRead());
  }

  /**
   * The probe as a user meets it, through the command line: a cut {@code .tar.bz2} (once exit 2
   * with {@code IllegalStateException} and no file named) and a zstd frame asking for a 2 GiB
   * window (once exit 2, "Invalid frame header") given with a good file: the good file is
   * diagnosed, each damaged one is a warning naming it, and no exception reaches stderr.
   */
  @Test
  void theCommandLineDiagnosesTheGoodFilesBesideDamagedOnes(@TempDir Path tmp) throws Exception {
    Path bz = tmp.resolve("logs.tar.bz2");
    Files.write(bz, cut(ArchiveInputTest.archive("tar.bz2", Map.of("host-a/plog.log", BIG))));
    Path window = tmp.resolve("big-window.log.zst");
    Files.write(window, new byte[] {0x28, (byte) 0xb5, 0x2f, (byte) 0xfd, 0x00, (byte) 0xa8, 0x01, 0x00, 0x00, 'x', 'y'});
    Path good = tmp.resolve("good.log");
    Files.write(good, log(GOOD_LINE, 10));
    CliRun r = CliRun.of("", "diagnose", "--format", "json", bz.toString(), window.toString(), good.toString());
    assertEquals(Main.MATCHED, r.code(), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertTrue(r.out().contains("EI0006"), "the good file is read: " + r.out());
    assertTrue(r.out().contains("damaged or cut short in entry 'host-a/plog.log'"), r.out());
    assertTrue(r.out().contains("big-window.log.zst"), r.out());
  }

  /** A zstd frame that asks for a 2 GiB window, and bzip2 and xz streams damaged after their header. */
  @Test
  void aRefusedOrGarbledStreamIsAWarningAndTheRunGoesOn(@TempDir Path tmp) throws Exception {
    Path window = tmp.resolve("big-window.log.zst");
    Files.write(window, new byte[] {0x28, (byte) 0xb5, 0x2f, (byte) 0xfd, 0x00, (byte) 0xa8, 0x01, 0x00, 0x00, 'x', 'y'});
    byte[] bz = ArchiveInputTest.compress("bz2", log(PORT_LINE, 2000));
    for (int i = 20; i < bz.length; i += 7) {
      bz[i] ^= 0x5a;
    }
    Path garbled = tmp.resolve("garbled.log.bz2");
    Files.write(garbled, bz);
    byte[] xz = ArchiveInputTest.compress("xz", log(PORT_LINE, 2000));
    for (int i = 40; i < xz.length - 20; i += 5) {
      xz[i] ^= 0x33;
    }
    Path xzBad = tmp.resolve("garbled.log.xz");
    Files.write(xzBad, xz);
    Path good = tmp.resolve("good.log");
    Files.write(good, log(GOOD_LINE, 10));

    Diagnosis d = TRIAGE.diagnose(List.of(window, garbled, xzBad, good));
    String warnings = all(d);
    noNull(d);
    for (String name : List.of("big-window.log.zst", "garbled.log.bz2", "garbled.log.xz")) {
      assertTrue(warnings.contains(name), name + " named: " + warnings);
    }
    assertTrue(d.features().stream().anyMatch(f -> f.value().equals("EI0006")), warnings);
  }
}
