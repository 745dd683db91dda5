package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.initRootInfo;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * lag37: a root found by its lag, not by a fault, gives the layer of its host process (script), whatever case the
 * others' waits match: HCCL's notify-wait page (hcclug_000036, cause 1 and solution 2) puts the latest reporter's
 * delay on what blocked its process before the collective; ascend-fd files a runtime that stopped its waiting reports
 * as LAGGING_ON_WAITING_TIMEOUT_REPORT. Hand-written trees; the values are made up.
 */
class LaggedRootLayerTest {
  private static final TreeTriage triage = TreeTriage.withBuiltInCases();

  private static List<String> rules(Diagnosis d) {
    return d.reasoning().map(r -> r.steps().stream().map(ReasoningStep::rule).toList()).orElse(List.of());
  }

  @Test
  void aRankThatBeganWaitingAfterTheOthersTimedOutIsAScriptRoot(@TempDir Path root) throws IOException {
    // ranks 0 and 1 report at 10:31, rank 2 fourteen minutes later with a 600 s timeout: it began after they gave up
    PlogTree.lateThird(root, new int[] {600, 600, 600}, "10:31:00.100.000", "10:31:00.300.000", "10:45:00.000.000");

    Diagnosis d = triage.engine().diagnose(root);

    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().map(Object::toString).orElse(""));
    assertTrue(rules(d).contains("script.root-lagged"), rules(d).toString());
  }

  @Test
  void aRankThatStoppedReportingItsWaitIsAScriptRootThoughNoLineIsAnError(@TempDir Path root) throws IOException {
    String[][] times = {{"10:05:00.000.000", "10:50:00.000.000"}, {"10:05:00.500.000", "10:50:00.500.000"},
        {"10:05:01.000.000", "10:10:00.000.000"}};
    for (Proc p : PlogTree.oneHost("node-b", 6101, times.length)) {
      initRootInfo(root, times.length, p);
      for (String t : times[p.rank()]) {
        write(p.debug(root), p.head("INFO", t) + "ReportTimeoutProc: report timeout\n");
      }
    }

    Diagnosis d = triage.engine().diagnose(root);

    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().map(Object::toString).orElse(""));
    assertTrue(rules(d).contains("script.root-lagged"), rules(d).toString());
    assertFalse(d.remediation().isEmpty(), "a lagging root needs a step");
  }

  @Test
  void aReportWithinTheTimeoutIsNoLag(@TempDir Path root) throws IOException {
    // fourteen minutes apart is within HCCL's 1800 s default: no rank lagged, so the rule does not speak
    PlogTree.lateThird(root, null, "10:31:00.100.000", "10:31:00.300.000", "10:45:00.000.000");

    assertFalse(rules(triage.engine().diagnose(root)).contains("script.root-lagged"));
  }
}
