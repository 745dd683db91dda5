package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class (alarm36, sixth35's class 7): the root's own fault is only in the log its AI CPU writes for it,
 * {@code debug/device-<id>/device-<host pid>_*.log}, under the AI CPU's own pid ({@code HCCL(<pid>,aicpu_scheduler)}):
 * HCCL's AI CPU task exception handler names the failed task's type, and an SDMA task is the device's own DMA copy
 * failing (log-formats 2.2, the ascend-fd fixture's line; catalogue 507013 / 0x07150063: device), not a wait on a
 * peer. node-a's ranks 0 and 1 wait on node-b's rank 2 (pid 2200, device 0), whose host plog is silent.
 */
class AicpuSdmaRootTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String AICPU = "[ERROR] HCCL(4711,aicpu_scheduler):2025-04-17-08:10:02.118.204 ";

  @Test
  void theAicpusSdmaExceptionInTheRootsDeviceLogGivesTheDeviceLayer(@TempDir Path dir) throws IOException {
    Path root = RootEndLayerTest.notifyTree(dir, "");
    LogTrees.append(root.resolve("node-b/ascend/log/debug/device-0/device-2200_20250417072240553.log"),
        AICPU + "[aicpu_communicator.cc:3750] [5111][TaskException][AICPU]base information is streamId:12, sqid:14, "
            + "head:301, tail:40, type:SDMA, localRank:2, remoteRank:0, taskId:881, notifyId:0, addr1High:0x12eb, "
            + "addr1Low:0x50000000, addr2High:0x12d6, addr2Low:0xc2c04000.\n"
            + AICPU + "[aicpu_communicator.cc:3806] [5111][TaskException]opData information is tag:AllReduce_10.0.0.1%eth0"
            + "_60000_0_1744870000000_device, group:hccl_world_group, opIndex:72, count:1048576, dataType:11, opType:2.\n");
    Diagnosis d = TRIAGE.get().diagnose(root);
    assertEquals("node-b", d.rootCause().orElseThrow().roots().get(0).host().orElseThrow(), d.rootCause().toString());
    assertEquals("2200", d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
    assertTrue(d.reasoning().orElseThrow().steps().stream().anyMatch(s -> s.rule().equals("device.aicpu-sdma-task")
        && s.evidence().source().endsWith("device-2200_20250417072240553.log")), d.reasoning().toString());
  }

  /**
   * aicpu37 (eighth37's class 1): HCCL's AI CPU prints before the task's base information a line whose field
   * {@code cqeType:11} names the type of the failed task's SQE (hicann/hcomm's TaskException::PrintTaskExceptionByTaskId),
   * not an RDMA completion: the network rule's phrase {@code cqe} only begins that field's name, and the root's first
   * own fault stays the SDMA task's (device).
   */
  @Test
  void theCqeTypeFieldBeforeTheSdmaExceptionIsNoNetworkFault(@TempDir Path dir) throws IOException {
    Path root = RootEndLayerTest.notifyTree(dir, "");
    LogTrees.append(root.resolve("node-b/ascend/log/debug/device-0/device-2200_20250417072240553.log"),
        AICPU + "[aicpu_communicator.cc:3737] [5111][HcclCommAicpu][PrintTaskExceptionByTaskId]streamId:12 tail:40 cqeType:11\n"
            + AICPU + "[aicpu_communicator.cc:3750] [5111][TaskException][AICPU]base information is streamId:12, sqid:14, "
            + "head:301, tail:40, type:SDMA, localRank:2, remoteRank:0, taskId:881, notifyId:0, addr1High:0x12eb, "
            + "addr1Low:0x50000000, addr2High:0x12d6, addr2Low:0xc2c04000.\n");
    Diagnosis d = TRIAGE.get().diagnose(root);
    assertEquals("2200", d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
    assertTrue(d.reasoning().orElseThrow().steps().stream().noneMatch(s -> s.rule().equals("network.device-nic")),
        d.reasoning().toString());
  }
}
