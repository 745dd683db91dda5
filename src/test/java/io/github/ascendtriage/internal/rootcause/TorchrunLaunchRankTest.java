package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * A lost heartbeat's peer tied to its host only by torchrun's agent line ({@code failed (exitcode: N)
 * local_rank: M}, no {@code ChildFailedError} summary on that host) gets its rank from the record the
 * agent logged when its rendezvous completed (torch/distributed/elastic/agent/server/api.py {@code
 * _rendezvous}: {@code group_rank=}, {@code local_ranks=[..]}, {@code global_ranks=[..]}, one field a
 * line), printed in the forms torchrun's loggers give: the {@code logging} default {@code
 * INFO:<logger>:} and torch 2's glog-like {@code I1120 hh:mm:ss.us pid file:line]}.
 */
class TorchrunLaunchRankTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final Proc A0 = new Proc("a", 100, 100, 0, 0);

  /** Host b's agent, group rank 3 of 8 nodes, 8 workers each: local rank 5 is global rank 29. */
  private static String record(String head, boolean withGlobal) {
    return head + "[default] Rendezvous complete for workers. Result:\n"
        + "  restart_count=0\n"
        + "  master_addr=10.1.0.1\n"
        + "  master_port=29500\n"
        + "  group_rank=3\n"
        + "  group_world_size=8\n"
        + "  local_ranks=[0, 1, 2, 3, 4, 5, 6, 7]\n"
        + "  role_ranks=[24, 25, 26, 27, 28, 29, 30, 31]\n"
        + (withGlobal ? "  global_ranks=[24, 25, 26, 27, 28, 29, 30, 31]\n" : "")
        + "  role_world_sizes=[64, 64, 64, 64, 64, 64, 64, 64]\n"
        + "  global_world_sizes=[64, 64, 64, 64, 64, 64, 64, 64]\n"
        + "\n"
        + head + "[default] Starting worker group\n";
  }

  private static RootCause agentLineOnly(Path root, String record) throws IOException {
    Proc peer = new Proc("b", 205, 205, 29, 5);
    PlogTree.initRootInfo(root, 64, A0, peer);
    write(A0.debug(root), A0.head("ERROR", "10:31:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[10.1.0.4/5], Arrival Time:[Fri Nov 20 10:29:00 2026], Discoverer:[10.1.0.1/0],"
        + " ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected\n");
    write(root.resolve("b/train.log"), record
        + "E1120 10:28:59.118000 9001 torch/distributed/elastic/multiprocessing/api.py:869]"
        + " failed (exitcode: -9) local_rank: 5 (pid: 205) of binary: /usr/bin/python3\n");
    return TRIAGE.rootCause(root);
  }

  private static void assertRank29(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(Optional.of("b"), p.host());
    assertEquals(OptionalInt.of(29), p.rank(), rc.reason());
    assertTrue(rc.known(), rc.toString());
    assertTrue(rc.reason().contains("torchrun recorded its exit on b: exitcode -9 (SIGKILL"), rc.reason());
  }

  @Test
  void theRendezvousRecordGivesTheAgentsLocalRankItsGlobalRank(@TempDir Path root) throws IOException {
    assertRank29(agentLineOnly(root, record("INFO:torch.distributed.elastic.agent.server.api:", true)));
  }

  @Test
  void torch2sGlogLikeHeadReadsTheSame(@TempDir Path root) throws IOException {
    assertRank29(agentLineOnly(root, record("I1120 10:01:02.345000 9001 torch/distributed/elastic/agent/server/api.py:525] ", true)));
  }

  @Test
  void withoutGlobalRanksTheGroupRankTimesTheLocalWorldSizeGivesIt(@TempDir Path root) throws IOException {
    assertRank29(agentLineOnly(root, record("INFO:torch.distributed.elastic.agent.server.api:", false)));
  }

  @Test
  void listsOfDifferentLengthsGiveNoRankOnlyTheHost(@TempDir Path root) throws IOException {
    String cut = record("INFO:torch.distributed.elastic.agent.server.api:", true)
        .replace("global_ranks=[24, 25, 26, 27, 28, 29, 30, 31]", "global_ranks=[24, 25, 26]");
    RootCause rc = agentLineOnly(root, cut);

    assertEquals(1, rc.roots().size(), rc.roots().toString());
    assertEquals(Optional.of("b"), rc.roots().get(0).host());
    assertEquals(OptionalInt.empty(), rc.roots().get(0).rank(), rc.reason());
  }
}
