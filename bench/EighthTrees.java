/*
 * eighth37: an eighth stranger generator for the root-cause measure. It draws collections in ascend-fd's own
 * style (the shape of its system tests, ../shared/ascend-fd/fixtures): 2-4 `worker-N` folders, each holding
 * `process_log/{run,debug}/plog/plog-<pid>_<ts>.log` and `process_log/debug/device-<id>/device-<pid>_<ts>.log`,
 * one process per device, and one device that is the root. The root often prints nothing of its own (or only in
 * its device log); the other processes' lines point at it the way HCCL prints them.
 *
 * Written and committed before reading the engine (src/main) and docs/rootcause.md. From the repository only
 * bench/field-trees.sh (the scoring contract) and SeventhTrees' main/expected.json shape were read.
 *
 * Each kind is one decision of ascend-fd's root-cluster diagnosis, read at Ascend/mind-cluster commit
 * 22bb3d987bc0208c3eb7395e222b661276133c58, component/ascend-faultdiag/src/ascend_fd/ (FD below):
 *  - notify-silent   FD pkg/diag/root_cluster/utils.py ErrorChecker._check_notify_timeout: the members of the
 *                    communicator that report no notify-wait timeout are the root (PART_NOTIFY_ERROR, 112);
 *  - notify-last     same function: every member reports it and the last report is later than the first by more
 *                    than HCCL_EXEC_TIMEOUT: the last reporter is the root (ALL_NOTIFY_ERROR_WITH_TIMEOUT, 110);
 *  - socket-chain    utils.py _check_socket_timeout -> RemoteRelation.check_socket_remote_relation /
 *                    _traverse_remote_cycle: the end of the wait chain built from LINK_ERROR_INFO rows
 *                    (dest_ip(rank) of `| no connect |` / `| time out |` rows; FD pkg/parse/root_cluster/parser.py
 *                    ErrorParser._filter_socket_timeout_error_from_log) (ALL_SOCKET_ERROR_NOT_TIMEOUT, 108);
 *  - p2p-peer        same chain, the remote found by `connected p2p timeout ... remote physic id:N` on the same
 *                    worker (utils.py TimeoutErrorOfIdentifier.get_remote_device, phy_device_id branch);
 *  - transport-chain utils.py ErrorChecker.check_error_relation / cycle_find_err_device over
 *                    DeviceTable.get_transport_init_error_relation: `Transport init error` + remoteIpAddr[ip/dev]
 *                    (parser.py _filter_transport_error_from_log) (TRANSPORT_INIT_ERROR, 132);
 *  - cqe-end         utils.py _check_cqe_error / cqe_from_one_device: the common end of the CQE links
 *                    (`cqe err status[12]` ip:[..], `cqe error status[12]` remoteIP{..deviceIp[..]}) (CQE_ERROR, 116);
 *  - cluster-exc     utils.py _check_cluster_exception: `Cluster Exception Location[IP/ID]:[server/dev]`, the
 *                    device found by its server and device id (CLUSTER_EXCEPTION_LOCATION_ERROR, 126);
 *  - aicpu-notify    FD pkg/parse/root_cluster/rc_parse_job.py find_remote_rank_id/find_group (device logs,
 *                    `type:NOTIFY WAIT, localRank:a, remoteRank:b` + `group:g`) and pkg/diag/root_cluster/
 *                    rc_diag_job.py add_aicpu_notify_wait_relation, then check_error_relation (AI_CPU_NOTIFY_TIMEOUT,
 *                    109): the end of the AI CPU notify relation;
 *  - own-error       utils.py ErrorChecker.check, last branch (FIRST_ERROR_RANK, 113: error devices less the
 *                    timeout devices) and _check_notify_timeout's silent-member branch: a device with its own
 *                    error among notify timeouts;
 *  - rerun-pid       rc_parse_job.py check_device_id_repeat: two processes of one device in one worker, the
 *                    later start kept (the earlier attempt's lines must not decide);
 *  - lagging         rc_diag_job.py filter_lagging_devices + utils.py ErrorChecker.check first branch
 *                    (LAGGING_ON_WAITING_TIMEOUT_REPORT, 130): no ERROR line anywhere; the device whose runtime
 *                    stopped printing `ReportTimeoutProc: report timeout` (regular_table.LAGGING_INFO_ON_WAITING)
 *                    over 15 minutes before the others, or never printed it, is the root.
 *
 * Line forms and their sources (hcomm = HCCL's own source; its file:line is what each plog line carries):
 *  - init, older CANN: `[HCCL_TRACE]SetupAgent rankNum[..], rank[..], rootInfo identifier[hccl_world_group],
 *    server[ip%bond1], logicDevId[..], phydevId[..], deviceIp[..]` (topoinfo_detect.cc:221; FD fixture
 *    st_event_timeout_testcase); CANN 8.0-8.1: `[HCCL_TRACE][Flat]SetupAgent ... serverPort[60000]deviceType[2]`
 *    (topoinfo_detect.cc:506; fixture st_transport_timeout_testcase) with `HCCL_CONNECT_TIMEOUT set by
 *    environment to [130]s` (externalinput.cc:407/985); current CANN: `Entry-HcclCommInitRootInfoInner:ranks[..],
 *    rank[..], rootinfo: host ip[..] port[60000] nicDeploy[1] identifier[..], deviceLogicId[..]` and
 *    `[LocalRank Key Info]userRank[..] hostIp[..] devicePhyId[..]` and `[HCCL_ENV] HCCL_EXEC_TIMEOUT set by
 *    default to [1836]s` (../shared/docs/log-formats.md 8.1, 8.4; FD regular_table.ENTRY_ROOT_INFO);
 *  - `hcclCommInitInfo:commId[..], rank[..], totalRanks[..], serverId[..], deviceType[4],logicDevId[..],
 *    identifier[group_name_N]` (hccl_comm.cc:129; fixture st_aicpu_notify_testcase);
 *  - notify task exception, older: `[TaskExceptionHandler][Callback]Task run failed, base information is
 *    streamID:[..], taskID[..], taskType[Notify Wait], tag[..], index[..], AlgType(level 0-1-2):[..].` (FD test
 *    string, kg-config AISW_CANN_HCCL_027), `para information is notify id:[..], stage:[ffffffff], remote rank:[..]`
 *    (hcomm TaskInfo::GetParaNotify; EI0002 text in hiascend pages), `groupRank information is group:[..], user
 *    define information[], rankSize[..], rankId[..]` (log-formats 8.3); current: `[TaskExceptionHost]Task run
 *    failed, base information is deviceID:[..], ...` (hcomm task_exception_handler.cc, PrintTaskExceptionInfo);
 *  - LINK_ERROR_INFO tables (comm_base.cc:967-1018 older, hccl_socket_manager.cc:553-601 newer; fixtures);
 *  - P2P: p2p_mgmt.cc:305 `connected p2p timeout` + transport_manager.cc:741 `Wait Enable P2P Failed` (fixture);
 *  - transport init: adapter_hccp.cc:1357 recv fail, transport_p2p.cc:139, transport_manager.cc:777/247 (fixture
 *    st_transport_init_testcase); current `[InitChannelStage][Timeout]Transport init error!` (log-formats 8.2);
 *  - CQE: `[Heartbeat]cqe err status[12], time:[..], ip:[..]` (older, log-formats 8.3) and `[TaskExecStage]
 *    [HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[..],localInfo{..}, remoteIP{server[..],
 *    deviceId[..],deviceIp[..]}` (log-formats 8.3);
 *  - heartbeat: `Cluster Exception Location[IP/ID]:[..], Arrival Time:[..], Discoverer:[..], ExceptionType:[..],
 *    Possible Reason:..` (task_exception_handler.cc:610, hiascend troubleshooting page quoted in the code index;
 *    hcomm heartbeat.cc builds it) and `local rank [..]: crimer rank [..] status[LOST] by informer rank [..]`;
 *  - AI CPU device log: aicpu_hccl_sqcq.cc:330 `Task {..} run failed of exception`, aicpu_communicator.cc:3083/3750
 *    `[TaskException]base information is streamId:.., type:NOTIFY WAIT|SDMA, localRank:.., remoteRank:..`,
 *    aicpu_communicator.cc:3806 `opData information is tag:.., group:..` (fixture st_aicpu_notify_testcase);
 *  - runtime: stars_engine.cc `ProcLogicCqReport:[FINAL][FINAL]Task run failed, device_id=..` (fixture);
 *    engine.cc Engine::ReportTimeoutProc `report timeout!streamId=..,taskId=..,execId=..,pendingNum=..,..`
 *    (hicann/runtime, RT_LOG_EVENT);
 *  - codes and layers: ../shared/docs/log-formats.md 11 (EI0002 collective, EI0006 link-setup, EI0010 device,
 *    EI0013/CQE network, 507054 device, Heartbeat Lost/Stuck script) and the lesson's ladder (../shared/seed/).
 * Forms no stored source quotes whole are listed per tree in forms.txt beside logs/ (the engine does not read it).
 *
 * Usage: java bench/EighthTrees.java --out DIR --count N --seed S
 */
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

