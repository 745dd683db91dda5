package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.StreamAlert;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Alerts nobody takes are bounded: the oldest go first, and the gap shows in the sequence. */
class AlertTrackerTest {
  @Test
  void untakenAlertsAreBoundedOldestFirst() {
    TriageEngine e = StreamingSessionTest.ENGINE;
    Diagnosis port = Engines.text(e, StreamingSessionTest.FAULT, "<text>");
    Diagnosis other = Engines.text(e, "EI0006: Getting socket times out. Reason: 1. The remote does not initiate a connect request.", "<text>");
    assertTrue(port.bestMatch().isPresent() && other.bestMatch().isPresent());
    assertTrue(!port.bestMatch().get().caseId().equals(other.bestMatch().get().caseId()), "two different failures");
    AlertTracker t = new AlertTracker();
    int looks = AlertTracker.MAX_PENDING + 44;
    for (int i = 0; i < looks; i++) {
      Diagnosis d = i % 2 == 0 ? port : other;
      t.look(d, i + 1, () -> d);
    }
    assertEquals(44, t.dropped());
    List<StreamAlert> taken = t.take();
    assertEquals(AlertTracker.MAX_PENDING, taken.size());
    assertEquals(45, taken.get(0).sequence());
    assertEquals(looks, taken.get(taken.size() - 1).sequence());
  }
}
