package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Feature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
 * A site with a large case base: the 500-line trace diagnosed with the built-in cases plus 0,
 * 1,000, 10,000 or 100,000 generated ones, with the index in memory or on disk. Setup prints the
 * load time and the heap the built object keeps ({@code CASEBASE ...} lines).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class CaseBaseScaleBenchmark {

  /**
   * The bound on loaded knowledge for these bases: 100,000 generated cases are 92 MB of files, past
   * the 16 MiB default, which protects a default heap (this fork has 2 GiB).
   */
  static final long MAX_KNOWLEDGE = 256L << 20;

  @Param({"0", "1000", "10000", "100000"})
  public int cases;

  @Param({"memory", "disk"})
  public String index;

  private AscendTriage triage;
  private String trace;

  @Setup
  public void setUp() throws IOException {
    trace = Fixtures.trace(500);
    AscendTriage.Builder b = AscendTriage.builder();
    if (cases > 0) {
      b.addCaseDirectory(caseDir(cases, commonTokens(trace))).maxKnowledgeBytes(MAX_KNOWLEDGE);
    }
    if (index.equals("disk")) {
      b.indexDirectory(Files.createTempDirectory("ascend-triage-bench-index"));
    }
    long before = usedHeap();
    long t0 = System.nanoTime();
    triage = b.build();
    long ms = (System.nanoTime() - t0) / 1_000_000;
    long after = usedHeap();
    Diagnosis d = triage.diagnose(trace);
    System.out.printf(Locale.ROOT, "%nCASEBASE cases=%d index=%s total=%d build-ms=%d heap-mb=%.1f -> case=%s%n",
        cases, index, triage.cases().size(), ms, (after - before) / 1048576.0,
        d.bestMatch().map(m -> m.caseId() + "@" + m.confidence()).orElse("none"));
  }

  /** Signature tokens the trace does contain, so generated cases become candidates. */
  static List<String> commonTokens(String trace) {
    Set<String> out = new LinkedHashSet<>();
    for (Feature f : AscendTriage.builder().build().diagnose(trace).features()) {
      if (!f.type().isValue() && !f.value().contains("\n")) {
        out.add(f.type().id() + ":" + f.value());
      }
      if (out.size() == 8) {
        break;
      }
    }
    if (out.isEmpty()) {
      out.add("code:EI0002");
    }
    return new ArrayList<>(out);
  }

  static Path caseDir(int n, List<String> common) throws IOException {
    Path dir = Fixtures.workDir().resolve("cases-" + n + "-" + Integer.toHexString(common.hashCode()));
    Path done = dir.resolve(".complete");
    if (!Files.exists(done)) {
      CaseGenerator.write(dir, n, common);
      Files.writeString(done, String.join("\n", common));
    }
    return dir;
  }

  static long usedHeap() {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return rt.totalMemory() - rt.freeMemory();
  }

  @Benchmark
  public Diagnosis diagnoseWithCaseBase() {
    return triage.diagnose(trace);
  }
}
