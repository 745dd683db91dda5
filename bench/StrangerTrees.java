import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Multi-rank failure trees written by a stranger (issue 36): a second opinion on the root cause,
 * written without reading the project's own failure-tree simulator (src/test/.../rootcause/sim).
 * The line forms are the ones ascend-fd's parsers extract (docs/rootcause.md, "What ascend-fd
 * reads"), spelled as the shared docs/log-formats.md and the four shared ascend-fd fixtures show
 * them; the folders are the ones ascend-fd collects ({@code <host>/process_log/{run,debug}/...},
 * {@code <host>/environment_check/npu_info_before.txt}), now and then inside one wrapping folder.
 * Run as a single-file program (JDK only):
 *
 * <pre>
 *   java bench/StrangerTrees.java --out DIR --trees N [--seed S] [--kinds CQE,NOTIFY,...]
 * </pre>
 *
 * <p>Writes {@code DIR/tree-NNNN/} (the input) and {@code DIR/tree-NNNN.expected} (the answer,
 * outside the input): {@code kind}, {@code forms} (what was drawn), {@code roots} as {@code
 * host:rank:logical:physical} separated by {@code ;}, or {@code outside}, {@code cycle}, and {@code
 * decided} (false where what survives rotation does not decide the root: the engine should say so). One
 * planted root per tree, of the kinds issue 36 names: an error CQE every reporter names, a
 * notify-wait chain, a link-setup timeout, a transport-init error, a root-info negotiation that one
 * rank never joined, a two-member cycle, a root whose host is not in the input, two independent
 * faults; and (session 21) an earlier run in the same folders (RERUN), a runtime restart inside the
 * processes (RESTART), a rank or host that reached the collective after the others gave up
 * (LAGGARD), input with a host, a host's debug folder, a rank's files or a run log's start missing
 * (PARTIAL), hcomm's A5 channel tables (A5), several devices in one process (DEVICES) and MindIE
 * identity lines (MINDIE); and (session 22) the root on host 0's rank 0 (ROOTZERO), 64-256 ranks (BIG),
 * clocks off by minutes, hours or a time zone (SKEW), timeouts set per host or rank (TIMEOUTS), the
 * hang inside a tensor-parallel sub-communicator with data-parallel waiters (SUBCOMM), a root whose
 * only file is its device log (DEVLOG) and another job's logs in the same folders (OTHERJOB); and
 * (session 23) MindSpore jobs launched by msrun or mpirun with their worker logs and msrun's scheduler
 * (MSRUN), serving trees of dp replicas each a tp group with its own communicator (SERVE), AI CPU
 * reports without their opData line (NOOPDATA), a device known only by the host's hccn_tool output
 * (NPUINFO), debug plogs whose fault lines were rotated away on some ranks (ROTATED) and the same pids
 * on every host (PIDREUSE). Any tree may have rotated plogs, and a wrapped tree may be written as the
 * customer's {@code .tar.gz}. The expected answer also lists the tree's host folders ({@code hosts}).
 * 1-8 hosts (BIG: 8-16), 1-16 ranks each; pids, devices, addresses, clocks and noise drawn per tree.
 */
public final class StrangerTrees {
  static final String[] KINDS = {"CQE", "NOTIFY", "LINK", "TRANSPORT", "ROOTINFO", "CYCLE", "OUTSIDE", "TWO",
      "RERUN", "RESTART", "LAGGARD", "PARTIAL", "A5", "DEVICES", "MINDIE",
      "ROOTZERO", "BIG", "SKEW", "TIMEOUTS", "SUBCOMM", "DEVLOG", "OTHERJOB",
      "MSRUN", "SERVE", "NOOPDATA", "NPUINFO", "ROTATED", "PIDREUSE"};
  static final String[] WORDS = {"alloc", "buffer", "stream", "task", "rank", "device", "group", "comm",
      "init", "launch", "kernel", "memory", "notify", "record", "event", "socket", "link", "channel", "queue",
      "context", "model", "graph", "op", "tensor", "cache", "load", "register", "release", "create", "bind",
      "thread", "pool", "size", "done", "success", "start", "finish", "step", "sync", "copy", "host", "check"};
  static final String[] MODULES = {"RUNTIME", "ASCENDCL", "GE", "HCCL", "PROFILING", "APP", "TDT", "FE"};

  final SplittableRandom rnd;
  final Path dir;
  final String kind;
  final List<String> forms = new ArrayList<>();
  final List<Host> hosts = new ArrayList<>();
  final List<Rank> ranks = new ArrayList<>();
  long t0;
  int execTimeout;
  int connectTimeout;
  String identifier;
  String launch;
  String tag;
  boolean oldHeader;
  /** Added to every fault time (a restart plants its second fault later). */
  long faultBase;
  /** The root the next {@link #root()} returns (DEVICES: a rank inside a shared process). */
  Rank forcedRoot;
  /** Every rank some line names as the peer it waits on or that failed its link. */
  final java.util.Set<Rank> named = new java.util.HashSet<>();
  /** An earlier run of the job in the same folders (RERUN): other pids, same devices. */
  final List<Rank> earlier = new ArrayList<>();
  /** The launch prints the end of init ({@code HcclCommInitRootInfo success}) after SetupAgent too. */
  boolean joinLine;
  int a5Identity;
  int a5Addr;
  boolean a5Eid;

  static final class Host {
    String name;
    String ip;
    long skewMs;
    boolean present = true;
    boolean npuInfo;
    final List<Rank> ranks = new ArrayList<>();
    boolean debugMissing;
  }

  static final class Rank {
    Host host;
    int rank;
    int logical;
    int physical;
    int pid;
    int aicpuPid;
    String deviceIp;
    String vnicIp;
    String pname;
    long fileTs;
    final List<String[]> run = new ArrayList<>(); // {timeMs, level, module, body}
    final List<String[]> debug = new ArrayList<>();
    final List<String[]> device = new ArrayList<>();
    final List<String[]> mindie = new ArrayList<>();
    final long[] eid = new long[2];
    boolean filesMissing;
    boolean runAgedOut;
    boolean noRun;
    /** DEVLOG: neither a run nor a debug plog, only the device log. */
    boolean noPlog;
    /** TIMEOUTS: this process's own HCCL_EXEC_TIMEOUT / HCCL_CONNECT_TIMEOUT (0: the job's). */
    int exec;
    int connect;
    int rotatedParts = 1;
    /** ROTATED: the debug plog's files before this time were deleted (0: none). */
    long debugCut;
    /** ROTATED: the last debug file ends inside a line. */
    boolean cutTail;
  }

  StrangerTrees(long seed, Path dir, String kind) {
    this.rnd = new SplittableRandom(seed);
    this.dir = dir;
    this.kind = kind;
  }

  public static void main(String[] args) throws IOException {
    Path out = null;
    int trees = 100;
    long seed = System.nanoTime() % 1_000_000_000L;
    String[] kinds = KINDS;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--out" -> out = Path.of(args[i + 1]);
        case "--trees" -> trees = Integer.parseInt(args[i + 1]);
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        case "--kinds" -> kinds = args[i + 1].split(",");
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (out == null) {
      System.err.println("usage: java bench/StrangerTrees.java --out DIR --trees N [--seed S] [--kinds K,..]");
      System.exit(2);
    }
    System.out.println("seed " + seed);
    Files.createDirectories(out);
    for (int t = 0; t < trees; t++) {
      String name = String.format(Locale.ROOT, "tree-%04d", t);
      StrangerTrees g = new StrangerTrees(seed * 1_000_003L + t, out.resolve(name), kinds[t % kinds.length]);
      Files.writeString(out.resolve(name + ".expected"), g.write(), StandardCharsets.UTF_8);
    }
  }

  // ---------------------------------------------------------------- the job

