package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * cqe36 (sixth35's class 5): a pod-per-rank collection gives each process a folder of its own, while the node's
 * outputs (npu-smi's health query) sit in one pod's folder. They are the node's: the device they name is the device
 * of the process that HCCL's {@code [LocalRank Key Info] hostIp[..] devicePhyId[..]} (docs/log-formats.md 8) puts on
 * that node and device, and HCCL's heartbeat names the lost peer by the same pair ({@code serverId/devicePhyId},
 * hcomm heartbeat.cc {@code GetUId}). Pods {@code job-worker-0} (rank 8, device 0) and {@code job-worker-3} (rank 11,
 * device 3) run on node 10.0.0.2; {@code job-master-0} (rank 0, node 10.0.0.1) waits on rank 11 and its heartbeat
 * names 10.0.0.2/3 lost; the node's health query, in {@code job-worker-0}, names device 3 Critical. The values are
 * made up.
 */
class PodNodeOutputsTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String TS = "2025-04-17-08:";

  private static Path podTree(Path root) throws IOException {
    LogTrees.append(root.resolve("job-master-0/ascend/log/run/plog/plog-100_20250417072237553.log"), RootEndLayerTest.key(100, 0, "10.0.0.1", 0));
    LogTrees.append(root.resolve("job-worker-0/ascend/log/run/plog/plog-800_20250417072237553.log"), RootEndLayerTest.key(800, 8, "10.0.0.2", 0));
    LogTrees.append(root.resolve("job-worker-3/ascend/log/run/plog/plog-830_20250417072237553.log"), RootEndLayerTest.key(830, 11, "10.0.0.2", 3));
    LogTrees.append(root.resolve("job-master-0/ascend/log/debug/plog/plog-100_20250417072237553.log"),
        LogTrees.heartbeatLost("[ERROR] HCCL(100,python3):" + TS + "40:40.000.000 [heartbeat.cc:1245] [7002]",
            "10.0.0.2/3", "Thu Apr 17 08:40:37 2025", "10.0.0.1/0"));
    LogTrees.append(root.resolve("job-master-0/train.log"), "[PID: 100] " + TS + "40:41.000.000 Communication_Error_Timeout(EI0002):"
        + " A timeout occurs when the Notify register waits for execution. Waiting peer rank: 11; task information:"
        + " streamID:[249], taskID[23]; communication operator information: AllReduce; communicator:"
        + " 10.0.0.1%eth0_60000_0_1744879200000000.\n");
    LogTrees.append(root.resolve("job-worker-0/environment_check/npu_info_after.txt"), "$ npu-smi info -t health -i 3 -c 0\n"
        + "        Health Status                  : Critical\n"
        + "        Error Code                     : 80E01801\n"
        + "        Error Information              : NA\n");
    return root;
  }

  @Test
  void theNodesOutputsNameThePodWhoseProcessIsOnThatDevice(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(podTree(dir));
    ProcessPlace p = d.rootCause().orElseThrow().roots().get(0);
    assertEquals("job-worker-3", p.host().orElseThrow(), d.rootCause().toString());
    assertEquals("830", p.pid().orElse("?"), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
  }
}
