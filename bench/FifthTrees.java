// fifth35: a fifth stranger generator of multi-rank log trees: how the root PROCESS BEHAVES.
//
//   java bench/FifthTrees.java --out <dir> --count N --seed S
//
// Writes <dir>/tree-NNN/{logs/<host>/..., expected.json, forms.txt} and prints one line per tree. Scored by
// bench/field-trees.sh (GENERATOR=bench/FifthTrees.java, through bench/fifth-trees.sh): right = the answer's
// first root is the expected host folder and pid (or rank and logical device).
//
// WHAT WAS READ (nothing else): ../shared/docs/log-formats.md (LF below, by section), ../shared/catalogs/codes.jsonl
// (the catalogue), the field reports' classes and consoles (fr-001, fr-008, fr-009, fr-012: visible devices and
// logical vs physical ids; fr-022, fr-039: rank tables; fr-028: a rank busy while the others wait; fr-049),
// the layout of the four ascend-fd fixtures, bench/field-trees.sh and bench/fourth-trees.sh (the contract),
// docs/rootcause.md's "## trees33" and "## trees34" sections only (to draw what the other four do not), and,
// found with the search tool:
//   [HB]   HCCL's heartbeat.cc (two versions found by find_string, which does not name their repository;
//          Heartbeat::GetUId builds a rank's id as serverId + "/" +
//          devicePhyId, so heartbeat lines name the PHYSICAL device; MakeErrMsg's "[Stuck Occurred]" text with
//          "1.Host process is stuck, 2.Device task is stuck" and no Discoverer; StuckDetection's run-log line
//          "[HCCL_TRACE]rank:%s, count of currently executed operators:%d"; a stuck rank marks ITSELF
//          (SetStatus(uid_, uid_, HEARTBEAT_STUCK)), so informer == crimer);
//   [TES]  hicann/hccl's fault_diagnosis/task_exec_stage page (an English copy found by find_string): STUCK is detected by polling the operators'
//          in/out counts every 1/3 of HCCL_EXEC_TIMEOUT (detected after 1/3..2/3 of it), LOST after 30 s
//          without a heartbeat; run-log "[HeartbeatAbnormal]local rank ..: crimer rank .. status[..] by
//          informer rank .."; the Stuck Occurred example line; "if the task is killed before the notify
//          timeout ... HCCL does not print exception information" (the launcher-stop kinds);
//   [OPB]  an HCCL op_base.cc (found by find_string, which does not name its repository): HCCL_RUN_INFO
//          "Entry-HcclCommInitClusterInfo:clusterInfo[%s], rank[%u], deviceLogicId[%d]" (communicator init
//          from a rank table file).
// The engine (src/main) and the other generators' bodies were NOT read before this file was committed.
//
// Forms no stored source quotes are listed per tree in forms.txt as "(inferred form)" with the file they are
// in; their codes and numbers are sourced (the catalogue, LF). Nothing in logs/ says what the answer is.
//
// Randomised per seed: CANN wording era (8.5 stage tags and [PID: p] Title(code) blocks; older code-first
// blocks without stage tags or own host address), host names (atlas-NN, <job>-worker-i, node IPs, pods),
// CANN folder (ascend-fd process_log with rank-<r>.log, ~/ascend/log copy with train.log, CANN 5.0's flat
// log/plog with nohup.out in the older era), clock offsets up to 120 s on two hosts in three, a host left out
// (one in three trees of 3+ hosts, never the root's or the master's), the root's debug plog split in two (one
// in three), a non-root process's first run plog rotated away (one in four), progress and harmless lines,
// 2-8 hosts and 16-64 ranks, heartbeat on or off.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

public final class FifthTrees {

    /** What the root process does; each label cites its source. */
    enum Kind {
        // Host process hangs (no error of its own): the others reach HCCL_EXEC_TIMEOUT (EI0002) and, with the
        // heartbeat, name it "Stuck Occurred" [HB][TES]. Its agent stops it (SIGTERM) after a waiter exits.
        // Layer script: LF 11 "... Stuck Occurred | host process or device task stuck | script"; [TES]: check
        // whether the service process is stuck or deadlocked.
        HANG_HOST("hang-host", "script"),
        // The root's device task hangs; Stuck Occurred names it; it prints only a late error of its own,
        // 507014 ACL_ERROR_RT_AICORE_TIMEOUT / 0x07150025 RT_ERROR_TSFW_AICORE_TIMEOUT (catalogue; alias
        // "ErrCode=507014, desc=[aicore timeout], InnerCode=0x7150025"), shortly before the others' EI0002.
        // Layer device: [HB] "2.Device task is stuck"; LF 11 Stuck's secondary layer device; a TS firmware
        // AI Core timeout is the device's.
        HANG_DEVICE("hang-device", "device"),
        // Inside a container with ASCEND_RT_VISIBLE_DEVICES / ASCEND_VISIBLE_DEVICES (LF 1.1: in a container
        // the id is the logical one; fr-012's console shows the variable), the framework's index and
        // deviceLogicId are logical, HCCL's devicePhyId and the heartbeat's [ip/ID] physical [HB]. Root: memory
        // UCE 507053 / 0x07010026 "device mem error" (catalogue; LF 6 device). Label: rank, LOGICAL device
        // (what the process, its ERR line and its plog folder call it: LF 1.1, LF 7.1) and pid.
        CONTAINER_UCE("container-uce", "device"),
        // As above, root: 507056 ACL_ERROR_RT_LINK_ERROR / 0x07010033 "device network link error", torch_npu
        // text "HCCS LINK ERROR" (catalogue; LF 6 and 7.2: network).
        CONTAINER_LINK("container-link", "network"),
        // MindIE serving initialised from a rank table file (HcclCommInitClusterInfo [OPB]; rank table fields
        // server_id/device_id/device_ip/rank_id as fr-022 prints them). Root: 507010 lost heartbeat /
        // 0x0711000B (catalogue; LF 6 device).
        MINDIE_RANKTABLE("mindie-ranktable", "device"),
        // torchrun over 2-8 hosts; the root's HBM multi-bit ECC 507054 / 0x07010028 (catalogue; LF 6 device) or
        // UCE 507053; its agent SIGTERMs its host's workers (LF 9.4) and the other hosts' workers are stopped
        // within 3-25 s, before the 30 s heartbeat-lost window and long before HCCL_EXEC_TIMEOUT [TES]: no
        // survivor prints EI0002 or a heartbeat line.
        TORCHRUN_STOP("torchrun-stop", "device"),
        // DeepSpeed's launcher (pdsh, one console on the master with "<host>: " prefixes; launcher lines
        // inferred); root 507056 "HCCS LINK ERROR" (network, LF 6, 7.2); every launcher kills its subprocesses.
        DEEPSPEED_STOP("deepspeed-stop", "network");

