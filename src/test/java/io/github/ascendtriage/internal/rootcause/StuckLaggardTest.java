package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * laggard36: a rank hung in its script (a checkpoint save, a data loader) while the others entered the next
 * collective. HCCL's heartbeat on the waiting ranks files it {@code Stuck Occurred}: alive, its operator counts
 * not moving (hcclug_000055), unlike {@code Heartbeat Lost Occurred}, a peer whose process exited. The waiting
 * ranks time out; the stuck rank reaches the op late and its own notify-wait timeout comes last, more than
 * {@code HCCL_EXEC_TIMEOUT} after its host's others (troubleshooting_0110, the catalogue's EI0002 solution). No
 * line states host b's address and no communicator init completed on a line (seventh36's class 2), so the
 * heartbeat's address is placed by nothing but the late report.
 */
class StuckLaggardTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final String PEER = "10.1.0.2/0";

  /** HCCL's execution-stage timeout report as the task exception handler prints it, naming no peer (log-formats 8.3). */
  private static void timedOut(Path root, Proc p, String time) throws IOException {
    String h = p.head("ERROR", time) + "[TaskExecStage][Timeout][HOST]";
    write(p.debug(root), h + "Task run failed, base information is streamID:[2], taskID[21], tag[" + PlogTree.TAG + "],"
        + " AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
        + h + "groupRank information is group:[" + PlogTree.GROUP + "], user define information[], rankSize[4], rankId["
        + p.rank() + "].\n");
  }

  /** The heartbeat's conclusion on {@code p} about {@link #PEER}, of the given exception type. */
  private static void heartbeat(Path root, Proc p, String type) throws IOException {
    write(p.debug(root), p.head("ERROR", "10:30:20.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[" + PEER + "], Arrival Time:[Fri Nov 20 10:30:10 2026], Discoverer:[10.1.0.1/" + p.device()
        + "], ExceptionType:[" + type + "], Possible Reason:1. Process has exited, 2. Network Disconnected\n");
  }

  private static ProcessPlace onlyRoot(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    return rc.roots().get(0);
  }

  @Test
  void aStuckPeerIsTheRankThatReportedItsTimeoutLast(@TempDir Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    for (Proc p : new Proc[] {A0, A1, B3}) {
      timedOut(root, p, "10:31:00.000.000");
    }
    // b's rank 2 was saving a checkpoint: it entered the all-reduce 35 minutes late and timed out last
    timedOut(root, B2, "11:06:00.000.000");
    heartbeat(root, A0, "Stuck Occurred");
    heartbeat(root, A1, "Stuck Occurred");

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertTrue(rc.known(), rc.toString());
    assertEquals(Optional.of("b"), p.host(), rc.reason());
    assertEquals(OptionalInt.of(2), p.rank(), rc.reason());
    assertEquals(Optional.of("200"), p.pid(), rc.reason());
    assertTrue(rc.reason().contains("Stuck Occurred"), rc.reason());
  }

  @Test
  void aLostPeerWithNoProcessInTheInputStaysOutside(@TempDir Path root) throws IOException {
    // only host a was collected; its rank 0 reported late, but the heartbeat says the peer's process exited
    PlogTree.initRootInfo(root, 4, A0, A1);
    timedOut(root, A1, "10:31:00.000.000");
    timedOut(root, A0, "11:06:00.000.000");
    heartbeat(root, A1, "Heartbeat Lost Occurred");

    RootCause rc = TRIAGE.rootCause(root);

    assertFalse(rc.known(), rc.toString());
    assertEquals(Optional.of("10.1.0.2"), onlyRoot(rc).address());
    assertTrue(rc.reason().contains("collect those of " + PEER), rc.reason());
  }
}
