package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fix of two collective classes when no case claims the log (branch fixes29): HCCL out of RDMA
 * queue pairs (EI0007 naming the resource {@code qp}: hcclug_000032's levers, among them the size of
 * the all-to-all groups) and a fused MoE dispatch or combine kernel that faulted (the operator's
 * documented constraints, ops-transformer's aclnnMoeDistributeDispatchV2.md, and the MC2 path the serving
 * framework chose, vllm-ascend's docs). The cases written for these classes are held out, as a
 * stranger's log would meet the rules alone.
 */
class QueuePairAndMc2StepsTest {
  private static Engine engine;

  @BeforeAll
  static void build() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of())
        .without(List.of("qp-resources-exhausted-ei0007", "mc2-dispatch-remote-error", "mc2-expert-limit"));
    engine = Engines.create(base, 3, Double.NaN);
  }

  private static List<FixStep> ruleSteps(Diagnosis d, String rule) {
    return d.remediation().stream().filter(x -> x.origin() == FixOrigin.RULE && x.ref().startsWith(rule + ": ")).toList();
  }

  @Test
  void queuePairsThatRanOutGiveTheLeversOfTheirPage() {
    // EI0007's template with the resource HCCL names when creating a queue pair fails, old and new forms
    for (String log : List.of(
        "[PID: 4117] 2026-02-03-08:10:11.222.333 Resource_Error(EI0007): Failed to allocate resource qp with info CreateQp. Reason: Resources are exhausted.",
        "EI0007: [PID: 4117] 2026-02-03-08:10:11.222.333 Failed to allocate resource[qp] with info [CreateQp]. Reason: Memory resources are exhausted.")) {
      Diagnosis d = Engines.text(engine, log, "input.log");
      assertEquals(AnswerSource.REASONING, d.answer(), log);
      assertEquals(Layer.COLLECTIVE, d.layer(), log);
      List<FixStep> steps = ruleSteps(d, "collective.qp-resources");
      assertTrue(steps.stream().anyMatch(x -> x.step().explanation().contains("--enable-expert-parallel")), log + ": " + d.remediation());
      assertTrue(steps.stream().anyMatch(x -> x.command().equals("unset HCCL_RDMA_QPS_PER_CONNECTION")), log + ": " + d.remediation());
    }
  }

  @Test
  void anotherResourceOrTheWordsOutsideTheTemplateGiveNoQueuePairStep() {
    for (String log : List.of(
        "EI0007: [PID: 4117] 2026-02-03-08:10:11.222.333 Failed to allocate resource[Notify] with info [rank 3]. Reason: Memory resources are exhausted.",
        "[ERROR] worker: could not create qp; resources are exhausted")) {
      Diagnosis d = Engines.text(engine, log, "input.log");
      assertEquals(List.of(), ruleSteps(d, "collective.qp-resources"), log + ": " + d.remediation());
    }
  }

  @Test
  void aFaultedMoeDispatchKernelGetsTheOperatorsConstraintsAndItsRelease() {
    String log = "[ERROR] RUNTIME(3301,python3):2026-04-05-06:07:08.091.011 [stream.cc:1746]3390 GetError:AI Core kernel execution failed,"
        + " device_id=2, stream_id=4, fault kernel_name=MoeDistributeCombineV2";
    Diagnosis d = Engines.text(engine, log, "input.log");
    assertEquals(Layer.COLLECTIVE, d.layer(), d.toString());
    List<FixStep> steps = ruleSteps(d, "collective.communication-kernel");
    assertTrue(steps.stream().anyMatch(x -> x.step().explanation().contains("every rank must pass the same groups")), d.remediation().toString());
    assertTrue(steps.stream().anyMatch(x -> x.step().explanation().contains("upgrade vllm-ascend")), d.remediation().toString());
  }

  @Test
  void anOperatorFaultOutsideCommunicationGetsNoMc2Step() {
    String log = "[ERROR] RUNTIME(3301,python3):2026-04-05-06:07:08.091.011 [stream.cc:1746]3390 GetError:AI Core kernel execution failed,"
        + " device_id=2, stream_id=4, fault kernel_name=FlashAttentionScore";
    Diagnosis d = Engines.text(engine, log, "input.log");
    assertFalse(d.remediation().stream().anyMatch(x -> x.step().explanation().contains("upgrade vllm-ascend")), d.remediation().toString());
  }

  @Test
  void aMoeOperatorThatRefusedItsAttributesGetsItsLimitsAndTheOtherPath() {
    // the form of an operator's host-side check (OP_LOGE in ops-transformer's tiling sources): message, function, file
    for (String log : List.of(
        "[ERROR] 2026-04-05-06:07:08 expertIdShape dims must be 2, but current dim num is 3.[MoeDistributeDispatchCheckShape][moe_distribute_dispatch_tiling.cpp:211]",
        "[ERROR] 2026-04-05-06:07:08 epWorldSize is 24, it should be 16, 32, 64, 128 or 256.[MoeDistributeCombineCheckAttr][moe_distribute_combine_v2_tiling.cpp:640]")) {
      Diagnosis d = Engines.text(engine, log, "input.log");
      assertEquals(Layer.COLLECTIVE, d.layer(), log);
      List<FixStep> steps = ruleSteps(d, "collective.mc2-operator-check");
      assertTrue(steps.stream().anyMatch(x -> x.step().explanation().contains("at most 24 experts per card")), log + ": " + d.remediation());
      assertTrue(steps.stream().anyMatch(x -> x.step().explanation().contains("--enable-expert-parallel")), log + ": " + d.remediation());
    }
  }

  @Test
  void aTilingFileNamedOnALineThatReportsNoFailureIsNotTheCheck() {
    // plog prints the source file of every line, INFO and DEBUG included: the file's name alone is no refusal
    String log = "[INFO] 2026-04-05-06:07:08 epWorldSize is 16, tiling done.[MoeDistributeCombineCheckAttr][moe_distribute_combine_v2_tiling.cpp:640]";
    Diagnosis d = Engines.text(engine, log, "input.log");
    assertEquals(List.of(), ruleSteps(d, "collective.mc2-operator-check"), d.remediation().toString());
  }

  @Test
  void anotherOperatorsCheckGetsNoMoeStep() {
    String log = "[ERROR] 2026-04-05-06:07:08 x dims must be 2, but current dim num is 3.[MatmulAllReduceCheckShape][matmul_all_reduce_tiling.cpp:88]";
    Diagnosis d = Engines.text(engine, log, "input.log");
    assertEquals(List.of(), ruleSteps(d, "collective.mc2-operator-check"), d.remediation().toString());
  }

  /** A rule step's explanation shows in Chinese in a Chinese report (zh.json's text for it); the command stays as written. */
  @Test
  void theQueuePairStepsShowInChinese() {
    Diagnosis d = Engines.text(engine, "EI0007: [PID: 4117] 2026-02-03-08:10:11.222.333 Failed to allocate resource[qp]"
        + " with info [CreateQp]. Reason: Memory resources are exhausted.", "input.log");
    List<FixStep> zh = ruleSteps(engine.inChinese(d), "collective.qp-resources");
    assertEquals(2, zh.size(), zh.toString());
    assertTrue(zh.get(0).step().explanation().contains("--enable-expert-parallel") && zh.get(0).step().explanation().contains("专家并行"),
        zh.toString());
    assertEquals("unset HCCL_RDMA_QPS_PER_CONNECTION", zh.get(1).command());
    assertTrue(zh.get(1).step().explanation().contains("默认 1"), zh.toString());
  }
}
