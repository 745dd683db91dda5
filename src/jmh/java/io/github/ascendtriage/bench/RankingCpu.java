package io.github.ascendtriage.bench;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import io.github.ascendtriage.internal.match.LuceneMatcher;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Thread CPU, wall time and allocation of case ranking (the loop of {@link CaseRankingBenchmark}),
 * for a loaded machine where wall-clock figures mislead: {@code java -cp target/benchmarks.jar
 * io.github.ascendtriage.bench.RankingCpu <generated cases> <rounds>}. Prints medians of the rounds.
 */
public class RankingCpu {
  public static void main(String[] a) throws Exception {
    int cases = Integer.parseInt(a[0]);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    List<Path> dirs = cases == 0 ? List.of() : List.of(CaseBaseScaleBenchmark.caseDir(cases, CaseBaseScaleBenchmark.commonTokens(Fixtures.trace(500))));
    CaseBase base = CaseBaseLoader.load(true, dirs, List.of(), CaseBaseScaleBenchmark.MAX_KNOWLEDGE);
    FeatureExtractor ex = FeatureExtractor.forCaseBase(base);
    List<FeatureSet> sets = new ArrayList<>();
    try (var s = Files.list(Path.of("corpus"))) {
      for (Path d : s.sorted().toList()) { Path in = d.resolve("input.log"); if (Files.isRegularFile(in)) sets.add(ex.extractText(Files.readString(in))); }
    }
    // build: warm then measure
    long[] build = new long[8];
    for (int i = 0; i < 4 + build.length; i++) {
      long t0 = mx.getCurrentThreadCpuTime();
      LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), null);
      new LuceneMatcher(idx, base.knowledge()).rank(sets.get(0));
      long t1 = mx.getCurrentThreadCpuTime();
      idx.close();
      if (i >= 4) build[i - 4] = t1 - t0;
    }
    Arrays.sort(build);
    LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), null);
    LuceneMatcher m = new LuceneMatcher(idx, base.knowledge());
    int rounds = Integer.parseInt(a[1]);
    long[] per = new long[rounds];
    long[] wall = new long[rounds];
    long n = 0;
    for (int r = 0; r < 2 * rounds; r++) {
      long w0 = System.nanoTime();
      long t0 = mx.getCurrentThreadCpuTime();
      for (FeatureSet f : sets) n += m.rank(f).size();
      long t1 = mx.getCurrentThreadCpuTime();
      if (r >= rounds) { per[r - rounds] = t1 - t0; wall[r - rounds] = System.nanoTime() - w0; }
    }
    Arrays.sort(wall);
    var smx = (com.sun.management.ThreadMXBean) mx;
    long a0 = smx.getCurrentThreadAllocatedBytes();
    for (FeatureSet f : sets) n += m.rank(f).size();
    System.out.printf(Locale.ROOT, "ALLOC %.1f KB per set%n", (smx.getCurrentThreadAllocatedBytes() - a0) / 1024.0 / sets.size());
    System.out.printf(Locale.ROOT, "WALL median %.2f us per set%n", wall[rounds / 2] / 1e3 / sets.size());
    Arrays.sort(per);
    System.out.printf(Locale.ROOT, "RANKCPU cases=%d sets=%d build+rank1 median %.2f ms min %.2f ms; ranking per set median %.2f us min %.2f us (n=%d)%n",
        base.cases().size(), sets.size(), build[build.length / 2] / 1e6, build[0] / 1e6,
        per[rounds / 2] / 1e3 / sets.size(), per[0] / 1e3 / sets.size(), n);
  }
}
