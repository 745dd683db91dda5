package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A shipping pipeline's case: lines per second through one streaming session on one thread. The
 * session sees an endless stream (a fixed set of 131,072 lines, replayed), so its window of recent
 * evidence is exercised well past its size.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xmx256m"})
public class StreamTagBenchmark {
  private static final int MASK = (1 << 17) - 1;

  private String[] lines;
  private StreamSession session;
  private int next;

  @Setup
  public void setUp() {
    lines = Fixtures.streamLines(MASK + 1);
    session = AscendTriage.builder().build().openStream();
  }

  @TearDown
  public void tearDown() {
    System.out.printf("%nSTREAM lines-accepted=%d%n", session.linesAccepted());
    session.close();
  }

  @Benchmark
  public TaggedLine tagLine() {
    return session.accept(lines[next++ & MASK]);
  }
}
