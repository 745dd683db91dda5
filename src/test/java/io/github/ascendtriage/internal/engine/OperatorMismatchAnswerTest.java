package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * The whole case base on notify-wait timeouts of two processes of one communicator: the waits are
 * the EI0002 case's symptom, unless the task tags show that the processes were in different
 * collectives (HCCL's behaviour-consistency class), when the script is the answer and the fix
 * asks for the same collectives on every rank. Lines in the documented shapes (log-formats 8.3),
 * pids, addresses and times made up.
 */
class OperatorMismatchAnswerTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final String COMM = "203.0.113.20%enp61s0f0_60000_0_1771240013448120";

  private static String notifyTimeout(int pid, String op) {
    return "[ERROR] HCCL(" + pid + ",python3):2026-04-09-13:31:02.118.331 [task_exception_handler.cc:217][" + (pid + 31)
        + "]Task run failed, base information is streamID:[2], taskID[41], taskType[Notify Wait], tag[" + op + "_" + COMM
        + "], AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
        + "EI0002: [PID: " + pid + "] 2026-04-09-13:31:02.120.001 The wait execution of the Notify register times out."
        + " Reason: The Notify register has not received the Notify record from remote rank: [1].\n";
  }

  @Test
  void waitsInTheSameCollectiveStayTheCollectivesCase() {
    Diagnosis d = TRIAGE.diagnose(notifyTimeout(7101, "AllReduce") + notifyTimeout(7102, "AllReduce"));
    assertTrue(d.matched(), d.toString());
    assertEquals("notify-wait-timeout-ei0002", d.bestMatch().orElseThrow().caseId());
  }

  @Test
  void waitsInDifferentCollectivesOfOneCommunicatorAreTheScript() {
    Diagnosis d = TRIAGE.diagnose(notifyTimeout(7101, "AllReduce") + notifyTimeout(7102, "AllGather"));
    assertFalse(d.matches().stream().anyMatch(m -> m.caseId().equals("notify-wait-timeout-ei0002")), d.matches().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertEquals("ranks-in-different-collectives", d.bestMatch().orElseThrow().caseId());
    assertEquals("tensorflow_faq_0014", d.officialCase().orElseThrow().id(), "the official case it refines");
    assertTrue(d.remediation().stream().anyMatch(s -> s.step().command().contains("HCCL_ENTRY_LOG_ENABLE")), d.remediation().toString());
  }

  @Test
  void withoutTheCaseTheReasoningAnswersTheScript() {
    Diagnosis d = AscendTriage.builder().disableCases("ranks-in-different-collectives").build()
        .diagnose(notifyTimeout(7101, "AllReduce") + notifyTimeout(7102, "AllGather"));
    assertEquals(AnswerSource.REASONING, d.answer(), d.matches().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertTrue(d.remediation().stream().anyMatch(s -> s.step().command().contains("HCCL_ENTRY_LOG_ENABLE")), d.remediation().toString());
  }
}
