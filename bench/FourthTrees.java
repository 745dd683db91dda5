/*
 * trees34: a fourth stranger generator of multi-host failure trees for the root-cause measure.
 *
 * Written before reading the engine (src/main) and without reading the bodies of StrangerTrees, FieldTrees or
 * ThirdTrees. What was read: ../shared/docs/log-formats.md (sections cited below as LF n), the catalogue
 * ../shared/catalogs/codes.jsonl (acl-runtime 507010/507053/507054/507056, rt-internal 0x07010026 "device mem
 * error", 0x07010028 "hbm Multi-bit ECC error", 0x07010033 "device network link error", 0x0711000B "lost
 * heartbeat", cann-message EI0002/EI0006/EI0009/EJ0002), the lesson in ../shared/seed/, the field reports'
 * report.json classes and the console prefixes in fr-004/011/013/045 (vLLM-Ascend `(Worker_TP5 pid=N) ERROR
 * mm-dd hh:mm:ss [file:line]`, MindSpore `[ERROR] ME(pid,tid,python):ts [file:line] func] msg`), the layout of the
 * four ascend-fd fixtures (`worker-N/process_log/{debug,run}/plog/plog-<pid>_<ts>.log`), bench/field-trees.sh
 * (the verdicts and expected.json's fields) and bench/third-trees.sh (how a generator is plugged in), the docs
 * corpus through the search tool: MindFormers' logging page (msrun writes worker i's stdout and stderr to
 * `<log_dir>/worker_{i}.log`, the scheduler's to `scheduler.log`, default `output/msrun_log`), msrun's
 * parameter page (--worker_num, --local_worker_num, --node_rank), MindIE's log reference (mindie_log_0206,
 * _0047, mindie_service0282: `~/mindie/log/debug/mindie-<component>_<pid>_<datetime>.log`, line
 * `[date time] [pid] [tid] [component] [LEVEL] [file:line] : [error code] [*] message`, the optional parts shown
 * when MINDIE_LOG_VERBOSE is on; MINDIE_LOG_TO_STDOUT prints to the console) and, from the repository's docs,
 * docs/rootcause.md's trees33 and port33 sections (what the other generators draw, so as not to repeat it).
 * Lines marked (inferred) below are forms no stored source quotes; their codes and numbers are sourced.
 *
 * Contract (bench/field-trees.sh): --out DIR --count N --seed S; tree-NNN/logs/<host>/... and
 * tree-NNN/expected.json {kind, layer, root: {host, rank, device, pid}}; one host folder per host.
 *
 * What it draws that the other three do not: MindSpore jobs launched by msrun (worker_N.log numbered by the
 * global rank or by the index on the host, scheduler.log on the master), MindIE multi-node serving
 * (mindie-llm_<pid>_<datetime>.log per worker), vLLM-Ascend multi-node serving (multiprocessing consoles per host,
 * or Ray, whose workers' lines all land in the head host's console with `ip=`), 16 to 64 ranks over 2-4 hosts of 8
 * or 16 devices, and roots that are one device. Per seed: the CANN wording era, the log layouts, clock offsets,
 * a missing host, rotated plogs and noise.
 */
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

public final class FourthTrees {

    public static void main(String[] args) throws IOException {
        Path out = null;
        int count = -1;
        Long seed = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--out" -> { out = Path.of(need(a, v)); i++; }
                case "--count" -> { count = wholeNumber(a, need(a, v)); i++; }
                case "--seed" -> { seed = seedOf(need(a, v)); i++; }
                default -> fail("unknown argument '" + a + "' (usage: --out DIR --count N --seed S)");
            }
        }
        if (out == null || count < 0 || seed == null) {
            fail("usage: FourthTrees --out DIR --count N --seed S");
        }
        Kind[] kinds = Kind.values();
        System.out.println("FourthTrees seed " + seed + ", " + count + " trees");
        for (int t = 0; t < count; t++) {
            Kind kind = kinds[t % kinds.length];
            Random r = new Random(mix(seed, t));
            Path dir = out.resolve(String.format("tree-%03d", t));
            Tree tree = new Tree(r, kind);
            tree.draw();
            tree.write(dir);
            System.out.println(dir.getFileName() + " " + tree.describe());
        }
    }

    /** SplitMix64 of the seed and the tree's number: neighbouring seeds give unrelated first draws. */
    private static long mix(long seed, int tree) {
        long z = seed * 0x9E3779B97F4A7C15L + tree + 0x632BE59BD9B4E019L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static String need(String flag, String v) {
        if (v == null) {
            fail(flag + " needs a value");
        }
        return v;
    }

    private static int wholeNumber(String flag, String v) {
        if (!v.matches("\\d{1,6}")) {
            fail(flag + " must be a whole number below a million, not '" + v + "'");
        }
        return Integer.parseInt(v);
    }

    private static long seedOf(String v) {
        if (!v.matches("\\d{1,18}")) {
            fail("--seed must be a whole number of at most 18 digits, not '" + v + "'");
        }
        return Long.parseLong(v);
    }

    static void fail(String message) {
        System.err.println("FourthTrees: " + message);
        System.exit(2);
    }
}

