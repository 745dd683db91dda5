import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A log-tree generator for benchmarks that cannot be fitted (issue 38): every run draws its own
 * line templates, modules, levels, pids, hosts and facts from a seed, printed on the first line of
 * stdout and taken from the clock unless given. Run as a single-file program (it is no part of the
 * library and uses only the JDK):
 *
 * <pre>
 *   java bench/MixTreeGenerator.java --out DIR --mix realistic [--mb 100] [--hosts 2] [--seed N]
 * </pre>
 *
 * <p>The tree is {@code <host>/{run,debug}/plog/plog-<pid>_<ts>.log} and {@code
 * <host>/debug/device-<id>/device-<pid>_<ts>.log} per rank, eight ranks a host, as a collected
 * {@code ~/ascend/log} is (shared docs/log-formats.md, 1.1 and 1.4). Lines follow the plog format
 * (2.1, 2.3: optional spaces, pnames, the thread-id prefixes of each module). The mixes:
 *
 * <ul>
 *   <li>{@code quiet}: INFO and DEBUG only; a few per cent of the lines carry a fact;
 *   <li>{@code realistic}: about 5% WARNING, 0.2% ERROR noise, a few per cent facts;
 *   <li>{@code warning}: half the lines at WARNING;
 *   <li>{@code facts}: every line carries a fact (settings, root-info entries, ports, IPs, op entries).
 * </ul>
 *
 * <p>Facts are the run-log lines the formats document names (HCCL_ENV settings, the
 * Entry-HcclCommInitRootInfo and Entry-Hccl op lines, communicator key info, TLS switch, the
 * ascend-fd timeout settings), with values drawn per line. One rank gets a
 * fault of a class the document names (a RoCE error CQE, a link-establish timeout or a root-info
 * server timeout) near its end, the others the cascade (task exception, heartbeat locator), so the
 * tree has an answer; {@code --fault none} leaves it out.
 */
public final class MixTreeGenerator {
  private static final String[] MODULES = {"HCCL", "RUNTIME", "ASCENDCL", "GE", "TDT", "PROFILING",
      "APP", "HCCP", "AICPU", "FE", "TBE", "DRV"};
  private static final String[] PNAMES = {"python3", "python3.10", "python", "pretrain_gpt", "main",
      "all_reduce_test", "torchrun", "vllm_worker"};
  // words of the templates: plain English and the vocabulary of collective-communication logs,
  // including words that also occur in faults (wait, link, socket, timeout) as INFO lines do
  private static final String[] WORDS = {"alloc", "buffer", "stream", "task", "rank", "device",
      "group", "comm", "init", "launch", "kernel", "memory", "notify", "wait", "record", "event",
      "socket", "link", "transport", "channel", "queue", "context", "model", "graph", "node", "op",
      "tensor", "shape", "cache", "load", "build", "register", "update", "release", "create",
      "destroy", "bind", "thread", "pool", "size", "begin", "end", "done", "ok", "success", "start",
      "finish", "step", "iter", "sync", "async", "copy", "host", "server", "client", "timeout",
      "retry", "check", "config", "value", "mode", "level", "type", "info", "state", "ready"};
  private static final String[] ENV = {"HCCL_CONNECT_TIMEOUT", "HCCL_EXEC_TIMEOUT", "HCCL_BUFFSIZE",
      "HCCL_INTRA_ROCE_ENABLE", "HCCL_INTRA_PCIE_ENABLE", "HCCL_IF_IP", "HCCL_SOCKET_IFNAME",
      "HCCL_WHITELIST_DISABLE", "HCCL_RDMA_TC", "HCCL_RDMA_SL", "HCCL_ENTRY_LOG_ENABLE",
      "HCCL_OP_EXPANSION_MODE"};
  private static final String[] OPS = {"AllReduce", "AllGather", "ReduceScatter", "Broadcast",
      "AlltoAll", "AlltoAllV", "Send", "Receive", "Reduce"};
  private static final String[] NICS = {"enp", "eth", "ens", "bond", "enp189s0f"};

