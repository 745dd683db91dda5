package io.github.ascendtriage.internal.rootcause;

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
 * A lost heartbeat names its peer by HCCL's UId, {@code serverId/devicePhyId} (hccl heartbeat.cc
 * {@code GetUId}), in the debug log's {@code Cluster Exception Location[IP/ID]} and the run log's
 * {@code local rank [..]: crimer rank [..] status[LOST] by informer rank [..]}. HCCL files LOST
 * under the peer process's exit (hcclug_000054/55), so the root is that process and the reason is
 * in its own log: the peer is placed by the host address and physical device its own comm-init
 * line states ({@code [LocalRank Key Info]userRank[..] hostIp[..] devicePhyId[..]}), and its first
 * error of its own is the reason; a peer whose host the input lacks is outside, with its address.
 */
class HeartbeatPeerTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final Proc A0 = new Proc("a", 100, 100, 0, 0);
  private static final Proc B2 = new Proc("b", 200, 200, 2, 0);
  private static final Proc B3 = new Proc("b", 202, 202, 3, 1);

  /** The comm-init line of {@code p} on the host at {@code hostIp}, its physical device {@code phy}. */
  private static void keyInfo(Path root, Proc p, String hostIp, int phy) throws IOException {
    PlogTree.keyInfo(root, p, hostIp, phy, " deviceLogicId[" + p.device() + "]");
  }

  /** Rank 0 on a (10.1.0.1), ranks 2 and 3 on b (10.1.0.2), the physical ids of b's devices swapped. */
  private static void hosts(Path root) throws IOException {
    keyInfo(root, A0, "10.1.0.1", 0);
    keyInfo(root, B2, "10.1.0.2", 1);
    keyInfo(root, B3, "10.1.0.2", 0);
  }

  private static void clusterLocation(Path root, String peer) throws IOException {
    write(A0.debug(root), A0.head("ERROR", "10:31:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[" + peer + "], Arrival Time:[Fri Nov 20 10:29:00 2026], Discoverer:[10.1.0.1/0],"
        + " ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected\n");
  }

  private static void crimer(Path root, String peer) throws IOException {
    write(A0.run(root), A0.head("INFO", "10:29:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]local rank [10.1.0.1/0]:"
        + " crimer rank [" + peer + "] status[LOST] by informer rank [10.1.0.1/0]\n");
  }

  /** The first error of {@code p}'s own: a CANN code of its device's memory (EL0004), in its debug log. */
  private static void ownError(Path root, Proc p) throws IOException {
    write(p.debug(root), p.head("ERROR", "10:28:30.000.000") + "EL0004: [PID: " + p.linePid() + "] 2026-11-20-10:28:30.000.000"
        + " Failed to allocate memory.\n");
  }

  private static ProcessPlace onlyRoot(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    return rc.roots().get(0);
  }

  /** The one root is the process {@code pid} of {@code host}, rank {@code rank}, its logs in the input. */
  private static void assertProcess(RootCause rc, String host, int rank, String pid) {
    ProcessPlace p = onlyRoot(rc);
    assertEquals(Optional.of(host), p.host());
    assertEquals(OptionalInt.of(rank), p.rank());
    assertEquals(Optional.of(pid), p.pid());
    assertTrue(p.known() && rc.known(), rc.toString());
  }

  @Test
  void theLostPeerIsTheProcessOnItsHostsPhysicalDeviceAndItsOwnFirstErrorIsTheReason(@TempDir Path root) throws IOException {
    hosts(root);
    ownError(root, B2);
    clusterLocation(root, "10.1.0.2/1");

    RootCause rc = TRIAGE.rootCause(root);

    // physical id 1 is rank 2's (its logical id is 0): the process the heartbeat lost, not rank 3 on logical device 1
    assertProcess(rc, "b", 2, "200");
    assertTrue(rc.reason().startsWith("Cluster Exception Location names the node"), rc.reason());
    assertTrue(rc.reason().contains("its own first error (b/process_log/debug/plog/plog-200_20261120100500000.log:1):")
        && rc.reason().contains("EL0004"), rc.reason());
  }

  @Test
  void aPeerWhoseLogsShowNoErrorIsStillTheRootAndTheReasonSaysSo(@TempDir Path root) throws IOException {
    hosts(root);
    clusterLocation(root, "10.1.0.2/0");

    RootCause rc = TRIAGE.rootCause(root);

    assertProcess(rc, "b", 3, "202");
    assertTrue(rc.reason().contains("its logs show no error of its own"), rc.reason());
  }

  @Test
  void theRunLogsCrimerLineNamesThePeerTheSameWay(@TempDir Path root) throws IOException {
    hosts(root);
    ownError(root, B3);
    crimer(root, "10.1.0.2/0");

    assertProcess(TRIAGE.rootCause(root), "b", 3, "202");
    assertTrue(TRIAGE.rootCause(root).reason().contains("EL0004"));
  }

  @Test
  void aStuckPeerThatOnlyWaitedIsTheRootAndItsFirstWaitIsSaid(@TempDir Path root) throws IOException {
    hosts(root);
    PlogTree.notifyTimeout(root, B3, "0", "10:30:40.000.000");
    write(A0.run(root), A0.head("INFO", "10:20:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]local rank [10.1.0.1/0]:"
        + " crimer rank [10.1.0.2/0] status[STUCK] by informer rank [10.1.0.2/0]\n");

    RootCause rc = TRIAGE.rootCause(root);

    assertProcess(rc, "b", 3, "202");
    assertTrue(rc.reason().contains("it printed no error of its own, only waits, the first (b/process_log/debug/plog/")
        && rc.reason().contains("Task run failed"), rc.reason());
  }

  @Test
  void aPeerOnAHostTheInputLacksIsOutsideWithItsAddress(@TempDir Path root) throws IOException {
    hosts(root);
    clusterLocation(root, "10.1.0.9/3");

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertFalse(rc.known());
    assertFalse(p.known());
    assertEquals(Optional.of("10.1.0.9"), p.address());
    assertEquals(OptionalInt.of(3), p.device());
    assertTrue(rc.reason().contains("its own logs are not in the input (collect those of 10.1.0.9/3)"), rc.reason());
    assertTrue(p.label().contains("10.1.0.9"), p.label());
  }

  /**
   * hb35: the UId's ID is the peer's physical device (GetUId, {@code serverId/devicePhyId}), never a rank: a peer at an
   * address no collected host has is outside the input by that address and device, though a collected host runs a
   * rank with that number (rank 2 on b, which only waited).
   */
  @Test
  void anAbsentPeersDeviceIsNotTheRankOfThatNumberOnACollectedHost(@TempDir Path root) throws IOException {
    hosts(root);
    PlogTree.notifyTimeout(root, B2, "1", "10:30:40.000.000");
    PlogTree.notifyTimeout(root, B3, "2", "10:30:41.000.000");
    clusterLocation(root, "10.1.0.9/2");
    crimer(root, "10.1.0.9/2");

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertFalse(p.known(), rc.toString());
    assertEquals(Optional.of("10.1.0.9"), p.address());
    assertEquals(OptionalInt.of(2), p.device());
    assertEquals(OptionalInt.empty(), p.rank(), rc.toString());
    assertTrue(p.host().isEmpty(), rc.toString());
  }
}
