package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Ranks that failed in different collectives of one communicator (HCCL's task tag: operator, '_',
 * communicator identifier; docs/log-formats.md 8.2-8.3), on task reports written for this test in
 * the documented line shapes, with made-up pids, addresses and times.
 */
class OperatorMismatchTest {
  private static final String COMM = "198.51.100.7%eth0_60000_0_1765367469951573";

  /** A host task-exception report (CANN 8.5 stage tags) of process {@code pid} for operator {@code op}. */
  private static String taskFailed(int pid, String op, String comm) {
    return "[ERROR] HCCL(" + pid + ",python3):2026-03-01-10:31:02.589.097 [task_exception_handler.cc:27] [" + (pid + 7)
        + "][TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[6], taskID[23], tag[" + op + "_"
        + comm + "], AlgType(level 0-1-2):[fullmesh-ring-NHR].";
  }

  /** The reasoner on the lines as pasted text (whose extraction reads the operators across its lines). */
  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  private static void assertNoMismatch(String... lines) {
    LayerReasoner.Answer a = reason(lines);
    assertTrue(mismatch(a).isEmpty(), a.clues().toString());
  }

  private static Optional<Clue> mismatch(LayerReasoner.Answer a) {
    return a.clues().stream().filter(c -> c.rule().equals("script.operator-mismatch")).findFirst();
  }

  @Test
  void oneRankInAllReduceWhileTheOthersAreInAllGatherIsTheScript() {
    LayerReasoner.Answer a = reason(taskFailed(4101, "AllGather", COMM), taskFailed(4102, "AllGather", COMM),
        taskFailed(4103, "AllReduce", COMM + "ringAllReduceMeshSmallCountExecutor_device"));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    Clue c = mismatch(a).orElseThrow();
    assertEquals(java.util.List.of(1L, 2L, 3L), c.evidence().stream().map(io.github.ascendtriage.Evidence::line).toList(),
        "every report of the communicator is explained by the mismatch");
  }

  @Test
  void theGraphEnginesHcomPrefixIsTheSameOperator() {
    assertNoMismatch(taskFailed(4101, "HcomAllReduce", COMM), taskFailed(4102, "AllReduce", COMM));
  }

  @Test
  void allRanksInTheSameOperatorIsNoMismatch() {
    assertNoMismatch(taskFailed(4101, "AlltoAllV", COMM), taskFailed(4102, "AlltoAllV", COMM),
        taskFailed(4103, "AlltoAllV", COMM));
  }

  @Test
  void differentOperatorsOnDifferentCommunicatorsAreNoMismatch() {
    // a data-parallel rank stuck in its group's AllReduce while a tensor-parallel peer waits in another group
    assertNoMismatch(taskFailed(4101, "AllReduce", COMM),
        taskFailed(4102, "AllGather", "198.51.100.7%eth0_60000_4_1765367470000001"));
  }

  @Test
  void oneProcessThatFailedTwoOperatorsIsNoMismatch() {
    assertNoMismatch(taskFailed(4101, "AllGather", COMM), taskFailed(4101, "AllReduce", COMM));
  }

  @Test
  void aSendOnOneRankAndAReceiveOnAnotherArePartners() {
    assertNoMismatch(taskFailed(4101, "Send", COMM), taskFailed(4102, "Receive", COMM));
  }

  /** torch_npu's watchdog report of rank {@code rank} (docs/log-formats.md 7.3). */
  private static String watchdog(String group, int rank, int seq, String op) {
    return "[rank" + rank + "]:[E0409 13:31:02.118331 " + (5100 + rank) + " ProcessGroupHCCL.cpp:1401] [PG " + group + " Rank " + rank
        + "] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=" + seq + ", OpType=" + op
        + ", NumelIn=4096, NumelOut=4096, Timeout(ms)=1800000) ran for 1800093 milliseconds before timing out.";
  }

  @Test
  void watchdogsAtOneSequenceNumberWithDifferentOperationsAreTheScript() {
    LayerReasoner.Answer a = reason(watchdog("0", 0, 88, "ALLREDUCE"), watchdog("0", 1, 88, "ALLREDUCE"),
        watchdog("0", 2, 88, "ALLGATHER"));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertEquals(3, mismatch(a).orElseThrow().evidence().size());
  }

  @Test
  void watchdogsAtDifferentSequenceNumbersOrGroupsAreNoMismatch() {
    assertNoMismatch(watchdog("0", 0, 88, "ALLREDUCE"), watchdog("0", 1, 89, "ALLGATHER"));
    assertNoMismatch(watchdog("0", 0, 88, "ALLREDUCE"), watchdog("3", 1, 88, "ALLGATHER"));
    assertNoMismatch(watchdog("0", 0, 88, "SEND"), watchdog("0", 1, 88, "RECV"));
  }
  private static String watchdogOf(int rank, int seq, String op, long numel) {
    return watchdog("0", rank, seq, op).replace("NumelIn=4096, NumelOut=4096", "NumelIn=" + numel + ", NumelOut=" + numel);
  }

