package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Stream session snapshots: versioned, bounded, and refused with a clear message when bad. */
class StreamSnapshotTest {
  private static AscendTriage triage;
  private static List<String> sample;

  @BeforeAll
  static void build() throws IOException {
    triage = AscendTriage.builder().build();
    sample = Files.readAllLines(TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log"));
  }

  private static byte[] snapshotAfter(int repeats) {
    try (StreamSession s = triage.openStream()) {
      for (int i = 0; i < repeats; i++) {
        for (String l : sample) {
          s.accept(l, LineSource.of("worker-" + (i % 3) + "/run.log"));
        }
        s.takeAlerts();
      }
      return s.snapshot();
    }
  }

  private static String refusal(byte[] b) {
    return assertThrows(IllegalArgumentException.class, () -> triage.restoreStream(b)).getMessage();
  }

  @Test
  void foreignDamagedTruncatedAndOtherVersionBytesAreRefusedWithAReason() {
    byte[] good = snapshotAfter(2);
    assertTrue(refusal(new byte[0]).contains("shorter than any snapshot"));
    assertTrue(refusal("{\"not\": \"a snapshot\"}".getBytes()).contains("foreign"));
    byte[] other = good.clone();
    other[7] = 9;
    assertTrue(refusal(other).contains("format version 9"), refusal(other));
    String cut = refusal(Arrays.copyOf(good, good.length / 2));
    assertTrue(cut.contains("ends early") || cut.contains("cannot be read"), cut);
    byte[] flipped = good.clone();
    flipped[flipped.length / 2] ^= 0x5a;
    assertTrue(refusal(flipped).startsWith("not a usable stream session snapshot: "), refusal(flipped));
  }

  @Test
  void aSnapshotIsBoundedByTheWindowNotByTheLinesSeen() {
    byte[] small = snapshotAfter(20);
    byte[] large = snapshotAfter(2_000);
    assertTrue(large.length < 64 * 1024, "snapshot of " + 2_000 * sample.size() + " lines: " + large.length + " bytes");
    assertTrue(large.length < 20L * small.length, small.length + " then " + large.length);
    try (StreamSession r = triage.restoreStream(large)) {
      assertEquals(2_000L * sample.size(), r.linesAccepted());
      assertTrue(r.diagnosis().bestMatch().isPresent(), "the restored window still shows the case");
    }
  }

  @Test
  void aSnapshotWithAlertsNotTakenIsRefusedRatherThanLosingThem() {
    try (StreamSession s = triage.openStream()) {
      sample.forEach(s::accept);
      assertThrows(IllegalStateException.class, s::snapshot, "alerts are waiting");
      s.takeAlerts();
      s.snapshot();
    }
  }
}
