package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.TriageWarning;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files in a tree that cannot be read as text are reported as warnings; the rest is processed. */
class TreeWarningsTest {
  private static AscendTriage triage;

  @TempDir Path root;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().threads(2).build();
  }

  @BeforeEach
  void goodFile() throws Exception {
    Path console = root.resolve("worker-0/rank-0.txt");
    Files.createDirectories(console.getParent());
    Files.writeString(
        console,
        "[rank0]: EJ0003: [PID: 4410] 2026-10-02-06:00:00.000.001 Failed to bind the IP port. Reason: in use.\n",
        StandardCharsets.UTF_8);
  }

  private Diagnosis diagnose() throws Exception {
    return triage.diagnose(root);
  }

  private static boolean hasToken(Diagnosis d, String token) {
    return d.features().stream().map(Feature::token).anyMatch(token::equals);
  }

  private static TriageWarning warningFor(Diagnosis d, String source) {
    return d.warnings().stream().filter(w -> w.source().equals(source)).findFirst()
        .orElseThrow(() -> new AssertionError("no warning for " + source + ": " + d.warnings()));
  }

  @Test
  void binaryFileIsSkippedWithAWarning() throws Exception {
    Path bin = root.resolve("worker-0/process_log/debug/plog/plog-77_20261002060000001.log");
    Files.createDirectories(bin.getParent());
    byte[] bytes = new byte[4096];
    new Random(3).nextBytes(bytes);
    bytes[10] = 0;
    Files.write(bin, bytes);

    Diagnosis d = diagnose();

    assertTrue(warningFor(d, "worker-0/process_log/debug/plog/plog-77_20261002060000001.log").message().contains("binary"));
    assertTrue(hasToken(d, "code:EJ0003"));
    assertEquals(1, d.filesRead());
  }

  @Test
  void truncatedGzipIsReadUpToTheCutWithAWarning() throws Exception {
    StringBuilder text = new StringBuilder("[ERROR] HCCL(88,python3):2026-10-02-06:00:01.000.000 [op_base.cc:9] [88]EI0015 seen early\n");
    Random rnd = new Random(5);
    for (int i = 0; i < 20_000; i++) {
      text.append("[INFO] GE(88,python3):2026-10-02-06:00:02.000.000 [graph.cc:1] 88 step ").append(rnd.nextInt()).append('\n');
    }
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(buf)) {
      gz.write(text.toString().getBytes(StandardCharsets.UTF_8));
    }
    byte[] whole = buf.toByteArray();
    Path file = root.resolve("worker-1/process_log/debug/plog/plog-88_20261002060000002.log.gz");
    Files.createDirectories(file.getParent());
    Files.write(file, Arrays.copyOf(whole, whole.length * 3 / 5));

    Diagnosis d = diagnose();

    TriageWarning w = warningFor(d, "worker-1/process_log/debug/plog/plog-88_20261002060000002.log.gz");
    assertTrue(w.message().contains("gzip") && w.message().contains("truncated"), w.message());
    assertTrue(hasToken(d, "code:EI0015"), "lines before the cut are read");
    assertTrue(hasToken(d, "code:EJ0003"));
    assertEquals(2, d.filesRead());
  }

  @Test
  void danglingLinkIsReportedAndNotFollowed() throws Exception {
    Path link = root.resolve("worker-1/rank-4.txt");
    Files.createDirectories(link.getParent());
    Files.createSymbolicLink(link, root.resolve("nowhere/rank-4.txt"));

    Diagnosis d = diagnose();

    assertTrue(warningFor(d, "worker-1/rank-4.txt").message().contains("link"));
    assertTrue(hasToken(d, "code:EJ0003"));
  }

  @Test
  void unreadableFileIsSkippedWithAWarning() throws Exception {
    Path secret = root.resolve("worker-1/rank-5.txt");
    Files.createDirectories(secret.getParent());
    Files.writeString(secret, "[rank5]: EI0006: nothing to see\n");
    Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
    assumeFalse(Files.isReadable(secret), "running as a user who can read any file (root)");

    Diagnosis d = diagnose();

    assertTrue(warningFor(d, "worker-1/rank-5.txt").message().contains("not readable"));
    assertTrue(hasToken(d, "code:EJ0003"));
    assertTrue(!hasToken(d, "code:EI0006"));
  }

  @Test
  void allProblemsTogetherStillLeaveTheGoodFile() throws Exception {
    Path bin = root.resolve("worker-0/environment_check/npu_info_after.txt");
    Files.createDirectories(bin.getParent());
    Files.write(bin, new byte[] {0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1});
    Path gz = root.resolve("worker-0/process_log/run/plog/plog-9_20261002060000003.log.gz");
    Files.createDirectories(gz.getParent());
    Files.write(gz, new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0});

    Diagnosis d = diagnose();

    List<String> sources = d.warnings().stream().map(TriageWarning::source).toList();
    assertTrue(sources.contains("worker-0/environment_check/npu_info_after.txt"), sources.toString());
    assertTrue(sources.contains("worker-0/process_log/run/plog/plog-9_20261002060000003.log.gz"), sources.toString());
    assertTrue(hasToken(d, "code:EJ0003"));
  }
}
