package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * tenthe40 (tenth39's class E): a MindSpore job msrun launched on two hosts of three workers with {@code --node_rank}
 * given, so each log is {@code msrun_log/worker_<node id>.log} and the node id is the rank (mindspore
 * process_entity/_api.py); host ms-b's first worker (node 3, DEVICE_ID 0) fails in its script before it calls init, so
 * it never registers. The others register ({@code The compute graph node: N has been registered successfully.},
 * compute_graph_node.cc) and, once {@code cluster_time_out} has passed, init raises {@code Topology build timed out.}
 * in each of them and in the scheduler (cluster_context.cc {@code BuildCluster}). The root is the worker whose log
 * states neither.
 */
class MsrunUnregisteredWorkerTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String[] HOSTS = {"ms-a", "ms-b"};
  private static final int PER_HOST = 3;

  private static String timedOut(String script) {
    return "Traceback (most recent call last):\n  File \"/job/" + script + "\", line 88, in <module>\n    main()\n"
        + "  File \"/usr/local/lib/python3.9/site-packages/mindspore/communication/management.py\", line 198, in init\n"
        + "    init_cluster()\nRuntimeError: Topology build timed out.\n";
  }

  /**
   * What a worker that never joined printed. With one such worker, its own script's import error (a frame of the job's
   * code: tenthd40's own fault). With several, an import error raised inside a library's frame, which is no own fault
   * of the job (tenthd40), so that only the never-registered placement is tested here: which of several workers with
   * their own errors is the root is the fault rules' question, not this placement's.
   */
  private static String silentLines(int workers) {
    String frame = workers == 1 ? "/job/train.py" : "/usr/local/lib/python3.9/site-packages/mindformers/__init__.py";
    return "Traceback (most recent call last):\n  File \"" + frame + "\", line 9, in <module>\n"
        + "    import dataset_config\nModuleNotFoundError: No module named 'dataset_config'\n";
  }

  /** The tree; {@code registered}: GLOG_v 1 (INFO lines printed), else 2; {@code silent}: node ids that never joined. */
  private static Path tree(Path root, boolean registered, int... silent) throws IOException {
    LogTrees.append(root.resolve("ms-a/msrun_log/scheduler.log"), timedOut("train.py"));
    for (int n = 0; n < HOSTS.length * PER_HOST; n++) {
      Path log = root.resolve(HOSTS[n / PER_HOST] + "/msrun_log/worker_" + n + ".log");
      final int node = n;
      if (java.util.Arrays.stream(silent).anyMatch(s -> s == node)) {
        LogTrees.append(log, silentLines(silent.length));
        continue;
      }
      String p = Integer.toString(52000 + 31 * n);
      String head = registered ? "[INFO] DISTRIBUTED(" + p + ",ffff9c3e1120,python):2026-03-04-08:00:1" + n
          + ".201.544 [mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:178] Register] The compute"
          + " graph node: " + n + " has been registered successfully.\n" : "";
      LogTrees.append(log, head + timedOut("train.py"));
    }
    return root;
  }

  @Test
  void theWorkerThatNeverRegisteredIsTheRoot(@TempDir Path dir) throws IOException {
    for (boolean registered : new boolean[] {true, false}) {
      Path t = tree(dir.resolve("glog" + (registered ? 1 : 2)), registered, 3);
      Diagnosis d = TRIAGE.get().diagnose(t);
      RootCause rc = d.rootCause().orElseThrow(() -> new AssertionError("no root (registered " + registered + "): " + d.layer()));
      assertEquals(Optional.of("ms-b"), rc.host(), rc.toString());
      assertEquals(OptionalInt.of(3), rc.rank(), rc.toString());
      assertEquals(OptionalInt.of(0), rc.device(), rc.toString());
      assertTrue(rc.known(), rc.toString());
    }
  }

  @Test
  void twoWorkersThatNeverRegisteredNameNoOne(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, true, 1, 4));
    assertTrue(d.rootCause().isEmpty() || !d.rootCause().get().known(), d.rootCause().toString());
  }
}
