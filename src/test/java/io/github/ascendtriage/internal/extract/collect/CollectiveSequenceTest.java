package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.facts.Setting;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ranks of one communicator that dispatched different collectives at the same point, on per-rank
 * plogs written for this test in the shapes HCCL prints (hicann/hccl
 * docs/zh/user_guide/fault_diagnosis/task_exec_stage.md, docs/log-formats.md 8.7): the
 * communicator's creation line, the entry log of each collective (HCCL_ENTRY_LOG_ENABLE), the
 * failed task's report and EI0002. Pids, addresses, counts and times are made up.
 */
class CollectiveSequenceTest {
  private static final String KEY = "hccl-stage:" + CollectiveSequence.TOKEN_VALUE;
  private static final String COMM = "192.0.2.31%eth1_60010_0_1765012345678901";

  private static String head(int pid, String level, int n) {
    return "[" + level + "] HCCL(" + pid + ",python3):2026-04-02-08:15:" + String.format("%02d", n % 60) + ".120.310 ";
  }

  private static String init(int pid, int rank) {
    return head(pid, "INFO", 0) + "[op_base.cc:1292] [" + pid + "]Entry-HcclCommInitRootInfoInner:ranks[2], rank[" + rank
        + "], rootinfo: host ip[192.0.2.31] port[60010] nicDeploy[1] identifier[" + COMM + "], deviceLogicId[" + rank + "]";
  }

  /** One entry line; {@code op} as HCCL's API names it, {@code count} and {@code type} as printed. */
  private static String entry(int pid, int n, String op, long count, String type) {
    String countField = op.equals("AllGather") ? "sendCount" : "count";
    return head(pid, "INFO", n) + "[hccl_opbase_atrace_info.cc:56][" + (pid + 9) + "]Entry-Hccl" + op + ": tag[" + op + "_" + COMM
        + "], sendBuf[0x12c0c0013000], recvBuf[0x12c0c0014000], " + countField + "[" + count + "], dataType[" + type
        + "], op[sum], localRank[0], streamId[3],comm[0xfffe38007800], deviceLogicId[0]";
  }

  private static String wait(int pid) {
    return head(pid, "ERROR", 59) + "[task_exception_handler.cc:908] [" + (pid + 9) + "][TaskExecStage][Timeout][Host]Task run failed, "
        + "base information is streamID:[3], taskID[40], taskType[Notify Wait], tag[AllReduce_" + COMM + "], AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
        + "EI0002: [PID: " + pid + "] 2026-04-02-08:45:59.120.001 The wait execution of the Notify register times out."
        + " Reason: The Notify register has not received the Notify record from remote rank: [1].";
  }

  /** A process's plog: its communicator's creation, then its collectives, each {@code op:count:type}. */
  private static String plog(int pid, int rank, String... ops) {
    List<String> lines = new ArrayList<>(List.of(init(pid, rank)));
    int n = 1;
    for (String o : ops) {
      String[] p = o.split(":");
      lines.add(entry(pid, n++, p[0], Long.parseLong(p[1]), p[2]));
    }
    return String.join("\n", lines);
  }

  @Test
  void anotherOperatorAtTheSamePlaceInAHungJobIsTheFinding() {
    FeatureSet f = Sources.read("rank0/plog-5101.log", plog(5101, 0, "AllReduce:1024:float32", "AllReduce:4096:float32") + "\n" + wait(5101),
        "rank1/plog-5102.log", plog(5102, 1, "AllReduce:1024:float32", "AllGather:4096:float32") + "\n" + wait(5102));
    assertTrue(f.has(KEY), f.keys().toString());
    assertTrue(f.tokenKeys().contains(KEY), "a token a rule can key on");
    assertTrue(f.occurrence(KEY).orElseThrow().evidence().size() >= 3, "the last entry of each process and the waits");
  }

  @Test
  void anotherCountOrDataTypeOfAReductionIsTheFindingToo() {
    assertTrue(Sources.read("a.log", plog(5101, 0, "AllReduce:1024:float32", "AllReduce:4096:float32") + "\n" + wait(5101),
        "b.log", plog(5102, 1, "AllReduce:1024:float32", "AllReduce:2048:float32")).has(KEY));
    assertTrue(Sources.read("a.log", plog(5101, 0, "Broadcast:64:float32") + "\n" + wait(5101),
        "b.log", plog(5102, 1, "Broadcast:64:bfp16")).has(KEY));
  }

