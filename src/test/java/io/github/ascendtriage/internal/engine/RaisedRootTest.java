package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
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
 * tenthd40 (tenth39's classes D and G): two hosts of two MindSpore workers launched by msrun (each worker's stdout and
 * stderr in its {@code worker_<id>.log}, mindspore process_entity/_api.py; its rank in {@code This node <id> rank id:
 * <rank>} under MindSpore's C++ header with its pid, cluster_context.cc and log_adapter.cc). The worker of rank 2
 * ends on a Python traceback whose innermost frame is the job's own data loader (CPython's traceback format: the
 * header, one {@code File} entry per frame, outermost first, the exception last). The others end either on the
 * heartbeat's cluster error, raised inside MindSpore's installed package (compute_graph_node.cc), or on HCCL's EI0002
 * naming rank 2 (the catalogue's EI0002 text). Paths, pids and times are made up.
 */
class RaisedRootTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String[] HOSTS = {"ms-a", "ms-b"};
  private static final int ROOT = 2;
  private static final String RAISED = "script.root-raised";
  private static final String SITE = "/usr/local/lib/python3.9/site-packages/mindspore";

  private static String pid(int rank) {
    return Integer.toString(52000 + 31 * rank);
  }

  /** The user's exception, raised in the job's own loader, as CPython prints it. */
  private static final String OWN = "Traceback (most recent call last):\n"
      + "  File \"/home/work/job/train.py\", line 212, in <module>\n"
      + "    main()\n"
      + "  File \"/home/work/job/data/loader.py\", line 88, in __getitem__\n"
      + "    ids = sample['input_ids']\n"
      + "KeyError: 'input_ids'\n";

  /** The heartbeat's cluster error, raised inside MindSpore's installed package. */
  private static final String CLUSTER = "Traceback (most recent call last):\n"
      + "  File \"/home/work/job/train.py\", line 212, in <module>\n"
      + "    main()\n"
      + "  File \"" + SITE + "/train/model.py\", line 1090, in train\n"
      + "    self._train(epoch, train_dataset)\n"
      + "RuntimeError: The state of the cluster is error, total nodes num: 4, abnormal nodes num: 1\n";

  private static Path tree(Path root, boolean ei0002, String rootEnd) throws IOException {
    for (int h = 0; h < HOSTS.length; h++) {
      for (int i = 0; i < 2; i++) {
        int rank = 2 * h + i;
        String p = pid(rank);
        String log = "[WARNING] DISTRIBUTED(" + p + ",ffff9c1d2230,python):2026-05-11-08:00:0" + (2 + rank)
            + ".120.311 [mindspore/ccsrc/distributed/cluster/cluster_context.cc:131] BuildCluster] This node " + rank
            + " rank id: " + rank + "\n" + "epoch: 1 step: 1, loss is 10.81\n" + "epoch: 1 step: 2, loss is 10.77\n";
        String plog = "[INFO] HCCL(" + p + ",python):2026-05-11-08:00:05.554.101 [externalinput.cc:598] [" + p
            + "][HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s\n";
        if (rank == ROOT) {
          log += rootEnd;
        } else if (ei0002) {
          plog += "[ERROR] HCCL(" + p + ",python):2026-05-11-08:01:3" + rank + ".002.118 [task_exception_handler.cc:812]"
              + "[TaskExceptionHandler] EI0002: The wait execution of the Notify register times out. Reason: The Notify"
              + " register has not received the Notify record from remote rank: [" + ROOT + "].\n";
          log += "[ERROR] DEVICE(" + p + ",ffff9c1d2230,python):2026-05-11-08:01:4" + rank + ".011.310"
              + " [mindspore/ccsrc/plugin/device/ascend/hal/hardware/ge_graph_executor.cc:1065] RunGraph] Run task for"
              + " graph:kernel_graph_1 error! The details refer to 'Ascend Error Message'.\n";
        } else {
          log += "[ERROR] DISTRIBUTED(" + p + ",ffff9c1d2230,python):2026-05-11-08:02:41.002.118"
              + " [mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:287] Heartbeat] The state of the"
              + " cluster is error, total nodes num: 4, abnormal nodes num: 1\n" + CLUSTER;
        }
        LogTrees.append(root.resolve(HOSTS[h] + "/msrun_log/worker_" + rank + ".log"), log);
        LogTrees.append(root.resolve(HOSTS[h] + "/ascend/log/debug/plog/plog-" + p + "_20260511080001000.log"), plog);
      }
    }
    return root;
  }

  @Test
  void theWorkerWhoseOwnCodeRaisedIsTheRootAndItsLayerIsScript(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, false, OWN));
    RootCause rc = d.rootCause().orElseThrow(() -> new AssertionError("no root: " + d.layer()));
    assertEquals(Optional.of("ms-b"), rc.host(), rc.toString());
    assertEquals(Optional.of(pid(ROOT)), rc.pid(), rc.toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().map(Object::toString).orElse(""));
  }

  @Test
  void atTheEndOfAnEi0002ChainTheRootsOwnExceptionDecides(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, true, OWN));
    assertEquals(Layer.SCRIPT, d.layer(), d.toString());
    String why = d.reasoning().orElseThrow().steps().get(0).rule();
    assertEquals(RAISED, why, d.reasoning().toString());
  }

  @Test
  void anExceptionRaisedInsideTheFrameworkIsNotTheScripts(@TempDir Path dir) throws IOException {
    String inside = CLUSTER.replace("RuntimeError: The state of the cluster is error, total nodes num: 4, abnormal"
        + " nodes num: 1", "ValueError: For 'MatMul', the input shapes do not match");
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, false, inside));
    assertTrue(d.reasoning().stream().flatMap(r -> r.steps().stream()).noneMatch(s -> s.rule().equals(RAISED)),
        d.reasoning().toString());
  }

  @Test
  void aLoneTracebackOfOneScriptIsGivenNoLayer(@TempDir Path dir) throws IOException {
    // one process's own exception with no other process in the input: no multi-card job failed
    LogTrees.append(dir.resolve("run.log"), "epoch: 1 step: 1, loss is 10.81\n" + OWN);
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals(Layer.UNKNOWN, d.layer(), d.reasoning().toString());
  }

  @Test
  void aTracebackBesideLogsThatShowNoFailureIsGivenNoLayer(@TempDir Path dir) throws IOException {
    // two workers' logs: one raised in its own code, the other ran on and shows nothing wrong
    String head = "[WARNING] DISTRIBUTED(52000,ffff9c1d2230,python):2026-05-11-08:00:02.120.311"
        + " [mindspore/ccsrc/distributed/cluster/cluster_context.cc:131] BuildCluster] This node 0 rank id: 0\n";
    LogTrees.append(dir.resolve("n0/msrun_log/worker_0.log"), head + "epoch: 1 step: 1, loss is 10.81\n" + OWN);
    LogTrees.append(dir.resolve("n1/msrun_log/worker_1.log"), head.replace("52000", "52031").replace("node 0 rank id: 0",
        "node 1 rank id: 1") + "epoch: 1 step: 1, loss is 10.79\nepoch: 1 step: 2, loss is 10.70\n");
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals(Layer.UNKNOWN, d.layer(), d.reasoning().toString());
  }
}
