package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.codes.BuiltInTrees;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compiled built-in case base reads as the JSON files do: same cases, names, order, calibration. */
class CompiledCaseBaseTest {
  @Test
  void compiledAndParsedBuiltInBasesAreTheSame() {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content parsed = BuiltInCaseBase.read(problems, null);
    BuiltInCaseBase.Content compiled = BuiltInCaseBase.read(problems, BuiltInTrees.load().orElseThrow());
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
}
