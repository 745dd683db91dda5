package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeFamily;
import io.github.ascendtriage.internal.codes.CodeRecord;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The corpus covers the code catalogue: every family that has a printed form (an alias or a
 * standard form the recogniser knows) has a sample modelled on one of its codes
 * ({@code modelledOn: "catalog <family> <code>"}), labelled with that code's layer ({@code none}
 * for a code outside the ladder) and no case. Whether the tool answers it right is the accuracy
 * gate's business; this test keeps the coverage and the labels honest.
 */
class CatalogSamplesTest {
  static final String PREFIX = "catalog ";

  @Test
  void everyFamilyWithAPrintedFormHasALabelledSample() throws IOException {
    CodeCatalog c = CodeCatalogLoader.builtIn();
    List<Sample> samples = Sample.loadAll(TestPaths.corpus());
    List<String> missing = new ArrayList<>();
    List<String> wrong = new ArrayList<>();
    for (CodeFamily f : c.families()) {
      if (c.recognizer().forms(f.id()).isEmpty()) {
        continue; // nothing in the official sources says how a log prints these codes
      }
      boolean found = false;
      for (Sample s : samples) {
        String[] m = s.label().modelledOn().split(" ");
        if (s.label().caseId().isPresent() || m.length != 3 || !(m[0] + " ").equals(PREFIX) || !m[1].equals(f.id())) {
          continue; // a case sample may be modelled on a code too; here only the code is evidence
        }
        found = true;
        Optional<CodeRecord> r = c.find(m[1], m[2]);
        if (r.isEmpty()) {
          wrong.add(s.id() + ": no code " + m[1] + "/" + m[2]);
          continue;
        }
        String want = r.get().layer() != io.github.ascendtriage.Layer.UNKNOWN ? r.get().layer().id() : "none";
        if (!want.equals(s.label().layer())) {
          wrong.add(s.id() + ": labelled " + s.label().layer() + ", the catalogue says " + want);
        }
      }
      if (!found) {
        missing.add(f.id());
      }
    }
    assertEquals(List.of(), wrong);
    assertEquals(List.of(), missing, "families with a printed form but no corpus sample");
    assertTrue(samples.stream().anyMatch(s -> s.label().noCasePositive()), "some sample is a no-case positive");
  }
}
