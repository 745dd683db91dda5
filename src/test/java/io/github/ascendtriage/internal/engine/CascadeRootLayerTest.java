package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class: one process fails on its own (a device memory fault) and the others report only the
 * cascade (HCCL's cluster heartbeat names the lost process). The best case is the heartbeat's, the
 * layer is the root's own fault's (lesson bottom-up; EI0002's solution; hcclug_000054).
 */
class CascadeRootLayerTest {
  @RegisterExtension static final BuiltInTriage TRIAGE = new BuiltInTriage();
  private static final String TS = "2025-04-17-08:";

  private static String key(int pid, int rank, String hostIp, int dev) {
    return "[INFO] HCCL(" + pid + ",python3):" + TS + "00:01.000.000 [hccl_communicator.cc:412] [7001][LocalRank Key Info]userRank["
        + rank + "] hostIp[" + hostIp + "] devicePhyId[" + dev + "] deviceIp[192.168.1." + (10 + rank) + "]\n";
  }

  private static String lost(int pid, int rank, String from, String to) {
    return "[ERROR] HCCL(" + pid + ",python3):" + TS + "40:4" + rank + ".000.000 [heartbeat.cc:1245] [7002][TaskExecStage][HeartbeatAbnormal]"
        + "Cluster Exception Location[IP/ID]:[" + to + "/0], Arrival Time:[Thu Apr 17 08:40:37 2025], Discoverer:[" + from
        + "/" + rank + "], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. The network is"
        + " disconnected.\n";
  }

  private static Path tree(Path root, String rootFault) throws IOException {
    StringBuilder a = new StringBuilder();
    for (int r = 0; r < 2; r++) {
      Path f = root.resolve("node-a/ascend/log/debug/plog/plog-" + (1100 + r) + "_20250417072237553.log");
      Files.createDirectories(f.getParent());
      Files.writeString(f, key(1100 + r, r, "10.0.0.1", r) + lost(1100 + r, r, "10.0.0.1", "10.0.0.2"));
    }
    Path b = root.resolve("node-b/ascend/log/debug/plog/plog-2200_20250417072237553.log");
    Files.createDirectories(b.getParent());
    Files.writeString(b, key(2200, 2, "10.0.0.2", 0) + rootFault);
    return root;
  }

  private static final String HBM_ECC = "[ERROR] RUNTIME(2200,python3):" + TS
      + "40:05.655.226 [error_message_manage.cc:53]7003 FuncErrorReason:rtStreamSynchronize execute failed,"
      + " reason=[hbm Multi-bit ECC error]\n[ERROR] ASCENDCL(2200,python3):" + TS
      + "40:05.655.366 [stream.cpp:150]7004 aclrtSynchronizeStream: synchronize stream failed, runtime result = 507054.\n";

  @Test
  void aDeviceFaultOfTheLostProcessGivesTheLayerAndTheHeartbeatCaseStays(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, HBM_ECC));
    assertEquals("node-b", d.rootCause().orElseThrow().host().orElseThrow(), d.rootCause().toString());
    assertEquals("cluster-heartbeat-lost", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.DEVICE, d.layer(), "the root's own 507054 decides, not the survivors' heartbeat");
    assertTrue(d.reasoning().orElseThrow().steps().stream()
        .anyMatch(s -> s.role().equals("fault") && s.evidence().source().contains("node-b")), d.reasoning().toString());
  }

  /**
   * rootlayer32: the root's own fault is a case of the answer too (an HBM ECC case): its steps lead the
   * fix, the heartbeat case's (start at the named rank) follow; before, the cascade's steps came first.
   */
  @Test
  void theRootsOwnCaseLeadsTheFixAndTheCascadesFollows(@TempDir Path dir) throws IOException {
    Path t = tree(dir, HBM_ECC);
    // its console: torch_npu's words for the same fault (log-formats 7.2)
    Files.writeString(t.resolve("node-b/train.log"), "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:467"
        + " NPU function error: HBM MULTI BIT ECC ERROR, error code is 507054\n[ERROR] 2025-04-17-08:40:06 (PID:2200, Device:0,"
        + " RankID:2) ERR00100 PTA call acl api failed\n");
    Diagnosis d = TRIAGE.get().diagnose(t);
    assertEquals("cluster-heartbeat-lost", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
    String own = d.matches().stream().map(io.github.ascendtriage.CaseMatch::caseId).filter(id -> !id.equals("cluster-heartbeat-lost"))
        .filter(id -> id.contains("ecc")).findFirst().orElseThrow(() -> new AssertionError(d.matches().toString()));
    assertEquals(own, d.remediation().get(0).ref(), d.matches().stream().map(m -> m.caseId() + m.evidence()).toList() + "\n" + d.reasoning());
    int firstCascade = 0;
    while (firstCascade < d.remediation().size() && !d.remediation().get(firstCascade).ref().equals("cluster-heartbeat-lost")) {
      firstCascade++;
    }
    assertTrue(firstCascade < d.remediation().size(), "the cascade's steps are kept: " + d.remediation());
    for (int i = firstCascade; i < d.remediation().size(); i++) {
      assertTrue(!d.remediation().get(i).ref().equals(own), "the root case's steps all come first: " + d.remediation());
    }
  }

  @Test
  void withoutAFaultOfItsOwnTheHeartbeatCaseKeepsItsLayer(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, ""));
    assertEquals("cluster-heartbeat-lost", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.COLLECTIVE, d.layer());
  }
  /** The root's AI Core operator fault (507015, the kernel named as the generator and troubleshooting_0013 print it). */
  private static String aicore(String kernel, String reason, int code) {
    String line = kernel.isEmpty() ? "" : "[ERROR] RUNTIME(2200,python3):" + TS + "40:05.655.001 [task_info.cc:1203]7003 PrintErrorInfo:Aicore"
        + " kernel execute failed, device_id=0, stream_id=5, task_id=17, fault kernel_name=" + kernel + "\n";
    return line + "[ERROR] RUNTIME(2200,python3):" + TS + "40:05.655.226 [error_message_manage.cc:53]7003 FuncErrorReason:"
        + "rtStreamSynchronize execute failed, reason=[" + reason + "]\n[ERROR] ASCENDCL(2200,python3):" + TS
        + "40:05.655.366 [stream.cpp:150]7004 aclrtSynchronizeStream: synchronize stream failed, runtime result = " + code + ".\n";
  }

  /**
   * silent33: the root's own fault is an operator fault outside the ladder (outside.operator-fault; the field reports'
   * vocabulary files AI Core operator faults under none): the layer is none, the heartbeat case stays the best match
   * (what the others saw), the reasoning leads with the root's fault and the fix with its code's step.
   */
  @Test
  void anOperatorFaultOfTheLostProcessLeavesTheLayerOutsideTheLadder(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, aicore("MatMulV2_17_mix_aic", "aicore exception", 507015)));
    assertEquals("cluster-heartbeat-lost", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.UNKNOWN, d.layer(), d.reasoning().toString());
    io.github.ascendtriage.ReasoningStep first = d.reasoning().orElseThrow().steps().get(0);
    assertTrue(first.evidence().source().contains("node-b") && first.role().equals("outside"), d.reasoning().toString());
    assertTrue(d.reasoning().orElseThrow().summary().contains("outside the communication ladder"), d.reasoning().toString());
    assertEquals("507015", d.remediation().get(0).ref().replaceAll(".*[^0-9]", ""), d.remediation().toString());
    assertTrue(d.remediation().stream().anyMatch(s -> s.ref().equals("cluster-heartbeat-lost")), "the cascade's steps follow");
  }

  @Test
  void anAiCoreTimeoutWithoutAKernelLineIsTheOperatorsToo(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, aicore("", "aicore timeout", 507014)));
    assertEquals(Layer.UNKNOWN, d.layer(), d.reasoning().toString());
  }

  @Test
  void aFaultingKernelOfHcclItselfKeepsTheCollective(@TempDir Path dir) throws IOException {
    // HCCL_OP_EXPANSION_MODE=AIV: the faulting kernel is the collective's own (collective.communication-kernel)
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, aicore("aiv_all_reduce_3", "aicore exception", 507015)));
    assertEquals(Layer.COLLECTIVE, d.layer(), d.reasoning().toString());
  }
}
