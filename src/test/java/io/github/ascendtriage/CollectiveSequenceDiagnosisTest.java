package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ranks that dispatched different collectives, diagnosed whole: two ranks' plogs pasted together,
 * in the forms of hicann/hccl docs/zh/user_guide/fault_diagnosis/task_exec_stage.md (the
 * communicator's creation line, HCCL_ENTRY_LOG_ENABLE's entry lines, EI0002), with made-up pids,
 * addresses and counts. The notify-wait cases must not claim what the difference explains, and the
 * class must answer with its case held out; a rank that stopped behind the others must not read as it.
 */
class CollectiveSequenceDiagnosisTest {
  private static final String COMM = "198.51.100.23%eth0_60030_0_1765055555000001";

  private static String line(int pid, String level, String body) {
    return "[" + level + "] HCCL(" + pid + ",python3):2026-05-20-14:02:11.410.220 [op_base.cc:1292] [" + (pid + 4) + "]" + body;
  }

  private static String rank(int pid, int rank, boolean waits, String... ops) {
    List<String> out = new ArrayList<>();
    out.add(line(pid, "INFO", "Entry-HcclCommInitRootInfoInner:ranks[2], rank[" + rank + "], rootinfo: host ip[198.51.100.23] port[60030]"
        + " nicDeploy[1] identifier[" + COMM + "], deviceLogicId[" + rank + "]"));
    for (String op : ops) {
      out.add(line(pid, "INFO", "Entry-Hccl" + op + ": tag[" + op + "_" + COMM + "], sendBuf[0x10], recvBuf[0x20], count[4096],"
          + " dataType[float16], op[sum], localRank[" + rank + "], streamId[2],comm[0x30], deviceLogicId[" + rank + "]"));
    }
    if (waits) {
      out.add("EI0002: [PID: " + pid + "] 2026-05-20-14:32:11.410.220 The wait execution of the Notify register times out. Reason: The"
          + " Notify register has not received the Notify record from remote rank [" + (1 - rank) + "].base information: [streamID:[2],"
          + " taskID[9], tag[" + ops[ops.length - 1] + "_" + COMM + "], AlgType(level 0-1-2):[fullmesh-ring-ring].] task information: []");
    }
    return String.join("\n", out);
  }

  private static final String PARTED = rank(8101, 0, true, "AllReduce", "AllReduce") + "\n" + rank(8102, 1, true, "AllReduce", "Broadcast");

  @Test
  void ranksThatPartAreTheScriptsWithTheCaseOrWithout() {
    Diagnosis d = AscendTriageTest.TRIAGE.diagnose(PARTED);
    assertEquals(Layer.SCRIPT, d.layer(), d.matches().toString());
    Diagnosis held = AscendTriage.builder().disableCases("ranks-in-different-collectives").build().diagnose(PARTED);
    assertEquals(Layer.SCRIPT, held.layer(), held.matches().toString());
    assertEquals("tensorflow_faq_0014", held.officialCase().orElseThrow().id());
  }

  @Test
  void aRankThatStoppedBehindIsNotTheScript() {
    // rank 1 stopped after its first collective; rank 0 went on and waits in the second
    Diagnosis d = AscendTriageTest.TRIAGE.diagnose(rank(8101, 0, true, "AllReduce", "Broadcast") + "\n" + rank(8102, 1, false, "AllReduce"));
    assertNotEquals(Layer.SCRIPT, d.layer(), d.matches().toString());
  }
}
