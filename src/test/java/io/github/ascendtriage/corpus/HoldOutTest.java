package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a held-out run takes away from the built-in case base, checked on the shipped files. */
class HoldOutTest {
  private static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  private static List<Knowledge.LayerStep> steps(CaseBase b) {
    return Arrays.stream(Layer.values()).flatMap(l -> b.knowledge().layerSteps(l).stream()).toList();
  }

  @Test
  void aLayerStepCitingAHeldOutReportGoesWithIt() {
    List<Knowledge.LayerStep> citing = steps(BASE).stream()
        .filter(s -> s.source() != null && !HoldOut.reports(s.source()).isEmpty()).toList();
    assertFalse(citing.isEmpty(), "the shipped knowledge has a layer step written after a report (the check needs one)");
    for (Knowledge.LayerStep s : citing) {
      Set<String> reports = HoldOut.reports(s.source());
      List<Knowledge.LayerStep> held = steps(HoldOut.without(BASE, Set.of(), reports));
      assertFalse(held.contains(s), "held out with " + reports + ": " + s.source());
      assertEquals(steps(BASE).size() - citing.stream().filter(c -> !java.util.Collections.disjoint(HoldOut.reports(c.source()), reports)).count(),
          held.size(), "only the steps citing " + reports + " go");
    }
  }

  @Test
  void nothingHeldOutLeavesTheStepsAsTheyAre() {
    assertEquals(steps(BASE), steps(HoldOut.without(BASE, Set.of(), Set.of("fr-999"))));
    assertTrue(steps(BASE).size() >= 5, "every layer has a step");
  }
}
