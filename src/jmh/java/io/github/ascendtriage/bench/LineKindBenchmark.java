package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
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
 * The cost of one line by its kind (issue 38), a stream of one kind at a time, on the two paths a
 * line takes: {@code diagnose}, what a tree's reader does with it (the scanner reads it from its
 * bytes when it can, {@code readsAscii}, else decoded: {@code skips}, then begun in the collector
 * and scanned), and {@code tag}, one {@link StreamSession} ({@code acceptQuiet}, else {@code
 * accept}). Kinds: {@code quiet} (INFO/DEBUG noise), {@code info-setting} (an INFO line with a
 * setting: {@code [HCCL_ENV] ... set by default to}, {@code HCCL_CONNECT_TIMEOUT is set}),
 * {@code warning-address} (WARNING noise holding an IPv4 address), {@code warning-timeout}
 * (WARNING noise holding {@code timeout} or {@code retry}), {@code error-code} (an ERROR line
 * naming an error code of the built-in catalogue, EI0006 and its like) and {@code message-code}
 * (a WARNING line with any catalogue code inside its message), {@code error-return} (an ERROR line
 * with a HcclResult surface, {@code ret[N]}, {@code error code is N}, {@code hcclRet -> N}, {@code
 * retcode: N}, or torch_npu's {@code ERRnnnnn}: what wakes the fault recognisers) and {@code info-updown}
 * (INFO/DEBUG noise holding {@code up}, {@code down}, {@code mtu} or {@code inet} as a word: the
 * interface listings' literals, common words on quiet lines). The header and body shapes are
 * those of bench/MixTreeGenerator (docs/log-formats.md 2.1, 2.3, 8.1-8.4); words, templates,
 * modules, values and codes are drawn per run from a seed printed at setup (the clock's, or
 * {@code -Dlinekind.seed=N}), so no run can be fitted to one text.
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
      "sync", "copy", "host", "server", "client", "check", "config", "mode", "state", "ready", "device", "port"};
  private static final String[] MODULES = {"HCCL", "RUNTIME", "ASCENDCL", "GE", "HCCP", "AICPU", "APP", "TDT",
      "PROFILING"};
  private static final String[] ENV = {"HCCL_CONNECT_TIMEOUT", "HCCL_EXEC_TIMEOUT", "HCCL_BUFFSIZE",
      "HCCL_INTRA_ROCE_ENABLE", "HCCL_RDMA_TIMEOUT", "HCCL_RDMA_RETRY_CNT", "HCCL_WHITELIST_DISABLE"};

  @Param({"quiet", "info-setting", "warning-address", "warning-timeout", "error-code", "message-code", "error-return",
      "info-updown"})
  public String kind;

  @Param({"diagnose", "tag"})
  public String path;

  private byte[][] bytes;
  private String[] lines;
  private String[] words;
  private String[] errorCodes;
  private String[] anyCodes;
  private FeatureExtractor extractor;
  private LineScanner scanner;
  private FeatureCollector sink;
  private LineScanner.LineStart begin;
  private StreamSession session;
  private final LineSource source = LineSource.of("host-1/debug/plog/plog-4242_20251201.log");
  private int next;
  private long decoded;
  private long cpuAtStart;
  private int linesAtStart;
  private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

  @Setup
  public void setUp() {
    long seed = Long.getLong("linekind.seed", System.nanoTime());
    System.out.println("LineKindBenchmark seed=" + seed + " kind=" + kind + " path=" + path);
    SplittableRandom r = new SplittableRandom(seed);
    words = new String[12 + r.nextInt(20)]; // this run's vocabulary: a random part of the words
    for (int i = 0; i < words.length; i++) {
      words[i] = WORDS[r.nextInt(WORDS.length)];
    }
    List<CodeRecord> records = CodeCatalogLoader.builtIn().records();
    errorCodes = records.stream().map(CodeRecord::code).filter(c -> c.matches("E[A-Z][0-9]{4}")).toArray(String[]::new);
    anyCodes = records.stream().map(CodeRecord::code).filter(c -> c.matches("[A-Za-z0-9_]{4,}")).toArray(String[]::new);
    lines = new String[MASK + 1];
    bytes = new byte[MASK + 1][];
    for (int i = 0; i <= MASK; i++) {
      lines[i] = line(r);
      bytes[i] = lines[i].getBytes(StandardCharsets.ISO_8859_1);
    }
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    extractor = FeatureExtractor.forCaseBase(base);
    newCollector();
    session = AscendTriage.builder().build().openStream();
  }

  private void newCollector() {
    scanner = extractor.newScanner("bench");
    FeatureCollector f = new FeatureCollector();
    sink = f;
    begin = (text, no) -> {
      f.beginLine("bench", no, text);
      return f;
    };
  }

  /**
   * The thread's CPU per line of each iteration, printed: on a loaded machine the wall time JMH
   * reports is mostly waiting for a core, the CPU is what a line costs (JMH runs the iteration's
   * setup and teardown on the benchmark's own thread).
   */
  @Setup(Level.Iteration)
  public void iterationStart() {
    cpuAtStart = CPU.getCurrentThreadCpuTime();
    linesAtStart = next;
  }

  @TearDown(Level.Iteration)
  public void iterationEnd() {
    long lines = (next - linesAtStart) & 0xffffffffL;
    System.out.printf(" [CPU kind=%s path=%s ns/line=%.0f lines=%d]", kind, path,
        (CPU.getCurrentThreadCpuTime() - cpuAtStart) / (double) Math.max(1, lines), lines);
  }

  @TearDown
  public void tearDown() {
    System.out.printf("%nLINEKIND kind=%s path=%s decoded=%d lines=%d%n", kind, path, decoded, next);
    session.close();
  }

  private String word(SplittableRandom r) {
    return words[r.nextInt(words.length)];
  }

  private static String ip(SplittableRandom r) {
    return (1 + r.nextInt(223)) + "." + r.nextInt(256) + "." + r.nextInt(256) + "." + (1 + r.nextInt(254));
  }

  private String line(SplittableRandom r) {
    String level = switch (kind) {
      case "quiet", "info-updown" -> r.nextBoolean() ? "INFO" : "DEBUG";
      case "info-setting" -> "INFO";
      case "error-code", "error-return" -> "ERROR";
      default -> "WARNING";
    };
    String module = kind.equals("info-setting") ? "HCCL" : MODULES[r.nextInt(MODULES.length)];
    int pid = 1000 + r.nextInt(4_000_000);
    int tid = pid + r.nextInt(200);
    StringBuilder b = new StringBuilder(240).append('[').append(level).append(']')
        .append(r.nextInt(50) == 0 ? "" : " ").append(module).append('(').append(pid).append(",python3):2025-")
        .append(10 + r.nextInt(3)).append('-').append(10 + r.nextInt(18)).append('-').append(10 + r.nextInt(14))
        .append(':').append(10 + r.nextInt(50)).append(':').append(10 + r.nextInt(50)).append('.')
        .append(100 + r.nextInt(900)).append('.').append(100 + r.nextInt(900)).append(" [").append(word(r))
        .append('_').append(word(r)).append(".cc:").append(1 + r.nextInt(3000)).append("] ");
    switch (module) { // the module's thread-id prefix (docs/log-formats.md 2.3)
      case "HCCL", "AICPU" -> b.append('[').append(tid).append("][").append(word(r)).append(']');
      case "HCCP" -> b.append("tid:").append(tid).append(',').append(word(r)).append('(').append(r.nextInt(3000))
          .append(") : ");
      case "TDT" -> b.append('[').append(word(r)).append("][tid:").append(tid).append("] ");
      default -> b.append(tid).append(' ');
    }
    switch (kind) {
      case "info-setting" -> setting(b, r);
      case "warning-address" -> noise(b, r, ip(r));
      case "warning-timeout" -> noise(b, r, r.nextBoolean() ? "timeout" : "retry");
      case "error-code" -> noise(b, r, errorCodes[r.nextInt(errorCodes.length)]);
      case "message-code" -> noise(b, r, anyCodes[r.nextInt(anyCodes.length)]);
      case "error-return" -> noise(b, r, failedReturn(r));
      case "info-updown" -> { // the word between two others, as the gate's literals (" up ", "mtu ") want it
        noise(b, r, null);
        b.append(' ').append(new String[] {"up", "down", "mtu", "inet"}[r.nextInt(4)]).append(' ').append(word(r));
      }
      default -> noise(b, r, null);
    }
    return b.toString();
  }

  /** A HcclResult surface HcclReturnRecognizer names, or torch_npu's ERRnnnnn, with a value drawn per line. */
  private static String failedReturn(SplittableRandom r) {
    return switch (r.nextInt(5)) {
      case 0 -> "ret[" + r.nextInt(25) + "]";
      case 1 -> "error code is " + r.nextInt(600_000);
      case 2 -> "hcclRet -> " + r.nextInt(25);
      case 3 -> "retcode: " + r.nextInt(25);
      default -> "ERR0" + (1000 + r.nextInt(9000));
    };
  }

  /** Random words and values, {@code with} (if any) at a random place among them. */
  private void noise(StringBuilder b, SplittableRandom r, String with) {
    int n = 3 + r.nextInt(10);
    int at = r.nextInt(n);
    for (int w = 0; w < n; w++) {
      if (w > 0) {
        b.append(r.nextInt(5) == 0 ? ", " : " ");
      }
      b.append(word(r));
      if (w == at && with != null) {
        b.append("[".repeat(r.nextInt(2))).append(with).append(r.nextBoolean() ? "]" : "");
        continue;
      }
      switch (r.nextInt(4)) {
        case 0 -> b.append('[').append(r.nextInt(100_000)).append(']');
        case 1 -> b.append('=').append("0x").append(Long.toHexString(r.nextLong() >>> 20));
        default -> { }
      }
    }
  }

  /** The settings of docs/log-formats.md 8.1 and 8.4, values drawn per line. */
  private static void setting(StringBuilder b, SplittableRandom r) {
    if (r.nextBoolean()) {
      b.append("[HCCL_ENV] ").append(ENV[r.nextInt(ENV.length)]).append(" set by default to [")
          .append(r.nextInt(3000)).append(r.nextBoolean() ? "]s" : "]");
    } else {
      b.append(new String[] {"ExecTimeOut is set [", "rdmaTimeOut is set [", "rdmaRetryCnt is set [",
          "HCCL_CONNECT_TIMEOUT is set ["}[r.nextInt(4)]).append(r.nextInt(2000)).append(']');
    }
  }

  @Benchmark
  public long line() {
    int i = next++ & MASK;
    byte[] b = bytes[i];
    if (path.equals("tag")) {
      if (session.acceptQuiet(b, 0, b.length, source)) {
        return i;
      }
      decoded++;
      return session.accept(lines[i], source).lineNumber();
    }
    if (i == 0) {
      newCollector(); // bounded memory, as a file's end would free it
    }
    if (scanner.readsAscii(b, 0, b.length, i + 1, begin)) {
      return i;
    }
    decoded++;
    String l = lines[i];
    if (scanner.skips(l, true)) {
      return -i;
    }
    sink.beginLine("bench", i + 1, l);
    scanner.scan(l, i + 1, sink);
    return sink.tokenGeneration();
  }
}
