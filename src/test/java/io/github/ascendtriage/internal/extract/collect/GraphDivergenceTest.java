package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.facts.Setting;
import org.junit.jupiter.api.Test;

/**
 * The cross-process finding of tensorflow_faq_0014 on per-device logs written for this test in the
 * shape TensorFlow's adapter prints (glog INFO lines, Ascend/tensorflow tf_adapter/kernels/geop_npu.cc)
 * and HCCL's notify-wait timeout (log-formats 8.3); times, pids and ids made up.
 */
class GraphDivergenceTest {
  private static final String KEY = "hccl-stage:" + GraphDivergence.TOKEN_VALUE;

  private static String compiled(String time, int id) {
    return "2026-05-11 " + time + ".204113: I tf_adapter/kernels/geop_npu.cc:805] The model has been compiled on the Ascend AI processor, current graph id is: " + id;
  }

  private static String log(String time, int... ids) {
    StringBuilder b = new StringBuilder();
    int s = 0;
    for (int id : ids) {
      b.append(compiled(time.substring(0, 6) + String.format("%02d", s++), id)).append('\n');
      b.append("INFO:tensorflow:global_step/sec: 3.91\n");
    }
    return b.toString();
  }

  private static final String WAIT = "[ERROR] HCCL(40211,python3):2026-05-11-09:52:40.118.331 [task_exception_handler.cc:217][40240]"
      + "Task run failed, base information is streamID:[2], taskID[41], taskType[Notify Wait], tag[HcomAllReduce_6629421578610200575_1].\n"
      + "EI0002: [PID: 40211] 2026-05-11-09:52:40.120.001 The wait execution of the Notify register times out."
      + " Reason: The Notify register has not received the Notify record from remote rank: [1].";

  @Test
  void devicesThatCompiledOtherGraphsInAHungJobGiveTheToken() {
    FeatureSet f = Sources.read("device0/train.log", log("09:21:", 61, 71, 81), "device1/train.log", log("09:21:", 61, 71) + WAIT);
    assertTrue(f.has(KEY), f.keys().toString());
    assertTrue(f.tokenKeys().contains(KEY), "a token a rule can key on");
    assertEquals(4, f.occurrence(KEY).orElseThrow().evidence().size(), "a graph line of each process and the waits (the task report and EI0002)");
  }

  @Test
  void anIdCompiledMoreOftenOnOneDeviceIsADifferenceToo() {
    assertTrue(Sources.read("d0.log", log("09:21:", 61, 71, 71), "d1.log", log("09:21:", 61, 71) + WAIT).has(KEY));
  }

  @Test
  void eachIdOfEveryProcessIsKeptInOrder() {
    FeatureSet f = Sources.read("d0.log", log("09:21:", 61, 71, 81));
    assertEquals("61@2026-05-11T09:21:00,71@2026-05-11T09:21:01,81@2026-05-11T09:21:02",
        f.sources().get("d0.log").settings().get(Setting.GRAPHS_COMPILED));
  }

  @Test
  void theSameGraphsOnEveryDeviceAreNoFinding() {
    assertFalse(Sources.read("d0.log", log("09:21:", 61, 71, 81), "d1.log", log("09:21:", 61, 71, 81) + WAIT).has(KEY));
  }

  @Test
  void oneProcessAloneIsNoFinding() {
    assertFalse(Sources.read("d0.log", log("09:21:", 61, 71, 81) + WAIT).has(KEY));
  }

  @Test
  void differentGraphsWithNoWaitAreNoFinding() {
    assertFalse(Sources.read("d0.log", log("09:21:", 61, 71, 81), "d1.log", log("09:21:", 61, 71)).has(KEY),
        "a difference in graphs alone is no failure");
  }

  @Test
  void processesThatShareNoGraphAreNotCompared() {
    // two jobs, or the rotated files of one process: no first graph in common
    assertFalse(Sources.read("d0.log", log("09:21:", 61, 71), "d1.log", log("09:21:", 91, 101) + WAIT).has(KEY));
  }

  @Test
  void logsOfRunsThatDidNotOverlapInTimeAreNotCompared() {
    assertFalse(Sources.read("d0.log", log("09:21:", 61, 71, 81), "d1.log", log("11:40:", 61, 71) + WAIT).has(KEY));
  }
}
