package io.github.ascendtriage.internal.extract.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A line that names a device fault is one report of its writer's fault, however many of the reasons it names: torch_npu's
 * and the runtime's words for the same fault (docs/log-formats.md section 6 gives both texts of each row), or two
 * reasons side by side. The lines are made up in those forms.
 */
class DeviceErrorEventsTest {
  private static List<EventKind> events(String line) {
    List<EventKind> out = new ArrayList<>();
    FeatureSink sink = new FeatureSink() {
      @Override
      public void feature(io.github.ascendtriage.FeatureType type, String value) {}

      @Override
      public void event(EventKind kind) {
        out.add(kind);
      }
    };
    new LineScanner("<test>", List.of(new DeviceErrorRecognizer()), null).scan(line, 1, sink);
    return out;
  }

  @Test
  void aLineWithBothRuntimeReasonsIsOneFault() {
    assertEquals(List.of(EventKind.FAULT), events("[ERROR] RUNTIME(4242,python):2026-12-07-10:00:00.000.000 "
        + "[device_error_proc.cc:100] report: reason=[device mem error], then reason=[link error]"));
  }

  @Test
  void aLineWithTorchNpusAndTheRuntimesWordsIsOneFault() {
    assertEquals(List.of(EventKind.FAULT), events("RuntimeError: UCE ERROR (device 3) reason=[device mem error]"));
  }

  @Test
  void aLineWithTwoReasonsOfTorchNpuIsOneFault() {
    assertEquals(List.of(EventKind.FAULT), events("device fault: UCE ERROR, HCCS LINK ERROR"));
  }

  @Test
  void aLineWithNoReasonIsNoFault() {
    assertEquals(List.of(), events("[ERROR] RUNTIME(4242,python): reason=[unknown thing]"));
  }
}
