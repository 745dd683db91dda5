package io.github.ascendtriage.bench;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
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
 * The cost of one line by its kind (issue 38), on the path a tree's reader takes: the scanner
 * decides the line from its bytes when it can ({@code skipsAscii}), else from the decoded string
 * ({@code skips}), else scans it. Kinds: plog noise at INFO or DEBUG ({@code quiet-noise}), such a
 * line carrying a fact ({@code quiet-fact}: a setting, a root-info entry, an op entry, key info),
 * the same two at WARNING ({@code warning-noise}, {@code warning-fact}) and fault lines at ERROR
 * ({@code error-fault}). The lines are drawn from a seed taken from the clock and printed (or
 * {@code -Dlinekind.seed=N}), words and values at random, so no run can be fitted to one text.
 * The target: every kind near what grep pays for a line, whatever its level.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx512m"})
public class LineKindBenchmark {
  private static final int MASK = (1 << 14) - 1;
  private static final String[] WORDS = {"alloc", "buffer", "stream", "task", "rank", "group", "comm", "init",
      "kernel", "memory", "notify", "wait", "record", "event", "socket", "link", "transport", "queue", "graph",
      "tensor", "cache", "load", "update", "release", "create", "bind", "thread", "pool", "size", "done", "step",
      "sync", "copy", "host", "server", "client", "retry", "check", "config", "mode", "state", "ready"};
  private static final String[] MODULES = {"HCCL", "RUNTIME", "ASCENDCL", "GE", "HCCP", "AICPU", "APP"};

  @Param({"quiet-noise", "quiet-fact", "warning-noise", "warning-fact", "error-fault"})
  public String kind;

  private byte[][] bytes;
  private String[] lines;
  private LineScanner scanner;
  private FeatureCollector sink;
  private int next;

  @Setup
  public void setUp() {
    long seed = Long.getLong("linekind.seed", System.nanoTime());
    System.out.println("LineKindBenchmark seed=" + seed + " kind=" + kind);
    SplittableRandom r = new SplittableRandom(seed);
    lines = new String[MASK + 1];
    bytes = new byte[MASK + 1][];
    for (int i = 0; i <= MASK; i++) {
      lines[i] = line(r);
      bytes[i] = lines[i].getBytes(StandardCharsets.UTF_8);
    }
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    scanner = FeatureExtractor.forCaseBase(base).newScanner("bench");
    sink = new FeatureCollector();
  }

  private String line(SplittableRandom r) {
    String level = switch (kind) {
      case "quiet-noise", "quiet-fact" -> r.nextBoolean() ? "INFO" : "DEBUG";
      case "error-fault" -> "ERROR";
      default -> "WARNING";
    };
    String module = MODULES[r.nextInt(MODULES.length)];
    int pid = 1000 + r.nextInt(4_000_000);
    StringBuilder b = new StringBuilder(200).append('[').append(level).append("] ").append(module).append('(')
        .append(pid).append(",python3):2025-0").append(1 + r.nextInt(9)).append("-1").append(r.nextInt(10))
        .append("-0").append(r.nextInt(10)).append(":1").append(r.nextInt(10)).append(":2").append(r.nextInt(10))
        .append('.').append(100 + r.nextInt(900)).append('.').append(100 + r.nextInt(900)).append(" [")
        .append(WORDS[r.nextInt(WORDS.length)]).append(".cc:").append(r.nextInt(3000)).append("] [")
        .append(pid + r.nextInt(100)).append(']');
    if (kind.endsWith("fact")) {
      fact(b, r);
    } else if (kind.equals("error-fault")) {
      fault(b, r);
    } else {
      for (int w = 3 + r.nextInt(10); w > 0; w--) {
        b.append(WORDS[r.nextInt(WORDS.length)]);
        b.append(r.nextInt(3) == 0 ? "[" + r.nextInt(100_000) + "] " : " ");
      }
    }
    return b.toString();
  }

  /** Facts in the forms of the shared docs/log-formats.md, sections 8.1, 8.3 and 8.4. */
  private static void fact(StringBuilder b, SplittableRandom r) {
    String ip = "10." + r.nextInt(256) + "." + r.nextInt(256) + "." + (1 + r.nextInt(254));
    switch (r.nextInt(4)) {
      case 0 -> b.append("[HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [").append(r.nextInt(2000)).append("]s");
      case 1 -> b.append("Entry-HcclCommInitRootInfoInner:ranks[16], rank[").append(r.nextInt(16))
          .append("], rootinfo: host ip[").append(ip).append("] port[").append(60000 + r.nextInt(100))
          .append("] nicDeploy[1] identifier[").append(ip).append("%eth0_60000_0_1], deviceLogicId[")
          .append(r.nextInt(8)).append(']');
      case 2 -> b.append("Entry-HcclAllReduce: tag[AllReduce_").append(ip).append("], count[").append(r.nextInt(1 << 20))
          .append("], dataType[float32], op[sum], localRank[").append(r.nextInt(8)).append("], streamId[")
          .append(r.nextInt(64)).append(']');
      default -> b.append("[LocalRank Key Info]userRank[").append(r.nextInt(16)).append("] hostIp[").append(ip)
          .append("] devicePhyId[").append(r.nextInt(8)).append(']');
    }
  }

  /** Fault lines in the forms of the shared docs/log-formats.md, sections 8.2 and 8.3. */
  private static void fault(StringBuilder b, SplittableRandom r) {
    switch (r.nextInt(3)) {
      case 0 -> b.append("[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[").append(r.nextInt(16))
          .append("] timeout[120]");
      case 1 -> b.append("[TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[")
          .append(r.nextInt(2000)).append("], taskID[").append(r.nextInt(100)).append(']');
      default -> b.append("[create][ra_hdc_period_poll]failed CQE status[12], wr[").append(r.nextInt(8)).append(']');
    }
  }

  @Benchmark
  public long line() {
    int i = next++ & MASK;
    if (i == 0) {
      sink = new FeatureCollector(); // bounded memory, as a streaming window would keep it
    }
    byte[] b = bytes[i];
    if (scanner.skipsAscii(b, 0, b.length)) {
      return i;
    }
    String l = lines[i];
    if (scanner.skips(l, true)) {
      return -i;
    }
    sink.beginLine("bench", i, l);
    scanner.scan(l, i, sink);
    return sink.tokenGeneration();
  }
}
