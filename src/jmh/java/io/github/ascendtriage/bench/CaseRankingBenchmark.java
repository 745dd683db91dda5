package io.github.ascendtriage.bench;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import io.github.ascendtriage.internal.match.LuceneMatcher;
import io.github.ascendtriage.internal.match.Score;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Case ranking alone: the feature sets of every single-file corpus sample (extracted once, in
 * setup) ranked against the built-in cases plus 0 or 10,000 generated site cases that share the
 * 500-line trace's tokens. One operation ranks all of them; divide by the {@code RANKING sets=}
 * count printed in setup for one ranking. Also the index build of that base, in memory.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class CaseRankingBenchmark {
  @Param({"0", "10000"})
  public int cases;

  private CaseBase base;
  private LuceneCaseIndex index;
  private LuceneMatcher matcher;
  private List<FeatureSet> sets;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    List<Path> dirs = cases == 0 ? List.of()
        : List.of(CaseBaseScaleBenchmark.caseDir(cases, CaseBaseScaleBenchmark.commonTokens(Fixtures.trace(500))));
    base = CaseBaseLoader.load(true, dirs, List.of(), CaseBaseScaleBenchmark.MAX_KNOWLEDGE);
    FeatureExtractor ex = FeatureExtractor.forCaseBase(base);
    sets = new ArrayList<>();
    try (Stream<Path> s = Files.list(Path.of("corpus"))) {
      for (Path dir : s.sorted().toList()) {
        Path in = dir.resolve("input.log");
        if (Files.isRegularFile(in)) {
          sets.add(ex.extractText(Files.readString(in)));
        }
      }
    }
    index = LuceneCaseIndex.build(base.cases(), null);
    matcher = new LuceneMatcher(index, base.knowledge());
    long scored = 0;
    for (FeatureSet f : sets) {
      scored += matcher.rank(f).size();
    }
    System.out.printf(Locale.ROOT, "%nRANKING sets=%d cases=%d scored=%d%n", sets.size(), base.cases().size(), scored);
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    index.close();
  }

  @Benchmark
  public int rankCorpus() {
    int n = 0;
    for (FeatureSet f : sets) {
      List<Score> r = matcher.rank(f);
      n += r.size();
    }
    return n;
  }

  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  @Warmup(iterations = 3)
  @Measurement(iterations = 10)
  public int buildIndexAndRankOne() {
    try (LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), null)) {
      return new LuceneMatcher(idx, base.knowledge()).rank(sets.get(0)).size();
    }
  }
}
