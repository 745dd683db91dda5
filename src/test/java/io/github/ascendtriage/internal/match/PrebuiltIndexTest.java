package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.codes.DerivedCache;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built-in group index read from the build's derived cache is used for the built-in cases
 * only, and answers as an index built at start does: every corpus input is diagnosed through both
 * (the index on disk is always built, never read from the cache). Without the cache both are built.
 */
class PrebuiltIndexTest {
  @TempDir static Path dir;
  private static AscendTriage fromResource;
  private static AscendTriage built;

  @BeforeAll
  static void triages() {
    fromResource = AscendTriage.builder().build();
    built = AscendTriage.builder().indexDirectory(dir.resolve("index")).build();
  }

  @AfterAll
  static void close() {
    fromResource = null;
    built = null;
  }

  /** With the build's cache the built-in group index is read from it; without one it is built (and answers alike, below). */
  @Test
  void theBuiltInCasesAreReadFromTheCacheWhenThereIsOne() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    try (LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), null)) {
      if (DerivedCache.load().isPresent()) {
        assertTrue(idx.prebuilt(), "the index section of " + DerivedCache.NAME + " does not fit the built-in cases: the build did not write it");
      } else {
        assertFalse(idx.prebuilt(), "no cache, yet an index read from one");
      }
    }
  }

  /**
   * The read index is opened on the first ranking with a group token: one without any has no
   * candidate and opens nothing; one with a token ranks as the index built at start does.
   */
  @Test
  void theReadIndexIsOpenedByTheFirstGroupToken() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    io.github.ascendtriage.internal.extract.FeatureExtractor ex =
        io.github.ascendtriage.internal.extract.FeatureExtractor.forCaseBase(base);
    List<CaseDefinition> others = new ArrayList<>(base.cases());
    others.add(others.remove(0)); // other positions: never the cache's documents, so built at start
    String fault = base.cases().get(0).positiveExamples().get(0);
    try (LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), null);
        LuceneCaseIndex atStart = LuceneCaseIndex.build(others, null)) {
      assertTrue(atStart.readerOpen());
      assertEquals(DerivedCache.load().isEmpty(), idx.readerOpen(), "a read index waits, one built at start does not");
      var quiet = ex.extractText("[INFO] HCCL(123,python):2026-12-05-10:00:00.000.000 [init.cc:1] hello");
      assertTrue(idx.candidates(quiet).isEmpty());
      assertEquals(DerivedCache.load().isEmpty(), idx.readerOpen(), "no group token, yet the index was opened");
      var f = ex.extractText(fault);
      List<String> read = idx.candidates(f).stream().map(CaseDefinition::id).sorted().toList();
      assertTrue(idx.readerOpen());
      assertFalse(read.isEmpty(), "no candidate for an example of " + base.cases().get(0).id());
      assertEquals(atStart.candidates(f).stream().map(CaseDefinition::id).sorted().toList(), read);
    }
  }

  @Test
  void otherCasesAreIndexedAtStart() {
    List<CaseDefinition> cases = new ArrayList<>(CaseBaseLoader.load(true, List.of(), List.of()).cases());
    cases.remove(cases.size() - 1); // one case fewer: other documents, another digest
    try (LuceneCaseIndex idx = LuceneCaseIndex.build(cases, null)) {
      assertFalse(idx.prebuilt());
      assertEquals(cases.size(), idx.size());
    }
    List<CaseDefinition> swapped = new ArrayList<>(cases);
    swapped.add(0, swapped.remove(1)); // the same documents at other positions
    assertTrue(PrebuiltIndex.digest(swapped) != PrebuiltIndex.digest(cases), "order is part of the digest");
  }

  @Test
  void aCutOrForeignSectionIsNotUsed() {
    List<CaseDefinition> cases = CaseBaseLoader.load(true, List.of(), List.of()).cases();
    long digest = PrebuiltIndex.digest(cases);
    byte[] good = LuceneCaseIndex.prebuiltBytes(cases);
    assertNotNull(PrebuiltIndex.decode(good, digest));
    assertNull(PrebuiltIndex.decode(good, digest + 1), "made from other documents");
    // a changed byte is the cache's checksum's to catch (DerivedCacheTest)
    assertNull(PrebuiltIndex.decode(java.util.Arrays.copyOf(good, good.length + 2), digest), "padded");
    assertNull(PrebuiltIndex.decode(java.util.Arrays.copyOf(good, good.length - 7), digest), "truncated");
    assertNull(PrebuiltIndex.decode(new byte[3], digest), "shorter than its header");
  }

  @Test
  void freeTextSearchAddsTheTextToTheReadIndex() {
    List<String> a = fromResource.searchCases("Failed to bind the IP port", 5).stream().map(CaseInfo::id).toList();
    List<String> b = built.searchCases("Failed to bind the IP port", 5).stream().map(CaseInfo::id).toList();
    assertFalse(a.isEmpty());
    assertEquals(b, a);
  }

  @TestFactory
  Stream<DynamicTest> everyCorpusInputIsAnsweredAlike() throws Exception {
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(TestPaths.corpus())) {
      for (Path d : dirs.filter(Files::isDirectory).sorted().toList()) {
        Path log = d.resolve("input.log");
        Path in = Files.exists(log) ? log : d.resolve("input");
        if (!Files.exists(in)) {
          continue;
        }
        tests.add(DynamicTest.dynamicTest(d.getFileName().toString(), () -> assertEquals(
            DiagnosisJson.toJson(built.diagnose(in)), DiagnosisJson.toJson(fromResource.diagnose(in)))));
      }
    }
    assertTrue(tests.size() > 100, "corpus inputs found: " + tests.size());
    return tests.stream();
  }
}
