package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.DRIVEN;
import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.OTHER;
import static io.github.ascendtriage.internal.rootcause.PlogTree.deviceIp;
import static io.github.ascendtriage.internal.rootcause.PlogTree.drivenBySetupAgent;
import static io.github.ascendtriage.internal.rootcause.PlogTree.setupAgent;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A late rank of a process that drives several devices, told from its siblings by what its
 * link-setup report says about its writer: the LINK_ERROR_INFO row's source cell ({@code
 * src_ip(user_rank)}, hccl's socket manager and comm_base tables) and the P2P pair's own device
 * ({@code local logicDevid:N}, {@code src devicePhyId[N]}). Hand-written trees; the values are made up.
 */
class LateSeatTest {
  private static final TreeTriage triage = TreeTriage.bare();

  /** A link-setup timeout of {@code w} waiting on {@code peer}: the newer table (ports, TlsStatus) or the older one. */
  private static String tableReport(Proc w, Proc peer, String time, boolean older) {
    String h = w.head("ERROR", time);
    String row = older
        ? "   |  " + deviceIp(peer) + "(" + peer.rank() + ")   |   " + deviceIp(w) + "(" + w.rank() + ")   |  client  | no connect |   "
        : "   |  " + deviceIp(peer) + "(" + peer.rank() + ")   |  16666  |   " + deviceIp(w) + "(" + w.rank() + ")   |  40112  |  client  | time out |   DISABLE  |";
    return h + "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[" + w.rank() + "] timeout[120]\n"
        + h + "   _________________________LINK_ERROR_INFO___________________________\n"
        + h + "   |  comm error, device[" + w.device() + "]\n"
        + h + (older ? "   |  dest_ip(rank_id)  |  src_ip(rank_id)   |   Role   |   Status   |\n"
        : "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |\n")
        + h + row + "\n"
        + h + "the connection failure between this device and target device may be due to the following reasons:\n";
  }