public final class EighthTrees {
    private static final String USAGE = "usage: java bench/EighthTrees.java --out DIR --count N --seed S";

    enum Kind {
        NOTIFY_SILENT("notify-silent"), NOTIFY_LAST("notify-last"), SOCKET_CHAIN("socket-chain"),
        P2P_PEER("p2p-peer"), TRANSPORT_CHAIN("transport-chain"), CQE_END("cqe-end"), CLUSTER_EXC("cluster-exc"),
        AICPU_NOTIFY("aicpu-notify"), OWN_ERROR("own-error"), RERUN_PID("rerun-pid"), LAGGING("lagging");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /** The generation of HCCL's printing one tree uses throughout. */
    enum Cann { OLD, MID, NEW }

    public static void main(String[] args) throws IOException {
        // bench/field-trees.sh calls every generator with --out DIR --count N --seed S
        Map<String, String> given = new java.util.HashMap<>();
        if (args.length % 2 != 0) {
            fail("arguments come in pairs; " + USAGE);
        }
        for (int i = 0; i < args.length; i += 2) {
            if (!Set.of("--out", "--count", "--seed").contains(args[i])) {
                fail("unknown argument '" + args[i] + "'; " + USAGE);
            }
            if (given.put(args[i], args[i + 1]) != null) {
                fail(args[i] + " given twice; " + USAGE);
            }
        }
        if (given.size() != 3) {
            fail(USAGE);
        }
        String outArg = given.get("--out");
        long count = wholeNumber("--count", given.get("--count"));
        long seed = wholeNumber("--seed", given.get("--seed"));
        Path out = Path.of(outArg);
        Files.createDirectories(out);
        int[] perKind = new int[Kind.values().length];
        for (int i = 0; i < count; i++) { // the kinds in turn, each tree from its own seeded Random
            int k = i % perKind.length;
            Path tree = out.resolve(String.format(Locale.ROOT, "tree-%03d", i));
            new Tree(Kind.values()[k], new Random(seed * 1_000_037L + i), tree).write();
            perKind[k]++;
        }
        StringBuilder report = new StringBuilder("eighth37 generator: seed " + seed + ", " + count + " trees under "
            + out);
        for (Kind k : Kind.values()) {
            report.append(String.format(Locale.ROOT, "%n  %s: %d", k.label, perKind[k.ordinal()]));
        }
        System.out.println(report);
    }

