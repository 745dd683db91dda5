import java.io.IOException;
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
import java.util.Random;
import java.util.StringJoiner;
import java.util.UUID;

/**
 * The ninth stranger generator: PyTorch jobs that MindCluster's Ascend Operator ran as Kubernetes pods
 * (an AscendJob with one Master and N-1 Worker pods, each pod one node of torchrun), collected the way
 * MindCluster's own training guide stores them. Written from the sources below before the engine
 * (src/main), the other generators and the eighth's scripts were read.
 *
 * <p>Layout (each template's own source is on its method):
 * <ul>
 * <li>{@code alllogs/<MINDX_TASK_ID>/plogs/<XDL_IP>/{debug,run}/plog/plog-<pid>_<ts>.log}: the start script exports
 *     {@code ASCEND_PROCESS_LOG_PATH=/job/code/alllogs/$MINDX_TASK_ID/plogs/$XDL_IP}, XDL_IP the node's
 *     {@code status.hostIP} (Ascend/mind-cluster 22bb3d98
 *     docs/en/scheduling/usage/resumable_training/07_using_resumable_training_on_the_cli.md, "Modify the basic
 *     parameters of the startup script"); below it CANN's own tree (log-formats.md 1.1).</li>
 * <li>{@code alllogs/<MINDX_TASK_ID>/trainlogs/<XDL_IP>-<RANK>} (no extension): {@code TRAIN_LOG_PATH}, the same
 *     page; RANK is the pod's node rank that Ascend Operator injects (Master 0, Workers from 1: MindCluster
 *     "Ascend Operator environment variables", dl_resume_078 / mxdlug_appendices_017); the file is
 *     {@code torchrun $DISTRIBUTED_ARGS pretrain_gpt.py ... 2>&1 | tee ${TRAIN_LOG_PATH}} (MindSpeed-LLM
 *     example scripts found through the code index, {@code --node_rank $RANK}, {@code --nproc_per_node
 *     $LOCAL_WORLD_SIZE}), so it is the node's whole torchrun console.</li>
 * <li>{@code pods/<pod>.log}: {@code kubectl logs <pod>} (with {@code --timestamps} in some trees: each line led
 *     by the container runtime's RFC 3339 time with nanoseconds, trailing zeros dropped, in UTC; kubernetes.io
 *     kubectl_logs reference); pod names {@code <job>-master-0}, {@code <job>-worker-<i>} (ascend-operator
 *     pkg/controllers/v1/pod.go {@code GenGeneralName(job, rtype, index)}), a Worker's node rank its index + 1
 *     when the Master holds chips (same file, {@code pi.rank = pi.index + 1}).</li>
 * </ul>
 * Inside a pod the pids are the container's (small, the same numbers on every pod), the device folders and
 * {@code deviceLogicId} are logical ids while HCCL's heartbeat and {@code devicePhyId} give the physical one
 * (log-formats.md 1.1 note 4; ASCEND_VISIBLE_DEVICES from the acjob example); HCCL's host address is the pod's
 * (HCCL_SOCKET_IFNAME=eth0 without hostNetwork, the node's NIC with it, as the same page's comments say).
 *
 * <p>One communicator over all ranks; a ring in which rank r waits on rank r-1 (the task exception's
 * AlgType ring). Each kind has one root process; the expected answer is written from the kind.
 * Usage (the contract of bench/field-trees.sh's generators): {@code java bench/NinthTrees.java --out DIR --count N
 * [--seed S]}; each {@code tree-NNNN} holds {@code logs/}, {@code expected.json} and {@code forms.txt}.
 */
public final class NinthTrees {

    /** What the root does, and the layer its source gives. */
    enum Kind {
        /** HBM multi-bit ECC on the root's card: catalogue acl-runtime 507054, rt-internal 0x07010028; LF 6, 11. */
        DEVICE_ECC("device"),
        /** The root's NIC port is down at link setup: catalogue EI0009 ("The network port is down"), EJ0002; LF 4.1. */
        LINK_DOWN("network"),
        /** The root is killed with SIGKILL (the pod's memory limit) and prints nothing: torchrun's exitcode -9
         *  (LF 9.4); HCCL's heartbeat "Process has exited" (LF 8.3); the job's memory is the script's. */
        EARLY_EXIT("script"),
        /** The root never calls communicator init (still building its dataset index): EI0015 official solution 1
         *  "check whether all ranks ... have delivered the communicator creation interface"; LF 8.1, 11. */
        NEVER_JOINS("script"),
        /** A Python exception on the root rank: torch_npu's ERR99999 for a non-NPU exception (LF 7.1). */
        SCRIPT_ERROR("script"),
        /** The root stalls in its own code (a checkpoint write) and never reaches the collective: EI0002
         *  official cause 2 (one NPU too slow), troubleshooting_0110 (the rank that did not report is the one). */
        HOST_LAG("script");

        final String layer;

        Kind(String layer) {
            this.layer = layer;
        }

        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    private static final long EXEC_TIMEOUT_MS = 1836_000L;   // HCCL_EXEC_TIMEOUT default (LF 4.1, 8.4)
    private static final long CONNECT_TIMEOUT_MS = 120_000L; // HCCL_CONNECT_TIMEOUT default (LF 8.2)
    private static final DateTimeFormatter PLOG = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS");
    private static final DateTimeFormatter FILE_TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
    private static final DateTimeFormatter ERR_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss");
    private static final DateTimeFormatter PY_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final DateTimeFormatter GLOG_TS = DateTimeFormatter.ofPattern("MMdd HH:mm:ss");
    private static final DateTimeFormatter SUMMARY_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH:mm:ss");

    /** One worker process. */
    static final class Proc {
        int host;
        int local;
        int rank;
        int pid;
        int tid;
        int seq;
        int logic;
        int phy;
        String devIp;
        long end = Long.MAX_VALUE; // true ms
        int exit;                  // 0 while alive
        String cause = "";         // what ended it
        final List<String[]> debug = new ArrayList<>(); // {time ms, text}
        final List<String[]> run = new ArrayList<>();
    }