  private final SplittableRandom rnd;
  private final String mix;
  private final List<Template> templates = new ArrayList<>();
  private final String[] modules; // this run's modules, repeated by weight
  private final double warningShare;
  private final double errorShare;
  private final double factShare;
  private final int port;
  private final String nic;
  private final long start; // the run's first second, in microseconds since the epoch
  private long cachedSecond = -1;
  private String cachedStamp; // yyyy-mm-dd-hh:mm:ss of cachedSecond

  private MixTreeGenerator(long seed, String mix) {
    this.rnd = new SplittableRandom(seed);
    this.mix = mix;
    switch (mix) {
      case "quiet" -> { warningShare = 0; errorShare = 0; factShare = 0.01 + rnd.nextDouble(0.04); }
      case "realistic" -> { warningShare = 0.04 + rnd.nextDouble(0.02); errorShare = 0.002;
          factShare = 0.02 + rnd.nextDouble(0.06); }
      case "warning" -> { warningShare = 0.5; errorShare = 0.002; factShare = 0.02 + rnd.nextDouble(0.06); }
      case "facts" -> { warningShare = 0.04 + rnd.nextDouble(0.02); errorShare = 0.002; factShare = 1; }
      default -> throw new IllegalArgumentException("unknown mix '" + mix
          + "' (quiet, realistic, warning, facts)");
    }
    List<String> mods = new ArrayList<>();
    int n = 5 + rnd.nextInt(MODULES.length - 4);
    for (int i = 0; i < n; i++) {
      String m = MODULES[rnd.nextInt(MODULES.length)];
      for (int w = 1 + rnd.nextInt(6); w > 0; w--) {
        mods.add(m);
      }
    }
    modules = mods.toArray(String[]::new);
    for (int t = 30 + rnd.nextInt(70); t > 0; t--) {
      templates.add(new Template(rnd));
    }
    port = 60000 + rnd.nextInt(5000);
    nic = NICS[rnd.nextInt(NICS.length)] + rnd.nextInt(8);
    start = 1_700_000_000_000_000L + rnd.nextLong(100_000_000_000_000L);
  }

  /** One line template: a function name and parts, each a word or a key with a value slot. */
  private static final class Template {
    final String func;
    final String file;
    final String[] parts; // a word, or "key[" / "key=" / "key:" followed by a value of kind
    final char[] kinds; // per part: w word, i int, x hex, a ip, p path
    final char[] seps;

    Template(SplittableRandom r) {
      func = cap(word(r)) + cap(word(r)) + (r.nextBoolean() ? cap(word(r)) : "");
      file = word(r) + "_" + word(r) + (r.nextBoolean() ? ".cc" : ".cpp");
      int n = 3 + r.nextInt(9);
      parts = new String[n];
      kinds = new char[n];
      seps = new char[n];
      for (int i = 0; i < n; i++) {
        int k = r.nextInt(10);
        parts[i] = word(r) + (r.nextInt(3) == 0 ? cap(word(r)) : "");
        kinds[i] = k < 4 ? 'w' : k < 7 ? 'i' : k < 8 ? 'x' : k < 9 ? 'a' : 'p';
        seps[i] = "[=: ".charAt(r.nextInt(4));
      }
    }

    void write(StringBuilder b, SplittableRandom r) {
      b.append(func).append(r.nextInt(4) == 0 ? ": " : " ");
      for (int i = 0; i < parts.length; i++) {
        if (i > 0) {
          b.append(r.nextInt(5) == 0 ? ", " : " ");
        }
        b.append(parts[i]);
        if (kinds[i] == 'w') {
          continue;
        }
        char s = seps[i];
        b.append(s);
        switch (kinds[i]) {
          case 'i' -> b.append(r.nextInt(r.nextBoolean() ? 100 : 1_000_000));
          case 'x' -> b.append("0x").append(Long.toHexString(r.nextLong() >>> 16));
          case 'a' -> b.append(ip(r));
          default -> b.append('/').append(word(r)).append('/').append(word(r)).append(".so");
        }
        if (s == '[') {
          b.append(']');
        }
      }
    }
  }

