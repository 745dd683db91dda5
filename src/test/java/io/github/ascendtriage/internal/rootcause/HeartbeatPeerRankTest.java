package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lost heartbeat's peer, HCCL's UId {@code serverId/devicePhyId} (hccl heartbeat.cc {@code
 * GetUId}), turned into a rank where no line of the peer states its host's address: through a rank
 * table in the input (its {@code server_id}, {@code device_id} and {@code rank_id}, the fields the
 * UId is made of; 1.0 and 1.2 forms), or through torchrun's record of the worker that ended on the
 * peer's host (the {@code ChildFailedError} summary, the agent's {@code failed (exitcode: N)
 * local_rank: M} line), whose exit code is then why the peer went. The processes here state only
 * their rank and logical device (root-info init), so the address alone places no one.
 */
class HeartbeatPeerRankTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final Proc A0 = new Proc("a", 100, 100, 0, 0);
  private static final Proc B2 = new Proc("b", 200, 200, 2, 0);
  private static final Proc B3 = new Proc("b", 202, 202, 3, 1);

  private static void lost(Path root, String peer) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, B2, B3);
    write(A0.debug(root), LogTrees.heartbeatLost(A0.head("ERROR", "10:31:00.000.000"), peer, "Fri Nov 20 10:29:00 2026",
        "10.1.0.1/0"));
  }

  /** Rank table 1.0: host b's physical devices 1 and 0 hold ranks 2 and 3 (the reverse of their logical ids). */
  private static final String TABLE_10 = """
      {
        "version": "1.0",
        "server_count": "2",
        "server_list": [
          {"server_id": "10.1.0.1", "device": [{"device_id": "0", "device_ip": "192.0.2.10", "rank_id": "0"}]},
          {"server_id": "10.1.0.2", "device": [
            {"device_id": "1", "device_ip": "192.0.2.21", "rank_id": "2"},
            {"device_id": "0", "device_ip": "192.0.2.20", "rank_id": "3"}]}
        ],
        "status": "completed"
      }
      """;

  /** Rank table 1.2 (with super pods), one field a line, the same seats. */
  private static final String TABLE_12 = """
      {
          "version": "1.2",
          "server_count": "2",
          "server_list": [
              {
                  "server_id": "10.1.0.1",
                  "device": [
                      {
                          "device_id": "0",
                          "device_ip": "192.0.2.10",
                          "super_device_id": "0",
                          "rank_id": "0"
                      }
                  ]
              },
              {
                  "server_id": "10.1.0.2",
                  "device": [
                      {
                          "device_id": "1",
                          "device_ip": "192.0.2.21",
                          "super_device_id": "9",
                          "rank_id": "2"
                      },
                      {
                          "device_id": "0",
                          "device_ip": "192.0.2.20",
                          "super_device_id": "8",
                          "rank_id": "3"
                      }
                  ]
              }
          ],
          "super_pod_list": [{"super_pod_id": "0", "server_list": [{"server_id": "10.1.0.1"}, {"server_id": "10.1.0.2"}]}],
          "status": "completed"
      }
      """;

  private static ProcessPlace onlyRoot(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    return rc.roots().get(0);
  }

  @Test
  void aRankTable10TurnsTheUIdIntoItsRank(@TempDir Path root) throws IOException {
    lost(root, "10.1.0.2/1");
    write(root.resolve("a/rank_table.json"), TABLE_10);

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    // physical device 1 of 10.1.0.2 is rank 2 by the table: B2's process, though its logical device is 0
    assertEquals(Optional.of("b"), p.host());
    assertEquals(OptionalInt.of(2), p.rank());
    assertEquals(Optional.of("200"), p.pid());
    assertTrue(rc.known(), rc.toString());
  }

  @Test
  void aRankTable12OneFieldALineDoesTheSame(@TempDir Path root) throws IOException {
    lost(root, "10.1.0.2/0");
    write(root.resolve("a/rank_table.json"), TABLE_12);

    ProcessPlace p = onlyRoot(TRIAGE.rootCause(root));

    assertEquals(Optional.of("b"), p.host());
    assertEquals(OptionalInt.of(3), p.rank());
    assertEquals(Optional.of("202"), p.pid());
  }

  @Test
  void withoutATableOrARecordThePeerIsOutsideByItsUId(@TempDir Path root) throws IOException {
    lost(root, "10.1.0.2/1");

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertFalse(rc.known());
    assertEquals(Optional.of("10.1.0.2"), p.address());
    assertTrue(rc.reason().contains("collect those of 10.1.0.2/1"), rc.reason());
  }

  /** The glog prefix PyTorch's elastic agent prints its lines with. */
  private static final String AGENT = "E1120 10:28:59.118000 9001 torch/distributed/elastic/multiprocessing/api.py:869] ";

  /** torchrun on b: the agent's line and the summary it raises, as PyTorch prints a worker killed by signal 9. */
  private static void killed(Path root, int rank, int localRank, int pid) throws IOException {
    write(root.resolve("b/train.log"), LogTrees.torchrunFailure(AGENT,
        new LogTrees.Worker("b", rank, localRank, pid, -9, "2026-11-20_10:28:59")));
  }

  @Test
  void torchrunsRecordOfTheWorkerThatEndedTiesThePeerAndSaysItWasKilled(@TempDir Path root) throws IOException {
    lost(root, "10.1.0.2/1");
    killed(root, 3, 1, 202);

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertEquals(Optional.of("b"), p.host());
    assertEquals(OptionalInt.of(3), p.rank());
    assertTrue(rc.known(), rc.toString());
    assertTrue(rc.reason().contains("torchrun recorded its exit on b: exitcode -9 (SIGKILL: killed from outside the job"),
        rc.reason());
  }

  /** The peer 10.1.0.2/1 lost, and on b only the agent's line of local rank 1 ending with {@code code}. */
  private static RootCause agentOnly(Path root, int code) throws IOException {
    lost(root, "10.1.0.2/1");
    write(root.resolve("b/train.log"), new LogTrees.Worker("b", 3, 1, 202, code, "2026-11-20_10:28:59").agentLine(AGENT));
    return TRIAGE.rootCause(root);
  }

  @Test
  void theAgentsLineAloneTiesThePeerToItsHost(@TempDir Path root) throws IOException {
    RootCause rc = agentOnly(root, -9);

    ProcessPlace p = onlyRoot(rc);
    assertEquals(Optional.of("b"), p.host());
    assertTrue(rc.known(), rc.toString());
  }

  @Test
  void aWorkerTheAgentStoppedIsNotThePeer(@TempDir Path root) throws IOException {
    RootCause rc = agentOnly(root, -15);

    assertFalse(rc.known(), rc.toString());
    assertEquals(Optional.of("10.1.0.2"), onlyRoot(rc).address());
  }
}
