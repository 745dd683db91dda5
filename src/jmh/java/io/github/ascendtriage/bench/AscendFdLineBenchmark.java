package io.github.ascendtriage.bench;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What an ascend-fd knowledge base (about 1,800 line patterns) costs per line of ordinary log:
 * feature extraction over plog noise with the built-in cases only ({@code none}) and with the real
 * {@code kg-config.json} added ({@code kg-config}), read from {@code -Dascendfd.kb} or {@code
 * ../shared/ascend-fd/kg-config.json}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xmx512m"})
public class AscendFdLineBenchmark {
  private static final int MASK = (1 << 16) - 1;

  @Param({"none", "kg-config"})
  public String knowledgeBase;

  private String[] lines;
  private LineScanner scanner;
  private FeatureCollector sink;
  private int next;

  @Setup
  public void setUp() {
    lines = Fixtures.streamLines(MASK + 1);
    List<Path> kb = List.of();
    if (knowledgeBase.equals("kg-config")) {
      Path p = Path.of(System.getProperty("ascendfd.kb", "../shared/ascend-fd/kg-config.json"));
      if (!Files.exists(p)) {
        throw new IllegalStateException("no ascend-fd knowledge base at " + p.toAbsolutePath() + " (set -Dascendfd.kb)");
      }
      kb = List.of(p);
    }
    CaseBase base = CaseBaseLoader.load(true, List.of(), kb);
    scanner = FeatureExtractor.forCaseBase(base).newScanner("bench");
    sink = new FeatureCollector();
  }

  @Benchmark
  public int scanLine() {
    int i = next++ & MASK;
    if (i == 0) {
      sink = new FeatureCollector(); // bounded memory, as a streaming window would keep it
    }
    sink.beginLine("bench", i, lines[i]);
    scanner.scan(lines[i], i, sink);
    return (int) sink.tokenGeneration();
  }
}
