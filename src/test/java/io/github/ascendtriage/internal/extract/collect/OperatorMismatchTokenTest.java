package io.github.ascendtriage.internal.extract.collect;

import static io.github.ascendtriage.internal.extract.ExtractSupport.collect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The token OperatorMismatch adds, on task reports written for this test (pids and addresses made up). */
class OperatorMismatchTokenTest {
  private static final String COMM = "192.0.2.44%eth2_60000_1_1765367469951573";
  private static final String KEY = "hccl-stage:ranks ran different operators";

  private static String task(int pid, String op) {
    return "[ERROR] HCCL(" + pid + ",python3):2026-03-01-10:31:02.589.097 [task_exception_handler.cc:27] [" + (pid + 5)
        + "]Task run failed, base information is streamID:[6], taskID[23], taskType[Notify Wait], tag[" + op + "_" + COMM + "].";
  }

  @Test
  void theTokenIsAddedOnceWithEveryReportAsEvidence() {
    FeatureSet f = collect(String.join("\n", task(3101, "ReduceScatter"), task(3102, "AllGather"), task(3103, "AllGather")));
    assertTrue(f.has(KEY), f.keys().toString());
    assertEquals(3, f.occurrence(KEY).orElseThrow().evidence().size());
    assertEquals(1, f.occurrence(KEY).orElseThrow().first().evidence().line());
    assertTrue(f.tokenKeys().contains(KEY), "a token a case or a rule can key on");
  }

  @Test
  void noTokenWhenEveryRankWasInTheSameOperator() {
    assertFalse(collect(String.join("\n", task(3101, "AllGather"), task(3102, "AllGather"))).has(KEY));
  }

  @Test
  void theIdentifierIsCutBeforeTheAlgorithmsName() {
    assertEquals(COMM, OperatorMismatch.communicator(COMM + "ringAllReduceMeshSmallCountExecutor_device"));
    assertEquals("hccl_world_group", OperatorMismatch.communicator("hccl_world_group"));
  }
}