  private static String word(SplittableRandom r) {
    return WORDS[r.nextInt(WORDS.length)];
  }

  private static String cap(String w) {
    return Character.toUpperCase(w.charAt(0)) + w.substring(1);
  }

  private static String ip(SplittableRandom r) {
    return (r.nextBoolean() ? "192.168." : "10." + r.nextInt(256) + ".") + r.nextInt(256) + "."
        + (1 + r.nextInt(254));
  }

  /** A rank's identity: host, pid, device, and its clock. */
  private final class Rank {
    final int host;
    final int device;
    final int rankId;
    final int pid;
    final String pname;
    final String hostIp;
    long micros; // the clock of its lines

    Rank(int host, int device, int ranksPerHost, String hostIp) {
      this.host = host;
      this.device = device;
      this.rankId = host * ranksPerHost + device;
      this.pid = 1000 + rnd.nextInt(4_000_000);
      this.pname = PNAMES[rnd.nextInt(PNAMES.length)];
      this.hostIp = hostIp;
      this.micros = start + rnd.nextLong(5_000_000L);
    }
  }

  private String level() {
    double d = rnd.nextDouble();
    if (d < errorShare) {
      return "ERROR";
    }
    if (d < errorShare + warningShare) {
      return rnd.nextInt(20) == 0 ? "EVENT" : "WARNING";
    }
    return rnd.nextInt(3) == 0 ? "DEBUG" : "INFO";
  }

  /** The header of a plog line, as section 2.1 and 2.3 give it (optional spaces included). */
  private void header(StringBuilder b, String level, String module, Rank r, String pname) {
    r.micros += 1 + rnd.nextInt(3000);
    long s = r.micros / 1_000_000L;
    if (s != cachedSecond) {
      java.time.LocalDateTime t = java.time.LocalDateTime.ofEpochSecond(s, 0, java.time.ZoneOffset.UTC);
      cachedStamp = String.format(Locale.ROOT, "%04d-%02d-%02d-%02d:%02d:%02d", t.getYear(),
          t.getMonthValue(), t.getDayOfMonth(), t.getHour(), t.getMinute(), t.getSecond());
      cachedSecond = s;
    }
    b.append('[').append(level).append(']');
    if (rnd.nextInt(50) == 0) {
      // no space after the level, as one documented example
    } else {
      b.append(' ');
    }
    b.append(module).append('(').append(r.pid).append(',').append(pname).append("):");
    b.append(cachedStamp).append('.');
    digits3(b, (int) ((r.micros / 1000) % 1000));
    b.append('.');
    digits3(b, (int) (r.micros % 1000));
  }

  private static void digits3(StringBuilder b, int v) {
    b.append((char) ('0' + v / 100)).append((char) ('0' + v / 10 % 10)).append((char) ('0' + v % 10));
  }

  /** The module's thread-id prefix of the body (section 2.3). */
  private void bodyPrefix(StringBuilder b, String module, Rank r, String file, String func) {
    int tid = r.pid + rnd.nextInt(200);
    b.append(" [").append(file).append(':').append(1 + rnd.nextInt(3000)).append(']');
    switch (module) {
      case "HCCL", "AICPU" -> b.append(rnd.nextBoolean() ? " [" : "[").append(tid).append("][")
          .append(func).append(']');
      case "HCCP" -> b.append("tid:").append(tid).append(',').append(func.toLowerCase(Locale.ROOT))
          .append('(').append(rnd.nextInt(3000)).append(") : ");
      case "TDT" -> b.append('[').append(func).append("][tid:").append(tid).append("] ");
      case "PROFILING" -> b.append(" >>> (tid:").append(tid).append(") ");
      default -> b.append(tid).append(' ');
    }
  }

