package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseBaseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bound on loaded knowledge is a setting: the files given load up to it and are refused past it. */
class KnowledgeBudgetTest {
  @TempDir Path dir;

  /** A directory with a valid case file and a site {@code knowledge.json}; their bytes in all. */
  private long aSiteBase() throws IOException {
    Path k = CaseFiles.write(dir, "knowledge.json", "{}");
    Path c = CaseFiles.write(dir, "proxy.json", CaseFiles.valid("site-proxy-reset"));
    return Files.size(k) + Files.size(c);
  }

  @Test
  void filesUpToTheBoundLoadAndOneByteLessIsRefusedNamingTheFileAndTheSetting() throws IOException {
    long total = aSiteBase();
    AscendTriage t = AscendTriage.builder().builtInCases(false).addCaseDirectory(dir).maxKnowledgeBytes(total).build();
    assertEquals(1, t.cases().size());
    CaseBaseException e = assertThrows(CaseBaseException.class,
        () -> AscendTriage.builder().builtInCases(false).addCaseDirectory(dir).maxKnowledgeBytes(total - 1).build());
    assertEquals(1, e.problems().size(), e.getMessage());
    String p = e.problems().get(0);
    assertTrue(p.startsWith(dir.resolve("proxy.json") + ": "), "names the file at which the total passes: " + p);
    assertTrue(p.contains((total - 1) + " bytes in all"), p);
    assertTrue(p.contains("--max-knowledge") && p.contains("maxKnowledgeBytes"), "names the settings: " + p);
  }

  @Test
  void theDefaultIsSixteenMiB() throws IOException {
    assertEquals(16L << 20, AscendTriage.DEFAULT_MAX_KNOWLEDGE_BYTES);
    aSiteBase();
    assertEquals(1, AscendTriage.builder().builtInCases(false).addCaseDirectory(dir).build().cases().size());
  }

  @Test
  void aBoundThatIsNotPositiveIsRefusedAtOnceNamingTheValue() {
    for (long bad : new long[] {0, -1, Long.MIN_VALUE}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> AscendTriage.builder().maxKnowledgeBytes(bad));
      assertEquals("maxKnowledgeBytes must be positive, was " + bad, e.getMessage());
    }
  }

  @Test
  void sizesAreSaidInTheLargestUnitThatDividesThem() {
    assertEquals("16 MiB", KnowledgeBudget.size(16L << 20));
    assertEquals("2 GiB", KnowledgeBudget.size(2L << 30));
    assertEquals("512 KiB", KnowledgeBudget.size(512L << 10));
    assertEquals("1000 bytes", KnowledgeBudget.size(1000));
  }
}
