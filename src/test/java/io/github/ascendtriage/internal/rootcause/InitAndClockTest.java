package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initRootInfo;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hand-written trees for two of ascend-fd's root-cluster decisions (docs/rootcause.md D10, D16):
 * a host whose ranks reached a collective after the others had timed out, told across hosts whose
 * clocks disagree by aligning them on the end of communicator init, and a root-info exchange whose
 * reports name no one, which ends at the root-info server. The line formats are HCCL's (topo
 * exchange, task exception, comm-init prints); the values are made up.
 */
class InitAndClockTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static Set<String> roots(RootCause rc) {
    return rc.roots().stream().map(p -> p.host().orElse("?") + "/" + p.rank().orElse(-1) + "/" + p.device().orElse(-1))
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** The newer end-of-init line, with the logical device as {@code logicDevId}. */
  private static void initDone(Path root, Proc p, int ranks, String time) throws IOException {
    write(p.run(root), p.head("INFO", time) + "[HCCL_TRACE]HcclCommInitRootInfo success,take time [227304]us, rankNum[" + ranks
        + "], rank[" + p.rank() + "],rootInfo identifier[" + GROUP + "],  server[10.1.0." + (p.host().equals("a") ? 1 : 2)
        + "%eth0], logicDevId[" + p.device() + "]\n");
  }

  /** The older end-of-init line, with the logical device as {@code device}. */
  private static void initDoneOld(Path root, Proc p, int ranks, String time) throws IOException {
    write(p.run(root), p.head("INFO", time) + "HcclCommInitRootInfo success,take time [237063]us, rankNum[" + ranks + "], rank["
        + p.rank() + "],  rootInfo  identifier[" + GROUP + "], server[10.1.0.2], device[" + p.device() + "]\n");
  }

  /**
   * Host a's ranks wait on host b's and time out at 12:00; host b's clock is {@code bInit} at the
   * moment a's says 10:00:05 (both leave init then), and b's ranks time out at 11:45 on b's clock.
   */
  private static RootCause lateHost(Path root, String bInit) throws IOException {
    Proc a0 = new Proc("a", 100, 100, 0, 0);
    Proc a1 = new Proc("a", 102, 102, 1, 1);
    Proc b2 = new Proc("b", 200, 200, 2, 4);
    Proc b3 = new Proc("b", 202, 202, 3, 5);
    initDoneOld(root, a0, 4, "10:00:05.000.000");
    initDoneOld(root, a1, 4, "10:00:05.200.000");
    initDone(root, b2, 4, bInit);
    initDone(root, b3, 4, bInit);
    String tag = "AllReduce_" + GROUP;
    notifyTimeout(root, a0, "2", tag, 10, "12:00:00.000.000");
    notifyTimeout(root, a1, "3", tag, 10, "12:00:04.000.000");
    notifyTimeout(root, b2, "0", tag, 10, "11:45:00.000.000");
    notifyTimeout(root, b3, "1", tag, 10, "11:45:03.000.000");
    return triage.rootCause(root);
  }

  @Test
  void aHostWhoseClockIsBehindButWhoseRanksCameLateIsTheRoot(@TempDir Path root) throws IOException {
    // b's clock is an hour behind: its 11:45 is a's 12:45, 45 minutes after a's ranks gave up
    RootCause rc = lateHost(root, "09:00:06.000.000");

    assertEquals(Set.of("b/2/4", "b/3/5"), roots(rc), rc.reason());
    assertTrue(rc.reason().contains("aligned"), rc.reason());
    assertTrue(rc.cascades().containsAll(List.of("a/rank 0", "a/rank 1")), rc.cascades().toString());
  }

  @Test
  void aHostWhoseClockExplainsTheGapIsNotLate(@TempDir Path root) throws IOException {
    // b's clock is 20 minutes behind a's: its 11:45 is a's 12:05, within the timeout of a's reports
    RootCause rc = lateHost(root, "09:40:06.000.000");

    assertNotEquals(Set.of("b/2/4", "b/3/5"), roots(rc), rc.reason());
    assertFalse(rc.reason().contains("aligned"), rc.reason());
  }

