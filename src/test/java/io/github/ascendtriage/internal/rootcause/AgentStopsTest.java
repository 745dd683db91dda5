package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * chain38 (ninth38's class 3): the ranks of host a time out setting up their links to rank 3 on host b, which printed
 * nothing: host b's torchrun agent stopped it ({@code Sending process 202 closing signal SIGTERM}) once rank 2, on the
 * same host, failed on its own. torch elastic stops a node's whole worker group when one worker fails (pytorch v2.5.1
 * elastic agent, docs/log-formats.md 9.4), so rank 3 is a victim and rank 2 the root. Hand-written trees; the values
 * are made up.
 */
class AgentStopsTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();

  private static String ip(PlogTree.Proc p) {
    return "192.0.2." + (p.host().equals("a") ? 10 : 20) + p.device();
  }

  /** Host a's ranks and rank 2 wait on rank 3; host b's console holds {@code ownEnd} for rank 2 and its agent's lines. */
  private static void tree(Path root, String ownEnd) throws IOException {
    for (PlogTree.Proc p : List.of(A0, A1, B2, B3)) {
      PlogTree.setupAgent(root, p, 4, p.device(), ip(p));
    }
    for (PlogTree.Proc p : List.of(A0, A1)) {
      write(p.debug(root), p.head("ERROR", "10:09:01.000.000") + "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank["
          + p.rank() + "] timeout[120]\n"
          + p.head("ERROR", "10:09:01.000.050") + LogTrees.LINK_ERROR_HEADER
          + p.head("ERROR", "10:09:01.000.060") + LogTrees.linkErrorRow(ip(B3), 3, ip(p), p.rank(), "client", "time out"));
    }
    // rank 2's own link setup toward rank 3 timed out too: its port was down (the first failure), or it only waited
    write(B2.debug(root), B2.head("ERROR", "10:07:00.000.000") + "[InitChannelStage][Timeout]Transport init error! createLink para:"
        + "rank[2]-localUserrank[2]-localIpAddr[" + ip(B2) + "/0], remoteRank[3]-remoteUserrank[3]-remoteIpAddr[" + ip(B3)
        + "/1], machineType[1], linkMode[1], isUsedRdma[1], tag[" + PlogTree.TAG + "]\n");
    String agent = "[2026-11-20 10:07:02,300] torch.distributed.elastic.multiprocessing.api: ";
    write(root.resolve("b/train.log"), "[default0]:" + ownEnd + "\n"
        + agent + "[WARNING] Sending process 202 closing signal SIGTERM\n"
        // the agent's line on rank 2's end; the summary after it was not collected (a console cut short)
        + new LogTrees.Worker("b", 2, 0, 200, 1, "2026-11-20_10:07:01").agentLine(agent + "[ERROR] "));
  }

  @Test
  void aSilentEndItsAgentStoppedGivesWayToTheHostsOwnFailure(@TempDir Path root) throws IOException {
    tree(root, "[PID: 200] 2026-11-20-10:07:00.100.000 Communication_Error_Initialize_Transport(EI0009): "
        + "Device 0 transport init error. Reason: The network port is down.");

    RootCause rc = TRIAGE.assertRoots(root, "b device-0");

    assertEquals(Optional.of("200"), rc.pid(), rc.toString());
    assertTrue(rc.reason().contains("agent stopped it"), rc.reason());
  }

  @Test
  void withoutAnOwnFailureOnItsHostTheStoppedEndStays(@TempDir Path root) throws IOException {
    tree(root, "step 12 loss 2.1043");

    TRIAGE.assertRoots(root, "b device-1");
  }
}
