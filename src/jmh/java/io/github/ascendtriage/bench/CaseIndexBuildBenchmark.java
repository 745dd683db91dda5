package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of starting with the built-in case base: the Lucene index alone, and the whole
 * {@code AscendTriage.builder().build()} (read, validate, index, compile the phrase automaton).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class CaseIndexBuildBenchmark {
  private CaseBase base;

  @Setup
  public void setUp() {
    base = CaseBaseLoader.load(true, List.of(), List.of());
  }

  @Benchmark
  public LuceneCaseIndex buildBuiltInIndex() {
    LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), null);
    idx.close();
    return idx;
  }

  @Benchmark
  public AscendTriage buildTriage() {
    return AscendTriage.builder().build();
  }
}
