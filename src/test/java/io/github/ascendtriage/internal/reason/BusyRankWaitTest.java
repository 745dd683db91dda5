package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * One rank still preparing its data while the others time out waiting for it (issue 35, script28
 * class 1): the waits are the script's layout only beside a data pass the log shows unfinished
 * (Hugging Face datasets' progress bar of unit examples, short of its total). The logs are written
 * for this test in the printed forms of the sources the rule cites.
 */
class BusyRankWaitTest {
  private static final String RULE = "script.busy-rank-wait";
  private static final String NOTIFY_WAIT = String.join("\n",
      "[rank5]: RuntimeError: npuSynchronizeDevice:torch_npu/csrc/core/npu/NPUStream.cpp:363 NPU error, error code is 107020",
      "[rank5]: EI0002: The wait execution of the Notify register times out. Reason: The Notify register has not"
          + " received the Notify record from remote rank [0].");
  private static final String STORE_WAIT = "[rank1]: torch.distributed.DistBackendError: [1] is setting up NCCL"
      + " communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0')"
      + " got error: Socket Timeout";

  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  private static boolean counts(LayerReasoner.Answer a) {
    return a.clues().stream().anyMatch(c -> c.rule().equals(RULE) && c.role() == Role.FAULT);
  }

  @Test
  void anUnfinishedDataPassBesideACollectiveWaitIsTheScripts() {
    LayerReasoner.Answer a = reason("[rank0]: Map (num_proc=16):  63%|######3   | 81920/130000 [34:02<19:58, 40.11 examples/s]",
        NOTIFY_WAIT);
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(counts(a), a.clues().toString());
    assertTrue(a.clues().stream().filter(c -> c.rule().startsWith("catalog ")).allMatch(c -> c.role() == Role.CONTEXT),
        "the waits are explained: " + a.clues());
  }

  @Test
  void aBarrierTheWatchdogTimedOutIsTheSameClass() {
    LayerReasoner.Answer a = reason("Filter:   4%|4         | 2000/50000 [31:40<12:40:10,  1.05 examples/s]",
        "[rank3]:[E ProcessGroupHCCL.cpp:563] [Rank 3] Watchdog caught collective operation timeout:"
            + " WorkHCCL(SeqNum=1, OpType=BARRIER, Timeout(ms)=1800000) ran for 1800043 milliseconds before timing out.");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(counts(a), a.clues().toString());
  }

  @Test
  void theSamePatternOnAGpuHostStaysALookAlike() {
    LayerReasoner.Answer a = reason("Map:   4%|4         | 2000/50000 [31:40<12:40:10,  1.05 examples/s]", STORE_WAIT);
    assertTrue(a.foreign(), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aPassThatReachedItsTotalIsNoCause() {
    LayerReasoner.Answer a = reason("Map: 100%|##########| 130000/130000 [04:02<00:00, 536.11 examples/s]", NOTIFY_WAIT);
    assertNotEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().noneMatch(c -> c.rule().equals(RULE)), a.clues().toString());
  }

  @Test
  void onlyTheStreamsLastPassCounts() {
    LayerReasoner.Answer a = reason("Map:  40%|####      | 52000/130000 [01:02<01:30, 836.11 examples/s]",
        "Map: 100%|##########| 130000/130000 [02:34<00:00, 842.50 examples/s]", NOTIFY_WAIT);
    assertTrue(a.clues().stream().noneMatch(c -> c.rule().equals(RULE)), a.clues().toString());
    LayerReasoner.Answer carriage = reason(
        "Map:  40%|####      | 52000/130000 [01:02<01:30, 836.11 examples/s]\rMap: 100%|##########| 130000/130000"
            + " [02:34<00:00, 842.50 examples/s]", NOTIFY_WAIT);
    assertTrue(carriage.clues().stream().noneMatch(c -> c.rule().equals(RULE)), carriage.clues().toString());
  }

  @Test
  void aTrainingLoopsBarIsNoDataPass() {
    LayerReasoner.Answer a = reason(" 12%|#2        | 120/1000 [10:02<1:13:40,  5.02s/it]", NOTIFY_WAIT);
    assertTrue(a.clues().stream().noneMatch(c -> c.rule().equals(RULE)), a.clues().toString());
  }

  @Test
  void anUnfinishedPassWithNoWaitIsContext() {
    LayerReasoner.Answer a = reason("Map:  63%|######3   | 81920/130000 [34:02<19:58, 40.11 examples/s]",
        "Traceback (most recent call last):", "KeyError: 'input_ids'");
    assertTrue(a.clues().stream().filter(c -> c.rule().equals(RULE)).allMatch(c -> c.role() == Role.CONTEXT),
        a.clues().toString());
    assertNotEquals(Layer.SCRIPT.equals(a.layer()) && counts(a), true, a.clues().toString());
  }
}