/** Frameworks whose launchers and consoles the kinds use. */
enum Framework { MSRUN, MINDIE, VLLM }

/**
 * The root kinds. Each label (layer, and that the root is the one process or device named) cites its source.
 */
enum Kind {
    // The root device's HBM reports a multi-bit ECC error during a step: runtime reason "hbm Multi-bit ECC
    // error" (catalogue rt-internal 0x07010028), runtime result 507054 (catalogue acl-runtime
    // ACL_ERROR_RT_HBM_MULTI_BIT_ECC_ERROR). Layer device: LF 6 and LF 11 (507054 memory faults, device).
    MS_HBM_ECC("ms-hbm-ecc", "device", Framework.MSRUN),
    // The root device's NIC port is down when the first collective sets up its links: EI0009 "Device %s
    // transport init error. Reason: The network port is down." (catalogue EI0009; LF 4.1 quotes this reason)
    // and, in one tree of two, EJ0002 (catalogue). Its peers time out connecting to its device IP (EI0006,
    // LINK_ERROR_INFO rows, LF 8.2). Layer network: LF 4.1 and LF 11 (EI0009 primary network; EJ0002
    // network); the catalogue's EI0009 solution checks the optical module, IP and switch.
    MS_PORT_DOWN("ms-port-down", "network", Framework.MSRUN),
    // A worker's training script raises a Python exception (dataset column missing) and exits; the others
    // lose its heartbeat and time out on the ring (EI0002). Layer script: LF 11 (a rank's own exception,
    // exit 1 -> script; "Heartbeat Lost ... Process has exited"); field reports class script (fr-028, fr-043).
    MS_SCRIPT("ms-script", "script", Framework.MSRUN),
    // MindIE serving: one device reports a memory UCE during decode: runtime reason "device mem error"
    // (catalogue rt-internal 0x07010026), result 507053 (acl-runtime ACL_ERROR_RT_DEVICE_MEM_ERROR).
    // Layer device: LF 6 and LF 11 (507053 UCE, device).
    MINDIE_UCE("mindie-uce", "device", Framework.MINDIE),
    // vLLM-Ascend: the HCCS link of the root device breaks during a forward pass: runtime reason "device
    // network link error" (catalogue rt-internal 0x07010033), 507056 (acl-runtime ACL_ERROR_RT_LINK_ERROR),
    // torch_npu's "HCCS LINK ERROR" (LF 7.2). Layer network: LF 6 (507056 network, HCCS/UB), LF 11.
    VLLM_HCCS("vllm-hccs-link", "network", Framework.VLLM),
    // vLLM-Ascend: the task scheduler of the root device loses its heartbeat: runtime reason "lost heartbeat"
    // (catalogue rt-internal 0x0711000B), 507010 (acl-runtime ACL_ERROR_RT_LOST_HEARTBEAT). Layer device:
    // LF 6 (507010, device).
    VLLM_TS_LOST("vllm-ts-heartbeat", "device", Framework.VLLM);

    final String label;
    final String layer;
    final Framework framework;

    Kind(String label, String layer, Framework framework) {
        this.label = label;
        this.layer = layer;
        this.framework = framework;
    }
}

/** One process: a rank on one device of one host. */
record Proc(int host, int local, int rank, int device, long pid) { }

/** One line or block of lines, at a true time (ms since the epoch); the host's clock offset is applied on write. */
record Entry(long at, String text) { }

