/*
 * sixth35: a sixth stranger generator of multi-host failure trees for the root-cause measure. It draws where a
 * root's evidence lives, not how the processes behave: a root device whose own fault is only in device-side logs,
 * in the environment outputs a support engineer collects beside the logs (npu-smi, hccn_tool, the kernel log), or
 * in MindCluster's reset record, while every rank's plog shows only the cascade; partial collections of large
 * jobs (128-1024 ranks, 2-6 hosts collected) whose root host is sometimes not collected at all; Kubernetes
 * layouts (a pod per host or per rank); and CANN wordings mixed across hosts.
 *
 * Written and committed before reading the engine (src/main) and without reading the bodies of StrangerTrees,
 * FieldTrees, ThirdTrees or FourthTrees (only FourthTrees' header comment was seen while checking the
 * generator contract). What was read:
 *  - ../shared/docs/log-formats.md (cited below as LF n): plog line header and module prefixes (LF 2), the
 *    `~/ascend/log` layouts of CANN 8.x and 5.0 and the device-<id>/device-<pid>_<ts>.log app log whose pid is the
 *    host process's (LF 1.1), ascend-fd's collect layout (`process_log/`, `rank-<id>.log`,
 *    `environment_check/npu_info_after.txt`, `device_log/`, host `dmesg`/`messages`, LF 10), the EI0002 texts
 *    old and new (LF 3.1, 4.1), HCCL's heartbeat, task exception and CQE lines (LF 8.3), the Entry line and
 *    timeouts (LF 8.1, 8.4), npu-smi info rows and health values (LF 9.3), hccn_tool -link/-link_stat/
 *    -net_health/-optical outputs (LF 9.2), the code table (LF 11);
 *  - ../shared/catalogs/codes.jsonl (EI0002, EI0012, EI0013 texts and families);
 *  - ../shared/ascend-fd/kg-config.json (MindCluster FaultDiag's knowledge base): the device-OS event codes and
 *    their substrings (`event_id=0x80e01801`, `Node Type=0x70;`, `Sensor Type=0xc;`, `event_state=1)`) with
 *    class Hardware for 0x80E01801/0x80E18008/0x80E18400 (HBM/HBMC multi-bit ECC) and 0x81078603 (network port
 *    Up->Down, module PORT), source NPU_OS; 0x40F84E00 (`[drv_soft_fault]`, `Heartbeat lost`, `(device=`,
 *    class Hardware, source OS); 0x80E00209 (HBM high temperature alarm, used here as a harmless warning);
 *  - the four ascend-fd fixtures' layout and the AI CPU device log lines of st_aicpu_notify_testcase
 *    (`HCCL(pid,aicpu_scheduler)`, `[TaskException][AICPU]base information is ... type:SDMA, localRank:..`) and the
 *    `SetupAgent ... server[ip%if] ... deviceIp[..]` run-log line of st_event_timeout_testcase;
 *  - the lesson ../shared/seed/ and ../shared/field-reports/README.md (the layer vocabulary);
 *  - bench/field-trees.sh, bench/third-trees.sh, bench/fourth-trees.sh (contract and verdicts), docs/rootcause.md
 *    sections "## trees33" and "## trees34" only (what the others draw);
 *  - official pages through the search tool (docs corpus): npu-smi `info -t health -i id -c chip` output
 *    (Atlas 200I A2 npusmi_028: `Health Status : OK`, `Error Code : NA`, `Error Information : NA`, health values),
 *    npu-smi info -h (300Ipro_015), hccn_tool -net_health (A3 hccntool_019), MindCluster's job information page
 *    (schedulingug dlug_api_052: ConfigMap `reset-config-<job name>` with `reset.json` {RankList: RankId, LogicId,
 *    Status, Policy, InitialPolicy, ErrorCode (decimal), ErrorCodeHex}, GracefulExit).
 *
 * Forms no stored source quotes are written with their codes and numbers from the sources and listed with
 * "(inferred form)" in each tree's forms.txt (beside logs/, so the engine does not read it): the device-OS event
 * line, the history.log line, the dmesg/messages line of the heartbeat fault, the npu-smi Error Information text,
 * the reset ConfigMap's YAML around reset.json, the console's watchdog prefix, the CQE heartbeat's Possible Reason.
 *
 * Usage: java bench/SixthTrees.java --out DIR --count N --seed S
 */
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

public final class SixthTrees {

    /** Each kind's label: where the root's own evidence lives, and the layer with its source. */
    enum Kind {
        // The root device's HBM multi-bit ECC event is only in its device-OS log (msnpureport's device_log/) and
        // the npu-smi health query; its plog is silent. Layer device: kg-config 0x80E01801/0x80E18008/0x80E18400
        // class Hardware, module HBM/HBMC, source NPU_OS; LF 11 "npu-smi Health != OK: chip alarm, device".
        DEVOS_HBM_ECC("devos-hbm-ecc", "device"),
        // The root's SDMA task exception is only in its device-side app log debug/device-<id>/device-<pid>_*.log
        // (AI CPU HCCL lines as in ascend-fd's st_aicpu_notify fixture). Layer device: LF 11 "EI0012 SDMA task
        // exception: device" and LF 8.3 (SDMA -> EI0012); catalogue EI0012 Execution_Error_SDMA.
        DEVAPP_SDMA("devapp-sdma", "device"),
        // The root device's NIC port went down; the evidence is hccn_tool's `link status: DOWN`, a LINK DOWN record,
        // net health not Success (LF 9.2) and in half the device-OS event 0x81078603 (kg-config: port link status
        // change Up->Down, Hardware). The root's plog shows at most the cascade. Layer network: LF 11
        // "`link status: DOWN` / LINK DOWN records: port flap, network", "net health status != Success: network".
        ENV_PORT_DOWN("env-port-down", "network"),
        // The host kernel log says the root device's heartbeat was lost (`[drv_soft_fault]` ... `Heartbeat lost
        // (device=N)`), npu-smi shows it not OK; its plog is silent. Layer device: kg-config 0x40F84E00 class
        // Hardware ("inter-board heartbeat error", source OS); LF 11 npu-smi Health != OK -> device.
        DMESG_HEARTBEAT("dmesg-heartbeat", "device"),
        // Kubernetes/MindCluster: the job's reset-config ConfigMap (collected with kubectl) names the root by RankId
        // and LogicId with an HBM ErrorCodeHex; the root pod's plog is silent. Layer device: the record's code
        // (kg-config 0x80E01801 etc., Hardware); MindCluster dlug_api_052 (RankList, ErrorCodeHex).
        MC_RESET_RECORD("mc-reset-record", "device"),
        // A large job collected in part: the root's host is not collected. The others' heartbeat names it
        // (`crimer rank [ip/dev] status[ERROR CQE]`, `Cluster Exception Location[IP/ID]:[ip/dev] ... Error cqe
        // Occurred`), its ring neighbours print `cqe error status[12]` with its device IP, and its successor's
        // EI0002 names its rank. The label is what those lines let one say: the root's host address (not a folder:
        // none holds it), rank and device, no pid. Layer network: LF 8.3 (status[12] = RoCE retransmit timeout),
        // LF 11 (cqe error status -> network; EI0013 network).
        ABSENT_ROOT_CQE("absent-root-cqe", "network"),
        // A large Kubernetes job collected in part, the root's pod not collected; MindCluster's reset record names
        // RankId, LogicId and an HBM ErrorCodeHex, the others' heartbeat names its host address and device
        // (status LOST). The label is the host address the heartbeat gives, the rank and device; no pid. Layer
        // device: the record's code (kg-config Hardware, HBM), as for mc-reset-record.
        ABSENT_ROOT_RESET("absent-root-reset", "device");