  /** A noise line of this run's templates. */
  private String noise(Rank r) {
    StringBuilder b = new StringBuilder(200);
    String module = modules[rnd.nextInt(modules.length)];
    Template t = templates.get(rnd.nextInt(templates.size()));
    header(b, level(), module, r, r.pname);
    bodyPrefix(b, module, r, t.file, t.func);
    t.write(b, rnd);
    return b.toString();
  }

  /**
   * A line with a fact the formats document names (sections 1.3, 8.1, 8.2, 8.3, 8.4, 10), in a
   * documented form only (run 2026-12-04-mixes had an undocumented socket listen success line).
   */
  private String fact(Rank r, int ranks) {
    StringBuilder b = new StringBuilder(240);
    String level = "facts".equals(mix) || rnd.nextInt(4) != 0 ? level() : "INFO";
    int kind = rnd.nextInt(8);
    String module = kind == 5 ? "HCCP" : "HCCL";
    header(b, level, module, r, kind == 5 ? "hccp_service.bin" : r.pname);
    int tid = r.pid + rnd.nextInt(200);
    String id = r.hostIp + "%" + nic + "_" + port + "_0_" + (r.micros + rnd.nextInt(1000));
    switch (kind) {
      case 0 -> b.append(" [externalinput.cc:").append(500 + rnd.nextInt(200)).append("] [").append(tid)
          .append("][HCCL_ENV] ").append(ENV[rnd.nextInt(ENV.length)])
          .append(" set by default to [")
          .append(rnd.nextInt(3000)).append(rnd.nextBoolean() ? "]s" : "]");
      case 1 -> b.append(" [op_base.cc:").append(rnd.nextInt(3000)).append("] [").append(tid)
          .append("]Entry-HcclCommInitRootInfoInner:ranks[").append(ranks).append("], rank[")
          .append(r.rankId).append("], rootinfo: host ip[").append(r.hostIp).append("] port[")
          .append(port).append("] nicDeploy[1] identifier[").append(id).append("], deviceLogicId[")
          .append(r.device).append(']');
      case 2 -> b.append(" [op_base.cc:").append(rnd.nextInt(3000)).append("] [").append(tid)
          .append("]Entry-HcclGetRootInfo:rootInfo[0x").append(Long.toHexString(rnd.nextLong() >>> 20))
          .append("], deviceLogicId[").append(r.device).append(']');
      case 3 -> b.append(" [hccl_communicator.cc:").append(rnd.nextInt(3000)).append("] [").append(tid)
          .append("][Communicator Key Info]identifier[").append(id).append("] rankSize[").append(ranks)
          .append("] serverNum[").append(Math.max(1, ranks / 8)).append(']');
      case 4 -> b.append(" [hccl_communicator.cc:").append(rnd.nextInt(3000)).append("] [").append(tid)
          .append("][LocalRank Key Info]userRank[").append(r.rankId).append("] hostIp[").append(r.hostIp)
          .append("] devicePhyId[").append(r.device).append(']');
      case 5 -> b.append(" [rs_ssl.c:").append(1000 + rnd.nextInt(900)).append("]tid:").append(tid)
          .append(",rs_ssl_init(").append(1000 + rnd.nextInt(900)).append(") : TLS SWITCH (")
          .append(rnd.nextInt(2)).append(')');
      case 6 -> b.append(" [op_base.cc:").append(rnd.nextInt(3000)).append("] [").append(tid)
          .append("]Entry-Hccl").append(OPS[rnd.nextInt(OPS.length)]).append(": tag[")
          .append(OPS[rnd.nextInt(OPS.length)]).append('_').append(id).append("], sendBuf[0x")
          .append(Long.toHexString(rnd.nextLong() >>> 20)).append("], recvBuf[0x")
          .append(Long.toHexString(rnd.nextLong() >>> 20)).append("], count[").append(rnd.nextInt(1 << 20))
          .append("], dataType[float32], op[sum], localRank[").append(r.device).append("], streamId[")
          .append(rnd.nextInt(64)).append("],comm[0x").append(Long.toHexString(rnd.nextLong() >>> 24))
          .append("], deviceLogicId[").append(r.device).append(']');
      default -> b.append(" [config.cc:").append(rnd.nextInt(3000)).append("] [").append(tid).append("]")
          .append(new String[] {"ExecTimeOut is set [", "rdmaTimeOut is set [", "rdmaRetryCnt is set [",
              "HCCL_CONNECT_TIMEOUT is set ["}[rnd.nextInt(4)]).append(rnd.nextInt(2000)).append(']');
    }
    return b.toString();
  }