    private static long wholeNumber(String flag, String value) {
        try {
            long v = Long.parseLong(value);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        fail(flag + " needs a whole number, not '" + value + "'");
        return -1;
    }

    private static void fail(String message) {
        System.err.println("EighthTrees: " + message);
        System.exit(2);
    }

    /** One process: one device of one worker. */
    static final class Proc {
        int worker, device, rank, pid, devPid; // devPid: the AI CPU scheduler's pid in the device log's lines
        String deviceIp, vnicIp;
        LocalDateTime start;
        boolean noPlog; // the worker's plogs were not collected
        final List<String> run = new ArrayList<>(), debug = new ArrayList<>(), devLog = new ArrayList<>();
    }

    static final class Tree {
        private static final DateTimeFormatter LINE = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS");
        private static final DateTimeFormatter FILE = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
        private static final DateTimeFormatter CTIME =
            DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss yyyy", Locale.ENGLISH); // ctime's form
        private static final java.util.regex.Pattern STAMP =
            java.util.regex.Pattern.compile("(\\d{4}-\\d{2}-\\d{2}-\\d{2}:\\d{2}:\\d{2}\\.\\d{3})\\.\\d{3}");
        private static final String[] NICS = {"enp189s0f0", "bond1", "bond4", "eth0", "enp61s0f1"};

        private final Kind kind;
        private final Random rnd;
        private final Path dir;
        private Cann cann;
        private int workers;
        private String[] serverIp;
        private String nic;
        private String identifier;
        private int execTimeout;
        private int connectTimeout;
        private final List<Proc> procs = new ArrayList<>();
        private final List<Proc> earlier = new ArrayList<>(); // rerun-pid: the first attempt's processes
        private final Set<String> forms = new LinkedHashSet<>();
        private final Set<Integer> named = new java.util.HashSet<>(); // ranks some other process's line waits on
        private Proc root;
        private String layer;
        private String rule;
        private String note = "";
        private LocalDateTime t0;

        Tree(Kind kind, Random rnd, Path dir) {
            this.kind = kind;
            this.rnd = rnd;
            this.dir = dir;
        }

        void write() throws IOException {
            cann = Cann.values()[rnd.nextInt(3)];
            if (kind == Kind.AICPU_NOTIFY || kind == Kind.LAGGING) {
                cann = rnd.nextBoolean() ? Cann.MID : Cann.NEW;
            }
            layout();
            t0 = LocalDateTime.of(2024 + rnd.nextInt(3), 1 + rnd.nextInt(12), 1 + rnd.nextInt(27), rnd.nextInt(24),
                rnd.nextInt(60), rnd.nextInt(60)).plusNanos(rnd.nextInt(1000) * 1_000_000L);
            execTimeout = rnd.nextBoolean() ? 1836 : 300 + 60 * rnd.nextInt(10);
            connectTimeout = rnd.nextBoolean() ? 120 : 130 + 10 * rnd.nextInt(10);
            nic = NICS[rnd.nextInt(NICS.length)];
            identifier = switch (cann) {
                case OLD -> "hccl_world_group";
                case MID, NEW -> serverIp[procs.get(rankIndex(0)).worker] + "%" + nic + "_60000_0_"
                    + (1_700_000_000_000_000L + (long) rnd.nextInt(1_000_000_000) * 100L);
            };
            for (Proc p : procs) {
                initLines(p, p.start);
            }
            switch (kind) {
                case NOTIFY_SILENT -> notifySilent(procs, true);
                case NOTIFY_LAST -> notifyLast();
                case SOCKET_CHAIN -> socketChain();
                case P2P_PEER -> p2pPeer();
                case TRANSPORT_CHAIN -> transportChain();
                case CQE_END -> cqeEnd();
                case CLUSTER_EXC -> clusterExc();
                case AICPU_NOTIFY -> aicpuNotify();
                case OWN_ERROR -> ownError();
                case RERUN_PID -> rerunPid();
                case LAGGING -> lagging();
            }
            maybeEmptyWorker();
            flush();
        }

        // ---- layout: workers, devices, ranks, pids ------------------------------------------------------------

        private void layout() {
            workers = 2 + rnd.nextInt(3);
            int a = 10 + rnd.nextInt(180);
            int b = rnd.nextInt(250);
            int c = rnd.nextInt(250);
            int d = 2 + rnd.nextInt(200);
            int style = rnd.nextInt(3); // 0: one device per worker; 1: a block 0-7 or 8-15; 2: scattered ids
            if (kind == Kind.P2P_PEER && style == 0) {
                style = 1;
            }
            if (style == 0 && workers < 3) { // three processes at least, so that a chain or a common end exists
                workers = 3;
            }
            serverIp = new String[workers];
            for (int w = 0; w < workers; w++) {
                serverIp[w] = a + "." + b + "." + c + "." + (d + w * (1 + rnd.nextInt(3)));
            }
            int dipNet = rnd.nextInt(3);
            for (int w = 0; w < workers; w++) {
                List<Integer> devs = new ArrayList<>();
                if (style == 0) {
                    devs.add(rnd.nextInt(16));
                } else {
                    int n = 2 + rnd.nextInt(workers > 2 ? 2 : 3);
                    int base = style == 1 ? (rnd.nextBoolean() ? 8 : 0) : 0;
                    List<Integer> pool = new ArrayList<>();
                    for (int i = 0; i < (style == 1 ? 8 : 16); i++) {
                        pool.add(base + i);
                    }
                    Collections.shuffle(pool, rnd);
                    devs.addAll(pool.subList(0, n));
                    Collections.sort(devs);
                }
                int pidBase = 1000 + rnd.nextInt(240_000);
                int step = rnd.nextBoolean() ? 2 : 1 + rnd.nextInt(40);
                LocalDateTime startW = null;
                for (int i = 0; i < devs.size(); i++) {
                    Proc p = new Proc();
                    p.worker = w;
                    p.device = devs.get(i);
                    p.pid = pidBase + i * step;
                    p.devPid = 1000 + rnd.nextInt(9000);
                    p.deviceIp = switch (dipNet) {
                        case 0 -> "192.168." + (100 + w) + "." + (200 + p.device);
                        case 1 -> "10." + (20 + w) + "." + p.device + ".1";
                        default -> "124.0." + w + "." + (11 + p.device);
                    };
                    p.vnicIp = "192.168.2." + (199 - p.device);
                    procs.add(p);
                }
            }
            List<Integer> ranks = new ArrayList<>();
            for (int i = 0; i < procs.size(); i++) {
                ranks.add(i);
            }
            Collections.shuffle(ranks, rnd); // ranks spread over workers in odd orders, as the fixtures have
            for (int i = 0; i < procs.size(); i++) {
                procs.get(i).rank = ranks.get(i);
            }
        }

        private int rankIndex(int rank) {
            for (int i = 0; i < procs.size(); i++) {
                if (procs.get(i).rank == rank) {
                    return i;
                }
            }
            throw new IllegalStateException("no rank " + rank);
        }

        private Proc byRank(int rank) {
            return procs.get(rankIndex(rank));
        }

        private Proc pickRoot(boolean needsSibling) {
            List<Proc> c = new ArrayList<>();
            for (Proc p : procs) {
                if (!needsSibling || siblings(p).size() > 0) {
                    c.add(p);
                }
            }
            return c.get(rnd.nextInt(c.size()));
        }

        private List<Proc> siblings(Proc p) {
            List<Proc> s = new ArrayList<>();
            for (Proc q : procs) {
                if (q != p && q.worker == p.worker) {
                    s.add(q);
                }
            }
            return s;
        }

        private List<Proc> others(Proc r) {
            List<Proc> s = new ArrayList<>(procs);
            s.remove(r);
            return s;
        }

        // ---- line helpers ----------------------------------------------------------------------------------------

        private String ts(LocalDateTime t) {
            int micro = (t.getNano() / 1000) % 1000;
            return t.format(LINE) + "." + String.format(Locale.ROOT, "%03d", micro);
        }

        private LocalDateTime jitter(LocalDateTime t, int maxMillis) {
            return t.plusNanos((long) rnd.nextInt(Math.max(1, maxMillis)) * 1_000_000L + rnd.nextInt(1000) * 1000L);
        }

        private String hccl(String level, Proc p, LocalDateTime t, String src, int tid, String body) {
            String comm = cann == Cann.OLD ? "python" : "python3";
            String sep = cann == Cann.OLD ? "" : " ";
            return "[" + level + "] HCCL(" + p.pid + "," + comm + "):" + ts(t) + " [" + src + "]" + sep + "[" + tid
                + "]" + body;
        }

        private int tid(Proc p) {
            return p.pid + 1 + rnd.nextInt(3000);
        }

        private void initLines(Proc p, LocalDateTime unused) {
            int n = procs.size();
            LocalDateTime t = t0 == null ? LocalDateTime.now() : t0;
            t = t.minusMinutes(20 + rnd.nextInt(30)).plusSeconds(p.worker * 3L + rnd.nextInt(4));
            p.start = t;
            if (rnd.nextInt(3) == 0) {
                p.run.add("[INFO] ATRACE(" + p.pid + ",python3):" + ts(t) + " [trace_attr.c:189](tid:" + p.pid
                    + ") attr init success, timeout=0ms.");
            }
            t = jitter(t.plusSeconds(2), 900);
            String server = serverIp[p.worker];
            switch (cann) {
                case OLD -> p.run.add(hccl("INFO", p, t, "topoinfo_detect.cc:221", 3000 + rnd.nextInt(500),
                    "[HCCL_TRACE]SetupAgent rankNum[" + n + "], rank[" + p.rank + "], rootInfo identifier["
                        + identifier + "], server[" + server + "%" + nic + "], logicDevId[" + p.device
                        + "], phydevId[" + p.device + "], deviceIp[" + p.deviceIp + "]"));
                case MID -> {
                    p.run.add(hccl("INFO", p, t, "externalinput.cc:407", p.pid,
                        "HCCL_CONNECT_TIMEOUT set by environment to [" + connectTimeout + "]s"));
                    p.run.add(hccl("INFO", p, jitter(t, 5), "externalinput.cc:985", p.pid,
                        "HCCL_EXEC_TIMEOUT set by environment to [" + execTimeout + "]s"));
                    p.run.add(hccl("INFO", p, jitter(t.plusSeconds(1), 900), "topoinfo_detect.cc:506", p.pid,
                        "[HCCL_TRACE][Flat]SetupAgent rankNum[" + n + "], rank[" + p.rank + "], rootInfo identifier["
                            + identifier + "], server[" + server + "%" + nic + "], serverPort[60000]deviceType[2], "
                            + "logicDevId[" + p.device + "], phydevId[" + p.device + "], deviceIp[" + p.deviceIp
                            + "]"));
                    p.run.add(hccl("INFO", p, jitter(t.plusSeconds(3), 900), "network_manager.cc:561", p.pid,
                        "[Start][Vnic]Listen on ip[" + p.vnicIp + "], port[16666] sucess, devPhyId[" + p.device
                            + "], devLogicId[" + p.device + "], isAutoPort[0]"));
                }
                case NEW -> {
                    p.run.add(hccl("INFO", p, t, "externalinput.cc:412", p.pid, "[HCCL_ENV] HCCL_CONNECT_TIMEOUT set by "
                        + (connectTimeout == 120 ? "default" : "environment") + " to [" + connectTimeout + "]s"));
                    p.run.add(hccl("INFO", p, jitter(t, 5), "externalinput.cc:990", p.pid, "[HCCL_ENV] HCCL_EXEC_TIMEOUT "
                        + "set by " + (execTimeout == 1836 ? "default" : "environment") + " to [" + execTimeout + "]s"));
                    String root0 = identifier.substring(0, identifier.indexOf('%'));
                    p.run.add(hccl("INFO", p, jitter(t.plusSeconds(1), 900), "op_base.cc:612", p.pid,
                        "Entry-HcclCommInitRootInfoInner:ranks[" + n + "], rank[" + p.rank + "], rootinfo: host ip["
                            + root0 + "] port[60000] nicDeploy[1] identifier[" + identifier + "], deviceLogicId["
                            + p.device + "]"));
                    p.run.add(hccl("INFO", p, jitter(t.plusSeconds(2), 900), "hccl_communicator.cc:410", p.pid,
                        "[LocalRank Key Info]userRank[" + p.rank + "] hostIp[" + server + "] devicePhyId[" + p.device
                            + "] deviceIp[" + p.deviceIp + "] serverId[" + server + "]"));
                    forms.add("`op_base.cc:612` and `hccl_communicator.cc:410` as the source locations of "
                        + "Entry-HcclCommInitRootInfoInner and [LocalRank Key Info]; the deviceIp[..] and serverId[..] "
                        + "fields after devicePhyId (inferred form)");
                }
            }
        }

        // notify task exception lines of one reporter waiting on `remote` (null: local)
        private void notifyTimeout(Proc p, LocalDateTime t, Integer remote, String tag, int index) {
            int tid = tid(p);
            int stream = 2 + rnd.nextInt(60);
            int task = 4 + rnd.nextInt(90_000);
            String remoteStr = remote == null ? "local" : String.valueOf(remote);
            if (remote != null) {
                named.add(remote);
            }
            boolean host = cann == Cann.NEW; // current hcomm prints [TaskExceptionHost]; older CANN the Callback form
            String head = host ? "[TaskExceptionHost]Task run failed, " : "[TaskExceptionHandler][Callback]Task run failed, ";
            int line = host ? 798 : 452;
            String base = host
                ? "base information is deviceID:[" + p.device + "], streamID:[" + stream + "], taskID[" + task
                    + "], taskType[Notify Wait], tag[" + tag + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."
                : "base information is streamID:[" + stream + "], taskID[" + task + "], taskType[Notify Wait], tag["
                    + tag + "], index[" + index + "], AlgType(level 0-1-2):[null-null-ring].";
            List<String> bodies = new ArrayList<>(List.of(base,
                "para information is notify id:[0x00000001000000" + String.format(Locale.ROOT, "%02x", rnd.nextInt(256))
                    + "], stage:[ffffffff], remote rank:[" + remoteStr + "].",
                "groupRank information is group:[" + identifier + "], user define information[], rankSize["
                    + procs.size() + "], rankId[" + p.rank + "]."));
            if (host) {
                bodies.add("opData information is timeStamp:[" + ts(t) + "], deviceId[" + p.device + "], index["
                    + index + "], count[" + opCount + "], reduceType[sum], src[0x12c0"
                    + Integer.toHexString(rnd.nextInt(1 << 20)) + "], dst[0x12c1" + Integer.toHexString(
                        rnd.nextInt(1 << 20)) + "], dataType[float32].");
                forms.add("the four `[TaskExceptionHost]Task run failed, ... information is` lines' field order and "
                    + "task_exception_handler.cc line numbers (inferred form; the prefixes are hcomm's)");
            } else {
                forms.add("the para and groupRank lines under `[TaskExceptionHandler][Callback]` (inferred form: "
                    + "their bodies are hcomm's and log-formats 8.3's, the Callback prefix on them is assumed)");
            }
            for (int i = 0; i < bodies.size(); i++) {
                LocalDateTime at = t.plusNanos(i * 400_000L + rnd.nextInt(400) * 1000L); // in the order printed
                p.debug.add(hccl("ERROR", p, at, "task_exception_handler.cc:" + (line + 2 * i), tid, head + bodies.get(i)));
            }
        }

        private String opTag; // the one collective the ranks of an attempt hung in (null: not drawn yet)
        private int opCount;

        /**
         * The failed collective's tag. Every rank of a communicator issues the same collectives in the same order
         * (the fixtures' ranks share one tag), so one attempt draws it once, with its count.
         */
        private String tag() {
            if (opTag == null) {
                String op = new String[] {"AllReduce", "AllGather", "ReduceScatter", "Broadcast"}[rnd.nextInt(4)];
                opTag = cann == Cann.OLD ? "Hcom" + op + "_" + (1_000_000_000_000_000L + (long) rnd.nextInt(1 << 30)
                    * 7919L) + "_0" : op + "_" + identifier;
                opCount = 256 << rnd.nextInt(8);
            }
            return opTag;
        }

        // ---- kinds ------------------------------------------------------------------------------------------------

        /** FD _check_notify_timeout, PART_NOTIFY_ERROR: the member without a notify timeout is the root. */
        private void notifySilent(List<Proc> set, boolean pickNew) {
            if (pickNew) {
                root = pickRoot(false);
            }
            rule = "FD utils.py ErrorChecker._check_notify_timeout (PART_NOTIFY_ERROR 112)";
            LocalDateTime t = t0;
            String tag = tag();
            int index = 1 + rnd.nextInt(40);
            for (Proc p : set) {
                if (p == root) {
                    continue;
                }
                Integer remote = rnd.nextInt(3) == 0 ? Integer.valueOf(neighbourRank(p)) : Integer.valueOf(root.rank);
                if (remote == p.rank) {
                    remote = root.rank;
                }
                notifyTimeout(p, jitter(t, 4000), remote, tag, index);
            }
            if (rnd.nextBoolean()) {
                // the root's only own print: an AI CPU SDMA exception in its device log (fixture form)
                deviceSdma(root, t.minusSeconds(execTimeout).plusSeconds(rnd.nextInt(5)), neighbourRank(root));
                layer = "device";
                note = "the root's only line is an SDMA task exception in its device log";
            } else {
                layer = "collective";
                note = "the root prints no ERROR; the others' notify waits time out (EI0002)";
            }
        }

        private int neighbourRank(Proc p) {
            return (p.rank + 1) % procs.size();
        }

        /** FD _check_notify_timeout, ALL_NOTIFY_ERROR_WITH_TIMEOUT: the last reporter, later than exec timeout. */
        private void notifyLast() {
            root = pickRoot(false);
            rule = "FD utils.py ErrorChecker._check_notify_timeout (ALL_NOTIFY_ERROR_WITH_TIMEOUT 110, last_device)";
            String tag = tag();
            int index = 1 + rnd.nextInt(40);
            for (Proc p : others(root)) {
                notifyTimeout(p, jitter(t0, 6000), root.rank, tag, index);
            }
            LocalDateTime late = t0.plusSeconds(execTimeout + 60 + rnd.nextInt(900));
            notifyTimeout(root, late, neighbourRank(root), tag, index);
            layer = "script";
            note = "every rank reports the notify timeout; the root's comes " + "more than HCCL_EXEC_TIMEOUT ("
                + execTimeout + "s) after the first: its host process was blocked";
        }

        /** FD check_socket_remote_relation: the end of the LINK_ERROR_INFO wait chain is silent. */
        private void socketChain() {
            root = pickRoot(false);
            rule = "FD utils.py _check_socket_timeout -> RemoteRelation.check_socket_remote_relation (108)";
            Map<Proc, Proc> waits = waitChain();
            waits.forEach((p, dst) -> linkError(p, dst, jitter(t0, 3000)));
            layer = "link-setup";
            note = "socket link setup times out toward the root, which logs nothing (EI0006); chain of " + chainLength;
        }

        private int chainLength;

        /**
         * Who waits on whom: a chain of one to three of the others ends at the root (a -> b -> ... -> root) and the
         * remaining others wait on the root directly.
         */
        private Map<Proc, Proc> waitChain() {
            List<Proc> rest = others(root);
            Collections.shuffle(rest, rnd);
            chainLength = 1 + rnd.nextInt(Math.min(3, rest.size()));
            Map<Proc, Proc> waits = new java.util.LinkedHashMap<>();
            for (int i = 0; i < rest.size(); i++) {
                waits.put(rest.get(i), i < chainLength - 1 ? rest.get(i + 1) : root);
            }
            return waits;
        }

        private void linkError(Proc p, Proc dst, LocalDateTime t) {
            named.add(dst.rank);
            int tid = tid(p);
            boolean client = rnd.nextBoolean();
            if (cann == Cann.OLD) {
                p.debug.add(hccl("ERROR", p, t, "comm_base.cc:967", tid,
                    "   _________________________LINK_ERROR_INFO___________________________"));
                p.debug.add(hccl("ERROR", p, t, "comm_base.cc:968", tid, "   |  comm error, device[" + p.device
                    + "] num[1] "));
                p.debug.add(hccl("ERROR", p, t, "comm_base.cc:969", tid,
                    "   |  dest_ip(rank_id)  |  src_ip(rank_id)   |   Role   |   Status   |   "));
                p.debug.add(hccl("ERROR", p, t, "comm_base.cc:970", tid,
                    "   |--------------------|--------------------|----------|------------|   "));
                p.debug.add(hccl("ERROR", p, t, "comm_base.cc:1018", tid, "   |  " + dst.deviceIp + "(" + dst.rank
                    + ")   |   " + p.deviceIp + "(" + p.rank + ")   |  " + (client ? "client" : "server")
                    + " | no connect |   "));
                p.debug.add(hccl("ERROR", p, t, "comm_base.cc:983", tid,
                    "   ___________________________________________________________________  "));
                p.debug.add(hccl("ERROR", p, t, "comm_base.cc:984", tid,
                    "the connection failure between this device and target device may be due to the following "
                        + "reasons:"));
                if (tag().contains("AllReduce")) { // the all-reduce loop's own report (fixture st_event_timeout)
                    p.debug.add(hccl("ERROR", p, jitter(t, 20), "hccl_impl.cc:1881", p.pid, "[Loop][Allreduce]errNo"
                        + "[0x0000000005000004] op_base hcclComm all reduce error, tag[" + tag() + "]"));
                }
            } else {
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:778", tid, "[Wait][LinkEstablish]wait socket "
                    + "establish timeout, role[" + (client ? 1 : 0) + "] rank[" + p.rank + "] timeout["
                    + connectTimeout + "]"));
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:591", tid,
                    "   _________________________LINK_ERROR_INFO___________________________"));
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:592", tid, "   |  comm error, device["
                    + p.device + "] "));
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:594", tid, "   |  dest_ip(user_rank)  |   "
                    + "dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |"));
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:596", tid, "   |--------------------|------"
                    + "--------------|----------|------------|-----------------|-----------------|"));
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:553", tid, "   |  " + dst.deviceIp + "("
                    + dst.rank + ")   |  16666  |   " + p.deviceIp + "(" + p.rank + ")   |  " + (client ? "0"
                    : String.valueOf(1_000_000_000L + rnd.nextInt(2_000_000_000))) + "  |  " + (client ? "client"
                    : "server") + " | time out |  "));
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:600", tid,
                    "   ___________________________________________________________________  "));
                p.debug.add(hccl("ERROR", p, t, "hccl_socket_manager.cc:601", tid, client
                    ? "Wait links establish completed failed, local role is client. ret[9]"
                    : "the connection failure between this device and target device may be due to the following "
                        + "reasons:"));
            }
        }

        /** FD get_remote_device (phy_device_id): P2P timeouts name the silent device on the same worker. */
        private void p2pPeer() {
            root = pickRoot(true);
            rule = "FD utils.py TimeoutErrorOfIdentifier.get_remote_device (remote physic id) + "
                + "check_socket_remote_relation (108)";
            for (Proc p : siblings(root)) {
                LocalDateTime t = jitter(t0, 2000);
                int tid = tid(p);
                p.debug.add(hccl("ERROR", p, t, "p2p_mgmt.cc:305", tid, "[Wait][P2PConnected]connected p2p timeout, "
                    + "timeout:" + connectTimeout + " s. local logicDevid:" + p.device + ", remote physic id:"
                    + root.device + "."));
                p.debug.add(hccl("ERROR", p, jitter(t, 5), "transport_manager.cc:741", tid, "[Create][DestSockets]Wait "
                    + "Enable P2P Failed, src devicePhyId[" + p.device + "], dst devicePhyId[" + root.device
                    + "], ret[16]"));
            }
            // the other workers' processes wait on a socket toward one of the root worker's devices
            for (Proc p : procs) {
                if (p.worker != root.worker && rnd.nextBoolean()) {
                    List<Proc> s = siblings(root);
                    linkError(p, rnd.nextBoolean() ? root : s.get(rnd.nextInt(s.size())), jitter(t0, 3000));
                }
            }
            layer = "device";
            note = "in-server P2P setup to the root's device times out (EI0010); the root logs nothing";
        }

        /** FD check_error_relation over remoteIpAddr[ip/dev]: the end of the transport-init chain. */
        private void transportChain() {
            root = pickRoot(false);
            rule = "FD utils.py ErrorChecker.check_error_relation / cycle_find_err_device (TRANSPORT_INIT_ERROR 132)";
            for (Map.Entry<Proc, Proc> wait : waitChain().entrySet()) {
                Proc p = wait.getKey();
                Proc dst = wait.getValue();
                LocalDateTime t = jitter(t0, 2000);
                int tid = tid(p);
                String dstAddr = serverIp[dst.worker] + "/" + dst.device;
                String tg = tag();
                if (cann == Cann.NEW) {
                    p.debug.add(hccl("ERROR", p, t, "transport_manager.cc:812", tid, "[InitChannelStage][Timeout]"
                        + "Transport init error! createLink para:rank[" + p.rank + "]-localUserrank[" + p.rank
                        + "]-localIpAddr[" + serverIp[p.worker] + "/" + p.device + "], remoteRank[" + dst.rank
                        + "]-remoteUserrank[" + dst.rank + "]-remoteIpAddr[" + dstAddr + "], machineType[1], "
                        + "linkMode[1], isUsedRdma[0], tag[" + tg + "]"));
                    forms.add("transport_manager.cc:812 as the location of the current Transport init error line "
                        + "(inferred form)");
                } else {
                    p.debug.add(hccl("ERROR", p, t, "adapter_hccp.cc:1357", tid, "[Recv][RaSocket]errNo"
                        + "[0x000000000500000d] recv fail, data[0xfffd" + Integer.toHexString(0x10000000
                            + rnd.nextInt(0x0fffffff)) + "], size[2239]"));
                    p.debug.add(hccl("ERROR", p, jitter(t, 2), "transport_p2p.cc:139", tid, "[TransportP2p][Init] "
                        + "failed to recv exchangeData exchangeDataTotalSize[2239], custom exchange data size [1472]."));
                    p.debug.add(hccl("ERROR", p, jitter(t, 3), "transport_manager.cc:777", tid, "[Create][DestLink]"
                        + "Transport init error! createLink para:rank[" + p.rank + "]-localUserrank[" + p.rank
                        + "]-localIpAddr[], dst_rank[" + dst.rank + "]-remoteUserrank[" + dst.rank + "]-remoteIpAddr["
                        + dstAddr + "], machineType[1], serverId[], linkMode[1], tag[" + tg + "]"));
                    p.debug.add(hccl("ERROR", p, jitter(t, 4), "transport_manager.cc:247", tid(p), "[Create]errNo"
                        + "[0x0000000005000006] transport create fail in thread, local rank[" + p.rank
                        + "] remote rank[" + dst.rank + "]"));
                }
            }
            layer = "link-setup";
            note = "transport init waits toward the root (remoteIpAddr server/device), chain of " + chainLength
                + "; the root logs nothing";
        }

        /** FD _check_cqe_error / cqe_from_one_device: the common end of the CQE links. */
        private void cqeEnd() {
            root = pickRoot(false);
            rule = "FD utils.py ErrorChecker._check_cqe_error / cqe_from_one_device (CQE_ERROR 116)";
            List<Proc> rest = others(root);
            int reporters = Math.max(2, rest.size() - rnd.nextInt(Math.max(1, rest.size() - 1)));
            Collections.shuffle(rest, rnd);
            for (int i = 0; i < Math.min(reporters, rest.size()); i++) {
                cqeLine(rest.get(i), root, jitter(t0, 3000));
            }
            if (rest.size() >= 2 && rnd.nextBoolean()) {
                cqeLine(root, rest.get(0), jitter(t0, 3000)); // the root sees its own peer's retransmits fail
            }
            for (Proc p : rest) {
                if (rnd.nextInt(3) == 0) {
                    notifyTimeout(p, jitter(t0.plusSeconds(execTimeout), 5000), root.rank, tag(), 7);
                }
            }
            layer = "network";
            note = "RoCE error CQE (status 12, retransmit timeout) toward the root's device IP (EI0013)";
        }

        private void cqeLine(Proc p, Proc dst, LocalDateTime t) {
            String when = t.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")) + "." + String.format(
                Locale.ROOT, "%06d", rnd.nextInt(1_000_000));
            if (cann == Cann.NEW) {
                p.debug.add(hccl("ERROR", p, t, "heartbeat.cc:1466", tid(p), "[TaskExecStage][HeartbeatAbnormal]"
                    + "[ROCE CQE ERROR]cqe error status[12], time:[" + when + "],localInfo{server["
                    + serverIp[p.worker] + "],deviceId[" + p.device + "],deviceIp[" + p.deviceIp + "]}, remoteIP{server["
                    + serverIp[dst.worker] + "],deviceId[" + dst.device + "],deviceIp[" + dst.deviceIp + "]}"));
                forms.add("heartbeat.cc:1466 as the location of the ROCE CQE ERROR line (inferred form)");
            } else {
                p.debug.add(hccl("ERROR", p, t, "heartbeat.cc:1078", tid(p), "[Heartbeat]cqe err status[12], time:["
                    + when + "], ip:[" + dst.deviceIp + "]"));
                forms.add("heartbeat.cc:1078 as the location of the older `cqe err status[12]` line (inferred form)");
            }
        }

        /** FD _check_cluster_exception: `Cluster Exception Location[IP/ID]:[server/device]`. */
        private void clusterExc() {
            root = pickRoot(false);
            rule = "FD utils.py ErrorChecker._check_cluster_exception (CLUSTER_EXCEPTION_LOCATION_ERROR 126)";
            String[] types = {"Heartbeat Lost Occurred", "Stuck Occurred", "Error cqe Occurred"};
            String[] reasons = {"1. Process has exited, 2. Network Disconnected",
                "1. Host process is stuck, 2. Device task is stuck", "1. Network Disconnected, 2. Remote NPU fault"};
            int ty = rnd.nextInt(3);
            String[] status = {"LOST", "STUCK", "ERROR CQE"};
            String tag = tag();
            for (Proc p : others(root)) {
                LocalDateTime t = jitter(t0, 4000);
                Proc informer = others(root).get(rnd.nextInt(others(root).size()));
                p.run.add(hccl("WARNING", p, t.minusSeconds(execTimeout - 30), "heartbeat.cc:862", tid(p),
                    "[TaskExecStage][HeartbeatAbnormal]local rank [" + serverIp[p.worker] + "/" + p.device
                        + "]: crimer rank [" + serverIp[root.worker] + "/" + root.device + "] status[" + status[ty]
                        + "] by informer rank [" + serverIp[informer.worker] + "/" + informer.device + "]"));
                if (rnd.nextBoolean()) {
                    notifyTimeout(p, t, root.rank, tag, 3);
                }
                p.debug.add(hccl("ERROR", p, jitter(t, 50), "task_exception_handler.cc:610", p.pid,
                    "[TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[" + serverIp[root.worker]
                        + "/" + root.device + "], Arrival Time:[" + t.minusSeconds(execTimeout - 30).format(CTIME)
                        + "], Discoverer:[" + serverIp[informer.worker] + "/" + informer.device + "], ExceptionType:["
                        + types[ty] + "], Possible Reason:" + reasons[ty]));
            }
            forms.add("heartbeat.cc:862 as the location and WARNING as the level of the `local rank [..]: crimer rank` "
                + "event line (inferred form; its body is log-formats 8.3's)");
            if (ty > 0) {
                forms.add("the Possible Reason text after Stuck / Error cqe (inferred form)");
            }
            layer = ty == 2 ? "network" : "script";
            note = "HCCL's heartbeat names the root: " + types[ty];
        }

        /** FD add_aicpu_notify_wait_relation + check_error_relation: the end of the AI CPU notify relation. */
        private void aicpuNotify() {
            root = pickRoot(false);
            rule = "FD rc_parse_job.py find_remote_rank_id/find_group + rc_diag_job.py add_aicpu_notify_wait_relation"
                + " + utils.py check_error_relation (AI_CPU_NOTIFY_TIMEOUT 109)";
            String group = "group_name_" + (1000 + rnd.nextInt(90_000));
            for (Proc p : procs) {
                LocalDateTime t = p.start.plusSeconds(30 + rnd.nextInt(60));
                p.run.add(hccl("INFO", p, t, "hccl_comm.cc:129", p.pid, "hcclCommInitInfo:commId[hccl-" + p.pid + "-5-"
                    + (1_700_000_000L + rnd.nextInt(90_000_000)) + "-hccl_world_group], rank[" + p.rank
                    + "], totalRanks[" + procs.size() + "], serverId[" + serverIp[p.worker] + "], deviceType[4],"
                    + "logicDevId[" + p.device + "], identifier[" + group + "]"));
            }
            long opIndex = 10_000_000L + rnd.nextInt(40_000_000);
            for (Proc p : others(root)) {
                LocalDateTime t = jitter(t0, 5000);
                int sq = 100 + rnd.nextInt(80);
                int remote = rnd.nextInt(4) == 0 ? neighbourRank(p) : root.rank;
                if (remote == p.rank) {
                    remote = root.rank;
                }
                p.devLog.add(aicpu(p, t, "aicpu_hccl_sqcq.cc:330", "Task {devId: " + p.device + " streamId: " + sq
                    + " sqId: " + (sq + 4) + " cqId: " + (sq + 110) + " type: 2} run failed of exception, idx:[0], "
                    + "info:[streamId :" + sq + " taskId :" + (20000 + rnd.nextInt(9000)) + " errorCode :261 "
                    + "errorType :32 sqeType :3 sqId :" + (sq + 4) + " sqHead :1500 matchFlag :0 dropFlag :0 "
                    + "errorBit :1 accError :0]"));
                if (rnd.nextBoolean()) { // the first block with an unknown remote (0xFFFFFFFF), as the fixture has
                    p.devLog.add(aicpu(p, jitter(t, 4), "aicpu_communicator.cc:3083", "[TaskException]base information "
                        + "is streamId:" + sq + ", sqid:" + (sq + 4) + ", head:1488, tail:136, type:NOTIFY WAIT, "
                        + "localRank:" + p.rank + ", remoteRank:4294967295, taskId:26064, notifyId:760, addr1High:0x0, "
                        + "addr1Low:0x0, addr2High:0x0, addr2Low:0x0."));
                    p.devLog.add(opData(p, jitter(t, 5), group, opIndex));
                }
                p.devLog.add(aicpu(p, jitter(t, 6), "aicpu_communicator.cc:3083", "[TaskException]base information is "
                    + "streamId:" + sq + ", sqid:" + (sq + 4) + ", head:1488, tail:136, type:NOTIFY WAIT, localRank:"
                    + p.rank + ", remoteRank:" + remote + ", taskId:26064, notifyId:760, addr1High:0x0, addr1Low:0x0, "
                    + "addr2High:0x0, addr2Low:0x0."));
                p.devLog.add(opData(p, jitter(t, 7), group, opIndex));
                if (rnd.nextBoolean()) {
                    p.debug.add("[ERROR] RUNTIME(" + p.pid + ",python3):" + ts(t.plusSeconds(30)) + " [stars_engine.cc:"
                        + "1551]" + tid(p) + " ProcLogicCqReport:[FINAL][FINAL]Task run failed, device_id=" + p.device
                        + ", stream_id=2, task_id=" + (8000 + rnd.nextInt(900)) + ", sqe_type=3(place holder), "
                        + "errType=0x20(sq sw status error), sqSwStatus=0x105");
                }
            }
            deviceSdma(root, t0.minusSeconds(rnd.nextInt(20)), neighbourRank(root));
            layer = "device";
            note = "AI CPU notify waits (device logs) end at the root, whose device log has an SDMA task exception";
        }

        private String aicpu(Proc p, LocalDateTime t, String src, String body) {
            return "[ERROR] HCCL(" + p.devPid + ",aicpu_scheduler):" + ts(t) + " [" + src + "] [" + (p.devPid + 400)
                + "]" + body;
        }

        private String opData(Proc p, LocalDateTime t, String group, long opIndex) {
            return aicpu(p, t, "aicpu_communicator.cc:3806", "[TaskException]opData information is tag:worldCommSend"
                + "Recv_" + procs.size() + "_" + p.rank + "_" + group + "SendExecutor_device, group:" + group
                + ", opIndex:" + opIndex + ", count:1048576, dataType:11, opType:4, rootId:4294967295, dstAddr:0x12dd"
                + Integer.toHexString(0x10000000 + rnd.nextInt(0x0fffffff)) + ", srcAddr:0x12dd78094200.");
        }

        private void deviceSdma(Proc p, LocalDateTime t, int remote) {
            int sq = 100 + rnd.nextInt(80);
            p.devLog.add(aicpu(p, t, "aicpu_hccl_sqcq.cc:330", "Task {devId: " + p.device + " streamId: " + sq + " sqId: "
                + (sq + 4) + " cqId: " + (sq + 110) + " type: 2} run failed of exception, idx:[0], info:[streamId :"
                + sq + " taskId :" + (20000 + rnd.nextInt(9000)) + " errorCode :10 errorType :1 sqeType :11 sqId :"
                + (sq + 4) + " sqHead :1487 matchFlag :0 dropFlag :0 errorBit :1 accError :0]"));
            p.devLog.add(aicpu(p, jitter(t, 2), "aicpu_communicator.cc:3737", "[HcclCommAicpu][PrintTaskExceptionBy"
                + "TaskId]streamId:" + sq + " tail:127 cqeType:11"));
            p.devLog.add(aicpu(p, jitter(t, 3), "aicpu_communicator.cc:3750", "[TaskException][AICPU]base information "
                + "is streamId:" + sq + ", sqid:" + (sq + 4) + ", head:1487, tail:127, type:SDMA, localRank:" + p.rank
                + ", remoteRank:" + remote + ", taskId:26063, notifyId:0, addr1High:0x12eb, addr1Low:0x50000000, "
                + "addr2High:0x12d6, addr2Low:0xc2c04000."));
        }

        /** FD FIRST_ERROR_RANK / silent member of the notify timeouts: the device with its own error. */
        private void ownError() {
            root = pickRoot(false);
            rule = "FD utils.py ErrorChecker.check (FIRST_ERROR_RANK 113) and _check_notify_timeout (112)";
            LocalDateTime t = t0.minusSeconds(execTimeout - rnd.nextInt(20));
            root.debug.add("[ERROR] RUNTIME(" + root.pid + ",python3):" + ts(t) + " [device_error_proc.cc:1187]"
                + tid(root) + " ProcessDrvErrorCode: report HBM MULTI BIT ECC ERROR, device_id=" + root.device
                + ", errcode=507054");
            root.debug.add("[ERROR] RUNTIME(" + root.pid + ",python3):" + ts(jitter(t, 30)) + " [stars_engine.cc:"
                + "1551]" + tid(root) + " ProcLogicCqReport:[FINAL][FINAL]Task run failed, device_id=" + root.device
                + ", stream_id=2, task_id=" + (8000 + rnd.nextInt(900)) + ", sqe_type=0(ffts), errType=0x2(task "
                + "exception), sqSwStatus=0x0");
            forms.add("the `ProcessDrvErrorCode: report HBM MULTI BIT ECC ERROR, device_id=.., errcode=507054` runtime "
                + "line and the ProcLogicCqReport errType value used with it (inferred form; the text and code are "
                + "log-formats 6's)");
            String tag = tag();
            for (Proc p : others(root)) {
                notifyTimeout(p, jitter(t0, 5000), rnd.nextInt(4) == 0 ? neighbourRank(p) : root.rank, tag, 5);
            }
            layer = "device";
            note = "the root's own HBM multi-bit ECC error (507054) among the others' notify timeouts";
        }

        /** FD check_device_id_repeat: the later attempt of a device is kept; the root is in the later attempt. */
        private void rerunPid() {
            // the first attempt: the same devices, other pids, ranks in another order, a different silent member
            List<Integer> ranks = new ArrayList<>();
            for (Proc p : procs) {
                ranks.add(p.rank);
            }
            root = pickRoot(false);
            Proc firstRoot;
            do {
                firstRoot = procs.get(rnd.nextInt(procs.size()));
            } while (firstRoot == root);
            LocalDateTime early = t0.minusHours(2 + rnd.nextInt(20));
            Collections.shuffle(ranks, rnd);
            for (int i = 0; i < procs.size(); i++) {
                Proc now = procs.get(i);
                Proc old = new Proc();
                old.worker = now.worker;
                old.device = now.device;
                old.rank = ranks.get(i);
                old.pid = Math.max(1000, now.pid - 200 - rnd.nextInt(20_000));
                old.deviceIp = now.deviceIp;
                old.vnicIp = now.vnicIp;
                old.devPid = now.devPid - 50;
                earlier.add(old);
            }
            if (earlier.get(procs.indexOf(root)).rank == root.rank) { // the old attempt must not name the root's rank
                Proc a = earlier.get(procs.indexOf(root));
                Proc b = earlier.get(procs.indexOf(firstRoot));
                int r = a.rank;
                a.rank = b.rank;
                b.rank = r;
            }
            LocalDateTime keep = t0;
            String keepId = identifier;
            opTag = null; // each attempt hangs in its own collective
            if (cann != Cann.OLD) {
                identifier = identifier.substring(0, identifier.lastIndexOf('_') + 1)
                    + (Long.parseLong(identifier.substring(identifier.lastIndexOf('_') + 1)) - 3_600_000_000L);
            }
            t0 = early;
            List<Proc> saved = new ArrayList<>(procs);
            procs.clear();
            procs.addAll(earlier);
            for (Proc p : procs) {
                initLines(p, p.start);
            }
            Proc laterRoot = root;
            root = earlier.get(saved.indexOf(firstRoot));
            notifySilent(procs, false);
            procs.clear();
            procs.addAll(saved);
            t0 = keep;
            identifier = keepId;
            opTag = null;
            root = laterRoot;
            if (rnd.nextBoolean()) {
                notifySilent(procs, false);
            } else {
                socketChain2();
            }
            rule = "FD rc_parse_job.py check_device_id_repeat (later start kept) + " + rule;
            note = "an earlier attempt (other pids, other rank order, another silent device) lies beside the failed "
                + "one; " + note;
        }

        private void socketChain2() {
            Proc keepRoot = root;
            List<Proc> rest = others(root);
            for (Proc p : rest) {
                linkError(p, keepRoot, jitter(t0, 3000));
            }
            rule = "FD utils.py _check_socket_timeout -> check_socket_remote_relation (108)";
            layer = "link-setup";
            note = "socket link setup times out toward the root, which logs nothing (EI0006)";
        }

        /** FD filter_lagging_devices: no ERROR lines; the root stopped (or never began) reporting timeouts. */
        private void lagging() {
            root = pickRoot(false);
            rule = "FD rc_diag_job.py filter_lagging_devices + utils.py ErrorChecker.check "
                + "(LAGGING_ON_WAITING_TIMEOUT_REPORT 130)";
            boolean never = rnd.nextBoolean();
            LocalDateTime end = t0.plusMinutes(30 + rnd.nextInt(60));
            for (Proc p : procs) {
                LocalDateTime stop = p == root ? (never ? null : end.minusMinutes(20 + rnd.nextInt(40))) : end;
                if (stop == null) {
                    continue;
                }
                int stream = 2 + rnd.nextInt(40);
                int task = 100 + rnd.nextInt(60_000);
                for (LocalDateTime t = t0; !t.isAfter(stop); t = t.plusSeconds(p == root ? 300 : 180 + rnd.nextInt(60))) {
                    p.debug.add("[EVENT] RUNTIME(" + p.pid + ",python3):" + ts(jitter(t, 900)) + " [engine.cc:1032]"
                        + tid(p) + " ReportTimeoutProc: report timeout!streamId=" + stream + ",taskId=" + task
                        + ",execId=0,pendingNum=" + (1 + rnd.nextInt(4)) + ",reportCount=" + (5000 + rnd.nextInt(900))
                        + ",parseTaskCount=" + (5000 + rnd.nextInt(900)) + ",msec=0,curSec=" + (1_700_000_000_000L
                        + rnd.nextInt(1 << 30)) + ",model=,modelId=-1");
                }
            }
            forms.add("`[EVENT] RUNTIME(..) [engine.cc:1032]<tid> ReportTimeoutProc: report timeout!...` as the plog "
                + "rendering of hicann/runtime's RT_LOG_EVENT in Engine::ReportTimeoutProc (inferred form: level tag "
                + "and line number)");
            layer = "script";
            note = never ? "the root never waits on its device (its host process is stuck elsewhere); the others print "
                + "runtime report timeouts" : "the root's runtime stopped reporting timeouts over 20 minutes before the "
                + "others' last";
        }

        // ---- variation: a worker with no plog at all ---------------------------------------------------------------

        private void maybeEmptyWorker() {
            // only where no other process's line points through that worker (notify timeouts name their remote
            // rank; a chain through a worker without logs would end there)
            Set<Kind> allowed = Set.of(Kind.NOTIFY_SILENT, Kind.NOTIFY_LAST, Kind.CLUSTER_EXC, Kind.OWN_ERROR);
            if (workers < 3 || rnd.nextInt(3) != 0 || !allowed.contains(kind)) {
                return;
            }
            for (int w = workers - 1; w >= 0; w--) {
                final int cand = w;
                if (w == root.worker || procs.stream().anyMatch(p -> p.worker == cand && named.contains(p.rank))) {
                    continue; // a wait on a process whose logs are missing would end there, not at the root
                }
                for (Proc p : procs) {
                    if (p.worker == w) {
                        p.noPlog = true;
                    }
                }
                note = note + "; worker-" + w + " has no plog";
                return;
            }
        }

        // ---- output -------------------------------------------------------------------------------------------------

        private void flush() throws IOException {
            Path logs = dir.resolve("logs");
            List<Proc> all = new ArrayList<>(earlier);
            all.addAll(procs);
            for (Proc p : all) {
                Path pl = logs.resolve("worker-" + p.worker).resolve("process_log");
                Files.createDirectories(pl);
                if (p.noPlog) {
                    continue;
                }
                LocalDateTime s = p.start == null ? t0 : p.start;
                String runName = "plog-" + p.pid + "_" + s.format(FILE) + ".log";
                writeLines(pl.resolve("run/plog").resolve(runName), p.run);
                // a plog file is named by the time its first line was written
                if (!p.debug.isEmpty()) {
                    writeLines(pl.resolve("debug/plog").resolve("plog-" + p.pid + "_" + opened(p.debug, s) + ".log"),
                        p.debug);
                }
                if (!p.devLog.isEmpty()) {
                    writeLines(pl.resolve("debug/device-" + p.device).resolve("device-" + p.pid + "_"
                        + opened(p.devLog, s) + ".log"), p.devLog);
                }
            }
            String json = String.format(Locale.ROOT, "{\"kind\": \"%s\", \"layer\": \"%s\", \"root\": {\"host\": "
                    + "\"worker-%d\", \"rank\": %d, \"device\": %d, \"pid\": \"%d\"}, \"known\": true, \"cann\": "
                    + "\"%s\", \"workers\": %d, \"ranks\": %d, \"rule\": \"%s\", \"note\": \"%s\"}%n",
                kind.label, layer, root.worker, root.rank, root.device, root.pid, cann.name().toLowerCase(Locale.ROOT),
                workers, procs.size(), rule, note);
            Files.writeString(dir.resolve("expected.json"), json, StandardCharsets.UTF_8);
            // forms.txt lies beside logs/, so the engine never reads it
            StringBuilder txt = new StringBuilder("# written by bench/EighthTrees.java: forms no stored source quotes "
                + "whole (codes, numbers and the quoted parts are sourced)\n");
            for (String f : forms) {
                txt.append("* ").append(f).append('\n');
            }
            Files.writeString(dir.resolve("forms.txt"), txt, StandardCharsets.UTF_8);
        }

        private String opened(List<String> lines, LocalDateTime fallback) {
            java.util.regex.Matcher m = STAMP.matcher(lines.get(0));
            LocalDateTime t = m.find() ? LocalDateTime.parse(m.group(1), LINE) : fallback;
            return t.minusSeconds(rnd.nextInt(30)).format(FILE);
        }

        private static void writeLines(Path file, List<String> lines) throws IOException {
            Files.createDirectories(file.getParent());
            Files.write(file, lines, StandardCharsets.UTF_8);
        }
    }
}
