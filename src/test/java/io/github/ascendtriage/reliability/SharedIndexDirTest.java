package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One {@code --index-dir} shared by runs at the same time: every run succeeds and finds what a run
 * with an index in memory finds, both while the index is first built and once it is there
 * (issue 17, finding 9).
 */
class SharedIndexDirTest {
  @TempDir Path dir;

  private static List<String> ids(List<CaseInfo> cs) {
    return cs.stream().map(CaseInfo::id).toList();
  }

  @Test
  void eightRunsShareOneIndexDirectory() throws Exception {
    List<String> expected = ids(Fixtures.TRIAGE.searchCases("bind port address already in use", 5));
    assertFalse(expected.isEmpty());
    for (int round = 0; round < 2; round++) { // round 0 builds, round 1 opens what is there
      ExecutorService pool = Executors.newFixedThreadPool(8);
      CountDownLatch go = new CountDownLatch(1);
      List<Future<List<String>>> runs = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        runs.add(pool.submit(() -> {
          go.await();
          AscendTriage t = AscendTriage.builder().threads(1).indexDirectory(dir).build();
          return ids(t.searchCases("bind port address already in use", 5));
        }));
      }
      go.countDown();
      for (Future<List<String>> f : runs) {
        assertEquals(expected, f.get(5, TimeUnit.MINUTES), "round " + round);
      }
      pool.shutdown();
    }
    try (Stream<Path> s = Files.list(dir)) {
      List<String> left = s.map(p -> p.getFileName().toString()).toList();
      assertEquals(1, left.size(), "one complete index and no temporary folder left: " + left);
      assertTrue(left.get(0).startsWith("index-"), left.toString());
    }
  }
}
