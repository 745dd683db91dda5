package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The class EI0002's official solution names (catalog cann-message EI0002: reported on part of
 * the ranks, look for an earlier error on the others): one process fails with its own exception,
 * the others later wait in a collective. Lines are built from the class in the printed forms of
 * docs/log-formats.md (torchrun's rank prefix, vLLM's worker prefix, the catalogue's EI0002 text,
 * torch_npu's watchdog), with the near misses that must not change.
 */
class EarlierFailureTest {
  private static final String EI0002_TP0 =
      "(Worker_TP0 pid=4120) ERROR 03-02 10:30:05 [multiproc_executor.py:600] EI0002: The wait execution of the Notify"
          + " register times out. Reason: The Notify register has not received the Notify record from remote rank: [1].";
  private static final String VALUE_ERROR_TP1 =
      "(Worker_TP1 pid=4121) ERROR 03-02 10:00:05 [multiproc_executor.py:600] ValueError: the block size must divide the"
          + " sequence length";
  private static final String WATCHDOG_RANK0 =
      "[rank0]: [Rank 0] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=9, OpType=ALLREDUCE,"
          + " Timeout(ms)=1800000) ran for 1800231 milliseconds before timing out.";

  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  private static Clue clue(LayerReasoner.Answer a, String rule) {
    return a.clues().stream().filter(c -> c.rule().equals(rule)).findFirst().orElseThrow(() -> new AssertionError(a.clues()));
  }

  @Test
  void anExceptionOfOneWorkerBeforeTheOthersTimeOutIsTheScript() {
    LayerReasoner.Answer a = reason(
        "(Worker_TP0 pid=4120) INFO 03-02 10:00:01 [worker_v1.py:190] loading weights",
        VALUE_ERROR_TP1,
        "(Worker_TP1 pid=4121) ERROR 03-02 10:00:05 [multiproc_executor.py:600] Traceback (most recent call last):",
        EI0002_TP0);
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    Clue cause = a.support().get(0);
    assertEquals("script.python-exception", cause.rule());
    assertEquals(Role.FAULT, cause.role());
    assertEquals(2, cause.first().line());
    assertTrue(cause.why().contains("EI0002"), cause.why());
    assertTrue(a.clues().stream().filter(c -> c.key().contains("ei0002")).allMatch(c -> c.role() == Role.CONTEXT),
        "the timeout is the cascade: " + a.clues());
  }

  @Test
  void anAssertionOfOneRankBeforeAnotherRanksWatchdogIsTheScript() {
    LayerReasoner.Answer a = reason(
        "[rank1]: Traceback (most recent call last):",
        "[rank1]:   File \"/work/train.py\", line 88, in <module>",
        "[rank1]:     assert batch.shape[0] == micro_batch",
        "[rank1]: AssertionError",
        WATCHDOG_RANK0);
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertEquals(4, a.support().get(0).first().line());
  }

  @Test
  void aTracebackEndsWithItsExceptionWhateverIsAppendedToIt() {
    LayerReasoner.Answer a = reason(
        "(Worker_TP3 pid=4123) ERROR 03-02 10:00:05 [multiproc_executor.py:600] Traceback (most recent call last):",
        "(Worker_TP3 pid=4123) ERROR 03-02 10:00:05 [multiproc_executor.py:600]     assert rc == 0",
        "(Worker_TP3 pid=4123) ERROR 03-02 10:00:05 [multiproc_executor.py:600] AssertionError   [collected from node-2]",
        EI0002_TP0);
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertEquals(3, a.support().get(0).first().line());
    // outside a traceback a word that only looks like an exception's class is no exception line
    LayerReasoner.Answer b = reason(
        "(Worker_TP3 pid=4123) INFO 03-02 10:00:05 [worker.py:60] AssertionError counters reset to 0", EI0002_TP0);
    assertTrue(b.clues().stream().noneMatch(c -> c.rule().equals("script.python-exception")), b.clues().toString());
  }

  @Test
  void aTimeoutAloneStaysASymptomOfTheCollective() {
    LayerReasoner.Answer a = reason(EI0002_TP0);
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().noneMatch(c -> c.why().contains("cascade")), a.clues().toString());
  }

  @Test
  void anExceptionAfterTheTimeoutsIsNotTheirCause() {
    LayerReasoner.Answer a = reason(
        EI0002_TP0,
        "(Worker_TP1 pid=4121) ERROR 03-02 10:40:05 [multiproc_executor.py:600] ValueError: the block size must divide the"
            + " sequence length");
    assertNotEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertEquals(Role.CONTEXT, clue(a, "script.python-exception").role());
  }

  @Test
  void anExceptionOfTheRankThatWaitsIsNotAnotherRanksError() {
    LayerReasoner.Answer a = reason(
        "(Worker_TP0 pid=4120) ERROR 03-02 10:00:05 [multiproc_executor.py:600] ValueError: the block size must divide the"
            + " sequence length",
        EI0002_TP0);
    assertNotEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertEquals(Role.CONTEXT, clue(a, "script.python-exception").role());
  }

  @Test
  void withoutAWriterOnTheLinesNoProcessIsToldApart() {
    LayerReasoner.Answer a = reason(
        "ValueError: the block size must divide the sequence length",
        "EI0002: The wait execution of the Notify register times out. Reason: The Notify register has not received the"
            + " Notify record from remote rank: [1].");
    assertNotEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
  }

  @Test
  void linesOfTwoFilesAreOrderedByTheTimesTheyPrint() {
    Evidence early = new Evidence("host-a/rank1.log", 40, "[2026-03-02 10:00:05,120] ValueError: bad shape");
    Evidence late = new Evidence("host-b/rank0.log", 3, "[E0302 10:30:05.000 4410 ProcessGroupHCCL.cpp:607] watchdog");
    assertTrue(EarlierFailure.before(early, late));
    assertFalse(EarlierFailure.before(late, early));
    assertFalse(EarlierFailure.before(early, new Evidence("host-b/rank0.log", 1, "no time on this line")));
    assertTrue(EarlierFailure.before(new Evidence("a", 1, "x"), new Evidence("a", 2, "y")), "one file: by line");
    assertEquals(Optional.of("03-02 10:00:05.120"), EarlierFailure.stamp(early.text()));
    assertEquals(Optional.of("03-02 10:30:05.000"), EarlierFailure.stamp(late.text()));
    assertEquals(Optional.of("host-a/rank1.log"), EarlierFailure.writer(early, true));
    assertEquals(Optional.empty(), EarlierFailure.writer(early, false));
  }
}