  private static void lateByTable(Path root, boolean older) throws IOException {
    drivenBySetupAgent(root);
    Proc late = DRIVEN.get(3);
    // ranks 4-6 gave up on rank 7 after the link-setup timeout; rank 7 came 35 minutes later and
    // waited on rank 0, which had left
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      b.append(tableReport(DRIVEN.get(i), late, "10:05:0" + i + ".000.000", older));
    }
    b.append(tableReport(late, OTHER, "10:40:00.000.000", older));
    write(late.debug(root), b.toString());
  }

  @Test
  void aLateRankOfASharedProcessIsToldByItsTableRowsSourceCell(@TempDir Path root) throws IOException {
    lateByTable(root, false);

    RootCause rc = triage.assertRoots(root, "node-b device-3");
    assertEquals(7, rc.rank().orElse(-1), rc.reason());
    assertTrue(rc.reason().contains("HCCL_CONNECT_TIMEOUT"), "decided as a late report: " + rc.reason());
    for (int rank : List.of(4, 5, 6)) {
      assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == rank), "rank " + rank + " waited: " + rc.cascades());
    }
  }

  @Test
  void theOlderTableWithoutPortsTellsTheLateRankToo(@TempDir Path root) throws IOException {
    lateByTable(root, true);

    RootCause rc = triage.assertRoots(root, "node-b device-3");
    assertEquals(7, rc.rank().orElse(-1), rc.reason());
  }

  /**
   * P2P link-setup timeouts of the process's ranks: the others on {@code late} at 10:05, {@code late} on the
   * first rank at 10:50; physical ids are the logical ones plus {@code shift}; with or without the second line.
   */
  private static String p2pReports(Proc late, int shift, boolean pair) {
    StringBuilder b = new StringBuilder();
    for (Proc w : DRIVEN) {
      Proc peer = w == late ? DRIVEN.get(0) : late;
      String h = w.head("ERROR", w == late ? "10:50:00.000.000" : "10:05:0" + w.device() + ".000.000");
      b.append(h).append("[Wait][P2PConnected]connected p2p timeout, timeout:120 s. local logicDevid:").append(w.device())
          .append(", remote physic id:").append(peer.device() + shift).append(".\n");
      if (pair) {
        b.append(h).append("[Create][DestSockets]Wait Enable P2P Failed, src devicePhyId[").append(w.device() + shift)
            .append("], dst devicePhyId[").append(peer.device() + shift).append("], ret[16]\n");
      }
    }
    return b.toString();
  }

  /** The root of {@code reports} written as {@code late}'s plog: {@code label}, rank {@code rank}. */
  private static RootCause lateSeat(Path root, Proc late, String reports, String label, int rank) throws IOException {
    write(late.debug(root), reports);
    RootCause rc = triage.assertRoots(root, label);
    assertEquals(rank, rc.rank().orElse(-1), rc.reason());
    return rc;
  }

  @Test
  void aLateRankWhoseP2pWaitsNameItsOwnDeviceIsToldFromItsSiblings(@TempDir Path root) throws IOException {
    drivenBySetupAgent(root);
    lateSeat(root, DRIVEN.get(2), p2pReports(DRIVEN.get(2), 0, true), "node-b device-2", 6);
  }

  /** Ranks 4-7 on logical devices 0-3, physical 1-4 (visible devices remapped): physical N is logical N-1's device. */
  private static void remapped(Path root) throws IOException {
    setupAgent(root, OTHER, 8, OTHER.device(), deviceIp(OTHER));
    for (Proc p : DRIVEN) {
      setupAgent(root, p, 8, p.device() + 1, deviceIp(p));
    }
  }

  @Test
  void inARemappedProcessAP2pPeerIsTheSeatOfThePhysicalIdItNames(@TempDir Path root) throws IOException {
    // physical 2 is rank 5's, and logical 2 is rank 6's
    remapped(root);
    lateSeat(root, DRIVEN.get(1), p2pReports(DRIVEN.get(1), 1, false), "node-b device-2", 5);
  }

  @Test
  void inARemappedProcessALateRanksOwnLogicalIdIsReadAsLogical(@TempDir Path root) throws IOException {
    // the late rank 6 (logical 2, physical 3) writes "local logicDevid:2", and 2 is also rank 5's
    // physical id; its siblings name it by "remote physic id:3", and 3 is also rank 7's logical id
    remapped(root);
    RootCause rc = lateSeat(root, DRIVEN.get(2), p2pReports(DRIVEN.get(2), 1, false), "node-b device-3", 6);
    assertTrue(rc.reason().contains("HCCL_CONNECT_TIMEOUT"), "its own late report is on its seat: " + rc.reason());
    assertTrue(rc.cascadePlaces().stream().allMatch(p -> p.device().isPresent()), "no cascade is the whole process: " + rc.cascades());
  }

  @Test
  void inARemappedProcessAWaitNamingItsOwnPhysicalIdIsReadAsPhysical(@TempDir Path root) throws IOException {
    // the second line of the pair alone: "src devicePhyId[3]" is rank 6's physical id and rank 7's logical one
    remapped(root);
    String reports = p2pReports(DRIVEN.get(2), 1, true).lines().filter(l -> !l.contains("connected p2p timeout"))
        .reduce("", (a, l) -> a + l + "\n");
    lateSeat(root, DRIVEN.get(2), reports, "node-b device-3", 6);
  }

  @Test
  void inARemappedProcessATransportInitPeerIsTheSeatOfThePhysicalIdItNames(@TempDir Path root) throws IOException {
    // remoteIpAddr[server/2]: physical 2 is rank 5's, logical 2 rank 6's (hcomm transport_manager.cc prints devicePhyId)
    remapped(root);
    write(OTHER.debug(root), OTHER.head("ERROR", "10:05:00.000.000") + "[InitChannelStage][Timeout]Transport init error! createLink para:"
        + "rank[0]-localUserrank[0]-localIpAddr[10.1.0.1/0], remoteRank[5]-remoteUserrank[5]-remoteIpAddr[10.1.0.1/2], machineType[1],"
        + " linkMode[1], isUsedRdma[0], tag[AllReduce_" + GROUP + "]\n");

    RootCause rc = triage.assertRoots(root, "node-b device-2");
    assertEquals(5, rc.rank().orElse(-1), rc.reason());
  }
}
