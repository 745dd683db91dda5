package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/** The bottom-up rule on claims: a case matched only on symptoms or return statuses yields to a fault. */
class CascadesTest {
  private static final String NOTIFY_WAIT =
      "EI0002: The wait execution of the Notify register times out. Reason: The Notify register has not received the"
          + " Notify record from remote rank [3].base information: [streamID:[14], taskID[8], taskType[Notify Wait],"
          + " tag[HcomAllReduce_6629421139219749105_0].] task information: []\n";
  private static final String DEVICE_FAULT = "E30005: [PID: 2210] 2026-04-09-13:00:42.118.331 Failed to connect the device.\n";

  @Test
  void aWaitAloneIsClaimedAsItsCase() {
    Diagnosis d = AscendTriage.builder().build().diagnose(NOTIFY_WAIT);
    assertTrue(d.matched(), "the symptom case claims a wait with nothing else in the log");
    assertEquals("notify-wait-timeout-ei0002", d.bestMatch().orElseThrow().caseId());
  }

  @Test
  void aWaitBesideAFaultOfItsOwnIsNotClaimedAndTheFaultDecides() {
    Diagnosis d = AscendTriage.builder().disableCases("device-connect-failed-e30005").build()
        .diagnose(DEVICE_FAULT + NOTIFY_WAIT);
    assertFalse(d.matches().stream().anyMatch(m -> m.caseId().equals("notify-wait-timeout-ei0002")), d.matches().toString());
    assertEquals(AnswerSource.REASONING, d.answer());
    assertEquals(Layer.DEVICE, d.layer());
    assertTrue(d.reasoning().orElseThrow().steps().stream()
        .anyMatch(s -> s.evidence().line() == 1 && s.role().equals("fault")), d.reasoning().toString());
  }

  @Test
  void theFaultsOwnCaseStillWinsWhenItIsKnown() {
    Diagnosis d = AscendTriage.builder().build().diagnose(DEVICE_FAULT + NOTIFY_WAIT);
    assertEquals("device-connect-failed-e30005", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
  }
}