        final String label;
        final String layer;

        Kind(String label, String layer) {
            this.label = label;
            this.layer = layer;
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length % 2 != 0) {
            fail("every option takes one value (usage: --out DIR --count N --seed S), got: " + String.join(" ", args));
        }
        Map<String, String> opts = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!Set.of("--out", "--count", "--seed").contains(args[i])) {
                fail("unknown option '" + args[i] + "' (usage: --out DIR --count N --seed S)");
            }
            opts.put(args[i], args[i + 1]);
        }
        if (opts.size() != 3) {
            fail("--out, --count and --seed are all needed");
        }
        Path out = Path.of(opts.get("--out"));
        int count = (int) number(opts, "--count", 0, 100_000);
        long seed = number(opts, "--seed", Long.MIN_VALUE, Long.MAX_VALUE);
        Random master = new Random(seed);
        Kind[] kinds = Kind.values();
        System.out.println("FifthTrees seed " + seed + ", " + count + " trees");
        for (int i = 0; i < count; i++) {
            Kind kind = kinds[i % kinds.length];
            Path dir = out.resolve(String.format("tree-%03d", i));
            Tree t = new Tree(kind, new Random(master.nextLong()));
            t.build();
            t.write(dir);
            System.out.println(dir.getFileName() + " " + t.describe());
        }
    }

    /** The option's value as a whole number within [lo, hi]; else exit 2 naming the option and the value. */
    private static long number(Map<String, String> opts, String name, long lo, long hi) {
        String v = opts.get(name);
        try {
            long n = Long.parseLong(v);
            if (n >= lo && n <= hi) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below, with the value
        }
        fail(name + " must be a whole number" + (lo == Long.MIN_VALUE ? "" : " from " + lo + " to " + hi) + ", not '" + v + "'");
        return lo;
    }

    private static void fail(String msg) {
        System.err.println("FifthTrees: " + msg);
        System.exit(2);
    }

    // ------------------------------------------------------------------------------------------------
    /** One host: folder name, address, clock offset, the physical id behind each logical index. */
    record Host(int idx, String name, String ip, long offsetMs, int[] phys, String layout, String visibleVar) {
    }

    /** One worker process. */
    record Proc(int rank, Host host, int local, int logical, int physical, int pid, long startMs) {
    }

    /** Timed lines per file, written in time order (then insertion order). */
    static final class Files2 {
        private record Line(long t, long seq, String text) {
        }

        private final Map<String, List<Line>> files = new TreeMap<>();
        private long seq;

        void add(String path, long t, String text) {
            files.computeIfAbsent(path, k -> new ArrayList<>()).add(new Line(t, seq++, text));
        }

        void addRaw(String path, String text) {
            add(path, Long.MIN_VALUE, text);
        }

        void write(Path root) throws IOException {
            for (Map.Entry<String, List<Line>> e : files.entrySet()) {
                List<Line> ls = new ArrayList<>(e.getValue());
                ls.sort(Comparator.comparingLong(Line::t).thenComparingLong(Line::seq));
                StringBuilder sb = new StringBuilder();
                for (Line l : ls) {
                    sb.append(l.text()).append('\n');
                }
                Path p = root.resolve(e.getKey());
                Files.createDirectories(p.getParent());
                Files.writeString(p, sb.toString(), StandardCharsets.UTF_8);
            }
        }
    }

    /** Time formats, each from its source. */
    static final class Clock {
        private static final DateTimeFormatter PLOG = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS"); // LF 2.1
        private static final DateTimeFormatter FILE = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS"); // LF 1.1
        private static final DateTimeFormatter ERR = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss"); // LF 7.1
        private static final DateTimeFormatter AGENT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS"); // LF 9.4
        private static final DateTimeFormatter FAIL = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH:mm:ss"); // LF 9.4
        private static final DateTimeFormatter CTIME = DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss yyyy", Locale.US); // [TES] Arrival Time

        static ZonedDateTime at(long ms) {
            return Instant.ofEpochMilli(ms).atZone(ZoneOffset.UTC);
        }

        static String plog(long ms) {
            long micros = Math.floorMod(ms * 7919L, 1000L);
            return PLOG.format(at(ms)) + String.format(".%03d", micros);
        }

        static String file(long ms) {
            return FILE.format(at(ms));
        }

        static String err(long ms) {
            return ERR.format(at(ms));
        }

        static String agent(long ms) {
            return AGENT.format(at(ms));
        }

        static String fail(long ms) {
            return FAIL.format(at(ms));
        }

        static String ctime(long ms) {
            return CTIME.format(at(ms));
        }

        static String mindie(long ms) {
            return DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS").format(at(ms)) + "000";
        }
    }

    // ------------------------------------------------------------------------------------------------
    static final class Tree {
        private static final int EXEC_TIMEOUT_S = 1836; // LF 4.1, 7.3 default HCCL_EXEC_TIMEOUT
        private final Kind kind;
        private final Random rnd;
        private final Files2 files = new Files2();
        private final Set<String> inferred = new LinkedHashSet<>();
        private final List<Host> hosts = new ArrayList<>();
        private final List<Proc> procs = new ArrayList<>();
        private final Set<Integer> leftOut = new HashSet<>();
        private final List<String> notes = new ArrayList<>();
        private boolean era85;
        private boolean heartbeat;
        private boolean container;
        private Proc root;
        private String ident;
        private String masterIp;
        private long t0;
        private long tFault;
        private boolean splitRootPlog;
        private int rotatedRank = -1;
        private String launcherLayout;

        Tree(Kind kind, Random rnd) {
            this.kind = kind;
            this.rnd = rnd;
        }

        // ---------------- topology
        void build() {
            era85 = rnd.nextInt(3) > 0;
            container = kind == Kind.CONTAINER_UCE || kind == Kind.CONTAINER_LINK;
            boolean hang = kind == Kind.HANG_HOST || kind == Kind.HANG_DEVICE;
            heartbeat = era85 && rnd.nextInt(100) < (hang ? 80 : 67);
            int perHost = container && rnd.nextBoolean() ? 4 : 8;
            int minHosts = Math.max(2, (16 + perHost - 1) / perHost);
            int maxHosts = Math.min(8, 64 / perHost);
            if (kind == Kind.MINDIE_RANKTABLE) {
                maxHosts = 4;
            }
            int nHosts = minHosts + rnd.nextInt(maxHosts - minHosts + 1);
            String style = List.of("atlas", "worker", "ip", "pod").get(rnd.nextInt(4));
            String job = "job-" + Integer.toHexString(0x1000 + rnd.nextInt(0xefff));
            String net = List.of("192.0.2.", "198.51.100.", "203.0.113.").get(rnd.nextInt(3));
            int ipBase = 10 + rnd.nextInt(150);
            Set<Integer> usedNums = new HashSet<>();
            for (int h = 0; h < nHosts; h++) {
                String ip = net + (ipBase + h * 3 + rnd.nextInt(3));
                int num;
                do {
                    num = 1 + rnd.nextInt(60);
                } while (!usedNums.add(num));
                String name = switch (style) {
                    case "atlas" -> String.format("atlas-%02d", num);
                    case "worker" -> job + "-worker-" + h;
                    case "ip" -> ip;
                    default -> job + "-" + Integer.toHexString(0x100 + rnd.nextInt(0xeff)) + "-" + h;
                };
                long offset = rnd.nextInt(3) > 0 ? (rnd.nextInt(240_001) - 120_000) : 0;
                int[] phys = new int[perHost];
                String var = null;
                if (container) {
                    List<Integer> pool = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7));
                    if (perHost == 4) {
                        // a container handed the upper or lower half, sometimes in the device plugin's order
                        pool = rnd.nextBoolean() ? new ArrayList<>(List.of(4, 5, 6, 7)) : new ArrayList<>(List.of(0, 1, 2, 3));
                    }
                    if (perHost == 8 || rnd.nextInt(3) == 0) {
                        java.util.Collections.shuffle(pool, rnd);
                    }
                    if (perHost == 8 && isIdentity(pool)) {
                        java.util.Collections.swap(pool, 0, 7);
                    }
                    for (int i = 0; i < perHost; i++) {
                        phys[i] = pool.get(i);
                    }
                    var = rnd.nextBoolean() ? "ASCEND_RT_VISIBLE_DEVICES" : "ASCEND_VISIBLE_DEVICES";
                } else {
                    for (int i = 0; i < perHost; i++) {
                        phys[i] = i;
                    }
                }
                String layout = pickLayout();
                hosts.add(new Host(h, name, ip, offset, phys, layout, var));
            }
            masterIp = hosts.get(0).ip();
            t0 = 1_780_000_000_000L + (long) rnd.nextInt(20_000_000) * 1000L;
            ident = kind == Kind.MINDIE_RANKTABLE ? "hccl_world_group" : masterIp + "%eth0_60000_0_" + (1_780_000_000_000_000L + Math.floorMod(rnd.nextLong(), 9_000_000_000_000L));
            Set<Integer> pids = new HashSet<>();
            int rank = 0;
            for (Host h : hosts) {
                for (int l = 0; l < h.phys().length; l++) {
                    int pid;
                    do {
                        pid = 1000 + rnd.nextInt(3_999_000);
                    } while (!pids.add(pid));
                    procs.add(new Proc(rank++, h, l, l, h.phys()[l], pid, t0 + 2000 + rnd.nextInt(4000)));
                }
            }
            root = procs.get(rnd.nextInt(procs.size()));
            if (nHosts >= 3 && rnd.nextInt(3) == 0) {
                List<Integer> cand = new ArrayList<>();
                for (Host h : hosts) {
                    if (h.idx() != 0 && h.idx() != root.host().idx()) {
                        cand.add(h.idx());
                    }
                }
                leftOut.add(cand.get(rnd.nextInt(cand.size())));
            }
            splitRootPlog = rnd.nextInt(3) == 0;
            if (rnd.nextInt(4) == 0) {
                Proc p;
                do {
                    p = procs.get(rnd.nextInt(procs.size()));
                } while (p == root);
                rotatedRank = p.rank();
            }
            tFault = t0 + 600_000 + rnd.nextInt(4_800_000);
            launcherLayout = hosts.get(0).layout();
            for (Proc p : procs) {
                initLines(p);
            }
            progress();
            switch (kind) {
                case HANG_HOST, HANG_DEVICE -> hang();
                case CONTAINER_UCE -> exitFault(507053, "0x7010026", "device mem error", "UCE ERROR");
                case CONTAINER_LINK -> exitFault(507056, "0x7010033", "device network link error", "HCCS LINK ERROR");
                case MINDIE_RANKTABLE -> exitFault(507010, "0x711000b", "lost heartbeat", null);
                case TORCHRUN_STOP -> {
                    if (rnd.nextBoolean()) {
                        stopFault(507054, "0x7010028", "hbm Multi-bit ECC error", "HBM MULTI BIT ECC ERROR");
                    } else {
                        stopFault(507053, "0x7010026", "device mem error", "UCE ERROR");
                    }
                }
                case DEEPSPEED_STOP -> stopFault(507056, "0x7010033", "device network link error", "HCCS LINK ERROR");
            }
        }

        private static boolean isIdentity(List<Integer> l) {
            for (int i = 0; i < l.size(); i++) {
                if (l.get(i) != i) {
                    return false;
                }
            }
            return true;
        }

        private String pickLayout() {
            int n = era85 ? 2 : 3;
            return List.of("process_log", "ascend_log", "flat").get(rnd.nextInt(n));
        }

        // ---------------- paths
        private String hostDir(Host h) {
            return h.name() + "/";
        }

        private String plogPath(Proc p, boolean debug, long fileTs) {
            Host h = p.host();
            String dir = switch (h.layout()) {
                case "process_log" -> "process_log/" + (debug ? "debug" : "run") + "/plog/";
                case "ascend_log" -> "ascend/log/" + (debug ? "debug" : "run") + "/plog/";
                default -> "log/plog/";
            };
            return hostDir(h) + dir + "plog-" + p.pid() + "_" + Clock.file(fileTs + h.offsetMs()) + ".log";
        }

        private String debugPlog(Proc p, long t) {
            if (p == root && splitRootPlog && t >= tFault - 300_000) {
                return plogPath(p, true, tFault - 300_000);
            }
            return plogPath(p, true, p.startMs());
        }

        private String runPlog(Proc p, long t) {
            if (p.rank() == rotatedRank) {
                // the first run plog rotated away (LF 1.2: ASCEND_HOST_LOG_FILE_NUM keeps the newest files)
                return t < tFault - 900_000 ? null : plogPath(p, false, tFault - 900_000);
            }
            return plogPath(p, false, p.startMs());
        }

        /** The console a worker's stdout lands in, or null (DeepSpeed: the master's pdsh console). */
        private String console(Proc p) {
            Host h = p.host();
            if (kind == Kind.DEEPSPEED_STOP) {
                return hostDir(hosts.get(0)) + "deepspeed_train.log";
            }
            if (kind == Kind.MINDIE_RANKTABLE) {
                return hostDir(h) + "mindie/log/debug/mindie-llm_" + p.pid() + "_" + Clock.file(p.startMs() + h.offsetMs()) + ".log";
            }
            return switch (h.layout()) {
                case "process_log" -> hostDir(h) + "rank-" + p.rank() + ".log";
                case "ascend_log" -> hostDir(h) + "train.log";
                default -> hostDir(h) + "nohup.out";
            };
        }

        private String agentLog(Host h) {
            return switch (h.layout()) {
                case "process_log" -> hostDir(h) + "launcher.log";
                case "ascend_log" -> hostDir(h) + "train.log";
                default -> hostDir(h) + "nohup.out";
            };
        }

        private boolean kept(Host h) {
            return !leftOut.contains(h.idx());
        }

        // ---------------- line forms
        private String hccl(String level, Proc p, long t, String file, String body) {
            // LF 2.2: 8.5 puts a space before the thread id, older does not
            return "[" + level + "] HCCL(" + p.pid() + ",python3):" + Clock.plog(t + p.host().offsetMs()) + " [" + file + "]"
                    + (era85 ? " " : "") + "[" + p.pid() + "]" + body;
        }

        private String module(String level, String mod, Proc p, long t, String file, String body) {
            return "[" + level + "] " + mod + "(" + p.pid() + ",python3):" + Clock.plog(t + p.host().offsetMs()) + " [" + file + "]"
                    + p.pid() + " " + body;
        }

        private void debug(Proc p, long t, String line) {
            if (kept(p.host())) {
                files.add(debugPlog(p, t), t, line);
            }
        }

        private void run(Proc p, long t, String line) {
            String path = runPlog(p, t);
            if (path != null && kept(p.host())) {
                files.add(path, t, line);
            }
        }

        private void out(Proc p, long t, String line) {
            if (!kept(p.host()) && kind != Kind.DEEPSPEED_STOP) {
                return;
            }
            if (kind == Kind.DEEPSPEED_STOP) {
                files.add(console(p), t, p.host().name() + ": " + line);
            } else if (kind == Kind.MINDIE_RANKTABLE) {
                files.add(console(p), t, "[" + Clock.mindie(t + p.host().offsetMs()) + "] [" + p.pid() + "] [" + p.pid()
                        + "] [llm] " + line);
            } else if ("process_log".equals(p.host().layout())) {
                files.add(console(p), t, line);
            } else {
                files.add(console(p), t, "[rank" + p.rank() + "]: " + line); // LF 3.2, 9.4: [rankN]: prefixes
            }
        }

        private void initLines(Proc p) {
            Host h = p.host();
            long t = p.startMs() + 15_000 + rnd.nextInt(20_000);
            if (container && p.local() == 0 && kept(h)) {
                // fr-012: the container's visible list printed at the top of the console
                String list = joinInts(h.phys());
                files.add(console(p), p.startMs() - 1000, h.visibleVar() + "=" + list);
            }
            run(p, t, hccl("INFO", p, t, "externalinput.cc:598", "[HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s"));
            run(p, t, hccl("INFO", p, t, "externalinput.cc:598", "[HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [" + EXEC_TIMEOUT_S + "]s"));
            if (kind == Kind.MINDIE_RANKTABLE) {
                // [OPB]
                run(p, t + 3, hccl("INFO", p, t + 3, "op_base.cc:1001", "Entry-HcclCommInitClusterInfo:clusterInfo[/usr/local/Ascend/mindie/latest/mindie-service/conf/ranktable.json], rank["
                        + p.rank() + "], deviceLogicId[" + p.logical() + "]"));
            } else {
                if (p.rank() == 0) {
                    run(p, t + 1, hccl("INFO", p, t + 1, "op_base.cc:1205", "Entry-HcclGetRootInfo:rootInfo[0x" + Long.toHexString(0x7f00_0000_0000L + rnd.nextInt(1 << 30)) + "], deviceLogicId[" + p.logical() + "]"));
                }
                // LF 8.1
                run(p, t + 3, hccl("INFO", p, t + 3, "op_base.cc:1292", "Entry-HcclCommInitRootInfoInner:ranks[" + procs.size() + "], rank[" + p.rank()
                        + "], rootinfo: host ip[" + masterIp + "] port[60000] nicDeploy[1] identifier[" + ident + "], deviceLogicId[" + p.logical() + "]"));
            }
            if (era85) {
                run(p, t + 40, hccl("INFO", p, t + 40, "hccl_communicator.cc:412", "[Communicator Key Info]identifier[" + ident + "] rankSize[" + procs.size() + "] serverNum[" + hosts.size() + "]"));
                run(p, t + 41, hccl("INFO", p, t + 41, "hccl_communicator.cc:418", "[LocalRank Key Info]userRank[" + p.rank() + "] hostIp[" + h.ip() + "] devicePhyId[" + p.physical() + "]"));
            }
            if (p != root && rnd.nextInt(12) == 0) {
                // LF 2.2: a harmless profiling line seen in public logs
                debug(p, p.startMs() + 900, module("ERROR", "PROFILING", p, p.startMs() + 900, "driver_plugin.cpp:88", ">>> (tid:" + p.pid() + ") DriverPlugin failed to load driver so"));
            }
            if (kind != Kind.MINDIE_RANKTABLE) {
                inferred.add("a worker's start line ' rank R of N on npu:L' (noise)");
                out(p, p.startMs() + 8000, " rank " + p.rank() + " of " + procs.size() + " on npu:" + p.logical());
            }
            if (kind == Kind.MINDIE_RANKTABLE) {
                inferred.add("MindIE log line layout '[ts] [pid] [tid] [llm] LEVEL ...' in mindie/log/debug/mindie-llm_<pid>_<ts>.log");
                out(p, t, "[INFO] [model_runner.cpp:214] : init hccl by rank table, rank " + p.rank() + ", device " + p.logical());
            }
        }

        private void progress() {
            Proc first = procs.get(0);
            long step = 60_000 + rnd.nextInt(60_000);
            int n = 0;
            for (long t = t0 + 90_000; t < tFault - 5_000; t += step) {
                n++;
                if (kind == Kind.MINDIE_RANKTABLE) {
                    out(first, t, "[INFO] [infer_engine.cpp:377] : batch done, " + (8 + rnd.nextInt(120)) + " requests, mean latency " + (40 + rnd.nextInt(90)) + " ms");
                } else {
                    out(first, t, String.format(" step %d | loss %.4f | lr %.2e | %.2f s/it", n * 50, 3.2 / Math.sqrt(n + 1.0),
                            1e-4, 1.1 + rnd.nextDouble()));
                }
            }
            inferred.add("progress lines ' step N | loss ...' (noise, no source)");
        }

        // ---------------- what the others print after HCCL_EXEC_TIMEOUT
        private String tag() {
            return "AllReduce_" + ident;
        }

        private void waiterTimeout(Proc p, long t, int waitRank) {
            int stream = 2;
            int task = 21 + rnd.nextInt(40);
            if (era85) {
                // LF 8.3 / [TES]: the task exception, three lines
                debug(p, t, hccl("ERROR", p, t, "task_exception_handler.cc:908", "[TaskExecStage][Timeout][Host]Task run failed, base information is streamID:["
                        + stream + "], taskID[" + task + "], tag[" + tag() + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
                debug(p, t, hccl("ERROR", p, t, "task_exception_handler.cc:771", "[TaskExecStage][Timeout][Host]Task run failed, groupRank information is group:["
                        + ident + "], user define information[], rankSize[" + procs.size() + "], rankId[" + p.rank() + "]."));
                debug(p, t, hccl("ERROR", p, t, "task_exception_handler.cc:704", "[TaskExecStage][Timeout][Host]Task run failed, opData information is timeStamp:["
                        + Clock.plog(t - EXEC_TIMEOUT_S * 1000L + p.host().offsetMs()) + "], deviceId[" + p.logical() + "], index[" + task
                        + "], count[262144], reduceType[sum], src[0x12c0c0013000], dst[0x12c0c0014000], dataType[float32]."));
            } else {
                // LF 8.3 older key [FD kg-config AISW_CANN_HCCL_027]; its tail (tag) inferred
                inferred.add("older task exception tail ', tag[...]' after taskType[Notify Wait] (plog)");
                debug(p, t, hccl("ERROR", p, t, "task_exception_handler.cc:120", "[TaskExceptionHandler][Callback]Task run failed, base information is streamID:["
                        + stream + "], taskID[" + task + "], taskType[Notify Wait], tag[" + tag() + "]."));
            }
            if (heartbeat) {
                long arrival = kind == Kind.HANG_HOST || kind == Kind.HANG_DEVICE ? stuckAt : tFault + 30_000;
                String loc = "Cluster Exception Location[IP/ID]:[" + root.host().ip() + "/" + root.physical() + "], Arrival Time:["
                        + Clock.ctime(arrival + p.host().offsetMs()) + "], ";
                String body = kind == Kind.HANG_HOST || kind == Kind.HANG_DEVICE
                        ? loc + "ExceptionType:[Stuck Occurred], Possible Reason:1.Host process is stuck, 2.Device task is stuck" // [HB][TES]
                        : loc + "Discoverer:[" + discoverer().host().ip() + "/" + discoverer().physical()
                        + "], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected"; // LF 8.3
                debug(p, t, hccl("ERROR", p, t, "task_exception_handler.cc:610", "[TaskExecStage][HeartbeatAbnormal]" + body));
            }
            // the exception text in the console: LF 7.2 warning form (507048 comes with EI0002), LF 7.1 ERR line,
            // LF 3.1 blocks; the call inside "NPU function error" is inferred
            inferred.add("console 'NPU function error: AclrtSynchronizeStreamWithTimeout(stream)' call text");
            long c = t + 200;
            if (kind == Kind.MINDIE_RANKTABLE) {
                out(p, c, "[ERROR] [model_runner.cpp:533] : execute model failed, error code is 507048");
            } else {
                out(p, c, "[W compiler_depend.ts:487] Warning: NPU warning, error code is 507048[Error]: The execution of the internal task times out.");
                out(p, c, "Traceback (most recent call last):");
                out(p, c, "  File \"/workspace/train.py\", line 241, in <module>");
                out(p, c, "    loss_val = loss.item()");
                out(p, c, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:467 NPU function error: AclrtSynchronizeStreamWithTimeout(stream), error code is 507048");
                out(p, c, "[ERROR] " + Clock.err(c + p.host().offsetMs()) + " (PID:" + p.pid() + ", Device:" + p.logical() + ", RankID:" + p.rank() + ") ERR00100 PTA call acl api failed");
            }
            String ts = Clock.plog(t + p.host().offsetMs());
            if (era85) {
                // catalogue EI0002 (current text)
                out(p, c, "[PID: " + p.pid() + "] " + ts + " Communication_Error_Timeout(EI0002): A timeout occurs when the Notify register waits for execution. Waiting peer rank: "
                        + waitRank + "; task information: streamID:[" + stream + "], taskID[" + task + "]; communication operator information: tag[" + tag()
                        + "]; communicator: " + ident + ".");
            } else {
                // catalogue EI0002 (older text)
                out(p, c, "EI0002: [PID: " + p.pid() + "] " + ts + " The wait execution of the Notify register times out. Reason: The Notify register has not received the Notify record from remote rank: ["
                        + waitRank + "]. base information: [streamID:[" + stream + "], taskID[" + task + "], taskType[Notify Wait]]. task information: []. group information: [" + ident + "]");
            }
            inferred.add("the argument texts inside EI0002 (Waiting peer rank / base information / group information)");
        }

        private Proc discovererCache;

        private Proc discoverer() {
            if (discovererCache == null) {
                // the next rank on another host (the root's host-mates are stopped by its agent within seconds)
                for (int i = 1; i <= procs.size(); i++) {
                    Proc p = procs.get((root.rank() + i) % procs.size());
                    if (p.host() != root.host() || kind == Kind.MINDIE_RANKTABLE) {
                        discovererCache = p;
                        break;
                    }
                }
            }
            return discovererCache;
        }

        private long stuckAt;

        /** The run-log heartbeat event every survivor prints ([TES] form with status, LF 8.3). */
        private void heartbeatEvents(long when, String status, Proc informer, boolean skipRootHost) {
            if (!heartbeat) {
                return;
            }
            for (Proc p : procs) {
                if (p == root || (skipRootHost && p.host() == root.host())) {
                    continue;
                }
                long t = when + rnd.nextInt(4000);
                run(p, t, hccl("INFO", p, t, "heartbeat.cc:951", "[TaskExecStage][HeartbeatAbnormal]local rank [" + p.host().ip() + "/" + p.physical()
                        + "]: crimer rank [" + root.host().ip() + "/" + root.physical() + "] status[" + status + "] by informer rank ["
                        + informer.host().ip() + "/" + informer.physical() + "]"));
            }
        }

        // ---------------- the kinds
        /** The root stops progressing; the others wait out HCCL_EXEC_TIMEOUT. */
        private void hang() {
            long tHang = tFault;
            // STUCK is seen after 1/3..2/3 of HCCL_EXEC_TIMEOUT [TES]
            stuckAt = tHang + EXEC_TIMEOUT_S * 1000L / 3 + rnd.nextInt(EXEC_TIMEOUT_S * 1000 / 3);
            if (heartbeat) {
                // [HB] StuckDetection's own run-log line on the stuck rank
                run(root, stuckAt - 2000, hccl("INFO", root, stuckAt - 2000, "heartbeat.cc:1164", "[HCCL_TRACE]rank:" + root.host().ip() + "/" + root.physical()
                        + ", count of currently executed operators:" + (4000 + rnd.nextInt(90_000))));
                heartbeatEvents(stuckAt, "STUCK", root, false);
            }
            long timeout = tHang + EXEC_TIMEOUT_S * 1000L;
            if (kind == Kind.HANG_DEVICE) {
                // its own late error, shortly before the others' EI0002 (catalogue 507014 / 0x07150025)
                long tl = timeout - 5_000 - rnd.nextInt(55_000);
                rootDeviceLines(tl, 507014, "0x7150025", "aicore timeout");
                out(root, tl + 300, "Traceback (most recent call last):");
                out(root, tl + 300, "  File \"/workspace/train.py\", line 241, in <module>");
                out(root, tl + 300, "    loss_val = loss.item()");
                out(root, tl + 300, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:467 NPU function error: AclrtSynchronizeStreamWithTimeout(stream), error code is 507014");
                out(root, tl + 300, "[ERROR] " + Clock.err(tl + 300 + root.host().offsetMs()) + " (PID:" + root.pid() + ", Device:" + root.logical() + ", RankID:" + root.rank() + ") ERR00100 PTA call acl api failed");
                out(root, tl + 300, "[Error]: The aicore execution times out."); // catalogue 507014 message
                notes.add("root's late 507014 " + (timeout - tl) / 1000 + " s before the others' timeout");
                Map<Proc, Long> exits = new LinkedHashMap<>();
                exits.put(root, tl + 2_000);
                waitersAndAgents(timeout, exits);
            } else {
                waitersAndAgents(timeout, new LinkedHashMap<>());
            }
        }

        /** The root's own runtime lines in its debug plog (LF 2.2 forms; catalogue aliases). */
        private void rootDeviceLines(long t, int code, String inner, String desc) {
            inferred.add("RUNTIME line 'ProcessDeviceErrorInfo: ErrCode=.., desc=[..], InnerCode=..' prefix (the alias is the catalogue's)");
            debug(root, t, module("ERROR", "RUNTIME", root, t, "device_error_proc.cc:1317", "ProcessDeviceErrorInfo: ErrCode=" + code + ", desc=[" + desc + "], InnerCode=" + inner));
            debug(root, t + 1, module("ERROR", "RUNTIME", root, t + 1, "error_message_manage.cc:53", "FuncErrorReason:rtStreamSynchronizeWithTimeout execute failed, reason=[" + desc + "]"));
            debug(root, t + 2, module("ERROR", "ASCENDCL", root, t + 2, "stream.cpp:326", "aclrtSynchronizeStreamWithTimeout: synchronize stream failed, runtime result = " + code + "."));
        }

        /** The root exits on a device fault; the others wait out HCCL_EXEC_TIMEOUT. */
        private void exitFault(int code, String inner, String desc, String ptaText) {
            rootDeviceLines(tFault, code, inner, desc);
            rootConsoleFault(tFault + 400, code, ptaText);
            if (heartbeat) {
                heartbeatEvents(tFault + 30_000, "LOST", discoverer(), kind != Kind.MINDIE_RANKTABLE);
            }
            Map<Proc, Long> exits = new LinkedHashMap<>();
            exits.put(root, tFault + 1_500 + rnd.nextInt(2000));
            waitersAndAgents(tFault + EXEC_TIMEOUT_S * 1000L + rnd.nextInt(20_000), exits);
        }

        private void rootConsoleFault(long t, int code, String ptaText) {
            if (kind == Kind.MINDIE_RANKTABLE) {
                out(root, t, "[ERROR] [model_runner.cpp:533] : execute model failed, error code is " + code);
                out(root, t + 5, "[ERROR] [worker.cpp:98] : worker exits, rank " + root.rank());
                return;
            }
            String call = ptaText != null ? ptaText : "AclrtSynchronizeStreamWithTimeout(stream)";
            out(root, t, "Traceback (most recent call last):");
            out(root, t, "  File \"/workspace/train.py\", line 236, in <module>");
            out(root, t, "    optimizer.step()");
            // LF 7.2 ACL call form; the device-error text is torch_npu's (LF 6, 7.2)
            out(root, t, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:467 NPU function error: " + call + ", error code is " + code);
            out(root, t, "[ERROR] " + Clock.err(t + root.host().offsetMs()) + " (PID:" + root.pid() + ", Device:" + root.logical() + ", RankID:" + root.rank() + ") ERR00100 PTA call acl api failed");
        }

        /**
         * The survivors time out (EI0002, each waiting on its ring predecessor), exit 1 and their agents stop
         * the rest of their host half a second later (LF 9.4; trees33's torchrun behaviour). {@code exits}
         * holds processes that already ended (time of exit, exit code 1).
         */
        private void waitersAndAgents(long timeout, Map<Proc, Long> exits) {
            Map<Proc, Integer> codes = new LinkedHashMap<>();
            for (Proc p : exits.keySet()) {
                codes.put(p, 1);
            }
            // agents react to the first exit on their host
            Map<Host, Long> stopAt = new LinkedHashMap<>();
            for (Map.Entry<Proc, Long> e : exits.entrySet()) {
                stopAt.merge(e.getKey().host(), e.getValue() + 500, Math::min);
            }
            boolean agents = kind != Kind.MINDIE_RANKTABLE; // MindIE: no launcher stops a worker here
            if (!agents) {
                stopAt.clear();
            }
            Map<Proc, Long> timeouts = new LinkedHashMap<>();
            for (Proc p : procs) {
                if (!exits.containsKey(p) && !(p == root && kind == Kind.HANG_HOST)) {
                    timeouts.put(p, timeout + rnd.nextInt(3000));
                }
            }
            List<Proc> order = new ArrayList<>(timeouts.keySet());
            order.sort(Comparator.comparingLong(timeouts::get));
            for (Proc p : order) {
                long t = timeouts.get(p);
                Long stop = stopAt.get(p.host());
                if (stop != null && stop < t) {
                    exits.put(p, stop + 200 + rnd.nextInt(300));
                    codes.put(p, -15);
                    continue;
                }
                int waitRank = (p.rank() - 1 + procs.size()) % procs.size();
                waiterTimeout(p, t, waitRank);
                long end = t + 2000 + rnd.nextInt(1500);
                exits.put(p, end);
                codes.put(p, 1);
                if (agents) {
                    stopAt.merge(p.host(), end + 500, Math::min);
                }
            }
            if (kind == Kind.HANG_HOST) {
                // the stuck root ends only when its agent stops it
                Long stop = stopAt.get(root.host());
                long end = (stop != null ? stop : timeout + 5000) + 300;
                exits.put(root, end);
                codes.put(root, -15);
            }
            // a waiter that was stopped before its own timeout keeps its -15; fix up those whose exit came first
            for (Proc p : procs) {
                Long stop = stopAt.get(p.host());
                if (codes.get(p) == 1 && stop != null && exits.get(p) > stop && p != root) {
                    codes.put(p, -15);
                    exits.put(p, stop + 200);
                }
            }
            if (kind == Kind.MINDIE_RANKTABLE) {
                return;
            }
            for (Host h : hosts) {
                torchrunSummary(h, exits, codes, stopAt.get(h));
            }
        }

        /** LF 9.4: the agent's SIGTERM lines, its failed line and the ChildFailedError summary. */
        private void torchrunSummary(Host h, Map<Proc, Long> exits, Map<Proc, Integer> codes, Long stop) {
            if (!kept(h)) {
                return;
            }
            String log = agentLog(h);
            List<Proc> local = new ArrayList<>();
            for (Proc p : procs) {
                if (p.host() == h) {
                    local.add(p);
                }
            }
            local.sort(Comparator.comparingLong(exits::get));
            long when = stop != null ? stop : exits.get(local.get(0)) + 500;
            for (Proc p : local) {
                if (codes.get(p) == -15) {
                    files.add(log, when, "[" + Clock.agent(when + h.offsetMs()) + "] torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process "
                            + p.pid() + " closing signal SIGTERM");
                }
            }
            Proc first = local.get(0);
            long fin = exits.get(local.get(local.size() - 1)) + 800;
            if (codes.get(first) > 0) {
                files.add(log, fin, "[" + Clock.agent(fin + h.offsetMs()) + "] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: "
                        + codes.get(first) + ") local_rank: " + first.local() + " (pid: " + first.pid() + ") of binary: /usr/local/python3.10/bin/python3");
            } else {
                inferred.add("a torchrun summary whose every worker was stopped by SIGTERM (the agent of a host without the failure)");
            }
            List<String> s = new ArrayList<>();
            s.add("Traceback (most recent call last):");
            s.add("  File \"/usr/local/python3.10/bin/torchrun\", line 8, in <module>");
            s.add("    sys.exit(main())");
            s.add("torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ");
            s.add("============================================================");
            s.add("/workspace/train.py FAILED");
            s.add("------------------------------------------------------------");
            s.add("Failures:");
            int i = 1;
            for (Proc p : local.subList(1, local.size())) {
                s.add("[" + i++ + "]:");
                entry(s, p, exits.get(p), codes.get(p));
            }
            if (local.size() == 1) {
                s.add("  <NO_OTHER_FAILURES>");
            }
            s.add("------------------------------------------------------------");
            s.add("Root Cause (first observed failure):");
            s.add("[0]:");
            entry(s, first, exits.get(first), codes.get(first));
            s.add("============================================================");
            for (String line : s) {
                files.add(log, fin + 1, line);
            }
        }

        private void entry(List<String> s, Proc p, long exit, int code) {
            s.add("  time      : " + Clock.fail(exit + p.host().offsetMs()));
            s.add("  host      : " + p.host().name());
            s.add("  rank      : " + p.rank() + " (local_rank: " + p.local() + ")");
            s.add("  exitcode  : " + code + " (pid: " + p.pid() + ")");
            s.add("  error_file: <N/A>");
            s.add(code == -15 ? "  traceback : Signal 15 (SIGTERM) received by PID " + p.pid()
                    : "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html");
        }

        /** The root exits on a device fault and the launchers stop everybody before any timeout. */
        private void stopFault(int code, String inner, String desc, String ptaText) {
            rootDeviceLines(tFault, code, inner, desc);
            rootConsoleFault(tFault + 400, code, ptaText);
            long rootExit = tFault + 1_500 + rnd.nextInt(1500);
            Map<Proc, Long> exits = new LinkedHashMap<>();
            Map<Proc, Integer> codes = new LinkedHashMap<>();
            exits.put(root, rootExit);
            codes.put(root, 1);
            Map<Host, Long> stopAt = new LinkedHashMap<>();
            for (Host h : hosts) {
                long s = h == root.host() ? rootExit + 500 : rootExit + 3_000 + rnd.nextInt(22_000); // < 30 s: no LOST [TES]
                stopAt.put(h, s);
            }
            for (Proc p : procs) {
                if (p != root) {
                    exits.put(p, stopAt.get(p.host()) + 150 + rnd.nextInt(300));
                    codes.put(p, -15);
                }
            }
            if (kind == Kind.TORCHRUN_STOP) {
                for (Host h : hosts) {
                    torchrunSummary(h, exits, codes, stopAt.get(h));
                }
                notes.add("others stopped " + (stopAt.values().stream().mapToLong(Long::longValue).max().orElse(0) - rootExit) / 1000 + " s after the root's exit at most");
                return;
            }
            deepspeedLauncher(exits, stopAt);
        }

        /** DeepSpeed's runner and per-node launchers; every form here is inferred (no stored source quotes them). */
        private void deepspeedLauncher(Map<Proc, Long> exits, Map<Host, Long> stopAt) {
            inferred.add("DeepSpeed runner/launch.py lines ('cmd = pdsh ...', 'Killing subprocess P', 'exits with return code = N') in deepspeed_train.log");
            String con = hostDir(hosts.get(0)) + "deepspeed_train.log";
            Host m = hosts.get(0);
            StringBuilder names = new StringBuilder();
            for (Host h : hosts) {
                names.append(names.length() == 0 ? "" : ",").append(h.name());
            }
            files.add(con, t0, "[" + Clock.agent(t0 + m.offsetMs()) + "] [INFO] [runner.py:568:main] cmd = pdsh -S -f 1024 -w " + names
                    + " export PYTHONPATH=/workspace; cd /workspace; /usr/bin/python3 -u -m deepspeed.launcher.launch --node_rank=%n --master_addr="
                    + masterIp + " --master_port=29500 train.py --deepspeed ds_config.json");
            int per = hosts.get(0).phys().length;
            for (Host h : hosts) {
                long t = t0 + 1500;
                files.add(con, t, h.name() + ": [" + Clock.agent(t + h.offsetMs()) + "] [INFO] [launch.py:146:main] nnodes=" + hosts.size()
                        + ", num_local_procs=" + per + ", node_rank=" + h.idx());
                StringBuilder ranks = new StringBuilder();
                for (Proc p : procs) {
                    if (p.host() == h) {
                        ranks.append(ranks.length() == 0 ? "" : ", ").append(p.rank());
                    }
                }
                files.add(con, t + 1, h.name() + ": [" + Clock.agent(t + 1 + h.offsetMs()) + "] [INFO] [launch.py:164:main] global_rank_mapping for " + h.name() + ": [" + ranks + "]");
            }
            for (Host h : hosts) {
                long s = stopAt.get(h);
                for (Proc p : procs) {
                    if (p.host() == h) {
                        files.add(con, s, h.name() + ": [" + Clock.agent(s + h.offsetMs()) + "] [INFO] [launch.py:319:sigkill_handler] Killing subprocess " + p.pid());
                    }
                }
                boolean own = h == root.host();
                Proc cmd = own ? root : procs.stream().filter(p -> p.host() == h).findFirst().orElseThrow();
                files.add(con, s + 400, h.name() + ": [" + Clock.agent(s + 400 + h.offsetMs()) + "] [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py', '--local_rank="
                        + cmd.local() + "', '--deepspeed', 'ds_config.json'] exits with return code = " + (own ? 1 : -15));
            }
        }

        // ---------------- output
        void write(Path dir) throws IOException {
            if (kind == Kind.MINDIE_RANKTABLE) {
                rankTable();
            }
            Path logs = dir.resolve("logs");
            files.write(logs);
            // a left-out host keeps no folder; every kept host has one even if nothing was written there
            for (Host h : hosts) {
                if (kept(h)) {
                    Files.createDirectories(logs.resolve(h.name()));
                }
            }
            String expected = "{\"kind\":\"" + kind.label + "\",\"root\":{\"host\":\"" + root.host().name() + "\",\"rank\":" + root.rank()
                    + ",\"device\":" + root.logical() + ",\"pid\":\"" + root.pid() + "\"},\"layer\":\"" + kind.layer + "\"}\n";
            Files.writeString(dir.resolve("expected.json"), expected, StandardCharsets.UTF_8);
            StringBuilder f = new StringBuilder("# forms in logs/ that no stored source quotes (inferred form); codes and numbers in them are sourced\n");
            for (String s : inferred) {
                f.append("(inferred form) ").append(s).append('\n');
            }
            Files.writeString(dir.resolve("forms.txt"), f.toString(), StandardCharsets.UTF_8);
        }

        /** Rank table 1.0 as fr-022 prints its fields; one copy per kept host. */
        private void rankTable() {
            StringBuilder sb = new StringBuilder("{\"version\":\"1.0\",\"server_count\":\"" + hosts.size() + "\",\"server_list\":[");
            for (Host h : hosts) {
                sb.append(h.idx() == 0 ? "" : ",").append("{\"server_id\":\"").append(h.ip()).append("\",\"device\":[");
                boolean firstDev = true;
                for (Proc p : procs) {
                    if (p.host() == h) {
                        sb.append(firstDev ? "" : ",").append("{\"device_id\":\"").append(p.physical()).append("\",\"device_ip\":\"")
                                .append("10.").append(20 + h.idx()).append(".").append(p.physical()).append(".1\",\"rank_id\":\"").append(p.rank()).append("\"}");
                        firstDev = false;
                    }
                }
                sb.append("]}");
            }
            sb.append("],\"status\":\"completed\"}");
            for (Host h : hosts) {
                if (kept(h)) {
                    files.addRaw(hostDir(h) + "config/ranktable.json", sb.toString());
                }
            }
        }

        String describe() {
            StringBuilder d = new StringBuilder();
            d.append(kind.label).append(" hosts=").append(hosts.size()).append('x').append(hosts.get(0).phys().length)
                    .append(" era=").append(era85 ? "8.5" : "older").append(" heartbeat=").append(heartbeat)
                    .append(" root=").append(root.host().name()).append("/r").append(root.rank()).append("/d").append(root.logical())
                    .append("/").append(root.pid());
            if (container) {
                d.append(" phys=").append(root.physical()).append(' ').append(root.host().visibleVar()).append('=').append(joinInts(root.host().phys()));
            }
            d.append(" cann=").append(root.host().layout());
            for (Integer h : leftOut) {
                d.append("; host ").append(hosts.get(h).name()).append(" left out");
            }
            if (splitRootPlog) {
                d.append("; root plog split");
            }
            if (rotatedRank >= 0) {
                d.append("; rank ").append(rotatedRank).append(" first run plog rotated away");
            }
            for (String n : notes) {
                d.append("; ").append(n);
            }
            return d.toString();
        }

        private static String joinInts(int[] a) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < a.length; i++) {
                sb.append(i == 0 ? "" : ",").append(a[i]);
            }
            return sb.toString();
        }
    }
}
