package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every example of every built-in case through the whole pipeline, one test per example, so
 * a failure names its case and example: a positive example must make its case the best match; a
 * near miss must not make its case match at all.
 */
class CaseExamplesTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();
  static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  @Test
  void builtInExamplesPassTheLoadTimeCheck() {
    List<String> problems = ExampleChecker.check(BASE.cases(), c -> true);
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  @TestFactory
  Stream<DynamicTest> positiveExamplesRankTheirCaseFirst() {
    List<DynamicTest> tests = new ArrayList<>();
    for (CaseDefinition c : BASE.cases()) {
      for (int i = 0; i < c.positiveExamples().size(); i++) {
        String ex = c.positiveExamples().get(i);
        tests.add(
            DynamicTest.dynamicTest(
                c.id() + " match[" + i + "]",
                () -> {
                  Diagnosis d = TRIAGE.diagnose(ex);
                  if (d.matches().isEmpty()) {
                    fail(c.id() + ": no case matched the example (features " + tokens(d) + ")");
                  }
                  CaseMatch best = d.matches().get(0);
                  if (!best.caseId().equals(c.id())) {
                    fail(c.id() + ": best match is " + best.caseId() + " (" + best.confidence() + "), ranking " + ids(d));
                  }
                }));
      }
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> negativeExamplesDoNotMatchTheirCase() {
    List<DynamicTest> tests = new ArrayList<>();
    for (CaseDefinition c : BASE.cases()) {
      for (int i = 0; i < c.negativeExamples().size(); i++) {
        String ex = c.negativeExamples().get(i);
        tests.add(
            DynamicTest.dynamicTest(
                c.id() + " noMatch[" + i + "]",
                () -> {
                  Diagnosis d = TRIAGE.diagnose(ex);
                  assertFalse(
                      d.matches().stream().anyMatch(m -> m.caseId().equals(c.id())),
                      c.id() + ": the near miss matched its case: " + ids(d));
                }));
      }
    }
    return tests.stream();
  }

  static String ids(Diagnosis d) {
    return d.matches().stream().map(m -> m.caseId() + "=" + m.confidence()).toList().toString();
  }

  static String tokens(Diagnosis d) {
    return d.features().stream().filter(f -> !f.type().isValue()).map(f -> f.token()).toList().toString();
  }
}