    /** One pod, one node. */
    static final class Host {
        int index;
        String xdlIp;
        String podIp;
        String pod;
        long skew;
        long tz;
        int agentPid;
        final List<Proc> procs = new ArrayList<>();
        final List<Object[]> console = new ArrayList<>(); // {Long time, String text}
        final List<Long> times = new ArrayList<>();
    }

    private final Random rnd;
    private final Kind kind;
    private final List<String> forms = new ArrayList<>();
    private final List<Host> hosts = new ArrayList<>();
    private final List<Proc> ranks = new ArrayList<>();
    private String job;
    private String taskId;
    private boolean cann85;
    private boolean torchGlog;
    private boolean tee;
    private String masterHcclIp;
    private String nic;
    private String podExt = "";
    private long identifierUs;

    NinthTrees(Random rnd, Kind kind) {
        this.rnd = rnd;
        this.kind = kind;
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> opt = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            opt.put(args[i], args[i + 1]);
        }
        if (!opt.containsKey("--out") || !opt.containsKey("--count") || args.length % 2 != 0) {
            System.err.println("usage: java bench/NinthTrees.java --out DIR --count N [--seed S]");
            System.exit(2);
        }
        Path out = Path.of(opt.get("--out"));
        int count = Integer.parseInt(opt.get("--count"));
        long seed = opt.containsKey("--seed") ? Long.parseLong(opt.get("--seed")) : System.nanoTime();
        System.out.println("seed " + seed);
        Random top = new Random(seed);
        Kind[] kinds = Kind.values();
        for (int i = 0; i < count; i++) {
            Kind k = kinds[i % kinds.length];
            Path dir = out.resolve(String.format("tree-%04d", i));
            new NinthTrees(new Random(top.nextLong()), k).write(dir);
        }
    }

    // ---- the job ----

    private void draw() {
        int nodes = 2 + rnd.nextInt(4);
        int perNode = new int[] {4, 8, 8, 16}[rnd.nextInt(4)];
        job = new String[] {"default-test-pytorch", "llama-pretrain", "qwen3-sft", "ds-moe-train"}[rnd.nextInt(4)]
                + (rnd.nextBoolean() ? "" : "-" + (1 + rnd.nextInt(90)));
        taskId = new UUID(rnd.nextLong(), rnd.nextLong()).toString();
        cann85 = rnd.nextInt(3) > 0;
        torchGlog = rnd.nextBoolean();
        tee = rnd.nextInt(3) == 0;
        boolean hostNetwork = rnd.nextBoolean();
        nic = hostNetwork ? "enp189s0f0" : "eth0"; // HCCL_SOCKET_IFNAME as the guide's comments set it
        int firstPhy = perNode == 4 && rnd.nextBoolean() ? 4 : 0;
        int pidBase = 90 + rnd.nextInt(200);
        long tz = rnd.nextBoolean() ? 0 : 8 * 3600_000L;
        int net = 10 + rnd.nextInt(200);
        for (int h = 0; h < nodes; h++) {
            Host host = new Host();
            host.index = h;
            host.xdlIp = "10." + net + "." + (1 + rnd.nextInt(3)) + "." + (11 + h * 3 + rnd.nextInt(3));
            host.podIp = hostNetwork ? host.xdlIp : "172.16." + (20 + rnd.nextInt(200)) + "." + (2 + h * 10 + rnd.nextInt(10));
            host.pod = job + (h == 0 ? "-master-0" : "-worker-" + (h - 1));
            host.skew = (long) ((rnd.nextDouble() * 2 - 1) * 90_000);
            host.tz = tz;
            host.agentPid = pidBase - 40 + rnd.nextInt(20);
            int pid = pidBase;
            for (int l = 0; l < perNode; l++) {
                Proc p = new Proc();
                p.host = h;
                p.local = l;
                p.rank = h * perNode + l; // torchrun: node_rank * nproc_per_node + local_rank
                pid += 1 + rnd.nextInt(2); // the agent forks its workers one after another in the pod's pid space
                p.pid = pid;
                p.tid = pid + 30 + rnd.nextInt(400);
                p.logic = l;
                p.phy = firstPhy + l;
                p.devIp = "192.168." + (100 + h) + "." + (10 + p.phy);
                host.procs.add(p);
                ranks.add(p);
            }
            hosts.add(host);
        }
        masterHcclIp = hosts.get(0).podIp;
        forms.add("layout: alllogs/<task>/plogs/<XDL_IP>, trainlogs/<XDL_IP>-<RANK>, pods/<pod> (MindCluster guide)");
        forms.add("hostNetwork " + hostNetwork + ": HCCL host address " + (hostNetwork ? "the node's" : "the pod's"));
        forms.add("CANN wording " + (cann85 ? "8.5 (stage tags, Title(code) blocks)" : "7.x-8.1 (code-first blocks)"));
        forms.add("torch elastic log " + (torchGlog ? "glog (torch >= 2.4)" : "logging default (torch 2.1)")
                + (tee ? ", --tee 3 prefixes [default<local_rank>]:" : ""));
    }

    // ---- the timeline ----

    private void simulate() {
        long start = Instant.parse("2026-0" + (1 + rnd.nextInt(9)) + "-1" + rnd.nextInt(10) + "T0"
                + rnd.nextInt(10) + ":00:00Z").toEpochMilli() + rnd.nextInt(3_000_000);
        identifierUs = start * 1000 + rnd.nextInt(1000);
        Proc root = ranks.get(kind == Kind.NEVER_JOINS ? 1 + rnd.nextInt(ranks.size() - 1) : rnd.nextInt(ranks.size()));
        rootProc = root;
        for (Host h : hosts) {
            startup(h, start);
        }
        long init = start + 40_000 + rnd.nextInt(60_000);
        long t0;
        switch (kind) {
            case NEVER_JOINS -> {
                t0 = init;
                for (Proc p : ranks) {
                    if (p != root) {
                        initLines(p, init + rnd.nextInt(3000));
                    }
                }
                stalled(root, init - 20_000, true);
                for (Proc p : ranks) {
                    if (p != root) {
                        fail(p, init + CONNECT_TIMEOUT_MS + rnd.nextInt(4000), "init");
                    }
                }
            }
            case LINK_DOWN -> {
                for (Proc p : ranks) {
                    initLines(p, init + rnd.nextInt(3000));
                }
                t0 = init + 10_000 + rnd.nextInt(20_000);
                rootFault(root, t0 + 1000 + rnd.nextInt(4000));
                linkTimeouts(t0);
            }
            default -> {
                for (Proc p : ranks) {
                    initLines(p, init + rnd.nextInt(3000));
                }
                t0 = init + 600_000 + rnd.nextInt(3_000_000);
                iterations(init + 60_000, t0);
                if (kind == Kind.HOST_LAG) {
                    stalled(root, t0 - 5000, false);
                } else {
                    rootFault(root, t0 + rnd.nextInt(5000));
                }
                heartbeats();
                execTimeouts(t0);
            }
        }
        for (Host h : hosts) {
            agentSummary(h);
        }
    }

