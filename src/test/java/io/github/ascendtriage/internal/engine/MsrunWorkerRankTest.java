package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * msrun39 (tenth39's classes A and B): two hosts of two msrun workers each, launched with {@code --node_rank} -1 and a
 * {@code --log_dir} of the user's choosing, so each host's logs are {@code worker_0.log} and {@code worker_1.log}
 * (the index on the host; mindspore process_entity/_api.py) and their names tie no rank. Each worker log states its
 * own rank once the scheduler placed it ({@code This node <id> rank id: <rank>}, cluster_context.cc) under
 * MindSpore's C++ header with the worker's pid (log_adapter.cc). The worker of rank 3 hit a memory UCE: the runtime's
 * {@code reason=[device mem error]} and ACL 507053 in its plog (docs/log-formats.md 6); the other workers end on the
 * heartbeat's cluster error (compute_graph_node.cc), which names no one.
 */
class MsrunWorkerRankTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String[] HOSTS = {"ms-a", "ms-b"};
  private static final int FAULTY = 3;

  private static String pid(int rank) {
    return Integer.toString(41000 + 17 * rank);
  }

  private static Path tree(Path root, String logDir) throws IOException {
    for (int h = 0; h < HOSTS.length; h++) {
      for (int i = 0; i < 2; i++) {
        // the scheduler placed the workers in the order they registered: host ms-b's index 0 is rank 3
        int rank = h == 0 ? i : 3 - i;
        String p = pid(rank);
        String log = "[WARNING] DISTRIBUTED(" + p + ",ffff8a2b1120,python):2026-03-02-10:00:0" + (2 + rank)
            + ".120.311 [mindspore/ccsrc/distributed/cluster/cluster_context.cc:131] BuildCluster] This node " + i
            + " rank id: " + rank + "\n" + "epoch: 1 step: 1, loss is 11.04\n";
        if (rank != FAULTY) {
          log += "[ERROR] DISTRIBUTED(" + p + ",ffff8a2b1120,python):2026-03-02-10:02:41.002.118"
              + " [mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:287] Heartbeat] The state of the"
              + " cluster is error, total nodes num: 4, abnormal nodes num: 1\n";
        }
        LogTrees.append(root.resolve(HOSTS[h] + "/" + logDir + "/worker_" + i + ".log"), log);
        String plog = root.resolve(HOSTS[h] + "/ascend/log/debug/plog/plog-" + p + "_20260302100001000.log").toString();
        String lines = "[INFO] HCCL(" + p + ",python):2026-03-02-10:00:05.554.101 [externalinput.cc:598] [" + p
            + "][HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s\n";
        if (rank == FAULTY) {
          lines += "[ERROR] RUNTIME(" + p + ",python):2026-03-02-10:01:58.331.647 [error_message_manage.cc:53]" + p
              + " FuncErrorReason:rtStreamSynchronizeWithTimeout execute failed, reason=[device mem error]\n"
              + "[ERROR] ASCENDCL(" + p + ",python):2026-03-02-10:01:58.332.829 [stream.cpp:124]" + p
              + " aclrtSynchronizeStreamWithTimeout: synchronize stream failed, runtime result = 507053\n";
        }
        LogTrees.append(Path.of(plog), lines);
      }
    }
    return root;
  }

  @Test
  void theProcessThatPrintedALoneDeviceFaultIsTheRoot(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, "job_out"));
    RootCause rc = d.rootCause().orElseThrow(() -> new AssertionError("no root: " + d.layer()));
    assertEquals(Optional.of("ms-b"), rc.host(), rc.toString());
    assertEquals(Optional.of(pid(FAULTY)), rc.pid(), rc.toString());
  }

  @Test
  void aWorkerLogsOwnRankLineGivesItsProcessTheRankWhateverItsName(@TempDir Path dir) throws IOException {
    // the names repeat on both hosts (indexes), and the folder is neither msrun_log nor beside a scheduler.log
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, "logs/run7"));
    RootCause rc = d.rootCause().orElseThrow(() -> new AssertionError("no root: " + d.layer()));
    assertEquals(OptionalInt.of(FAULTY), rc.rank(), rc.toString());
  }
}
