package io.github.ascendtriage.internal.reason;

import static io.github.ascendtriage.internal.reason.StrangerDevClassesTest.fault;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * A framework's own check that its parallel layout fits the devices and ranks it was given (dp31,
 * issue 35): rule {@code script.parallel-layout-devices} over {@code ParallelLayoutRecognizer}'s
 * facts. Every line is built from a format string the rule's sources cite (vLLM-Omni's stage set-up,
 * vLLM's and vLLM-Ascend's workers, vLLM's input processor) with made-up values; each family has a
 * near miss: counts that fit, or the same words on a warning of a run that went on.
 */
class ParallelLayoutDevicesTest {
  private static final String RULE = "script.parallel-layout-devices";
  /** A traceback frame of vLLM-Ascend: the Ascend marker a real log of these refusals carries. */
  private static final String ASCEND = "  File \"/usr/local/python3.11/lib/python3.11/site-packages/vllm_ascend/worker/worker.py\","
      + " line 210, in _init_device\n";

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  private static void refused(String text) {
    LayerReasoner.Answer a = reason(text);
    assertEquals(Layer.SCRIPT, a.layer(), text + " " + a.clues());
    assertTrue(fault(a, RULE), RULE + " for " + text + ": " + a.clues());
  }

  private static void notClaimed(String text) {
    LayerReasoner.Answer a = reason(text);
    assertFalse(fault(a, RULE), text + " " + a.clues());
  }

  @Test
  void aLayoutNeedingMoreDevicesThanAreVisibleIsTheLaunch() {
    refused(ASCEND + "RuntimeError: Stage 1 requires 16 device(s) based on parallel_config, but only 2 device(s) are"
        + " available: [0, 1]");
    refused(ASCEND + "ValueError: Stage 0 requires 6 device(s) based on parallel_config, but 3 device(s) are available:"
        + " ['4', '5', '6']");
    refused(ASCEND + "AssertionError: local_world_size (24) must be less than or equal to the number of visible devices (6).");
    refused(ASCEND + "RuntimeError: Mesh should not be bigger than default world size 4, but found 16 ranks!");
    // the multiprocessing executor's start-up check on the launching host (vllm/executor/multiproc_npu_executor.py)
    refused(ASCEND + "AssertionError: please ensure that world_size (12) is less than than max local Ascend npu count (6)");
    refused(ASCEND + "AssertionError: please set tensor_parallel_size (24) to less than max local Ascend npu count (3)");
  }

  @Test
  void aRankOutsideTheRangeTheSizesAllowIsTheLaunch() {
    refused(ASCEND + "AssertionError: DP adjusted local rank 5 is out of bounds. ");
    refused(ASCEND + "AssertionError: DP adjusted local rank 9 is out of bounds for 3 devices.");
    refused(ASCEND + "ValueError: data_parallel_rank 7 is out of range [0, 3).");
    refused(ASCEND + "ValueError: data_parallel_rank (3) must be in the range [0, 3)");
    refused(ASCEND + "ValueError: Invalid rank 6, rank should be in the interval [0, 5]");
    // vLLM-Ascend's worker against the physical cards it was assigned (vllm_ascend/worker/worker.py)
    refused(ASCEND + "AssertionError: local_rank 2 is out of bounds for assigned_physical_gpu_ids [6, 7]");
  }

  @Test
  void countsThatFitAreNoShortfall() {
    // the same templates with counts the layout allows: the numbers decide, not the words
    notClaimed(ASCEND + "RuntimeError: Stage 1 requires 2 device(s) based on parallel_config, but only 16 device(s) are"
        + " available: [0, 1]");
    notClaimed(ASCEND + "AssertionError: local_world_size (3) must be less than or equal to the number of visible devices (6).");
    notClaimed(ASCEND + "ValueError: data_parallel_rank 2 is out of range [0, 3).");
    notClaimed(ASCEND + "AssertionError: DP adjusted local rank 1 is out of bounds for 3 devices.");
    notClaimed(ASCEND + "AssertionError: please ensure that world_size (3) is less than than max local Ascend npu count (6)");
  }

  @Test
  void aSingleProcessRunThatWarnsAboutTheDeviceCountAndGoesOnIsNotClaimed() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "WARNING 12-06 09:00:00 [stage_init_utils.py:300] Stage 0 requires 4 device(s) based on parallel_config, but only 1"
            + " device(s) are available; falling back to one device",
        "INFO 12-06 09:00:05 [llm_engine.py:120] Initializing a V1 LLM engine with config: tensor_parallel_size=1",
        "INFO 12-06 09:00:30 [api_server.py:900] Starting vLLM API server on http://0.0.0.0:8000"));
    assertFalse(fault(a, RULE), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aGpuHostsRefusalIsNotClaimed() {
    // as every script rule: not anyPlatform, so an NCCL host's log stays another platform's
    LayerReasoner.Answer a = reason("RuntimeError: Stage 1 requires 16 device(s) based on parallel_config, but only 2 device(s)"
        + " are available: [0, 1]\n[rank0]:[W1206 09:00:02.000000000 ProcessGroupNCCL.cpp:1250] Warning: WARNING: process group"
        + " has NOT been destroyed before we destruct ProcessGroupNCCL.");
    assertEquals(Layer.UNKNOWN, a.layer(), "another platform's log: " + a.clues());
  }
}
