/*
 * eleventh40: an eleventh stranger generator, written before its author read the engine (src/main,
 * docs/rootcause.md, docs/reasoning.md and the ten other generators were not opened).
 *
 * The job: online serving with vLLM-Ascend across nodes on a Ray cluster, as vllm-ascend's own tutorial
 * docs/source/tutorials/features/ray.md (vllm-project/vllm-ascend @182b75ea84ff13ece27b57391331ef8935410aea)
 * sets it up: `ray start --head` on one node, `ray start --address=<head>:6379` on the others (HCCL_IF_IP,
 * ASCEND_RT_VISIBLE_DEVICES set before ray starts), then one `vllm serve ... --distributed-executor-backend ray
 * --tensor-parallel-size T [--pipeline-parallel-size P]` on the head only. Why this one and not MindIE Service
 * or vLLM's own multi-node DP launch: it is the layout the vllm-ascend docs give for a model too large for one
 * node, and its process and log layout is unlike any training launcher: one serving process (API server and
 * EngineCore) on one node, and the NPU processes are Ray actors (RayWorkerWrapper) on every node whose output
 * lands in Ray's per-node session folder and is also streamed, prefixed, into the head's console.
 *
 * Per host folder (named as the operator collected it):
 *   vllm-serve.log                  head only, sometimes missing: the console of `vllm serve`; worker lines come
 *                                   prefixed "(RayWorkerWrapper pid=P, ip=IP)" (", ip=" only for another node),
 *                                   at times inside "(EngineCore_DP0 pid=E) " (shapes: Ray's logging docs, "(pid=..)";
 *                                   vllm-ascend issues #4456 and #167, both free by tools/heldout-check)
 *   ray/<session>/logs/raylet.out   Ray's system log, format of docs.ray.io ray.util.state.get_log's example
 *   ray/<session>/logs/worker-<worker_id>-<job_id>-<pid>.out|.err   one per Ray worker process (docs.ray.io
 *                                   "Configuring Logging", log files in logging directory); vLLM's logger writes
 *                                   "LEVEL mm-dd HH:MM:SS [file.py:N] msg", every line of a multi-line message
 *                                   carrying the header (vllm logger.py _FORMAT/_DATE_FORMAT, NewLineFormatter)
 *   <ascend>/{debug,run}/plog/plog-<pid>_<ts>.log   CANN plogs of each Ray worker process (log-formats.md 1, 2)
 *   npu_info_after.txt              sometimes: hccn_tool dumps as ascend-fd collects them (log-formats.md 9.2)
 *
 * Kinds (one root process a tree; the cascades only wait on it):
 *   hbm-uce      device      the root's device reports a memory UCE: RUNTIME reason=[device mem error],
 *                            torch_npu "NPU function error: UCE ERROR, error code is 507053" + ERR00100
 *                            (log-formats.md 6, 7.1, 7.2: ACL 507053, PTA get_device_error)
 *   roce-cqe     network     the root's RoCE port drops: ROCE "error cqe status: 0x15", HCCP "failed CQE status[12]",
 *                            run-log [ROCE CQE ERROR], EI0013 block, hccn_tool -link_stat LINK DOWN (log-formats 8.3, 9.2)
 *   npu-port     link-setup  the root cannot listen on its NPU NIC port 16666 (socket type[1], EI0020); the ranks of
 *                            other nodes time out connecting to it: LinkEstablish, LINK_ERROR_INFO, createLink, EI0006
 *                            (log-formats 4.1, 8.1, 8.2)
 *   lagging      script      the root never reaches the collective; the others' Notify waits time out (EI0002 naming
 *                            the waiting peer rank; heartbeat "Stuck Occurred" at times) and the root logs no error
 *                            (log-formats 4.1 EI0002, 8.3). Labelled script since chain41 (was collective): HCCL's
 *                            EI0002 page (hicann/hccl@6b5f2ce9 notify_wait_timeout_EI0002.md) says a rank with no
 *                            ERROR did not issue the collective, not an HCCL fault: the job must find why; also EI0002
 *                            official causes 2 and 3, NinthTrees HOST_LAG, TenthTrees lagging, FieldTrees STUCK
 *   script-error script      the root's Python raises inside execute_model (vLLM worker_base "Error executing method
 *                            ... This might cause deadlock in distributed execution." + traceback); the others' waits
 *                            time out as in lagging
 * Cascades wait either on the root directly (fullmesh) or on their ring predecessor, so the wait chain leads to it.
 * Randomised: node count 2-4, NPUs per node 2/4/8, visible-device offset, host names and IPs, pids, clocks (start
 * time and a per-host skew), ASCEND_GLOBAL_LOG_LEVEL (INFO lines or not), HCCL timeouts, files that are missing
 * (the head console, some cascades' Ray files or run plogs), the CANN error-block generation, vLLM's logger form.
 *
 *   java bench/EleventhTrees.java --out DIR --count N --seed S
 * Each tree: DIR/tree-NNN/logs/<host>/... and DIR/tree-NNN/expected.json
 *   {"kind","layer","root":{"host","pid","rank","device","names"},"hosts":[...],"world":W,"seed":S}
 */

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

