package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.ascendtriage.testing.BuiltInTriage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A fused computation-and-communication operator's aclnn call that fails is the collective's (layer37).
 * torch_npu's op-plugin (Ascend/op-plugin op_plugin/utils/op_api_common.h, EXEC_NPU_CMD) raises {@code call
 * <aclnn API> failed, detail:<the operator library's message>} with the OPS code (ERR01100 in op-plugin,
 * ERR01005 where a copy of the macro appends the internal-error code); {@code collective.operator} reads the
 * names of the MC2 operators of hicann/ops-transformer's {@code mc2/} folder on such a line. The lines are built
 * from those formats with made-up operators, ranks and details.
 */
class FusedOperatorCallTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  @Test
  void aQuantisedMatmulAllReduceCallThatFailsIsTheCollective() {
    assertEquals("collective", TRIAGE.get().diagnose("""
        Traceback (most recent call last):
          File "/opt/serve/tp_linear.py", line 88, in forward
        RuntimeError: call aclnnQuantMatmulAllReduceV3 failed, detail:the tensor x1 is not supported
        [ERROR] 2026-12-07-10:01:02 (PID:5120, Device:6, RankID:14) ERR01100 OPS call acl api failed
        """).layer().id());
  }

  @Test
  void theAllToAllMatmulsAndTheBarrierInTheInternalErrorFormToo() {
    for (String api : new String[] {"aclnnAlltoAllvGroupedMatMul", "aclnnMatmulAlltoAll", "aclnnDistributeBarrierV2"}) {
      String log = "RuntimeError: call " + api + " failed, detail:\n"
          + "[ERROR] 2026-12-07-10:01:02 (PID:7001, Device:1, RankID:1) ERR01005 OPS internal error\n";
      assertEquals("collective", TRIAGE.get().diagnose(log).layer().id(), api);
    }
  }

  @Test
  void anOrdinaryOperatorsCallIsNotTheCollective() {
    String log = "RuntimeError: call aclnnInplaceCopy failed, detail:\n"
        + "[ERROR] 2026-12-07-10:01:02 (PID:7001, Device:1, RankID:1) ERR01100 OPS call acl api failed\n";
    assertNotEquals("collective", TRIAGE.get().diagnose(log).layer().id());
  }

  @Test
  void aFusedOperatorNamedOnAnInfoLineIsNoFailure() {
    String info = "[INFO] PTA(5120,python):2026-12-07-10:01:02.000.001 aclnnQuantMatmulAllReduce is found in libcust_opapi.so.";
    assertEquals("unknown", TRIAGE.get().diagnose(info).layer().id());
  }
}
