package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * pdsh36: a DeepSpeed job launched over pdsh, whose master's console holds every node's lines behind pdsh's label
 * {@code <host>: } (chaos/pdsh {@code dsh.c} {@code _flush_lines}; DeepSpeed {@code multinode_runner.py}
 * {@code PDSHRunner}, {@code runner.py}'s {@code cmd = pdsh ...}, {@code launch.py}'s {@code Killing subprocess} and
 * {@code exits with return code}; the logger's {@code [time] [LEVEL] [file:line:func]} from {@code utils/logging.py}).
 * node-b's process 2200 (rank 2, device 0) fails a call with the HBM multi-bit ECC fault its debug plog holds (507054,
 * log-formats 6); every node's launcher then kills its workers, so no other rank prints anything of HCCL's. The
 * exception's lines on node-a's console are node-b's (its label), and its ERR line names the call's rank and device.
 */
class PdshHostPrefixTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String TS = "2025-04-17-08:";

  /** HCCL's identity line of a rank (8.5 wording), as RootEndLayerTest writes it. */
  private static String key(int pid, int rank, String hostIp) {
    return "[INFO] HCCL(" + pid + ",python3):" + TS + "00:01.000.000 [hccl_communicator.cc:412] [7001][LocalRank Key Info]userRank["
        + rank + "] hostIp[" + hostIp + "] devicePhyId[" + (rank % 2) + "] deviceIp[192.168.1." + (10 + rank) + "]\n";
  }

  /** Two hosts' plogs, node-b's root fault, and node-a's console with each line behind {@code label(host)}. */
  private static Path tree(Path dir, String labelA, String labelB) throws IOException {
    for (int r = 0; r < 2; r++) {
      LogTrees.append(dir.resolve("node-a/ascend/log/run/plog/plog-" + (1100 + r) + "_20250417080000000.log"), key(1100 + r, r, "10.0.0.1"));
    }
    LogTrees.append(dir.resolve("node-b/ascend/log/run/plog/plog-2200_20250417080000000.log"), key(2200, 2, "10.0.0.2"));
    LogTrees.append(dir.resolve("node-b/ascend/log/debug/plog/plog-2200_20250417083950100.log"),
        RootOwnCodeLayerTest.runtime("hbm Multi-bit ECC error", 507054));
    String a = labelA + ": ";
    String b = labelB + ": ";
    LogTrees.append(dir.resolve("node-a/deepspeed_train.log"),
        "[2025-04-17 07:59:50,100] [INFO] [runner.py:568:main] cmd = pdsh -S -f 1024 -w " + labelA + "," + labelB
            + " export PYTHONPATH=/workspace; cd /workspace; /usr/bin/python3 -u -m deepspeed.launcher.launch --node_rank=%n"
            + " --master_addr=10.0.0.1 --master_port=29500 train.py\n"
            + a + "[2025-04-17 07:59:51,200] [INFO] [launch.py:152:main] nnodes=2, num_local_procs=2, node_rank=0\n"
            + b + "[2025-04-17 07:59:51,900] [INFO] [launch.py:152:main] nnodes=2, num_local_procs=1, node_rank=1\n"
            + a + "step 40 | loss 2.113\n"
            + b + "Traceback (most recent call last):\n"
            + b + "  File \"/workspace/train.py\", line 236, in <module>\n"
            + b + "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:471 NPU function error:"
            + " AclrtSynchronizeDeviceWithTimeout, error code is 507054\n"
            + b + "[ERROR] 2025-04-17-08:39:51 (PID:2200, Device:0, RankID:2) ERR00100 PTA call acl api failed\n"
            + b + "[2025-04-17 08:39:52,300] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 2200\n"
            + b + "[2025-04-17 08:39:52,700] [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py',"
            + " '--local_rank=0'] exits with return code = 1\n"
            + a + "[2025-04-17 08:39:55,100] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 1100\n"
            + a + "[2025-04-17 08:39:55,100] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 1101\n"
            + a + "[2025-04-17 08:39:55,500] [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py',"
            + " '--local_rank=0'] exits with return code = -15\n");
    return dir;
  }

  private static void assertNodeB2200(Diagnosis d) {
    List<ProcessPlace> roots = d.rootCause().orElseThrow().roots();
    ProcessPlace first = roots.get(0);
    assertEquals("node-b", first.host().orElse("-"), roots.toString());
    assertEquals(2, first.rank().orElse(-1), roots.toString());
    assertEquals(0, first.device().orElse(-1), roots.toString());
    assertEquals("2200", first.pid().orElse("-"), roots.toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
  }

  @Test
  void theLabelOfAHostFolderPutsTheExceptionOnItsProcess(@TempDir Path dir) throws IOException {
    assertNodeB2200(TRIAGE.get().diagnose(tree(dir, "node-a", "node-b")));
  }

  @Test
  void theLabelOfAnAddressTheHostsFilesStatePutsTheExceptionThere(@TempDir Path dir) throws IOException {
    // pdsh -w with addresses: pdsh prints an address whole; node-b's identity lines state hostIp[10.0.0.2]
    assertNodeB2200(TRIAGE.get().diagnose(tree(dir, "10.0.0.1", "10.0.0.2")));
  }

  @Test
  void aLabelNoHostOfTheInputHasTiesNothing(@TempDir Path dir) throws IOException {
    // atlas-9 is neither a host folder nor an address any file states: the lines stay the console's, as before
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, "node-a", "atlas-9"));
    List<ProcessPlace> roots = d.rootCause().orElseThrow().roots();
    assertEquals("node-a", roots.get(0).host().orElse("-"), roots.toString());
  }
}
