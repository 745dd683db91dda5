package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The on-disk index gives the same answers as the in-memory one. */
class IndexEquivalenceTest {
  @TempDir Path dir;

  @Test
  void onDiskAndInMemoryAnswerAlike() throws Exception {
    AscendTriage memory = AscendTriage.builder().build();
    Path idx = dir.resolve("index");
    AscendTriage disk = AscendTriage.builder().indexDirectory(idx).build();
    assertTrue(Files.list(idx).findAny().isPresent(), "index files were written");
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    int compared = 0;
    for (CaseDefinition c : base.cases()) {
      for (String ex : c.positiveExamples()) {
        Diagnosis a = memory.diagnose(ex);
        Diagnosis b = disk.diagnose(ex);
        assertEquals(a.matches(), b.matches(), c.id());
        assertEquals(a.layer(), b.layer(), c.id());
        compared++;
      }
      List<String> s1 = memory.searchCases(c.titleZh(), 3).stream().map(CaseInfo::id).toList();
      List<String> s2 = disk.searchCases(c.titleZh(), 3).stream().map(CaseInfo::id).toList();
      assertEquals(s1, s2, c.id());
    }
    assertTrue(compared > 0);
  }

  @Test
  void rebuildingIntoTheSameDirectoryReplacesTheIndex() {
    Path idx = dir.resolve("again");
    AscendTriage first = AscendTriage.builder().indexDirectory(idx).build();
    AscendTriage second = AscendTriage.builder().indexDirectory(idx).build();
    assertEquals(first.cases().size(), second.cases().size());
    assertEquals(
        first.searchCases("port", 5).stream().map(CaseInfo::id).toList(),
        second.searchCases("port", 5).stream().map(CaseInfo::id).toList());
  }
}