  @Test
  void aRankThatStoppedBehindTheOthersIsTheCascadeNotADifference() {
    // rank 1 dispatched two collectives and stopped (its own fault, or killed); rank 0 went on and waits in the third
    FeatureSet f = Sources.read("a.log", plog(5101, 0, "AllReduce:1024:float32", "AllGather:512:float16", "AllReduce:4096:float32")
        + "\n" + wait(5101), "b.log", plog(5102, 1, "AllReduce:1024:float32", "AllGather:512:float16"));
    assertFalse(f.has(KEY), "the sequence of the rank that stopped first is a prefix of the other's");
  }

  @Test
  void ranksThatWaitInTheSameCollectiveAreNoFinding() {
    assertFalse(Sources.read("a.log", plog(5101, 0, "AllReduce:1024:float32", "AllGather:512:float16") + "\n" + wait(5101),
        "b.log", plog(5102, 1, "AllReduce:1024:float32", "AllGather:512:float16") + "\n" + wait(5102)).has(KEY));
  }

  @Test
  void countsOfTheVFormsMayDiffer() {
    assertFalse(Sources.read("a.log", plog(5101, 0, "AlltoAllV:1024:float32") + "\n" + wait(5101),
        "b.log", plog(5102, 1, "AlltoAllV:3000:float32")).has(KEY));
  }

  @Test
  void aDifferenceWithNoWaitIsNoFailure() {
    assertFalse(Sources.read("a.log", plog(5101, 0, "AllReduce:1024:float32"), "b.log", plog(5102, 1, "AllGather:1024:float32")).has(KEY));
  }

  @Test
  void collectivesBeforeTheCommunicatorsCreationLineAreNotCounted() {
    // a rotated file holds no creation line: its first entry is not the communicator's first collective
    String rotated = entry(5102, 1, "AllGather", 4096, "float32");
    assertFalse(Sources.read("a.log", plog(5101, 0, "AllReduce:4096:float32") + "\n" + wait(5101), "b.log", rotated).has(KEY));
  }

  @Test
  void twoFilesOfOneProcessAreNotCompared() {
    assertFalse(Sources.read("plog-5101_1.log", plog(5101, 0, "AllReduce:4096:float32") + "\n" + wait(5101),
        "plog-5101_2.log", plog(5101, 0, "AllGather:4096:float32")).has(KEY));
  }

  @Test
  void eachCollectiveIsKeptWithItsPlaceAndTheOldestGoFirst() {
    FeatureSet f = Sources.read("a.log", plog(5101, 0, "AllReduce:1024:float32", "AllGather:8:int8"));
    assertEquals("5101 " + COMM + " 1 allreduce 1024 float32,5101 " + COMM + " 2 allgather 8 int8",
        f.sources().get("a.log").settings().get(Setting.COLLECTIVES_ISSUED));
    String many = Setting.COLLECTIVES_ISSUED.merged("x".repeat(60), "y".repeat(60) + ("," + "z".repeat(60)).repeat(80));
    assertTrue(many.length() <= Setting.MAX_LIST && many.endsWith("x".repeat(60)) && !many.startsWith("y"), many.substring(0, 80));
  }

  /** A failed task's report: base, groupRank and opData lines (task_exception_handler.cc). */
  private static String report(int pid, String op, int index, long count, String type) {
    String h = head(pid, "ERROR", 59) + "[task_exception_handler.cc:704] [" + (pid + 9) + "][TaskExecStage][Timeout][Host]Task run failed, ";
    return h + "base information is streamID:[2], taskID[21], tag[" + op + "_" + COMM + "], AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
        + h + "groupRank information is group:[" + COMM + "], user define information[], rankSize[2], rankId[0].\n"
        + h + "opData information is timeStamp:[2026-04-02-08:15:01.489.331], deviceId[0], index[" + index + "], count[" + count
        + "], src[0x12c0c0013000], dst[0x12c0c0014000], dataType[" + type + "].\n"
        + "EI0002: [PID: " + pid + "] 2026-04-02-08:45:59.120.001 The wait execution of the Notify register times out."
        + " Reason: The Notify register has not received the Notify record from remote rank: [1].";
  }

  @Test
  void failedTasksAtOneIndexWithAnotherDataTypeAreTheFinding() {
    assertTrue(Sources.read("a.log", report(6201, "AllReduce", 21, 256, "float32"), "b.log", report(6202, "AllReduce", 21, 256, "float16")).has(KEY));
    assertFalse(Sources.read("a.log", report(6201, "AllReduce", 21, 256, "float32"), "b.log", report(6202, "AllReduce", 21, 256, "float32")).has(KEY));
  }

  @Test
  void failedTasksAtDifferentIndexesAreNotCompared() {
    // one rank behind the other: the cascade's shape, whatever their counts
    assertFalse(Sources.read("a.log", report(6201, "AllReduce", 21, 256, "float32"), "b.log", report(6202, "AllReduce", 22, 512, "float32")).has(KEY));
  }
}