  @Test
  void aReductionOfAnotherSizeAtOneSequenceNumberIsTheScript() {
    LayerReasoner.Answer a = reason(watchdogOf(0, 88, "ALLREDUCE", 4096), watchdogOf(1, 88, "ALLREDUCE", 1));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(mismatch(a).isPresent(), a.clues().toString());
  }

  @Test
  void unevenGathersAndARankBehindTheOthersAreNoMismatch() {
    assertNoMismatch(watchdogOf(0, 88, "ALLGATHER", 4096), watchdogOf(1, 88, "ALLGATHER", 1024));
    // the cascade: rank 1 timed out one collective behind, with another size; ranks 0 and 2 wait in the same one
    assertNoMismatch(watchdogOf(0, 88, "ALLREDUCE", 4096), watchdogOf(2, 88, "ALLREDUCE", 4096), watchdogOf(1, 87, "ALLREDUCE", 1));
  }

  private static final String ENTRY_COMM = "203.0.113.5%eth0_60020_0_1765099999000001";

  private static String entryLine(int pid, String body) {
    return "[INFO] HCCL(" + pid + ",python3):2026-03-01-10:20:00.100.200 [op_base.cc:1292] [" + (pid + 3) + "]" + body;
  }

  private static String entryLog(int pid, int rank, String secondOp) {
    return String.join("\n",
        entryLine(pid, "Entry-HcclCommInitRootInfoInner:ranks[2], rank[" + rank + "], rootinfo: host ip[203.0.113.5] port[60020] nicDeploy[1] identifier["
            + ENTRY_COMM + "], deviceLogicId[" + rank + "]"),
        entryLine(pid, "Entry-HcclAllReduce: tag[AllReduce_" + ENTRY_COMM + "], sendBuf[0x1], recvBuf[0x2], count[77], dataType[float32], op[sum], localRank[" + rank + "], streamId[2],comm[0x3], deviceLogicId[0]"),
        entryLine(pid, "Entry-Hccl" + secondOp + ": tag[" + secondOp + "_" + ENTRY_COMM + "], sendBuf[0x1], recvBuf[0x2], count[900], dataType[float32], op[sum], localRank[" + rank + "], streamId[2],comm[0x3], deviceLogicId[0]"));
  }

  @Test
  void entryLogsThatPartAtOnePlaceAreTheScriptsSequenceRule() {
    LayerReasoner.Answer a = reason(entryLog(7101, 0, "AllReduce"), entryLog(7102, 1, "Broadcast"), ei0002(7101, "AllReduce"));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().anyMatch(c -> c.rule().equals("script.collective-sequence")), a.clues().toString());
    LayerReasoner.Answer same = reason(entryLog(7101, 0, "AllReduce"), entryLog(7102, 1, "AllReduce"), ei0002(7101, "AllReduce"));
    assertTrue(same.clues().stream().noneMatch(c -> c.rule().equals("script.collective-sequence")), same.clues().toString());
  }

  @Test
  void transportAllocationsForDifferentOperatorsAreTheScript() {
    // HCCL's link-setup chapter: the tags of "Alloc transports failed" tell which operator each rank was in
    LayerReasoner.Answer a = reason(allocFailed(4101, "AllGather"), allocFailed(4102, "AllGather"), allocFailed(4103, "AllReduce"));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
  }

  private static String allocFailed(int pid, String op) {
    return "[ERROR] HCCL(" + pid + ",python3):2026-03-01-10:33:12.008.310 [hccl_communicator.cc:3392] [" + (pid + 9)
        + "][AllocAlgResource]Alloc transports failed, tag[" + op + "_" + COMM + "]";
  }
  @Test
  void consoleReportsOfTwoProcessesAreTwoWriters() {
    // CANN's error manager heads each message with the process id ("EI0002: [PID: n] ..."), log-formats 4.1
    LayerReasoner.Answer a = reason(ei0002(6201, "AllReduce"), ei0002(6202, "AlltoAllV"));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertNoMismatch(ei0002(6201, "AllReduce"), ei0002(6201, "AlltoAllV"));
  }

  private static String ei0002(int pid, String op) {
    return "EI0002: [PID: " + pid + "] 2026-03-01-10:59:30.645.648 The wait execution of the Notify register times out. Reason: The"
        + " Notify register has not received the Notify record from remote rank [unknown].base information: [streamID:[2282987520],"
        + " taskID[5], tag[" + op + "_" + COMM + "], AlgType(level 0-1-2):[fullmesh-ring-ring].] task information: []";
  }
}
