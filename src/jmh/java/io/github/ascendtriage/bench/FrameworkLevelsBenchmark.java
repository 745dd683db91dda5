package io.github.ascendtriage.bench;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What reading a line's prefixes and level costs (formats15, issue 38): one {@link LineScanner}
 * with no recogniser and no gate, so a line's cost is its decoded path's prefix work alone (ANSI
 * check, the launcher and logger prefixes, the plog header, the framework levels), by kind of line:
 * {@code plog-quiet} (a plog INFO/DEBUG line: the header is found first, no framework format is
 * tried), {@code console} (a line of words or a traceback frame: what most console lines are),
 * and one kind per framework format {@code FrameworkLevels} and {@code ConsolePrefix} read: {@code
 * torch} (torch's current format, {@code I1205 hh:mm:ss.uuuuuu pid path:line]}), {@code
 * torch-named} ({@code [time] torch.distributed...: [INFO]}), {@code deepspeed}, {@code mindie},
 * {@code vllm}, {@code python-basic} ({@code INFO:name:msg}) and {@code mindspore-py}. Levels,
 * words, numbers and paths are drawn per run from a seed printed at setup (the clock's, or {@code
 * -Dlevels.seed=N}). A quiet plog line on {@code diagnose}'s byte path never gets here (it is
 * skipped from its bytes); this is the decoded path: {@code tag}'s, and any scanned line's.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx256m"})
public class FrameworkLevelsBenchmark {
  private static final int MASK = (1 << 13) - 1;
  private static final String[] WORDS = {"alloc", "buffer", "stream", "task", "rank", "group", "comm", "init",
      "kernel", "memory", "wait", "record", "event", "socket", "link", "queue", "graph", "tensor", "cache", "load",
      "update", "create", "bind", "thread", "size", "done", "step", "sync", "copy", "host", "check", "config", "ready"};
  private static final String[] LEVELS = {"DEBUG", "INFO", "INFO", "INFO", "WARNING", "ERROR"};

  @Param({"plog-quiet", "console", "torch", "torch-named", "deepspeed", "mindie", "vllm", "python-basic",
      "mindspore-py"})
  public String kind;

  private String[] lines;
  private LineScanner scanner;
  private long next;
  private long cpuAtStart;
  private long linesAtStart;
  private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
  private static final FeatureSink SINK = new FeatureSink() {
    @Override
    public void feature(FeatureType type, String value) {}
  };

  @Setup
  public void setUp() {
    long seed = Long.getLong("levels.seed", System.nanoTime());
    System.out.println("FrameworkLevelsBenchmark seed=" + seed + " kind=" + kind);
    SplittableRandom r = new SplittableRandom(seed);
    lines = new String[MASK + 1];
    for (int i = 0; i <= MASK; i++) {
      lines[i] = line(r);
    }
    scanner = new LineScanner("console.log", List.of(), null);
  }

  @Setup(Level.Iteration)
  public void iterationStart() {
    cpuAtStart = CPU.getCurrentThreadCpuTime();
    linesAtStart = next;
  }

  /** The thread's CPU per line of the iteration, printed (on a loaded machine the wall time is mostly waiting). */
  @TearDown(Level.Iteration)
  public void iterationEnd() {
    long n = Math.max(1, next - linesAtStart);
    System.out.printf(" [CPU kind=%s ns/line=%.0f lines=%d]", kind, (CPU.getCurrentThreadCpuTime() - cpuAtStart)
        / (double) n, n);
  }

  @Benchmark
  public LineScanner scan() {
    long i = next++;
    scanner.scan(lines[(int) (i & MASK)], i + 1, SINK);
    return scanner;
  }

  private static String word(SplittableRandom r) {
    return WORDS[r.nextInt(WORDS.length)];
  }

  private static String words(SplittableRandom r) {
    StringBuilder b = new StringBuilder(word(r));
    for (int i = 0, n = 3 + r.nextInt(10); i < n; i++) {
      b.append(' ').append(word(r));
      if (r.nextInt(4) == 0) {
        b.append('=').append(r.nextInt(100_000));
      }
    }
    return b.toString();
  }

  private static String two(int n) {
    return n < 10 ? "0" + n : Integer.toString(n);
  }

  private static String time(SplittableRandom r) {
    return two(r.nextInt(24)) + ":" + two(r.nextInt(60)) + ":" + two(r.nextInt(60));
  }

  private static String date(SplittableRandom r) {
    return "2026-" + two(1 + r.nextInt(12)) + "-" + two(1 + r.nextInt(28));
  }

  private static String path(SplittableRandom r) {
    return word(r) + "/" + word(r) + "_" + word(r) + ".py:" + (1 + r.nextInt(2000));
  }

  private String line(SplittableRandom r) {
    String level = LEVELS[r.nextInt(LEVELS.length)];
    int pid = 1000 + r.nextInt(4_000_000);
    return switch (kind) {
      case "plog-quiet" -> "[" + (r.nextBoolean() ? "INFO" : "DEBUG") + "] " + "HCCL(" + pid + ",python3):"
          + date(r) + "-" + time(r) + "." + (100 + r.nextInt(900)) + "." + (100 + r.nextInt(900)) + " ["
          + word(r) + "_" + word(r) + ".cc:" + (1 + r.nextInt(3000)) + "][" + (pid + 1) + "] " + words(r);
      case "console" -> r.nextInt(4) == 0
          ? "  File \"/usr/lib/python3/" + path(r).replace(":", "\", line ") + ", in " + word(r)
          : Character.toUpperCase(word(r).charAt(0)) + words(r);
      case "torch" -> level.charAt(0) + two(1 + r.nextInt(12)) + two(1 + r.nextInt(28)) + " " + time(r) + "."
          + (100_000 + r.nextInt(900_000)) + " " + pid + " torch/distributed/" + path(r) + "] " + words(r);
      case "torch-named" -> "[" + date(r) + " " + time(r) + "," + (100 + r.nextInt(900)) + "] torch.distributed."
          + word(r) + "." + word(r) + ": [" + level + "] " + words(r);
      case "deepspeed" -> "[" + date(r) + " " + time(r) + "," + (100 + r.nextInt(900)) + "] [" + level + "] ["
          + word(r) + ".py:" + (1 + r.nextInt(3000)) + ":" + word(r) + "] " + words(r);
      case "mindie" -> "[" + date(r) + " " + time(r) + "." + (100_000 + r.nextInt(900_000)) + "] [" + pid + "] ["
          + (pid + 7) + "] [llm] [" + level + "] [" + word(r) + ".cpp:" + (1 + r.nextInt(3000)) + "] : " + words(r);
      case "vllm" -> "(VllmWorker rank=" + r.nextInt(8) + " pid=" + pid + ") " + level + " "
          + two(1 + r.nextInt(12)) + "-" + two(1 + r.nextInt(28)) + " " + time(r) + " [" + word(r) + ".py:"
          + (1 + r.nextInt(3000)) + "] " + words(r);
      case "python-basic" -> level + ":torch.distributed." + word(r) + ":" + words(r);
      case "mindspore-py" -> "[" + level + "] ME(" + pid + ":" + (pid + 3) + ",MainProcess):" + date(r) + "-"
          + time(r) + ".123.456 [mindspore/" + path(r) + "] " + words(r);
      default -> throw new IllegalArgumentException(kind);
    };
  }
}
