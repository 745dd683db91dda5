package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.FilledCommands;
import io.github.ascendtriage.testing.LogTreeGenerator;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A generated 8-rank, 2-host tree: one rank fails on its own, the others time out waiting for it. */
class MultiHostRootCauseTest {
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  @Test
  void earliestOwnFaultIsTheRootAndTheWaitingRanksAreCascades(@TempDir Path dir) throws Exception {
    LogTreeGenerator.Spec spec = LogTreeGenerator.Spec.small();
    LogTreeGenerator.generate(dir, spec);

    Diagnosis d = triage.diagnose(dir);

    RootCause rc = d.rootCause().orElseThrow();
    assertEquals("worker-1", rc.host().orElseThrow());
    assertEquals(OptionalInt.of(5), rc.rank());
    assertEquals(OptionalInt.of(1), rc.device());
    for (int r = 0; r < 8; r++) {
      if (r != 5) {
        String place = LogTreeGenerator.hostOf(spec, r) + "/rank " + r;
        assertTrue(rc.cascades().contains(place), place + " should be a cascade: " + rc.cascades());
      }
    }
    assertFalse(rc.cascades().contains("worker-1/rank 5"));
    assertTrue(d.warnings().isEmpty(), d.warnings().toString());
    // the commands are filled from the faulty process: its device and the port it failed to bind
    assertEquals(List.of(), FilledCommands.deviceMismatches(triage, d));
    String port = "6000" + LogTreeGenerator.deviceOf(spec, 5);
    List<String> commands = d.bestMatch().orElseThrow().remediation().stream().map(s -> s.command()).toList();
    assertTrue(commands.stream().anyMatch(c -> c.contains(port)), "port of the root process in " + commands);
  }

  @Test
  void clusterExceptionLocationOutranksAnEarlierUnrelatedFault(@TempDir Path dir) throws Exception {
    LogTreeGenerator.Spec spec = new LogTreeGenerator.Spec(2, 4, 6, 32 * 1024, 16 * 1024, false, true, 7L);
    LogTreeGenerator.generate(dir, spec);

    RootCause rc = triage.diagnose(dir).rootCause().orElseThrow();

    assertEquals("worker-1", rc.host().orElseThrow());
    assertEquals(OptionalInt.of(6), rc.rank());
    assertEquals(OptionalInt.of(2), rc.device());
    assertTrue(rc.reason().startsWith("Cluster Exception Location"), rc.reason());
    assertTrue(rc.cascades().containsAll(List.of("worker-0/rank 0", "worker-0/rank 1", "worker-1/rank 7")), rc.cascades().toString());
  }

  @Test
  void severalHostFoldersGivenSeparatelyAreNamedAfterTheirFolders(@TempDir Path dir) throws Exception {
    LogTreeGenerator.generate(dir, LogTreeGenerator.Spec.small());

    RootCause rc = triage.diagnose(List.of(dir.resolve("worker-0"), dir.resolve("worker-1"))).rootCause().orElseThrow();

    assertEquals("worker-1", rc.host().orElseThrow());
    assertEquals(OptionalInt.of(5), rc.rank());
  }
}
