package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * MindSpore's summaries of a failed HCCL initialisation are wrappers (issue 35, know31): {@code
 * AscendCollectiveCommLib::InitializeHccl} logs "Hcom init failed." when the adapter's init returned false, and
 * {@code AscendCollectiveCommLib::Initialize} raises "Ascend collective communication initialization failed."
 * with the caught exception's text and the CANN error message after it
 * (mindspore-ai/mindspore_test@01879dd1 {@code ascend_collective_comm_lib.cc}). The answer comes from the
 * cause beside them; alone they place the failure at the communicator's start with a low confidence. Lines
 * are made up in the printed forms (plog prefix, the Python exception, the CANN message codes' formats).
 */
class CommInitSummaryTest {
  private static final String HCOM = "[ERROR] DEVICE(2210,ffff9c1e0020,python):2026-12-06-10:00:00.000.001 "
      + "[mindspore/ccsrc/plugin/res_manager/ascend/collective/ascend_collective_comm_lib.cc:120] InitializeHccl] Hcom init failed.";
  private static final String SUMMARY = "RuntimeError: Ascend collective communication initialization failed.";

  @Test
  void aloneEitherSummaryIsTheCommunicatorsStartWithALowConfidence() {
    for (String line : new String[] {HCOM, SUMMARY}) {
      LayerReasoner.Answer a = LayerReasonerTest.reason(line);
      assertEquals(Layer.LINK_SETUP, a.layer(), line + ": " + a.clues());
      assertTrue(a.support().stream().allMatch(c -> c.role() == Role.WRAPPER), a.support().toString());
      assertEquals("process-group", a.stage().orElse(""), a.clues().toString());
      // the collective manager's own timeout of the same step (CollectiveManager's ExecuteFuncInThread): a fault
      LayerReasoner.Answer fault = LayerReasonerTest.reason("[ERROR] DISTRIBUTED(2210,ffff9c1e0020,python):2026-12-06-10:00:00.000.001"
          + " [mindspore/ccsrc/distributed/collective/collective_manager.cc:120] ExecuteFuncInThread] Execute function:"
          + " init_device_comm_group_func to initialize communicator for group hccl_world_group timeout, this node id: 3 exit process");
      assertEquals(Layer.LINK_SETUP, fault.layer(), fault.clues().toString());
      assertTrue(a.confidence() < fault.confidence(), "a summary alone is weaker than a link-setup fault: "
          + a.confidence() + " vs " + fault.confidence());
    }
  }

  @Test
  void theDeviceFaultBesideTheSummaryAnswers() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(String.join("\n", HCOM,
        "[ERROR] DEVICE(2210,ffff9c1e0020,python):2026-12-06-10:00:00.000.002 [ascend_collective_comm_lib.cc:150] Initialize]"
            + " Ascend collective communication initialization failed.",
        "EJ0001: [PID: 2210] 2026-12-06-10:00:00.000.003 Failed to initialize the HCCP process. Reason: Maybe the last training process is running."));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
  }

  @Test
  void theFrameworksOwnCheckBelowTheSummaryAnswers() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(String.join("\n", SUMMARY, "",
        "----------------------------------------------------", "- Framework Error Message:",
        "----------------------------------------------------", "Invalid environment variable 'RANK_ID', it should not be empty."));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
  }

  @Test
  void aRankTableRefusedBelowTheSummaryAnswersItsOwnLayer() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(String.join("\n", SUMMARY, "",
        "----------------------------------------------------", "- Ascend Error Message:",
        "----------------------------------------------------",
        "EI0004: The ranktable is invalid,Reason:[The ranktable config devId is inconsistent with the local devId.]. Please check the configured ranktable."));
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertTrue(a.support().stream().anyMatch(c -> c.role() == Role.FAULT), "a fault, not the summary, answers: " + a.support());
  }
}
