package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The phrase and line gate tables the build wrote are those of the built-in base's diagnoses, so a start uses them. */
class DerivedCacheWriterTest {
  @Test
  void theBuiltInExtractorIsMadeFromTheBuildsTables() {
    assertTrue(TriageEngine.extractor(CaseBaseLoader.load(true, List.of(), List.of()), List.of()).phrasesPrecompiled(),
        "the phrase tables of casebase.derived do not fit the built-in phrases: the build did not write them from them");
    assertTrue(TriageEngine.extractor(CaseBaseLoader.load(true, List.of(), List.of()), List.of()).gatePrecompiled(),
        "the line gate's tables of casebase.derived do not fit the built-in extractor's gate");
  }
}