  /** Four ranks on two hosts; every rank fails the root-info exchange without naming whom. */
  private static RootCause exchangeLost(Path root, int ranks, boolean rootInfoLine) throws IOException {
    Proc a0 = new Proc("a", 100, 100, 0, 0);
    Proc a1 = new Proc("a", 102, 102, 1, 1);
    Proc b2 = new Proc("b", 200, 200, 2, 0);
    Proc b3 = new Proc("b", 202, 202, 3, 1);
    initRootInfo(root, ranks, a0, a1, b2, b3);
    if (rootInfoLine) {
      write(a0.run(root), a0.head("INFO", "09:59:59.000.000") + "[HCCL_TRACE]HcclGetRootInfo success, take time [5015]us, identifier["
          + GROUP + "]\n");
    }
    write(a0.debug(root), a0.head("ERROR", "10:02:01.000.000") + "[Get][Connection]topo exchange server get socket timeout! timeout[120 s]\n");
    for (Proc p : List.of(a1, b2)) {
      write(p.debug(root), p.head("ERROR", "10:02:01.500.000") + "[InitGroupStage][RanktableDetect]topo exchange agent get socket"
          + " timeout! timeout[120]\n");
    }
    write(b3.debug(root), b3.head("ERROR", "10:02:02.000.000") + "[Recv][ClusterInfoMsg]receive msg length from fdhandle failed, ret[9]\n"
        + b3.head("ERROR", "10:02:02.000.010") + "[DetectClusterTopoInfo]call trace: hcclRet -> 4\n");
    return triage.rootCause(root);
  }

  @Test
  void aRootInfoExchangeWhoseReportsNameNoOneEndsAtTheProcessThatMadeTheRootInfo(@TempDir Path root) throws IOException {
    RootCause rc = exchangeLost(root, 4, true);

    assertEquals(Set.of("a/0/0"), roots(rc), rc.reason());
    assertTrue(rc.known());
    assertTrue(rc.reason().contains("HcclGetRootInfo"), rc.reason());
    // the agent's call trace (hcclRet 4) passes its receive failure up: it only waited
    assertTrue(rc.cascades().containsAll(List.of("a/rank 1", "b/rank 2", "b/rank 3")), rc.cascades().toString());
  }

  @Test
  void withoutTheRootInfoLineTheCommunicatorsRankZeroRunsTheServer(@TempDir Path root) throws IOException {
    RootCause rc = exchangeLost(root, 4, false);

    assertEquals(Set.of("a/0/0"), roots(rc), rc.reason());
    assertTrue(rc.reason().contains("rank 0"), rc.reason());
  }

  @Test
  void whenTheCommunicatorHasRanksTheInputDoesNotShowTheServerIsNotBlamed(@TempDir Path root) throws IOException {
    RootCause rc = exchangeLost(root, 6, true);

    assertFalse(rc.known(), rc.reason());
    assertTrue(rc.roots().stream().noneMatch(ProcessPlace::known), roots(rc).toString());
  }

  @Test
  void anAgentThatNamesTheServerItReachedWaitsOnIt(@TempDir Path root) throws IOException {
    Proc a0 = new Proc("a", 100, 100, 0, 0);
    Proc b2 = new Proc("b", 200, 200, 1, 3);
    // A5's init line: nRanks, rank, identifier, logical and physical device
    write(b2.run(root), b2.head("INFO", "10:00:01.000.000") + "[RootInfoDetect] nRanks[2], rank[1] entry flat topo detect, rootinfo:"
        + " host ip[10.1.0.1] port[60000] netMode[HrtNetworkMode::HDC] identifier[" + GROUP + "], deviceLogicId[0], devPhyId[3]\n");
    initRootInfo(root, 2, a0);
    write(b2.debug(root), b2.head("ERROR", "10:02:02.000.000") + "[InitGroupStage][RanktableDetect]receive msg length from fdhandle"
        + " failed, ret[9]\n" + b2.head("ERROR", "10:02:02.000.001") + "Current rank get socket with server[10.1.0.1] success, but wait"
        + " for recv rankTable from server failed, maybe due to following reasons:\n");

    RootCause rc = triage.rootCause(root);

    assertEquals(Set.of("a/0/0"), roots(rc), rc.reason());
    assertEquals(List.of("b device-3", "a device-0"), rc.chain(), rc.reason());
  }
}