    private Proc rootProc;

    /** The agent of a host stops its other workers after the first one fails (torch elastic LocalElasticAgent:
     *  a FAILED group is stopped; "Sending process %s closing signal %s", multiprocessing/api.py). */
    private void end(Proc p, long t, int exit, String cause) {
        if (p.exit != 0 || t >= p.end) {
            return;
        }
        p.end = t;
        p.exit = exit;
        p.cause = cause;
        Host h = hosts.get(p.host);
        if (exit > 0 || exit == -9) {
            long stop = t + 100 + rnd.nextInt(4900);
            for (Proc q : h.procs) {
                if (q != p && q.exit == 0 && q.end > stop) {
                    agentLine(h, stop, 'W', "torch/distributed/elastic/multiprocessing/api.py", 897,
                            "Sending process " + q.pid + " closing signal SIGTERM");
                    q.end = stop + 50 + rnd.nextInt(500);
                    q.exit = -15;
                    q.cause = "stopped by its agent";
                }
            }
        }
    }

    private void rootFault(Proc p, long t) {
        Host h = hosts.get(p.host);
        switch (kind) {
            case DEVICE_ECC -> {
                // log-formats 2.2 RUNTIME FuncErrorReason shape; catalogue alias reason=[hbm Multi-bit ECC error]
                p.debug.add(plog(p, t, "ERROR", "RUNTIME", "error_message_manage.cc:53", (p.pid + 41) + " ",
                        "FuncErrorReason:rtStreamSynchronize execute failed, reason=[hbm Multi-bit ECC error]"));
                // ASCENDCL shape (LF 2.2), catalogue alias "runtime result = 507054"
                p.debug.add(plog(p, t + 1, "ERROR", "ASCENDCL", "stream.cpp:" + (200 + rnd.nextInt(100)),
                        p.pid + " ", "aclrtSynchronizeStream: synchronize stream failed, runtime result = 507054."));
                // LF 7.2 ACL call, 7.1 ERR00100; "HBM MULTI BIT ECC ERROR" (ProcessGroupHCCL get_device_error)
                traceback(p, t + 300, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:"
                        + (400 + rnd.nextInt(90)) + " NPU function error: HBM MULTI BIT ECC ERROR, error code is 507054");
                say(h, t + 301, p, errLine(p, t, "ERR00100 PTA call acl api failed"));
                end(p, t + 2000, 1, "HBM multi-bit ECC");
            }
            case LINK_DOWN -> {
                Proc peer = ranks.get((p.rank + 1) % ranks.size());
                String tag = "HcomAllReduce_" + identifier() + "_0";
                // LF 8.2 createLink line; the reason of catalogue EI0009
                p.debug.add(plog(p, t, "ERROR", "HCCL", "transport_manager.cc:" + (1300 + rnd.nextInt(200)),
                        tid(p), stage("[InitChannelStage][Timeout]") + "Transport init error! createLink para:rank["
                        + p.rank + "]-localUserrank[" + p.rank + "]-localIpAddr[" + p.devIp + "/" + p.phy
                        + "], remoteRank[" + peer.rank + "]-remoteUserrank[" + peer.rank + "]-remoteIpAddr["
                        + peer.devIp + "/" + peer.phy + "], machineType[1], linkMode[1], isUsedRdma[1], tag[" + tag + "]"));
                traceback(p, t + 200, "RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102"
                        + " HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config,"
                        + " &(comm->hcclComm_)), error code is 11");
                say(h, t + 201, p, errLine(p, t, "ERR02200 DIST call hccl api failed."));
                cannBlock(h, p, t + 202, "EI0009", "Communication_Error_Initialize_Transport",
                        "Device " + p.logic + " transport init error. Reason: The network port is down.");
                if (rnd.nextBoolean()) {
                    // catalogue EJ0002 "The network port is down.Suggest: %s" (suggest text inferred)
                    cannBlock(h, p, t + 203, "EJ0002", "Environment_Error",
                            "The network port is down.Suggest: Check the optical module and the switch port of device "
                            + p.phy + ".");
                    forms.add("EJ0002's Suggest text (inferred form)");
                }
                end(p, t + 1500, 1, "NIC port down");
            }
            case EARLY_EXIT -> end(p, t, -9, "SIGKILL");
            case SCRIPT_ERROR -> {
                String[] errs = {
                    "KeyError: 'input_ids'",
                    "IndexError: index 65536 is out of bounds for dimension 0 with size 65536",
                    "ValueError: too many values to unpack (expected 2)",
                    "FileNotFoundError: [Errno 2] No such file or directory: '/job/data/shard_00" + rnd.nextInt(99) + ".bin'"};
                traceback(p, t, errs[rnd.nextInt(errs.length)]);
                // LF 7.1: ERR99999 for a non-NPU exception at exit
                say(h, t + 20, p, errLine(p, t, "ERR99999 UNKNOWN applicaiton exception"));
                end(p, t + 1500, 1, "Python exception");
            }
            default -> throw new IllegalStateException(kind.name());
        }
    }

    /** A process that stops taking part; {@code init} when before communicator init (Megatron's dataset lines,
     *  inferred form). */
    private void stalled(Proc p, long t, boolean init) {
        Host h = hosts.get(p.host);
        if (init) {
            say(h, t, p, " > building indices for blendable datasets ...");
            forms.add("Megatron dataset-building lines (inferred form)");
        } else {
            say(h, t, p, "saving checkpoint at iteration " + (1000 * (1 + rnd.nextInt(9)))
                    + " to /job/code/output/ckpt in torch format");
            forms.add("Megatron checkpoint line (inferred form)");
        }
    }

