package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * pods38: a job run as Kubernetes pods, collected as MindCluster's training guide stores it
 * ({@code alllogs/<task>/plogs/<XDL_IP>/{debug,run}/plog/}, Ascend/mind-cluster@22bb3d98). Each pod has its own pid
 * namespace, so the two pods' processes carry the same pids; the train logs ({@code trainlogs/<XDL_IP>-<RANK>}) and the
 * pod logs ({@code pods/<job>-master-0}, ascend-operator's pod names) sit beside, so the files share no folder. Hand-written; addresses and pids are made up.
 */
class PodNodesTest {
  private static final TreeTriage triage = TreeTriage.bare();

  /** Ranks 0-1 on the pod of node 10.9.0.11, ranks 2-3 on 10.9.0.12: pids 100 and 101 in both pods. */
  private static final List<Proc> PODS = List.of(new Proc("10.9.0.11", 100, 100, 0, 0), new Proc("10.9.0.11", 101, 101, 1, 1),
      new Proc("10.9.0.12", 100, 100, 2, 0), new Proc("10.9.0.12", 101, 101, 3, 1));

  private static Path plog(Path root, Proc p, String kind, String made) {
    return root.resolve("alllogs/5d1e-task/plogs/" + p.host() + "/" + kind + "/plog/plog-" + p.filePid() + "_" + made + ".log");
  }

  @Test
  void theAddressFolderUnderPlogsIsTheNodeAndEqualPidsOfTwoPodsAreNoRestart(@TempDir Path root) throws IOException {
    for (Proc p : PODS) {
      write(plog(root, p, "run", "20261120100000000"), p.head("INFO", "10:00:0" + p.rank() + ".000.000")
          + "[HCCL_TRACE]hcom init by file success,take time [1200]us, rankTablePath[/job/rank_table.json], rankNum[4], rank["
          + p.rank() + "],server[" + p.host() + "], device[" + p.device() + "]\n");
    }
    Proc dead = PODS.get(3);
    write(plog(root, dead, "debug", "20261120100500000"), dead.head("ERROR", "10:05:00.000.000")
        + "[TaskExceptionHandler][Callback]Task run failed, base information is streamID:[2], taskID[21], taskType[Memcpy],"
        + " tag[AllGather_x].\n");
    for (Proc p : PODS.subList(0, 3)) {
      String h = p.head("ERROR", "10:35:40.000.000") + "[TaskExecStage][Timeout][Host]Task run failed, ";
      write(plog(root, p, "debug", "20261120100500000"), h + "base information is streamID:[2], taskID[21], taskType[Notify Wait],"
          + " tag[" + PlogTree.TAG + "], AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
          + h + "para information is notify id:[0x0000000100000c2b], value:[1], remote rank:[3].\n");
    }

    // each node's console beside the plogs, as the guide stores it and as kubectl logs saves it
    String omp = "[2026-11-20 10:00:00,000] torch.distributed.run: [WARNING] Setting OMP_NUM_THREADS environment variable"
        + " for each process to be 1 in default\n";
    write(root.resolve("alllogs/5d1e-task/trainlogs/10.9.0.11-0"), omp);
    write(root.resolve("alllogs/5d1e-task/trainlogs/10.9.0.12-1"), omp);
    write(root.resolve("pods/gpt-pretrain-master-0"), omp);
    write(root.resolve("pods/gpt-pretrain-worker-0"), omp);

    RootCause rc = triage.rootCause(root);

    assertEquals(Optional.of("10.9.0.12"), rc.host(), rc.reason());
    assertEquals(Optional.of("101"), rc.pid(), rc.reason());
    assertFalse(rc.reason().contains("attempts of the job"), rc.reason());
  }
}