  /** The faulty rank's lines and the lines its peers log in consequence (sections 8.2, 8.3). */
  private List<String> fault(int kind, Rank r, Rank culprit, boolean isCulprit) {
    List<String> out = new ArrayList<>();
    StringBuilder b = new StringBuilder(300);
    int tid = r.pid + 7;
    if (isCulprit) {
      switch (kind) {
        case 0 -> {
          header(b, "ERROR", "HCCP", r, r.pname);
          b.append(" [ra_hdc_lite.c:794]tid:").append(tid)
              .append(",ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]");
          out.add(b.toString());
          b.setLength(0);
          header(b, "ERROR", "ROCE", r, r.pname);
          b.append(" [hns_roce_lite.c:630]hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15");
          out.add(b.toString());
        }
        case 1 -> {
          header(b, "ERROR", "HCCL", r, r.pname);
          b.append(" [hccl_socket_manager.cc:778] [").append(tid)
              .append("][Wait][LinkEstablish]wait socket establish timeout, role[1] rank[").append(r.rankId)
              .append("] timeout[120]");
          out.add(b.toString());
        }
        default -> {
          header(b, "ERROR", "HCCL", r, r.pname);
          b.append(" [topoinfo_exchange_server.cc:120] [").append(tid)
              .append("][Get][Connection]topo exchange server get socket timeout! timeout[120 s]");
          out.add(b.toString());
        }
      }
      return out;
    }
    header(b, "ERROR", "HCCL", r, r.pname);
    b.append(" [task_exception_handler.cc:27] [").append(tid)
        .append("][TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[")
        .append(rnd.nextInt(2000)).append("], taskID[").append(rnd.nextInt(100)).append("], tag[AllReduce_")
        .append(r.hostIp).append('%').append(nic).append('_').append(port).append("_0_1], AlgType(level 0-1-2):[fullmesh-ring-NHR].");
    out.add(b.toString());
    b.setLength(0);
    header(b, "ERROR", "HCCL", r, r.pname);
    b.append(" [heartbeat.cc:900] [").append(tid)
        .append("][TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[").append(culprit.hostIp)
        .append('/').append(culprit.device).append("], Arrival Time:[Thu Oct 23 17:25:58 2025], Discoverer:[")
        .append(r.hostIp).append('/').append(r.device).append("], ExceptionType:[")
        .append(kind == 0 ? "Error cqe Occurred" : "Heartbeat Lost Occurred")
        .append("], Possible Reason:1. Process has exited, 2. Network Disconnected");
    out.add(b.toString());
    return out;
  }

  private static String ts(SplittableRandom r) {
    return String.format(Locale.ROOT, "2025%02d%02d%02d%02d%02d%03d", 1 + r.nextInt(12), 1 + r.nextInt(28),
        r.nextInt(24), r.nextInt(60), r.nextInt(60), r.nextInt(1000));
  }