    /** Link-setup timeouts: a rank whose ring neighbour died before the link was made (LF 8.2). */
    private void linkTimeouts(long t0) {
        long at = t0 + CONNECT_TIMEOUT_MS + 20_000; // the effective wait is +20 s (LF 4.1 EI0006)
        List<Object[]> due = new ArrayList<>();
        for (Proc p : ranks) {
            Proc prev = ranks.get((p.rank - 1 + ranks.size()) % ranks.size());
            Proc next = ranks.get((p.rank + 1) % ranks.size());
            Proc dead = prev.end < at ? prev : next.end < at ? next : null;
            if (dead != null && p.end > at) {
                due.add(new Object[] {p, dead, at + rnd.nextInt(3000)});
            }
        }
        due.sort(Comparator.comparingLong(a -> (Long) a[2]));
        for (Object[] d : due) {
            Proc p = (Proc) d[0];
            if (p.end > (Long) d[2]) {
                linkError(p, (Proc) d[1], (Long) d[2]);
            }
        }
        for (Proc p : ranks) {
            if (p.end == Long.MAX_VALUE) {
                fail(p, t0 + EXEC_TIMEOUT_MS + rnd.nextInt(20_000), "exec");
            }
        }
    }

    private void linkError(Proc p, Proc dead, long t) {
        Host h = hosts.get(p.host);
        String loc = "hccl_socket_manager.cc:" + (700 + rnd.nextInt(100));
        // LF 2.2 (public report) / 8.2
        p.debug.add(plog(p, t, "ERROR", "HCCL", loc, tid(p), "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank["
                + p.rank + "] timeout[120 s]"));
        // LF 8.2 LINK_ERROR_INFO table, one plog line per row
        String[] rows = {
            "   _________________________LINK_ERROR_INFO___________________________",
            "   |  comm error, device[" + p.logic + "]",
            "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |",
            "   |----------------------|---------------|----------------------|--------------|------------|------------|----------------|",
            "   |  " + dead.devIp + "(" + dead.rank + ")   |  16666  |   " + p.devIp + "(" + p.rank
                    + ")   |  0  |  client  | time out |   DISABLE  | LinkInfo"};
        for (String r : rows) {
            p.debug.add(plog(p, t + 1, "ERROR", "HCCL", loc, tid(p), r));
        }
        traceback(p, t + 300, "RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102"
                + " HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config,"
                + " &(comm->hcclComm_)), error code is 9");
        say(h, t + 301, p, errLine(p, t, "ERR02200 DIST call hccl api failed."));
        // EI0006 reason text from a public report quoted in LF 3.1
        cannBlock(h, p, t + 302, "EI0006", "Communication_Error_Get_Socket",
                "Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank being stuck");
        end(p, t + 2000, 1, "link setup timeout");
    }

    /** Execution-stage timeouts: every process still alive reports EI0002 naming its ring predecessor. */
    private void execTimeouts(long t0) {
        List<Proc> order = new ArrayList<>(ranks);
        List<long[]> when = new ArrayList<>();
        for (Proc p : order) {
            // v3 (generator fault G2): the ranks of one hung collective started its notify wait within the step's
            // skew, so their HCCL_EXEC_TIMEOUT reports fall within about two seconds; the first run's 25 s spread let
            // an agent stop host-mates before they reported, leaving several silent ranks each named by a waiter
            // (an answer the tree no longer decides). The same draw, scaled, keeps every other tree as it was.
            when.add(new long[] {p.rank, t0 + EXEC_TIMEOUT_MS + rnd.nextInt(25_000) / 12});
        }
        when.sort(Comparator.comparingLong(a -> a[1]));
        for (long[] w : when) {
            Proc p = ranks.get((int) w[0]);
            if (!(kind == Kind.HOST_LAG && p == rootProc)) {
                fail(p, w[1], "exec"); // a stalled root never reaches the collective, so it reports nothing
            }
        }
    }

