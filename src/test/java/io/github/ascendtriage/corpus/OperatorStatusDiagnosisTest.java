package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 35's "device faults the software reports only by number" for the aclnn operator API
 * (device29): a status of the installed stack on a failing line answers the device layer with the
 * code's own step, the operator's inner failures and its parameter refusals are claimed by no case,
 * and the same numbers outside the printed form are nothing. Lines follow torch_npu's printed form
 * ({@code NPU function error: call aclnnX failed, error code is N}, then {@code ERR01100 OPS call acl
 * api failed}); the values are made up.
 */
class OperatorStatusDiagnosisTest {
  private static AscendTriage triage;
  private static final String OPS = "\n[ERROR] 2026-05-07-14:40:19 (PID:8120, Device:2, RankID:2) ERR01100 OPS call acl api failed";

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  private static Optional<String> best(Diagnosis d) {
    return d.bestMatch().map(CaseMatch::caseId);
  }

  private static boolean hasStepFrom(Diagnosis d, String ref) {
    for (FixStep s : d.remediation()) {
      if (s.origin() == FixOrigin.CODE && s.ref().equals(ref)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void aKernelPackageTheInstalledCannLacksIsTheDevice() {
    Diagnosis d = triage.diagnose("RuntimeError: NPU function error: call aclnnGroupedMatmul failed, error code is 561112" + OPS);
    assertEquals("device", d.layer().id(), d.toString());
    assertTrue(hasStepFrom(d, "acl/561112"), "the code's own step: " + d.remediation());
  }

  @Test
  void aMissingOperatorPathIsTheDevice() {
    Diagnosis d = triage.diagnose("RuntimeError: call aclnnRmsNorm failed, error code is 561107" + OPS);
    assertEquals("device", d.layer().id(), d.toString());
  }

  @Test
  void anOperatorsInnerNullPointerAloneNamesNoLayer() {
    Diagnosis d = triage.diagnose("RuntimeError: zero_:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:26 NPU function error:"
        + " call aclnnInplaceZero failed, error code is 561103\n[ERROR] 2026-05-07-14:40:19 (PID:8120, Device:0, RankID:-1)"
        + " ERR00100 PTA call acl api failed.");
    assertEquals("unknown", d.layer().id(), d.toString());
    assertEquals(Optional.empty(), best(d));
    assertTrue(d.codes().stream().anyMatch(c -> c.entry().code().equals("561103")), "the code is still explained: " + d.codes());
  }

  @Test
  void anInnerFailureOfACommunicationOperatorStaysTheCollectives() {
    Diagnosis d = triage.diagnose("RuntimeError: npu_moe_distribute_dispatch_v2: call aclnnMoeDistributeDispatchV2 failed,"
        + " error code is 561002" + OPS);
    assertEquals("collective", d.layer().id(), d.toString());
  }

  @Test
  void aParameterRefusalOfOneOperatorIsClaimedByNoCase() {
    Diagnosis d = triage.diagnose("RuntimeError: matmul_implement_npu:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:92"
        + " NPU function error: call aclnnMatmul failed, error code is 161002" + OPS);
    assertEquals(Optional.empty(), best(d), d.toString());
    assertEquals("unknown", d.layer().id(), "one operator's refusal of its arguments is outside the ladder: " + d);
  }

  @Test
  void aFusedCommunicationOperatorsRefusalStaysTheCollectives() {
    // the field reports file a fused MoE dispatch that rejects its shapes under the collective (fr-027's class)
    Diagnosis d = triage.diagnose("RuntimeError: npu_moe_distribute_dispatch_v2: call aclnnMoeDistributeDispatchV2 failed,"
        + " error code is 161002" + OPS);
    assertEquals("collective", d.layer().id(), d.toString());
  }

  @Test
  void theNumbersInAProgressLineAreNothing() {
    Diagnosis d = triage.diagnose("[INFO] 2026-05-07-14:40:19 train.py:212 global step 561112, loss 2.31, 561107 tokens/s");
    assertEquals("unknown", d.layer().id(), d.toString());
    assertTrue(d.codes().isEmpty(), d.codes().toString());
  }
}
