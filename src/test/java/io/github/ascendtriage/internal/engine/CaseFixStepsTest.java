package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.codes.LauncherVariables;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The fix of an answer a case claimed (issue 35): the case's own steps first, then the steps of
 * the official case it refines (the official fix of its class), then the first steps of the
 * official codes of the case's layer found in the input. Checked on every built-in case's own
 * matching examples, so a case added later is checked too.
 */
class CaseFixStepsTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  /** Each built-in case's first matching example, diagnosed, where that case is the best match. */
  private static List<Diagnosis> answeredByTheirCase() {
    List<Diagnosis> out = new ArrayList<>();
    for (CaseDefinition c : BASE.cases()) {
      if (c.positiveExamples().isEmpty()) {
        continue;
      }
      Diagnosis d = TRIAGE.diagnose(c.positiveExamples().get(0));
      if (d.answer() == AnswerSource.CASE && d.bestMatch().map(m -> m.caseId().equals(c.id())).orElse(false)) {
        out.add(d);
      }
    }
    return out;
  }

  @Test
  void aCaseThatRefinesAnOfficialCaseCarriesTheOfficialFixAfterItsOwnSteps() {
    int refining = 0;
    for (Diagnosis d : answeredByTheirCase()) {
      CaseMatch m = d.bestMatch().orElseThrow();
      List<FixStep> fix = d.remediation();
      // the case's own steps lead, in the case's order, each in the way of the launcher the input shows
      // (launch32: LauncherSteps rewrites a step that exports a variable; the case's match keeps its own text)
      List<FixStep> ownSteps = m.remediation().stream()
          .map(s -> new FixStep(s, FixOrigin.CASE, m.caseId(), OptionalDouble.empty(), Optional.<String>empty()))
          .toList();
      List<String> own = LauncherSteps.adapt(ownSteps, d.features(), LauncherVariables.builtIn()).stream()
          .map(FixStep::command).distinct().toList();
      assertEquals(own, fix.subList(0, own.size()).stream().map(FixStep::command).toList(), m.caseId());
      assertTrue(fix.subList(0, own.size()).stream().allMatch(x -> x.origin() == FixOrigin.CASE && x.ref().equals(m.caseId())), m.caseId());
      CaseDefinition c = BASE.get(m.caseId());
      CaseDefinition official = c.refines().filter(id -> !id.equals(c.id())).map(BASE::get).orElse(null);
      List<FixStep> officialSteps = fix.stream().filter(x -> x.origin() == FixOrigin.OFFICIAL_CASE).toList();
      if (official == null) {
        assertEquals(List.of(), officialSteps, m.caseId() + " refines no official case");
        continue;
      }
      refining++;
      Set<String> officialCommands = new TreeSet<>();
      List<FixStep> officialRaw = io.github.ascendtriage.internal.match.RemediationFiller
          .fill(official, k -> Optional.empty()).stream()
          .map(s -> new FixStep(s, FixOrigin.OFFICIAL_CASE, official.id(), OptionalDouble.empty(), Optional.<String>empty()))
          .toList();
      LauncherSteps.adapt(officialRaw, d.features(), LauncherVariables.builtIn())
          .forEach(s -> officialCommands.add(s.command()));
      for (FixStep x : officialSteps) {
        assertEquals(official.id(), x.ref(), m.caseId());
        assertTrue(fix.indexOf(x) >= own.size(), m.caseId() + ": the official fix follows the case's own");
      }
      // every step of the official case is there, unless the case says the same command itself
      Set<String> said = new TreeSet<>(own);
      officialSteps.forEach(x -> said.add(x.command()));
      for (String cmd : officialCommands) {
        assertTrue(said.contains(cmd) || cmd.contains("{"), m.caseId() + ": the official step is missing: " + cmd);
      }
    }
    assertTrue(refining >= 5, "cases refining an official case, answered by their own example: " + refining);
  }

  @Test
  void theCodesOfTheCasesLayerGiveTheirFirstStepsLastAndNoOtherLayersDo() {
    int coded = 0;
    for (Diagnosis d : answeredByTheirCase()) {
      CaseMatch m = d.bestMatch().orElseThrow();
      List<FixStep> fix = d.remediation();
      List<FixStep> codeSteps = fix.stream().filter(x -> x.origin() == FixOrigin.CODE).toList();
      assertTrue(codeSteps.size() <= FixSteps.MAX_CODE_STEPS, m.caseId());
      int firstCode = codeSteps.isEmpty() ? fix.size() : fix.indexOf(codeSteps.get(0));
      assertTrue(fix.subList(firstCode, fix.size()).stream().allMatch(x -> x.origin() == FixOrigin.CODE), m.caseId() + ": codes come last");
      for (FixStep x : codeSteps) {
        CodeFinding f = d.codes().stream().filter(c -> c.entry().key().equals(x.ref())).findFirst().orElseThrow();
        assertEquals(m.layer().id(), f.layer().id(), m.caseId() + ": a code of another layer gave " + x.ref());
      }
      java.util.Optional<CodeFinding> first = d.codes().stream().filter(c -> !c.ambiguous() && c.layer().id().equals(m.layer().id())
          && c.firstStep().isPresent()).findFirst();
      if (first.isPresent()) {
        String cmd = first.get().firstStep().get().command();
        assertTrue(fix.stream().anyMatch(x -> x.command().equals(cmd)), m.caseId() + ": the first step of " + first.get().entry().key() + " was dropped");
        coded++;
      }
    }
    assertTrue(coded >= 3, "case examples with a code of their layer: " + coded);
  }
}