public final class EleventhTrees {

    static final String[] KINDS = {"hbm-uce", "roce-cqe", "npu-port", "lagging", "script-error"};
    static final Map<String, String> LAYER = Map.of("hbm-uce", "device", "roce-cqe", "network",
            "npu-port", "link-setup", "lagging", "script", "script-error", "script");
    static final DateTimeFormatter PLOG_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS");
    static final DateTimeFormatter FILE_TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
    static final DateTimeFormatter VLLM_TS = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss");
    static final DateTimeFormatter RAY_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
    static final DateTimeFormatter PTA_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss");
    static final DateTimeFormatter HB_TS = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", java.util.Locale.ROOT);
    static final DateTimeFormatter STAT_TS = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", java.util.Locale.ROOT);

    /** One Ray worker process: an NPU rank. */
    static final class Proc {
        int node, local, rank, device, phy, pid, tid;
        String host, hostIp, devIp, workerId, pname;
        boolean keepRay = true, keepRun = true;
        final List<String> debug = new ArrayList<>(), run = new ArrayList<>(), out = new ArrayList<>(), err = new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        Path out = null; int count = 0; long seed = 0; boolean haveSeed = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length) { usage("missing value after " + a); }
            switch (a) {
                case "--out" -> out = Path.of(args[++i]);
                case "--count" -> count = parseInt(args[++i], "--count");
                case "--seed" -> { seed = parseLong(args[++i]); haveSeed = true; }
                default -> usage("unknown option " + a);
            }
        }
        if (out == null || count <= 0 || !haveSeed) { usage("--out, --count (> 0) and --seed are required"); }
        Files.createDirectories(out);
        Map<String, Integer> per = new LinkedHashMap<>();
        for (int t = 0; t < count; t++) {
            long treeSeed = seed * 1_000_003L + t;
            String kind = KINDS[t % KINDS.length];
            new EleventhTrees(new Random(treeSeed), kind, treeSeed).write(out.resolve(String.format("tree-%03d", t)));
            per.merge(kind, 1, Integer::sum);
        }
        System.out.println("eleventh-trees: seed " + seed + ", " + count + " trees in " + out + ": " + per);
    }

    static void usage(String why) {
        System.err.println("EleventhTrees: " + why + "\nusage: java bench/EleventhTrees.java --out DIR --count N --seed S");
        System.exit(2);
    }

    static int parseInt(String s, String what) {
        try { return Integer.parseInt(s); } catch (NumberFormatException e) { usage(what + " must be a whole number, not '" + s + "'"); return 0; }
    }

    static long parseLong(String s) {
        try { return Long.parseLong(s); } catch (NumberFormatException e) { usage("--seed must be a whole number, not '" + s + "'"); return 0; }
    }

    final Random r; final String kind; final long seed;
    final List<Proc> procs = new ArrayList<>();
    final List<String> hosts = new ArrayList<>(), hostIps = new ArrayList<>();
    final List<Long> skewMs = new ArrayList<>();
    final List<String> console = new ArrayList<>();
    final Map<Integer, List<String>> npuInfo = new LinkedHashMap<>();
    /** The collective the waiting ranks are all inside: one operator a tree (they run the same script). */
    String op;
    int nodes, perNode, world, visibleOffset, connectTimeout, execTimeout, logLevel, enginePid, jobId;
    boolean oldVllmFmt, engineWrap, newBlock, ring, headConsole;
    String nic, model, session, ascendDir, identifier;
    LocalDateTime t0;
    Proc root;

    EleventhTrees(Random r, String kind, long seed) { this.r = r; this.kind = kind; this.seed = seed; }

    // ---------------------------------------------------------------- layout
    void draw() {
        nodes = 2 + r.nextInt(3);
        perNode = new int[] {2, 4, 8}[r.nextInt(3)];
        world = nodes * perNode;
        visibleOffset = perNode == 8 ? 0 : r.nextInt(8 / perNode) * perNode;
        connectTimeout = r.nextBoolean() ? 120 : new int[] {300, 600, 1200}[r.nextInt(3)];
        execTimeout = r.nextBoolean() ? 1836 : new int[] {300, 600, 900}[r.nextInt(3)];
        logLevel = r.nextInt(3) == 0 ? 1 : 3;
        oldVllmFmt = r.nextInt(4) == 0;
        engineWrap = r.nextBoolean();
        newBlock = r.nextBoolean();
        ring = r.nextBoolean();
        headConsole = r.nextInt(10) < 7;
        nic = new String[] {"eth0", "bond0", "enp189s0f0", "ens3f1"}[r.nextInt(4)];
        model = new String[] {"Qwen/Qwen3-235B-A22B", "deepseek-ai/DeepSeek-V3", "Qwen/Qwen2.5-72B-Instruct", "/models/llama-70b"}[r.nextInt(4)];
        ascendDir = new String[] {"ascend/log", "process_log", "ascend_log"}[r.nextInt(3)];
        t0 = LocalDateTime.of(2025 + r.nextInt(2), 1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24), r.nextInt(60), r.nextInt(60))
                .plusNanos(r.nextInt(1000) * 1_000_000L);
        session = "session_" + t0.minusMinutes(5 + r.nextInt(50)).format(DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss"))
                + "_" + String.format("%06d", r.nextInt(1_000_000)) + "_" + (1000 + r.nextInt(90000));
        if (r.nextBoolean()) { session = "session_latest"; }
        int style = r.nextInt(4);
        int a = 10 + r.nextInt(200), b = r.nextInt(250), last = 1 + r.nextInt(200);
        Set<String> names = new HashSet<>();
        for (int n = 0; n < nodes; n++) {
            last += 1 + r.nextInt(3);  // distinct addresses, not always consecutive
            String ip = (style == 3 ? "192.168." + b + "." : "10." + a + "." + b + ".") + last;
            String name = switch (style) {
                case 0 -> "node-" + (n + r.nextInt(2));
                case 1 -> "ascend" + String.format("%02d", 1 + n + r.nextInt(20));
                case 2 -> (n == 0 ? "head-" : "worker-") + Integer.toHexString(0x100 + r.nextInt(0xf00));
                default -> ip;
            };
            while (!names.add(name)) { name = name + "x"; }
            hosts.add(name); hostIps.add(ip);
            skewMs.add(n == 0 ? 0L : (long) (r.nextGaussian() * 1500));
        }
        int devBase = 20 + r.nextInt(200);
        Set<Integer> pids = new HashSet<>();
        enginePid = 1000 + r.nextInt(3_000_000); pids.add(enginePid);
        jobId = 1 + r.nextInt(40);
        for (int n = 0; n < nodes; n++) {
            int pidBase = 1000 + r.nextInt(3_000_000);
            for (int l = 0; l < perNode; l++) {
                Proc p = new Proc();
                p.node = n; p.local = l; p.rank = n * perNode + l; p.device = l; p.phy = l + visibleOffset;
                do { p.pid = pidBase + l * (1 + r.nextInt(40)) + r.nextInt(7); } while (!pids.add(p.pid));
                p.tid = p.pid + 20 + r.nextInt(4000);
                p.host = hosts.get(n); p.hostIp = hostIps.get(n);
                p.devIp = (r.nextBoolean() ? "29." : "192.") + devBase + "." + (n * 8 + p.phy) + "." + (10 + n);
                StringBuilder w = new StringBuilder();
                for (int i = 0; i < 56; i++) { w.append(Integer.toHexString(r.nextInt(16))); }
                p.workerId = w.toString();
                p.pname = new String[] {"python3", "python", "python3.10", "python3.11"}[r.nextInt(4)];
                procs.add(p);
            }
        }
        // names the head node's address the way rootinfo prints it
        op = r.nextBoolean() ? "AllReduce" : "AllGather";
        identifier = hostIps.get(0) + "%" + nic + "_60000_0_" + (1_700_000_000_000_000L + (long) r.nextInt(1 << 30) * 1000);
        root = procs.get(r.nextInt(procs.size()));
        if (kind.equals("npu-port") && nodes == 1) { throw new IllegalStateException("npu-port needs two nodes"); }
    }

    LocalDateTime clock(Proc p, LocalDateTime t) { return t.plusNanos(skewMs.get(p.node) * 1_000_000L); }

    String plogTs(LocalDateTime t) { return t.format(PLOG_TS) + "." + String.format("%03d", r.nextInt(1000)); }

    String plog(Proc p, String level, String module, LocalDateTime t, String file, String body) {
        return "[" + level + "] " + module + "(" + p.pid + "," + p.pname + "):" + plogTs(clock(p, t)) + " [" + file + "] " + body;
    }

    String hccl(Proc p, String level, LocalDateTime t, String file, String body) {
        return plog(p, level, "HCCL", t, file, "[" + p.tid + "]" + body);
    }

    /** vLLM's logger: every line of the message carries the header (NewLineFormatter). */
    void vllm(List<String> to, Proc p, String level, LocalDateTime t, String file, String... lines) {
        String head = level + " " + clock(p, t).format(VLLM_TS) + (oldVllmFmt ? " " + file + "] " : " [" + file + "] ");
        for (String l : lines) { to.add(head + l); }
        if (headConsole && p != null) {
            String prefix = "(RayWorkerWrapper pid=" + p.pid + (p.node == 0 ? "" : ", ip=" + p.hostIp) + ") ";
            if (engineWrap) { prefix = "(EngineCore_DP0 pid=" + enginePid + ") " + prefix; }
            for (String l : lines) { console.add(prefix + head + l); }
        }
    }

    void engine(String level, LocalDateTime t, String file, String... lines) {
        String head = level + " " + t.format(VLLM_TS) + (oldVllmFmt ? " " + file + "] " : " [" + file + "] ");
        String prefix = engineWrap ? "(EngineCore_DP0 pid=" + enginePid + ") " : "";
        for (String l : lines) { console.add(prefix + head + l); }
    }

    // ---------------------------------------------------------------- common lines
    void identity(Proc p, LocalDateTime t) {
        p.run.add(hccl(p, "INFO", t, "externalinput.cc:598", "[HCCL_ENV] HCCL_CONNECT_TIMEOUT "
                + (connectTimeout == 120 ? "set by default to [120]s" : "set by environment to [" + connectTimeout + "]s")));
        p.run.add(hccl(p, "INFO", t, "externalinput.cc:611", "[HCCL_ENV] HCCL_EXEC_TIMEOUT "
                + (execTimeout == 1836 ? "set by default to [1836]s" : "set by environment to [" + execTimeout + "]s")));
        p.run.add(hccl(p, "INFO", t.plusNanos(3_000_000), "op_base.cc:" + (800 + r.nextInt(400)),
                "Entry-HcclCommInitRootInfoInner:ranks[" + world + "], rank[" + p.rank + "], rootinfo: host ip["
                        + hostIps.get(0) + "] port[60000] nicDeploy[1] identifier[" + identifier + "], deviceLogicId[" + p.device + "]"));
        p.run.add(hccl(p, "INFO", t.plusNanos(90_000_000), "hccl_communicator.cc:" + (300 + r.nextInt(200)),
                "[LocalRank Key Info]userRank[" + p.rank + "] hostIp[" + p.hostIp + "] devicePhyId[" + p.phy + "]"));
        if (logLevel <= 1) {
            p.debug.add(hccl(p, "INFO", t.plusNanos(40_000_000), "hccl_communicator.cc:" + (200 + r.nextInt(100)),
                    "[Communicator Key Info]identifier[" + identifier + "] rankSize[" + world + "] serverNum[" + nodes + "]"));
        }
        vllm(p.out, p, "INFO", t.plusSeconds(1), "parallel_state.py:" + (900 + r.nextInt(200)),
                "rank " + p.rank + " in world size " + world + " is assigned as DP rank 0, PP rank "
                        + (p.rank / perNode) + ", TP rank " + (p.rank % perNode));
    }

    String tag(String op) { return op + "_" + identifier; }

    /** Whom a waiting rank names as its peer: the root (fullmesh) or its ring predecessor. */
    Proc peerOf(Proc p) {
        if (!ring) { return root; }
        return procs.get((p.rank - 1 + world) % world);
    }

    void notifyTimeout(Proc p, LocalDateTime tf, String reasonType) {
        Proc peer = peerOf(p);
        LocalDateTime t = tf.plusSeconds(execTimeout).plusNanos(r.nextInt(900) * 1_000_000L);
        int stream = 2 + r.nextInt(60), task = 10 + r.nextInt(400);
        p.debug.add(hccl(p, "ERROR", t, "task_exception_handler.cc:" + (27 + r.nextInt(600)),
                "[TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[" + stream + "], taskID["
                        + task + "], tag[" + tag(op) + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
        p.debug.add(hccl(p, "ERROR", t, "task_exception_handler.cc:" + (640 + r.nextInt(60)),
                "groupRank information is group:[" + identifier + "], user define information[], rankSize[" + world
                        + "], rankId[" + p.rank + "]."));
        if (reasonType != null && r.nextBoolean()) {
            p.debug.add(hccl(p, "ERROR", t.plusNanos(2_000_000), "heartbeat.cc:" + (1200 + r.nextInt(300)),
                    "[TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[" + root.hostIp + "/" + root.phy
                            + "], Arrival Time:[" + clock(root, tf.plusSeconds(30)).format(HB_TS) + "], Discoverer:["
                            + p.hostIp + "/" + p.phy + "], ExceptionType:[" + reasonType + "]"
                            + (reasonType.startsWith("Heartbeat") ? ", Possible Reason:1. Process has exited, 2. Network Disconnected" : "")));
        }
        List<String> block = errorBlock(p, t, "EI0002", "Communication_Error_Timeout",
                "A timeout occurs when the Notify register waits for execution. Waiting peer rank: " + peer.rank
                        + "; task information: streamID:[" + stream + "], taskID[" + task + "], taskType[Notify Wait]"
                        + "; communication operator information: " + op + "; communicator: " + identifier + ".");
        List<String> lines = new ArrayList<>();
        lines.add("Error executing method 'execute_model'. This might cause deadlock in distributed execution.");
        lines.add("Traceback (most recent call last):");
        lines.add("  File \"/vllm-workspace/vllm-ascend/vllm_ascend/worker/model_runner_v1.py\", line " + (1500 + r.nextInt(900)) + ", in execute_model");
        lines.add("    torch.npu.synchronize()");
        lines.add("RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:" + (400 + r.nextInt(100))
                + " NPU function error: AclrtSynchronizeDevice, error code is 507048");
        lines.add("[ERROR] " + clock(p, t).format(PTA_TS) + " (PID:" + p.pid + ", Device:" + p.device + ", RankID:" + rankEnv(p)
                + ") ERR00100 PTA call acl api failed");
        lines.addAll(block);
        vllm(p.out, p, "ERROR", t.plusSeconds(1), "worker_base.py:" + (600 + r.nextInt(40)), lines.toArray(new String[0]));
    }

    /** torch_npu's text for a failed HCCL call (log-formats.md 7.2: HCCLUtils.hpp), the HcclResult as its code. */
    List<String> hcclFunctionError(Proc p, LocalDateTime t, int hcclResult) {
        return List.of("RuntimeError: HcclAllreduce:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:" + (60 + r.nextInt(80))
                        + " HCCL function error: HcclAllreduce, error code is " + hcclResult,
                "[ERROR] " + clock(p, t).format(PTA_TS) + " (PID:" + p.pid + ", Device:" + p.device + ", RankID:" + rankEnv(p)
                        + ") ERR02200 DIST call hccl api failed.");
    }

    int rankEnv(Proc p) { return r.nextInt(3) == 0 ? -1 : p.rank; }

    /** The CANN error-message block, in one of its generations (log-formats.md 3.1 A or C). */
    List<String> errorBlock(Proc p, LocalDateTime t, String code, String title, String message) {
        List<String> b = new ArrayList<>();
        if (newBlock) {
            b.add("[PID: " + p.pid + "] " + plogTs(clock(p, t)) + " " + title + "(" + code + "): " + message);
        } else {
            b.add(code + ": [PID: " + p.pid + "] " + plogTs(clock(p, t)) + " " + message);
        }
        b.add("        TraceBack (most recent call last):");
        return b;
    }

    // ---------------------------------------------------------------- kinds
    void build() {
        draw();
        LocalDateTime init = t0.plusSeconds(30 + r.nextInt(90));
        for (Proc p : procs) { identity(p, init.plusNanos(r.nextInt(2000) * 1_000_000L)); }
        engine("INFO", t0, "api_server.py:" + (1700 + r.nextInt(200)), "vLLM API server version 0." + (9 + r.nextInt(3)) + "." + r.nextInt(3));
        console.add(t0.plusSeconds(5).format(RAY_TS) + "\tINFO worker.py:" + (1500 + r.nextInt(300))
                + " -- Connecting to existing Ray cluster at address: " + hostIps.get(0) + ":6379...");
        LocalDateTime tf = init.plusSeconds(60 + r.nextInt(3000));
        switch (kind) {
            case "hbm-uce" -> hbmUce(tf);
            case "roce-cqe" -> roceCqe(tf);
            case "npu-port" -> npuPort(init.plusSeconds(20 + r.nextInt(60)));
            case "lagging" -> lagging(tf);
            case "script-error" -> scriptError(tf);
            default -> throw new IllegalStateException(kind);
        }
        // files that go missing: never the root's own evidence, nor that of the first rank that waits on it directly
        Proc witness = null;
        for (Proc p : procs) {
            if (p != root && peerOf(p) == root && !p.out.isEmpty() && witness == null) { witness = p; }
        }
        for (Proc p : procs) {
            if (p == root || p == witness) { continue; }
            if (r.nextInt(5) == 0) { p.keepRay = false; }
            if (r.nextInt(7) == 0) { p.keepRun = false; }
        }
    }

    void raisedOnRoot(LocalDateTime t, String method, String excType, String... tail) {
        List<String> lines = new ArrayList<>();
        lines.add("Error executing method '" + method + "'. This might cause deadlock in distributed execution.");
        lines.add("Traceback (most recent call last):");
        lines.add("  File \"/vllm-workspace/vllm/vllm/worker/worker_base.py\", line " + (590 + r.nextInt(40)) + ", in execute_method");
        lines.add("    return run_method(self, method, args, kwargs)");
        for (String s : tail) { lines.add(s); }
        vllm(root.out, root, "ERROR", t, "worker_base.py:" + (600 + r.nextInt(40)), lines.toArray(new String[0]));
        engine("ERROR", t.plusSeconds(1), "core.py:" + (700 + r.nextInt(150)), "EngineCore encountered a fatal error.",
                "Traceback (most recent call last):",
                "ray.exceptions.RayTaskError(" + excType + "): ray::RayWorkerWrapper.execute_method() (pid=" + root.pid + ", ip=" + root.hostIp + ", actor_id="
                        + root.workerId.substring(0, 32) + ", repr=<vllm.executor.ray_utils.RayWorkerWrapper object at 0xfffe"
                        + Integer.toHexString(0x1000000 + r.nextInt(0xffffff)) + ">)");
    }

    void cascades(LocalDateTime tf, String reasonType) {
        for (Proc p : procs) {
            if (p != root) { notifyTimeout(p, tf, reasonType); }
        }
    }

    void hbmUce(LocalDateTime tf) {
        if (logLevel <= 1) {
            root.debug.add(plog(root, "INFO", "RUNTIME", tf.minusSeconds(2), "stream.cc:" + (900 + r.nextInt(200)),
                    root.tid + " Synchronize: stream synchronize start, device_id=" + root.device));
        }
        root.debug.add(plog(root, "ERROR", "RUNTIME", tf, "error_message_manage.cc:53",
                root.tid + " FuncErrorReason:rtStreamSynchronize execute failed, reason=[device mem error]"));
        root.debug.add(plog(root, "ERROR", "ASCENDCL", tf, "stream.cpp:" + (300 + r.nextInt(100)),
                root.tid + " aclrtSynchronizeStream: synchronize stream failed, runtime result = 507053."));
        raisedOnRoot(tf.plusNanos(5_000_000), "execute_model", "RuntimeError",
                "  File \"/vllm-workspace/vllm-ascend/vllm_ascend/worker/model_runner_v1.py\", line " + (1500 + r.nextInt(900)) + ", in execute_model",
                "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:" + (400 + r.nextInt(100))
                        + " NPU function error: UCE ERROR, error code is 507053",
                "[ERROR] " + clock(root, tf).format(PTA_TS) + " (PID:" + root.pid + ", Device:" + root.device + ", RankID:"
                        + rankEnv(root) + ") ERR00100 PTA call acl api failed");
        cascades(tf, "Heartbeat Lost Occurred");
    }

    void roceCqe(LocalDateTime tf) {
        Proc peer = procs.get(((root.node + 1) % nodes) * perNode + r.nextInt(perNode));
        root.debug.add(plog(root, "ERROR", "ROCE", tf, "hns_roce_lite.c:630", "hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15"));
        root.debug.add(plog(root, "ERROR", "HCCP", tf, "ra_hdc_lite.c:794",
                "tid:" + root.tid + ",ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]"));
        root.run.add(hccl(root, "ERROR", tf.plusNanos(4_000_000), "heartbeat.cc:" + (900 + r.nextInt(300)),
                "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[" + clock(root, tf).format(RAY_TS).replace(',', '.')
                        + "],localInfo{server[" + root.hostIp + "],deviceId[" + root.phy + "],deviceIp[" + root.devIp + "]}, remoteIP{server["
                        + peer.hostIp + "],deviceId[" + peer.phy + "],deviceIp[" + peer.devIp + "]}"));
        List<String> tail = new ArrayList<>();
        tail.add("  File \"/vllm-workspace/vllm-ascend/vllm_ascend/distributed/communicator.py\", line " + (40 + r.nextInt(80)) + ", in all_reduce");
        tail.addAll(hcclFunctionError(root, tf, 21));
        tail.addAll(errorBlock(root, tf, "EI0013", "Execution Error ROCE CQE", "An error CQE occurred during operator execution. Local information: server "
                + root.hostIp + ", device ID " + root.phy + ", device IP " + root.devIp + ". Peer information: server " + peer.hostIp
                + ", device ID " + peer.phy + ", device IP " + peer.devIp + "."));
        raisedOnRoot(tf.plusNanos(9_000_000), "execute_model", "RuntimeError", tail.toArray(new String[0]));
        List<String> info = npuInfo.computeIfAbsent(root.node, k -> new ArrayList<>());
        if (r.nextInt(5) < 4) {
            LocalDateTime down = clock(root, tf.minusSeconds(1 + r.nextInt(20)));
            info.add("/usr/local/Ascend/driver/tools/hccn_tool -i " + root.phy + " -link_stat -g");
            info.add("[devid " + root.phy + "]current time        : " + clock(root, tf.plusSeconds(600 + r.nextInt(600))).format(STAT_TS));
            info.add("[devid " + root.phy + "]link up count       : " + (2 + r.nextInt(3)));
            info.add("[devid " + root.phy + "]link down count     : " + (1 + r.nextInt(2)));
            info.add("[devid " + root.phy + "]    " + down.format(STAT_TS) + "    LINK DOWN");
            info.add("[devid " + root.phy + "]    " + down.plusSeconds(3 + r.nextInt(30)).format(STAT_TS) + "    LINK UP");
            info.add("/usr/local/Ascend/driver/tools/hccn_tool -i " + root.phy + " -net_health -g");
            info.add("net health status: " + (r.nextBoolean() ? "Fault" : "Receive timeout"));
        }
        cascades(tf, "Error cqe Occurred");
    }

    void npuPort(LocalDateTime tl) {
        int port = 16666;
        root.debug.add(hccl(root, "ERROR", tl, "hccl_socket_manager.cc:" + (300 + r.nextInt(500)),
                "socket type[1], listen on ip[" + root.devIp + "] and specific port[" + port
                        + "] fail. Please check the port status and whether the port is being used by other process."));
        root.debug.add(hccl(root, "ERROR", tl, "hccl_socket_manager.cc:" + (800 + r.nextInt(100)), "[ServerInit]call trace: hcclRet -> 7"));
        List<String> tail = new ArrayList<>();
        tail.add("  File \"/vllm-workspace/vllm-ascend/vllm_ascend/worker/worker_v1.py\", line " + (200 + r.nextInt(150)) + ", in determine_available_memory");
        tail.addAll(hcclFunctionError(root, tl, 7));
        tail.addAll(errorBlock(root, tl, "EI0020", "Communication_Error_Bind_IP_Port",
                "Failed to enable listening for the NPU network adapter socket. Reason: port " + port + " of " + root.devIp + " is in use."));
        raisedOnRoot(tl.plusNanos(7_000_000), "determine_available_memory", "RuntimeError", tail.toArray(new String[0]));
        int linked = 0;
        LocalDateTime tc = tl.plusSeconds(connectTimeout).plusNanos(r.nextInt(900) * 1_000_000L);
        for (Proc p : procs) {
            if (p == root || p.node == root.node) { continue; }  // same-node peers link over HCCS, not the NIC port
            if (ring && linked > 0 && r.nextInt(3) == 0) { continue; }
            linked++;
            p.debug.add(hccl(p, "ERROR", tc, "hccl_socket_manager.cc:778", "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank["
                    + p.rank + "] timeout[" + connectTimeout + " s]"));
            p.debug.add(hccl(p, "ERROR", tc, "transport_manager.cc:" + (1300 + r.nextInt(200)), "   _________________________LINK_ERROR_INFO___________________________"));
            p.debug.add(hccl(p, "ERROR", tc, "transport_manager.cc:" + (1300 + r.nextInt(200)), "   |  comm error, device[" + p.phy + "]"));
            p.debug.add(hccl(p, "ERROR", tc, "transport_manager.cc:" + (1300 + r.nextInt(200)),
                    "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |"));
            p.debug.add(hccl(p, "ERROR", tc, "transport_manager.cc:" + (1300 + r.nextInt(200)),
                    "   |----------------------|---------------|----------------------|--------------|------------|------------|----------------|"));
            p.debug.add(hccl(p, "ERROR", tc, "transport_manager.cc:" + (1300 + r.nextInt(200)),
                    "   |  " + root.devIp + "(" + root.rank + ")   |  " + port + "  |   " + p.devIp + "(" + p.rank + ")   |  "
                            + (1_000_000_000L + r.nextInt(2_000_000_000)) + "  |  client  | time out |   DISABLE  | LinkInfo"));
            p.debug.add(hccl(p, "ERROR", tc, "transport_manager.cc:" + (1402), "[InitChannelStage][Timeout]Transport init error! createLink para:rank["
                    + p.rank + "]-localUserrank[" + p.rank + "]-localIpAddr[" + p.devIp + "/" + p.phy + "], remoteRank[" + root.rank
                    + "]-remoteUserrank[" + root.rank + "]-remoteIpAddr[" + root.devIp + "/" + root.phy + "], machineType[1], linkMode[1], isUsedRdma[1], tag["
                    + tag("AllReduce") + "]"));
            List<String> lines = new ArrayList<>();
            lines.add("Error executing method 'determine_available_memory'. This might cause deadlock in distributed execution.");
            lines.add("Traceback (most recent call last):");
            lines.addAll(hcclFunctionError(p, tc, 9));
            lines.addAll(errorBlock(p, tc, "EI0006", "Communication_Error_Get_Socket",
                    "Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank being stuck"));
            vllm(p.out, p, "ERROR", tc.plusSeconds(1), "worker_base.py:" + (600 + r.nextInt(40)), lines.toArray(new String[0]));
        }
    }

    void lagging(LocalDateTime tf) {
        if (logLevel <= 1) {
            root.debug.add(hccl(root, "INFO", tf.minusSeconds(40), "op_base.cc:" + (1000 + r.nextInt(300)),
                    "Entry-Hccl" + op + ": tag[" + tag(op) + "], localRank[" + root.rank + "], deviceLogicId[" + root.device + "]"));
        }
        vllm(root.out, root, "INFO", tf.minusSeconds(60), "model_runner_v1.py:" + (2000 + r.nextInt(300)),
                "Graph capturing finished in " + (10 + r.nextInt(50)) + " secs");
        cascades(tf, "Stuck Occurred");
    }

    void scriptError(LocalDateTime tf) {
        String[] errors = {
            "IndexError: index " + (4096 << r.nextInt(3)) + " is out of bounds for dimension 0 with size " + (4096 << r.nextInt(3)),
            "KeyError: 'model.layers." + r.nextInt(90) + ".mlp.experts.w13_weight_scale'",
            "ValueError: too many values to unpack (expected 2)",
            "AssertionError: num_tokens " + (1 + r.nextInt(9000)) + " exceeds max_num_batched_tokens",
            "TypeError: forward() got an unexpected keyword argument 'attn_metadata'"};
        String error = errors[r.nextInt(errors.length)];
        raisedOnRoot(tf, "execute_model", error.substring(0, error.indexOf(':')),
                "  File \"/vllm-workspace/vllm-ascend/vllm_ascend/worker/model_runner_v1.py\", line " + (1500 + r.nextInt(900)) + ", in execute_model",
                "  File \"/vllm-workspace/vllm-ascend/vllm_ascend/ops/" + new String[] {"fused_moe.py", "rotary_embedding.py", "attention.py"}[r.nextInt(3)]
                        + "\", line " + (100 + r.nextInt(700)) + ", in forward",
                error);
        cascades(tf, null);
    }

    // ---------------------------------------------------------------- writing
    void write(Path dir) throws IOException {
        build();
        Path logs = dir.resolve("logs");
        for (int n = 0; n < nodes; n++) {
            Path h = logs.resolve(hosts.get(n));
            Path ray = h.resolve("ray").resolve(session).resolve("logs");
            List<String> raylet = new ArrayList<>();
            int rpid = 1000 + r.nextInt(900_000);
            LocalDateTime rt = t0.minusMinutes(3).plusNanos(skewMs.get(n) * 1_000_000L);
            raylet.add("[" + rt.format(RAY_TS) + " I " + rpid + " " + rpid + "] (raylet) io_service_pool.cc:35: IOServicePool is running with 1 io_service.");
            raylet.add("[" + rt.format(RAY_TS) + " I " + rpid + " " + rpid + "] (raylet) store_runner.cc:48: Starting object store with directory /dev/shm, fallback /tmp/ray, and huge page support disabled");
            write(ray.resolve("raylet.out"), raylet);
            for (Proc p : procs) {
                if (p.node != n) { continue; }
                String ts = clock(p, t0.plusSeconds(20)).format(FILE_TS);
                Path asc = h.resolve(ascendDir);
                if (!p.debug.isEmpty()) { write(asc.resolve("debug/plog/plog-" + p.pid + "_" + ts + ".log"), p.debug); }
                if (p.keepRun) { write(asc.resolve("run/plog/plog-" + p.pid + "_" + ts + ".log"), p.run); }
                if (p.keepRay) {
                    String base = "worker-" + p.workerId + "-" + String.format("%02x000000", jobId) + "-" + p.pid;
                    write(ray.resolve(base + ".out"), p.out);
                    write(ray.resolve(base + ".err"), p.err);
                }
            }
            if (npuInfo.containsKey(n)) { write(h.resolve("npu_info_after.txt"), npuInfo.get(n)); }
        }
        if (headConsole) { write(logs.resolve(hosts.get(0)).resolve("vllm-serve.log"), console); }
        String vs = "vllm serve " + model + " --distributed-executor-backend ray --tensor-parallel-size " + (r.nextBoolean() ? world : perNode);
        StringBuilder j = new StringBuilder();
        j.append("{\"kind\":\"").append(kind).append("\",\"layer\":\"").append(LAYER.get(kind)).append("\",\"seed\":").append(seed)
                .append(",\"world\":").append(world).append(",\"nodes\":").append(nodes).append(",\"ring\":").append(ring)
                .append(",\"command\":\"").append(vs).append("\",\"root\":{\"host\":\"").append(root.host).append("\",\"pid\":\"")
                .append(root.pid).append("\",\"rank\":").append(root.rank).append(",\"device\":").append(root.device)
                .append(",\"names\":[\"").append(root.host).append("\"]},\"hosts\":[");
        for (int n = 0; n < nodes; n++) { j.append(n == 0 ? "" : ",").append('"').append(hosts.get(n)).append('"'); }
        j.append("]}\n");
        Files.writeString(dir.resolve("expected.json"), j.toString(), StandardCharsets.UTF_8);
    }

    static void write(Path f, List<String> lines) throws IOException {
        Files.createDirectories(f.getParent());
        Files.writeString(f, lines.isEmpty() ? "" : String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    }
}
