package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * own41: processes that ended on their own with no time on the line that shows it. Two hosts of three MindSpore
 * workers launched by msrun (each worker's output in its {@code worker_<id>.log}, its rank in {@code This node <id>
 * rank id: <rank>} under MindSpore's C++ header with its pid). A worker either raises in the job's own code (CPython
 * prints the traceback, which carries no time, as the process exits) or is killed by the kernel's OOM killer (Linux
 * mm/oom_kill.c's {@code Out of memory: Killed process <pid> (<comm>) ...} in its host's dmesg, stamped with seconds
 * since boot); the others end on the heartbeat's cluster error raised inside MindSpore's installed package. Paths,
 * pids and times are made up.
 */
class OwnEndsUntimedTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String[] HOSTS = {"ms-a", "ms-b"};

  private static String pid(int rank) {
    return Integer.toString(61000 + 47 * rank);
  }

  private static String raised(String file, int line, String exception) {
    return "Traceback (most recent call last):\n"
        + "  File \"/home/work/job/train.py\", line 301, in <module>\n"
        + "    main()\n"
        + "  File \"/home/work/job/" + file + "\", line " + line + ", in step\n"
        + "    batch = next(it)\n"
        + exception + "\n";
  }

  private static final String[] OWN = {
    raised("data/loader.py", 77, "KeyError: 'labels'"),
    raised("model/head.py", 140, "IndexError: list index out of range"),
    raised("utils/schedule.py", 19, "ZeroDivisionError: division by zero")};

  private static final String CLUSTER = "Traceback (most recent call last):\n"
      + "  File \"/home/work/job/train.py\", line 301, in <module>\n"
      + "    main()\n"
      + "  File \"/usr/local/lib/python3.9/site-packages/mindspore/train/model.py\", line 1090, in train\n"
      + "    self._train(epoch, train_dataset)\n"
      + "RuntimeError: The state of the cluster is error, total nodes num: 6, abnormal nodes num: 1\n";

  /** Six workers; {@code ends[rank]} is what that rank's log ends on, null for the heartbeat's cluster error. */
  private static Path tree(Path root, String... ends) throws IOException {
    for (int rank = 0; rank < 6; rank++) {
      String host = HOSTS[rank / 3];
      String p = pid(rank);
      String log = "[WARNING] DISTRIBUTED(" + p + ",ffff8a1d2230,python):2026-06-02-10:00:0" + (2 + rank)
          + ".120.311 [mindspore/ccsrc/distributed/cluster/cluster_context.cc:131] BuildCluster] This node " + rank
          + " rank id: " + rank + "\n" + "epoch: 1 step: 1, loss is 9.81\n" + "epoch: 1 step: 2, loss is 9.74\n";
      String end = rank < ends.length ? ends[rank] : null;
      log += end != null ? end : "[ERROR] DISTRIBUTED(" + p + ",ffff8a1d2230,python):2026-06-02-10:03:1" + rank
          + ".002.118 [mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:287] Heartbeat] The state of"
          + " the cluster is error, total nodes num: 6, abnormal nodes num: 1\n" + CLUSTER;
      LogTrees.append(root.resolve(host + "/msrun_log/worker_" + rank + ".log"), log);
      LogTrees.append(root.resolve(host + "/ascend/log/debug/plog/plog-" + p + "_20260602100001000.log"),
          "[INFO] HCCL(" + p + ",python):2026-06-02-10:00:05.554.101 [externalinput.cc:598] [" + p
              + "][HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s\n");
    }
    return root;
  }

  private static String oom(int rank) {
    return "[612034.551201] Out of memory: Killed process " + pid(rank) + " (python) total-vm:231007744kB,"
        + " anon-rss:190342112kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:301120kB oom_score_adj:0\n";
  }

  private static Set<String> roots(RootCause rc) {
    return rc.roots().stream().map(ProcessPlace::pid).flatMap(Optional::stream).collect(Collectors.toSet());
  }

  private static RootCause rootOf(Diagnosis d) {
    return d.rootCause().orElseThrow(() -> new AssertionError("no root: " + d.layer()));
  }

  @Test
  void twoWorkersThatRaisedInTheirOwnCodeWithNoTimeAreBothRoots(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, null, OWN[0], null, null, OWN[1]));
    RootCause rc = rootOf(d);
    assertEquals(Set.of(pid(1), pid(4)), roots(rc), rc.toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().map(Object::toString).orElse(""));
  }

  @Test
  void threeWorkersThatRaisedInTheirOwnCodeWithNoTimeAreAllRoots(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, OWN[2], null, OWN[0], OWN[1]));
    RootCause rc = rootOf(d);
    assertEquals(Set.of(pid(0), pid(2), pid(3)), roots(rc), rc.toString());
  }

  @Test
  void oneWorkerThatRaisedIsTheOnlyRoot(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, null, null, null, null, OWN[1]));
    RootCause rc = rootOf(d);
    assertEquals(Set.of(pid(4)), roots(rc), rc.toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().map(Object::toString).orElse(""));
  }

  @Test
  void aWorkerTheKernelKilledForHostMemoryIsTheRootAndItsLayerIsScript(@TempDir Path dir) throws IOException {
    // rank 4's log stops after its last step: it printed nothing, the kernel's line names its pid
    Path t = tree(dir, null, null, null, null, "");
    LogTrees.append(t.resolve("ms-b/dmesg.txt"), "[611990.101002] bash (4411): drop_caches: 3\n" + oom(4));
    Diagnosis d = TRIAGE.get().diagnose(t);
    RootCause rc = rootOf(d);
    assertEquals(Optional.of("ms-b"), rc.host(), rc.toString());
    assertEquals(Optional.of(pid(4)), rc.pid(), rc.toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().map(Object::toString).orElse(""));
  }

  @Test
  void aDeviceFaultWithATimeStaysBeforeAnOomKillWithNone(@TempDir Path dir) throws IOException {
    // rank 1's card reports a device memory error (a runtime reason with its time); rank 4 is killed later for host memory
    Path t = tree(dir, null, "", null, null, "");
    LogTrees.append(t.resolve("ms-a/ascend/log/debug/plog/plog-" + pid(1) + "_20260602100001000.log"),
        "[ERROR] RUNTIME(" + pid(1) + ",python):2026-06-02-10:02:44.605.771 [error_message_manage.cc:53]" + pid(1)
            + " FuncErrorReason:rtStreamSynchronize execute failed, reason=[device mem error]\n");
    LogTrees.append(t.resolve("ms-b/dmesg.txt"), oom(4));
    Diagnosis d = TRIAGE.get().diagnose(t);
    RootCause rc = rootOf(d);
    assertEquals(Optional.of(pid(1)), rc.pid(), rc.toString());
  }
}
