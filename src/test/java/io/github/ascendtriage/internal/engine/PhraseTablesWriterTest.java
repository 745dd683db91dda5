package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tables the build wrote are those of the built-in base's diagnoses, so a start uses them. */
class PhraseTablesWriterTest {
  @Test
  void theBuiltInExtractorIsMadeFromTheBuildsTables() {
    assertTrue(TriageEngine.extractor(CaseBaseLoader.load(true, List.of(), List.of()), List.of()).phrasesPrecompiled(),
        "phrases.automaton does not fit the built-in phrases: the build did not write it from them");
  }
}
