package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamSession;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code tag}'s cost per line on a stream with facts no run has seen (issue 38, run look28): the
 * first {@value #LINES} debug-plog lines, in path order, of a two-host tree that {@code
 * bench/MixTreeGenerator.java} writes at setup for the {@code mix} ({@code realistic}: a few per
 * cent of the lines carry a fact; {@code facts}: every line does) from the {@code seed} (0: the
 * clock's, printed; give a new one per run, the same to both forks and to both builds of a
 * comparison: {@code -p seed=N}). One invocation is one fresh {@link StreamSession} taking the
 * whole stream as {@code tag} reads stdin: a line the session takes from its bytes ({@code
 * acceptQuiet}), else decoded and {@code accept}ed; so every invocation does the same work, its
 * window filled and passed (10,000 lines a source) and its looks, rankings and assemblies set off
 * by the same facts, and an iteration's figure can only move with the compiler: the per-iteration
 * lines show when warm-up is over. The output (JSON) is {@code tag}'s own and is left out. Each
 * iteration also prints the thread's CPU per line ({@code [CPU ...]}): on a loaded machine the
 * wall time JMH reports holds the waiting for a core. Run from the repository's root (or give the
 * generator's path: {@code -Dmixtree.generator=PATH}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Warmup(iterations = 12, time = 5)
@Measurement(iterations = 6, time = 5)
@Fork(value = 2, jvmArgsAppend = {"-Xmx512m"})
public class FreshStreamTagBenchmark {
  static final int LINES = 100_000;
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  @Param({"realistic", "facts"})
  public String mix;

  @Param({"0"})
  public long seed;

  private byte[][] lines;
  private AscendTriage triage;
  private long decoded;
  private long cpuAtStart;
  private long linesAtStart;
  private long linesDone;

  @Setup
  public void setUp() throws IOException, InterruptedException {
    long s = seed != 0 ? seed : System.currentTimeMillis() % 1_000_000_000L;
    Path tree = Files.createTempDirectory("fresh-stream-");
    try {
      String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
      String generator = System.getProperty("mixtree.generator", "bench/MixTreeGenerator.java");
      Process p = new ProcessBuilder(java, generator, "--out", tree.toString(), "--mix", mix, "--mb", "30",
          "--hosts", "2", "--seed", Long.toString(s)).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      if (p.waitFor() != 0) {
        throw new IllegalStateException("MixTreeGenerator failed (exit " + p.exitValue() + "): " + generator);
      }
      lines = firstDebugPlogLines(tree, LINES);
    } finally {
      deleteTree(tree);
    }
    if (lines.length < LINES) {
      throw new IllegalStateException("the tree holds only " + lines.length + " debug-plog lines");
    }
    triage = AscendTriage.builder().build();
    System.out.printf("%nFreshStreamTagBenchmark mix=%s seed=%d lines=%d%n", mix, s, lines.length);
  }

  /** The debug plogs' lines in path order, as {@code bench/mixes.sh} streams them to {@code tag}. */
  static byte[][] firstDebugPlogLines(Path tree, int max) throws IOException {
    List<Path> files;
    try (Stream<Path> all = Files.walk(tree)) {
      files = all.filter(f -> f.toString().contains("/debug/plog/") && Files.isRegularFile(f))
          .sorted(Comparator.comparing(Path::toString)).toList();
    }
    List<byte[]> out = new ArrayList<>(max);
    for (Path f : files) {
      byte[] b = Files.readAllBytes(f);
      int start = 0;
      for (int i = 0; i < b.length && out.size() < max; i++) {
        if (b[i] == '\n') {
          int end = i > start && b[i - 1] == '\r' ? i - 1 : i;
          out.add(java.util.Arrays.copyOfRange(b, start, end));
          start = i + 1;
        }
      }
      if (out.size() >= max) {
        break;
      }
    }
    return out.toArray(byte[][]::new);
  }

  private static void deleteTree(Path tree) throws IOException {
    try (Stream<Path> all = Files.walk(tree)) {
      all.sorted(Comparator.reverseOrder()).forEach(f -> {
        try {
          Files.delete(f);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }

  @Setup(Level.Iteration)
  public void iterationStart() {
    cpuAtStart = CPU.getCurrentThreadCpuTime();
    linesAtStart = linesDone;
  }

  @TearDown(Level.Iteration)
  public void iterationEnd() {
    long n = linesDone - linesAtStart;
    double cpu = (CPU.getCurrentThreadCpuTime() - cpuAtStart) / 1e9;
    System.out.printf(java.util.Locale.ROOT, " [CPU mix=%s lines=%d lines-per-cpu-s=%.0f]", mix, n, n / Math.max(cpu, 1e-9));
  }

  @TearDown
  public void tearDown() {
    System.out.printf("%nFRESHSTREAM mix=%s lines=%d decoded=%d%n", mix, linesDone, decoded);
  }

  @Benchmark
  @OperationsPerInvocation(LINES)
  public long stream() {
    long sum = 0;
    try (StreamSession s = triage.openStream()) {
      for (byte[] b : lines) {
        if (!s.acceptQuiet(b, 0, b.length, LineSource.UNNAMED)) {
          decoded++;
          sum += s.accept(new String(b, StandardCharsets.UTF_8), LineSource.UNNAMED).lineNumber();
        }
      }
      sum += s.flush().size();
    }
    linesDone += lines.length;
    return sum;
  }
}