/** A drawn tree: hosts, ranks, files and the planted root. */
final class Tree {
    private static final DateTimeFormatter PLOG = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS");
    private static final DateTimeFormatter FILE = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
    private static final DateTimeFormatter PTA = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss");
    private static final DateTimeFormatter VLLM = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss");
    private static final DateTimeFormatter MINDIE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");
    private static final DateTimeFormatter MINDIE_FILE = DateTimeFormatter.ofPattern("yyyyMMddHHmm");
    private static final DateTimeFormatter ARRIVAL = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy",
            Locale.ROOT);

    private final Random r;
    private final Kind kind;
    /** true: CANN 8.5 wording (stage tags, `[PID: p] ts Title(code):` blocks, LocalRank Key Info); else older. */
    private boolean newEra;
    private boolean heartbeat;
    private int hosts;
    private int perHost;
    private String[] hostNames;
    private String[] hostIps;
    private long[] clockOffset;
    private final List<Proc> procs = new ArrayList<>();
    private Proc root;
    private int dropped = -1;
    /** msrun: worker logs numbered by the global rank (--node_rank given) or by the index on the host. */
    private boolean globalWorkerNumbers;
    /** vLLM: Ray (every worker's line in the head host's console, with ip=) or multiprocessing per host. */
    private boolean ray;
    /** Where a host keeps its CANN logs: "ascend/log", "process_log" or the 5.0 flat "log" (older era only). */
    private String cannBase;
    private long t0;
    private final Map<String, List<Entry>> files = new LinkedHashMap<>();
    private final Map<String, Integer> fileHost = new LinkedHashMap<>();
    private final Set<String> notes = new HashSet<>();

    Tree(Random r, Kind kind) {
        this.r = r;
        this.kind = kind;
    }

    // ---------------------------------------------------------------- drawing

    void draw() {
        newEra = r.nextInt(2) == 0;
        heartbeat = newEra ? r.nextInt(3) != 0 : r.nextInt(3) == 0;
        hosts = 2 + r.nextInt(3);
        perHost = r.nextInt(3) == 0 ? 16 : 8;
        globalWorkerNumbers = r.nextBoolean();
        ray = r.nextBoolean();
        cannBase = newEra ? pick("ascend/log", "process_log") : pick("ascend/log", "process_log", "log");
        t0 = LocalDateTime.of(2026, 1 + r.nextInt(11), 1 + r.nextInt(27), r.nextInt(24), r.nextInt(60), r.nextInt(60))
                .toInstant(ZoneOffset.UTC).toEpochMilli();
        nameHosts();
        Set<Long> pids = new HashSet<>();
        for (int h = 0; h < hosts; h++) {
            for (int l = 0; l < perHost; l++) {
                long pid;
                do {
                    pid = 1000 + r.nextInt(3_900_000);
                } while (!pids.add(pid));
                procs.add(new Proc(h, l, h * perHost + l, l, pid));
            }
        }
        root = procs.get(r.nextInt(procs.size()));
        if (hosts >= 3 && r.nextBoolean()) {
            do {
                dropped = 1 + r.nextInt(hosts - 1);
            } while (dropped == root.host());
            notes.add("host " + hostNames[dropped] + " left out");
        }
        initLines();
        noise();
        switch (kind) {
            case MS_HBM_ECC -> executionFault("hbm Multi-bit ECC error", 507054, "HBM MULTI BIT ECC ERROR");
            case MINDIE_UCE -> executionFault("device mem error", 507053, "UCE ERROR");
            case VLLM_HCCS -> executionFault("device network link error", 507056, "HCCS LINK ERROR");
            case VLLM_TS_LOST -> executionFault("lost heartbeat", 507010, null);
            case MS_SCRIPT -> scriptFault();
            case MS_PORT_DOWN -> portDown();
        }
        launcherEnd();
        rotate();
    }

    private void nameHosts() {
        hostNames = new String[hosts];
        hostIps = new String[hosts];
        clockOffset = new long[hosts];
        int style = r.nextInt(4);
        int a = 10 + r.nextInt(200);
        int b = r.nextInt(250);
        Set<String> used = new HashSet<>();
        for (int h = 0; h < hosts; h++) {
            hostIps[h] = "10." + a + "." + b + "." + (11 + h * 10 + r.nextInt(9));
            String name;
            do {
                name = switch (style) {
                    case 0 -> "atlas-" + String.format("%02d", 1 + r.nextInt(40));
                    case 1 -> hostIps[h];
                    case 2 -> (kind.framework == Framework.MSRUN ? "ms-train" : "serve") + "-node" + h;
                    default -> "pod-" + Integer.toHexString(0x1000 + r.nextInt(0xe000)) + "-" + h;
                };
            } while (!used.add(name));
            hostNames[h] = name;
            // two hosts in three run off the others' clock, by up to 150 s either way
            clockOffset[h] = r.nextInt(3) == 0 ? 0 : (r.nextInt(301) - 150) * 1000L + r.nextInt(1000);
        }
    }

    private String pick(String... options) {
        return options[r.nextInt(options.length)];
    }

    private int world() {
        return hosts * perHost;
    }

    private String deviceIp(Proc p) {
        return "192.168." + (100 + p.host()) + "." + (10 + p.local());
    }

    // ---------------------------------------------------------------- files and places

    private String debugPlog(Proc p) {
        return cannDir(p) + (cannBase.equals("log") ? "plog/" : "debug/plog/") + "plog-" + p.pid() + "_"
                + FILE.format(time(t0 - 2000 + p.local() * 37L, p.host())) + ".log";
    }

    private String runPlog(Proc p) {
        return cannBase.equals("log") ? debugPlog(p)
                : cannDir(p) + "run/plog/plog-" + p.pid() + "_" + FILE.format(time(t0 - 1500 + p.local() * 41L,
                        p.host())) + ".log";
    }

    private String cannDir(Proc p) {
        return hostNames[p.host()] + "/" + cannBase + "/";
    }

    /** The console a process's own lines land in. */
    private String console(Proc p) {
        String host = hostNames[p.host()];
        return switch (kind.framework) {
            case MSRUN -> host + "/output/msrun_log/worker_" + (globalWorkerNumbers ? p.rank() : p.local()) + ".log";
            case MINDIE -> host + "/mindie/log/debug/mindie-llm_" + p.pid() + "_"
                    + MINDIE_FILE.format(time(t0 - 60_000, p.host())) + ".log";
            case VLLM -> (ray ? hostNames[0] : host) + "/vllm_serve.log";
        };
    }

    private int consoleHost(Proc p) {
        return kind.framework == Framework.VLLM && ray ? 0 : p.host();
    }

    private void add(String file, int host, long at, String text) {
        files.computeIfAbsent(file, k -> new ArrayList<>()).add(new Entry(at, text));
        fileHost.putIfAbsent(file, host);
    }

    private LocalDateTime time(long at, int host) {
        return LocalDateTime.ofEpochSecond(Math.floorDiv(at + clockOffset[host], 1000), 0, ZoneOffset.UTC)
                .withNano((int) Math.floorMod(at + clockOffset[host], 1000) * 1_000_000);
    }

    // The timestamp text is written on write(); here a placeholder {T:fmt} stands for it.
    private static String ts(String fmt) {
        return "{T:" + fmt + "}";
    }

    /** A plog line (LF 2.1, 2.3): `[LEVEL] MODULE(pid,pname):ts [file:line] body`. */
    private void plog(String file, Proc p, long at, String level, String module, String src, String body) {
        String tid = module.equals("HCCL") ? "[" + (p.pid() + 13) + "]" : (p.pid() + 13) + " ";
        String sep = newEra || r.nextInt(4) != 0 ? " " : "";
        add(file, p.host(), at, "[" + level + "] " + module + "(" + p.pid() + ",python3):" + ts("plog") + " ["
                + src + "]" + sep + tid + body);
    }

    /** The CANN error-message block (LF 3.1 A older, C current). */
    private String cannBlock(Proc p, String code, String title, String message) {
        if (newEra) {
            return "[PID: " + p.pid() + "] " + ts("plog") + " " + title + "(" + code + "): " + message;
        }
        return code + ": [PID: " + p.pid() + "] " + ts("plog") + " " + message;
    }

    /** A console line of the process, in its framework's prefix. */
    private void say(Proc p, long at, String level, String text) {
        String file = console(p);
        int host = consoleHost(p);
        switch (kind.framework) {
            case MSRUN -> add(file, host, at, "[" + level + "] ME(" + p.pid() + ",ffff" + Long.toHexString(p.pid()
                    * 7919 % 0xffffff) + ",python):" + ts("plog") + " [mindspore/train/model.py:1084] _train] "
                    + text);
            case MINDIE -> add(file, host, at, "[" + ts("mindie") + "] [" + p.pid() + "] [" + (p.pid() + 5)
                    + "] [llm] [" + level + "] [model_runner.py:211] : " + text);
            case VLLM -> add(file, host, at, vllmPrefix(p) + " " + level + " " + ts("vllm")
                    + " [multiproc_executor.py:546] " + text);
        }
    }

    /** A raw console block (tracebacks, CANN blocks), each line under the framework's prefix where it has one. */
    private void sayBlock(Proc p, long at, String level, String block) {
        if (kind.framework == Framework.VLLM) {
            StringBuilder b = new StringBuilder();
            for (String line : block.split("\n", -1)) {
                if (b.length() > 0) {
                    b.append('\n');
                }
                b.append(vllmPrefix(p)).append(' ').append(level).append(' ').append(ts("vllm"))
                        .append(" [multiproc_executor.py:546] ").append(line);
            }
            add(console(p), consoleHost(p), at, b.toString());
        } else {
            add(console(p), consoleHost(p), at, block);
        }
    }

    private String vllmPrefix(Proc p) {
        if (ray) {
            return "(RayWorkerWrapper pid=" + p.pid() + ", ip=" + hostIps[p.host()] + ")";
        }
        return "(Worker_DP" + p.host() + "_TP" + p.local() + " pid=" + p.pid() + ")";
    }

    // ---------------------------------------------------------------- the shared story

    /** Communicator init: the run plog's Entry line (LF 8.1), LocalRank Key Info in 8.5, HCCL_ENV (LF 8.4). */
    private void initLines() {
        String identifier = hostIps[0] + "%eth0_60000_0_" + (t0 * 1000 + r.nextInt(999));
        for (Proc p : procs) {
            long at = t0 + 3000 + p.rank() * 7L + r.nextInt(400);
            String run = runPlog(p);
            plog(run, p, at, "INFO", "HCCL", "externalinput.cc:598", "[HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s");
            plog(run, p, at + 1, "INFO", "HCCL", "externalinput.cc:612", "[HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [1836]s");
            plog(run, p, at + 2, "INFO", "HCCL", "op_base.cc:1230", "Entry-HcclCommInitRootInfoInner:ranks[" + world()
                    + "], rank[" + p.rank() + "], rootinfo: host ip[" + hostIps[0] + "] port[60000] nicDeploy[1] identifier["
                    + identifier + "], deviceLogicId[" + p.device() + "]");
            if (newEra) {
                plog(run, p, at + 40, "INFO", "HCCL", "hccl_communicator.cc:402", "[LocalRank Key Info]userRank[" + p.rank()
                        + "] hostIp[" + hostIps[p.host()] + "] devicePhyId[" + p.device() + "] deviceIp[" + deviceIp(p)
                        + "]");
            }
            say(p, at - 2500, "INFO", startLine(p));
        }
    }

    private String startLine(Proc p) {
        return switch (kind.framework) {
            case MSRUN -> "Distributed init: rank id " + p.rank() + ", group size " + world() + ", device id " + p.device();
            case MINDIE -> "Init model on npu device " + p.device() + ", rank " + p.rank() + " of " + world();
            case VLLM -> "rank " + p.rank() + " in world size " + world() + " is assigned as DP rank " + p.host()
                    + ", TP rank " + p.local();
        };
    }

    /** Noise: progress lines, a warning, and (one tree in three) a harmless early ERROR on a non-root rank (LF 2.2). */
    private void noise() {
        int steps = 3 + r.nextInt(6);
        for (int s = 0; s < steps; s++) {
            Proc p = procs.get(r.nextInt(procs.size()));
            long at = t0 + 60_000 + s * 45_000L + r.nextInt(5000);
            say(p, at, "INFO", switch (kind.framework) {
                case MSRUN -> "epoch: 1 step: " + (s + 1) * 10 + ", loss is " + (2 + r.nextInt(400) / 100.0);
                case MINDIE -> "Batch decode finished, batch size " + (1 + r.nextInt(64)) + ", cost " + r.nextInt(90) + " ms";
                case VLLM -> "Avg prompt throughput: " + r.nextInt(900) + ".0 tokens/s, Running: " + r.nextInt(40) + " reqs";
            });
        }
        if (kind.framework == Framework.MSRUN) {
            Proc p = procs.get(r.nextInt(procs.size()));
            add(console(p), p.host(), t0 + 500, "[WARNING] HCCL_ADPT(" + p.pid() + ",ffff9c3e1010,python):" + ts("plog")
                    + " [mindspore/ccsrc/plugin/device/ascend/hal/hccl_adapter/hccl_adapter.cc:47] GenHcclOptions] The "
                    + "environment variable DEPLOY_MODE is not set. Now set to default value 0");
        }
        if (r.nextInt(3) == 0) {
            Proc p;
            do {
                p = procs.get(r.nextInt(procs.size()));
            } while (p.equals(root));
            plog(debugPlog(p), p, t0 + 900, "ERROR", "PROFILING", "driver_plugin.cpp:88",
                    ">>> (tid:" + p.pid() + ") DriverPlugin failed to load driver so");
            notes.add("profiling noise on rank " + p.rank());
        }
    }

    /**
     * A device fault in the root during a step: the runtime's lines in its debug plog (LF 2.2 RUNTIME form), its
     * console's error, then its exit; the others lose its heartbeat (LF 8.3) and time out on the ring (EI0002,
     * catalogue: current or older text) after HCCL_EXEC_TIMEOUT (1836 s, LF 8.4).
     */
    private void executionFault(String reason, int aclCode, String ptaReason) {
        long fault = t0 + 420_000 + r.nextInt(900_000);
        String dbg = debugPlog(root);
        plog(dbg, root, fault, "ERROR", "RUNTIME", "stream.cc:1475", "GetError:Kernel task happen error, device_id="
                + root.device() + ", stream_id=" + (2 + r.nextInt(60)) + ", task_id=" + r.nextInt(9000));
        plog(dbg, root, fault + 1, "ERROR", "RUNTIME", "error_message_manage.cc:53",
                "FuncErrorReason:rtStreamSynchronize execute failed, reason=[" + reason + "]");
        plog(dbg, root, fault + 2, "ERROR", "RUNTIME", "log_inner.cpp:162",
                "ReportCallError:synchronize stream failed, runtime result = " + aclCode);
        rootConsoleError(fault + 300, aclCode, reason, ptaReason);
        cascade(fault, "Heartbeat Lost Occurred", "1. Process has exited, 2. Network Disconnected");
    }

    private void rootConsoleError(long at, int aclCode, String reason, String ptaReason) {
        switch (kind.framework) {
            case MSRUN -> {
                say(root, at, "ERROR", "Sync stream failed, runtime result = " + aclCode + " (inferred form)");
                sayBlock(root, at + 5, "ERROR", "Traceback (most recent call last):\n  File \"train.py\", line 188, in <module>\n"
                        + "    model.train(epochs, dataset, callbacks=cbs)\nRuntimeError: Sync stream failed:Ascend_"
                        + root.device() + "\n----------------------------------------------------\n- Ascend Error Message:\n"
                        + "----------------------------------------------------\n" + "rtStreamSynchronize execute failed, reason=["
                        + reason + "]");
            }
            case MINDIE -> {
                say(root, at, "ERROR", "Execute model failed on device " + root.device() + ", aclrtSynchronizeStream error "
                        + aclCode + ", reason=[" + reason + "] (inferred form)");
                say(root, at + 50, "ERROR", "Text generator worker exits abnormally, rank " + root.rank());
            }
            case VLLM -> sayBlock(root, at, "ERROR", "Traceback (most recent call last):\nRuntimeError: "
                    + "synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:471 NPU function error: "
                    + (ptaReason == null ? "AclrtSynchronizeDeviceWithTimeout" : ptaReason) + ", error code is " + aclCode
                    + "\n[ERROR] " + ts("pta") + " (PID:" + root.pid() + ", Device:" + root.device() + ", RankID:"
                    + (ray ? -1 : root.rank()) + ") ERR00100 PTA call acl api failed");
        }
    }

    /** A Python exception in the root's script (LF 11: exit 1, script), then the same cascade. */
    private void scriptFault() {
        long fault = t0 + 420_000 + r.nextInt(900_000);
        String column = pick("input_ids", "labels", "attention_mask");
        sayBlock(root, fault, "ERROR", "Traceback (most recent call last):\n  File \"train.py\", line 188, in <module>\n"
                + "    model.train(epochs, dataset, callbacks=cbs)\n  File \"/data/llm/dataset/packed.py\", line 73, in "
                + "__getitem__\n    ids = sample[\"" + column + "\"]\nKeyError: '" + column + "'");
        cascade(fault, "Heartbeat Lost Occurred", "1. Process has exited, 2. Network Disconnected");
    }

    /**
     * The ranks that outlive the root: every informer prints the heartbeat conclusion naming the root's host
     * address and device (LF 8.3; when the tree has the heartbeat), and each rank times out waiting on its ring
     * predecessor (EI0002 "Waiting peer rank", so the chain ends at the root), in its debug plog and console.
     */
    private void cascade(long fault, String exceptionType, String possibleReason) {
        String crimer = hostIps[root.host()] + "/" + root.device();
        long opStart = fault - 200 - r.nextInt(3000);
        for (Proc p : procs) {
            if (p.equals(root)) {
                continue;
            }
            String me = hostIps[p.host()] + "/" + p.device();
            if (heartbeat) {
                long seen = fault + 30_000 + r.nextInt(20_000);
                String tag = newEra ? "[TaskExecStage][HeartbeatAbnormal]" : "[HeartbeatAbnormal]";
                plog(runPlog(p), p, seen, "INFO", "HCCL", "heartbeat.cc:1033", tag + "local rank [" + me + "]: crimer rank ["
                        + crimer + "] status[LOST] by informer rank [" + me + "]");
                plog(debugPlog(p), p, seen + 3, "ERROR", "HCCL", "heartbeat.cc:1120", tag + "Cluster Exception Location"
                        + "[IP/ID]:[" + crimer + "], Arrival Time:[" + "{T:arrival}" + "], Discoverer:[" + me
                        + "], ExceptionType:[" + exceptionType + "], Possible Reason:" + possibleReason);
            }
            Proc waited = procs.get((p.rank() + world() - 1) % world());
            long timeout = opStart + 1_836_000 + r.nextInt(4000);
            String dbg = debugPlog(p);
            String stage = newEra ? "[TaskExecStage][Timeout][HOST]" : "[TaskExceptionHandler][Callback]";
            plog(dbg, p, timeout, "ERROR", "HCCL", "task_exception_handler.cc:27", stage + "Task run failed, base "
                    + "information is streamID:[" + (2 + r.nextInt(40)) + "], taskID[" + r.nextInt(900) + "], tag[AllReduce_"
                    + hostIps[0] + "%eth0_60000_0_" + t0 + "], taskType[Notify Wait]" + ", remote rank[" + waited.rank() + "]");
            String message = newEra
                    ? "A timeout occurs when the Notify register waits for execution. Waiting peer rank: " + waited.rank()
                            + "; task information: streamID:[" + r.nextInt(40) + "]; communication operator information: "
                            + "AllReduce; communicator: " + hostIps[0] + "%eth0_60000_0."
                    : "The wait execution of the Notify register times out. Reason: The Notify register has not received "
                            + "the Notify record from remote rank: [" + waited.rank() + "]. base information: [streamID:["
                            + r.nextInt(40) + "]]. task information: []. group information: [group:hccl_world_group, rankSize:"
                            + world() + ", rankId:" + p.rank() + "]";
            String block = cannBlock(p, "EI0002", "Communication_Error_Timeout", message);
            add(dbg, p.host(), timeout + 2, block);
            if (kind.framework == Framework.VLLM) {
                say(p, timeout + 30_000, "ERROR", "[Rank " + p.rank() + "] Watchdog caught collective operation timeout: "
                        + "WorkHCCL(SeqNum=" + (900 + r.nextInt(90)) + ", OpType=ALLREDUCE, NumelIn=4096, NumelOut=4096, "
                        + "Timeout(ms)=3636000) ran for 3636" + r.nextInt(900) + " milliseconds before timing out.");
            } else {
                sayBlock(p, timeout + 100, "ERROR", block);
            }
        }
    }

    /**
     * The root's NIC port is down at link setup (EI0009, EJ0002 in one tree of two): the ranks on the same device
     * slot of the other hosts (the server-level plane, inferred) time out connecting to it (LF 8.2: wait socket
     * establish timeout, LINK_ERROR_INFO rows naming the root's device IP and rank, EI0006); the rest of the
     * ranks are stopped by msrun and print nothing more.
     */
    private void portDown() {
        long setup = t0 + 60_000 + r.nextInt(60_000);
        String dbg = debugPlog(root);
        if (newEra) {
            plog(dbg, root, setup + 10, "ERROR", "HCCL", "adapter_hccp.cc:2312", "[InitChannelStage][Timeout]HrtRaRdmaInit "
                    + "failed, device phyId[" + root.device() + "], the network port is down.");
        } else {
            plog(dbg, root, setup + 10, "ERROR", "HCCL", "adapter_hccp.cc:2312", "[Init][Rdma]rdma init failed, device phyId["
                    + root.device() + "], ret[" + (r.nextBoolean() ? 12 : 19) + "]");
        }
        String ei0009 = cannBlock(root, "EI0009", "Communication_Error_Initialize_Transport", "Device " + root.device()
                + " transport init error. Reason: The network port is down.");
        add(dbg, root.host(), setup + 12, ei0009);
        sayBlock(root, setup + 400, "ERROR", "RuntimeError: Ascend collective communication initialization failed.Ascend "
                + "Error Message:" + ei0009);
        if (r.nextBoolean()) {
            sayBlock(root, setup + 402, "ERROR", "EJ0002: " + ts("plog") + " The network port is down.Suggest: check the "
                    + "optical module and the cable of device " + root.device());
            notes.add("EJ0002");
        }
        for (Proc p : procs) {
            if (p.local() != root.local() || p.equals(root)) {
                continue;
            }
            long at = setup + 140_000 + r.nextInt(3000);
            String d = debugPlog(p);
            String tag = newEra ? "[InitChannelStage][Timeout]" : "";
            plog(d, p, at, "ERROR", "HCCL", "hccl_socket_manager.cc:778", tag + "[Wait][LinkEstablish]wait socket establish "
                    + "timeout, role[0] rank[" + p.rank() + "] timeout[120 s]");
            add(d, p.host(), at + 1, "   _________________________LINK_ERROR_INFO___________________________\n"
                    + "   |  comm error, device[" + p.device() + "]\n"
                    + "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |\n"
                    + "   |----------------------|---------------|----------------------|--------------|------------|------------|----------------|\n"
                    + "   |  " + deviceIp(root) + "(" + root.rank() + ")   |  16666  |   " + deviceIp(p) + "(" + p.rank()
                    + ")   |  " + (3_000_000_000L + r.nextInt(200_000_000)) + "  |  client  | time out |   DISABLE  | LinkInfo");
            String ei0006 = cannBlock(p, "EI0006", "Communication_Error_Get_Socket", "Getting socket times out. Reason: "
                    + "Remote Rank did not send the data in time. Please check the reason for the rank being stuck");
            add(d, p.host(), at + 3, ei0006);
            sayBlock(p, at + 300, "ERROR", "RuntimeError: Ascend collective communication initialization failed.Ascend "
                    + "Error Message:" + ei0006);
        }
    }

    /**
     * The launcher's end. msrun's scheduler.log on the master (inferred wording) notes each worker that exited and
     * the workers it stopped; MindIE's daemon log on each host notes the failed instance (inferred); vLLM's engine
     * core notes the dead worker (inferred).
     */
    private void launcherEnd() {
        long end = files.values().stream().flatMap(List::stream).mapToLong(Entry::at).max().orElse(t0) + 2000;
        long rootExit = files.get(console(root)).stream().filter(e -> e.text().contains("Error") || e.text().contains("ERROR"))
                .mapToLong(Entry::at).max().orElse(end);
        switch (kind.framework) {
            case MSRUN -> {
                String sched = hostNames[0] + "/output/msrun_log/scheduler.log";
                add(sched, 0, t0 - 5000, "[INFO] DISTRIBUTED(" + (procs.get(0).pid() - 40) + ",ffff8f2c1120,python):" + ts("plog")
                        + " [mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:1010] Initialize] The meta server "
                        + "node has been started, total node number: " + world());
                add(sched, 0, rootExit + 20_000, "[ERROR] DISTRIBUTED(" + (procs.get(0).pid() - 40) + ",ffff8f2c1120,python):"
                        + ts("plog") + " [mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:606] "
                        + "UpdateTopoState] The node " + (globalWorkerNumbers ? root.rank() : root.local()) + " on "
                        + hostIps[root.host()] + " exited abnormally (inferred form)");
            }
            case MINDIE -> {
                for (int h = 0; h < hosts; h++) {
                    long daemon = procs.get(h * perHost).pid() - 3 - h;
                    String f = hostNames[h] + "/mindie/log/debug/mindie-server_" + daemon + "_"
                            + MINDIE_FILE.format(time(t0 - 90_000, h)) + ".log";
                    add(f, h, t0 - 80_000, "[" + ts("mindie") + "] [" + daemon + "] [" + (daemon + 1) + "] [server] [INFO] "
                            + "[http_server.cpp:118] : Daemon start success, listening on " + hostIps[h] + ":1025");
                    add(f, h, end + h * 10L, "[" + ts("mindie") + "] [" + daemon + "] [" + (daemon + 1) + "] [server] [ERROR] "
                            + "[llm_daemon.cpp:266] : Inference backend failed, the service will stop (inferred form)");
                }
            }
            case VLLM -> {
                long core = procs.get(0).pid() - 20;
                say(procs.get(0), end, "ERROR", "Worker proc of rank " + root.rank() + " died unexpectedly, shutting down "
                        + "executor (inferred form, EngineCore pid=" + core + ")");
            }
        }
    }

    /**
     * Rotation (LF 1.2: a process's plogs roll over into more files with the same pid, older ones deleted past
     * ASCEND_HOST_LOG_FILE_NUM): one tree in three splits the root's debug plog in two; one tree in four loses
     * the older half of a non-root rank's debug plog.
     */
    private void rotate() {
        if (r.nextInt(3) == 0) {
            split(root, false);
            notes.add("root plog split");
        }
        if (r.nextInt(4) == 0) {
            Proc p;
            do {
                p = procs.get(r.nextInt(procs.size()));
            } while (p.equals(root));
            split(p, true);
            notes.add("rank " + p.rank() + " older plog rotated away");
        }
    }

    private void split(Proc p, boolean dropOlder) {
        String f = debugPlog(p);
        List<Entry> lines = files.get(f);
        if (lines == null || lines.size() < 2) {
            return;
        }
        lines.sort((a, b) -> Long.compare(a.at(), b.at()));
        int half = Math.max(1, lines.size() / 2);
        long newer = lines.get(half).at() - 1;
        String name = f.substring(0, f.lastIndexOf('_') + 1) + FILE.format(time(newer, p.host())) + ".log";
        List<Entry> tail = new ArrayList<>(lines.subList(half, lines.size()));
        lines.subList(half, lines.size()).clear();
        files.put(name, tail);
        fileHost.put(name, p.host());
        if (dropOlder) {
            files.remove(f);
        }
    }

    // ---------------------------------------------------------------- writing

    String describe() {
        return kind.label + " hosts=" + hosts + "x" + perHost + " era=" + (newEra ? "8.5" : "older") + " heartbeat="
                + heartbeat + " root=" + hostNames[root.host()] + "/r" + root.rank() + "/d" + root.device() + "/"
                + root.pid() + (kind.framework == Framework.MSRUN ? " workers=" + (globalWorkerNumbers ? "rank" : "index")
                : "") + (kind.framework == Framework.VLLM ? (ray ? " ray" : " mp") : "") + " cann=" + cannBase
                + (notes.isEmpty() ? "" : " " + String.join("; ", new java.util.TreeSet<>(notes)));
    }

    void write(Path dir) throws IOException {
        Path logs = dir.resolve("logs");
        for (Map.Entry<String, List<Entry>> e : files.entrySet()) {
            int host = fileHost.get(e.getKey());
            if (host == dropped) {
                continue;
            }
            List<Entry> lines = new ArrayList<>(e.getValue());
            lines.sort((a, b) -> Long.compare(a.at(), b.at()));
            StringBuilder b = new StringBuilder();
            for (Entry line : lines) {
                b.append(stamp(line.text(), line.at(), host)).append('\n');
            }
            Path f = logs.resolve(e.getKey());
            Files.createDirectories(f.getParent());
            Files.writeString(f, b.toString(), StandardCharsets.UTF_8);
        }
        String json = "{\"kind\": \"" + kind.label + "\", \"layer\": \"" + kind.layer + "\", \"root\": {\"host\": \""
                + hostNames[root.host()] + "\", \"rank\": " + root.rank() + ", \"device\": " + root.device()
                + ", \"pid\": \"" + root.pid() + "\"}, \"note\": \"" + describe().replace("\"", "'") + "\"}\n";
        Files.writeString(dir.resolve("expected.json"), json, StandardCharsets.UTF_8);
    }

    private String stamp(String text, long at, int host) {
        LocalDateTime t = time(at, host);
        String micros = String.format("%03d", Math.floorMod(at * 7 + host, 1000));
        return text.replace("{T:plog}", PLOG.format(t) + "." + micros)
                .replace("{T:pta}", PTA.format(t))
                .replace("{T:vllm}", VLLM.format(t))
                .replace("{T:mindie}", MINDIE.format(t) + micros)
                .replace("{T:arrival}", ARRIVAL.format(t));
    }

}
