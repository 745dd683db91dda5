package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Adding an ascend-fd knowledge base must not lower any corpus figure: the imported entries may add
 * explanations but must not drown our cases. Uses the real {@code kg-config.json} when {@code
 * ../shared} has it, else the small test knowledge base.
 */
class AscendFdCorpusComparisonTest {
  static final Path REAL = TestPaths.shared().resolve("ascend-fd/kg-config.json");
  static final Path SMALL = TestPaths.repo().resolve("src/test/resources/ascend-fd/kg-small.json");

  @Test
  void addingTheAscendFdKnowledgeBaseLowersNoAccuracyFigure() {
    Path kb = Files.exists(REAL) ? REAL : SMALL;
    List<Outcome> without = CorpusRun.get().outcomes;
    AscendTriage with = AscendTriage.builder().threads(1).addAscendFdKnowledgeBase(kb).build();
    List<Outcome> withKb =
        without.parallelStream()
            .map(
                o -> {
                  try {
                    return new Outcome(o.sample(), with.diagnose(o.sample().input()), List.of());
                  } catch (IOException e) {
                    throw new UncheckedIOException(o.sample().id() + ": " + e.getMessage(), e);
                  }
                })
            .toList();
    Metrics a = Metrics.of(without);
    Metrics b = Metrics.of(withKb);
    List<String> worse = new ArrayList<>();
    notLower(worse, "layer accuracy", a.layerAccuracy(), b.layerAccuracy(), without, withKb, Outcome::layerOk);
    notLower(worse, "top-1", a.top1(), b.top1(), without, withKb, Outcome::top1Ok);
    notLower(worse, "top-3", a.top3(), b.top3(), without, withKb, Outcome::top3Ok);
    notLower(worse, "remediation", a.remediationHit(), b.remediationHit(), without, withKb, Outcome::remediationOk);
    notLower(worse, "false-positive rate (1 - rate)", 1 - a.falsePositiveRate(), 1 - b.falsePositiveRate(), without, withKb, o -> !o.falsePositive());
    if (a.trees() > 0) {
      notLower(worse, "root cause", a.rootCause(), b.rootCause(), without, withKb, Outcome::rootOk);
    }
    assertTrue(worse.isEmpty(), "with " + kb.getFileName() + ": " + String.join("\n", worse));
  }

  private static void notLower(
      List<String> worse, String what, double before, double after, List<Outcome> a, List<Outcome> b,
      Predicate<Outcome> ok) {
    if (!(after >= before) && !(Double.isNaN(before) && Double.isNaN(after))) {
      StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "%s fell from %.3f to %.3f:", what, before, after));
      for (int i = 0; i < a.size(); i++) {
        if (ok.test(a.get(i)) && !ok.test(b.get(i))) {
          s.append("\n  ").append(a.get(i).sample().id()).append(": now ")
              .append(b.get(i).diagnosis().matches().stream().map(CaseMatch::caseId).toList())
              .append(" layer ").append(b.get(i).diagnosis().layer().id());
        }
      }
      worse.add(s.toString());
    }
  }
}
