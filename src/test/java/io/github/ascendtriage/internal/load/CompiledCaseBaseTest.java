package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.codes.CompiledTrees;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The compiled built-in case base reads as the JSON files do: same cases, names, order, calibration.
 * The trees are compiled here from the repository's files, as the build's writer compiles them, so
 * the test holds with the build's cache on the class path and without it (BuiltInTreesTest checks
 * that the cache's trees are the parser's).
 */
class CompiledCaseBaseTest {
  @Test
  void compiledAndParsedBuiltInBasesAreTheSame() {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content parsed = BuiltInCaseBase.read(problems, null);
    BuiltInCaseBase.Content compiled = BuiltInCaseBase.read(problems, CompiledTrees.ofRepository());
    assertTrue(compiled.root() == null && compiled.trees() != null && parsed.root() != null);
    assertEquals(parsed.version(), compiled.version());
    assertEquals(parsed.calibration().threshold(), compiled.calibration().threshold());
    assertEquals(parsed.calibration().points().size(), compiled.calibration().points().size());
    for (int i = 0; i < parsed.calibration().points().size(); i++) {
      assertArrayEquals(parsed.calibration().points().get(i), compiled.calibration().points().get(i));
    }
    Knowledge k = KnowledgeMerge.merge(compiled.knowledge(), List.of(), problems);
    List<CaseDefinition> a = parsed.cases(k, problems);
    List<CaseDefinition> b = compiled.cases(k, problems);
    assertEquals(a.stream().map(c -> c.id() + " " + c.origin()).toList(), b.stream().map(c -> c.id() + " " + c.origin()).toList());
    assertEquals(a.toString(), b.toString());
    assertEquals(parsed.sources(problems).resolve(a.get(0).references()), compiled.sources(problems).resolve(b.get(0).references()));
    assertEquals(List.of(), problems);
    assertTrue(a.size() > 100, "cases: " + a.size());
  }

  /** The knowledge and the reasoner's rules read from the compiled trees are those the JSON files give. */
  @Test
  void compiledAndParsedKnowledgeAndReasoningAreTheSame() {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content parsed = BuiltInCaseBase.read(problems, null);
    BuiltInCaseBase.Content compiled = BuiltInCaseBase.read(problems, CompiledTrees.ofRepository());
    Knowledge p = KnowledgeMerge.merge(parsed.knowledge(), List.of(), problems);
    Knowledge c = KnowledgeMerge.merge(compiled.knowledge(), List.of(), problems);
    assertEquals(List.of(), problems);
    assertEquals(p.layerRules(), c.layerRules());
    assertEquals(p.symptoms(), c.symptoms());
    assertEquals(p.scoring(), c.scoring());
    assertEquals(p.platform(), c.platform());
    assertEquals(p.nextChecks(), c.nextChecks());
    assertEquals(p.placeholders().keySet(), c.placeholders().keySet());
    assertEquals(p.placeholders().toString(), c.placeholders().toString());
    for (io.github.ascendtriage.Layer l : io.github.ascendtriage.Layer.values()) {
      assertEquals(p.layerSteps(l).toString(), c.layerSteps(l).toString(), "steps of " + l);
    }
    assertTrue(p.layerRules().size() > 5, "layer rules: " + p.layerRules().size()); // codes' layers left for the catalogue
    assertEquals(parsed.reasoning().stages(), compiled.reasoning().stages());
    assertEquals(parsed.reasoning().rules(), compiled.reasoning().rules());
    assertEquals(parsed.reasoning().codeFamilies(), compiled.reasoning().codeFamilies());
    assertEquals(parsed.reasoning().weights(), compiled.reasoning().weights());
    assertTrue(parsed.reasoning().rules().size() > 20, "rules: " + parsed.reasoning().rules().size());
  }
}
