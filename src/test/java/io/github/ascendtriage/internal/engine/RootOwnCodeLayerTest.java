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
  private static String runtime(String reason, int code) {
    String head = "[ERROR] RUNTIME(2200,python3):2025-04-17-08:39:5";
    return head + "0.100.000 [stream.cc:1475] 2213 GetError:Kernel task happen error, device_id=0, stream_id=14, task_id=4855\n"
        + head + "0.101.000 [error_message_manage.cc:53] 2213 FuncErrorReason:rtStreamSynchronize execute failed, reason=["
        + reason + "]\n"
        + head + "0.102.000 [log_inner.cpp:162] 2213 ReportCallError:synchronize stream failed, runtime result = " + code + "\n";
  }

  /** torch_npu's exception for the same call on node-b's console (log-formats 7.2), with the CANN block's reason. */
  private static String console(String reason, int code) {
    return "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:471 NPU function error:"
        + " AclrtSynchronizeDeviceWithTimeout, error code is " + code + "\n"
        + "[ERROR] 2025-04-17-08:39:51 (PID:2200, Device:0, RankID:-1) ERR00100 PTA call acl api failed\n"
        + "        rtStreamSynchronize execute failed, reason=[" + reason + "][FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53]\n";
  }

  private static Diagnosis diagnose(Path dir, String reason, int code, boolean echoed) throws IOException {
    RootEndLayerTest.notifyTree(dir, "");
    LogTrees.append(dir.resolve("node-b/ascend/log/debug/plog/plog-2200_20250417083950100.log"), runtime(reason, code));
    if (echoed) {
      LogTrees.append(dir.resolve("node-b/train.log"), console(reason, code));
    }
    return TRIAGE.get().diagnose(dir);
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
    assertDeviceAtTheRoot(diagnose(dir, "hbm Multi-bit ECC error", 507054, false));
  }

  @Test
  void anHbmEccCodeTheRootsConsoleRepeats(@TempDir Path dir) throws IOException {
    assertDeviceAtTheRoot(diagnose(dir, "hbm Multi-bit ECC error", 507054, true));
  }

  @Test
  void aLostDeviceHeartbeatTheRootsConsoleRepeats(@TempDir Path dir) throws IOException {
    assertDeviceAtTheRoot(diagnose(dir, "lost heartbeat", 507010, true));
  }
}
