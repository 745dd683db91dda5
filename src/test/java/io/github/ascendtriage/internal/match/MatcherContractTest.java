package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.load.ExampleChecker;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The index can be trusted: the Lucene matcher ranks every input exactly as the brute-force
 * reference (plain loops over all cases) does. Inputs are every case example and every corpus
 * sample that is a single file; one test each.
 */
class MatcherContractTest {
  static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());
  static final FeatureExtractor EXTRACTOR = FeatureExtractor.forCaseBase(BASE);
  static final LuceneCaseIndex INDEX = LuceneCaseIndex.build(BASE.cases(), null);
  static final CaseMatcher LUCENE = new LuceneMatcher(INDEX, io.github.ascendtriage.TestKnowledge.K);
  static final CaseMatcher REFERENCE = new BruteForceMatcher(BASE.cases(), io.github.ascendtriage.TestKnowledge.K);

  @AfterAll
  static void close() {
    INDEX.close();
  }

  @TestFactory
  Stream<DynamicTest> luceneRanksLikeTheReference() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (CaseDefinition c : BASE.cases()) {
      List<String> all = new ArrayList<>(c.positiveExamples());
      all.addAll(c.negativeExamples());
      for (int i = 0; i < all.size(); i++) {
        String text = all.get(i);
        tests.add(DynamicTest.dynamicTest(c.id() + " example " + i, () -> compare(text)));
      }
    }
    Path corpus = TestPaths.corpus();
    if (Files.isDirectory(corpus)) {
      try (Stream<Path> s = Files.list(corpus)) {
        for (Path dir : s.sorted().toList()) {
          Path input = dir.resolve("input.log");
          if (Files.isRegularFile(input)) {
            tests.add(
                DynamicTest.dynamicTest(
                    "corpus " + dir.getFileName(), () -> compare(Files.readString(input))));
          }
        }
      }
    }
    assertFalse(tests.isEmpty());
    return tests.stream();
  }

  static void compare(String text) {
    FeatureSet f = EXTRACTOR.extractText(text);
    assertEquals(render(REFERENCE.rank(f)), render(LUCENE.rank(f)));
  }

  static List<String> render(List<Score> scores) {
    return scores.stream().map(s -> s.definition().id() + "=" + s.raw()).toList();
  }
}
