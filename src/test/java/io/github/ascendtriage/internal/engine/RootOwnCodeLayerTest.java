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
 * devroot34: the root printed a catalogued device code in its own plog (the runtime's reason and return code,
 * log-formats 6: 507054 HBM multi-bit ECC, 507010 lost heartbeat; catalogue rt-internal 0x07010028 and 0x0711000B,
 * layer device) and its host's console repeats it (torch_npu's {@code NPU function error: ..., error code is N} with
 * ERR00100 and the CANN message block, log-formats 3 and 7.2). The code is the root's own fault, so the layer is
 * device (layer31), not script by the silent-root rule (rootlayer32) and not the collective of the others' case; a
 * console tied to no process that repeats the root's code is no second root that keeps layer31 from deciding.
 * RootEndLayerTest's notify tree: node-a's ranks 0 and 1 wait (EI0002) on node-b's rank 2, process 2200.
 */
class RootOwnCodeLayerTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /** The runtime's lines of a failed stream synchronisation in process 2200's debug plog (log-formats 2.2, 6). */
  static String runtime(String reason, int code) {
    String head = "[ERROR] RUNTIME(2200,python3):2025-04-17-08:39:5";
    return head + "0.100.000 [stream.cc:1475] 2213 GetError:Kernel task happen error, device_id=0, stream_id=14, task_id=4855\n"
        + head + "0.101.000 [error_message_manage.cc:53] 2213 FuncErrorReason:rtStreamSynchronize execute failed, reason=["
        + reason + "]\n"
        + head + "0.102.000 [log_inner.cpp:162] 2213 ReportCallError:synchronize stream failed, runtime result = " + code + "\n";
  }

  /** HCCL's older task exception on a waiting rank's debug plog (log-formats 8.3): a notify wait on rank 2 failed. */
  private static String taskException(int pid, int rank) {
    return "[ERROR] HCCL(" + pid + ",python3):2025-04-17-08:40:4" + rank + ".000.000 [task_exception_handler.cc:27] [7002]"
        + "[TaskExceptionHandler][Callback]Task run failed, base information is streamID:[37], taskID[788],"
        + " tag[AllReduce_10.0.0.1%eth0_60000_0_1744879200000], taskType[Notify Wait], remote rank[2]\n";
  }

  /** torch_npu's exception for the same call on a console (log-formats 7.2), with the CANN block's reason (3). */
  static String torchNpu(String reason, int code) {
    return "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:471 NPU function error:"
        + " AclrtSynchronizeDeviceWithTimeout, error code is " + code + "\n"
        + "[ERROR] 2025-04-17-08:39:51 (PID:2200, Device:0, RankID:-1) ERR00100 PTA call acl api failed\n"
        + block(reason);
  }

  /** The CANN message block's TraceBack line naming the runtime's reason (log-formats 3.1). */
  static String block(String reason) {
    return "        rtStreamSynchronize execute failed, reason=[" + reason + "][FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53]\n";
  }

  /** The notify tree with the waiters' task exceptions and the root's runtime lines; {@code console} is then written. */
  static Path tree(Path dir, String reason, int code) throws IOException {
    RootEndLayerTest.notifyTree(dir, "");
    for (int r = 0; r < 2; r++) {
      LogTrees.append(dir.resolve("node-a/ascend/log/debug/plog/plog-" + (1100 + r) + "_20250417084040000.log"), taskException(1100 + r, r));
    }
    LogTrees.append(dir.resolve("node-b/ascend/log/debug/plog/plog-2200_20250417083950100.log"), runtime(reason, code));
    return dir;
  }

  private static void assertDeviceAtTheRoot(Diagnosis d) {
    assertEquals("node-b", d.rootCause().orElseThrow().host().orElseThrow(), d.rootCause().toString());
    assertEquals("2200", d.rootCause().orElseThrow().pid().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
    assertTrue(d.reasoning().orElseThrow().steps().stream().noneMatch(s -> s.rule().startsWith("script.root-")),
        d.reasoning().toString());
  }

  @Test
  void anHbmEccCodeInTheRootsPlogAlone(@TempDir Path dir) throws IOException {
    assertDeviceAtTheRoot(TRIAGE.get().diagnose(tree(dir, "hbm Multi-bit ECC error", 507054)));
  }

  @Test
  void anHbmEccCodeTheRootsMsrunWorkerLogRepeats(@TempDir Path dir) throws IOException {
    // msrun's worker logs numbered by rank on two hosts (port33 ties worker_2.log to rank 2); before: script, the silent-root rule
    tree(dir, "hbm Multi-bit ECC error", 507054);
    for (int r = 0; r < 2; r++) {
      LogTrees.append(dir.resolve("node-a/msrun_log/worker_" + r + ".log"), "epoch 1 step 40 loss 2.113\n");
    }
    LogTrees.append(dir.resolve("node-b/msrun_log/worker_2.log"), "epoch 1 step 40 loss 2.107\nRuntimeError: Sync stream failed:Ascend_0\n"
        + "- Ascend Error Message:\n" + block("hbm Multi-bit ECC error"));
    assertDeviceAtTheRoot(TRIAGE.get().diagnose(dir));
  }

  @Test
  void aLostDeviceHeartbeatAConsoleOfNoProcessRepeats(@TempDir Path dir) throws IOException {
    // node-b's console, tied to no process, repeats 507010; before: a second root, and the others' collective case decided
    LogTrees.append(tree(dir, "lost heartbeat", 507010).resolve("node-b/train.log"), torchNpu("lost heartbeat", 507010));
    assertDeviceAtTheRoot(TRIAGE.get().diagnose(dir));
  }
}