    private void fail(Proc p, long t, String stage) {
        if (p.end <= t) {
            return;
        }
        Host h = hosts.get(p.host);
        Proc prev = ranks.get((p.rank - 1 + ranks.size()) % ranks.size());
        String group = identifier();
        if (stage.equals("init")) {
            // v2 (generator fault G1 of the first run): the forms of HCCL's fault guide "部分rank未连接到server节点
            // (EI0015)" (hicann/hccl docs, read through the code index) and topoinfo_exchange_server.cc
            // DisplayConnectionedRank: the line count, the ranks needed, eight ids a LINE each line closed by ';',
            // the ids decimal (agent ids are parsed with HCCL_BASE_DECIMAL); the agents that did connect are told
            // who did not ("Failed to connect agent[..,]"). Older CANN: [Get][Connection] and
            // [TopoInfoExchangeServer] in place of the stage tags (the guide's older example).
            List<Proc> joined = new ArrayList<>(ranks);
            joined.remove(rootProc);
            if (p.rank == 0) {
                rnd.nextInt(200); // kept so that v2 draws the same trees as v1
                String pre = cann85 ? "[InitGroupStage]" : "[TopoInfoExchangeServer]";
                p.debug.add(plog(p, t, "ERROR", "HCCL", "topoinfo_exchange_server.cc:314", tid(p),
                        (cann85 ? "[InitGroupStage][RanktableDetect]" : "[Get][Connection]")
                        + "topo exchange server get socket timeout! timeout[120 s]"));
                int lines = (joined.size() + 7) / 8;
                p.debug.add(plog(p, t + 1, "ERROR", "HCCL", "topoinfo_exchange_server.cc:501", tid(p), pre
                        + "[DisplayConnectionedRank]total connected num is [" + joined.size() + "],line num is [" + lines + "]"));
                if (cann85) {
                    p.debug.add(plog(p, t + 1, "ERROR", "HCCL", "topoinfo_exchange_server.cc:503", tid(p), pre
                            + "[DisplayConnectionedRank]need connect rankNum is [" + ranks.size() + "]"));
                }
                for (int l = 0; l < lines; l++) {
                    StringBuilder row = new StringBuilder();
                    for (int j = l * 8; j < Math.min(joined.size(), l * 8 + 8); j++) {
                        row.append(String.format("[%016d]", joined.get(j).rank))
                                .append(j == l * 8 + 7 || j == joined.size() - 1 ? ";" : ",");
                    }
                    p.debug.add(plog(p, t + 1, "ERROR", "HCCL", "topoinfo_exchange_server.cc:517", tid(p), pre
                            + "[DisplayConnectionedRank]connected rankinfo[LINE " + l + "]: " + row));
                }
            } else {
                rnd.nextInt(200); // kept so that v2 draws the same trees as v1
                p.debug.add(plog(p, t, "ERROR", "HCCL", "topoinfo_exchange_base.cc:145", tid(p), stage("[InitGroupStage][RanktableDetect]")
                        + " TopoDetect ERROR occur !!! fault_type[1], fault_info[\"Failed to connect agent[" + rootProc.rank + ",]\"]"));
                p.debug.add(plog(p, t, "ERROR", "HCCL", "topoinfo_exchange_agent.cc:552", tid(p), stage("[InitGroupStage][RanktableDetect]")
                        + "rank num[" + ranks.size() + "]is different with rank list size[" + joined.size() + "] in total topo rank info."));
                if (!cann85) {
                    forms.add("the agents' TopoDetect lines without stage tags (inferred older form)");
                }
            }
            traceback(p, t + 200, "RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102"
                    + " HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config,"
                    + " &(comm->hcclComm_)), error code is 9");
            say(h, t + 201, p, errLine(p, t, "ERR02200 DIST call hccl api failed."));
            cannBlock(h, p, t + 202, "EI0015", "Ranktable_Detect_Failed",
                    "Failed to collect cluster information of the communicator based on rootInfo detection. Reason: "
                    + (p.rank == 0 ? "topo exchange server get socket timeout" : "Failed to connect agent[" + rootProc.rank + ",]") + ".");
            forms.add("EI0015's reason argument (inferred form)");
            end(p, t + 2000, 1, "comm init timeout");
            return;
        }
        int stream = 2 + rnd.nextInt(40);
        int task = 10 + rnd.nextInt(200);
        String tag = "AllReduce_" + group;
        if (cann85) {
            // LF 8.3 task exception, three lines (HCCL-FD debug_thinking)
            p.debug.add(plog(p, t, "ERROR", "HCCL", "task_exception_handler.cc:27", tid(p),
                    "[TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[" + stream + "], taskID["
                    + task + "], tag[" + tag + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
            p.debug.add(plog(p, t, "ERROR", "HCCL", "task_exception_handler.cc:27", tid(p),
                    "[TaskExecStage][Timeout][HOST]Task run failed, groupRank information is group:[" + group
                    + "], user define information[], rankSize[" + ranks.size() + "], rankId[" + p.rank + "]."));
            p.debug.add(plog(p, t, "ERROR", "HCCL", "task_exception_handler.cc:27", tid(p),
                    "[TaskExecStage][Timeout][HOST]Task run failed, opData information is timeStamp:[" + t
                    + "], deviceId[" + p.logic + "], index[" + task + "], count[" + (1 << 20) + "], reduceType[sum], src[0x12c0"
                    + Integer.toHexString(0x100000 + rnd.nextInt(0xeffff)) + "], dst[0x12c1" + Integer.toHexString(0x100000 + rnd.nextInt(0xeffff))
                    + "], dataType[bfloat16]."));
        } else {
            // older key: [TaskExceptionHandler][Callback] ... taskType[Notify Wait] (FD kg AISW_CANN_HCCL_027)
            p.debug.add(plog(p, t, "ERROR", "HCCL", "task_exception_handler.cc:" + (400 + rnd.nextInt(300)), tid(p),
                    "[TaskExceptionHandler][Callback]Task run failed, base information is streamID:[" + stream + "], taskID["
                    + task + "], taskType[Notify Wait], tag[" + tag + "]."));
        }
        // LF 6 / 7.2: 507048 comes with EI0002 (the call text is inferred)
        traceback(p, t + 400, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:"
                + (400 + rnd.nextInt(90)) + " NPU function error: call aclrtSynchronizeStreamWithTimeout failed, error code is 507048");
        forms.add("the call text inside NPU function error for 507048 (inferred form)");
        say(h, t + 401, p, errLine(p, t, "ERR00100 PTA call acl api failed"));
        String base = "streamID:[" + stream + "], taskID[" + task + "], taskType[Notify Wait], tag[" + tag + "]";
        String grp = "group:[" + group + "], user define information[], rankSize[" + ranks.size() + "], rankId[" + p.rank + "]";
        if (cann85) {
            cannBlock(h, p, t + 402, "EI0002", "Communication_Error_Timeout",
                    "A timeout occurs when the Notify register waits for execution. Waiting peer rank: " + prev.rank
                    + "; task information: " + base + "; communication operator information: AllReduce; communicator: " + group + ".");
        } else {
            cannBlock(h, p, t + 402, "EI0002", "Communication_Error_Timeout",
                    "The wait execution of the Notify register times out. Reason: The Notify register has not received the"
                    + " Notify record from remote rank: [" + prev.rank + "]. base information: [" + base
                    + "]. task information: []. group information: [" + grp + "]");
        }
        forms.add("EI0002's argument texts (inferred form)");
        end(p, t + 3000, 1, "notify wait timeout");
    }

    /** HCCL heartbeat (LF 8.3): every live process notes each dead peer 30 s after its last frame; the debug
     *  log concludes with the first crimer. Only in the 8.5 wording's trees, and in two of three. */
    private void heartbeats() {
        if (!cann85 || rnd.nextInt(3) == 0) {
            forms.add("no heartbeat lines");
            return;
        }
        List<Proc> dead = new ArrayList<>();
        for (Proc p : ranks) {
            if (p.end != Long.MAX_VALUE) {
                dead.add(p);
            }
        }
        dead.sort(Comparator.comparingLong(p -> p.end));
        for (Proc p : ranks) {
            if (p.end != Long.MAX_VALUE || dead.isEmpty()) {
                continue;
            }
            Proc informer = ranks.get((p.rank + 1) % ranks.size());
            int shown = Math.min(dead.size(), 1 + rnd.nextInt(3));
            for (int i = 0; i < shown; i++) {
                Proc c = dead.get(i);
                long t = c.end + 30_000 + rnd.nextInt(3000);
                p.run.add(plog(p, t, "INFO", "HCCL", "heartbeat.cc:" + (900 + rnd.nextInt(300)), tid(p),
                        "[TaskExecStage][HeartbeatAbnormal]local rank [" + uid(p) + "]: crimer rank [" + uid(c)
                        + "] status[LOST] by informer rank [" + uid(informer) + "]"));
            }
            Proc first = dead.get(0);
            long t = first.end + 31_000 + rnd.nextInt(3000);
            p.debug.add(plog(p, t, "ERROR", "HCCL", "heartbeat.cc:" + (1200 + rnd.nextInt(300)), tid(p),
                    "[TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[" + uid(first) + "], Arrival Time:["
                    + DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ROOT).format(local(hosts.get(p.host), t))
                    + "], Discoverer:[" + uid(informer) + "], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1."
                    + " Process has exited, 2. Network Disconnected"));
        }
    }

    private String uid(Proc p) {
        return hosts.get(p.host).podIp + "/" + p.phy;
    }

    // ---- what every process and node prints ----

    /** torchrun's start (LF 9.4 agent lines; the OMP_NUM_THREADS warning of torch/distributed/run.py). */
    private void startup(Host h, long t) {
        agentLine(h, t, 'W', "torch/distributed/run.py", 793, "");
        agentLine(h, t, 'W', "torch/distributed/run.py", 793, "*****************************************");
        agentLine(h, t, 'W', "torch/distributed/run.py", 793, "Setting OMP_NUM_THREADS environment variable for each"
                + " process to be 1 in default, to avoid your system being overloaded, please further tune the variable"
                + " for optimal performance in your application as needed.");
        agentLine(h, t, 'W', "torch/distributed/run.py", 793, "*****************************************");
        for (Proc p : h.procs) {
            long at = t + 8000 + rnd.nextInt(6000);
            if (rnd.nextInt(4) == 0) {
                // a torch_npu warning line seen in stored consoles (inferred form of its text)
                say(h, at, p, "/usr/local/lib/python3.10/dist-packages/torch_npu/utils/path_manager.py:79: UserWarning:"
                        + " Warning: The /usr/local/Ascend/ascend-toolkit/latest owner does not match the current user.");
            }
            p.run.add(plog(p, at + 100, "INFO", "HCCL", "externalinput.cc:598", tid(p),
                    stage("[HCCL_ENV]") + "HCCL_EXEC_TIMEOUT set by default to [1836]s"));
            p.run.add(plog(p, at + 100, "INFO", "HCCL", "externalinput.cc:598", tid(p),
                    stage("[HCCL_ENV]") + "HCCL_CONNECT_TIMEOUT set by default to [120]s"));
        }
    }

    /** Communicator init lines in the run log (LF 8.1). */
    private void initLines(Proc p, long t) {
        p.run.add(plog(p, t, "INFO", "HCCL", "op_base.cc:" + (600 + rnd.nextInt(300)), tid(p),
                "Entry-HcclCommInitRootInfoInner:ranks[" + ranks.size() + "], rank[" + p.rank + "], rootinfo: host ip["
                + masterHcclIp + "] port[60000] nicDeploy[1] identifier[" + identifier() + "], deviceLogicId[" + p.logic + "]"));
        if (cann85) {
            p.run.add(plog(p, t + 5, "INFO", "HCCL", "communicator_impl.cc:" + (300 + rnd.nextInt(300)), tid(p),
                    "[LocalRank Key Info]userRank[" + p.rank + "] hostIp[" + hosts.get(p.host).podIp + "] devicePhyId["
                    + p.phy + "] deviceLogicId[" + p.logic + "]"));
            forms.add("[LocalRank Key Info] fields after devicePhyId (inferred form)");
        }
    }

    /** Megatron's iteration line from the last rank (inferred form), the only training progress. */
    private void iterations(long from, long to) {
        Proc last = ranks.get(ranks.size() - 1);
        Host h = hosts.get(last.host);
        int it = 1;
        long step = 4000 + rnd.nextInt(8000);
        int every = Math.max(1, (int) ((to - from) / step / 40));
        for (long t = from; t < to - step; t += step, it++) {
            if (it % every == 0) {
                say(h, t, last, String.format(Locale.ROOT, " [%s] iteration %8d/%8d | consumed samples: %12d |"
                        + " elapsed time per iteration (ms): %.1f | learning rate: %.6E | global batch size: %5d |"
                        + " lm loss: %.6E | loss scale: 1.0 | grad norm: %.3f |",
                        PY_TS.format(local(h, t)), it, 30000, it * 512L, step + rnd.nextGaussian() * 50,
                        1e-4 * Math.min(1, it / 2000.0), 512, 2 + 6.0 / Math.sqrt(it), 1 + rnd.nextDouble()));
            }
        }
        forms.add("Megatron iteration lines (inferred form)");
    }

    /** Each node's agent, after its workers ended: the agent line per failure, then ChildFailedError (LF 9.4). */
    private void agentSummary(Host h) {
        List<Proc> failed = new ArrayList<>();
        for (Proc p : h.procs) {
            if (p.exit != 0) {
                failed.add(p);
            }
        }
        if (failed.isEmpty()) {
            // a node whose workers all still run: the operator deletes the pod (SIGTERM to torchrun)
            long t = Long.MIN_VALUE;
            for (Proc p : ranks) {
                if (p.end != Long.MAX_VALUE) {
                    t = Math.max(t, p.end);
                }
            }
            t += 5000 + rnd.nextInt(20_000);
            agentLine(h, t, 'W', "torch/distributed/elastic/agent/server/api.py", 719,
                    "Received Signals.SIGTERM death signal, shutting down workers");
            for (Proc p : h.procs) {
                agentLine(h, t, 'W', "torch/distributed/elastic/multiprocessing/api.py", 897,
                        "Sending process " + p.pid + " closing signal SIGTERM");
                p.end = t + 200;
                p.exit = -15;
                p.cause = "pod deleted";
            }
            return;
        }
        failed.sort(Comparator.comparingLong(p -> p.end));
        Proc first = null;
        for (Proc p : failed) {
            if (p.exit != -15) {
                first = p;
                break;
            }
        }
        if (first == null) {
            first = failed.get(0);
        }
        long t = failed.get(failed.size() - 1).end + 200 + rnd.nextInt(2000);
        agentLine(h, t, 'E', "torch/distributed/elastic/multiprocessing/api.py", 869, "failed (exitcode: " + first.exit
                + ") local_rank: " + first.local + " (pid: " + first.pid + ") of binary: /usr/bin/python3");
        List<String> s = new ArrayList<>();
        s.add("Traceback (most recent call last):");
        s.add("  File \"/usr/local/bin/torchrun\", line 8, in <module>");
        s.add("    sys.exit(main())");
        s.add("torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ");
        s.add("============================================================");
        s.add("pretrain_gpt.py FAILED");
        s.add("------------------------------------------------------------");
        s.add("Failures:");
        boolean listKilled = rnd.nextBoolean();
        int n = 1;
        for (Proc p : failed) {
            if (p == first || p.exit == -15 && !listKilled) {
                continue;
            }
            s.add("[" + n++ + "]:");
            entry(s, h, p);
        }
        if (n == 1) {
            s.add("  <NO_OTHER_FAILURES>");
        }
        s.add("------------------------------------------------------------");
        s.add("Root Cause (first observed failure):");
        s.add("[0]:");
        entry(s, h, first);
        s.add("============================================================");
        for (String line : s) {
            h.console.add(new Object[] {t + 1, line});
        }
    }

    private void entry(List<String> s, Host h, Proc p) {
        s.add("  time      : " + SUMMARY_TS.format(local(h, p.end)));
        s.add("  host      : " + h.pod); // a pod's hostname is its name
        s.add("  rank      : " + p.rank + " (local_rank: " + p.local + ")");
        s.add("  exitcode  : " + p.exit + " (pid: " + p.pid + ")");
        s.add("  error_file: <N/A>");
        s.add(p.exit < 0 ? "  traceback : Signal " + -p.exit + " (" + (p.exit == -9 ? "SIGKILL" : "SIGTERM")
                + ") received by PID " + p.pid : "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html");
    }

    // ---- line forms ----

    private String[] plog(Proc p, long t, String level, String module, String fileLine, String tid, String body) {
        Host h = hosts.get(p.host);
        String ts = PLOG.format(local(h, t)) + String.format(".%03d", p.seq++ % 1000);
        // LF 2.1 header: [Level] Module(PID,PName):DateTimeMS [File:Line]Content; HCCL puts a space before [tid]
        String sep = module.equals("HCCL") && cann85 ? " " : ""; // LF 2.2: the older HCCL lines have none
        return new String[] {Long.toString(t), "[" + level + "] " + module + "(" + p.pid + ",python3):" + ts + " ["
                + fileLine + "]" + sep + tid + body};
    }

    private String tid(Proc p) {
        return "[" + p.tid + "]"; // one HCCL thread a process (the lines of one event share it)
    }

    private String stage(String tag) {
        return cann85 ? tag : tag.startsWith("[HCCL_ENV]") ? tag : "";
    }

    private String identifier() {
        return masterHcclIp + "%" + nic + "_60000_0_" + identifierUs;
    }

    /** LF 7.1 torch_npu ERR line. */
    private String errLine(Proc p, long t, String tail) {
        return "[ERROR] " + ERR_TS.format(local(hosts.get(p.host), t)) + " (PID:" + p.pid + ", Device:" + p.logic
                + ", RankID:" + p.rank + ") " + tail;
    }

    /** A CANN message block, generation A (code first) or C (title(code)); LF 3.1. */
    private void cannBlock(Host h, Proc p, long t, String code, String title, String msg) {
        String ts = PLOG.format(local(h, t)) + String.format(".%03d", rnd.nextInt(1000));
        if (cann85) {
            say(h, t, p, "[PID: " + p.pid + "] " + ts + " " + title + "(" + code + "): " + msg);
        } else {
            say(h, t, p, code + ": [PID: " + p.pid + "] " + ts + " " + msg);
        }
        say(h, t, p, "        TraceBack (most recent call last):");
    }

    private void traceback(Proc p, long t, String last) {
        Host h = hosts.get(p.host);
        say(h, t, p, "Traceback (most recent call last):");
        say(h, t, p, "  File \"/job/code/pretrain_gpt.py\", line 2" + (10 + rnd.nextInt(80)) + ", in <module>");
        say(h, t, p, "    pretrain(train_valid_test_datasets_provider,");
        say(h, t, p, "  File \"/job/code/megatron/training/training.py\", line " + (300 + rnd.nextInt(900)) + ", in train");
        say(h, t, p, "    train_step(forward_step_func,");
        say(h, t, p, last);
    }

    private void say(Host h, long t, Proc p, String text) {
        h.console.add(new Object[] {t, (tee && p != null ? "[default" + p.local + "]:" : "") + text});
    }

    /** torch elastic's logger: glog prefix in torch >= 2.4 (a stored console quotes
     *  {@code W0616 00:37:22.830000 4015698 torch/distributed/elastic/agent/server/api.py:719] ...}), the logging
     *  module's default before (LF 9.4 {@code [2024-05-21 11:58:06,441] torch.distributed.elastic...: [WARNING]}). */
    private void agentLine(Host h, long t, char level, String file, int line, String msg) {
        var ts = local(h, t);
        String text;
        if (torchGlog) {
            text = level + GLOG_TS.format(ts) + String.format(".%06d %d %s:%d] %s", ts.getNano() / 1000, h.agentPid, file, line, msg);
        } else {
            String module = file.replace(".py", "").replace('/', '.');
            text = "[" + PY_TS.format(ts) + "," + String.format("%03d", ts.getNano() / 1_000_000) + "] " + module + ": ["
                    + (level == 'E' ? "ERROR" : "WARNING") + "] " + msg;
        }
        h.console.add(new Object[] {t, text});
    }

    private java.time.LocalDateTime local(Host h, long t) {
        return java.time.LocalDateTime.ofInstant(Instant.ofEpochMilli(t + h.skew + h.tz), ZoneOffset.UTC);
    }

    // ---- writing the tree ----

    void write(Path dir) throws IOException {
        draw();
        simulate();
        Path logs = dir.resolve("logs");
        String collection = new String[] {"both", "pods", "trainlogs"}[rnd.nextInt(3)];
        boolean stamps = rnd.nextBoolean();
        boolean prefix = rnd.nextInt(4) == 0;
        Host root = hosts.get(rootProc.host);
        // a host's files may be missing, but not those the answer rests on: the root's host, the host of the
        // rank that waits on it, and rank 0's (the only one that lists who joined init)
        List<Host> keep = List.of(root, hosts.get(ranks.get((rootProc.rank + 1) % ranks.size()).host), hosts.get(0));
        Host dropPlogs = null;
        Host dropConsole = null;
        if (hosts.size() > 3 && rnd.nextInt(10) < 4) {
            dropPlogs = pickOther(keep);
        }
        if (hosts.size() > 3 && rnd.nextInt(10) < 3) {
            dropConsole = pickOther(keep);
        }
        Path all = logs.resolve("alllogs").resolve(taskId);
        podExt = new String[] {".log", ".txt", ""}[rnd.nextInt(3)];
        for (Host h : hosts) {
            if (h != dropPlogs) {
                for (Proc p : h.procs) {
                    writePlog(all.resolve("plogs").resolve(h.xdlIp).resolve("debug/plog"), p, p.debug);
                    writePlog(all.resolve("plogs").resolve(h.xdlIp).resolve("run/plog"), p, p.run);
                }
            }
            if (h == dropConsole) {
                continue;
            }
            List<String> lines = consoleLines(h);
            if (!collection.equals("pods")) {
                write(all.resolve("trainlogs").resolve(h.xdlIp + "-" + h.index), lines);
            }
            if (!collection.equals("trainlogs")) {
                List<String> pod = new ArrayList<>();
                for (int i = 0; i < lines.size(); i++) {
                    pod.add(stampless(h, stamps, prefix, h.times.get(i), lines.get(i)));
                }
                write(logs.resolve("pods").resolve(h.pod + podExt), pod);
            }
        }
        forms.add("collection " + collection + (collection.equals("trainlogs") ? "" : ", kubectl logs"
                + (stamps ? " --timestamps" : "") + (prefix ? " --prefix" : "")));
        if (dropPlogs != null) {
            forms.add("plogs missing for " + dropPlogs.xdlIp);
        }
        if (dropConsole != null) {
            forms.add("console missing for " + dropConsole.pod);
        }
        expected(dir, root);
        Files.write(dir.resolve("forms.txt"), new ArrayList<>(new java.util.LinkedHashSet<>(forms)), StandardCharsets.UTF_8);
    }

    private Host pickOther(List<Host> keep) {
        List<Host> free = new ArrayList<>(hosts);
        free.removeAll(keep);
        return free.isEmpty() ? null : free.get(rnd.nextInt(free.size()));
    }

    private String stampless(Host h, boolean stamps, boolean prefix, long t, String line) {
        StringBuilder b = new StringBuilder();
        if (stamps) {
            // RFC 3339 with nanoseconds, trailing zeros dropped (Go's RFC3339Nano), UTC, the node's clock
            Instant at = Instant.ofEpochMilli(t + h.skew).plusNanos(rnd.nextInt(1_000_000));
            String frac = String.format("%09d", at.getNano()).replaceAll("0+$", "");
            b.append(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss").format(java.time.LocalDateTime.ofInstant(at, ZoneOffset.UTC)))
                    .append(frac.isEmpty() ? "" : "." + frac).append("Z ");
        }
        if (prefix) {
            b.append("[pod/").append(h.pod).append("/ascend] ");
        }
        return b.append(line).toString();
    }

    private List<String> consoleLines(Host h) {
        List<Object[]> c = new ArrayList<>(h.console);
        c.sort(Comparator.comparingLong(a -> (Long) a[0]));
        List<String> out = new ArrayList<>();
        h.times.clear();
        for (Object[] a : c) {
            out.add((String) a[1]);
            h.times.add((Long) a[0]);
        }
        return out;
    }

    private void writePlog(Path dir, Proc p, List<String[]> lines) throws IOException {
        if (lines.isEmpty()) {
            return;
        }
        lines.sort(Comparator.comparingLong(a -> Long.parseLong(a[0])));
        long first = Long.parseLong(lines.get(0)[0]);
        String name = "plog-" + p.pid + "_" + FILE_TS.format(local(hosts.get(p.host), first)) + ".log";
        List<String> text = new ArrayList<>();
        for (String[] l : lines) {
            text.add(l[1]);
        }
        write(dir.resolve(name), text);
    }

    private static void write(Path file, List<String> lines) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    private void expected(Path dir, Host root) throws IOException {
        // root.names: every name the input gives the root's node (its plog folder, its train log, its pod)
        Files.writeString(dir.resolve("expected.json"), "{\"kind\": \"" + kind.label() + "\", \"layer\": \"" + kind.layer
                + "\", \"root\": {\"host\": \"" + root.xdlIp + "\", \"pid\": \"" + rootProc.pid + "\", \"rank\": "
                + rootProc.rank + ", \"device\": " + rootProc.logic + ", \"devicePhyId\": " + rootProc.phy
                + ", \"names\": [\"" + root.xdlIp + "\", \"" + root.xdlIp + "-" + root.index + "\", \"" + root.pod
                + "\", \"" + root.pod + podExt + "\"], \"hcclHostIp\": \"" + root.podIp + "\", \"pod\": \"" + root.pod + "\"}, \"ranks\": " + ranks.size()
                + ", \"hosts\": " + hosts.size() + "}\n", StandardCharsets.UTF_8);
    }
}
