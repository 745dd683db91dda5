package io.github.ascendtriage.internal.extract.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A one-line paste of a code or an official name alone (a fragment) answers the layer the
 * catalogue gives the records it names, with a step to take: checked on a seeded sample of the
 * catalogue's codes on the ladder whose token names records that agree on it, in their number,
 * code word and name forms. In a log a lone number is no code.
 */
class LoneCodePasteTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();

  @Test
  void aSampleOfCataloguedCodesPastedAloneGetsTheirLayerAndAFix() throws Exception {
    CodeCatalog c = CodeCatalogLoader.builtIn();
    List<CodeRecord> ladder = new ArrayList<>(c.records().stream()
        .filter(r -> r.layer() != Layer.UNKNOWN && !r.symptom()).toList());
    Collections.shuffle(ladder, new Random(3535));
    int checked = 0;
    List<String> wrong = new ArrayList<>();
    for (CodeRecord r : ladder) {
      for (String token : tokens(r)) {
        List<CodeRecord> named = c.lookup().lone(token);
        if (named.isEmpty() || named.stream().anyMatch(x -> x.layer() != r.layer() || x.symptom())) {
          continue; // records that disagree: no layer to expect
        }
        Diagnosis d = TRIAGE.diagnose(token);
        checked++;
        if (d.layer() != r.layer() || d.remediation().isEmpty()) {
          wrong.add(r.family() + " " + r.code() + " as '" + token + "': " + d.layer().id() + " (want " + r.layer().id() + ")");
        }
      }
      if (checked >= 60) {
        break;
      }
    }
    assertTrue(checked >= 60, "checked " + checked);
    assertEquals(List.of(), wrong);
  }

  private static List<String> tokens(CodeRecord r) {
    List<String> out = new ArrayList<>();
    out.add(r.code());
    r.name().filter(n -> n.indexOf(' ') < 0).ifPresent(out::add);
    return out;
  }

  @Test
  void aLoneNumberInALogIsNoCode() {
    Diagnosis alone = TRIAGE.diagnose("507011");
    assertEquals(1, alone.codes().size(), alone.codes().toString());
    Diagnosis log = TRIAGE.diagnose("step 12 loss 0.31\n507011\nstep 13 loss 0.30\n");
    assertEquals(List.of(), log.codes());
    assertEquals(Layer.UNKNOWN, log.layer());
    Diagnosis shortNumber = TRIAGE.diagnose("100");
    assertEquals(List.of(), shortNumber.codes());
  }
}
