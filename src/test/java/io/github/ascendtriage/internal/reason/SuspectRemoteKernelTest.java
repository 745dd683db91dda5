package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * fr40: a fused communication kernel (MC2) whose memory access fails is read with no case, as a stranger's log would
 * be. Two mechanisms: the runtime's AI Core error report quotes its core error table ({@code errorStr: ... is out of
 * range}, hicann/runtime device_error_core_proc.cc; EZ2001, an operator error), whose refusal words are no setting
 * of the job; and the runtime's suspicion that the failed access was a peer's (TS 0x222, 0x0701002B, ACL 507057,
 * torch_npu's {@code SUSPECT REMOTE ERROR}) is, when the kernel is a communication operator, that operator's
 * transfer (vllm-ascend moe_comm_method.py: MC2 buffers that differ between EP ranks abort with 507057). The lines
 * are made up from the printed forms; values are our own.
 */
class SuspectRemoteKernelTest {
  private static final String AICORE_REPORT = "[ERROR] RUNTIME(3307,python3):2026-11-02-07:41:20.118.402"
      + " [device_error_core_proc.cc:658]3390 PrintCoreInfo:The extend info: errcode:(0x800000, 0, 0) errorStr: The DDR"
      + " address of the MTE instruction is out of range. subErrType:4.";

  /** The reasoner's answer on these lines, read as one log. */
  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  @Test
  void aRangeWordInTheAiCoreReportOfACommunicationKernelIsNoSetting() {
    LayerReasoner.Answer a = reason(
        "(Worker_DP3_TP1_EP7 pid=3307) ERROR 11-02 07:41:21 [multiproc_executor.py:851] RuntimeError: SUSPECT REMOTE"
            + " ERROR, error code is 507057",
        AICORE_REPORT,
        "[ERROR] RUNTIME(3307,python3):2026-11-02-07:41:20.118.430 [stream.cc:1746]3390 GetError:AI Core kernel"
            + " execution failed, device_id=6, stream_id=3, fault kernel_name=MoeDistributeCombineV2");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertFalse(StrangerDevClassesTest.fault(a, "script.invalid-setting"), "the core's error text describes the kernel: " + a.clues());
    assertTrue(StrangerDevClassesTest.fault(a, "collective.communication-kernel"), a.clues().toString());
  }

  @Test
  void theRuntimesSuspicionAboutACommunicationKernelIsThatKernelsFault() {
    LayerReasoner.Answer a = reason(
        "[ERROR] RUNTIME(3307,python3):2026-11-02-07:41:20.118.430 [stream.cc:1746]3390 GetError:AI Core kernel"
            + " execution failed, device_id=6, stream_id=3, fault kernel_name=MoeDistributeDispatchV2",
        "[ERROR] RUNTIME(3307,python3):2026-11-02-07:41:20.118.455 [stream.cc:1200]3307 StreamSynchronize:Stream"
            + " synchronize failed, ErrCode=507057, desc=[suspect remote error], InnerCode=0x701002b");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().filter(c -> c.layer().equals(java.util.Optional.of(Layer.DEVICE)))
        .allMatch(c -> c.role() == Role.CONTEXT), "the device's reading is the kernel's: " + a.clues());
  }

  /** Control: the same report of a computing kernel stays outside the ladder, as any operator fault does. */
  @Test
  void theSameReportOfAComputingKernelIsNoLayer() {
    LayerReasoner.Answer a = reason(AICORE_REPORT,
        "[ERROR] RUNTIME(3307,python3):2026-11-02-07:41:20.118.430 [stream.cc:1746]3390 GetError:AI Core kernel"
            + " execution failed, device_id=6, stream_id=3, fault kernel_name=GroupedMatmul_7a1");
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  /** Control: with no communication kernel the runtime's suspected remote error keeps its record's layer (sdma39). */
  @Test
  void aSuspectedRemoteErrorAloneStaysTheDevices() {
    LayerReasoner.Answer a = reason("[ERROR] RUNTIME(3307,python3):2026-11-02-07:41:20.118.455 [stream.cc:1200]3307"
        + " StreamSynchronize:Stream synchronize failed, ErrCode=507057, desc=[suspect remote error], InnerCode=0x701002b");
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
  }

  /** Control: a value the software refuses is still the script's where nothing else reported the line. */
  @Test
  void aRefusedValueIsStillTheScripts() {
    LayerReasoner.Answer a = reason("[rank0]: ValueError: the value of HCCL_CONNECT_TIMEOUT is out of range: 9999999");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(StrangerDevClassesTest.fault(a, "script.invalid-setting"), a.clues().toString());
  }
}
