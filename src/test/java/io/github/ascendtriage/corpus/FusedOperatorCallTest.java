package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.FixText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A fused computation-and-communication operator's aclnn call that fails (layer37). torch_npu's op-plugin
 * (Ascend/op-plugin op_plugin/utils/op_api_common.h, EXEC_NPU_CMD) raises {@code call <aclnn API> failed,
 * detail:<the operator library's message>} with the OPS code (ERR01100 in op-plugin, ERR01005 where a copy of
 * the macro appends the internal-error code). When the API is one of the MC2 operators of hicann/ops-transformer's
 * {@code mc2/} folder, the call is the collective's (rule {@code symptom.mc2-operator-call}, a wrapper: it says
 * where the job failed). The lines are built from those formats with made-up operators, ranks and details.
 */
class FusedOperatorCallTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String RULE = "symptom.mc2-operator-call";

  /** The answer to {@code log} is the collective layer, with the fused call's own step. */
  private static void collectiveWithTheCallsStep(String log) {
    Diagnosis d = TRIAGE.get().diagnose(log);
    assertEquals("collective", d.layer().id(), d.toString());
    assertTrue(d.remediation().stream().anyMatch(x -> x.origin() == FixOrigin.RULE && x.ref().startsWith(RULE)), FixText.of(d));
  }

  @Test
  void anAllGatherMatmulCallThatFailsIsTheCollective() {
    collectiveWithTheCallsStep("""
        Traceback (most recent call last):
          File "/opt/serve/tp_linear.py", line 88, in forward
        RuntimeError: call aclnnAllGatherMatmulV2 failed, detail:the tensor x1 is not supported
        [ERROR] 2026-12-07-10:01:02 (PID:5120, Device:6, RankID:14) ERR01100 OPS call acl api failed
        """);
  }

  @Test
  void theInternalErrorFormOfAnotherFusedOperatorToo() {
    collectiveWithTheCallsStep("RuntimeError: call aclnnMatmulReduceScatter failed, detail:\n"
        + "[ERROR] 2026-12-07-10:01:02 (PID:7001, Device:1, RankID:1) ERR01005 OPS internal error\n");
  }

  @Test
  void anOrdinaryOperatorsCallIsNotTheCollective() {
    String log = "RuntimeError: call aclnnInplaceCopy failed, detail:\n"
        + "[ERROR] 2026-12-07-10:01:02 (PID:7001, Device:1, RankID:1) ERR01100 OPS call acl api failed\n";
    assertNotEquals("collective", TRIAGE.get().diagnose(log).layer().id());
  }

  @Test
  void aFusedOperatorNamedOnAnInfoLineIsNoFailure() {
    Diagnosis d = TRIAGE.get().diagnose(
        "[INFO] PTA(5120,python):2026-12-07-10:01:02.000.001 aclnnMatmulAllReduce is found in libcust_opapi.so.");
    assertEquals("unknown", d.layer().id(), d.toString());
  }
}
