package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * tenthe40 (tenth39's class C, its root): msrun launched two hosts of two workers with {@code --node_rank} -1, so the
 * node ids are the workers' own (not numbers) and the logs are named by the index on the host (mindspore
 * process_entity/_api.py). Each worker states {@code This node <id> rank id: <rank>} under its pid once the cluster is
 * built (cluster_context.cc). One worker is killed in its step and prints nothing more; the scheduler logs {@code The
 * node: <id> is timed out.} (meta_server_node.cc {@code UpdateTopoState}) and the others end on the heartbeat's
 * {@code The state of the cluster is error} (compute_graph_node.cc), which names no one. msrun's own triage reads the
 * log of the timed-out node: that worker's process is the root.
 */
class SchedulerTimedOutNodeTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String[] HOSTS = {"ms-a", "ms-b"};
  private static final String[] NODES = {"4f1c09ab-77d2", "0c2e6f11-a0b3", "93d0be42-5c71", "e7a85d06-1f9e"};
  private static final int KILLED = 2;

  private static String pid(int rank) {
    return Integer.toString(61000 + 13 * rank);
  }

  /** {@code newer}: the scheduler's newer message, which also names the first node timed out. */
  private static Path tree(Path root, boolean newer) throws IOException {
    for (int rank = 0; rank < 4; rank++) {
      String p = pid(rank);
      String log = "[WARNING] DISTRIBUTED(" + p + ",ffff7a1c2210,python):2026-03-05-11:00:0" + (2 + rank)
          + ".410.207 [mindspore/ccsrc/distributed/cluster/cluster_context.cc:131] BuildCluster] This node " + NODES[rank]
          + " rank id: " + rank + "\n" + "epoch: 1 step: 40, loss is 7.913\n";
      if (rank != KILLED) {
        log += "[ERROR] DISTRIBUTED(" + p + ",ffff7a1c2210,python):2026-03-05-11:04:1" + rank
            + ".002.118 [mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:287] Heartbeat] The state of"
            + " the cluster is error, total nodes num: 4, abnormal nodes num: 1\n";
      }
      LogTrees.append(root.resolve(HOSTS[rank / 2] + "/msrun_log/worker_" + (rank % 2) + ".log"), log);
    }
    String sched = "[ERROR] DISTRIBUTED(60990,ffff7a1c0001,python):2026-03-05-11:04:08.771.330"
        + " [mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:536] UpdateTopoState] The node: "
        + NODES[KILLED] + " is timed out." + (newer ? " It may exit with exception, please check this node's log." : "")
        + "\n";
    if (newer) {
      sched += "RuntimeError: The total number of timed out node is 1. Timed out node list is: [" + NODES[KILLED]
          + "], worker " + NODES[KILLED] + " is the first one timed out, please check its log.\n";
    }
    LogTrees.append(root.resolve("ms-a/msrun_log/scheduler.log"), sched);
    return root;
  }

  @Test
  void theNodeTheSchedulerTimedOutIsTheRoot(@TempDir Path dir) throws IOException {
    for (boolean newer : new boolean[] {false, true}) {
      Diagnosis d = TRIAGE.get().diagnose(tree(dir.resolve(newer ? "newer" : "older"), newer));
      RootCause rc = d.rootCause().orElseThrow(() -> new AssertionError("no root (newer " + newer + "): " + d.layer()));
      assertEquals(Optional.of("ms-b"), rc.host(), rc.toString());
      assertEquals(Optional.of(pid(KILLED)), rc.pid(), rc.toString());
    }
  }
}
