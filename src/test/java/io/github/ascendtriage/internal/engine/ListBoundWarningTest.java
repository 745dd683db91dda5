package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.facts.Setting;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A list setting past its bound ({@code Setting.maxList}) drops values, and the answer says so: a
 * warning naming the setting and how many it did not keep, never a silent cut. An {@code ip -br
 * addr} listing of 700 interfaces, each name six characters ({@code en0000}..), keeps as many as fit
 * the 4,096 characters with their commas.
 */
class ListBoundWarningTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().builtInCases(false).build();

  private static String listing(int n) {
    StringBuilder b = new StringBuilder("$ ip -br addr\n");
    for (int i = 0; i < n; i++) {
      b.append(String.format(Locale.ROOT, "en%04d           UP             198.51.%d.%d/24%n", i, i / 250, i % 250 + 1));
    }
    return b.toString();
  }

  private static List<TriageWarning> bounded(Diagnosis d) {
    return d.warnings().stream().filter(w -> w.message().contains("setting HOST_INTERFACES")).toList();
  }

  @Test
  void aListPastItsBoundSaysHowManyValuesItDropped() {
    int kept = (Setting.MAX_LIST + 1) / ("en0000".length() + 1); // n names and n - 1 commas fit
    List<TriageWarning> w = bounded(TRIAGE.diagnose(listing(700)));

    assertEquals(1, w.size(), TRIAGE.diagnose(listing(700)).warnings().toString());
    assertTrue(w.get(0).message().contains(": " + (700 - kept) + " later values were not kept"), w.get(0).message());
  }

  @Test
  void aListWithinItsBoundSaysNothing() {
    assertEquals(List.of(), bounded(TRIAGE.diagnose(listing(500))));
  }
}