        final String label;
        final String layer;

        Kind(String label, String layer) {
            this.label = label;
            this.layer = layer;
        }

        boolean absent() {
            return this == ABSENT_ROOT_CQE || this == ABSENT_ROOT_RESET;
        }

        boolean needsPods() {
            return this == MC_RESET_RECORD || this == ABSENT_ROOT_RESET;
        }
    }

    /** Where a host's files go. */
    enum Layout { FD_COLLECT, ADHOC, POD_PER_HOST, POD_PER_RANK }

    /** CANN wording era of one host: 8.5 (stage tags, new EI0002 header), 7.x-8.1 (code first), 5.0 (flat dirs). */
    enum Era { V85, V7X, V50 }

    public static void main(String[] args) throws IOException {
        // the generator contract of bench/field-trees.sh: three flags, each followed by its value
        Map<String, String> flags = new TreeMap<>();
        if (args.length % 2 != 0) {
            fail("every flag needs a value (usage: --out DIR --count N --seed S)");
        }
        for (int i = 0; i < args.length; i += 2) {
            if (!List.of("--out", "--count", "--seed").contains(args[i])) {
                fail("unknown argument '" + args[i] + "' (usage: --out DIR --count N --seed S)");
            }
            flags.put(args[i], args[i + 1]);
        }
        if (flags.size() != 3) {
            fail("usage: java bench/SixthTrees.java --out DIR --count N --seed S");
        }
        Path out = Path.of(flags.get("--out"));
        int count = parseInt("--count", flags.get("--count"));
        long seed = parseLong("--seed", flags.get("--seed"));
        Files.createDirectories(out);
        Kind[] kinds = Kind.values();
        Map<String, Integer> perKind = new TreeMap<>();
        for (int i = 0; i < count; i++) {
            Kind kind = kinds[i % kinds.length];
            Random rnd = new Random(seed * 1_000_003L + i);
            Path dir = out.resolve(String.format(Locale.ROOT, "tree-%03d", i));
            new TreeWriter(kind, rnd, dir).write();
            perKind.merge(kind.label, 1, Integer::sum);
        }
        System.out.println("sixth35 generator: seed " + seed + ", " + count + " trees under " + out);
        perKind.forEach((k, n) -> System.out.println("  " + k + ": " + n));
    }

    private static int parseInt(String flag, String v) {
        try {
            int n = Integer.parseInt(v);
            if (n < 0) {
                fail(flag + " must not be negative, not '" + v + "'");
            }
            return n;
        } catch (NumberFormatException e) {
            fail(flag + " must be a whole number, not '" + v + "'");
            return -1;
        }
    }

    private static long parseLong(String flag, String v) {
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            fail(flag + " must be a whole number, not '" + v + "'");
            return -1;
        }
    }

    static void fail(String msg) {
        System.err.println("SixthTrees: " + msg);
        System.exit(2);
    }
}

/** One rank's identity. */
record Proc(int rank, int host, int local, int device, int pid, String hostIp, String devIp) {}

