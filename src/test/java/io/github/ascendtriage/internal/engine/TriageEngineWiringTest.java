package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine of the built-in cases, indexed in memory, makes its reader, assembler and index on
 * first use: {@code explain} and the case listing need none of them. An index on disk is made at once, as before,
 * so what can go wrong there is said when the engine is built.
 */
class TriageEngineWiringTest {
  private static final CaseBase BUILT_IN =
      CaseBaseLoader.loadExamplesUnchecked(true, List.of(), List.of(), CaseBaseLoader.DEFAULT_MAX_KNOWLEDGE_BYTES);

  @Test
  void explainNeedsNoIndexAndTheFirstDiagnosisMakesIt() {
    TriageEngine e = TriageEngine.createChecked(BUILT_IN, List.of(), 3, Double.NaN, null, false, 1);
    assertFalse(e.wired(), "built but not yet used");
    CodeExplanation x = e.explainCode("EI0006");
    assertTrue(x.found(), "EI0006 is in the catalogue");
    assertEquals(BUILT_IN.cases().size(), e.cases().size());
    assertTrue(e.findCase(BUILT_IN.cases().get(0).id()).isPresent());
    assertFalse(e.wired(), "explain and the case listing need no index");
    Engines.text(e, "[ERROR] HCCL(1,python3):2026-01-01-00:00:00.000.000 [a.cc:1][1]EI0006 socket timeout\n", "paste");
    assertTrue(e.wired(), "a diagnosis makes the parts");
  }

  @Test
  void anIndexOnDiskIsMadeWhenTheEngineIsBuilt(@TempDir Path dir) {
    TriageEngine e = TriageEngine.createChecked(BUILT_IN, List.of(), 3, Double.NaN, dir.resolve("index"), false, 1);
    assertTrue(e.wired(), "an index on disk is written at once");
  }

  @Test
  void theLazyEngineAnswersAsTheOneMadeAtOnce(@TempDir Path dir) {
    TriageEngine lazy = TriageEngine.createChecked(BUILT_IN, List.of(), 3, Double.NaN, null, false, 1);
    TriageEngine eager = TriageEngine.createChecked(BUILT_IN, List.of(), 3, Double.NaN, dir.resolve("index"), false, 1);
    String log = "[ERROR] HCCL(7,python3):2026-01-01-00:00:01.000.000 [a.cc:1][7]failed CQE status[12]\n"
        + "[ERROR] HCCL(7,python3):2026-01-01-00:00:02.000.000 [a.cc:2][7]error cqe status: 0x15\n";
    assertEquals(io.github.ascendtriage.DiagnosisJson.toJson(Engines.text(eager, log, "paste")),
        io.github.ascendtriage.DiagnosisJson.toJson(Engines.text(lazy, log, "paste")));
    assertEquals(eager.cases().size(), lazy.cases().size());
    assertEquals(eager.searchCases("heartbeat lost", 5), lazy.searchCases("heartbeat lost", 5));
  }
}