  String write() throws IOException {
    int hostCount = 1 + rnd.nextInt(8);
    int perHost = 1 + rnd.nextInt(16);
    if (hostCount * perHost < 3) {
      perHost = 3;
    }
    if ((kind.equals("OUTSIDE") || kind.equals("LAGGARD") || kind.equals("PARTIAL")) && hostCount < 2) {
      hostCount = 2;
    }
    if (kind.equals("DEVICES") && perHost < 2) {
      perHost = 2;
    }
    if (kind.equals("BIG")) {
      // 64-256 ranks (issue 36 names 1-64 hosts of 1-16 ranks)
      hostCount = 8 + rnd.nextInt(9);
      perHost = 8 + rnd.nextInt(9);
    }
    if (kind.equals("SERVE")) {
      // serving nodes of 4, 8 or 16 NPUs; dp replicas of a tp group each (v1 of session 23)
      perHost = pick(4, 8, 16);
      hostCount = 1 + rnd.nextInt(4);
    }
    if (kind.equals("SUBCOMM")) {
      // tensor-parallel groups of consecutive ranks inside a host, data-parallel groups across them
      hostCount = Math.max(2, hostCount);
      perHost = pick(2, 4, 8, 16);
    }
    if ((kind.equals("SKEW") || kind.equals("OTHERJOB") || kind.equals("PIDREUSE") || kind.equals("MSRUN"))
        && hostCount < 2) {
      hostCount = 2;
    }
    String skewMode = kind.equals("SKEW") ? pick("minutes", "hours", "timezone") : null;
    // a third of the SKEW trees plant a laggard, told from a skewed clock only by the end of init (v3)
    skewLaggard = skewMode != null && rnd.nextInt(3) == 0;
    // a third of the TIMEOUTS trees plant a laggard whose timeout is its own (v4)
    timeoutLaggard = kind.equals("TIMEOUTS") && rnd.nextInt(3) == 0;
    if (timeoutLaggard && hostCount < 2) {
      hostCount = 2;
    }
    if (skewMode != null) {
      forms.add("skew:" + skewMode);
    }
    t0 = 1_735_689_600_000L + rnd.nextLong(300L * 86_400_000L);
    execTimeout = pick(1836, 1800, 600, 300);
    connectTimeout = pick(120, 300, 600);
    oldHeader = rnd.nextInt(3) == 0;
    boolean containerPids = rnd.nextInt(5) == 0;
    int style = rnd.nextInt(4);
    boolean remapped = perHost <= 8 && rnd.nextInt(5) == 0;
    if (kind.equals("PIDREUSE")) {
      pidReuse(perHost);
    }
    for (int h = 0; h < hostCount; h++) {
      Host host = new Host();
      host.ip = "10." + (20 + rnd.nextInt(200)) + "." + h + "." + (10 + rnd.nextInt(200));
      host.name = switch (style) {
        case 0 -> "worker-" + h;
        case 1 -> String.format(Locale.ROOT, "node%02d", h + 1);
        case 2 -> host.ip;
        default -> "ascend-a" + (h + 1);
      };
      host.skewMs = h == 0 ? 0 : skewMode == null ? rnd.nextLong(-240_000, 240_000) : skew(skewMode);
      hosts.add(host);
      List<Integer> pids = new ArrayList<>();
      for (int l = 0; l < perHost; l++) {
        Rank r = new Rank();
        r.host = host;
        r.rank = h * perHost + l;
        r.logical = l;
        r.physical = remapped ? l + 8 : l;
        int pid;
        do {
          pid = containerPids ? 100 + rnd.nextInt(60) : 1000 + rnd.nextInt(4_000_000);
        } while (pids.contains(pid));
        pids.add(pid);
        r.pid = pid;
        r.aicpuPid = 2000 + rnd.nextInt(9000);
        if (kind.equals("PIDREUSE") && h > 0) {
          // the same pids on every host (each container starts its own numbering, log-formats.md 1.1: the
          // plog file is named by the host's business-process pid only)
          Rank same = hosts.get(0).ranks.get(pidOrder.get(l));
          r.pid = same.pid;
          r.aicpuPid = same.aicpuPid;
        }
        r.deviceIp = "192.168." + (100 + h) + "." + (200 + l);
        r.vnicIp = "192.168.2." + (199 - l);
        r.pname = pick("python3", "python3.10", "python", "pretrain_gpt");
        r.eid[0] = rnd.nextLong();
        r.eid[1] = rnd.nextLong();
        r.fileTs = t0 + host.skewMs - rnd.nextInt(5000);
        if (kind.equals("PIDREUSE") && h > 0 && sameNames) {
          r.fileTs = hosts.get(0).ranks.get(pidOrder.get(l)).fileTs; // the very same file names on every host
        }
        host.ranks.add(r);
        ranks.add(r);
      }
    }
    forms.add("hosts:" + hostCount + "x" + perHost);
    if (containerPids) {
      forms.add("pids:container-range");
    }
    if (remapped) {
      forms.add("devices:remapped");
    }
    if (kind.equals("TIMEOUTS")) {
      perRankTimeouts();
    }
    identifier = hosts.get(0).ip + "%eth0_60000_0_" + (1_700_000_000_000_000L + rnd.nextLong(99_999_999_999L));
    tag = pick("AllReduce", "AllGather", "ReduceScatter", "Broadcast") + "_" + identifier + "_" + rnd.nextInt(50);
    if (kind.equals("SERVE")) {
      serveIdentity();
    } else {
      init();
    }
    List<Rank> roots = switch (kind) {
      case "RERUN" -> rerun();
      case "RESTART" -> restart();
      case "LAGGARD" -> laggard();
      case "PARTIAL" -> partial();
      case "A5" -> a5();
      case "DEVICES" -> devices();
      case "MINDIE" -> mindie();
      case "ROOTZERO" -> rootZero();
      case "BIG" -> plantBase();
      case "SKEW" -> skewLaggard ? laggardBase() : plantBase();
      case "TIMEOUTS" -> timeouts();
      case "SUBCOMM" -> subcomm();
      case "DEVLOG" -> devlog();
      case "OTHERJOB" -> otherJob();
      case "MSRUN" -> msrun();
      case "SERVE" -> serve();
      case "NOOPDATA" -> noOpData();
      case "NPUINFO" -> npuInfo();
      case "ROTATED" -> rotated();
      case "PIDREUSE" -> plantBase();
      default -> plant(kind);
    };
    for (Rank r : ranks) {
      noise(r);
    }
    if (kind.equals("ROTATED")) {
      rotateAway(roots);
    }
    if (kind.equals("MSRUN")) {
      msrunLogs();
    }
    // ASCEND_HOST_LOG_FILE_NUM / the 20 MB cap (log-formats.md 1.2): one process, several files by time
    if (rnd.nextInt(6) == 0) {
      forms.add("files:rotated");
      for (Rank r : ranks) {
        r.rotatedParts = 1 + rnd.nextInt(3);
      }
    }
    boolean wrap = rnd.nextInt(4) == 0;
    boolean tarGz = wrap && rnd.nextBoolean();
    Path base = wrap ? dir.resolve("job-" + (1000 + rnd.nextInt(9000)) + "-logs") : dir;
    boolean processLog = rnd.nextInt(4) != 0;
    forms.add(wrap ? (tarGz ? "layout:wrapped-tar.gz" : "layout:wrapped") : "layout:bare");
    forms.add(processLog ? "layout:process_log" : "layout:plain");
    for (Host h : hosts) {
      if (h.present) {
        writeHost(base.resolve(h.name), h, processLog);
      }
    }
    if (tarGz) {
      archive(base);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("kind=").append(kind).append('\n');
    sb.append("forms=").append(String.join(",", forms)).append('\n');
    if (roots.isEmpty()) {
      sb.append("roots=outside\n");
      // what a fix line may name for a root outside the input (issue 36): the absent hosts' addresses,
      // their devices' addresses and their ranks; anything else would be a place the lines did not give
      List<String> may = new ArrayList<>();
      for (Host h : hosts) {
        if (!h.present) {
          may.add("ip:" + h.ip);
          for (Rank r : h.ranks) {
            may.add("rank:" + shownRank.getOrDefault(r, r.rank));
            for (String ip : new String[] {r.deviceIp, r.vnicIp}) {
              if (ip != null) {
                may.add("ip:" + ip);
              }
            }
          }
        }
      }
      sb.append("outside=").append(String.join(",", may)).append('\n');
    } else {
      List<String> rs = new ArrayList<>();
      for (Rank r : roots) {
        rs.add(r.host.name + ":" + shownRank.getOrDefault(r, r.rank) + ":" + r.logical + ":" + r.physical);
      }
      sb.append("roots=").append(String.join(";", rs)).append('\n');
    }
    sb.append("cycle=").append(kind.equals("CYCLE")).append('\n');
    // ROTATED: the surviving input does not decide the root (the engine should say it cannot tell)
    sb.append("decided=").append(!undecided).append('\n');
    List<String> present = new ArrayList<>();
    for (Host h : hosts) {
      if (h.present) {
        present.add(h.name);
      }
    }
    // the host folders of the input (issue 36, Done when: a wrapped tree names these as hosts)
    sb.append("hosts=").append(String.join(",", present)).append('\n');
    return sb.toString();
  }

  /** Identity and settings lines at the start of every rank, in the launch form drawn for the job. */
  void init() {
    // a rank-table launch has no root-info server: a root-info fault needs a root-info launch; a rerun,
    // a restart and a laggard across hosts are told apart by the end of init (JOINED), which the
    // commInitInfo form does not print here; A5 trees print hcomm's RootInfoDetect identity
    int form = switch (kind) {
      case "ROOTINFO" -> pick(0, 1, 2, 4);
      case "RERUN", "RESTART", "LAGGARD", "OTHERJOB" -> pick(0, 1, 2, 3);
      case "SUBCOMM" -> pick(0, 1, 2, 4);
      case "SKEW" -> skewLaggard ? pick(0, 1, 2, 3) : rnd.nextInt(5);
      case "TIMEOUTS" -> timeoutLaggard ? pick(0, 1, 2, 3) : rnd.nextInt(5);
      case "A5" -> 5;
      // NPUINFO: launches whose identity lines print no device IP (session 23)
      case "NPUINFO" -> pick(2, 3, 4);
      default -> rnd.nextInt(5);
    };
    launch = switch (form) {
      case 0 -> "setupagent-flat";
      case 1 -> "setupagent";
      case 2 -> "entry+success";
      case 3 -> "ranktable";
      case 4 -> "commInitInfo";
      default -> "A5";
    };
    joinLine = form <= 1 && (kind.equals("RERUN") || kind.equals("RESTART") || kind.equals("LAGGARD")
        || kind.equals("OTHERJOB") || skewLaggard || timeoutLaggard);
    forms.add("identity:" + launch + (joinLine ? "+success" : ""));
    if (form == 5) {
      // hcomm op_base.cc RootInfoDetect (deviceLogicId only) / DetectRankTableImpl (userDevId, devPhyId);
      // Net2PeerLink's AddrStr is IpAddress::Describe (the A2 form, docs/rootcause.md "Forms of the A5
      // link-setup lines"); the table cells in the form the release's CommAddrLogger printed (A0-A2).
      // (The first version drew Net2PeerLink in the A1 form too, which no source shows: the generator's fault.)
      a5Identity = rnd.nextInt(2);
      a5Addr = rnd.nextInt(3);
      a5Eid = rnd.nextBoolean();
      forms.add("a5:identity-" + (a5Identity == 0 ? "RootInfoDetect" : "DetectRankTableImpl") + ",a5:address-A" + a5Addr
          + (a5Addr == 0 ? (a5Eid ? "-eid" : "-ipv4") : ""));
    }
    boolean ipInIdentity = form <= 1;
    for (Host h : hosts) {
      h.npuInfo = !ipInIdentity && form != 5 && rnd.nextBoolean();
      h.npuInfo |= kind.equals("NPUINFO");
    }
    envNew = rnd.nextBoolean();
    forms.add(envNew ? "env:HCCL_ENV" : "env:is-set");
    for (Rank r : ranks) {
      identity(r, at(r, 1000 + rnd.nextInt(3000)));
    }
    if (hosts.stream().anyMatch(h -> h.npuInfo)) {
      forms.add("device-ip:npu_info_before.txt");
    }
  }

  boolean envNew;

  void identity(Rank r, long t) {
    int n = ranks.size();
    if (envNew) {
      info(r.run, t, "HCCL", "[externalinput.cc:407]", "[HCCL_ENV] HCCL_CONNECT_TIMEOUT set by environment to ["
          + conn(r) + "]s");
      info(r.run, t + 1, "HCCL", "[externalinput.cc:985]", "[HCCL_ENV] HCCL_EXEC_TIMEOUT set by environment to ["
          + exec(r) + "]s");
    } else {
      info(r.run, t, "HCCL", "[externalinput.cc:407]", "HCCL_CONNECT_TIMEOUT set by environment to ["
          + conn(r) + "]s");
      info(r.run, t + 1, "HCCL", "[externalinput.cc:985]", "HCCL_EXEC_TIMEOUT set by environment to ["
          + exec(r) + "]s");
    }
    String server = r.host.ip + "%eth0";
    long ti = t + 200 + rnd.nextInt(800);
    String success = "HcclCommInitRootInfo success,take time [" + (2_000_000 + rnd.nextInt(900_000)) + "]us, rankNum["
        + n + "], rank[" + r.rank + "], rootInfo identifier[" + identifier + "], server[" + server + "], logicDevId["
        + r.logical + "]";
    switch (launch) {
      case "setupagent-flat", "setupagent" -> {
        info(r.run, ti, "HCCL", "[topoinfo_detect.cc:506]",
            "[HCCL_TRACE]" + (launch.endsWith("flat") ? "[Flat]" : "") + "SetupAgent rankNum[" + n + "], rank["
                + r.rank + "], rootInfo identifier[" + identifier + "], server[" + server
                + "], serverPort[60000]deviceType[4], logicDevId[" + r.logical + "], phydevId[" + r.physical
                + "], deviceIp[" + r.deviceIp + "]");
        if (joinLine) {
          info(r.run, ti + 2500, "HCCL", "[op_base.cc:1380]", success);
        }
      }
      case "entry+success" -> {
        info(r.run, ti, "HCCL", "[op_base.cc:1302]", "Entry-HcclCommInitRootInfo:ranks[" + n + "], rank["
            + r.rank + "], rootinfo: host ip[" + hosts.get(0).ip + "] port[60000] nicDeploy[1] identifier["
            + identifier + "], deviceLogicId[" + r.logical + "]");
        info(r.run, ti + 2500, "HCCL", "[op_base.cc:1380]", success);
      }
      case "ranktable" -> info(r.run, ti, "HCCL", "[hcom.cc:251]", "[HCCL_TRACE]hcom init by file success,take time ["
          + (900_000 + rnd.nextInt(900_000)) + "]us, rankTablePath[/job/rank_table.json], rankNum[" + n + "], rank["
          + r.rank + "],server[" + r.host.ip + "], device[" + r.logical + "]");
      case "A5" -> {
        String head = " nRanks[" + n + "], rank[" + r.rank + "] entry flat topo detect, rootinfo: host ip["
            + hosts.get(0).ip + "] port[60000] netMode[HrtNetworkMode::HDC] identifier[" + identifier + "], ";
        info(r.run, ti, "HCCL", "[op_base.cc:" + (1500 + rnd.nextInt(200)) + "]", a5Identity == 0
            ? "[RootInfoDetect]" + head + "deviceLogicId[" + r.logical + "]"
            : "[DetectRankTableImpl]" + head + "userDevId[" + r.logical + "], devPhyId[" + r.physical + "]");
        // hcomm rank_graph_builder.cc: one line a plane, the writer's own rank only
        for (int plane = 0; plane < 2; plane++) {
          info(r.run, ti + 700 + plane, "HCCL", "[rank_graph_builder.cc:" + (280 + rnd.nextInt(40)) + "]",
              "[RankGraphBuilder][AddPeer2NetLink] Add Peer2NetLink Net2PeerLink success. level[0] netInstId[az0-rack"
                  + hosts.indexOf(r.host) + "] rankId[" + r.rank + "] planeId[plane"
                  + plane + "] AddrStr[" + ipAddress(r, plane, 2) + "],topoInstId[0],topoType[1]");
        }
      }
      default -> info(r.run, ti, "HCCL", "[op_base.cc:640]", "hcclCommInitInfo:commId[" + identifier + "], rank["
          + r.rank + "], totalRanks[" + n + "], serverId[" + r.host.ip + "], deviceType[4], logicDevId["
          + r.logical + "], identifier[" + identifier + "]");
    }
    if (launch.equals("A5")) {
      return;
    }
    info(r.run, ti + 900, "HCCL", "[network_manager.cc:561]", "[Start][Vnic]Listen on ip[" + r.vnicIp
        + "], port[16666] sucess, devPhyId[" + r.physical + "], devLogicId[" + r.logical + "], isAutoPort[0]");
    if (!launch.startsWith("setupagent") && !r.host.npuInfo) {
      info(r.run, ti + 910, "HCCL", "[network_manager.cc:685]", "[Start][Nic]Listen on ip[" + r.deviceIp
          + "], port[16666] sucess, devPhyId[" + r.physical + "], devLogicId[" + r.logical + "], isAutoPort[0]");
    }
  }

  /** An endpoint as comm_addr_logger.cc / IpAddress::Describe print it: A1 flat EID, A2 prefix:interface (IPv4 only). */
  String ipAddress(Rank r, int plane, int form) {
    String prefix = String.format(Locale.ROOT, "%016x", 0xfe80_0000_0000_0000L | (hosts.indexOf(r.host) << 8));
    String iface = String.format(Locale.ROOT, "%016x", r.eid[plane]);
    String ip = r.deviceIp;
    return form == 1 ? "IpAddress[" + prefix + iface + ", AF=v4, addr=" + ip + "]"
        : "IpAddress[eid[" + prefix + ":" + iface + "], AF=v4, addr=" + ip + "]";
  }

  /** A table cell: A0 the first CommAddrLogger ({@code [EID] eid:..} or {@code [IPv4] ..}), else as Net2PeerLink. */
  String cell(Rank r, int plane) {
    if (a5Addr != 0) {
      return ipAddress(r, plane, a5Addr);
    }
    String prefix = String.format(Locale.ROOT, "%016x", 0xfe80_0000_0000_0000L | (hosts.indexOf(r.host) << 8));
    return a5Eid ? "[EID] eid:" + prefix + String.format(Locale.ROOT, "%016x", r.eid[plane]) : "[IPv4] " + r.deviceIp;
  }

  // ---------------------------------------------------------------- the faults

  List<Rank> plant(String k) {
    long fault = faultBase + 600_000 + rnd.nextInt(3_600_000);
    switch (k) {
      case "CQE" -> {
        Rank x = root();
        List<Rank> others = others(List.of(x));
        int reporters = Math.min(others.size(), 2 + rnd.nextInt(3));
        int form = rnd.nextInt(3);
        if (forcedCqeForm >= 0) {
          form = forcedCqeForm;
          forcedCqeForm = -1;
        }
        forms.add("cqe:form" + form + ",cqe:reporters" + reporters);
        List<Rank> rep = new ArrayList<>();
        for (int i = 0; i < reporters; i++) {
          Rank w = others.remove(rnd.nextInt(others.size()));
          rep.add(w);
          cqe(w, x, at(w, fault + rnd.nextInt(2000)), form);
        }
        int ix = 100 + rnd.nextInt(5000);
        List<Rank> named = new ArrayList<>(rep);
        named.add(x);
        for (Rank w : others) {
          notifyWait(w, named.get(rnd.nextInt(named.size())), at(w, fault + execTimeout * 1000L + rnd.nextInt(3000)), ix);
        }
        if (rnd.nextBoolean()) {
          forms.add("cqe:root-waits-too");
          notifyWait(x, rep.get(0), at(x, fault + execTimeout * 1000L + rnd.nextInt(3000)), ix);
        }
        return List.of(x);
      }
      case "NOTIFY" -> {
        Rank x = root();
        int ix = 100 + rnd.nextInt(5000);
        String root = pick("local", "silent", "behind", "aicpu");
        forms.add("notify:root-" + root);
        chain(x, fault, ix, root.equals("aicpu") ? "aicpu" : "notify");
        long tw = fault + execTimeout * 1000L + rnd.nextInt(3000);
        switch (root) {
          case "local" -> notifyWaitTo(x, "local", at(x, tw), ix);
          case "behind" -> notifyWait(x, others(List.of(x)).get(0), at(x, tw - 20_000), ix - 1 - rnd.nextInt(4));
          case "aicpu" -> aicpuWait(x, "4294967295", at(x, tw), ix);
          default -> { }
        }
        return List.of(x);
      }
      case "LINK" -> {
        Rank x = root();
        String form = pick("table-new", "table-old", "detect", "p2p");
        forms.add("link:" + form);
        chain(x, fault, 0, "link-" + form);
        return List.of(x);
      }
      case "TRANSPORT" -> {
        Rank x = root();
        chain(x, fault, 0, "transport");
        return List.of(x);
      }
      case "ROOTINFO" -> {
        Rank server = ranks.get(0);
        List<Rank> rest = others(List.of(server));
        Rank x = rest.get(rnd.nextInt(rest.size()));
        rootInfo(server, x, fault);
        return List.of(x);
      }
      case "CYCLE" -> {
        Rank a = any();
        List<Rank> rest = others(List.of(a));
        Rank b = rest.get(rnd.nextInt(rest.size()));
        String form = pick("link-table-new", "notify");
        forms.add("cycle:" + form);
        int ix = 100 + rnd.nextInt(5000);
        long tw = fault + (form.equals("notify") ? execTimeout * 1000L : connectTimeout * 1000L);
        for (Rank[] p : new Rank[][] {{a, b}, {b, a}}) {
          if (form.equals("notify")) {
            notifyWait(p[0], p[1], at(p[0], tw + rnd.nextInt(3000)), ix);
          } else {
            linkWait(p[0], p[1], at(p[0], tw + rnd.nextInt(3000)), "table-new");
          }
        }
        List<Rank> done = new ArrayList<>(List.of(a, b));
        for (Rank w : others(done)) {
          Rank t = done.get(rnd.nextInt(done.size()));
          if (form.equals("notify")) {
            notifyWait(w, t, at(w, tw + rnd.nextInt(3000)), ix);
          } else {
            linkWait(w, t, at(w, tw + rnd.nextInt(3000)), "table-new");
          }
          done.add(w);
        }
        return List.of(a, b);
      }
      case "OUTSIDE" -> {
        Host gone = hosts.get(1 + rnd.nextInt(hosts.size() - 1));
        Rank x = gone.ranks.get(rnd.nextInt(gone.ranks.size()));
        gone.present = false;
        String form = pick("notify", "link-table-new", "transport");
        forms.add("outside:" + form);
        int ix = 100 + rnd.nextInt(5000);
        for (Rank w : ranks) {
          if (w.host == gone) {
            continue;
          }
          long tw = at(w, fault + execTimeout * 1000L + rnd.nextInt(3000));
          switch (form) {
            case "notify" -> notifyWait(w, x, tw, ix);
            case "transport" -> transport(w, x, tw);
            default -> linkWait(w, x, tw, "table-new");
          }
        }
        return List.of();
      }
      default -> {
        Rank x = root();
        List<Rank> rest = others(List.of(x));
        Rank y = rest.get(rnd.nextInt(rest.size()));
        String form = forcedForm != null ? forcedForm : pick("sdma", "aicore");
        forcedForm = null;
        forms.add("two:" + form);
        for (Rank r : List.of(x, y)) {
          long t = at(r, fault + rnd.nextInt(20_000));
          if (form.equals("sdma")) {
            add(r.debug, t, "ERROR", "RUNTIME", "[task_info.cc:1170]", r.pid + " PrintSdmaErrorInfoForFftsPlusTask:"
                + "fftsplus task execute failed, dev_id=" + r.logical + ", stream_id=50, task_id=21, context_id=18,"
                + " thread_id=0, err_type=4[fftsplus sdma error]");
          } else {
            // CANN troubleshooting "Symptoms of AI Core Errors" (hiascend.com .../maintenref/troubleshooting/
            // troubleshooting_0003.html): EZ9999 "there is an aicore error exception" from ProcessStarsCoreErrorInfo,
            // then "Aicore kernel execute failed, device_id=N" from GetError. (The first version printed a
            // "report error module_type=5" / "Stream Synchronize failed ... [aicore exception]" pair that no
            // source shows: the generator's fault, see docs/rootcause.md "Stranger trees (session 21)")
            add(r.debug, t, "ERROR", "RUNTIME", "[device_error_proc.cc:1100]", r.pid + " ProcessStarsCoreErrorInfo:"
                + "The error from device(chipId:" + r.physical + ", dieId:0), serial number is " + (1 + rnd.nextInt(9))
                + ", there is an aicore error exception, core id is " + rnd.nextInt(24) + ", error code = 0x800000, dump info:"
                + " pc start: 0x1240c46650b8");
            add(r.debug, t + 1, "ERROR", "RUNTIME", "[stream.cc:1467]", r.pid + " GetError:Aicore kernel execute failed,"
                + " device_id=" + r.logical + ", stream_id=" + rnd.nextInt(500) + ", report_stream_id=2, task_id="
                + rnd.nextInt(900) + ", flip_num=0, fault kernel_name=" + pick("MatMulV2", "AddN", "LayerNorm") + "_"
                + rnd.nextInt(99));
          }
        }
        int ix = 100 + rnd.nextInt(5000);
        List<Rank> roots = List.of(x, y);
        for (Rank w : others(roots)) {
          notifyWait(w, roots.get(rnd.nextInt(2)), at(w, fault + execTimeout * 1000L + rnd.nextInt(3000)), ix);
        }
        return roots;
      }
    }
  }

  // ---------------------------------------------------------------- the kinds of session 21

  /**
   * RERUN: an earlier run of the same job wrote into the same folders (one log folder for every run,
   * log-formats.md 1.1-1.2): the same hosts and devices under other pids, hours or days before, with a
   * fault of its own or killed; the answer is the last run's root. ascend-fd keeps the run that
   * started last when one device shows under two pids (mind-cluster rc_parse_job.py,
   * check_device_id_repeat).
   */
  List<Rank> rerun() {
    long gap = 6_100_000L + pick(5L * 60_000, 3L * 3_600_000, 2L * 86_400_000);
    boolean failed = rnd.nextInt(3) != 0;
    forms.add("rerun:earlier-run-" + (gap < 7_000_000 ? "just-before" : gap < 86_400_000 ? "hours-before" : "days-before")
        + (failed ? "-with-a-fault" : "-killed"));
    List<Rank> now = new ArrayList<>(ranks);
    List<Rank> ghosts = new ArrayList<>();
    for (Rank r : now) {
      Rank g = new Rank();
      g.host = r.host;
      g.rank = r.rank;
      g.logical = r.logical;
      g.physical = r.physical;
      g.deviceIp = r.deviceIp;
      g.vnicIp = r.vnicIp;
      g.pname = r.pname;
      g.eid[0] = r.eid[0];
      g.eid[1] = r.eid[1];
      g.pid = freshPid(r.host);
      g.aicpuPid = 2000 + rnd.nextInt(9000);
      g.fileTs = r.fileTs - gap;
      ghosts.add(g);
      earlier.add(g);
    }
    long keep = t0;
    t0 -= gap;
    writeEarlier(ghosts, now, failed, "earlier-run:");
    t0 = keep;
    return plant(pick("NOTIFY", "CQE", "LINK", "TRANSPORT", "TWO"));
  }

  /** The earlier run's (or job's) lines: its identities, its fault when it failed, its noise; then the job's ranks again. */
  void writeEarlier(List<Rank> ghosts, List<Rank> now, boolean failed, String formPrefix) {
    ranks.clear();
    ranks.addAll(ghosts);
    for (Rank g : ghosts) {
      identity(g, at(g, 1000 + rnd.nextInt(3000)));
    }
    if (failed) {
      int before = forms.size();
      plant(pick("NOTIFY", "CQE", "TRANSPORT"));
      prefix(before, formPrefix);
    }
    for (Rank g : ghosts) {
      noise(g);
    }
    ranks.clear();
    ranks.addAll(now);
    named.clear();
  }

  /**
   * RESTART: the runtime starts over inside the same processes after a first fault (in-process
   * recovery), then a second fault is the job's end. The restart is printed as the runtime's trace
   * init line again (runtime trace_attr.c, {@code attr init successfully, timeout=%dms.}, printed at
   * every start) followed by a new communicator init, or as hcomm's resume (op_base.cc {@code
   * Entry-HcclCommResume commId[..]}, {@code HcclCommResume:success, take time:[..]us, comm[..]}).
   * ascend-fd leaves out what came before a resume (the resume checker, D22 in docs/rootcause.md).
   */
  List<Rank> restart() {
    for (Rank r : ranks) {
      attrInit(r, at(r, 300 + rnd.nextInt(500)));
    }
    String how = pick("comm-resume", "attr-init-and-init-again");
    forms.add("restart:" + how);
    int before = forms.size();
    plant(pick("NOTIFY", "CQE", "TRANSPORT"));
    prefix(before, "before-restart:");
    long restartAt = 6_200_000L + rnd.nextInt(600_000);
    for (Rank r : ranks) {
      long t = at(r, restartAt + rnd.nextInt(20_000));
      if (how.equals("comm-resume")) {
        info(r.run, t, "HCCL", "[op_base.cc:" + (2900 + rnd.nextInt(100)) + "]", "Entry-HcclCommResume commId["
            + identifier + "]");
        info(r.run, t + 800 + rnd.nextInt(2000), "HCCL", "[op_base.cc:" + (2950 + rnd.nextInt(100)) + "]",
            "HcclCommResume:success, take time:[" + (300_000 + rnd.nextInt(900_000)) + "]us, comm[" + identifier + "]");
      } else {
        attrInit(r, t);
        identity(r, t + 2000 + rnd.nextInt(3000));
      }
    }
    faultBase = restartAt + 300_000;
    named.clear();
    return plant(pick("NOTIFY", "CQE", "LINK", "TRANSPORT", "TWO"));
  }

  void attrInit(Rank r, long t) {
    // runtime src trace_attr.c: ADIAG_INF("attr init successfully, timeout=%dms."); the module name is inferred
    add(r.run, t, "INFO", "ATRACE", "[trace_attr.c:189]", "(tid:" + (r.pid + rnd.nextInt(40)) + ") attr init successfully,"
        + " timeout=0ms.");
  }

  /**
   * LAGGARD: a rank (or every rank of a host) reaches the collective after the others gave up
   * waiting for it: they time out first, naming it or one another, and it times out more than the
   * execution timeout plus the link-setup timeout later, on a peer that left. ascend-fd names the last
   * reporter when the spread passes HCCL_EXEC_TIMEOUT (root_cluster utils.py, D10); the hosts' clocks
   * are off by up to 4 min, so the late host is told only by aligning on the end of init.
   */
  List<Rank> laggard() {
    Host h = hosts.get(1 + rnd.nextInt(hosts.size() - 1));
    boolean whole = h.ranks.size() == 1 || rnd.nextBoolean();
    List<Rank> late = whole ? new ArrayList<>(h.ranks) : new ArrayList<>(List.of(h.ranks.get(rnd.nextInt(h.ranks.size()))));
    forms.add("laggard:" + (whole ? "whole-host" : "one-rank-of-its-host"));
    long fault = faultBase + 600_000 + rnd.nextInt(3_600_000);
    // late enough that every other rank gave up, each after its own timeout (TIMEOUTS: set per host or rank)
    long delay = (ranks.stream().mapToInt(this::exec).max().orElse(execTimeout)
        + ranks.stream().mapToInt(this::conn).max().orElse(connectTimeout)) * 1000L + 60_000 + rnd.nextInt(900_000);
    int ix = 100 + rnd.nextInt(5000);
    List<Rank> early = others(late);
    shuffle(early);
    List<Rank> done = new ArrayList<>(late);
    for (Rank w : early) {
      notifyWait(w, done.get(rnd.nextInt(done.size())), at(w, fault + exec(w) * 1000L + rnd.nextInt(3000)), ix);
      done.add(w);
    }
    for (Rank x : late) {
      notifyWait(x, early.get(rnd.nextInt(early.size())), at(x, fault + delay + exec(x) * 1000L + rnd.nextInt(3000)), ix);
    }
    return late;
  }

  /**
   * PARTIAL: a fault of the base kinds, then the input lacks what a customer's collection often
   * lacks: a host's debug folder, a whole host, one rank's files, or the start of a rank's run log
   * (rotated away: ASCEND_HOST_LOG_FILE_NUM keeps the newest files only, log-formats.md 1.2). What is
   * removed holds neither a root nor a rank any line names, so the answer stays the planted root.
   */
  List<Rank> partial() {
    List<Rank> roots = plant(pick("NOTIFY", "CQE", "LINK", "TRANSPORT", "TWO"));
    List<String> hows = new ArrayList<>(List.of("host-debug-missing", "host-missing", "rank-files-missing",
        "run-log-start-aged-out"));
    while (!hows.isEmpty()) {
      String how = hows.remove(rnd.nextInt(hows.size()));
      List<Host> hs = new ArrayList<>();
      for (Host h : hosts) {
        if (h.present && h.ranks.stream().noneMatch(r -> roots.contains(r) || named.contains(r))) {
          hs.add(h);
        }
      }
      List<Rank> rs = new ArrayList<>();
      for (Rank r : ranks) {
        if (r.host.present && !roots.contains(r) && !named.contains(r)) {
          rs.add(r);
        }
      }
      if (how.startsWith("host") && hs.isEmpty() || !how.startsWith("host") && rs.isEmpty()) {
        continue;
      }
      forms.add("partial:" + how);
      switch (how) {
        case "host-debug-missing" -> hs.get(rnd.nextInt(hs.size())).debugMissing = true;
        case "host-missing" -> hs.get(rnd.nextInt(hs.size())).present = false;
        case "rank-files-missing" -> rs.get(rnd.nextInt(rs.size())).filesMissing = true;
        default -> {
          for (Rank r : rs) {
            r.runAgedOut = r.runAgedOut || rnd.nextInt(3) == 0;
          }
          rs.get(rnd.nextInt(rs.size())).runAgedOut = true;
        }
      }
      return roots;
    }
    forms.add("partial:nothing-to-remove");
    return roots;
  }

  int a5Table;
  int a5Wording;

  /**
   * A5: link setup on hcomm's channel layer. Every rank but the root waits on a channel to the root
   * or to a waiting rank; the report is the timeout line (my_rank.cc BatchConnectChannels, or with
   * the stage keywords of log_keywords.h) and the CHANNEL_CONNECT_ERROR_INFO table (channel_logger.cc
   * PrintErrorTableHeader / PrintErrorInfo in three versions: without address columns and with a
   * 13-digit handle; with localAddr/remoteAddr; with those and TlsStatus and "ms"). Status names as
   * ChannelStatus::Describe prints them. Addresses IPv4 only (IPv6 and multi-device A5 trees are
   * another engineer's this session).
   */
  List<Rank> a5() {
    Rank x = root();
    a5Table = rnd.nextInt(3);
    a5Wording = rnd.nextInt(2);
    forms.add("a5:table-T" + a5Table + ",a5:timeout-W" + a5Wording);
    chain(x, faultBase + 600_000 + rnd.nextInt(3_600_000), 0, "channel");
    return List.of(x);
  }

  void channelWait(Rank w, Rank t, long time) {
    name(w, t, "channel");
    String tid = String.valueOf(w.pid + 1000 + rnd.nextInt(3000));
    int rows = 1 + rnd.nextInt(2);
    int channels = rows + rnd.nextInt(3);
    long elapsed = connectTimeout * 1000L + rnd.nextInt(900);
    String src = "[my_rank.cc:" + (400 + rnd.nextInt(200)) + "]";
    err(w.debug, time, "HCCL", src, tid, (a5Wording == 0 ? "[BatchConnectChannels] "
        : "[InitChannelStage][Timeout] wait socket establish timeout, ") + "channel connect timeout after " + connectTimeout
        + " sec, channelNum[" + channels + "], elapsed[" + elapsed + "]ms, retryCount[" + rnd.nextInt(600) + "]");
    String lsrc = "[channel_logger.cc:" + (90 + rnd.nextInt(60)) + "]";
    String bar = a5Table == 0 ? "   _________________________CHANNEL_CONNECT_ERROR_INFO___________________________"
        : "   ________________________________________________CHANNEL_CONNECT_ERROR_INFO________________________________________________";
    err(w.debug, time, "HCCL", lsrc, tid, bar);
    err(w.debug, time, "HCCL", lsrc, tid, (a5Table == 2 ? "   | comm error, localRank[" : "   |  comm error, localRank[")
        + w.rank + "]");
    err(w.debug, time, "HCCL", lsrc, tid, switch (a5Table) {
      case 0 -> "   |  idx  | localRank | remoteRank | channelHandle |            Status            | Protocol |  elapsed  |";
      case 1 -> "   |  idx  | localRank |              localAddr               | remoteRank |             remoteAddr"
          + "             | chHandle  |            Status            | Proto | elapsed |";
      default -> "   |  idx  | localRank |              localAddr               | remoteRank |             remoteAddr"
          + "             | chHandle  |            Status            |    TlsStatus    | Proto | elapsed |";
    });
    err(w.debug, time, "HCCL", lsrc, tid, "   |-------|-----------|------------|---------------|----------------------------"
        + "|----------|-----------|");
    for (int i = 0; i < rows; i++) {
      int idx = rnd.nextInt(channels);
      String status = "ChannelStatus::" + pick("SOCKET_TIMEOUT", "INIT", "SOCKET_OK");
      long handle = rnd.nextLong(0x1_0000_0000L);
      int proto = pick(1, 2, 4);
      String row = switch (a5Table) {
        case 0 -> String.format(Locale.ROOT, "   | %5d | %9d | %10d | 0x%013x | %26s | %8d | %9d |", idx, w.rank, t.rank,
            handle, status, proto, elapsed);
        case 1 -> String.format(Locale.ROOT, "   | %5d | %9d | %35s | %10d | %35s | 0x%08x | %26s | %5d | %7d |", idx, w.rank,
            cell(w, i), t.rank, cell(t, i), handle, status, proto, elapsed);
        default -> String.format(Locale.ROOT, "   | %5d | %9d | %35s | %10d | %35s | 0x%08x | %26s | %15s | %5d | %7d ms |",
            idx, w.rank, cell(w, i), t.rank, cell(t, i), handle, status, pick("ENABLE", "DISABLE", "UNKNOWN"), proto, elapsed);
      };
      err(w.debug, time, "HCCL", lsrc, tid, row);
    }
    cascade(w, time + 40 + rnd.nextInt(400));
  }

  /**
   * DEVICES: one process drives several devices (one pid, one run and one debug plog for all, an
   * identity line per device; the device logs in each device-N folder). The root is a rank inside
   * such a process, with a fault whose own line names its device or rank: a CQE naming its device
   * IP, a notify-wait report (rankId, opData deviceId), an SDMA error (dev_id). Late link-setup
   * seats and the grouped DETECT rows of such processes are another engineer's this session.
   */
  List<Rank> devices() {
    List<Rank> shared = shareProcesses();
    forcedRoot = shared.get(rnd.nextInt(shared.size()));
    String base = pick("CQE", "NOTIFY", "SDMA");
    forms.add("devices:shared-" + shared.size() + "-ranks,devices:fault-" + base);
    if (base.equals("SDMA")) {
      forcedForm = "sdma";
      return plant("TWO");
    }
    return plant(base);
  }

  /** Some hosts' consecutive ranks in one process each (one pid, files and name): at least one group. */
  List<Rank> shareProcesses() {
    List<Rank> shared = new ArrayList<>();
    for (Host h : hosts) {
      if (h.ranks.size() >= 2 && (rnd.nextBoolean() || h == hosts.get(hosts.size() - 1) && shared.isEmpty())) {
        int size = 2 + rnd.nextInt(h.ranks.size() - 1);
        int from = rnd.nextInt(h.ranks.size() - size + 1);
        List<Rank> g = h.ranks.subList(from, from + size);
        for (Rank r : g) {
          r.pid = g.get(0).pid;
          r.aicpuPid = g.get(0).aicpuPid;
          r.fileTs = g.get(0).fileTs;
          r.pname = g.get(0).pname;
        }
        shared.addAll(g);
      }
    }
    return shared;
  }

  /**
   * MINDIE: a MindIE (or vLLM-Ascend on MindIE's LLM backend) worker prints its rank and device in
   * its own log, mindie-llm_&lt;pid&gt;_&lt;ts&gt;.log under mindie/log/debug: {@code local link info:
   * global_rank = .., local_host_ip = .., local_instance_id = .., local_device_ip = ..,
   * local_logic_device_id = .., local_physical_device_id = ..} (the form mind-cluster's
   * mindie_parser.py reads, find_device_info; the line header as MindIE's own error lines print it,
   * docs/knowledge-coverage.md a1). Half the trees keep HCCL's run plogs too; in the other half the
   * collection has the MindIE logs and the debug plogs only.
   */
  List<Rank> mindie() {
    boolean keepRun = rnd.nextBoolean();
    forms.add(keepRun ? "mindie:hccl-run-log-too" : "mindie:identity-in-mindie-log-only");
    long instance = 20_000_000_000_000L + rnd.nextLong(9_000_000_000_000L);
    for (Rank r : ranks) {
      long t = at(r, 1500 + rnd.nextInt(3000));
      r.mindie.add(new String[] {String.valueOf(t), "INFO", "[llm_manager_impl.cpp:" + (100 + rnd.nextInt(400)) + "]",
          "local link info: global_rank = " + r.rank + ", local_host_ip = " + r.host.ip + ", local_instance_id = "
              + (instance + r.rank) + ", local_device_ip = " + r.deviceIp + ", local_logic_device_id = " + r.logical
              + ", local_physical_device_id = " + r.physical + "."});
      r.noRun = !keepRun;
    }
    return plant(pick("NOTIFY", "CQE", "LINK", "TRANSPORT"));
  }

  // ---------------------------------------------------------------- the kinds of session 22

  int exec(Rank r) {
    return r.exec > 0 ? r.exec : execTimeout;
  }

  int conn(Rank r) {
    return r.connect > 0 ? r.connect : connectTimeout;
  }

  /**
   * SKEW: a host's clock off by minutes (no time sync), by hours, or by a whole time zone (a host that
   * logs local time, UTC+8, beside hosts on UTC; the plog stamp carries no zone, log-formats.md 2.1).
   */
  long skew(String mode) {
    long sign = rnd.nextBoolean() ? 1 : -1;
    return switch (mode) {
      case "minutes" -> sign * rnd.nextLong(5 * 60_000L, 59 * 60_000L);
      case "hours" -> sign * (rnd.nextLong(1, 13) * 3_600_000L + rnd.nextLong(-90_000, 90_000));
      default -> pick(8L, -8L, 1L, 5L) * 3_600_000L + rnd.nextLong(-20_000, 20_000);
    };
  }

  /** One root of a base kind, the kind named in the forms. */
  List<Rank> plantBase() {
    String base = pick("NOTIFY", "CQE", "LINK", "TRANSPORT");
    forms.add("base:" + base);
    return plant(base);
  }

  boolean skewLaggard;
  /** ROTATED: what survives does not decide the root (the expected answer is the engine's "cannot tell"). */
  boolean undecided;
  boolean timeoutLaggard;

  List<Rank> laggardBase() {
    forms.add("base:LAGGARD");
    return laggard();
  }

  /** ROOTZERO: the root is host 0's rank 0, where a lowest-index bias would look right. */
  List<Rank> rootZero() {
    forcedRoot = ranks.get(0);
    return plantBase();
  }

  /**
   * TIMEOUTS: HCCL_EXEC_TIMEOUT and HCCL_CONNECT_TIMEOUT are environment variables of each process
   * (hicann/hccl docs/zh/user_guide/hccl_env/HCCL_EXEC_TIMEOUT.md, HCCL_CONNECT_TIMEOUT.md; each
   * process prints its own in its run log, log-formats.md 8.4): set per host or per rank, so every
   * waiter reports at the fault plus its own timeout, and a late report is not a late arrival.
   */
  void perRankTimeouts() {
    boolean byHost = rnd.nextBoolean();
    forms.add("timeouts:" + (byHost ? "per-host" : "per-rank"));
    for (Host h : hosts) {
      int e = pick(300, 600, 1200, 1836, 3600);
      int c = pick(120, 300, 600, 1200);
      for (Rank r : h.ranks) {
        r.exec = byHost ? e : pick(300, 600, 1200, 1836, 3600);
        r.connect = byHost ? c : pick(120, 300, 600, 1200);
      }
    }
  }

  List<Rank> timeouts() {
    if (timeoutLaggard) {
      return laggardBase();
    }
    Rank x = root();
    String form = pick("notify", "link-table-new", "transport");
    forms.add("timeouts:chain-" + form);
    long fault = faultBase + 600_000 + rnd.nextInt(3_600_000);
    int ix = 100 + rnd.nextInt(5000);
    chain(x, fault, ix, form);
    if (form.equals("notify") && rnd.nextBoolean()) {
      forms.add("timeouts:root-waits-on-local");
      notifyWaitTo(x, "local", at(x, fault + exec(x) * 1000L + rnd.nextInt(3000)), ix);
    }
    return List.of(x);
  }

  /**
   * SUBCOMM: the collective that hangs runs in a sub-communicator. torch_npu makes one HCCL
   * communicator per process group (ProcessGroupHCCL, hcclCommInitRootInfoConfig with the group's
   * own root info: Ascend/pytorch torch_npu/csrc/distributed/HCCLUtils.cpp), printed as HCCL's
   * {@code Entry-HcclCommInitRootInfo*} line with the group's rank count, the rank in the group and
   * its identifier (log-formats.md 8.1); the task-exception report names the group, the writer's rank
   * in it and the remote by its rank in the group (8.3). Tensor-parallel groups are g consecutive
   * ranks of a host, data-parallel groups every g-th rank; the root hangs in its tp group, the other
   * tp groups wait in their dp groups on its members.
   */
  List<Rank> subcomm() {
    int per = hosts.get(0).ranks.size();
    List<Integer> gs = new ArrayList<>();
    for (int g : new int[] {2, 4, 8}) {
      if (g <= per && per % g == 0) {
        gs.add(g);
      }
    }
    int g = gs.get(rnd.nextInt(gs.size()));
    int n = ranks.size();
    int tpCount = n / g;
    String[] tpId = new String[tpCount];
    String[] dpId = new String[g];
    for (int k = 0; k < tpCount; k++) {
      tpId[k] = ranks.get(k * g).host.ip + "%eth0_" + (60001 + rnd.nextInt(900)) + "_0_"
          + (1_700_000_000_000_000L + rnd.nextLong(99_999_999_999L));
    }
    for (int j = 0; j < g; j++) {
      dpId[j] = hosts.get(0).ip + "%eth0_" + (61001 + rnd.nextInt(900)) + "_0_"
          + (1_700_000_000_000_000L + rnd.nextLong(99_999_999_999L));
    }
    boolean configForm = rnd.nextBoolean();
    forms.add("subcomm:tp" + g + "-dp" + tpCount + ",subcomm:entry-" + (configForm ? "Config" : "plain"));
    for (Rank r : ranks) {
      long t = at(r, 6000 + rnd.nextInt(2000));
      String entry = configForm ? "Entry-HcclCommInitRootInfoConfig:ranks[" : "Entry-HcclCommInitRootInfo:ranks[";
      Rank tpHead = ranks.get(r.rank / g * g);
      info(r.run, t, "HCCL", "[op_base.cc:1302]", entry + g + "], rank[" + (r.rank % g) + "], rootinfo: host ip["
          + tpHead.host.ip + "] port[60000] nicDeploy[1] identifier[" + tpId[r.rank / g] + "], deviceLogicId["
          + r.logical + "]");
      info(r.run, t + 900, "HCCL", "[op_base.cc:1302]", entry + tpCount + "], rank[" + (r.rank / g)
          + "], rootinfo: host ip[" + hosts.get(0).ip + "] port[60000] nicDeploy[1] identifier[" + dpId[r.rank % g]
          + "], deviceLogicId[" + r.logical + "]");
    }
    int k = rnd.nextInt(tpCount);
    List<Rank> group = new ArrayList<>(ranks.subList(k * g, k * g + g));
    List<Rank> done = hangInGroup(group, tpId[k], "subcomm:root-", "");
    Rank x = done.get(0);
    long fault = groupFault;
    List<Rank> outside = others(group);
    shuffle(outside);
    int dpIx = 100 + rnd.nextInt(5000);
    // one operation a dp group: its ranks print the same tag (v1 drew a tag per waiter, which reads as
    // ranks that ran different operations, ascend-fd's odd-tag rule: the generator's fault)
    String[] dpTag = new String[g];
    for (int j = 0; j < g; j++) {
      dpTag[j] = "AllReduce_" + dpId[j] + "_" + rnd.nextInt(50);
    }
    for (Rank w : outside) {
      List<Rank> peers = new ArrayList<>();
      for (Rank d : done) {
        if (d.rank % g == w.rank % g) {
          peers.add(d);
        }
      }
      Rank t = peers.get(rnd.nextInt(peers.size()));
      name(w, t, "notify");
      notifyWaitIn(w, String.valueOf(t.rank / g), at(w, fault + 20_000 + exec(w) * 1000L + rnd.nextInt(3000)), dpIx,
          dpId[w.rank % g], tpCount, w.rank / g, dpTag[w.rank % g]);
      done.add(w);
    }
    return List.of(x);
  }

  /**
   * DEVLOG: the root's plogs are not in the input, only its device log (debug/device-N/device-&lt;pid&gt;_..,
   * log-formats.md 1.1: the business process's pid, N the logical device in a container), where the AI
   * CPU reports its own notify wait on local (remoteRank 4294967295, ascend-fd's AI CPU relations,
   * D18); the others wait on it by rank, from their plogs or their own device logs.
   */
  List<Rank> devlog() {
    Rank x = root();
    x.noPlog = true;
    String how = pick("notify", "aicpu");
    forms.add("devlog:waiters-" + how);
    return waitsEndingInOwnWait(x, how);
  }

  /** Every other rank waits ({@code how}) on x or on a rank already waiting; x's AI CPU reports its own wait on local. */
  List<Rank> waitsEndingInOwnWait(Rank x, String how) {
    long fault = faultBase + 600_000 + rnd.nextInt(3_600_000);
    int ix = 100 + rnd.nextInt(5000);
    chain(x, fault, ix, how);
    aicpuWait(x, "4294967295", at(x, fault + exec(x) * 1000L + rnd.nextInt(3000)), ix);
    return List.of(x);
  }

  /**
   * OTHERJOB: another job wrote into the same log folders before (one folder for every process of a
   * user, log-formats.md 1.2): its own identifier and rank numbering, on some of the hosts and devices,
   * hours or days earlier, with a fault of its own; the answer is the last job's root.
   */
  List<Rank> otherJob() {
    long gap = pick(3L * 3_600_000, 26L * 3_600_000, 5L * 86_400_000) + rnd.nextInt(3_600_000);
    List<Rank> now = new ArrayList<>(ranks);
    List<Rank> ghosts = new ArrayList<>();
    while (ghosts.size() < 2) {
      ghosts.clear();
      for (Host h : hosts) {
        if (rnd.nextBoolean()) {
          int m = 1 + rnd.nextInt(h.ranks.size());
          for (Rank r : h.ranks.subList(0, m)) {
            Rank g = new Rank();
            g.host = h;
            g.rank = ghosts.size();
            g.logical = r.logical;
            g.physical = r.physical;
            g.deviceIp = r.deviceIp;
            g.vnicIp = r.vnicIp;
            g.pname = pick("python3", "python");
            g.eid[0] = r.eid[0];
            g.eid[1] = r.eid[1];
            g.pid = freshPid(h);
            g.aicpuPid = 2000 + rnd.nextInt(9000);
            g.fileTs = r.fileTs - gap;
            ghosts.add(g);
          }
        }
      }
    }
    earlier.addAll(ghosts);
    forms.add("other-job:" + ghosts.size() + "-ranks-" + (gap < 86_400_000 ? "hours" : "days") + "-before");
    String keepId = identifier;
    String keepTag = tag;
    long keep = t0;
    t0 -= gap;
    identifier = ghosts.get(0).host.ip + "%eth0_60000_0_" + (1_700_000_000_000_000L + rnd.nextLong(99_999_999_999L));
    tag = pick("AllReduce", "Broadcast") + "_" + identifier + "_" + rnd.nextInt(50);
    writeEarlier(ghosts, now, true, "other-job:");
    t0 = keep;
    identifier = keepId;
    tag = keepTag;
    return plant(pick("NOTIFY", "CQE", "LINK", "TRANSPORT"));
  }

  void prefix(int from, String p) {
    for (int i = from; i < forms.size(); i++) {
      forms.set(i, p + forms.get(i).replace(",", "," + p));
    }
  }

  int freshPid(Host h) {
    java.util.Set<Integer> used = new java.util.HashSet<>();
    for (Rank r : h.ranks) {
      used.add(r.pid);
    }
    for (Rank r : earlier) {
      used.add(r.pid);
    }
    int pid;
    do {
      pid = 1000 + rnd.nextInt(4_000_000);
    } while (used.contains(pid));
    return pid;
  }

  /** Every rank but x waits, each on x or on a rank already waiting: a random tree that ends at x. */
  void chain(Rank x, long fault, int ix, String how) {
    List<Rank> done = new ArrayList<>(List.of(x));
    List<Rank> rest = others(List.of(x));
    shuffle(rest);
    for (Rank w : rest) {
      Rank t = done.get(rnd.nextInt(done.size()));
      long tw;
      switch (how) {
        case "notify" -> notifyWait(w, t, at(w, tw = fault + exec(w) * 1000L + rnd.nextInt(3000)), ix);
        case "aicpu" -> {
          name(w, t, "aicpu");
          aicpuWait(w, String.valueOf(t.rank), at(w, fault + exec(w) * 1000L + rnd.nextInt(3000)), ix);
        }
        case "channel" -> channelWait(w, t, at(w, fault + connectTimeout * 1000L + rnd.nextInt(3000)));
        case "transport" -> transport(w, t, at(w, fault + conn(w) * 1000L + rnd.nextInt(3000)));
        default -> {
          String form = how.substring("link-".length());
          if (form.equals("p2p") && t.host != w.host) {
            form = "table-new";
          }
          linkWait(w, t, at(w, fault + conn(w) * 1000L + rnd.nextInt(3000)), form);
        }
      }
      done.add(w);
    }
  }

  // ---------------------------------------------------------------- the kinds of session 23

  /** The rank the expected answer gives where the input states no world rank (SERVE, vLLM form: its tp-group rank). */
  final java.util.Map<Rank, Integer> shownRank = new java.util.HashMap<>();
  /** Every line that names a peer: {writer, named, what line}. */
  final List<Object[]> edges = new ArrayList<>();
  /** Files beside the CANN logs, by host: {path under the host folder, text}. */
  final java.util.Map<Host, List<String[]>> extra = new java.util.HashMap<>();
  int forcedCqeForm = -1;
  /** PIDREUSE: host 0's rank whose pid the l-th rank of every other host takes. */
  List<Integer> pidOrder;
  boolean sameNames;
  /** NOOPDATA: -1 the AI CPU report with its opData line; 0 task sequence only; 1 the callback-is-nullptr line. */
  int noOpDataForm = -1;
  int npuInfoStyle;
  boolean npuInfoAfter;
  boolean mpirun;
  boolean msrunNodeRank;
  String msrunDir;

  void name(Rank w, Rank t, String how) {
    named.add(t);
    edges.add(new Object[] {w, t, how});
  }

  /**
   * PIDREUSE: every host numbers its processes alike (each container its own pid space; the plog and
   * device-log files are named by the host's business-process pid only, log-formats.md 1.1), so one pid,
   * and with the same start stamp one file name, is a different process on every host. Host 0's pids
   * in the same order on every host or shuffled.
   */
  void pidReuse(int perHost) {
    pidOrder = new ArrayList<>();
    for (int l = 0; l < perHost; l++) {
      pidOrder.add(l);
    }
    boolean shuffled = rnd.nextBoolean();
    if (shuffled) {
      for (int i = perHost - 1; i > 0; i--) {
        int j = rnd.nextInt(i + 1);
        pidOrder.set(i, pidOrder.set(j, pidOrder.get(i)));
      }
    }
    sameNames = !shuffled && rnd.nextBoolean();
    forms.add("pid-reuse:" + (shuffled ? "shuffled" : "same-order") + (sameNames ? "-same-file-names" : ""));
  }

  /**
   * MSRUN: a MindSpore job. msrun (mindspore python/mindspore/parallel/cluster/process_entity/_api.py)
   * starts the workers with their output in {@code <log_dir>/worker_<id>.log}: id the global rank
   * ({@code node_rank * local_worker_num + i}) when node_rank is given, else the local index (the same
   * names on every host; the scheduler assigns the ranks); on the master host one more process, the
   * scheduler ({@code MS_ROLE=MS_SCHED}), its output in {@code scheduler.log}. Or mpirun (OpenMPI
   * {@code --output-filename DIR}: {@code DIR/1/rank.<r>/stdout|stderr}), no scheduler. The workers'
   * lines are MindSpore's (mindspore core/utils/log_adapter.cc: {@code [LEVEL] MODULE(pid,tid-hex,
   * python):time [file:line] func] msg}, the plog header with a thread id more); a notify waiter prints
   * the CANN message EI0002 naming its waiting peer, a CQE reporter EI0013 naming both ends
   * (log-formats.md 3.1 C, 4.1); the scheduler names the workers whose heartbeat stopped
   * (meta_server_node.cc {@code The node: <id> is timed out. It may exit with exception, please check this
   * node's log.}): waiters that exited after their timeout, never a hung root. The scheduler's own plog
   * (MindSpore's slog lines, module ME) has no device and no rank.
   */
  List<Rank> msrun() {
    mpirun = rnd.nextInt(3) == 0;
    msrunNodeRank = !mpirun && rnd.nextBoolean();
    msrunDir = mpirun ? pick("mpi_out", "output") : pick("msrun_log", "output/msrun_log");
    forms.add("msrun:" + (mpirun ? "mpirun-output-filename" : msrunNodeRank ? "worker-by-global-rank"
        : "worker-by-local-index"));
    // notify chains most often: their waiters print EI0002 and exit, which the scheduler sees
    String base = pick("NOTIFY", "NOTIFY", "CQE", "LINK", "TRANSPORT");
    forms.add("base:" + base);
    return plant(base);
  }

  void msrunLogs() {
    Host master = hosts.get(0);
    boolean timedOut = !mpirun && rnd.nextBoolean();
    if (timedOut) {
      forms.add("msrun:scheduler-names-exited-workers");
    }
    boolean newMessage = rnd.nextBoolean();
    forms.add(newMessage ? "msrun:cann-message-new" : "msrun:cann-message-old");
    List<String[]> sched = new ArrayList<>();
    if (!mpirun) {
      Rank s = new Rank();
      s.host = master;
      s.rank = -1;
      s.pid = freshPid(master);
      s.pname = "python";
      s.fileTs = t0 - rnd.nextInt(5000);
      for (int i = 0; i < 3 + rnd.nextInt(6); i++) {
        long t = at(s, 500 + rnd.nextInt(4000));
        add(s.run, t, pick("INFO", "WARNING"), "ME", "[mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:"
            + (100 + rnd.nextInt(900)) + "]", " " + words() + "] " + words());
        msLine(sched, t, pick("INFO", "WARNING"), "DISTRIBUTED", s.pid, "meta_server_node.cc");
      }
      earlier.add(s); // written with the host's processes
      schedPid = s.pid;
    }
    java.util.Map<Rank, String> nodeId = new java.util.HashMap<>();
    for (Rank r : ranks) {
      nodeId.put(r, msrunNodeRank || mpirun ? String.valueOf(r.rank) : uuid());
    }
    List<long[]> exits = new ArrayList<>(); // {time on the master's clock, rank index}
    for (Rank r : ranks) {
      if (!r.host.present) {
        continue;
      }
      List<String[]> w = new ArrayList<>();
      for (int i = 0; i < 3 + rnd.nextInt(8); i++) {
        msLine(w, at(r, 2000 + rnd.nextInt(60_000)), pick("INFO", "WARNING"), pick("DISTRIBUTED", "DEVICE", "ME",
            "RUNTIME_FRAMEWORK"), r.pid, "compute_graph_node.cc");
      }
      long last = -1;
      for (String[] l : r.debug) {
        if (l[1].equals("ERROR")) {
          last = Math.max(last, Long.parseLong(l[0]));
        }
      }
      for (Object[] e : edges) {
        if (e[0] != r || last < 0) {
          continue;
        }
        Rank t = (Rank) e[1];
        long tm = last + 200 + rnd.nextInt(1800);
        if (e[2].equals("notify")) {
          line(w, tm, newMessage ? "[PID: " + r.pid + "] " + stampPlog(tm) + " Communication_Error_Timeout(EI0002): A timeout"
              + " occurs when the Notify register waits for execution. Waiting peer rank: " + t.rank + "; task information:"
              + " streamID:[" + rnd.nextInt(200) + "], taskID[" + rnd.nextInt(900) + "]; communication operator"
              + " information: tag[" + tag + "]; communicator: " + identifier + "."
              : "EI0002: [PID: " + r.pid + "] " + stampPlog(tm) + " The wait execution of the Notify register times out."
              + " Reason: The Notify register has not received the Notify record from remote rank: [" + t.rank + "].");
        } else if (e[2].equals("cqe")) {
          line(w, tm, (newMessage ? "[PID: " + r.pid + "] " + stampPlog(tm) + " Execution Error ROCE CQE(EI0013): "
              : "EI0013: [PID: " + r.pid + "] " + stampPlog(tm) + " ") + "An error CQE occurred during operator execution. Local"
              + " information: server " + r.host.ip + ", device ID " + r.physical + ", device IP " + r.deviceIp
              + ". Peer information: server " + t.host.ip + ", device ID " + t.physical + ", device IP " + t.deviceIp + ".");
        } else {
          continue;
        }
        exits.add(new long[] {tm - r.host.skewMs + master.skewMs + 30_000 + rnd.nextInt(60_000), ranks.indexOf(r)});
        break;
      }
      int local = r.host.ranks.indexOf(r);
      String path = mpirun ? msrunDir + "/1/rank." + r.rank + "/stderr"
          : msrunDir + "/worker_" + (msrunNodeRank ? r.rank : local) + ".log";
      extra.computeIfAbsent(r.host, k -> new ArrayList<>()).add(new String[] {path, joined(w)});
      if (mpirun) {
        extra.get(r.host).add(new String[] {msrunDir + "/1/rank." + r.rank + "/stdout", ""});
      }
    }
    if (!mpirun) {
      exits.sort(java.util.Comparator.comparingLong(x -> x[0]));
      if (timedOut) {
        for (long[] x : exits.subList(0, Math.min(exits.size(), 1 + rnd.nextInt(3)))) {
          line(sched, x[0], "[ERROR] DISTRIBUTED(" + schedPid + "," + Long.toHexString(0xffff00000000L + rnd.nextInt(1 << 30))
              + ",python):" + stampPlog(x[0]) + " [mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:"
              + (600 + rnd.nextInt(100)) + "] CheckNodeState] The node: " + nodeId.get(ranks.get((int) x[1]))
              + " is timed out. It may exit with exception, please check this node's log.");
        }
      }
      extra.computeIfAbsent(master, k -> new ArrayList<>()).add(new String[] {msrunDir + "/scheduler.log", joined(sched)});
    }
  }

  int schedPid;

  /** One MindSpore line (log_adapter.cc) of noise words. */
  void msLine(List<String[]> b, long t, String level, String module, int pid, String file) {
    line(b, t, "[" + level + "] " + module + "(" + pid + "," + Long.toHexString(0xffff00000000L + rnd.nextInt(1 << 30))
        + ",python):" + stampPlog(t) + " [mindspore/ccsrc/distributed/cluster/topology/" + file + ":"
        + (10 + rnd.nextInt(900)) + "] " + WORDS[rnd.nextInt(WORDS.length)] + "] " + words());
  }

  static void line(List<String[]> b, long t, String text) {
    b.add(new String[] {String.valueOf(t), text});
  }

  /** The lines in time order, one a line. */
  static String joined(List<String[]> lines) {
    lines.sort(Comparator.comparingLong(l -> Long.parseLong(l[0])));
    StringBuilder b = new StringBuilder();
    for (String[] l : lines) {
      b.append(l[1]).append('\n');
    }
    return b.toString();
  }

  String words() {
    StringBuilder b = new StringBuilder();
    for (int k = 0; k < 3 + rnd.nextInt(6); k++) {
      b.append(k == 0 ? "" : " ").append(WORDS[rnd.nextInt(WORDS.length)]);
    }
    return b.toString();
  }

  String uuid() {
    return new java.util.UUID(rnd.nextLong(), rnd.nextLong()).toString();
  }

  int serveTp;

  /**
   * SERVE: an inference service of dp replicas, each a tensor-parallel group of tp ranks with a
   * communicator of its own (vLLM-Ascend: a process group per tp group, one HCCL communicator per
   * group by torch_npu, Ascend/pytorch torch_npu/csrc/distributed/HCCLUtils.cpp; MindIE: the same, and
   * each process states its global rank in its own log, mind-cluster mindie_parser.py). No world
   * communicator is printed: each rank's identity is its group's Entry line (log-formats.md 8.1: the
   * group's rank count, the rank in the group, its identifier); in the vLLM form the expected rank is
   * that one, in the MindIE form MindIE's global_rank. A tp group is 2-16 ranks of a host or the ranks
   * of two hosts. The fault is in one tp group: its members wait on one another by group rank (8.3)
   * and the chain ends at the root (silent, or waiting on local); the other replicas go on serving.
   */
  void serveIdentity() {
    int per = hosts.get(0).ranks.size();
    int n = ranks.size();
    List<Integer> tps = new ArrayList<>();
    for (int g : new int[] {2, 4, 8, 16}) {
      if (g <= per && per % g == 0 && n / g >= 2) {
        tps.add(g);
      }
    }
    if (hosts.size() >= 4 && hosts.size() % 2 == 0) {
      tps.add(2 * per);
    }
    serveTp = tps.get(rnd.nextInt(tps.size()));
    boolean mindie = rnd.nextBoolean();
    boolean config = rnd.nextBoolean();
    envNew = rnd.nextBoolean();
    launch = mindie ? "serve-mindie" : "serve-vllm";
    forms.add("serve:" + (mindie ? "mindie-global-rank" : "vllm-group-rank-only") + ",serve:tp" + serveTp + "-dp"
        + (n / serveTp) + ",serve:entry-" + (config ? "Config" : "plain"));
    long instance = 20_000_000_000_000L + rnd.nextLong(9_000_000_000_000L);
    tpIds = new String[n / serveTp];
    for (int k = 0; k < tpIds.length; k++) {
      tpIds[k] = ranks.get(k * serveTp).host.ip + "%eth0_" + (60000 + rnd.nextInt(32)) + "_0_"
          + (1_700_000_000_000_000L + rnd.nextLong(99_999_999_999L));
    }
    for (Rank r : ranks) {
      long t = at(r, 1000 + rnd.nextInt(3000));
      String pre = envNew ? "[HCCL_ENV] " : "";
      info(r.run, t, "HCCL", "[externalinput.cc:407]", pre + "HCCL_CONNECT_TIMEOUT set by environment to [" + conn(r) + "]s");
      info(r.run, t + 1, "HCCL", "[externalinput.cc:985]", pre + "HCCL_EXEC_TIMEOUT set by environment to [" + exec(r) + "]s");
      int k = r.rank / serveTp;
      Rank head = ranks.get(k * serveTp);
      info(r.run, t + 900 + rnd.nextInt(900), "HCCL", "[op_base.cc:1302]", (config ? "Entry-HcclCommInitRootInfoConfig:ranks["
          : "Entry-HcclCommInitRootInfo:ranks[") + serveTp + "], rank[" + (r.rank % serveTp) + "], rootinfo: host ip["
          + head.host.ip + "] port[60000] nicDeploy[1] identifier[" + tpIds[k] + "], deviceLogicId[" + r.logical + "]");
      info(r.run, t + 2000, "HCCL", "[network_manager.cc:561]", "[Start][Vnic]Listen on ip[" + r.vnicIp
          + "], port[16666] sucess, devPhyId[" + r.physical + "], devLogicId[" + r.logical + "], isAutoPort[0]");
      if (mindie) {
        r.mindie.add(new String[] {String.valueOf(t + 3000), "INFO", "[llm_manager_impl.cpp:" + (100 + rnd.nextInt(400))
            + "]", "local link info: global_rank = " + r.rank + ", local_host_ip = " + r.host.ip + ", local_instance_id = "
            + (instance + r.rank) + ", local_device_ip = " + r.deviceIp + ", local_logic_device_id = " + r.logical
            + ", local_physical_device_id = " + r.physical + "."});
      } else {
        shownRank.put(r, r.rank % serveTp);
      }
    }
  }

  String[] tpIds;

  List<Rank> serve() {
    int g = serveTp;
    int k = rnd.nextInt(tpIds.length);
    List<Rank> group = new ArrayList<>(ranks.subList(k * g, k * g + g));
    return List.of(hangInGroup(group, tpIds[k], "serve:root-", ",serve:group-" + k).get(0));
  }

  long groupFault;

  /**
   * The hang in one tp group (communicator {@code id}, its members {@code group}, consecutive ranks): its
   * root silent or waiting on local, every other member waiting by group rank on the root or on a member
   * already waiting. Returns the members root first, in the order they began to wait; the fault's time
   * in {@link #groupFault}.
   */
  List<Rank> hangInGroup(List<Rank> group, String id, String formPrefix, String formSuffix) {
    int g = group.size();
    Rank x = group.get(rnd.nextInt(g));
    String ending = pick("local", "silent");
    forms.add(formPrefix + ending + formSuffix);
    long fault = faultBase + 600_000 + rnd.nextInt(3_600_000);
    groupFault = fault;
    int ix = 100 + rnd.nextInt(5000);
    String tpTag = pick("AllReduce", "AllGather") + "_" + id + "_" + rnd.nextInt(50);
    List<Rank> done = new ArrayList<>(List.of(x));
    List<Rank> rest = new ArrayList<>(group);
    rest.remove(x);
    shuffle(rest);
    for (Rank w : rest) {
      Rank t = done.get(rnd.nextInt(done.size()));
      name(w, t, "notify");
      notifyWaitIn(w, String.valueOf(t.rank % g), at(w, fault + exec(w) * 1000L + rnd.nextInt(3000)), ix, id, g,
          w.rank % g, tpTag);
      done.add(w);
    }
    if (ending.equals("local")) {
      notifyWaitIn(x, "local", at(x, fault + exec(x) * 1000L + rnd.nextInt(3000)), ix, id, g, x.rank % g, tpTag);
    }
    return done;
  }

  /**
   * NOOPDATA: the AI CPU's task-exception report without its opData line. hcomm's TaskException
   * (task_exception.cc) prints the base line ({@code PrintTaskException base information is streamId:..,
   * sqid:.., head:.., tail:.., type:.., localRank:.., remoteRank:.., taskId:.., notifyId:.., length:..,
   * addr..}, or {@code [TaskException]base information is ..} from PrintTaskExceptionByTaskId), then the
   * last 200 tasks as {@code [TaskException]task sequence is OP(n),NW(r,id),..}; the opData line only
   * where that window reaches another operator, and {@code [TaskException][PrintTaskExceptionOpInfo] fail,
   * indOp callback is nullptr, group:.., opIndex:..} in its place when the operator registered no
   * callback. So a report may give localRank and remoteRank and no group. The job has one communicator:
   * localRank is the writer's rank in it. The root's only file is its device log (as DEVLOG) or it has its
   * plogs too; the others wait on it by rank from their device logs or plogs.
   */
  List<Rank> noOpData() {
    Rank x = root();
    noOpDataForm = rnd.nextInt(2);
    x.noPlog = rnd.nextBoolean();
    String how = pick("notify", "aicpu");
    forms.add("noopdata:" + (noOpDataForm == 0 ? "task-sequence-only" : "callback-nullptr") + ",noopdata:root-"
        + (x.noPlog ? "device-log-only" : "with-plogs") + ",noopdata:waiters-" + how);
    return waitsEndingInOwnWait(x, how);
  }

  /**
   * NPUINFO: the fault names the root's device by its IP only (the heartbeat CQE forms {@code ip:[..]} and
   * {@code remoteIP:[..]}) and no line of the job states that IP (identity lines without one, no NIC
   * listen line): it is known from the host's {@code hccn_tool -i <id> -ip -g} output in
   * environment_check/npu_info_before.txt (and _after), as ascend-fd collects it (log-formats.md 9.2 and
   * 10: the command line, then its output; the id from {@code hccn_tool -i (\d{1,3})}, the address from
   * {@code ipaddr:}), the command short or with its full path, other hccn_tool commands' blocks between.
   * A third of the trees put the root in a process that drives several devices (the case the lead's run
   * of session 22 left open).
   */
  List<Rank> npuInfo() {
    npuInfoStyle = rnd.nextInt(3);
    npuInfoAfter = rnd.nextBoolean();
    boolean shared = hosts.get(0).ranks.size() >= 2 && rnd.nextInt(3) == 0;
    if (shared) {
      List<Rank> s = shareProcesses();
      forcedRoot = s.get(rnd.nextInt(s.size()));
    }
    forcedCqeForm = pick(0, 2);
    forms.add("npuinfo:style" + npuInfoStyle + (npuInfoAfter ? "-before-and-after" : "-before") + (shared
        ? ",npuinfo:root-in-a-shared-process" : ""));
    return plant("CQE");
  }

  List<Rank> rotated() {
    String base = pick("NOTIFY", "CQE", "TWO", "TRANSPORT", "LINK");
    forms.add("base:" + base);
    return plant(base);
  }

  /**
   * ROTATED: the processes go on writing after the fault (teardown, retries), so their debug plogs
   * rotate (20 MB a file, ASCEND_HOST_LOG_FILE_NUM newest files kept per process, log-formats.md 1.2)
   * and on some ranks the files holding the fault's lines are deleted: what is left of their debug log
   * starts after their reports; now and then a file's last line is cut (collected while written). The
   * answer is defined before any run, by the rules of "Partial input (session 19)": a rank whose reports
   * are gone is known by its run log and is neither a root nor a cascade; a chain that reaches a root
   * whose own report is gone ends there. So only reports that no other line's chain needs may go: ranks
   * no line names, and the root's own report when a line that stays names it. Every root keeps its own
   * line or a line that names it, so the expected answer is the planted root(s), except where the error-CQE
   * rule's count of reporters is gone (below): there the expected answer is that the root is not decided.
   */
  void rotateAway(List<Rank> roots) {
    List<Rank> leaves = new ArrayList<>();
    for (Rank r : ranks) {
      if (!roots.contains(r) && !named.contains(r) && errors(r) > 0) {
        leaves.add(r);
      }
    }
    shuffle(leaves);
    List<Rank> cut = new ArrayList<>(leaves.subList(0, Math.min(leaves.size(), 1 + rnd.nextInt(Math.max(1,
        (leaves.size() + 1) / 2)))));
    for (Rank root : roots) {
      // a root that some line names keeps one such line (its own lines may be waits only, CQE: root-waits-too)
      boolean kept = edges.stream().anyMatch(e -> e[1] == root && e[0] != root && !cut.contains((Rank) e[0]));
      for (Object[] e : edges) {
        if (!kept && e[1] == root && e[0] != root) {
          cut.remove((Rank) e[0]);
          break;
        }
      }
    }
    if (roots.size() == 1 && errors(roots.get(0)) > 0 && rnd.nextBoolean()) {
      Rank root = roots.get(0);
      for (Object[] e : edges) {
        if (e[1] == root && !cut.contains((Rank) e[0]) && e[0] != root) {
          cut.add(root);
          forms.add("rotated:root-own-report-gone");
          break;
        }
      }
    }
    forms.add("rotated:reports-gone-on-" + cut.size() + "-of-" + ranks.size());
    // an error CQE's root is the end every other reporter names (ErrorCqes; ascend-fd's CQE check, D3 of
    // docs/rootcause.md): the rule needs the count of reporters. With one reporter left and another
    // process's early reports gone (or the root's own), the surviving lines do not say whether a gone
    // report named the same end: the answer is the engine's "cannot tell" (session 31; rot30 kept a
    // reporter instead). Drawn after the cut, no random number taken.
    for (Rank root : roots) {
      List<Rank> reporters = new ArrayList<>();
      for (Object[] e : edges) {
        if (e[1] == root && e[0] != root && "cqe".equals(e[2]) && !reporters.contains((Rank) e[0])) {
          reporters.add((Rank) e[0]);
        }
      }
      if (reporters.stream().filter(x -> !cut.contains(x)).count() == 1 && !cut.isEmpty()) {
        undecided = true;
        forms.add("rotated:cqe-one-reporter-left");
      }
    }
    for (Rank r : cut) {
      long last = 0;
      for (String[] l : r.debug) {
        if (l[1].equals("ERROR")) {
          last = Math.max(last, Long.parseLong(l[0]));
        }
      }
      r.debugCut = last + 1000 + rnd.nextInt(60_000);
      for (int i = 0; i < 20 + rnd.nextInt(60); i++) {
        add(r.debug, r.debugCut + rnd.nextLong(1_800_000), pick("INFO", "WARNING", "DEBUG"), pick(MODULES), "["
            + WORDS[rnd.nextInt(WORDS.length)] + "_" + WORDS[rnd.nextInt(WORDS.length)] + ".cc:" + (10 + rnd.nextInt(2000))
            + "]", (r.pid + rnd.nextInt(50)) + " " + words());
      }
    }
    if (rnd.nextBoolean()) {
      forms.add("rotated:last-line-cut");
      for (Rank r : ranks) {
        r.cutTail = rnd.nextInt(3) == 0;
      }
    }
  }

  int errors(Rank r) {
    int n = 0;
    for (List<String[]> ls : List.of(r.debug, r.device)) {
      for (String[] l : ls) {
        n += l[1].equals("ERROR") ? 1 : 0;
      }
    }
    return n;
  }

  // ---------------------------------------------------------------- line forms

  void notifyWait(Rank w, Rank t, long time, int ix) {
    name(w, t, "notify");
    notifyWaitTo(w, String.valueOf(t.rank), time, ix);
  }

  void notifyWaitTo(Rank w, String remote, long time, int ix) {
    notifyWaitIn(w, remote, time, ix, identifier, ranks.size(), w.rank, tag);
  }

  /** A notify-wait report in communicator {@code group} of {@code size} ranks, where the writer is {@code rankId}. */
  void notifyWaitIn(Rank w, String remote, long time, int ix, String group, int size, int rankId, String tag) {
    String tid = String.valueOf(w.pid + 17 + rnd.nextInt(400));
    String pre = "[TaskExceptionHandler][Callback]Task run failed, ";
    String src = "[task_exception_handler.cc:" + (300 + rnd.nextInt(500)) + "]";
    err(w.debug, time, "HCCL", src, tid, pre + "base information is streamID:[" + rnd.nextInt(200) + "], taskID["
        + rnd.nextInt(900) + "], taskType[Notify Wait], tag[" + tag + "].");
    err(w.debug, time, "HCCL", src, tid, pre + "para information is notify id:[0x" + String.format(Locale.ROOT, "%016x",
        0x100000000L + rnd.nextInt(99999)) + "], value:[1], remote rank:[" + remote + "].");
    err(w.debug, time, "HCCL", src, tid, pre + "groupRank information is group:[" + group
        + "], user define information[], rankSize[" + size + "], rankId[" + rankId + "].");
    err(w.debug, time + 1, "HCCL", src, tid, pre + "opData information is timeStamp:[" + stamp(time - 5000)
        + "], deviceId[" + w.logical + "], index[" + ix + "], count[" + (256 << rnd.nextInt(8))
        + "], reduceType[sum], src[0x12c0c0000000], dst[0x12c0c8000000], dataType[float32].");
    cascade(w, time + 30 + rnd.nextInt(500));
  }

  void aicpuWait(Rank w, String remote, long time, int ix) {
    String tid = String.valueOf(w.aicpuPid + 400 + rnd.nextInt(300));
    boolean noOp = noOpDataForm >= 0;
    // hcomm task_exception.cc: PrintTaskException prints "<func> base information is", with a length field
    boolean byFunc = noOp && rnd.nextBoolean();
    String base = (byFunc ? "PrintTaskException base information is" : "[TaskException]base information is")
        + " streamId:149, sqid:153, head:1488, tail:136, type:NOTIFY WAIT, localRank:" + w.rank + ", remoteRank:";
    int taskId = rnd.nextInt(30000);
    int notifyId = rnd.nextInt(900);
    String tail = ", taskId:" + taskId + ", notifyId:" + notifyId + (noOp ? ", length:0" : "")
        + ", addr1High:0x0, addr1Low:0x0, addr2High:0x0, addr2Low:0x0.";
    if (!remote.equals("4294967295") && rnd.nextBoolean()) {
      add(w.device, time, "ERROR", "HCCL", "[aicpu_communicator.cc:3083]", "[" + tid + "]" + base + "4294967295" + tail,
          w.aicpuPid, "aicpu_scheduler");
    }
    add(w.device, time + 1, "ERROR", "HCCL", "[aicpu_communicator.cc:3083]", "[" + tid + "]" + base + remote + tail,
        w.aicpuPid, "aicpu_scheduler");
    if (noOp) {
      String src = "[task_exception.cc:" + (150 + rnd.nextInt(60)) + "]";
      if (noOpDataForm == 1) {
        add(w.device, time + 2, "ERROR", "HCCL", src, "[" + tid + "][TaskException][PrintTaskExceptionOpInfo] fail, indOp"
            + " callback is nullptr, group:" + identifier + ", opIndex:" + ix, w.aicpuPid, "aicpu_scheduler");
      }
      add(w.device, time + 2, "ERROR", "HCCL", src, "[" + tid + "][TaskException]task sequence is OP(" + ix + "),NW("
          + (remote.equals("4294967295") ? "/" : remote) + "," + notifyId + "),SD(/,/),NW(/," + rnd.nextInt(900) + "),SD(/,/)",
          w.aicpuPid, "aicpu_scheduler");
    } else {
      add(w.device, time + 2, "ERROR", "HCCL", "[aicpu_communicator.cc:3090]", "[" + tid
          + "][TaskException]opData information is tag:" + tag + ", group:" + identifier + ", opIndex:" + ix,
          w.aicpuPid, "aicpu_scheduler");
    }
    cascade(w, time + 50 + rnd.nextInt(500));
  }

  void cqe(Rank w, Rank x, long time, int form) {
    name(w, x, "cqe");
    String tid = String.valueOf(w.pid + 30 + rnd.nextInt(300));
    String body = switch (form) {
      case 0 -> "[Heartbeat]cqe err status[12], time:[" + stamp(time - 300) + "], ip:[" + x.deviceIp + "]";
      case 1 -> "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[" + stamp(time - 300)
          + "],localInfo{server[" + w.host.ip + "],deviceId[" + w.physical + "],deviceIp[" + w.deviceIp
          + "]}, remoteIP{server[" + x.host.ip + "],deviceId[" + x.physical + "],deviceIp[" + x.deviceIp + "]}";
      default -> "[Heartbeat]cqe error status[12], time:[" + stamp(time - 300) + "], remoteIP:[" + x.deviceIp + "]";
    };
    err(w.debug, time, "HCCL", "[heartbeat.cc:" + (1200 + rnd.nextInt(300)) + "]", tid, body);
  }

  void linkWait(Rank w, Rank t, long time, String form) {
    name(w, t, "link");
    String tid = String.valueOf(w.pid + 1000 + rnd.nextInt(3000));
    boolean sameHost = t.host == w.host;
    String peerIp = sameHost ? t.vnicIp : t.deviceIp;
    String myIp = sameHost ? w.vnicIp : w.deviceIp;
    String src = "[hccl_socket_manager.cc:" + (500 + rnd.nextInt(100)) + "]";
    err(w.debug, time - 1, "HCCL", src, tid, "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank["
        + w.rank + "] timeout[" + conn(w) + "]");
    switch (form) {
      case "table-old" -> {
        err(w.debug, time, "HCCL", src, tid, "   _________________________LINK_ERROR_INFO___________________________");
        err(w.debug, time, "HCCL", src, tid, "   |  dest_ip(rank_id)  |  src_ip(rank_id)   |   Role   |   Status   |");
        err(w.debug, time, "HCCL", src, tid, "   |  " + peerIp + "(" + t.rank + ")   |   " + myIp + "(" + w.rank
            + ")   |  client  | no connect |   ");
      }
      case "detect" -> {
        err(w.debug, time, "HCCL", src, tid, "-------------------CONNECT TIMEOUT DETECT RESULT-----------------------");
        err(w.debug, time, "HCCL", src, tid, "This node (server " + w.host.ip + ", device ID " + w.physical
            + ") detects that srcRank (server " + w.host.ip + ", device ID " + w.physical
            + ") fails to connect to dstRank (server " + t.host.ip + ", device ID " + t.physical + ").");
      }
      case "p2p" -> err(w.debug, time, "HCCL", "[p2p_mgmt.cc:305]", tid, "[Wait][P2PConnected]connected p2p timeout,"
          + " timeout:" + conn(w) + " s. local logicDevid:" + w.logical + ", remote physic id:" + t.physical + ".");
      default -> {
        err(w.debug, time, "HCCL", src, tid, "   _________________________LINK_ERROR_INFO___________________________");
        err(w.debug, time, "HCCL", src, tid, "   |  comm error, device[" + w.logical + "]");
        err(w.debug, time, "HCCL", src, tid, "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |"
            + "   src_port   |   MyRole   |   Status   |    TlsStatus   |");
        err(w.debug, time, "HCCL", src, tid, "   |  " + peerIp + "(" + t.rank + ")   |  16666  |   " + myIp + "("
            + w.rank + ")   |  " + rnd.nextInt(2_000_000_000) + "  |  client  | time out |   DISABLE  | LinkInfo");
      }
    }
    if (!form.equals("p2p") && !form.equals("detect")) {
      err(w.debug, time + 1, "HCCL", src, tid, "the connection failure between this device and target device may be"
          + " due to the following reasons:");
    }
    cascade(w, time + 40 + rnd.nextInt(400));
  }

  void transport(Rank w, Rank t, long time) {
    name(w, t, "transport");
    String tid = String.valueOf(w.pid + 2000 + rnd.nextInt(3000));
    boolean newer = rnd.nextBoolean();
    err(w.debug, time, "HCCL", "[transport_manager.cc:777]", tid, (newer ? "[InitChannelStage][Timeout]" : "[Create][DestLink]")
        + "Transport init error! createLink para:rank[" + w.rank + "]-localUserrank[" + w.rank + "]-localIpAddr["
        + w.deviceIp + "/" + w.logical + "], " + (newer ? "remoteRank[" : "dst_rank[") + t.rank + "]-remoteUserrank["
        + t.rank + "]-remoteIpAddr[" + t.deviceIp + "/" + t.logical + "], machineType[1], serverId[], linkMode[1], tag["
        + tag + "]");
    err(w.debug, time + 1, "HCCL", "[transport_manager.cc:247]", tid, "[Create]errNo[0x0000000005000006] transport create"
        + " fail in thread, local rank[" + w.rank + "] remote rank[" + t.rank + "]");
    cascade(w, time + 40 + rnd.nextInt(400));
  }

  void rootInfo(Rank server, Rank x, long fault) {
    long t = at(server, 30_000 + connectTimeout * 1000L);
    String tid = String.valueOf(server.pid + 5 + rnd.nextInt(100));
    err(server.debug, t, "HCCL", "[topoinfo_exchange_server.cc:126]", tid,
        "[Get][Connection]topo exchange server get socket timeout! timeout[" + connectTimeout + " s]");
    List<Rank> connected = others(List.of(x));
    // newer HCCL: [InitGroupStage][DisplayConnectionedRank] with the line count and the rank count it
    // needed (topoinfo_exchange_server.cc); older: [DispalyConnectionedRank] (sic), no rank count
    boolean newer = rnd.nextBoolean();
    forms.add(newer ? "rootinfo:list-with-need-count" : "rootinfo:list-old-no-need-count");
    String display = newer ? "[InitGroupStage][DisplayConnectionedRank]" : "[DispalyConnectionedRank]";
    int lines = (connected.size() + 7) / 8;
    err(server.debug, t + 1, "HCCL", "[topoinfo_exchange_server.cc:501]", tid, display + "total connected num is ["
        + connected.size() + "]" + (newer ? ",line num is [" + lines + "]" : ""));
    if (newer) {
      err(server.debug, t + 1, "HCCL", "[topoinfo_exchange_server.cc:503]", tid, display + "need connect rankNum is ["
          + ranks.size() + "]");
    }
    StringBuilder line = new StringBuilder();
    int lineNo = 0;
    for (int i = 0; i < connected.size(); i++) {
      line.append(i % 8 == 0 ? "" : ",").append(String.format(Locale.ROOT, "[%016d]", connected.get(i).rank));
      if (i % 8 == 7 || i == connected.size() - 1) {
        err(server.debug, t + 1, "HCCL", "[topoinfo_exchange_server.cc:517]", tid, display + "connected rankinfo[LINE "
            + lineNo++ + "]: " + line + ";");
        line.setLength(0);
      }
    }
    boolean agentFault = rnd.nextBoolean();
    forms.add(agentFault ? "rootinfo:root-cannot-reach-server" : "rootinfo:root-hung-after-entry");
    for (Rank w : connected) {
      if (w == server) {
        continue;
      }
      long tw = at(w, 32_000 + connectTimeout * 1000L + rnd.nextInt(2000));
      err(w.debug, tw, "HCCL", "[topoinfo_exchange_agent.cc:211]", String.valueOf(w.pid + 3),
          "[Get][Connection]topo exchange agent get socket timeout! timeout[" + connectTimeout + " s]");
    }
    // x never joined: its run log holds its entry only (the job's success lines are not printed by it)
    x.run.removeIf(l -> l[3].contains("success,take time") || l[3].contains("Listen on ip"));
    if (agentFault) {
      // the agent tries to connect until the link-setup timeout, then prints its timeout and, right after
      // it, the failed connect (hicann/hccl docs/zh/user_guide/fault_diagnosis/cluster_info_nego.md,
      // EI0015). The first version printed the connect failure at the start, a timeout earlier: the
      // generator's fault (docs/rootcause.md "Stranger trees (session 21)")
      long tx = at(x, 3_000 + rnd.nextInt(5000)) + connectTimeout * 1000L;
      err(x.debug, tx, "HCCL", "[topoinfo_exchange_agent.cc:211]", String.valueOf(x.pid + 3),
          "[Get][Connection]topo exchange agent get socket timeout! timeout[" + connectTimeout + " s]");
      err(x.debug, tx, "HCCL", "[topoinfo_exchange_agent.cc:95]", String.valueOf(x.pid + 3),
          "[TopoInfoExchangeAgent][Setup]TopoExchangeAgent: connect server[" + hosts.get(0).ip + " : 60000] failed");
    }
  }

  /** What a rank prints after its wait gave up: the call trace and the framework's error, all cascades. */
  void cascade(Rank w, long time) {
    String tid = String.valueOf(w.pid);
    if (rnd.nextBoolean()) {
      err(w.debug, time, "HCCL", "[hccl_communicator.cc:" + (3000 + rnd.nextInt(900)) + "]", tid,
          "[HcclCommunicator][ExecOp]call trace: hcclRet -> " + pick("4", "9", "21"));
    }
    if (rnd.nextBoolean()) {
      add(w.debug, time + 5, "ERROR", "APP", "[log_inner.cpp:76]", tid + " [PTA]:\"HcclAllreduce execute failed\"");
    }
  }

  void noise(Rank r) {
    long start = at(r, 5000);
    int count = 20 + rnd.nextInt(120);
    for (int i = 0; i < count; i++) {
      long t = start + rnd.nextLong(4_000_000);
      String mod = MODULES[rnd.nextInt(MODULES.length)];
      StringBuilder b = new StringBuilder();
      int words = 3 + rnd.nextInt(8);
      for (int k = 0; k < words; k++) {
        b.append(k == 0 ? "" : " ").append(WORDS[rnd.nextInt(WORDS.length)]);
        if (rnd.nextInt(5) == 0) {
          b.append("[").append(rnd.nextInt(5000)).append("]");
        }
      }
      String level = rnd.nextInt(12) == 0 ? "WARNING" : rnd.nextInt(3) == 0 ? "DEBUG" : "INFO";
      List<String[]> into = rnd.nextInt(4) == 0 ? r.run : r.debug;
      add(into, t, level, mod, "[" + WORDS[rnd.nextInt(WORDS.length)] + "_" + WORDS[rnd.nextInt(WORDS.length)]
          + ".cc:" + (10 + rnd.nextInt(2000)) + "]", String.valueOf(r.pid + rnd.nextInt(50)) + " " + b);
    }
  }

  // ---------------------------------------------------------------- writing

  void writeHost(Path hostDir, Host h, boolean processLog) throws IOException {
    Path logs = processLog ? hostDir.resolve("process_log") : hostDir;
    // one process a pid: ranks that share a pid (DEVICES) write one run and one debug plog together
    java.util.Map<Integer, List<Rank>> byPid = new java.util.LinkedHashMap<>();
    for (Rank r : h.ranks) {
      byPid.computeIfAbsent(r.pid, k -> new ArrayList<>()).add(r);
    }
    for (Rank r : earlier) {
      if (r.host == h) {
        byPid.computeIfAbsent(r.pid, k -> new ArrayList<>()).add(r);
      }
    }
    for (List<Rank> group : byPid.values()) {
      Rank r = group.get(0);
      if (group.stream().allMatch(x -> x.filesMissing)) {
        continue;
      }
      List<String[]> run = new ArrayList<>();
      List<String[]> debug = new ArrayList<>();
      List<String[]> mindie = new ArrayList<>();
      for (Rank x : group) {
        if (!x.filesMissing) {
          run.addAll(x.run);
          debug.addAll(x.debug);
          mindie.addAll(x.mindie);
        }
      }
      if (r.debugCut > 0) {
        // ROTATED: the files before the cut were deleted
        debug.removeIf(l -> Long.parseLong(l[0]) < r.debugCut);
      }
      if (group.stream().anyMatch(x -> x.runAgedOut)) {
        // the oldest run plog was deleted: what is left starts ten minutes in
        long cut = at(r, 600_000);
        run.removeIf(l -> Long.parseLong(l[0]) < cut);
      }
      if (!r.noRun && !r.noPlog && !run.isEmpty()) {
        writeRotated(logs.resolve("run/plog"), "plog", r, run);
      }
      if (!h.debugMissing && !r.noPlog && !debug.isEmpty()) {
        writeRotated(logs.resolve("debug/plog"), "plog", r, debug);
      }
      for (Rank x : group) {
        if (!x.device.isEmpty() && !h.debugMissing && !x.filesMissing) {
          writeLines(logs.resolve("debug/device-" + x.logical + "/device-" + x.pid + "_" + fileStamp(x.fileTs + 900)
              + ".log"), x, x.device);
        }
      }
      if (!mindie.isEmpty()) {
        mindie.sort(Comparator.comparingLong(l -> Long.parseLong(l[0])));
        StringBuilder sb = new StringBuilder();
        for (String[] l : mindie) {
          long ms = Long.parseLong(l[0]);
          String d = stamp(ms);
          sb.append('[').append(d, 0, 23).append("+08:00] [").append(r.pid).append("] [").append(r.pid + 1 + rnd.nextInt(90))
              .append("] [llm] [").append(l[1]).append("] ").append(l[2]).append(" : ").append(l[3]).append('\n');
        }
        Path f = hostDir.resolve("mindie/log/debug/mindie-llm_" + r.pid + "_" + fileStamp(r.fileTs + 300) + ".log");
        Files.createDirectories(f.getParent());
        Files.writeString(f, sb.toString(), StandardCharsets.UTF_8);
      }
    }
    if (h.npuInfo) {
      StringBuilder sb = new StringBuilder();
      // NPUINFO styles: the command with its full path (log-formats.md 9.2), other commands' blocks between
      String tool = npuInfoStyle == 0 ? "hccn_tool" : "/usr/local/Ascend/driver/tools/hccn_tool";
      for (Rank r : h.ranks) {
        if (npuInfoStyle == 2) {
          sb.append(tool).append(" -i ").append(r.physical).append(" -link -g\nlink status: UP\n\n");
        }
        sb.append(tool).append(" -i ").append(r.physical).append(" -ip -g\nipaddr:").append(r.deviceIp)
            .append("\nnetmask:255.255.255.0\n\n");
        if (npuInfoStyle == 2) {
          sb.append(tool).append(" -i ").append(r.physical).append(" -net_health -g\nnet health status: Success\n\n");
        }
      }
      for (String name : npuInfoAfter ? List.of("npu_info_before.txt", "npu_info_after.txt") : List.of("npu_info_before.txt")) {
        Path f = hostDir.resolve("environment_check/" + name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, sb.toString(), StandardCharsets.UTF_8);
      }
    }
    for (String[] x : extra.getOrDefault(h, List.of())) {
      Path f = hostDir.resolve(x[0]);
      Files.createDirectories(f.getParent());
      Files.writeString(f, x[1], StandardCharsets.UTF_8);
    }
  }

  /**
   * A process's lines in 1-3 files (its rotatedParts), each named by the time of its first line. A
   * file ends only where the next line is a second or more later: a rotation at 20 MB falls inside a
   * multi-line report once in very many lines, while these short files would cut one often (the
   * first version cut anywhere, so 2 of 300 trees had a report's lines in two files: the
   * generator's fault, see docs/rootcause.md "Stranger trees (session 21)").
   */
  void writeRotated(Path folder, String prefix, Rank r, List<String[]> lines) throws IOException {
    lines.sort(Comparator.comparingLong(l -> Long.parseLong(l[0])));
    int parts = Math.min(r.rotatedParts, lines.size());
    int per = (lines.size() + parts - 1) / parts;
    int from = 0;
    while (from < lines.size()) {
      int to = Math.min(lines.size(), from + per);
      while (to < lines.size() && Long.parseLong(lines.get(to)[0]) - Long.parseLong(lines.get(to - 1)[0]) < 1000) {
        to++;
      }
      List<String[]> part = new ArrayList<>(lines.subList(from, to));
      boolean debug = folder.toString().contains("debug");
      long ts = from == 0 && !(debug && r.debugCut > 0) ? r.fileTs + (prefix.equals("plog") && debug ? 77 : 0)
          : Long.parseLong(part.get(0)[0]);
      Path file = folder.resolve(prefix + "-" + r.pid + "_" + fileStamp(ts) + ".log");
      writeLines(file, r, part);
      from = to;
      if (from >= lines.size() && debug && r.cutTail) {
        // collected while written: the last line ends inside (noise here: the fault's lines are older)
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int start = text.lastIndexOf('\n', text.length() - 2) + 1;
        int keep = Math.min(text.length() - 1, start + 20 + rnd.nextInt(Math.max(1, text.length() - start - 20)));
        if (!part.get(part.size() - 1)[1].equals("ERROR")) {
          Files.writeString(file, text.substring(0, keep), StandardCharsets.UTF_8);
        }
      }
    }
  }

  /** The wrapping folder as a customer sends it: {@code tar czf job.tar.gz job-NNNN-logs/}; the tree is the archive. */
  void archive(Path base) throws IOException {
    Path tar = dir.resolveSibling(dir.getFileName() + ".tar.gz");
    try {
      Process p = new ProcessBuilder("tar", "czf", tar.toString(), "-C", dir.toString(), base.getFileName().toString())
          .redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      if (p.waitFor() != 0) {
        throw new IOException("tar failed for " + dir);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    try (var walk = Files.walk(dir)) {
      for (Path f : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(f);
      }
    }
  }

  void writeLines(Path file, Rank r, List<String[]> lines) throws IOException {
    Files.createDirectories(file.getParent());
    lines.sort(Comparator.comparingLong(l -> Long.parseLong(l[0])));
    StringBuilder sb = new StringBuilder();
    for (String[] l : lines) {
      int pid = l.length > 4 ? Integer.parseInt(l[4]) : r.pid;
      String pname = l.length > 5 ? l[5] : r.pname;
      sb.append('[').append(l[1]).append("] ").append(l[2]).append('(').append(pid).append(',').append(pname)
          .append("):").append(stampPlog(Long.parseLong(l[0]))).append(' ').append(l[3]).append('\n');
    }
    try {
      Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void info(List<String[]> into, long t, String mod, String src, String body) {
    add(into, t, "INFO", mod, src, (oldHeader ? "" : " ") + "[" + (1000 + rnd.nextInt(9000)) + "]" + body);
  }

  void err(List<String[]> into, long t, String mod, String src, String tid, String body) {
    add(into, t, "ERROR", mod, src, (oldHeader ? "" : " ") + "[" + tid + "]" + body);
  }

  void add(List<String[]> into, long t, String level, String mod, String src, String body) {
    into.add(new String[] {String.valueOf(t), level, mod, src + (body.startsWith(" ") || body.startsWith("[") ? "" : " ")
        + body});
  }

  void add(List<String[]> into, long t, String level, String mod, String src, String body, int pid, String pname) {
    into.add(new String[] {String.valueOf(t), level, mod, src + " " + body, String.valueOf(pid), pname});
  }

  long at(Rank r, long offset) {
    return t0 + r.host.skewMs + offset;
  }

  Rank any() {
    return ranks.get(rnd.nextInt(ranks.size()));
  }

  String forcedForm;

  Rank root() {
    Rank r = forcedRoot != null ? forcedRoot : any();
    forcedRoot = null;
    return r;
  }

  List<Rank> others(List<Rank> but) {
    List<Rank> out = new ArrayList<>();
    for (Rank r : ranks) {
      if (!but.contains(r) && r.host.present) {
        out.add(r);
      }
    }
    return out;
  }

  void shuffle(List<Rank> l) {
    for (int i = l.size() - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      Rank x = l.get(i);
      l.set(i, l.get(j));
      l.set(j, x);
    }
  }

  @SafeVarargs
  final <T> T pick(T... options) {
    return options[rnd.nextInt(options.length)];
  }

  static String stampPlog(long ms) {
    java.time.LocalDateTime d = java.time.LocalDateTime.ofEpochSecond(ms / 1000, (int) (ms % 1000) * 1_000_000,
        java.time.ZoneOffset.UTC);
    return String.format(Locale.ROOT, "%04d-%02d-%02d-%02d:%02d:%02d.%03d.%03d", d.getYear(), d.getMonthValue(),
        d.getDayOfMonth(), d.getHour(), d.getMinute(), d.getSecond(), ms % 1000, (ms * 7) % 1000);
  }

  /** The heartbeat's own time form, {@code yyyy-mm-dd hh:mm:ss.uuuuuu}. */
  static String stamp(long ms) {
    String p = stampPlog(ms);
    return p.substring(0, 10) + " " + p.substring(11, 19) + "." + p.substring(20, 23) + p.substring(24, 27);
  }

  static String fileStamp(long ms) {
    String p = stampPlog(ms);
    return p.replaceAll("[^0-9]", "").substring(0, 17);
  }
}
