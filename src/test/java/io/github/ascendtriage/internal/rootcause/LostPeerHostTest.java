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
import io.github.ascendtriage.testing.LogTrees;
import io.github.ascendtriage.testing.LogTrees.Worker;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * heart34: a lost heartbeat's peer in CANN's older wording, where no line states a rank's own host
 * address. HCCL names the peer {@code serverId/devicePhyId} (hicann/hcomm@cb4898bb heartbeat.cc
 * {@code GetUId}; docs/log-formats.md 8.3): here {@code 10.1.0.2/0}, which no line of the input
 * places. Host b's rank 2 on device 0 is the peer: its own console holds its device fault (ACL
 * 507010, the task scheduler's lost heartbeat, docs/log-formats.md 6 and 7.1) and torchrun's record
 * of its failure. Host a's worker on device 0 is rank 0, which either its agent stopped (SIGTERM,
 * docs/log-formats.md 9.4) or which failed after waiting on a peer: neither places the peer.
 */
class LostPeerHostTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final String PEER = "10.1.0.2/0";
  private static final String AGENT = "[2026-11-20 10:31:40,441] torch.distributed.elastic.multiprocessing.api: [ERROR] ";
  private static final String TIME = "2026-11-20_10:31:40";

  /** Four ranks, two a host, initialised through root info; a's two ranks report the peer's heartbeat lost. */
  private static void lost(Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    for (Proc p : new Proc[] {A0, A1}) {
      write(p.debug(root), LogTrees.heartbeatLost(p.head("ERROR", "10:31:00.000.000"), PEER, "Fri Nov 20 10:31:00 2026",
          "10.1.0.2/1"));
    }
    // a's console, each line prefixed by its rank: the ranks the input shows on a are 0 and 1
    write(root.resolve("a/train.log"), "[rank0]:[INFO] step 40, loss 2.41\n[rank1]:[INFO] step 40, loss 2.39\n");
  }

  /** {@code p}'s console block of ACL 507010 as torch_npu raises it (docs/log-formats.md 7.2). */
  private static void lostTaskSchedulerHeartbeat(Path root, Proc p) throws IOException {
    String r = "[rank" + p.rank() + "]:";
    write(root.resolve(p.host() + "/train.log"), r + "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:387"
        + " NPU function error: c10_npu::acl::AclrtSynchronizeStreamWithTimeout(stream), error code is 507010\n"
        + r + "[ERROR] 2026-11-20-10:30:50 (PID:" + p.filePid() + ", Device:" + p.device() + ", RankID:" + p.rank()
        + ") ERR00100 PTA call acl api failed\n"
        + r + "[Error]: The task scheduler loses the heartbeat.\n");
  }

  /** torchrun on {@code host}: {@code first} failed first, {@code stopped} got the agent's SIGTERM. */
  private static void torchrun(Path root, String host, Proc first, int code, Proc stopped) throws IOException {
    write(root.resolve(host + "/train.log"), LogTrees.torchrunFailure(AGENT,
        new Worker(host, first.rank(), first.device(), first.filePid(), code, TIME),
        new Worker(host, stopped.rank(), stopped.device(), stopped.filePid(), -15, TIME)));
  }

  private static ProcessPlace onlyRoot(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    return rc.roots().get(0);
  }

  private static void assertPeerIsB2(RootCause rc) {
    ProcessPlace p = onlyRoot(rc);
    assertTrue(rc.known(), rc.toString());
    assertEquals(Optional.of("b"), p.host(), rc.reason());
    assertEquals(OptionalInt.of(2), p.rank(), rc.reason());
    assertEquals(Optional.of("200"), p.pid(), rc.reason());
  }

  @Test
  void thePeersOwnFaultAndFailurePlaceItNotAWorkerItsAgentStopped(@TempDir Path root) throws IOException {
    lost(root);
    torchrun(root, "a", A1, 1, A0);
    lostTaskSchedulerHeartbeat(root, B2);
    torchrun(root, "b", B2, 1, B3);

    RootCause rc = TRIAGE.rootCause(root);

    assertPeerIsB2(rc);
    assertTrue(rc.reason().contains("torchrun recorded its exit on b: exitcode 1"), rc.reason());
    assertFalse(rc.reason().contains("SIGTERM"), rc.reason());
  }

  @Test
  void thePeersDeviceFaultAlonePlacesIt(@TempDir Path root) throws IOException {
    lost(root);
    torchrun(root, "a", A1, 1, A0);
    lostTaskSchedulerHeartbeat(root, B2);

    assertPeerIsB2(TRIAGE.rootCause(root));
  }

  @Test
  void aWorkerThatFailedAfterWaitingIsNotThePeer(@TempDir Path root) throws IOException {
    lost(root);
    PlogTree.notifyTimeout(root, A0, "2", "10:30:40.000.000");
    torchrun(root, "a", A0, 1, A1);
    torchrun(root, "b", B2, 1, B3);

    assertPeerIsB2(TRIAGE.rootCause(root));
  }

  @Test
  void aRankItsAgentStoppedIsNotTheDeviceTheUIdNames(@TempDir Path root) throws IOException {
    lost(root);
    torchrun(root, "a", A1, 1, A0);

    RootCause rc = TRIAGE.rootCause(root);

    // b printed nothing of its end: the peer stays outside the input, by the UId HCCL gave
    assertFalse(rc.known(), rc.toString());
    assertEquals(Optional.of("10.1.0.2"), onlyRoot(rc).address());
    assertTrue(rc.reason().contains("collect those of " + PEER), rc.reason());
  }

  @Test
  void twoHostsWithAnEndOfTheirOwnDecideNothing(@TempDir Path root) throws IOException {
    lost(root);
    lostTaskSchedulerHeartbeat(root, A0);
    lostTaskSchedulerHeartbeat(root, B2);

    RootCause rc = TRIAGE.rootCause(root);

    // a's rank 0 ended on its own too: the evidence names no one host, so it does not put the peer on b
    assertTrue(rc.roots().stream().noneMatch(p -> p.host().equals(Optional.of("b"))), rc.toString());
  }
}