/** Writes one tree: logs/ (what the engine reads), expected.json and forms.txt beside it. */
final class TreeWriter {
    private static final DateTimeFormatter PLOG_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS");
    private static final DateTimeFormatter FILE_TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
    private static final DateTimeFormatter ERR_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss");
    private static final DateTimeFormatter CTIME = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ROOT);
    private static final DateTimeFormatter SYSLOG = DateTimeFormatter.ofPattern("MMM d HH:mm:ss", Locale.ROOT);
    private static final int EXEC_TIMEOUT_S = 1836; // LF 4.1 / 8.4: HCCL_EXEC_TIMEOUT default

    // HBM multi-bit ECC device events: code, Node Type, Sensor Type, event_state, name (kg-config, NPU_OS).
    private static final String[][] HBM_EVENTS = {
        {"0x80E01801", "0x70", "0xc", "1", "HBM multi-bit ECC error"},
        {"0x80E18008", "0x70", "0xc0", "8", "HBMC multi-bit ECC error"},
        {"0x80E18400", "0x70", "0xc2", "0", "HBM multi-bit ECC error with HostPID"},
    };

    private final SixthTrees.Kind kind;
    private final Random rnd;
    private final Path dir;
    private final Path logs;
    private final Set<String> forms = new LinkedHashSet<>();

    private int ranks;
    private int perHost;
    private int hosts;
    private int rootRank;
    private List<Integer> collected;
    private SixthTrees.Layout layout;
    private SixthTrees.Era[] era;
    private String job;
    private String[] hostName;
    private long[] offsetMs;
    private Proc[] procs;
    private LocalDateTime t0;
    private LocalDateTime tFail;
    private boolean heartbeat;
    private boolean rootPrintsCascade;
    private String[] hbmEvent;

    TreeWriter(SixthTrees.Kind kind, Random rnd, Path dir) {
        this.kind = kind;
        this.rnd = rnd;
        this.dir = dir;
        this.logs = dir.resolve("logs");
    }

    void write() throws IOException {
        draw();
        Proc root = procs[rootRank];
        for (int h : collected) {
            writeHost(h);
        }
        if (kind.needsPods()) {
            writeResetRecord(root);
        }
        String host = kind.absent() ? root.hostIp() : folderOf(root);
        String pid = kind.absent() ? null : Integer.toString(root.pid());
        String note = kind.absent()
            ? "root host " + hostName[root.host()] + " (" + root.hostIp() + ") not collected; the others' lines name "
                + "its address, rank and device only"
            : "root's own evidence: " + evidencePlace();
        StringBuilder json = new StringBuilder();
        json.append("{\"kind\": \"").append(kind.label).append("\", \"layer\": \"").append(kind.layer)
            .append("\", \"root\": {\"host\": \"").append(host).append("\", \"rank\": ").append(root.rank())
            .append(", \"device\": ").append(root.device()).append(", \"pid\": ")
            .append(pid == null ? "null" : "\"" + pid + "\"").append("}, \"ranks\": ").append(ranks)
            .append(", \"hosts\": ").append(hosts).append(", \"collected\": ").append(collected.size())
            .append(", \"layout\": \"").append(layout).append("\", \"eras\": \"").append(eraList())
            .append("\", \"heartbeat\": ").append(heartbeat).append(", \"note\": \"").append(note).append("\"}\n");
        Files.writeString(dir.resolve("expected.json"), json.toString(), StandardCharsets.UTF_8);
        StringBuilder f = new StringBuilder("Forms in this tree that no stored source quotes (codes and numbers "
            + "sourced; see bench/SixthTrees.java):\n");
        for (String s : forms) {
            f.append("- ").append(s).append(" (inferred form)\n");
        }
        Files.writeString(dir.resolve("forms.txt"), f.toString(), StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------ drawing

    private void draw() {
        boolean large = kind.absent() || rnd.nextInt(2) == 0;
        perHost = rnd.nextBoolean() ? 8 : 16;
        if (large) {
            int[] sizes = {128, 256, 512, 1024};
            ranks = sizes[rnd.nextInt(sizes.length)];
        } else {
            ranks = perHost * (2 + rnd.nextInt(3));
        }
        hosts = ranks / perHost;
        rootRank = rnd.nextInt(ranks);
        int rootHost = rootRank / perHost;
        Set<Integer> pick = new LinkedHashSet<>();
        if (large) {
            int want = 2 + rnd.nextInt(5);
            if (!kind.absent()) {
                pick.add(rootHost);
            }
            // a neighbour's host holds the ranks that name the root (successor or predecessor)
            int succHost = ((rootRank + 1) % ranks) / perHost;
            int predHost = ((rootRank - 1 + ranks) % ranks) / perHost;
            if (kind.absent()) {
                if (succHost != rootHost) {
                    pick.add(succHost);
                } else if (predHost != rootHost && rnd.nextBoolean()) {
                    pick.add(predHost);
                }
            }
            pick.add(0); // the rootinfo server's host, unless it is the absent root's
            pick.remove(kind.absent() ? rootHost : -1);
            while (pick.size() < want) {
                int h = rnd.nextInt(hosts);
                if (!(kind.absent() && h == rootHost)) {
                    pick.add(h);
                }
            }
        } else {
            for (int h = 0; h < hosts; h++) {
                pick.add(h);
            }
            if (hosts >= 3 && rnd.nextInt(3) == 0) {
                int drop;
                do {
                    drop = rnd.nextInt(hosts);
                } while (drop == rootHost || drop == 0);
                pick.remove(drop);
            }
        }
        collected = new ArrayList<>(new java.util.TreeSet<>(pick));

        if (kind.needsPods()) {
            layout = rnd.nextBoolean() ? SixthTrees.Layout.POD_PER_HOST : SixthTrees.Layout.POD_PER_RANK;
        } else if (kind == SixthTrees.Kind.DEVAPP_SDMA || kind == SixthTrees.Kind.ABSENT_ROOT_CQE) {
            SixthTrees.Layout[] all = SixthTrees.Layout.values();
            layout = all[rnd.nextInt(all.length)];
        } else {
            SixthTrees.Layout[] hostOnly = {SixthTrees.Layout.FD_COLLECT, SixthTrees.Layout.ADHOC,
                SixthTrees.Layout.POD_PER_HOST};
            layout = hostOnly[rnd.nextInt(hostOnly.length)];
        }

        era = new SixthTrees.Era[hosts];
        int mode = rnd.nextInt(4); // 0,1: one era for all; 2,3: mixed per host
        SixthTrees.Era one = pickEra();
        for (int h = 0; h < hosts; h++) {
            era[h] = mode < 2 ? one : pickEra();
        }

        String[] jobs = {"llama-pretrain", "qwen-sft", "moe-train", "ds-ft", "glm-pt"};
        job = jobs[rnd.nextInt(jobs.length)] + "-" + Integer.toString(rnd.nextInt(46656), 36);
        hostName = new String[hosts];
        int style = rnd.nextInt(3);
        int ipA = 10 + rnd.nextInt(4);
        int ipB = rnd.nextInt(200);
        for (int h = 0; h < hosts; h++) {
            String ip = ipA + "." + ipB + "." + (h / 200) + "." + (10 + h % 200);
            if (layout == SixthTrees.Layout.POD_PER_HOST || layout == SixthTrees.Layout.POD_PER_RANK) {
                hostName[h] = "node-" + ip.replace('.', '-');
            } else if (style == 0) {
                hostName[h] = String.format(Locale.ROOT, "ascend-%s%02d", "abcdefgh".charAt(h / 100 % 8), h % 100);
            } else if (style == 1) {
                hostName[h] = ip;
            } else {
                hostName[h] = String.format(Locale.ROOT, "%s-n%03d", job.substring(0, job.indexOf('-')), h);
            }
        }
        offsetMs = new long[hosts];
        boolean skew = rnd.nextInt(3) != 0;
        for (int h = 0; h < hosts; h++) {
            offsetMs[h] = skew && h != 0 ? (rnd.nextInt(300_001) - 150_000) : 0;
        }
        procs = new Proc[ranks];
        int pidBase = 1000 + rnd.nextInt(3_000_000);
        for (int r = 0; r < ranks; r++) {
            int h = r / perHost;
            int l = r % perHost;
            String hostIp = ipA + "." + ipB + "." + (h / 200) + "." + (10 + h % 200);
            String devIp = "29." + (ipB % 100) + "." + (h / 200 * 10 + l) + "." + (10 + h % 200);
            procs[r] = new Proc(r, h, l, l, pidBase + h * 97 + l * 13 + rnd.nextInt(7), hostIp, devIp);
        }
        t0 = LocalDateTime.of(2025 + rnd.nextInt(2), 1 + rnd.nextInt(12), 1 + rnd.nextInt(28),
            rnd.nextInt(24), rnd.nextInt(60), rnd.nextInt(60), rnd.nextInt(1000) * 1_000_000);
        tFail = t0.plusSeconds(600 + rnd.nextInt(6600));
        // an SDMA task exception leaves the root's process alive (its heartbeat does not stop): no LOST broadcast
        heartbeat = kind.absent() || (kind != SixthTrees.Kind.DEVAPP_SDMA && rnd.nextInt(2) == 0);
        rootPrintsCascade = kind == SixthTrees.Kind.ENV_PORT_DOWN && rnd.nextBoolean();
        hbmEvent = HBM_EVENTS[rnd.nextInt(HBM_EVENTS.length)];
    }

    private SixthTrees.Era pickEra() {
        int x = rnd.nextInt(6);
        return x < 3 ? SixthTrees.Era.V85 : x < 5 ? SixthTrees.Era.V7X : SixthTrees.Era.V50;
    }

    private String eraList() {
        Set<String> s = new LinkedHashSet<>();
        for (int h : collected) {
            s.add(era[h].name());
        }
        return String.join("+", s);
    }

    private String evidencePlace() {
        return switch (kind) {
            case DEVOS_HBM_ECC -> "device-OS event " + hbmEvent[0] + " and/or npu-smi health";
            case DEVAPP_SDMA -> "AI CPU SDMA task exception in its device-<id> app log";
            case ENV_PORT_DOWN -> "hccn_tool link DOWN / link_stat / net_health" + (rootPrintsCascade
                ? "; its plog has only the cascade EI0002" : "");
            case DMESG_HEARTBEAT -> "host kernel log Heartbeat lost (device=" + procs[rootRank].device() + ")";
            case MC_RESET_RECORD -> "MindCluster reset-config record RankId/LogicId " + hbmEvent[0];
            default -> "-";
        };
    }

    // ------------------------------------------------------------------ folders

    private String podName(int index) {
        return index == 0 ? job + "-master-0" : job + "-worker-" + (index - 1);
    }

    /** The top folder that holds a rank's files (the scorer's host). */
    private String folderOf(Proc p) {
        return switch (layout) {
            case POD_PER_HOST -> podName(p.host());
            case POD_PER_RANK -> podName(p.rank());
            default -> hostName[p.host()];
        };
    }

    /** Where a rank's CANN log root is, relative to logs/. */
    private Path cannRoot(Proc p) {
        Path top = logs.resolve(folderOf(p));
        return switch (layout) {
            case FD_COLLECT -> top.resolve("process_log");
            case ADHOC -> top.resolve("ascend").resolve("log");
            case POD_PER_HOST, POD_PER_RANK -> top.resolve("root").resolve("ascend").resolve("log");
        };
    }

    private Path plogPath(Proc p, String kindDir, LocalDateTime created) {
        Path root = cannRoot(p);
        String name = "plog-" + p.pid() + "_" + fileTs(p.host(), created) + ".log";
        if (era[p.host()] == SixthTrees.Era.V50) {
            // 5.0: no debug/run split (LF 1.1); run-log lines land in the same plog dir
            return root.resolve("plog").resolve(name);
        }
        return root.resolve(kindDir).resolve("plog").resolve(name);
    }

    private Path deviceAppLogPath(Proc p, LocalDateTime created) {
        Path root = cannRoot(p);
        String name = "device-" + p.pid() + "_" + fileTs(p.host(), created) + ".log";
        if (era[p.host()] == SixthTrees.Era.V50) {
            return root.resolve("device-" + p.device()).resolve(name);
        }
        return root.resolve("debug").resolve("device-" + p.device()).resolve(name);
    }

    /** Host-level files (env outputs, kernel log, device_log): the host folder, or the pod of local rank 0. */
    private Path hostTop(int h) {
        return logs.resolve(folderOf(procs[h * perHost]));
    }

    // ------------------------------------------------------------------ time

    private LocalDateTime local(int host, LocalDateTime t) {
        return t.plusNanos(offsetMs[host] * 1_000_000L);
    }

    private String plogTs(int host, LocalDateTime t) {
        LocalDateTime x = local(host, t);
        return PLOG_TS.format(x) + "." + String.format(Locale.ROOT, "%03d", rnd.nextInt(1000));
    }

    private String fileTs(int host, LocalDateTime t) {
        return FILE_TS.format(local(host, t));
    }

    // ------------------------------------------------------------------ lines

    private String plog(String level, String module, Proc p, String pname, LocalDateTime t, String fileLine,
                        int tid, String body) {
        boolean v85 = era[p.host()] == SixthTrees.Era.V85;
        // LF 2.2: CANN >= 8.5 puts a space before the HCCL thread id, the older form none
        String tidPart = module.equals("HCCL") ? (v85 ? " [" + tid + "]" : "[" + tid + "]") : tid + " ";
        return "[" + level + "] " + module + "(" + p.pid() + "," + pname + "):" + plogTs(p.host(), t) + " ["
            + fileLine + "]" + tidPart + body;
    }

    private String ident() {
        return procs[0].hostIp() + "%eth0_60000_0_" + t0.toInstant(ZoneOffset.UTC).toEpochMilli() + "123";
    }

    private List<String> runInit(Proc p) {
        List<String> out = new ArrayList<>();
        LocalDateTime t = t0.plusSeconds(20 + p.local()).plusNanos(rnd.nextInt(900) * 1_000_000L);
        boolean v85 = era[p.host()] == SixthTrees.Era.V85;
        out.add(plog("INFO", "HCCL", p, "python3", t, "externalinput.cc:598", p.pid(),
            "[HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s"));
        out.add(plog("INFO", "HCCL", p, "python3", t, "externalinput.cc:598", p.pid(),
            "[HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [" + EXEC_TIMEOUT_S + "]s"));
        out.add(plog("INFO", "HCCL", p, "python3", t.plusNanos(3_000_000), "op_base.cc:842", p.pid(),
            "Entry-HcclCommInitRootInfoInner:ranks[" + ranks + "], rank[" + p.rank() + "], rootinfo: host ip["
                + procs[0].hostIp() + "] port[60000] nicDeploy[1] identifier[" + ident() + "], deviceLogicId["
                + p.device() + "]"));
        if (v85) {
            out.add(plog("INFO", "HCCL", p, "python3", t.plusSeconds(2), "hccl_communicator.cc:412", p.pid(),
                "[LocalRank Key Info]userRank[" + p.rank() + "] hostIp[" + p.hostIp() + "] devicePhyId["
                    + p.device() + "]"));
        } else if ((p.host() & 1) == 0) {
            // the older run log's agent line (ascend-fd st_event_timeout fixture) names the host and device IP
            out.add(plog("INFO", "HCCL", p, "python3", t.plusSeconds(1), "topoinfo_detect.cc:221", p.pid() + 7,
                "[HCCL_TRACE]SetupAgent rankNum[" + ranks + "], rank[" + p.rank()
                    + "], rootInfo identifier[hccl_world_group], server[" + p.hostIp() + "%eth0], logicDevId["
                    + p.device() + "], phydevId[" + p.device() + "], deviceIp[" + p.devIp() + "]"));
        }
        return out;
    }

    /** HCCL's heartbeat broadcast (run log) and conclusion (debug log), LF 8.3. */
    private String crimerLine(Proc p, Proc root, Proc informer, String status, LocalDateTime t) {
        String tag = era[p.host()] == SixthTrees.Era.V85 ? "[TaskExecStage][HeartbeatAbnormal]" : "";
        return plog("ERROR", "HCCL", p, "python3", t, "heartbeat.cc:1210", p.pid() + 31, tag + "local rank ["
            + p.hostIp() + "/" + p.device() + "]: crimer rank [" + root.hostIp() + "/" + root.device() + "] status["
            + status + "] by informer rank [" + informer.hostIp() + "/" + informer.device() + "]");
    }

    private String locationLine(Proc p, Proc root, Proc informer, boolean cqe, LocalDateTime t) {
        String tag = era[p.host()] == SixthTrees.Era.V85 ? "[TaskExecStage][HeartbeatAbnormal]" : "";
        String reason = cqe ? "Possible Reason:1. Network Disconnected" // (inferred form) for the CQE case
            : "Possible Reason:1. Process has exited, 2. Network Disconnected";
        if (cqe) {
            forms.add("heartbeat conclusion `ExceptionType:[Error cqe Occurred], Possible Reason:1. Network "
                + "Disconnected` (the type is LF 8.3's; its reason text is not quoted)");
        }
        return plog("ERROR", "HCCL", p, "python3", t, "heartbeat.cc:1388", p.pid() + 31, tag
            + "Cluster Exception Location[IP/ID]:[" + root.hostIp() + "/" + root.device() + "], Arrival Time:["
            + CTIME.format(local(p.host(), t)) + "], Discoverer:[" + informer.hostIp() + "/" + informer.device()
            + "], ExceptionType:[" + (cqe ? "Error cqe Occurred" : "Heartbeat Lost Occurred") + "], " + reason);
    }

    private List<String> taskException(Proc p, LocalDateTime t) {
        List<String> out = new ArrayList<>();
        boolean v85 = era[p.host()] == SixthTrees.Era.V85;
        String tag = "AllReduce_" + ident();
        int tid = p.pid() + 55;
        if (v85) {
            out.add(plog("ERROR", "HCCL", p, "python3", t, "task_exception_handler.cc:27", tid,
                "[TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[2], taskID[21], tag["
                    + tag + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
            out.add(plog("ERROR", "HCCL", p, "python3", t, "task_exception_handler.cc:41", tid,
                "[TaskExecStage][Timeout][HOST]Task run failed, groupRank information is group:[hccl_world_group], "
                    + "user define information[], rankSize[" + ranks + "], rankId[" + p.rank() + "]."));
            out.add(plog("ERROR", "HCCL", p, "python3", t, "task_exception_handler.cc:55", tid,
                "[TaskExecStage][Timeout][HOST]Task run failed, opData information is timeStamp:["
                    + plogTs(p.host(), t) + "], deviceId[" + p.device() + "], index[21], count[1048576], "
                    + "reduceType[sum], src[0x12c0a0000000], dst[0x12c0b0000000], dataType[float32]."));
        } else {
            out.add(plog("ERROR", "HCCL", p, "python3", t, "task_exception_handler.cc:188", tid,
                "[TaskExceptionHandler][Callback]Task run failed, base information is streamID:[2], taskID[21], "
                    + "taskType[Notify Wait], tag[" + tag + "]."));
            out.add(plog("ERROR", "HCCL", p, "python3", t, "task_exception_handler.cc:201", tid,
                "[TaskExceptionHandler][Callback]Task run failed, groupRank information is group:[hccl_world_group], "
                    + "rankSize[" + ranks + "], rankId[" + p.rank() + "]."));
        }
        return out;
    }

    /** RoCE CQE error on a rank whose peer is the root's device (LF 8.3). */
    private String cqeLine(Proc p, Proc root, LocalDateTime t) {
        String when = PLOG_TS.format(local(p.host(), t)).replace('-', ' ');
        if (era[p.host()] == SixthTrees.Era.V85) {
            return plog("ERROR", "HCCL", p, "python3", t, "heartbeat.cc:902", p.pid() + 31,
                "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[" + when
                    + "],localInfo{server[" + p.hostIp() + "],deviceId[" + p.device() + "],deviceIp[" + p.devIp()
                    + "]}, remoteIP{server[" + root.hostIp() + "],deviceId[" + root.device() + "],deviceIp["
                    + root.devIp() + "]}");
        }
        return plog("ERROR", "HCCL", p, "python3", t, "heartbeat.cc:871", p.pid() + 31,
            "[Heartbeat]cqe err status[12], time:[" + when + "], ip:[" + root.devIp() + "]");
    }

    /** The console lines of a rank that timed out waiting on `waited` (LF 3.1, 4.1, 7.1, 7.3). */
    private List<String> consoleTimeout(Proc p, int waited, LocalDateTime t, boolean prefix) {
        List<String> out = new ArrayList<>();
        String pre = prefix ? "[rank" + p.rank() + "]:" : "";
        LocalDateTime lt = local(p.host(), t);
        String ts = plogTs(p.host(), t);
        out.add(pre + "[ERROR] " + ERR_TS.format(lt) + " (PID:" + p.pid() + ", Device:" + p.device() + ", RankID:"
            + p.rank() + ") ERR02200 DIST call hccl api failed.");
        if (era[p.host()] == SixthTrees.Era.V85) {
            out.add(pre + "[PID: " + p.pid() + "] " + ts + " Communication_Error_Timeout(EI0002): A timeout occurs "
                + "when the Notify register waits for execution. Waiting peer rank: " + waited
                + "; task information: streamID:[2], taskID[21]; communication operator information: AllReduce; "
                + "communicator: hccl_world_group.");
        } else {
            out.add(pre + "EI0002: [PID: " + p.pid() + "] " + ts + " The wait execution of the Notify register "
                + "times out. Reason: The Notify register has not received the Notify record from remote rank: ["
                + waited + "]. base information: [streamID:[2], taskID[21], taskType[Notify Wait]]. task "
                + "information: []. group information: [group:[hccl_world_group], rankSize[" + ranks + "], rankId["
                + p.rank() + "]]");
        }
        out.add(pre + "        TraceBack (most recent call last):");
        long ms = (EXEC_TIMEOUT_S + 1800) * 1000L;
        out.add(pre + "[E" + String.format(Locale.ROOT, "%02d%02d", lt.getMonthValue(), lt.getDayOfMonth())
            + " ProcessGroupHCCL.cpp:1290] [Rank " + p.rank() + "] Watchdog caught collective operation timeout: "
            + "WorkHCCL(SeqNum=" + (4000 + rnd.nextInt(90000)) + ", OpType=ALLREDUCE, NumelIn=1048576, "
            + "NumelOut=1048576, Timeout(ms)=" + ms + ") ran for " + (ms + rnd.nextInt(90)) + " milliseconds before "
            + "timing out.");
        forms.add("console watchdog prefix `[E<MMDD> ProcessGroupHCCL.cpp:N] [Rank r] Watchdog caught ...` "
            + "(LF 7.3 says the NPU prefix was not seen)");
        return out;
    }

    private List<String> progress(Proc p, boolean prefix, int steps) {
        List<String> out = new ArrayList<>();
        String pre = prefix ? "[rank" + p.rank() + "]:" : "";
        for (int s = 1; s <= steps; s++) {
            out.add(pre + "step " + (s * 50) + "/20000 | loss " + String.format(Locale.ROOT, "%.4f",
                2.5 - s * 0.01 - rnd.nextDouble() * 0.05) + " | lr 1.5e-04 | tokens/s " + (9000 + rnd.nextInt(900)));
        }
        return out;
    }

    // ------------------------------------------------------------------ per host

    private void writeHost(int h) throws IOException {
        Proc root = procs[rootRank];
        Map<Path, List<String>> consoles = new LinkedHashMap<>();
        for (int l = 0; l < perHost; l++) {
            Proc p = procs[h * perHost + l];
            boolean isRoot = p.rank() == rootRank;
            List<String> run = runInit(p);
            List<String> debug = new ArrayList<>();
            if (rnd.nextInt(5) == 0 && !isRoot) {
                // harmless noise (LF 2.2, a public report's profiling line)
                debug.add(plog("ERROR", "PROFILING", p, "python3", t0.plusSeconds(25), "driver_plugin.cpp:88",
                    p.pid(), ">>> (tid:" + p.pid() + ") DriverPlugin failed to load driver so"));
            }
            LocalDateTime hbT = tFail.plusSeconds(30 + rnd.nextInt(30));
            Proc informer = procs[(rootRank + 1) % ranks];
            boolean cqeKind = kind == SixthTrees.Kind.ABSENT_ROOT_CQE || kind == SixthTrees.Kind.ENV_PORT_DOWN;
            if (heartbeat && !isRoot) {
                run.add(crimerLine(p, root, informer, cqeKind ? "ERROR CQE" : "LOST", hbT));
                debug.add(locationLine(p, root, informer, cqeKind, hbT.plusSeconds(2)));
            }
            boolean neighbour = p.rank() == (rootRank + 1) % ranks || p.rank() == (rootRank - 1 + ranks) % ranks;
            if (cqeKind && neighbour && !isRoot && (kind == SixthTrees.Kind.ABSENT_ROOT_CQE || rnd.nextBoolean())) {
                debug.add(cqeLine(p, root, tFail.plusSeconds(14)));
            }
            LocalDateTime timeout = tFail.plusSeconds(EXEC_TIMEOUT_S).plusNanos(rnd.nextInt(800) * 1_000_000L);
            boolean waits = !isRoot || rootPrintsCascade;
            if (waits) {
                debug.addAll(taskException(p, timeout));
            }
            if (isRoot) {
                rootOwnEvidence(p, debug);
            }
            LocalDateTime created = t0.plusSeconds(18 + l);
            writeLines(plogPath(p, "run", created), run);
            if (!debug.isEmpty()) {
                if (debug.size() > 3 && rnd.nextInt(3) == 0) {
                    // a debug plog split in two files by size (LF 1.2)
                    int cut = debug.size() / 2;
                    writeLines(plogPath(p, "debug", created.plusSeconds(1)), debug.subList(0, cut));
                    writeLines(plogPath(p, "debug", tFail.plusSeconds(3)), debug.subList(cut, debug.size()));
                } else {
                    writeLines(plogPath(p, "debug", created.plusSeconds(1)), debug);
                }
            }
            // console
            Path console = consolePath(p);
            boolean prefix = layout != SixthTrees.Layout.FD_COLLECT;
            List<String> c = consoles.computeIfAbsent(console, k -> new ArrayList<>());
            c.addAll(progress(p, prefix, 2 + rnd.nextInt(3)));
            if (waits) {
                int waited = (p.rank() - 1 + ranks) % ranks;
                c.addAll(consoleTimeout(p, waited, timeout.plusSeconds(1), prefix));
            }
        }
        for (Map.Entry<Path, List<String>> e : consoles.entrySet()) {
            writeLines(e.getKey(), e.getValue());
        }
        writeEnvironment(h);
    }

    private Path consolePath(Proc p) {
        Path top = logs.resolve(folderOf(p));
        return switch (layout) {
            case FD_COLLECT -> top.resolve("rank-" + p.rank() + ".log");
            case ADHOC -> top.resolve("train.log");
            case POD_PER_HOST, POD_PER_RANK -> top.resolve(folderOf(p) + ".log");
        };
    }

    /** What the root itself leaves in its own CANN logs (mostly nothing: the evidence lives elsewhere). */
    private void rootOwnEvidence(Proc p, List<String> debug) throws IOException {
        if (kind != SixthTrees.Kind.DEVAPP_SDMA) {
            return;
        }
        // AI CPU HCCL lines in the device-side app log (fixture st_aicpu_notify form), pid of the host process
        Proc next = procs[(rootRank + 1) % ranks];
        int aicpuPid = 3000 + rnd.nextInt(5000);
        Proc aicpu = new Proc(p.rank(), p.host(), p.local(), p.device(), aicpuPid, p.hostIp(), p.devIp());
        LocalDateTime t = tFail;
        int tid = aicpuPid + 400;
        List<String> dev = new ArrayList<>();
        dev.add(plog("INFO", "HCCP", aicpu, "hccp_service.bin", t0.plusSeconds(30), "rs_ssl.c:1529", 0,
            "tid:" + aicpuPid + ",rs_ssl_init(1529) : TLS SWITCH (0)").replace("]0 tid:", "]tid:"));
        dev.add(plog("ERROR", "HCCL", aicpu, "aicpu_scheduler", t, "aicpu_hccl_sqcq.cc:330", tid,
            "Task {devId: " + p.device() + " streamId: 149 sqId: 153 cqId: 259 type: 2} run failed of exception, "
                + "idx:[0], info:[streamId :149 taskId :26063 errorCode :10 errorType :1 sqeType :11 sqId :153 "
                + "sqHead :1487 matchFlag :0 dropFlag :0 errorBit :1 accError :0]"));
        dev.add(plog("ERROR", "HCCL", aicpu, "aicpu_scheduler", t, "aicpu_communicator.cc:3750", tid,
            "[TaskException][AICPU]base information is streamId:149, sqid:153, head:1487, tail:127, type:SDMA, "
                + "localRank:" + p.rank() + ", remoteRank:" + next.rank() + ", taskId:26063, notifyId:0, "
                + "addr1High:0x12eb, addr1Low:0x50000000, addr2High:0x12d6, addr2Low:0xc2c04000."));
        dev.add(plog("ERROR", "HCCL", aicpu, "aicpu_scheduler", t, "aicpu_communicator.cc:3806", tid,
            "[TaskException]opData information is tag:AllReduce_" + ident() + "_device, group:hccl_world_group, "
                + "opIndex:" + (3_900_000 + rnd.nextInt(90_000)) + ", count:1048576, dataType:11, opType:2, "
                + "rootId:4294967295, dstAddr:0x12d6c2c04000, srcAddr:0x12d6c2c04000."));
        writeLines(deviceAppLogPath(p, t0.plusSeconds(29)), dev);
        if (rnd.nextInt(3) == 0) {
            // in a third, the host runtime's SDMA line too (LF 2.2 RUNTIME example form)
            debug.add(plog("ERROR", "RUNTIME", p, "python3", t.plusSeconds(1), "task_info.cc:1170", p.pid() + 88,
                "PrintSdmaErrorInfoForFftsPlusTask:fftsplus task execute failed, dev_id=" + p.device()
                    + ", stream_id=50, task_id=21, context_id=18, thread_id=0, err_type=4[fftsplus sdma error]"));
        }
    }

    // ------------------------------------------------------------------ environment outputs and kernel logs

    private void writeEnvironment(int h) throws IOException {
        Proc root = procs[rootRank];
        boolean rootHost = h == root.host();
        Path top = hostTop(h);
        List<String> env = new ArrayList<>();
        String drv = era[h] == SixthTrees.Era.V85 ? "25.2.0" : era[h] == SixthTrees.Era.V7X ? "24.1.rc2" : "23.0.6";
        env.add("npu-smi info");
        env.add("+------------------------------------------------------------------------------------------------+");
        env.add(String.format(Locale.ROOT, "| npu-smi %-24s Version: %-54s|", drv, drv));
        env.add("+---------------------------+---------------+----------------------------------------------------+");
        env.add("| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|");
        env.add("| Chip                      | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |");
        env.add("+===========================+===============+====================================================+");
        int warnDev = rnd.nextInt(4) == 0 ? rnd.nextInt(perHost) : -1;
        if (rootHost && warnDev == root.device()) {
            warnDev = -1;
        }
        for (int d = 0; d < perHost; d++) {
            String health = "OK";
            if (rootHost && d == root.device()) {
                health = switch (kind) {
                    case DEVOS_HBM_ECC, MC_RESET_RECORD -> rnd.nextBoolean() ? "Critical" : "Alarm";
                    case DMESG_HEARTBEAT -> rnd.nextBoolean() ? "UNKNOWN" : "Critical";
                    case ENV_PORT_DOWN -> rnd.nextBoolean() ? "Alarm" : "OK";
                    default -> "OK";
                };
            } else if (d == warnDev) {
                health = "Warning"; // harmless noise: a minor alarm on a device that is not the root
            }
            env.add(String.format(Locale.ROOT, "| %-5d 910B3               | %-14s| %-11s %-17d 0    / 0             |",
                d, health, String.format(Locale.ROOT, "%.1f", 90 + rnd.nextDouble() * 200), 35 + rnd.nextInt(20)));
            env.add(String.format(Locale.ROOT, "| 0                         | 0000:%02X:00.0  | 0           0    / 0          %-5d/ 65536        |",
                0xC1 + d, 3000 + rnd.nextInt(58000)));
            env.add("+===========================+===============+====================================================+");
        }
        boolean healthQuery = rootHost && (kind == SixthTrees.Kind.DEVOS_HBM_ECC || kind == SixthTrees.Kind.MC_RESET_RECORD);
        boolean devosEvent = kind == SixthTrees.Kind.DEVOS_HBM_ECC && rootHost;
        if (kind == SixthTrees.Kind.DEVOS_HBM_ECC && rootHost) {
            int which = rnd.nextInt(3); // 0 both, 1 health only, 2 device-OS only
            healthQuery = which != 2;
            devosEvent = which != 1;
        }
        for (int d = 0; d < perHost; d++) {
            boolean r = rootHost && d == root.device();
            if (r && healthQuery) {
                env.add("npu-smi info -t health -i " + d + " -c 0");
                env.add("        Health Status                  : " + (rnd.nextBoolean() ? "Critical" : "Alarm"));
                env.add("        Error Code                     : " + hbmEvent[0].substring(2));
                env.add("        Error Information              : node type=HBM, " + hbmEvent[4]);
                forms.add("npu-smi health `Error Information : node type=HBM, <fault name>` (the doc shows only NA)");
            } else if (d == warnDev) {
                env.add("npu-smi info -t health -i " + d + " -c 0");
                env.add("        Health Status                  : Warning");
                env.add("        Error Code                     : 80E00209");
                env.add("        Error Information              : node type=HBM, HBM high temperature alarm");
            }
        }
        String tool = "/usr/local/Ascend/driver/tools/hccn_tool";
        boolean portDown = kind == SixthTrees.Kind.ENV_PORT_DOWN && rootHost;
        for (int d = 0; d < perHost; d++) {
            boolean r = portDown && d == root.device();
            env.add(tool + " -i " + d + " -link -g");
            env.add("link status: " + (r ? "DOWN" : "UP"));
            env.add(tool + " -i " + d + " -net_health -g");
            String[] bad = {"Fault", "Receive timeout", "Unreachable", "Socket failed"};
            env.add("net health status: " + (r ? bad[rnd.nextInt(bad.length)] : "Success"));
            if (r) {
                LocalDateTime lt = local(h, tFail.plusSeconds(-2));
                env.add(tool + " -i " + d + " -link_stat -g");
                env.add("[devid " + d + "]current time        : " + CTIME.format(local(h, tFail.plusSeconds(2400)))
                    .replaceFirst(" (\\d) ", "  $1 "));
                env.add("[devid " + d + "]link up count       : 1");
                env.add("[devid " + d + "]link down count     : 1");
                env.add("[devid " + d + "]    " + CTIME.format(lt).replaceFirst(" (\\d) ", "  $1 ") + "    LINK DOWN");
                if (rnd.nextBoolean()) {
                    env.add(tool + " -i " + d + " -optical -g");
                    env.add("optical info:");
                    env.add("present               : present");
                    env.add("Tx Power0             : 0.8120 mW");
                    env.add("Rx Power0             : 0.0000 mW");
                    env.add("Rx Los Flag           : 0xff");
                    forms.add("hccn_tool -optical block with `Rx Power0 : 0.0000 mW` (fields LF 9.2, values drawn)");
                }
            }
        }
        Path envFile = switch (layout) {
            case ADHOC -> top.resolve("npu_env_after.txt");
            default -> top.resolve("environment_check").resolve("npu_info_after.txt");
        };
        writeLines(envFile, env);

        // device-side system logs (msnpureport's export, LF 1.1 / LF 10 device_log/)
        boolean portEvent = portDown && rnd.nextBoolean();
        if (devosEvent || portEvent) {
            String[] ev = devosEvent ? hbmEvent : new String[] {"0x81078603", "0x83", "0xc3", "3", "port link down"};
            writeDeviceOs(h, root.device(), ev);
        }
        // the host kernel log
        writeKernelLog(h, kind == SixthTrees.Kind.DMESG_HEARTBEAT && rootHost ? root.device() : -1);
    }

    private void writeDeviceOs(int h, int device, String[] ev) throws IOException {
        LocalDateTime t = tFail.plusNanos(rnd.nextInt(500) * 1_000_000L);
        Proc k = new Proc(0, h, 0, device, 600 + rnd.nextInt(9000), "", "");
        double up = 200000 + rnd.nextInt(100000) + rnd.nextDouble();
        String event = String.format(Locale.ROOT, "[klogd.c:253][%.6f] [ascend] [ERROR] [dms] [dms_event_report 212] "
            + "<kworker/u256:1> event report: dev_id=%d, event_id=%s, (Node Type=%s; Sensor Type=%s; event_state=%s)",
            up, device, ev[0].toLowerCase(Locale.ROOT), ev[1], ev[2], ev[3]);
        List<String> lines = new ArrayList<>();
        lines.add(plogKernel(k, t.minusSeconds(3600), String.format(Locale.ROOT,
            "[klogd.c:253][%.6f] [ascend] [INFO] [devmm] [devmm_svm_open 401] <python3:1> svm open ok", up - 3600)));
        lines.add(plogKernel(k, t, event));
        forms.add("device-OS event line `[ascend] [ERROR] [dms] ... event_id=0x.., (Node Type=..; Sensor Type=..; "
            + "event_state=..)` (kg-config's substrings in the KERNEL line of LF 2.2)");
        Path base = hostTop(h).resolve("device_log");
        if (rnd.nextBoolean()) {
            writeLines(base.resolve("slog").resolve("dev-os-" + device).resolve("device-os_" + fileTs(h, t0) + ".log"),
                lines);
        } else {
            List<String> hist = List.of(String.format(Locale.ROOT, "[%s] Event id=%s, dev_id=%d, %s",
                PLOG_TS.format(local(h, t)), ev[0].toLowerCase(Locale.ROOT), device, ev[4]));
            forms.add("hisi_logs history.log line `[ts] Event id=0x.., dev_id=N, <name>`");
            writeLines(base.resolve("hisi_logs").resolve("device-" + device).resolve("history.log"), hist);
        }
    }

    private String plogKernel(Proc k, LocalDateTime t, String body) {
        return "[EVENT] KERNEL(" + k.pid() + ",sklogd):" + plogTs(k.host(), t) + " " + body;
    }

    private void writeKernelLog(int h, int lostDevice) throws IOException {
        boolean syslog = rnd.nextBoolean();
        List<String> lines = new ArrayList<>();
        LocalDateTime boot = t0.minusDays(3);
        String name = hostName[h];
        List<LocalDateTime> at = new ArrayList<>(List.of(t0.minusHours(2), t0.plusSeconds(40)));
        List<String> msg = new ArrayList<>(List.of("IPv6: ADDRCONF(NETDEV_CHANGE): eth0: link becomes ready",
            "EXT4-fs (nvme0n1p1): re-mounted. Opts: (null)"));
        if (lostDevice >= 0) {
            at.add(tFail);
            msg.add("[ascend] [ERROR] [drv_soft_fault] [soft_fault_heartbeat_work 288] <kworker/12:1:512> "
                + "Heartbeat lost (device=" + lostDevice + ")");
            forms.add("kernel line `[ascend] [ERROR] [drv_soft_fault] [...] Heartbeat lost (device=N)` "
                + "(kg-config 0x40F84E00's substrings)");
        }
        for (int i = 0; i < at.size(); i++) {
            LocalDateTime t = local(h, at.get(i));
            double up = java.time.Duration.between(boot, at.get(i)).toMillis() / 1000.0;
            if (syslog) {
                lines.add(SYSLOG.format(t).replaceFirst(" (\\d) ", "  $1 ") + " " + name + " kernel: ["
                    + String.format(Locale.ROOT, "%.6f", up) + "] " + msg.get(i));
            } else {
                lines.add("[" + CTIME.format(t) + "] " + msg.get(i));
            }
        }
        Path f = syslog ? hostTop(h).resolve("var").resolve("log").resolve("messages") : hostTop(h).resolve("dmesg.txt");
        writeLines(f, lines);
    }

    // ------------------------------------------------------------------ MindCluster reset record

    private void writeResetRecord(Proc root) throws IOException {
        long dec = Long.parseLong(hbmEvent[0].substring(2), 16);
        String policy = rnd.nextBoolean() ? "reset" : "isolate";
        String resetJson = "{\"RankList\":[{\"RankId\":" + root.rank() + ",\"LogicId\":" + root.device()
            + ",\"Status\":\"unrecovered\",\"Policy\":\"" + policy + "\",\"InitialPolicy\":\"" + policy
            + "\",\"ErrorCode\":[" + dec + "],\"ErrorCodeHex\":\"" + hbmEvent[0].substring(2) + "\"}],"
            + "\"GracefulExit\":0}";
        List<String> y = new ArrayList<>();
        y.add("apiVersion: v1");
        y.add("data:");
        y.add("  reset.json: '" + resetJson + "'");
        y.add("kind: ConfigMap");
        y.add("metadata:");
        y.add("  name: reset-config-" + job);
        y.add("  namespace: default");
        forms.add("the reset-config ConfigMap as `kubectl get cm -o yaml` prints it around reset.json (fields from "
            + "MindCluster dlug_api_052)");
        writeLines(logs.resolve("reset-config-" + job + ".yaml"), y);
    }

    // ------------------------------------------------------------------ files

    private static void writeLines(Path f, List<String> lines) throws IOException {
        Files.createDirectories(f.getParent());
        StringBuilder sb = new StringBuilder();
        if (Files.exists(f)) {
            sb.append(Files.readString(f, StandardCharsets.UTF_8));
        }
        for (String l : lines) {
            sb.append(l).append('\n');
        }
        Files.writeString(f, sb.toString(), StandardCharsets.UTF_8);
    }
}