  private void writeTree(Path out, long bytes, int hosts, boolean withFault) throws IOException {
    int perHost = 8;
    int ranks = hosts * perHost;
    List<Rank> all = new ArrayList<>();
    for (int h = 0; h < hosts; h++) {
      String hostIp = ip(rnd);
      for (int d = 0; d < perHost; d++) {
        all.add(new Rank(h, d, perHost, hostIp));
      }
    }
    Rank culprit = all.get(rnd.nextInt(all.size()));
    int faultKind = rnd.nextInt(3);
    String[] hostNames = new String[hosts];
    String style = new String[] {"node-", "worker-", "host", "10-0-0-"}[rnd.nextInt(4)];
    for (int h = 0; h < hosts; h++) {
      hostNames[h] = style + (h + 1);
    }
    // a rank's share: the run log is small (settings and init), debug and device logs the rest
    long perRank = bytes / ranks;
    for (Rank r : all) {
      Path home = out.resolve(hostNames[r.host]);
      Path run = home.resolve("run/plog/plog-" + r.pid + "_" + ts(rnd) + ".log");
      Path debug = home.resolve("debug/plog/plog-" + r.pid + "_" + ts(rnd) + ".log");
      Path device = home.resolve("debug/device-" + r.device + "/device-" + r.pid + "_" + ts(rnd) + ".log");
      long runBytes = Math.max(2_000, perRank / 20);
      long devBytes = perRank / 4;
      writeFile(run, r, ranks, runBytes, true, List.of());
      List<String> tail = withFault ? fault(faultKind, r, culprit, r == culprit) : List.of();
      writeFile(device, r, ranks, devBytes, false, r == culprit && faultKind == 0 ? tail : List.of());
      writeFile(debug, r, ranks, perRank - runBytes - devBytes, false,
          r == culprit && faultKind == 0 ? List.of() : tail);
    }
  }

  private void writeFile(Path file, Rank r, int ranks, long bytes, boolean runLog, List<String> tail)
      throws IOException {
    Files.createDirectories(file.getParent());
    try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      long written = 0;
      int tailAt = tail.isEmpty() ? -1 : (int) Math.max(0, bytes - 200 * (2 + rnd.nextInt(40)));
      boolean tailDone = false;
      double facts = runLog ? Math.max(factShare, 0.3) : factShare;
      while (written < bytes) {
        String line = rnd.nextDouble() < facts ? fact(r, ranks) : noise(r);
        w.write(line);
        w.write('\n');
        written += line.length() + 1;
        if (!tailDone && tailAt >= 0 && written >= tailAt) {
          for (String t : tail) {
            w.write(t);
            w.write('\n');
            written += t.length() + 1;
          }
          tailDone = true;
        }
      }
      if (!tailDone) {
        for (String t : tail) {
          w.write(t);
          w.write('\n');
        }
      }
    }
  }

  public static void main(String[] args) throws IOException {
    Path out = null;
    String mix = "realistic";
    long mb = 100;
    int hosts = 2;
    long seed = System.nanoTime() ^ System.currentTimeMillis();
    boolean withFault = true;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      String v = i + 1 < args.length ? args[i + 1] : null;
      switch (a) {
        case "--out" -> { out = Path.of(v); i++; }
        case "--mix" -> { mix = v; i++; }
        case "--mb" -> { mb = Long.parseLong(v); i++; }
        case "--hosts" -> { hosts = Integer.parseInt(v); i++; }
        case "--seed" -> { seed = Long.parseLong(v); i++; }
        case "--fault" -> { withFault = !"none".equals(v); i++; }
        default -> {
          System.err.println("usage: java bench/MixTreeGenerator.java --out DIR [--mix quiet|realistic|"
              + "warning|facts] [--mb N] [--hosts N] [--seed N] [--fault none]");
          System.exit(2);
        }
      }
    }
    if (out == null || mb < 1 || hosts < 1) {
      System.err.println("MixTreeGenerator: --out DIR is required; --mb and --hosts at least 1");
      System.exit(2);
    }
    System.out.println("seed=" + seed + " mix=" + mix + " mb=" + mb + " hosts=" + hosts);
    try {
      new MixTreeGenerator(seed, mix).writeTree(out, mb * 1024 * 1024, hosts, withFault);
    } catch (IllegalArgumentException | UncheckedIOException e) {
      System.err.println("MixTreeGenerator: " + e.getMessage());
      System.exit(2);
    }
  }
}
