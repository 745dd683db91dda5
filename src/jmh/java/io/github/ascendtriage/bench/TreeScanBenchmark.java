package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A support engineer's case: feature extraction plus diagnosis over a whole multi-host log tree
 * already in the page cache. The time per diagnosis, with the tree's bytes and lines (printed at
 * setup and kept in {@code tree-<size>.properties}), gives MB/s and lines/s. The heap is capped
 * at 256 MB: a 1 GB tree must be streamed, not loaded.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xmx256m", "-Xms256m"})
public class TreeScanBenchmark {

  @Param({"10m", "100m", "1g"})
  public String size;

  @Param({"1", "2"})
  public int threads;

  private AscendTriage triage;
  private Path root;
  private volatile Diagnosis last;

  @Setup
  public void setUp() throws IOException {
    LogTreeGenerator.Tree tree = Fixtures.tree(size);
    root = tree.root();
    triage = AscendTriage.builder().threads(threads).build();
    long read = warmPageCache(root);
    System.out.printf("%nTREE size=%s bytes=%d lines=%d files=%d hosts=%d read-to-warm-cache=%d%n",
        size, tree.bytes(), tree.lines(), tree.files(), tree.hosts(), read);
  }

  @TearDown
  public void tearDown() {
    Diagnosis d = last;
    if (d != null) {
      System.out.printf("%nTREE-RESULT size=%s threads=%d -> layer=%s case=%s root=%s files=%d lines=%d max-heap-mb=%d%n",
          size, threads, d.layer(), d.bestMatch().map(m -> m.caseId() + "@" + m.confidence()).orElse("none"),
          d.rootCause().map(r -> r.host().orElse("?") + "/" + r.source()).orElse("none"), d.filesRead(), d.linesRead(),
          Runtime.getRuntime().maxMemory() >> 20);
    }
  }

  /** Reads every file once so that the measurement sees the page cache, not the disk. */
  static long warmPageCache(Path root) throws IOException {
    long n = 0;
    byte[] buf = new byte[1 << 16];
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.filter(Files::isRegularFile).toList()) {
        try (InputStream in = Files.newInputStream(p)) {
          int r;
          while ((r = in.read(buf)) > 0) {
            n += r;
          }
        }
      }
    }
    return n;
  }

  @Benchmark
  public Diagnosis scanTree() throws IOException {
    last = triage.diagnose(root);
    return last;
  }
}
