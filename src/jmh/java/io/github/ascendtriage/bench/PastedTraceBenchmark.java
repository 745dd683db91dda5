package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A person waiting: the latency of a full diagnosis of a pasted trace, after warm-up, sampled so
 * that p50 and p99 can be read.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class PastedTraceBenchmark {

  @Param({"50", "500", "5000"})
  public int lines;

  private AscendTriage triage;
  private String trace;

  @Setup
  public void setUp() {
    triage = AscendTriage.builder().build();
    trace = Fixtures.trace(lines);
    Diagnosis d = triage.diagnose(trace);
    System.out.printf("%nTRACE lines=%d chars=%d -> layer=%s case=%s%n", lines, trace.length(), d.layer(),
        d.bestMatch().map(m -> m.caseId() + "@" + m.confidence()).orElse("none"));
  }

  @Benchmark
  public Diagnosis diagnoseTrace() {
    return triage.diagnose(trace);
  }
}
