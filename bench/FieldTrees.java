import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * field31: a second, independent generator of multi-rank failure trees, written as a stranger
 * would write it: from what the software prints and how it lays out its logs, without reading the
 * engine. Single-file program, JDK only:
 *
 * <pre>
 *   java bench/FieldTrees.java --out DIR --count N [--seed S]
 * </pre>
 *
 * <p>The seed is printed on the first line and taken from the clock unless given. Each tree is
 * {@code DIR/tree-NNN/logs/<host>/...} (what is diagnosed) and {@code DIR/tree-NNN/expected.json}
 * (the root's host folder, rank, device, pid, the kind and the layer), beside the logs and not in
 * them.
 *
 * <p>Sources, cited by tag where a template is built (the tags are those of the shared
 * {@code docs/log-formats.md}, "LF" below, whose section 0 lists where each comes from):
 * <ul>
 *   <li>LF 1.1, 1.4: the {@code ~/ascend/log/{debug,run}/{plog,device-<id>}} tree per host; its
 *       file names {@code plog-<pid>_<17 digits>.log}; ascend-fd's collection copies it to
 *       {@code <node>/process_log/} and keeps training consoles as {@code rank-<id>.log} (LF 10).
 *   <li>LF 2.1-2.3: the plog line {@code [LEVEL] MODULE(pid,pname):yyyy-mm-dd-hh:mm:ss.ms.us
 *       [file:line]body}, optional spaces, each module's thread-id prefix.
 *   <li>LF 3: the CANN error-message blocks (old {@code CODE: ts msg} form and the current
 *       {@code [PID: p] ts Title(CODE): msg} form); LF 4.1/4.2 the EI/EJ messages.
 *   <li>LF 7.1-7.3: torch_npu's {@code [ERROR] ts (PID:, Device:, RankID:) ERRxxxxx} line,
 *       {@code NPU function error: ..., error code is N}, the device-error words (UCE ERROR, HBM
 *       MULTI BIT ECC ERROR), the watchdog line.
 *   <li>LF 8.1-8.3 and HCCL's user guide (hiascend.com CANNCommunityEdition/900 hcclug_000050
 *       "Connection Setup Timeout (EI0006)", hcclug_000054 "Fault Locating" (heartbeat: status
 *       LOST/STUCK/ERROR CQE in run/plog, "Cluster Exception Location" in debug/plog, "no
 *       heartbeat for 30 s", STUCK polled every third of HCCL_EXEC_TIMEOUT), hcclug_000059
 *       "Notify Wait Timeout (EI0002)" (Entry-HcclCommInitRootInfoInner in run/plog),
 *       hcclug_000061 "ERROR CQE Error (EI0013)").
 *   <li>The four ascend-fd fixtures in the shared {@code ascend-fd/fixtures} (older wording:
 *       {@code SetupAgent ... server[...] deviceIp[...]}, the older LINK_ERROR_INFO table, the
 *       {@code comm_base.cc} lines, worker-N/process_log layout).
 *   <li>LF 9.4: torchrun's elastic-agent ChildFailedError block, {@code [rankN]:} prefixes,
 *       signals as negative exit codes; MindSpore's msrun writes each worker's stdout/stderr to
 *       {@code msrun_log/worker_<i>.log} (mindspore.cn MindFormers "Logs" page, r1.6-r2.1).
 *   <li>Linux mm/oom_kill.c: the kernel line {@code Out of memory: Killed process <pid> (<comm>)
 *       total-vm:..kB, anon-rss:..kB, ...} in the host's {@code messages}, which ascend-fd
 *       collects (LF 10); CPython's faulthandler {@code Fatal Python error: Segmentation fault}.
 *   <li>shared catalogs/codes.jsonl: ACL 507014/507015/507053/507054 and their aliases
 *       ({@code runtime result = N}, {@code reason=[aicore exception]}, {@code reason=[device mem
 *       error]}, {@code reason=[hbm Multi-bit ECC error]}).
 * </ul>
 *
 * <p>What is randomised per tree: hosts (1-8), ranks per host (2-16), host folder names (host
 * names or IPs), the layout of each host (a copy of ~/ascend/log, a whole ~/ascend, or ascend-fd's
 * process_log), the launcher's worker logs (torchrun console, msrun worker_N.log, rank-N.log),
 * the CANN wording (8.5-style stage tags and heartbeat, or the older wording of the fixtures),
 * the log level (INFO in debug/plog or not), noise, one host's clock skewed by seconds to
 * minutes, some non-root hosts missing whole, and the root kind.
 */
public final class FieldTrees {

  /** The root kinds and the layer each is expected at (LF 11 and the sources above). */
  enum Kind {
    HBM_ECC("device"),        // 507053/507054 memory fault on the root device (LF 6, 7.2)
    // 507015/507014 AI Core exception/timeout (codes.jsonl). layer31: not "device". The shared
    // field-reports README's vocabulary files AI Core operator faults under "none" (the engine's
    // "unknown"), an operator fault outside the ladder (troubleshooting_0013, catalogue 507015,
    // 507014); a fault kernel that is a collective HCCL expanded on the vector cores (aiv_...,
    // HCCL_OP_EXPANSION_MODE=AIV; HCCL's task_exec_stage.md) is the collective's. See label.
    AICORE("unknown"),
    NIC_DOWN("network"),      // EI0009/EJ0002 port down on the root device (LF 4.1, 4.2)
    ERROR_CQE("network"),     // RoCE retransmit error CQE on the root device (LF 8.3, hcclug_000061)
    RANKTABLE_IP("network"),  // EJ0004: ranktable IP differs from the NIC's (LF 4.2, 11)
    OOM_KILLED("script"),     // the kernel OOM killer ends the root's process (oom_kill.c)
    SEGFAULT("script"),       // the root's process dies on SIGSEGV (LF 9.4)
    STUCK("script"),          // the root's process hangs; others see STUCK (hcclug_000054, LF 11)
    PY_EXCEPTION("script");   // the root's script raises first (LF 7.1 ERR99999, 9.4)

    final String layer;

    Kind(String layer) {
      this.layer = layer;
    }
  }

  record Host(int index, String folder, String ip, int layout, long skewUs, boolean missing) {}

  /** One process: a rank on a device of a host. */
  static final class Proc {
    final int rank;
    final Host host;
    final int local;
    final int device;
    final int pid;
    final String devIp;
    final List<Ln> debug = new ArrayList<>();
    final List<Ln> run = new ArrayList<>();
    final List<Ln> deviceLog = new ArrayList<>();
    final List<Ln> console = new ArrayList<>();
    int parent = -1; // the rank this one waited on (the root for its direct waiters)
    long exitUs = -1;
    int exitCode = 0;

    Proc(int rank, Host host, int local, int device, int pid, String devIp) {
      this.rank = rank;
      this.host = host;
      this.local = local;
      this.device = device;
      this.pid = pid;
      this.devIp = devIp;
    }
  }

  record Ln(long us, String text) {}

  private static final DateTimeFormatter PLOG_TS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter FILE_TS =
      DateTimeFormatter.ofPattern("yyyyMMddHHmmss").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter RUN_TS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd_HH:mm:ss").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter ARRIVAL =
      DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ENGLISH).withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter SYSLOG =
      DateTimeFormatter.ofPattern("MMM d HH:mm:ss", Locale.ENGLISH).withZone(ZoneOffset.UTC);

  private static final String[] HOST_NAMES = {"node", "aiserver", "worker", "train", "gpu", "npu",
      "cn", "compute", "bms"};
  private static final String[] OPS = {"AllReduce", "AllGather", "ReduceScatter", "Broadcast",
      "AlltoAll"};
  private static final String[] NICS = {"enp189s0f0", "bond0", "eth0", "enp61s0f3", "bond4.24"};

  private final SplittableRandom rnd;
  private final Kind kind;
  /** The expected layer when the root's own lines decide it (an AI Core fault in a collective's kernel). */
  private String label;
  private final boolean newWording; // CANN 8.5-style stage tags and heartbeat (LF 2.3, 8)
  private final boolean heartbeat;
  private final boolean infoInDebug; // ASCEND_GLOBAL_LOG_LEVEL=1 (LF 1.3)
  private final String launcher; // torchrun, msrun or rank-files
  private final String pname;
  private final String nic;
  private final int connectTimeout;
  private final int execTimeout;
  private final List<Host> hosts = new ArrayList<>();
  private final List<Proc> procs = new ArrayList<>();
  private final Map<Host, List<Ln>> messages = new LinkedHashMap<>();
  private final Proc root;
  private final long t0; // job start, true clock, microseconds since the epoch
  private final String identifier;
  private final String op;
  private final List<String> notes = new ArrayList<>();

  private FieldTrees(SplittableRandom rnd, Kind kind) {
    this.rnd = rnd;
    this.kind = kind;
    this.newWording = rnd.nextInt(3) > 0;
    this.heartbeat = newWording && rnd.nextInt(10) < 7;
    this.infoInDebug = rnd.nextInt(3) == 0;
    this.launcher = new String[] {"torchrun", "msrun", "rank-files"}[rnd.nextInt(3)];
    this.pname = new String[] {"python3", "python3.10", "python", "python3.8"}[rnd.nextInt(4)];
    this.nic = NICS[rnd.nextInt(NICS.length)];
    this.connectTimeout = rnd.nextBoolean() ? 120 : 60 * (2 + rnd.nextInt(9));
    this.execTimeout = rnd.nextBoolean() ? 1836 : 300 + 60 * rnd.nextInt(25);
    this.t0 = 1_735_000_000_000_000L + rnd.nextLong(30_000_000_000_000L);
    this.op = OPS[rnd.nextInt(OPS.length)];
    int hostCount = 1 + rnd.nextInt(8);
    int perHost = 2 + rnd.nextInt(15);
    boolean byIp = rnd.nextBoolean();
    String stem = HOST_NAMES[rnd.nextInt(HOST_NAMES.length)];
    int a = 10 + rnd.nextInt(180);
    int b = rnd.nextInt(250);
    int c = 2 + rnd.nextInt(200);
    int skewed = rnd.nextInt(hostCount);
    long skew = (rnd.nextBoolean() ? 1 : -1) * (5_000_000L + rnd.nextLong(600_000_000L));
    if (hostCount == 1 || rnd.nextInt(4) == 0) {
      skew = 0; // not every job has a skewed clock
    }
    for (int h = 0; h < hostCount; h++) {
      String ip = a + "." + b + "." + (c / 250) + "." + (c % 250 + h);
      String folder = byIp ? ip : String.format("%s-%02d", stem, h + 1 + rnd.nextInt(2) * 10);
      hosts.add(new Host(h, folder, ip, rnd.nextInt(3), h == skewed ? skew : 0, false));
    }
    if (skew != 0) {
      notes.add("host " + hosts.get(skewed).folder() + " clock skewed by " + skew / 1_000_000 + " s");
    }
    int devBase = rnd.nextInt(4) == 0 ? 8 - Math.min(8, perHost) : 0; // containers: logical ids
    int devNet = 100 + rnd.nextInt(100);
    for (Host host : hosts) {
      int pid = 1000 + rnd.nextInt(3_000_000);
      for (int l = 0; l < perHost; l++) {
        pid += 1 + rnd.nextInt(3);
        int rank = host.index() * perHost + l;
        procs.add(new Proc(rank, host, l, Math.max(0, devBase) + l, pid,
            "192.168." + (devNet + host.index()) + "." + (10 + l)));
      }
    }
    this.root = procs.get(rnd.nextInt(procs.size()));
    // some hosts other than the root's are missing whole (only with three hosts or more)
    if (hostCount >= 3 && rnd.nextInt(10) < 3) {
      int gone = rnd.nextInt(hostCount);
      if (gone != root.host.index()) {
        Host g = hosts.get(gone);
        Host missing = new Host(g.index(), g.folder(), g.ip(), g.layout(), g.skewUs(), true);
        hosts.set(gone, missing);
        for (int i = 0; i < procs.size(); i++) {
          Proc p = procs.get(i);
          if (p.host.index() == gone) {
            Proc q = new Proc(p.rank, missing, p.local, p.device, p.pid, p.devIp);
            procs.set(i, q);
          }
        }
        notes.add("host " + g.folder() + " missing whole");
      }
    }
    this.identifier = hosts.get(0).ip() + "%" + nic + "_60000_0_" + (t0 + 17_000_000L);
    waitTree();
  }

  /** Each present peer waits on the root or on a present peer that waits (a tree, no cycle). */
  private void waitTree() {
    List<Proc> order = new ArrayList<>();
    for (Proc p : procs) {
      if (p != root && !p.host.missing()) {
        order.add(p);
      }
    }
    for (int i = order.size() - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      Proc t = order.get(i);
      order.set(i, order.get(j));
      order.set(j, t);
    }
    for (int i = 0; i < order.size(); i++) {
      boolean direct = i == 0 || rnd.nextInt(10) < 5;
      order.get(i).parent = direct ? root.rank : order.get(rnd.nextInt(i)).rank;
    }
  }

  // ---------------------------------------------------------------- line formats (LF 2.1-2.3)

  /** A host's clock reading of a true instant. */
  private long local(Proc p, long us) {
    return us + p.host.skewUs();
  }

  private static String plogTs(long us) {
    long ms = (us / 1000) % 1000;
    long micro = us % 1000;
    return PLOG_TS.format(Instant.ofEpochSecond(us / 1_000_000)) + String.format(".%03d.%03d", ms, micro);
  }

  private static String fileTs(long us) {
    return FILE_TS.format(Instant.ofEpochSecond(us / 1_000_000)) + String.format("%03d", (us / 1000) % 1000);
  }

  private int tid(Proc p) {
    return p.pid + 1 + rnd.nextInt(40_000);
  }

  /** An HCCL line: {@code [tid]} after the file (with or without a space, LF 2.2). */
  private String hccl(Proc p, String level, long us, String file, String body) {
    String sp = newWording ? " " : "";
    return "[" + level + "] HCCL(" + p.pid + "," + pname + "):" + plogTs(local(p, us)) + " [" + file
        + "]" + sp + "[" + tid(p) + "]" + body;
  }

  /** A RUNTIME, ASCENDCL, GE or APP line: a bare thread id after the file (LF 2.2). */
  private String mod(Proc p, String level, String module, long us, String file, String body) {
    return "[" + level + "] " + module + "(" + p.pid + "," + pname + "):" + plogTs(local(p, us)) + " ["
        + file + "]" + tid(p) + " " + body;
  }

  /** An HCCP or ROCE line: {@code tid:N,func(line) : } (LF 2.2, hcclug_000061). */
  private String hccp(Proc p, String level, String module, long us, String file, String body) {
    return "[" + level + "] " + module + "(" + p.pid + "," + pname + "):" + plogTs(local(p, us)) + " ["
        + file + "]tid:" + tid(p) + "," + body;
  }

  private void debug(Proc p, long us, String text) {
    p.debug.add(new Ln(us, text));
  }

  private void run(Proc p, long us, String text) {
    p.run.add(new Ln(us, text));
  }

  /** torch_npu's error line (LF 7.1): date to the second, host clock. */
  private String ptaErr(Proc p, long us, String code, String sub, String msg) {
    return "[ERROR] " + PLOG_TS.format(Instant.ofEpochSecond(local(p, us) / 1_000_000)) + " (PID:"
        + p.pid + ", Device:" + p.device + ", RankID:" + p.rank + ") " + code + " " + sub + " " + msg;
  }

  /** A CANN error-message block (LF 3.1 A or C), by the tree's wording. */
  private String cannBlock(Proc p, long us, String code, String title, String msg) {
    String ts = plogTs(local(p, us));
    if (newWording) {
      return "[PID: " + p.pid + "] " + ts + " " + title + "(" + code + "): " + msg;
    }
    return code + ": [PID: " + p.pid + "] " + ts + " " + msg;
  }

  private void console(Proc p, long us, String text) {
    p.console.add(new Ln(us, text));
  }

  // ---------------------------------------------------------------- every process's start

  private void startup(Proc p, long start) {
    long t = start;
    // HCCL_ENV lines (LF 8.4, fixtures' "set by environment to")
    String by = connectTimeout == 120 ? "by default" : "by environment";
    if (newWording) {
      run(p, t += 900, hccl(p, "INFO", t, "externalinput.cc:598", "[HCCL_ENV] HCCL_CONNECT_TIMEOUT set "
          + by + " to [" + connectTimeout + "]s"));
      run(p, t += 120, hccl(p, "INFO", t, "externalinput.cc:598", "[HCCL_ENV] HCCL_EXEC_TIMEOUT set "
          + (execTimeout == 1836 ? "by default" : "by environment") + " to [" + execTimeout + "]s"));
      // hcclug_000059: the Entry- line that names rank and device logic id
      run(p, t += 4_000, hccl(p, "INFO", t, "op_base.cc:1292", "Entry-HcclCommInitRootInfoInner:ranks["
          + procs.size() + "], rank[" + p.rank + "], rootinfo: host ip[" + hosts.get(0).ip()
          + "] port[60000] nicDeploy[1] identifier[" + identifier + "], deviceLogicId[" + p.device + "]"));
      // LF 8.1: the local rank's key info with its host IP
      run(p, t += 2_000_000, hccl(p, "INFO", t, "hccl_communicator.cc:412", "[LocalRank Key Info]userRank["
          + p.rank + "] hostIp[" + p.host.ip() + "] devicePhyId[" + p.device + "] deviceIp[" + p.devIp
          + "]"));
    } else {
      run(p, t += 900, hccl(p, "INFO", t, "externalinput.cc:407", "HCCL_CONNECT_TIMEOUT set " + by
          + " to [" + connectTimeout + "]s"));
      run(p, t += 120, hccl(p, "INFO", t, "externalinput.cc:985", "HCCL_EXEC_TIMEOUT set "
          + (execTimeout == 1836 ? "by default" : "by environment") + " to [" + execTimeout + "]s"));
      // ascend-fd fixtures: SetupAgent names rank, own server, logic/phy device and device IP
      run(p, t += 4_000, hccl(p, "INFO", t, "topoinfo_detect.cc:506", "[HCCL_TRACE][Flat]SetupAgent rankNum["
          + procs.size() + "], rank[" + p.rank + "], rootInfo identifier[" + identifier + "], server["
          + p.host.ip() + "%" + nic + "], serverPort[60000]deviceType[4], logicDevId[" + p.device
          + "], phydevId[" + p.device + "], deviceIp[" + p.devIp + "]"));
    }
    // fixtures: the device NIC listen line
    run(p, t += 1_500_000, hccl(p, "INFO", t, "network_manager.cc:685", "[Start][Nic]Listen on ip["
        + p.devIp + "], port[16666] sucess, devPhyId[" + p.device + "], devLogicId[" + p.device
        + "], isAutoPort[0]"));
    noise(p, start, start + 60_000_000L, 3 + rnd.nextInt(6));
  }

  /** INFO/DEBUG lines and unrelated WARNINGs (LF 2.2 module forms); no fault words. */
  private void noise(Proc p, long from, long to, int n) {
    for (int i = 0; i < n; i++) {
      long t = from + rnd.nextLong(Math.max(1, to - from));
      switch (rnd.nextInt(7)) {
        case 0 -> run(p, t, hccl(p, "INFO", t, "op_base.cc:2113", "Entry-Hccl" + op + ": tag[" + op
            + "_" + identifier + "], sendBuf[0x12c0" + Integer.toHexString(rnd.nextInt(1 << 20))
            + "], recvBuf[0x12c1" + Integer.toHexString(rnd.nextInt(1 << 20)) + "], count["
            + (1 << rnd.nextInt(24)) + "], dataType[float32], op[sum], localRank[" + p.rank
            + "], streamId[" + (2 + rnd.nextInt(9)) + "],comm[0x" + Integer.toHexString(p.pid * 7919)
            + "], deviceLogicId[" + p.device + "]"));
        case 1 -> run(p, t, mod(p, "INFO", "RUNTIME", t, "stream.cc:" + (300 + rnd.nextInt(900)),
            "Create stream success, stream_id=" + rnd.nextInt(200) + ", device_id=" + p.device));
        case 2 -> {
          if (infoInDebug) {
            debug(p, t, mod(p, "INFO", "GE", t, "graph_manager.cc:" + (100 + rnd.nextInt(4000)),
                "AddGraph: graph_id=" + rnd.nextInt(40) + ", session_id=" + rnd.nextInt(9)));
          }
        }
        case 3 -> {
          if (infoInDebug) {
            debug(p, t, mod(p, "DEBUG", "RUNTIME", t, "npu_driver.cc:" + (100 + rnd.nextInt(2000)),
                "MemAlloc: size=" + (1 << (10 + rnd.nextInt(20))) + ", device_id=" + p.device));
          }
        }
        case 4 -> debug(p, t, "[WARNING] PROFILING(" + p.pid + "," + pname + "):" + plogTs(local(p, t))
            + " [prof_acl_mgr.cpp:" + (200 + rnd.nextInt(900)) + "] >>> (tid:" + p.pid
            + ") Profiling config is empty, profiling is off");
        case 5 -> debug(p, t, mod(p, "WARNING", "GE", t, "ge_local_context.cc:" + (40 + rnd.nextInt(90)),
            "GetOption: option ge.exec.precision_mode is not set, use default"));
        default -> console(p, t, "step " + (1 + rnd.nextInt(5000)) + " loss " + String.format("%.4f",
            1 + rnd.nextDouble() * 3) + " lr " + String.format("%.2e", rnd.nextDouble() * 1e-4));
      }
    }
  }

  // ---------------------------------------------------------------- cascades

  /** Link setup: the waiter's socket to its parent timed out (LF 8.2, hcclug_000050, fixtures). */
  private void linkTimeout(Proc p, long opStart) {
    Proc dest = procs.get(p.parent);
    long t = opStart + connectTimeout * 1_000_000L + rnd.nextLong(3_000_000L);
    String unit = newWording ? " s" : "";
    debug(p, t, hccl(p, "ERROR", t, "hccl_socket_manager.cc:797", "[Wait][LinkEstablish]wait socket "
        + "establish timeout, role[1] rank[" + p.rank + "] timeout[" + connectTimeout + unit + "]"));
    t += 60;
    debug(p, t, hccl(p, "ERROR", t, "hccl_socket_manager.cc:623",
        "   _________________________LINK_ERROR_INFO___________________________"));
    debug(p, t += 4, hccl(p, "ERROR", t, "hccl_socket_manager.cc:624", "   |  comm error, device["
        + p.device + "]"));
    if (newWording) {
      debug(p, t += 3, hccl(p, "ERROR", t, "hccl_socket_manager.cc:626", "   |  dest_ip(user_rank)  |"
          + "   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |"));
      debug(p, t += 3, hccl(p, "ERROR", t, "hccl_socket_manager.cc:628", "   |----------------------|"
          + "---------------|----------------------|--------------|------------|------------|----------------|"));
      debug(p, t += 9, hccl(p, "ERROR", t, "hccl_socket_manager.cc:583", "   |  " + dest.devIp + "("
          + dest.rank + ")   |  16666  |   " + p.devIp + "(" + p.rank + ")   |  " + rnd.nextInt(1 << 30)
          + "  |  client  | time out |   DISABLE  | LinkInfo"));
    } else {
      debug(p, t += 3, hccl(p, "ERROR", t, "comm_base.cc:969", "   |  dest_ip(rank_id)  |  src_ip(rank_id)"
          + "   |   Role   |   Status   |"));
      debug(p, t += 3, hccl(p, "ERROR", t, "comm_base.cc:970", "   |--------------------|"
          + "--------------------|----------|------------|"));
      debug(p, t += 9, hccl(p, "ERROR", t, "comm_base.cc:1018", "   |  " + dest.devIp + "(" + dest.rank
          + ")   |   " + p.devIp + "(" + p.rank + ")   |  client  | no connect |"));
    }
    debug(p, t += 5, hccl(p, "ERROR", t, "hccl_socket_manager.cc:633",
        "   ___________________________________________________________________"));
    debug(p, t += 3, hccl(p, "ERROR", t, "hccl_socket_manager.cc:634", "the connection failure between "
        + "this device and target device may be due to the following reasons:"));
    debug(p, t += 20, hccl(p, "ERROR", t, "hccl_socket_manager.cc:861",
        "[Wait][LinksEstablishCompleted] is failed. ret[9]."));
    // the console: EI0006 (LF 4.1) and torch_npu's HCCL call failure (LF 7.2)
    long c = t + 200_000;
    console(p, c, "RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102 "
        + "HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, "
        + "&(comm->hcclComm_)), error code is 9\n" + ptaErr(p, c, "ERR02200", "DIST", "call hccl api failed.")
        + "\n" + cannBlock(p, c - 150_000, "EI0006", "Communication_Error_Get_Socket", "Getting socket times "
        + "out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank "
        + "being stuck"));
    exit(p, c + 400_000, 1);
  }

  /** Execution: a notify wait on the parent timed out (LF 8.3, 4.1 EI0002, hcclug_000059). */
  private void execTimeout(Proc p, long opStart) {
    long t = opStart + execTimeout * 1_000_000L + rnd.nextLong(4_000_000L);
    int stream = 2 + rnd.nextInt(1000);
    int task = 10 + rnd.nextInt(90);
    if (newWording) {
      debug(p, t, hccl(p, "ERROR", t, "task_exception_handler.cc:27", "[TaskExecStage][Timeout][HOST]Task "
          + "run failed, base information is streamID:[" + stream + "], taskID[" + task + "], tag[" + op
          + "_" + identifier + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
      debug(p, t += 9, hccl(p, "ERROR", t, "task_exception_handler.cc:41", "[TaskExecStage][Timeout][HOST]"
          + "Task run failed, groupRank information is group:[" + identifier + "], user define "
          + "information[], rankSize[" + procs.size() + "], rankId[" + p.rank + "]."));
    } else {
      debug(p, t, hccl(p, "ERROR", t, "task_exception_handler.cc:610", "[TaskExceptionHandler][Callback]Task "
          + "run failed, base information is streamID:[" + stream + "], taskID[" + task
          + "], taskType[Notify Wait], tag[" + op + "_" + identifier + "]."));
    }
    long c = t + 300_000;
    String msg = newWording
        ? "A timeout occurs when the Notify register waits for execution. Waiting peer rank: " + p.parent
            + "; task information: streamID:[" + stream + "], taskID[" + task + "]; communication "
            + "operator information: " + op + "; communicator: " + identifier + "."
        : "The wait execution of the Notify register times out. Reason: The Notify register has not "
            + "received the Notify record from remote rank: [" + p.parent + "]. base information: "
            + "[streamID:[" + stream + "], taskID[" + task + "]]. task information: []. group "
            + "information: [group:" + identifier + "]";
    if (rnd.nextBoolean()) {
      console(p, c, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:467 NPU "
          + "function error: call aclrtSynchronizeStream failed, error code is 507048\n"
          + ptaErr(p, c, "ERR00100", "PTA", "call acl api failed") + "\n"
          + cannBlock(p, c - 200_000, "EI0002", "Communication_Error_Timeout", msg));
    } else {
      // LF 7.3: the watchdog, its timeout HCCL_EXEC_TIMEOUT + 1800 s unless set
      long ms = (execTimeout + 1800) * 1000L;
      console(p, c, "[Rank " + p.rank + "] Watchdog caught collective operation timeout: WorkHCCL(SeqNum="
          + (100 + rnd.nextInt(90000)) + ", OpType=" + op.toUpperCase(Locale.ROOT) + ", NumelIn="
          + (1 << rnd.nextInt(22)) + ", NumelOut=" + (1 << rnd.nextInt(22)) + ", Timeout(ms)=" + ms
          + ") ran for " + (ms + rnd.nextInt(900)) + " milliseconds before timing out.\n"
          + cannBlock(p, c - 200_000, "EI0002", "Communication_Error_Timeout", msg));
    }
    exit(p, c + 3_000_000, rnd.nextBoolean() ? 1 : -6);
  }

  /** Heartbeat events naming the root (hcclug_000054; LF 8.3). */
  private void heartbeat(Proc p, long detectedUs, String status, String type, String reason) {
    Proc informer = procs.get(rnd.nextInt(procs.size()));
    long t = detectedUs + rnd.nextLong(2_000_000L);
    run(p, t, hccl(p, "INFO", t, "heartbeat.cc:951", "[TaskExecStage][HeartbeatAbnormal]local rank ["
        + p.host.ip() + "/" + p.device + "]: crimer rank [" + root.host.ip() + "/" + root.device
        + "] status[" + status + "] by informer rank [" + informer.host.ip() + "/" + informer.device
        + "]"));
    long d = t + 1_000_000L + rnd.nextLong(30_000_000L);
    debug(p, d, hccl(p, "ERROR", d, "heartbeat.cc:1245", "[TaskExecStage][HeartbeatAbnormal]Cluster "
        + "Exception Location[IP/ID]:[" + root.host.ip() + "/" + root.device + "], Arrival Time:["
        + ARRIVAL.format(Instant.ofEpochSecond(local(p, t) / 1_000_000)) + "], Discoverer:["
        + informer.host.ip() + "/" + informer.device + "], ExceptionType:[" + type + "], Possible "
        + "Reason:" + reason));
  }

  private void exit(Proc p, long us, int code) {
    p.exitUs = us;
    p.exitCode = code;
  }

  // ---------------------------------------------------------------- the root kinds

  private void build() {
    long start = t0;
    for (Proc p : procs) {
      startup(p, start + rnd.nextLong(3_000_000L));
    }
    boolean linkStage = switch (kind) {
      case NIC_DOWN, RANKTABLE_IP -> true;
      case OOM_KILLED -> rnd.nextBoolean();
      default -> false;
    };
    long opStart = linkStage ? t0 + 25_000_000L + rnd.nextLong(20_000_000L)
        : t0 + 600_000_000L + rnd.nextLong(8_000_000_000L);
    long tf = linkStage ? opStart + 1_000_000L + rnd.nextLong(20_000_000L)
        : opStart - rnd.nextLong(5_000_000L);
    for (Proc p : procs) {
      if (tf > t0 + 61_000_000L) {
        noise(p, t0 + 60_000_000L, tf, rnd.nextInt(12));
      }
    }
    rootFault(tf, opStart);
    String hbStatus = switch (kind) {
      case ERROR_CQE -> "ERROR CQE";
      case STUCK -> "STUCK";
      default -> "LOST";
    };
    String hbType = switch (kind) {
      case ERROR_CQE -> "Error cqe Occurred";
      case STUCK -> "Stuck Occurred";
      default -> "Heartbeat Lost Occurred";
    };
    String hbReason = switch (kind) {
      case ERROR_CQE -> "1. Network Disconnected, 2. Remote Process has exited";
      case STUCK -> "1. Host process is stuck, 2. Device task is stuck";
      default -> "1. Process has exited, 2. Network Disconnected";
    };
    long detect = switch (kind) {
      case STUCK -> tf + execTimeout * 1_000_000L / 3;
      case ERROR_CQE -> tf + 2_000_000L;
      default -> tf + 30_000_000L;
    };
    for (Proc p : procs) {
      if (p == root || p.host.missing()) {
        continue; // a missing host's processes write nothing the input holds
      }
      if (linkStage) {
        linkTimeout(p, opStart);
      } else {
        if (heartbeat) {
          heartbeat(p, detect, hbStatus, hbType, hbReason);
        }
        execTimeout(p, opStart);
      }
    }
    if (kind == Kind.STUCK) {
      long last = procs.stream().filter(p -> p != root && p.exitUs > 0).mapToLong(p -> p.exitUs).min()
          .orElse(tf);
      exit(root, last + 5_000_000L, -15); // the launcher ends the hung process
    }
    for (Proc p : procs) {
      if (p.exitUs > 0) {
        // a process writes nothing after it ended
        p.run.removeIf(l -> l.us() > p.exitUs);
        p.debug.removeIf(l -> l.us() > p.exitUs);
        p.console.removeIf(l -> l.us() > p.exitUs);
      }
    }
    if (rnd.nextInt(10) < 3) {
      // an unrelated ERROR at start-up on some other rank (LF 2.2 PROFILING example)
      Proc q = procs.get(rnd.nextInt(procs.size()));
      if (q != root) {
        long t = t0 + 200_000 + rnd.nextLong(2_000_000L);
        debug(q, t, "[ERROR] PROFILING(" + q.pid + "," + pname + "):" + plogTs(local(q, t))
            + " [driver_plugin.cpp:88] >>> (tid:" + q.pid + ") DriverPlugin failed to load driver so");
        notes.add("unrelated PROFILING ERROR at start on rank " + q.rank);
      }
    }
  }

  private void rootFault(long tf, long opStart) {
    Proc p = root;
    switch (kind) {
      case HBM_ECC -> {
        boolean uce = rnd.nextBoolean();
        String reason = uce ? "device mem error" : "hbm Multi-bit ECC error";
        int code = uce ? 507053 : 507054;
        String words = uce ? "UCE ERROR" : "HBM MULTI BIT ECC ERROR";
        debug(p, tf, mod(p, "ERROR", "RUNTIME", tf, "error_message_manage.cc:53",
            "FuncErrorReason:rtStreamSynchronize execute failed, reason=[" + reason + "]"));
        debug(p, tf + 140, mod(p, "ERROR", "ASCENDCL", tf + 140, "stream.cpp:" + (60 + rnd.nextInt(300)),
            "aclrtSynchronizeStream: synchronize stream failed, runtime result = " + code + "."));
        console(p, tf + 500_000, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:"
            + (400 + rnd.nextInt(100)) + " NPU function error: " + words + ", error code is " + code + "\n"
            + ptaErr(p, tf + 500_000, "ERR00100", "PTA", "call acl api failed"));
        exit(p, tf + 2_000_000L, 1);
      }
      case AICORE -> {
        boolean timeout = rnd.nextInt(3) == 0;
        int code = timeout ? 507014 : 507015;
        String reason = timeout ? "aicore timeout" : "aicore exception";
        if (!timeout) {
          debug(p, tf - 300, mod(p, "ERROR", "RUNTIME", tf - 300, "task_info.cc:" + (1100 + rnd.nextInt(300)),
              "PrintErrorInfo:Aicore kernel execute failed, device_id=" + p.device + ", stream_id="
              + rnd.nextInt(60) + ", task_id=" + rnd.nextInt(9000) + ", fault kernel_name="
              + kernel(new String[] {"MatMulV2_17_mix_aic", "FlashAttentionScore_41", "aiv_all_reduce_3"}[rnd.nextInt(3)])));
        }
        debug(p, tf, mod(p, "ERROR", "RUNTIME", tf, "error_message_manage.cc:53",
            "FuncErrorReason:rtStreamSynchronize execute failed, reason=[" + reason + "]"));
        debug(p, tf + 150, mod(p, "ERROR", "ASCENDCL", tf + 150, "stream.cpp:" + (60 + rnd.nextInt(300)),
            "aclrtSynchronizeStream: synchronize stream failed, runtime result = " + code + "."));
        console(p, tf + 600_000, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:"
            + (400 + rnd.nextInt(100)) + " NPU function error: call aclrtSynchronizeStream failed, error code is "
            + code + "\n" + ptaErr(p, tf + 600_000, "ERR00100", "PTA", "call acl api failed"));
        exit(p, tf + 2_000_000L, 1);
      }
      case NIC_DOWN -> {
        Proc peer = procs.get((p.rank + 1) % procs.size());
        debug(p, tf, hccl(p, "ERROR", tf, "transport_manager.cc:777", (newWording ? "[InitChannelStage][Timeout]" : "")
            + "Transport init error! createLink para:rank[" + p.rank + "]-localUserrank[" + p.rank
            + "]-localIpAddr[" + p.devIp + "/" + p.device + "], remoteRank[" + peer.rank + "]-remoteUserrank["
            + peer.rank + "]-remoteIpAddr[" + peer.devIp + "/" + peer.device + "], machineType[1], linkMode[1], "
            + "isUsedRdma[1], tag[" + op + "_" + identifier + "]"));
        console(p, tf + 300_000, cannBlock(p, tf + 100_000, "EI0009", "Communication_Error_Initialize_Transport",
            "Device " + p.device + " transport init error. Reason: The network port is down."));
        if (rnd.nextBoolean()) {
          // LF 4.2 EJ0002 beside it, HCCP's own message
          console(p, tf + 310_000, cannBlock(p, tf + 90_000, "EJ0002", "Environment_Error",
              "The network port is down.Suggest: check the link status of device " + p.device));
        }
        exit(p, tf + 2_000_000L, 1);
      }
      case ERROR_CQE -> {
        Proc peer = procs.get((p.rank + 1 + rnd.nextInt(procs.size() - 1)) % procs.size());
        // hcclug_000061: the ROCE line has no thread id
        debug(p, tf, "[ERROR] ROCE(" + p.pid + "," + pname + "):" + plogTs(local(p, tf))
            + " [hns_roce_lite.c:630]hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15");
        debug(p, tf + 38, hccp(p, "ERROR", "HCCP", tf + 38, "ra_hdc_lite.c:794",
            "ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]"));
        String when = ARRIVAL.format(Instant.ofEpochSecond(local(p, tf) / 1_000_000));
        if (newWording) {
          debug(p, tf + 900, hccl(p, "ERROR", tf + 900, "heartbeat.cc:1311", "[TaskExecStage][HeartbeatAbnormal]"
              + "[ROCE CQE ERROR]cqe error status[12], time:[" + when + "],localInfo{server[" + p.host.ip()
              + "],deviceId[" + p.device + "],deviceIp[" + p.devIp + "]}, remoteIP{server[" + peer.host.ip()
              + "],deviceId[" + peer.device + "],deviceIp[" + peer.devIp + "]}"));
        } else {
          debug(p, tf + 900, hccl(p, "ERROR", tf + 900, "heartbeat.cc:1030", "[Heartbeat]cqe err status[12], "
              + "time:[" + when + "], ip:[" + peer.devIp + "]"));
        }
        console(p, tf + 2_000_000L, cannBlock(p, tf + 1_500_000L, "EI0013", "Execution Error ROCE CQE",
            "An error CQE occurred during operator execution. Local information: server " + p.host.ip()
            + ", device ID " + p.device + ", device IP " + p.devIp + ". Peer information: server "
            + peer.host.ip() + ", device ID " + peer.device + ", device IP " + peer.devIp + "."));
        exit(p, tf + 5_000_000L, 1);
      }
      case RANKTABLE_IP -> {
        String wrong = "192.168." + (7 + rnd.nextInt(90)) + "." + (10 + rnd.nextInt(200));
        debug(p, tf, hccp(p, "ERROR", "HCCP", tf, "ra_host.c:544", "ra_rdev_init_check_ip(544) : [check][ip]fail, "
            + "ret(-16) the IP address(" + wrong + ") in the ranktable is inconsistent with the IP("
            + p.devIp + ")address of the network adapter, please make sure they're consistent. num(1)"));
        console(p, tf + 200_000, cannBlock(p, tf + 50_000, "EJ0004", "Invalid_Argument_IP_Address",
            "Check ip fail. Reason: the IP address(" + wrong + ") in the ranktable is inconsistent with "
            + "the IP(" + p.devIp + ") address of the network adapter."));
        exit(p, tf + 1_000_000L, 1);
      }
      case OOM_KILLED -> {
        long rss = 200_000_000L + rnd.nextLong(600_000_000L);
        messages.computeIfAbsent(p.host, h -> new ArrayList<>()).add(new Ln(tf, SYSLOG.format(
            Instant.ofEpochSecond(local(p, tf) / 1_000_000)) + " " + p.host.folder() + " kernel: [" + (100_000
            + rnd.nextInt(900_000)) + "." + String.format("%06d", rnd.nextInt(1_000_000)) + "] Out of memory: "
            + "Killed process " + p.pid + " (" + pname + ") total-vm:" + (rss + 90_000_000L) + "kB, anon-rss:"
            + rss + "kB, file-rss:" + rnd.nextInt(400_000) + "kB, shmem-rss:" + rnd.nextInt(90_000)
            + "kB, UID:0 pgtables:" + (rss / 500) + "kB oom_score_adj:0"));
        exit(p, tf, -9);
      }
      case SEGFAULT -> {
        console(p, tf, "Fatal Python error: Segmentation fault\n\nThread 0x0000ffff" + Integer.toHexString(
            rnd.nextInt()) + " (most recent call first):\n  File \"/home/user/train.py\", line "
            + (100 + rnd.nextInt(300)) + " in train_step\n  File \"/home/user/train.py\", line "
            + (400 + rnd.nextInt(100)) + " in main");
        exit(p, tf + 100_000, -11);
      }
      case STUCK -> {
        // nothing at ERROR: the process stops logging (hcclug_000054: STUCK is found by its peers)
        p.run.removeIf(l -> l.us() > tf);
      }
      case PY_EXCEPTION -> {
        String[] errs = {"KeyError: 'input_ids'", "ValueError: Expected input batch_size (16) to match "
            + "target batch_size (12).", "FileNotFoundError: [Errno 2] No such file or directory: "
            + "'/data/shard_0" + rnd.nextInt(99) + ".bin'", "IndexError: index 8192 is out of bounds for "
            + "dimension 0 with size 8192"};
        console(p, tf, "Traceback (most recent call last):\n  File \"/home/user/train.py\", line "
            + (300 + rnd.nextInt(200)) + ", in <module>\n    main()\n  File \"/home/user/train.py\", line "
            + (100 + rnd.nextInt(200)) + ", in main\n    batch = next(loader)\n" + errs[rnd.nextInt(errs.length)]
            + "\n" + ptaErr(p, tf + 10_000, "ERR99999", "UNKNOWN", "applicaiton exception"));
        exit(p, tf + 1_000_000L, 1);
      }
      default -> throw new IllegalStateException(kind.name());
    }
  }

  // ---------------------------------------------------------------- writing

  private Path logRoot(Path logs, Host h) {
    Path base = logs.resolve(h.folder());
    return switch (h.layout()) {
      case 0 -> base;                              // a copy of ~/ascend/log/* (LF 1.4)
      case 1 -> base.resolve("ascend").resolve("log"); // the whole ~/ascend copied
      default -> base.resolve("process_log");     // ascend-fd's collection (LF 10)
    };
  }

  private void write(Path dir) throws IOException {
    Path logs = dir.resolve("logs");
    for (Proc p : procs) {
      if (p.host.missing()) {
        continue;
      }
      Path lr = logRoot(logs, p.host);
      long created = local(p, t0) + rnd.nextLong(2_000_000L);
      writeLines(lr.resolve("run/plog/plog-" + p.pid + "_" + fileTs(created) + ".log"), p.run);
      if (!p.debug.isEmpty()) {
        long first = local(p, p.debug.stream().mapToLong(Ln::us).min().orElse(t0));
        writeLines(lr.resolve("debug/plog/plog-" + p.pid + "_" + fileTs(first) + ".log"), p.debug);
      }
      if (!p.deviceLog.isEmpty()) {
        writeLines(lr.resolve("debug/device-" + p.device + "/device-" + p.pid + "_" + fileTs(created) + ".log"),
            p.deviceLog);
      }
    }
    writeConsoles(logs);
    for (Map.Entry<Host, List<Ln>> e : messages.entrySet()) {
      if (!e.getKey().missing()) {
        writeLines(logs.resolve(e.getKey().folder()).resolve("messages"), e.getValue());
      }
    }
    Files.writeString(dir.resolve("expected.json"), expected(), StandardCharsets.UTF_8);
  }

  private void writeConsoles(Path logs) throws IOException {
    Map<Host, List<Proc>> byHost = new TreeMap<>(Comparator.comparingInt(Host::index));
    for (Proc p : procs) {
      if (!p.host.missing()) {
        byHost.computeIfAbsent(p.host, h -> new ArrayList<>()).add(p);
      }
    }
    for (Map.Entry<Host, List<Proc>> e : byHost.entrySet()) {
      Host h = e.getKey();
      Path base = logs.resolve(h.folder());
      switch (launcher) {
        case "msrun" -> {
          // msrun: one worker_<rank>.log per worker, its stdout and stderr
          for (Proc p : e.getValue()) {
            writeLines(base.resolve("msrun_log/worker_" + p.rank + ".log"), p.console);
          }
        }
        case "rank-files" -> {
          // ascend-fd's collection: rank-<id>.log training consoles (LF 10)
          for (Proc p : e.getValue()) {
            writeLines(base.resolve("rank-" + p.rank + ".log"), p.console);
          }
        }
        default -> writeLines(base.resolve("train.log"), torchrunConsole(e.getValue()));
      }
    }
  }

  /** One host's torchrun console: [rankN]: prefixed lines, then the agent's summary (LF 9.4). */
  private List<Ln> torchrunConsole(List<Proc> local) {
    List<Ln> out = new ArrayList<>();
    for (Proc p : local) {
      for (Ln l : p.console) {
        StringBuilder sb = new StringBuilder();
        for (String part : l.text().split("\n", -1)) {
          if (sb.length() > 0) {
            sb.append('\n');
          }
          sb.append("[rank").append(p.rank).append("]:").append(part.isEmpty() ? "" : " " + part);
        }
        out.add(new Ln(l.us(), sb.toString()));
      }
    }
    List<Proc> failed = new ArrayList<>();
    for (Proc p : local) {
      if (p.exitUs > 0) {
        failed.add(p);
      }
    }
    if (failed.isEmpty()) {
      return out;
    }
    failed.sort(Comparator.comparingLong(p -> p.exitUs));
    Proc first = failed.get(0);
    long t = local(first, first.exitUs) + 1_000_000L;
    String wall = "[" + java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
        .withZone(ZoneOffset.UTC).format(Instant.ofEpochSecond(t / 1_000_000)) + String.format(",%03d",
        (t / 1000) % 1000) + "]";
    StringBuilder sb = new StringBuilder();
    for (Proc p : local) {
      if (p.exitUs < 0) {
        sb.append(wall).append(" torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process ")
            .append(p.pid).append(" closing signal SIGTERM\n");
      }
    }
    sb.append(wall).append(" torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: ")
        .append(first.exitCode).append(") local_rank: ").append(first.local).append(" (pid: ")
        .append(first.pid).append(") of binary: /usr/local/python3.10/bin/python3\n");
    sb.append("torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n");
    sb.append("============================================================\n");
    sb.append("train.py FAILED\n");
    sb.append("------------------------------------------------------------\n");
    sb.append("Failures:\n");
    if (failed.size() == 1) {
      sb.append("  <NO_OTHER_FAILURES>\n");
    }
    for (int i = 1; i < failed.size(); i++) {
      entry(sb, i, failed.get(i));
    }
    sb.append("------------------------------------------------------------\n");
    sb.append("Root Cause (first observed failure):\n");
    entry(sb, 0, first);
    sb.append("============================================================");
    out.add(new Ln(first.exitUs + 1_000_000L, sb.toString()));
    return out;
  }

  private void entry(StringBuilder sb, int i, Proc p) {
    sb.append('[').append(i).append("]:\n");
    sb.append("  time      : ").append(RUN_TS.format(Instant.ofEpochSecond(local(p, p.exitUs) / 1_000_000)))
        .append('\n');
    sb.append("  host      : ").append(p.host.folder()).append('\n');
    sb.append("  rank      : ").append(p.rank).append(" (local_rank: ").append(p.local).append(")\n");
    sb.append("  exitcode  : ").append(p.exitCode).append(" (pid: ").append(p.pid).append(")\n");
    sb.append("  error_file: <N/A>\n");
    if (p.exitCode < 0) {
      int sig = -p.exitCode;
      String name = switch (sig) {
        case 9 -> "SIGKILL";
        case 11 -> "SIGSEGV";
        case 6 -> "SIGABRT";
        default -> "SIGTERM";
      };
      sb.append("  traceback : Signal ").append(sig).append(" (").append(name).append(") received by PID ")
          .append(p.pid).append('\n');
    } else {
      sb.append("  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html\n");
    }
  }

  /** Writes lines in the order of the true clock (each file is written by one clock). */
  private static void writeLines(Path file, List<Ln> lines) throws IOException {
    List<Ln> sorted = new ArrayList<>(lines);
    sorted.sort(Comparator.comparingLong(Ln::us));
    StringBuilder sb = new StringBuilder();
    for (Ln l : sorted) {
      sb.append(l.text()).append('\n');
    }
    Files.createDirectories(file.getParent());
    Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
  }

  /** The AI Core fault's kernel; one of HCCL's vector-core collectives makes the root's fault collective. */
  private String kernel(String name) {
    if (name.startsWith("aiv_")) {
      label = "collective";
    }
    return name;
  }

  private String expected() {
    StringBuilder sb = new StringBuilder("{\n");
    sb.append("  \"kind\": \"").append(kind.name().toLowerCase(Locale.ROOT).replace('_', '-')).append("\",\n");
    sb.append("  \"layer\": \"").append(label != null ? label : kind.layer).append("\",\n");
    sb.append("  \"root\": {\"host\": \"").append(root.host.folder()).append("\", \"rank\": ").append(root.rank)
        .append(", \"device\": ").append(root.device).append(", \"pid\": \"").append(root.pid).append("\"},\n");
    sb.append("  \"hosts\": ").append(hosts.size()).append(", \"ranksPerHost\": ")
        .append(procs.size() / hosts.size()).append(",\n");
    sb.append("  \"wording\": \"").append(newWording ? "cann-8.5" : "older").append("\", \"heartbeat\": ")
        .append(heartbeat).append(", \"launcher\": \"").append(launcher).append("\",\n");
    sb.append("  \"notes\": [");
    for (int i = 0; i < notes.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append('"').append(notes.get(i)).append('"');
    }
    sb.append("]\n}\n");
    return sb.toString();
  }

  public static void main(String[] args) throws IOException {
    Path out = null;
    int count = -1;
    Long seed = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (i + 1 >= args.length) {
        usage("missing a value after " + a);
      }
      switch (a) {
        case "--out" -> out = Path.of(args[++i]);
        case "--count" -> count = parse(args[++i], "--count");
        case "--seed" -> seed = parseLong(args[++i]);
        default -> usage("unknown argument " + a);
      }
    }
    if (out == null || count < 1) {
      usage("--out DIR and --count N (N >= 1) are required");
    }
    long s = seed != null ? seed : System.currentTimeMillis();
    System.out.println("seed " + s);
    SplittableRandom master = new SplittableRandom(s);
    Kind[] kinds = Kind.values();
    try {
      for (int i = 0; i < count; i++) {
        Kind kind = kinds[i % kinds.length]; // every kind equally often
        FieldTrees t = new FieldTrees(master.split(), kind);
        t.build();
        t.write(out.resolve(String.format("tree-%03d", i + 1)));
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    System.out.println("wrote " + count + " trees under " + out);
  }

  private static int parse(String v, String name) {
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      usage(name + " takes a whole number, not '" + v + "'");
      return -1;
    }
  }

  private static long parseLong(String v) {
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      usage("--seed takes a whole number, not '" + v + "'");
      return -1;
    }
  }

  private static void usage(String why) {
    System.err.println("FieldTrees: " + why);
    System.err.println("usage: java bench/FieldTrees.java --out DIR --count N [--seed S]");
    System.exit(2);
  }
}
