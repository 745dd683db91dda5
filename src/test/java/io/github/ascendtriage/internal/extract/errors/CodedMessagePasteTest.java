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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A numeric code quoted with its documented message ({@code CODE: message}, alone or at the end
 * of a traceback's exception line) is that code: checked on a seeded sample of the catalogue's
 * numeric codes on the ladder whose number names records that agree on the layer: each is read
 * as its code and answers the code's layer (or {@code unknown} where a rule reads the message's
 * own words as a failure outside the ladder). A number followed by other text stays no code.
 */
class CodedMessagePasteTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final int SAMPLE = 40;

  @ParameterizedTest
  @ValueSource(strings = {"", "RuntimeError: ", "[rank2]: E   RuntimeError: ", "(VllmWorker rank=2 pid=9) worker-1: "})
  void aSampleOfNumericCodesWithTheirMessageGetsTheirLayer(String lead) {
    CodeCatalog c = CodeCatalogLoader.builtIn();
    List<CodeRecord> numeric = new ArrayList<>(c.records().stream()
        .filter(r -> r.layer() != Layer.UNKNOWN && !r.symptom() && r.number().isPresent()
            && !r.messages().isEmpty() && !firstLine(r).isEmpty())
        .toList());
    Collections.shuffle(numeric, new Random(3507));
    int checked = 0;
    List<String> wrong = new ArrayList<>();
    for (CodeRecord r : numeric) {
      List<CodeRecord> named = c.lookup().lone(r.code());
      if (named.isEmpty() || named.stream().anyMatch(x -> x.layer() != r.layer() || x.symptom())) {
        continue; // records of the same number that disagree: no layer to expect
      }
      String line = lead + r.code() + ": " + firstLine(r);
      Diagnosis d = TRIAGE.diagnose(line);
      checked++;
      boolean read = d.codes().stream()
          .anyMatch(f -> f.entry().family().equals(r.family()) && f.entry().code().equals(r.code()));
      // the message's own words may name a class outside the ladder (a malloc failure): the
      // reasoner then answers unknown, which is its call, not the reading's
      boolean outside = d.layer() == Layer.UNKNOWN && d.reasoning().stream()
          .flatMap(x -> x.steps().stream()).anyMatch(s -> s.role().equals("outside"));
      if (!read || d.layer() != r.layer() && !outside) {
        wrong.add((read ? "" : "not read: ") + r.family() + " " + r.code() + " as '" + line + "': " + d.layer().id() + " (want " + r.layer().id() + ")");
      }
      if (checked >= SAMPLE) {
        break;
      }
    }
    assertTrue(checked >= SAMPLE, "checked " + checked);
    assertEquals(List.of(), wrong, (checked - wrong.size()) + " of " + checked + " right");
  }

  /** The first line of the record's first template, its arguments filled with a value of ours. */
  private static String firstLine(CodeRecord r) {
    String m = r.messages().get(0);
    int nl = m.indexOf('\n');
    String first = (nl < 0 ? m : m.substring(0, nl)).strip();
    return first.replaceAll("%[-+ #0-9.lhzjt]*[a-zA-Z]", "7");
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "107016: loss went up at step 12",
      "RuntimeError: 107016: something else happened here",
      "507011: Invalid memory kind in the data loader config",
      "step 12\n107016: tokens processed\nstep 13"})
  void aNumberFollowedByOtherTextIsNoCode(String text) {
    Diagnosis d = TRIAGE.diagnose(text);
    assertEquals(List.of(), d.codes(), text);
    assertEquals(Layer.UNKNOWN, d.layer(), text);
  }
}
