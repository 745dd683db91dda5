/*
 * seventh36: a seventh stranger generator of multi-host failure trees for the root-cause measure. It draws how a
 * real job's collection differs from a clean one: two attempts of one job in one tree (an elastic restart whose
 * second attempt failed, or a pod restart whose first attempt holds the fault), rotated and compressed plogs whose
 * root fault is in an older file, one host's clock minutes ahead of the others, torch_npu watchdog timeouts with
 * HCCL_EXEC_TIMEOUT set per host and plogs left unwritten, a root process killed by the host's OOM killer with
 * collectives hanging behind it, a checkpoint-save straggler that every rank times out on, and an upload flattened
 * into one folder with host-name prefixes, npu-smi outputs and a hostfile. Consoles mix Chinese script prints.
 *
 * Written and committed before reading the engine (src/main) and docs/rootcause.md's class lists. Only the
 * generator contract of bench/field-trees.sh, bench/sixth-trees.sh and SixthTrees' main and expected.json writer
 * were read from the repository. Sources (cited below as LF n = ../shared/docs/log-formats.md section n):
 *  - LF 1.1/1.2: `~/ascend/log/{debug,run}/plog/plog-<pid>_<17-digit ts>.log`; one process writes several plog
 *    files (20 MB cap, ASCEND_HOST_LOG_FILE_NUM), ordered by the file time; LOGREF 0002 note 2 tells users to
 *    clean the folder with logrotate (hence `.gz` members);
 *  - LF 2.1/2.2: the plog line header and the HCCL, RUNTIME, HCCP, ROCE, APP line bodies used here;
 *  - LF 3.1: the CANN message block (old `EIxxxx: [PID: p] ts text` and current `[PID: p] ts Title(EIxxxx): text`);
 *  - LF 4.1: EI0002 (old and current text, waiting peer rank), EI0012, EI0013 texts;
 *  - LF 7.1/7.3: torch_npu `[ERROR] ts (PID:, Device:, RankID:) ERRxxxxx` lines, ERR99999 for a non-NPU exception,
 *    ProcessGroupHCCL's watchdog messages (`Watchdog caught collective operation timeout: WorkHCCL(...)`, the
 *    teardown sentence, `HCCL watchdog thread terminated with exception`) and the warning that a PG timeout not
 *    above HCCL_EXEC_TIMEOUT may leave the plog unrecorded;
 *  - LF 8.1/8.3/8.4: Entry-HcclCommInitRootInfoInner, the TaskExecStage task exception lines, the heartbeat
 *    conclusion `Cluster Exception Location[IP/ID]` (Heartbeat Lost / Stuck / Error cqe Occurred), ROCE CQE lines,
 *    `[HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [1836]s`;
 *  - LF 9.3: npu-smi info table and Health values; LF 9.4: torchrun agent lines and the ChildFailedError block;
 *  - LF 11: layers per code (EI0012 device, EI0013/CQE network, ERR99999 script, Heartbeat Lost/Stuck script);
 *  - hiascend troubleshooting_0110 (CANN 6.0.1, "notify wait超时"): when every rank reports the notify timeout
 *    and the earliest and latest error times differ by more than the timeout, the latest rank was blocked (e.g.
 *    saving a checkpoint) and is the one to locate (the ckpt-stall kind);
 *  - pytorch torch/distributed/elastic/agent/server/api.py: `[default] Worker group FAILED. 3/3 attempts left;
 *    will restart worker group` (the restart-second kind; torchrun --max-restarts);
 *  - Linux mm/oom_kill.c: `Out of memory: Killed process <pid> (<comm>) total-vm:..kB, anon-rss:..kB,
 *    file-rss:..kB, shmem-rss:..kB, UID:.. pgtables:..kB oom_score_adj:..` in the host kernel log;
 *  - the lesson ../shared/seed/ (the layer ladder; Chinese consoles are what its readers run).
 * Forms no stored source quotes are listed per tree in forms.txt (beside logs/, so the engine does not read it).
 *
 * Roots and layers: the root is the process whose own fault came first by each host's order and the cross-host
 * chain (who waits on whom); for two attempts the attempt that ended the job (restart-second) or the only failed
 * attempt (restart-first); the layer is the root fault's (device: SDMA EI0012, HBM multi-bit ECC 507054; network:
 * RoCE CQE EI0013; script: a Python exception, a host OOM kill, a checkpoint-save stall).
 *
 * Usage: java bench/SeventhTrees.java --out DIR --count N --seed S
 */
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
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
import java.util.zip.GZIPOutputStream;

public final class SeventhTrees {

    /** What differs from a clean collection, one per kind. */
    enum Kind {
        RESTART_SECOND("restart-second"),   // torchrun restarted the group; the second attempt's root ended the job
        RESTART_FIRST("restart-first"),     // a pod restart wrote beside the first attempt; only the first failed
        ROTATED_GZ("rotated-gz"),           // the root's first fault is in an older rotated (often gzipped) plog
        CLOCK_SKEW("clock-skew"),           // the root host's clock is minutes ahead: its fault reads latest
        WATCHDOG("watchdog"),               // torch_npu watchdog timeouts, per-host HCCL_EXEC_TIMEOUT, no plog cascade
        OOM_HANG("oom-hang"),               // host OOM killer took the root; the others hang and time out
        CKPT_STALL("ckpt-stall"),           // every rank reports EI0002; the latest one was saving a checkpoint
        FLAT_UPLOAD("flat-upload");         // one folder, host-name prefixes, npu-smi per host, a hostfile

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /** The root's own fault and its layer (LF 11). */
    enum Fault {
        SDMA("device"), ECC("device"), CQE("network"), EXCEPTION("script"), OOM("script"), STALL("script");

        final String layer;

        Fault(String layer) {
            this.layer = layer;
        }
    }

    public static void main(String[] args) throws IOException {
        // the contract of bench/field-trees.sh: --out DIR --count N --seed S, in any order, each exactly once
        String outArg = null;
        long count = -1;
        long seed = -1;
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            if (i + 1 == args.length) {
                fail("'" + flag + "' has no value; " + USAGE);
            }
            String value = args[++i];
            switch (flag) {
                case "--out" -> outArg = value;
                case "--count" -> count = wholeNumber(flag, value);
                case "--seed" -> seed = wholeNumber(flag, value);
                default -> fail("unknown argument '" + flag + "'; " + USAGE);
            }
        }
        if (outArg == null || count < 0 || seed < 0) {
            fail(USAGE);
        }
        Path out = Path.of(outArg);
        Files.createDirectories(out);
        Map<String, Integer> drawn = new TreeMap<>();
        Kind[] kinds = Kind.values();
        for (int i = 0; i < count; i++) {
            Kind kind = kinds[i % kinds.length];
            new Tree(kind, new Random(seed * 1_000_033L + i), out.resolve(String.format(Locale.ROOT, "tree-%03d", i)))
                .write();
            drawn.merge(kind.label, 1, Integer::sum);
        }
        System.out.println("seventh36 generator: seed " + seed + ", " + count + " trees under " + out);
        for (Map.Entry<String, Integer> e : drawn.entrySet()) {
            System.out.println("  " + e.getKey() + ": " + e.getValue());
        }
    }

    private static final String USAGE = "usage: java bench/SeventhTrees.java --out DIR --count N --seed S";

    /** A flag's value as a whole number of at most 18 digits, or one clear message and exit 2. */
    private static long wholeNumber(String flag, String value) {
        if (!value.matches("[0-9]{1,18}")) {
            fail(flag + " takes a whole number of at most 18 digits, not '" + value + "'");
        }
        return Long.parseLong(value);
    }

    static void fail(String message) {
        System.err.println("SeventhTrees: " + message);
        System.exit(2);
    }
}

/** One rank: global rank, host index, device, and its process id in each attempt. */
record Rank(int rank, int host, int device, int pid1, int pid2) {
    int pid(int attempt) {
        return attempt == 1 ? pid1 : pid2;
    }
}

final class Tree {
    private static final DateTimeFormatter PLOG_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS");
    private static final DateTimeFormatter FILE_TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
    private static final DateTimeFormatter ERR_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss");
    private static final DateTimeFormatter AGENT_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
    private static final DateTimeFormatter FAIL_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH:mm:ss");
    private static final DateTimeFormatter GLOG_TS = DateTimeFormatter.ofPattern("MMdd HH:mm:ss.SSSSSS");
    private static final DateTimeFormatter CTIME = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ROOT);
    private static final String[] OPS = {"ALLREDUCE", "ALLGATHER", "REDUCE_SCATTER", "BROADCAST"};
    private static final String[] PREFIX = {"node", "ascend", "train", "pt", "aicc"};

    private final SeventhTrees.Kind kind;
    private final Random rnd;
    private final Path dir;
    private final Path logs;
    private final Set<String> forms = new LinkedHashSet<>();
    // file (relative to logs/) -> lines; gzip set holds files written compressed
    private final Map<String, List<String>> files = new LinkedHashMap<>();
    private final Set<String> gzip = new LinkedHashSet<>();

    private int hosts;
    private int perHost;
    private int ranks;
    private String[] hostName;
    private String[] hostIp;
    private long[] skewSec;          // each host's clock minus true time
    private int[] execTimeout;       // HCCL_EXEC_TIMEOUT per host, seconds
    private boolean[] execSet;       // set by the environment (else the default)
    private final List<Rank> all = new ArrayList<>();
    private String identifier;
    private boolean chinese;

    Tree(SeventhTrees.Kind kind, Random rnd, Path dir) {
        this.dir = dir;
        logs = dir.resolve("logs"); // what the engine reads; expected.json and forms.txt lie beside it
        this.kind = kind;
        this.rnd = rnd;
    }

    void write() throws IOException {
        hosts = 2 + rnd.nextInt(3);
        perHost = rnd.nextBoolean() ? 8 : 4;
        ranks = hosts * perHost;
        String prefix = PREFIX[rnd.nextInt(PREFIX.length)];
        int base = rnd.nextInt(40);
        hostName = new String[hosts];
        hostIp = new String[hosts];
        skewSec = new long[hosts];
        execTimeout = new int[hosts];
        execSet = new boolean[hosts];
        int net = 10 + rnd.nextInt(200);
        for (int h = 0; h < hosts; h++) {
            hostName[h] = String.format(Locale.ROOT, "%s-%02d", prefix, base + h);
            hostIp[h] = "10." + net + "." + (rnd.nextInt(250) + 1) + "." + (11 + h);
            execTimeout[h] = 1836;
        }
        Set<Integer> pids = new LinkedHashSet<>();
        for (int r = 0; r < ranks; r++) {
            all.add(new Rank(r, r / perHost, r % perHost, freshPid(pids), freshPid(pids)));
        }
        chinese = rnd.nextBoolean();
        LocalDateTime start = LocalDateTime.of(2026, 1 + rnd.nextInt(11), 1 + rnd.nextInt(27), rnd.nextInt(20),
            rnd.nextInt(60), rnd.nextInt(60)).plusNanos(rnd.nextInt(1000) * 1_000_000L);
        identifier = hostIp[0] + "%eth0_60000_0_" + (1_760_000_000_000_000L + rnd.nextInt(900_000_000));

        Rank root = all.get(rnd.nextInt(ranks));
        SeventhTrees.Fault fault;
        int rootAttempt = 1;
        String note;
        switch (kind) {
            case RESTART_SECOND -> {
                // attempt 1: another rank fails (script or network); torchrun restarts the group; attempt 2's root
                Rank first = other(root);
                SeventhTrees.Fault f1 = rnd.nextBoolean() ? SeventhTrees.Fault.EXCEPTION : SeventhTrees.Fault.CQE;
                fault = pick(SeventhTrees.Fault.SDMA, SeventhTrees.Fault.ECC, SeventhTrees.Fault.CQE,
                    SeventhTrees.Fault.EXCEPTION);
                LocalDateTime t1 = start.plusMinutes(20 + rnd.nextInt(200));
                LocalDateTime end1 = attempt(1, start, first, f1, t1, true);
                LocalDateTime start2 = end1.plusSeconds(40 + rnd.nextInt(60));
                attempt(2, start2, root, fault, start2.plusMinutes(15 + rnd.nextInt(300)), false);
                rootAttempt = 2;
                note = "attempt 1 failed at rank " + first.rank() + " (" + f1 + "), torchrun restarted the group; "
                    + "attempt 2 failed at rank " + root.rank() + " and ended the job";
            }
            case RESTART_FIRST -> {
                fault = pick(SeventhTrees.Fault.SDMA, SeventhTrees.Fault.ECC, SeventhTrees.Fault.CQE,
                    SeventhTrees.Fault.EXCEPTION);
                LocalDateTime end1 = attempt(1, start, root, fault, start.plusMinutes(20 + rnd.nextInt(300)),
                    false);
                LocalDateTime start2 = end1.plusSeconds(90 + rnd.nextInt(300));
                cleanAttempt(2, start2, start2.plusMinutes(10 + rnd.nextInt(90)));
                note = "pods restarted after attempt 1 (rank " + root.rank() + " failed); attempt 2's files lie "
                    + "beside it, still training when collected";
            }
            case OOM_HANG -> {
                fault = SeventhTrees.Fault.OOM;
                attempt(1, start, root, fault, start.plusMinutes(20 + rnd.nextInt(400)), false);
                note = "host OOM killer took rank " + root.rank() + "; the others hung and timed out";
            }
            case CKPT_STALL -> {
                fault = SeventhTrees.Fault.STALL;
                attempt(1, start, root, fault, start.plusMinutes(30 + rnd.nextInt(400)), false);
                note = "rank " + root.rank() + " was saving a checkpoint; every rank reported EI0002, it last";
            }
            case WATCHDOG -> {
                fault = pick(SeventhTrees.Fault.ECC, SeventhTrees.Fault.CQE, SeventhTrees.Fault.EXCEPTION);
                for (int h = 0; h < hosts; h++) {
                    execSet[h] = true;
                    execTimeout[h] = 300 + 60 * rnd.nextInt(30);
                }
                attempt(1, start, root, fault, start.plusMinutes(20 + rnd.nextInt(300)), false);
                note = "watchdog timeouts on the others' consoles (PG timeout below HCCL_EXEC_TIMEOUT, no plog "
                    + "cascade); rank " + root.rank() + "'s own error is in its console";
            }
            case CLOCK_SKEW -> {
                fault = pick(SeventhTrees.Fault.SDMA, SeventhTrees.Fault.ECC, SeventhTrees.Fault.CQE,
                    SeventhTrees.Fault.EXCEPTION);
                int timeout = 120 + 60 * rnd.nextInt(4);
                for (int h = 0; h < hosts; h++) {
                    execSet[h] = true;
                    execTimeout[h] = timeout;
                }
                skewSec[root.host()] = timeout + 120 + rnd.nextInt(600);
                attempt(1, start, root, fault, start.plusMinutes(20 + rnd.nextInt(300)), false);
                note = "host " + hostName[root.host()] + "'s clock is " + skewSec[root.host()] + " s ahead; its "
                    + "root fault reads later than the others' timeouts";
            }
            default -> { // ROTATED_GZ, FLAT_UPLOAD
                fault = pick(SeventhTrees.Fault.SDMA, SeventhTrees.Fault.ECC, SeventhTrees.Fault.CQE,
                    SeventhTrees.Fault.EXCEPTION);
                if (kind == SeventhTrees.Kind.ROTATED_GZ && fault == SeventhTrees.Fault.EXCEPTION) {
                    fault = SeventhTrees.Fault.SDMA; // the root's fault must be in its plog to be rotated away
                }
                attempt(1, start, root, fault, start.plusMinutes(30 + rnd.nextInt(300)), false);
                note = kind == SeventhTrees.Kind.ROTATED_GZ
                    ? "rank " + root.rank() + "'s fault is in its oldest plog files; its newest holds only a later "
                        + "generic call trace"
                    : "one folder with host-name prefixes, npu-smi per host and a hostfile";
            }
        }
        for (int h = 0; h < hosts; h++) {
            npuSmi(h, kind == SeventhTrees.Kind.FLAT_UPLOAD || rnd.nextInt(3) == 0,
                fault == SeventhTrees.Fault.ECC && h == root.host() ? root.device() : -1);
        }
        if (kind == SeventhTrees.Kind.FLAT_UPLOAD) {
            List<String> hf = new ArrayList<>();
            for (int h = 0; h < hosts; h++) {
                hf.add(hostName[h] + " slots=" + perHost);
            }
            files.put("hostfile", hf);
            forms.add("hostfile `<host> slots=<n>` (MPI/DeepSpeed form)");
        }
        flush();
        String host = hostName[root.host()]; // flat-upload: the host-name prefix of the root's files
        StringBuilder json = new StringBuilder();
        json.append("{\"kind\": \"").append(kind.label).append("\", \"layer\": \"").append(fault.layer)
            .append("\", \"fault\": \"").append(fault.name().toLowerCase(Locale.ROOT))
            .append("\", \"root\": {\"host\": \"").append(host).append("\", \"rank\": ").append(root.rank())
            .append(", \"device\": ").append(root.device()).append(", \"pid\": \"").append(root.pid(rootAttempt))
            .append("\"}, \"attempt\": ").append(rootAttempt).append(", \"ranks\": ").append(ranks)
            .append(", \"hosts\": ").append(hosts).append(", \"chinese\": ").append(chinese)
            .append(", \"note\": \"").append(note).append("\"}\n");
        Files.writeString(dir.resolve("expected.json"), json.toString(), StandardCharsets.UTF_8);
        List<String> inferred = new ArrayList<>();
        inferred.add("# written by bench/SeventhTrees.java: forms no stored source quotes (their codes and numbers "
            + "are sourced)");
        forms.forEach(x -> inferred.add("* " + x));
        Files.write(dir.resolve("forms.txt"), inferred, StandardCharsets.UTF_8);
    }

    private SeventhTrees.Fault pick(SeventhTrees.Fault... faults) {
        return faults[rnd.nextInt(faults.length)];
    }

    private Rank other(Rank root) {
        Rank r;
        do {
            r = all.get(rnd.nextInt(ranks));
        } while (r.rank() == root.rank());
        return r;
    }

    private int freshPid(Set<Integer> taken) {
        int p;
        do {
            p = 1000 + rnd.nextInt(3_900_000);
        } while (!taken.add(p));
        return p;
    }

    // ------------------------------------------------------------------ one attempt

    /**
     * Writes one attempt in which {@code root} fails with {@code fault} at true time {@code tf} and the others
     * cascade. Returns the true time the attempt ended (the agents' last line).
     */
    private LocalDateTime attempt(int attempt, LocalDateTime start, Rank root, SeventhTrees.Fault fault,
                                  LocalDateTime tf, boolean restartFollows) {
        Map<Integer, List<String>> console = new TreeMap<>();
        Map<Integer, List<String>> debug = new TreeMap<>();
        Map<Integer, List<String>> run = new TreeMap<>();
        int seq = 1000 + rnd.nextInt(50_000);
        String op = OPS[rnd.nextInt(OPS.length)];
        for (Rank r : all) {
            console.put(r.rank(), new ArrayList<>());
            debug.put(r.rank(), new ArrayList<>());
            run.put(r.rank(), new ArrayList<>());
            init(attempt, r, start.plusNanos(rnd.nextInt(900) * 1_000_000L), run.get(r.rank()),
                console.get(r.rank()));
            steps(attempt, r, start.plusMinutes(2), tf.minusSeconds(30), debug.get(r.rank()), run.get(r.rank()),
                console.get(r.rank()));
        }
        Map<Integer, LocalDateTime> exitAt = new TreeMap<>();
        Map<Integer, Integer> exitCode = new TreeMap<>();
        // the root's own fault
        LocalDateTime rootEnd = rootFault(attempt, root, fault, tf, seq, op, debug.get(root.rank()),
            console.get(root.rank()));
        exitAt.put(root.rank(), rootEnd);
        exitCode.put(root.rank(), fault == SeventhTrees.Fault.OOM ? -9 : 1);
        // the cascade: each other rank waits on the root directly or on its ring predecessor
        LocalDateTime latestOther = tf;
        for (Rank r : all) {
            if (r.rank() == root.rank()) {
                continue;
            }
            int peer = rnd.nextBoolean() || (r.rank() == (root.rank() + 1) % ranks)
                ? root.rank() : (r.rank() - 1 + ranks) % ranks;
            if (peer == r.rank()) {
                peer = root.rank();
            }
            LocalDateTime waitFrom = fault == SeventhTrees.Fault.STALL ? tf : tf.minusSeconds(rnd.nextInt(5));
            LocalDateTime tc = waitFrom.plusSeconds(execTimeout[r.host()]).plusNanos(rnd.nextInt(900) * 1_000_000L);
            if (kind == SeventhTrees.Kind.WATCHDOG) {
                watchdog(r, tc.minusSeconds(execTimeout[r.host()] / 2), seq, op, console.get(r.rank()));
                tc = tc.minusSeconds(execTimeout[r.host()] / 2);
            } else {
                cascade(attempt, r, root, peer, fault, tc, seq, op, debug.get(r.rank()), console.get(r.rank()));
            }
            exitAt.put(r.rank(), tc.plusSeconds(1 + rnd.nextInt(3)));
            exitCode.put(r.rank(), 1);
            if (tc.isAfter(latestOther)) {
                latestOther = tc;
            }
        }
        if (fault == SeventhTrees.Fault.STALL) {
            // the straggler leaves the checkpoint save after the others timed out, waits its own timeout, reports last
            LocalDateTime back = latestOther.plusSeconds(30 + rnd.nextInt(300));
            LocalDateTime tr = back.plusSeconds(execTimeout[root.host()]);
            int peer = (root.rank() + 1) % ranks;
            cascade(attempt, root, all.get(peer), peer, SeventhTrees.Fault.EXCEPTION, tr, seq, op, debug.get(root.rank()),
                console.get(root.rank()));
            exitAt.put(root.rank(), tr.plusSeconds(2));
        }
        // write the files of this attempt
        LocalDateTime end = tf;
        for (LocalDateTime t : exitAt.values()) {
            if (t.isAfter(end)) {
                end = t;
            }
        }
        for (Rank r : all) {
            writePlogs(attempt, r, root, start, debug.get(r.rank()), run.get(r.rank()));
        }
        for (int h = 0; h < hosts; h++) {
            agentConsole(attempt, h, root, fault, console, exitAt, exitCode, restartFollows);
        }
        if (fault == SeventhTrees.Fault.OOM) {
            kernelLog(root, rootEnd);
        }
        return end.plusSeconds(5);
    }

    /** An attempt with no failure: init, steps, INFO only (the pod-restart kind's second attempt). */
    private void cleanAttempt(int attempt, LocalDateTime start, LocalDateTime until) {
        Map<Integer, List<String>> console = new TreeMap<>();
        for (Rank r : all) {
            List<String> c = new ArrayList<>();
            List<String> d = new ArrayList<>();
            List<String> run = new ArrayList<>();
            init(attempt, r, start.plusNanos(rnd.nextInt(900) * 1_000_000L), run, c);
            steps(attempt, r, start.plusMinutes(2), until, d, run, c);
            console.put(r.rank(), c);
            writePlogs(attempt, r, null, start, d, run);
        }
        for (int h = 0; h < hosts; h++) {
            List<String> lines = new ArrayList<>();
            for (Rank r : all) {
                if (r.host() == h) {
                    for (String l : console.get(r.rank())) {
                        lines.add("[rank" + r.rank() + "]: " + l);
                    }
                }
            }
            files.put(consoleName(h, attempt), lines);
        }
    }

    private void init(int attempt, Rank r, LocalDateTime t, List<String> run, List<String> console) {
        int pid = r.pid(attempt);
        LocalDateTime ht = host(r, t);
        run.add(plog("INFO", "HCCL", pid, ht, "externalinput.cc:598", "[" + pid + "][HCCL_ENV] "
            + "HCCL_CONNECT_TIMEOUT set by default to [120]s"));
        if (execSet[r.host()]) {
            run.add(plog("INFO", "HCCL", pid, ht, "externalinput.cc:612", "[" + pid + "][HCCL_ENV] "
                + "HCCL_EXEC_TIMEOUT set by environment to [" + execTimeout[r.host()] + "]s"));
            forms.add("`[HCCL_ENV] HCCL_EXEC_TIMEOUT set by environment to [n]s` (LF 8.4 quotes only the default form;"
                + " ascend-fd matches `HCCL_EXEC_TIMEOUT set by`)");
        } else {
            run.add(plog("INFO", "HCCL", pid, ht, "externalinput.cc:612", "[" + pid + "][HCCL_ENV] "
                + "HCCL_EXEC_TIMEOUT set by default to [1836]s"));
        }
        run.add(plog("INFO", "HCCL", pid, ht.plusNanos(3_000_000L), "op_base.cc:1292", "[" + pid
            + "]Entry-HcclCommInitRootInfoInner:ranks[" + ranks + "], rank[" + r.rank() + "], rootinfo: host ip["
            + hostIp[0] + "] port[60000] nicDeploy[1] identifier[" + identifier + "], deviceLogicId["
            + r.device() + "]"));
        if (kind == SeventhTrees.Kind.WATCHDOG) {
            int pg = execTimeout[r.host()] / 2 * 1000;
            console.add(String.format(Locale.ROOT, "[W%s %d ProcessGroupHCCL.cpp:%d] Warning: The watchdog timeout "
                + "%dms(which is set by init_process_group) is less than or equal to HCCL execution timeout %dms! "
                + "The plog may not be recorded.", GLOG_TS.format(ht), pid, 900 + rnd.nextInt(100), pg,
                execTimeout[r.host()] * 1000));
            forms.add("the glog prefix `[W<MMDD> <time> <tid> ProcessGroupHCCL.cpp:<n>]` of torch_npu's watchdog "
                + "lines (LF 7.3: by analogy with NCCL)");
        }
        if (attempt == 2 && kind != SeventhTrees.Kind.RESTART_SECOND) {
            console.add(chinese ? "从检查点恢复训练: /ckpt/latest" : "resuming from checkpoint /ckpt/latest");
        }
    }

    private void steps(int attempt, Rank r, LocalDateTime from, LocalDateTime to, List<String> debug,
                       List<String> run, List<String> console) {
        int pid = r.pid(attempt);
        int n = 3 + rnd.nextInt(4);
        long span = Math.max(60, java.time.Duration.between(from, to).getSeconds());
        for (int i = 0; i < n; i++) {
            LocalDateTime t = host(r, from.plusSeconds(span * i / n));
            int step = 100 * (i + 1) + 50 * (attempt - 1) * 10;
            if (r.device() == 0 || rnd.nextInt(4) == 0) {
                console.add(chinese
                    ? String.format(Locale.ROOT, "第 %d 步, loss=%.4f, 学习率=%.1e, 耗时 %.2f 秒", step,
                        2.5 - i * 0.07 + rnd.nextDouble() * 0.05, 1e-4, 0.8 + rnd.nextDouble())
                    : String.format(Locale.ROOT, "step %d loss %.4f lr %.1e time %.2fs", step,
                        2.5 - i * 0.07 + rnd.nextDouble() * 0.05, 1e-4, 0.8 + rnd.nextDouble()));
            }
            if (rnd.nextInt(3) == 0) {
                run.add(plog("INFO", "HCCL", pid, t, "op_base.cc:1581", "[" + pid + "]Entry-HcclAllReduce: tag["
                    + "AllReduce_" + identifier + "], sendBuf[0x12c0" + Integer.toHexString(0x10000 + i) + "], "
                    + "recvBuf[0x12c1" + Integer.toHexString(0x10000 + i) + "], count[" + (4096 << i) + "], "
                    + "dataType[float32], op[sum], localRank[" + r.rank() + "], streamId[7],comm[0x5f3a], "
                    + "deviceLogicId[" + r.device() + "]"));
            }
            if (rnd.nextInt(4) == 0) {
                debug.add(plog("INFO", "RUNTIME", pid, t.plusNanos(2_000_000L), "stream.cc:1024", pid
                    + " Stream create success, stream_id=" + (40 + rnd.nextInt(20)) + ", device_id=" + r.device()));
                forms.add("RUNTIME INFO noise `Stream create success, stream_id=..`");
            }
        }
        if (rnd.nextInt(3) == 0) {
            debug.add(plog("WARNING", "GE", pid, host(r, from.plusSeconds(5)), "ge_local_context.cc:76", pid
                + " GetOption: option ge.exec.precision_mode not found, use default value"));
            forms.add("GE WARNING noise `GetOption: option .. not found, use default value`");
        }
    }

    // ------------------------------------------------------------------ root faults

    private LocalDateTime rootFault(int attempt, Rank r, SeventhTrees.Fault fault, LocalDateTime tf, int seq,
                                    String op, List<String> debug, List<String> console) {
        int pid = r.pid(attempt);
        LocalDateTime ht = host(r, tf);
        int tid = pid + 50 + rnd.nextInt(400);
        Rank peer = all.get((r.rank() + 1) % ranks);
        switch (fault) {
            case SDMA -> {
                debug.add(plog("ERROR", "RUNTIME", pid, ht, "task_info.cc:1170", tid
                    + " PrintSdmaErrorInfoForFftsPlusTask:fftsplus task execute failed, dev_id=" + r.device()
                    + ", stream_id=" + (40 + rnd.nextInt(20)) + ", task_id=" + rnd.nextInt(60) + ", context_id="
                    + rnd.nextInt(30) + ", thread_id=0, err_type=4[fftsplus sdma error]"));
                debug.add(plog("ERROR", "HCCL", pid, ht.plusNanos(400_000L), "task_exception_handler.cc:27",
                    "[" + tid + "][TaskExecStage][RunFailed][HOST]Task run failed, base information is streamID:["
                    + (40 + rnd.nextInt(20)) + "], taskID[" + rnd.nextInt(60) + "], tag[" + tag(op) + "], "
                    + "taskType[Memcpy], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
                console.add("RuntimeError: The Inner error is reported as above. The process exits for this inner "
                    + "error, and the current working operator name is " + op.toLowerCase(Locale.ROOT) + ".");
                console.add("[PID: " + pid + "] " + cannTs(ht) + " Execution_Error_SDMA(EI0012): SDMA memory copy "
                    + "task exception occurred. Remote rank: " + peer.rank() + ". Base information: streamID:["
                    + (40 + rnd.nextInt(20)) + "]. Task information: taskType[Memcpy]. Communicator information: "
                    + identifier + ".");
                forms.add("the RuntimeError sentence before the CANN block");
                return tf.plusSeconds(2);
            }
            case ECC -> {
                debug.add(plog("ERROR", "APP", pid, ht, "log_inner.cpp:76", tid + " build/CMakeFiles/torch_npu.dir/"
                    + "compiler_depend.ts:synchronize:88: \"[PTA]:\"NPU function error: HBM MULTI BIT ECC ERROR, "
                    + "error code is 507054\""));
                console.add("RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:88 NPU "
                    + "function error: HBM MULTI BIT ECC ERROR, error code is 507054");
                console.add("[ERROR] " + ERR_TS.format(ht) + " (PID:" + pid + ", Device:" + r.device() + ", RankID:"
                    + r.rank() + ") ERR00100 PTA call acl api failed");
                console.add("[Error]: The device memory has a multi-bit ECC error (HBM MULTI BIT ECC ERROR).");
                forms.add("`NPU function error: HBM MULTI BIT ECC ERROR, error code is 507054` (LF 7.2 call form, "
                    + "LF 11 ACL 507054)");
                return tf.plusSeconds(1);
            }
            case CQE -> {
                String devIp = devIp(r);
                debug.add(plog("ERROR", "ROCE", pid, ht, "hns_roce_lite.c:630",
                    "hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15"));
                debug.add(plog("ERROR", "HCCP", pid, ht.plusNanos(38_000L), "ra_hdc_lite.c:794", "tid:" + tid
                    + ",ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]"));
                debug.add(plog("ERROR", "HCCL", pid, ht.plusNanos(900_000L), "heartbeat.cc:1290", "[" + tid
                    + "][TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:["
                    + ht.toString().replace('T', ' ') + "],localInfo{server[" + hostIp[r.host()] + "],deviceId["
                    + r.device() + "],deviceIp[" + devIp + "]}, remoteIP{server[" + hostIp[peer.host()]
                    + "],deviceId[" + peer.device() + "],deviceIp[" + devIp(peer) + "]}"));
                console.add("RuntimeError: The Inner error is reported as above. The process exits for this inner "
                    + "error, and the current working operator name is " + op.toLowerCase(Locale.ROOT) + ".");
                console.add("[PID: " + pid + "] " + cannTs(ht.plusSeconds(1)) + " Execution_Error_ROCE_CQE(EI0013): "
                    + "An error CQE occurred during operator execution. Local information: server "
                    + hostIp[r.host()] + ", device ID " + r.device() + ", device IP " + devIp + ". Peer information: "
                    + "server " + hostIp[peer.host()] + ", device ID " + peer.device() + ", device IP "
                    + devIp(peer) + ".");
                return tf.plusSeconds(3);
            }
            case EXCEPTION -> {
                String[][] errs = {
                    {"KeyError: 'input_ids'", "batch = collate(samples)"},
                    {"FileNotFoundError: [Errno 2] No such file or directory: '/data/shard_0" + rnd.nextInt(90)
                        + ".bin'", "shard = open(path, 'rb')"},
                    {"ValueError: Expected input batch_size (" + (8 + rnd.nextInt(8)) + ") to match target "
                        + "batch_size (16).", "loss = criterion(logits, labels)"},
                };
                String[] e = errs[rnd.nextInt(errs.length)];
                console.add("Traceback (most recent call last):");
                console.add("  File \"/workspace/train.py\", line " + (200 + rnd.nextInt(200)) + ", in <module>");
                console.add("    main()");
                console.add("  File \"/workspace/train.py\", line " + (80 + rnd.nextInt(100)) + ", in train_step");
                console.add("    " + e[1]);
                console.add(e[0]);
                console.add("[ERROR] " + ERR_TS.format(ht) + " (PID:" + pid + ", Device:" + r.device() + ", RankID:"
                    + r.rank() + ") ERR99999 UNKNOWN applicaiton exception");
                return tf.plusSeconds(1);
            }
            case OOM -> {
                if (chinese) {
                    console.add("数据加载: 预取队列 " + (32 + rnd.nextInt(64)) + " 个批次, num_workers=" + (16 + rnd.nextInt(16)));
                } else {
                    console.add("dataloader: prefetching " + (32 + rnd.nextInt(64)) + " batches, num_workers="
                        + (16 + rnd.nextInt(16)));
                }
                return tf; // the process dies silently; the kernel log and the agent tell
            }
            case STALL -> {
                console.add(chinese ? "正在保存检查点到 /ckpt/step_" + (1000 + rnd.nextInt(9000)) + " ..."
                    : "saving checkpoint to /ckpt/step_" + (1000 + rnd.nextInt(9000)) + " ...");
                return tf;
            }
            default -> throw new IllegalStateException(fault.name());
        }
    }

    /** A non-root rank's timeout: task exception lines, sometimes the heartbeat conclusion, the EI0002 block. */
    private void cascade(int attempt, Rank r, Rank root, int peer, SeventhTrees.Fault fault, LocalDateTime tc,
                         int seq, String op, List<String> debug, List<String> console) {
        int pid = r.pid(attempt);
        LocalDateTime ht = host(r, tc);
        int tid = pid + 50 + rnd.nextInt(400);
        int stream = 2 + rnd.nextInt(40);
        debug.add(plog("ERROR", "HCCL", pid, ht, "task_exception_handler.cc:27", "[" + tid
            + "][TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[" + stream + "], taskID["
            + rnd.nextInt(60) + "], tag[" + tag(op) + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
        debug.add(plog("ERROR", "HCCL", pid, ht.plusNanos(60_000L), "task_exception_handler.cc:31", "[" + tid
            + "][TaskExecStage][Timeout][HOST]groupRank information is group:[" + identifier + "], user define "
            + "information[], rankSize[" + ranks + "], rankId[" + r.rank() + "]."));
        if (r.rank() != root.rank() && rnd.nextInt(3) == 0) {
            String type = switch (fault) {
                case CQE -> "Error cqe Occurred";
                case STALL -> "Stuck Occurred";
                default -> "Heartbeat Lost Occurred";
            };
            debug.add(plog("ERROR", "HCCL", pid, ht.minusSeconds(20 + rnd.nextInt(60)), "heartbeat.cc:1410", "["
                + tid + "][TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:["
                + hostIp[root.host()] + "/" + root.device() + "], Arrival Time:["
                + CTIME.format(ht.minusSeconds(25)) + "], "
                + "Discoverer:[" + hostIp[r.host()] + "/" + r.device() + "], ExceptionType:[" + type + "], "
                + "Possible Reason:1. Process has exited, 2. Network Disconnected"));
        }
        console.add("RuntimeError: The Inner error is reported as above. The process exits for this inner error, "
            + "and the current working operator name is " + op.toLowerCase(Locale.ROOT) + ".");
        if (rnd.nextBoolean()) {
            console.add("[PID: " + pid + "] " + cannTs(ht) + " Communication_Error_Timeout(EI0002): A timeout occurs "
                + "when the Notify register waits for execution. Waiting peer rank: " + peer + "; task information: "
                + "streamID:[" + stream + "]; communication operator information: " + op + "; communicator: "
                + identifier + ".");
        } else {
            console.add("EI0002: [PID: " + pid + "] " + cannTs(ht) + " The wait execution of the Notify register "
                + "times out. Reason: The Notify register has not received the Notify record from remote rank: ["
                + peer + "]. base information: [streamID:[" + stream + "]]. task information: []. group "
                + "information: [" + identifier + "]");
        }
        console.add("[ERROR] " + ERR_TS.format(ht) + " (PID:" + pid + ", Device:" + r.device() + ", RankID:"
            + r.rank() + ") ERR02200 DIST call hccl api failed.");
    }

    /** torch_npu ProcessGroupHCCL's watchdog on a non-root rank (LF 7.3). */
    private void watchdog(Rank r, LocalDateTime t, int seq, String op, List<String> console) {
        int pid = r.pid1();
        LocalDateTime ht = host(r, t);
        int ms = execTimeout[r.host()] / 2 * 1000;
        String work = "WorkHCCL(SeqNum=" + seq + ", OpType=" + op + ", NumelIn=" + (1 << (18 + rnd.nextInt(6)))
            + ", NumelOut=" + (1 << (18 + rnd.nextInt(6))) + ", Timeout(ms)=" + ms + ")";
        String glog = "[E" + GLOG_TS.format(ht) + " " + (pid + 7) + " ProcessGroupHCCL.cpp:" + (600 + rnd.nextInt(90))
            + "] ";
        console.add(glog + "[Rank " + r.rank() + "] Watchdog caught collective operation timeout: " + work
            + " ran for " + (ms + rnd.nextInt(900)) + " milliseconds before timing out.");
        console.add(glog + "Some HCCL operations have failed or timed out. Due to the asynchronous nature of ASCEND "
            + "kernels, subsequent NPU operations might run on corrupted/incomplete data.");
        console.add(glog + "To avoid data inconsistency, we are taking the entire process down.");
        console.add(glog + "[Rank " + r.rank() + "] HCCL watchdog thread terminated with exception: [Rank "
            + r.rank() + "] Watchdog caught collective operation timeout: " + work + " ran for " + (ms + 1000)
            + " milliseconds before timing out.");
    }

    // ------------------------------------------------------------------ files

    private void writePlogs(int attempt, Rank r, Rank root, LocalDateTime start, List<String> debug,
                            List<String> run) {
        int pid = r.pid(attempt);
        LocalDateTime hs = host(r, start).plusNanos((pid % 997) * 1_000_000L);
        String runName = "plog-" + pid + "_" + FILE_TS.format(hs) + ".log";
        put(r.host(), "run", runName, run);
        if (debug.isEmpty()) {
            return;
        }
        boolean rotate = kind == SeventhTrees.Kind.ROTATED_GZ && (root != null && r.rank() == root.rank()
            || rnd.nextInt(3) == 0);
        if (!rotate) {
            put(r.host(), "debug", "plog-" + pid + "_" + FILE_TS.format(hs.plusNanos(5_000_000L)) + ".log", debug);
            return;
        }
        // three files by creation time (LF 1.2): the root's oldest holds its start and its fault, the middle
        // DEBUG lines written right after, the newest only a later generic error; another rank's newest holds its
        // cascade. The older two are gzipped in most trees (logrotate's compress, LOGREF 0002 note 2).
        boolean isRoot = root != null && r.rank() == root.rank();
        int firstErr = debug.size();
        for (int i = 0; i < debug.size(); i++) {
            if (debug.get(i).startsWith("[ERROR]")) {
                firstErr = i;
                break;
            }
        }
        int cut = isRoot ? debug.size() : firstErr;
        List<String> oldest = new ArrayList<>();
        oldest.add(plog("INFO", "HCCL", pid, hs.plusNanos(6_000_000L), "adapter_prof.cc:210", "[" + pid
            + "]profiling switch off"));
        oldest.addAll(debug.subList(0, cut));
        LocalDateTime midAt = isRoot ? lastTime(oldest).plusNanos(20_000_000L) : hs.plusMinutes(5);
        List<String> middle = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            middle.add(plog("DEBUG", "HCCL", pid, midAt.plusNanos(i * 10_000_000L), "transport_manager.cc:880",
                "[" + (pid + 3) + "]transport link check, remote rank[" + rnd.nextInt(ranks) + "] status[ok]"));
        }
        forms.add("HCCL DEBUG/INFO noise `transport link check, remote rank[..] status[ok]`, `profiling switch off`");
        List<String> newest = new ArrayList<>(debug.subList(cut, debug.size()));
        LocalDateTime newAt;
        if (isRoot) {
            newAt = lastTime(middle).plusNanos(50_000_000L);
            newest.add(plog("ERROR", "HCCL", pid, newAt.plusNanos(30_000_000L), "hccl_communicator.cc:3104", "["
                + (pid + 9) + "][ExecOp]call trace: hcclRet -> 4"));
            forms.add("a root's newest rotated file holding only `[ExecOp]call trace: hcclRet -> 4`");
        } else if (newest.isEmpty()) {
            newAt = lastTime(middle).plusSeconds(60);
            newest.add(plog("INFO", "HCCL", pid, newAt, "adapter_prof.cc:210", "[" + pid + "]profiling switch off"));
        } else {
            newAt = lastTime(newest.subList(0, 1)).minusSeconds(1);
        }
        boolean gz = rnd.nextInt(4) != 0;
        String n0 = "plog-" + pid + "_" + FILE_TS.format(hs.plusNanos(5_000_000L)) + ".log";
        String n1 = "plog-" + pid + "_" + FILE_TS.format(midAt) + ".log";
        String n2 = "plog-" + pid + "_" + FILE_TS.format(newAt) + ".log";
        put(r.host(), "debug", gz ? n0 + ".gz" : n0, oldest);
        put(r.host(), "debug", gz ? n1 + ".gz" : n1, middle);
        put(r.host(), "debug", n2, newest);
        if (gz) {
            gzip.add(path(r.host(), "debug", n0 + ".gz"));
            gzip.add(path(r.host(), "debug", n1 + ".gz"));
        }
    }

    private LocalDateTime lastTime(List<String> plogLines) {
        String last = plogLines.get(plogLines.size() - 1);
        int colon = last.indexOf("):");
        String ts = last.substring(colon + 2, colon + 2 + 23);
        return LocalDateTime.parse(ts, PLOG_TS);
    }

    private void put(int h, String sub, String name, List<String> lines) {
        files.put(path(h, sub, name), lines);
    }

    private String path(int h, String sub, String name) {
        if (kind == SeventhTrees.Kind.FLAT_UPLOAD) {
            return hostName[h] + "_" + sub + "_" + name;
        }
        return hostName[h] + "/ascend/log/" + sub + "/plog/" + name;
    }

    private String consoleName(int h, int attempt) {
        String name = switch (kind) {
            case RESTART_FIRST -> attempt == 1 ? "train-previous.log" : "train.log";
            default -> "train.log";
        };
        return kind == SeventhTrees.Kind.FLAT_UPLOAD ? hostName[h] + "_" + name : hostName[h] + "/" + name;
    }

    /** One host's torchrun console: its ranks' lines with `[rankN]:` prefixes, then the agent's lines. */
    private void agentConsole(int attempt, int h, Rank root, SeventhTrees.Fault fault,
                              Map<Integer, List<String>> console, Map<Integer, LocalDateTime> exitAt,
                              Map<Integer, Integer> exitCode, boolean restartFollows) {
        String name = consoleName(h, attempt);
        List<String> lines = files.computeIfAbsent(name, k -> new ArrayList<>());
        List<Rank> local = new ArrayList<>();
        for (Rank r : all) {
            if (r.host() == h) {
                local.add(r);
                for (String l : console.get(r.rank())) {
                    lines.add("[rank" + r.rank() + "]: " + l);
                }
            }
        }
        // the first local failure by time is the agent's "root cause" for this host
        Rank firstLocal = local.get(0);
        for (Rank r : local) {
            if (exitAt.get(r.rank()).isBefore(exitAt.get(firstLocal.rank()))) {
                firstLocal = r;
            }
        }
        LocalDateTime t = host(firstLocal, exitAt.get(firstLocal.rank()));
        for (Rank r : local) {
            if (r != firstLocal) {
                lines.add("[" + AGENT_TS.format(t.plusNanos(200_000_000L)) + "] torch.distributed.elastic."
                    + "multiprocessing.api: [WARNING] Sending process " + r.pid(attempt) + " closing signal SIGTERM");
            }
        }
        lines.add("[" + AGENT_TS.format(t.plusSeconds(1)) + "] torch.distributed.elastic.multiprocessing.api: "
            + "[ERROR] failed (exitcode: " + exitCode.get(firstLocal.rank()) + ") local_rank: " + firstLocal.device()
            + " (pid: " + firstLocal.pid(attempt) + ") of binary: /usr/local/python3.10/bin/python3");
        if (restartFollows) {
            lines.add("[" + AGENT_TS.format(t.plusSeconds(2)) + "] torch.distributed.elastic.agent.server.api: "
                + "[INFO] [default] Worker group FAILED. 3/3 attempts left; will restart worker group");
            lines.add("[" + AGENT_TS.format(t.plusSeconds(2)) + "] torch.distributed.elastic.agent.server.api: "
                + "[INFO] [default] Stopping worker group");
            return;
        }
        lines.add("Traceback (most recent call last):");
        lines.add("  File \"/usr/local/python3.10/bin/torchrun\", line 8, in <module>");
        lines.add("    sys.exit(main())");
        lines.add("torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ");
        lines.add("============================================================");
        lines.add("/workspace/train.py FAILED");
        lines.add("------------------------------------------------------------");
        lines.add("Failures:");
        int k = 1;
        for (Rank r : local) {
            if (r == firstLocal) {
                continue;
            }
            lines.add("[" + k++ + "]:");
            lines.add("  time      : " + FAIL_TS.format(t.plusSeconds(1)));
            lines.add("  host      : " + hostName[h]);
            lines.add("  rank      : " + r.rank() + " (local_rank: " + r.device() + ")");
            lines.add("  exitcode  : -15 (pid: " + r.pid(attempt) + ")");
            lines.add("  error_file: <N/A>");
            lines.add("  traceback : Signal 15 (SIGTERM) received by PID " + r.pid(attempt));
        }
        if (k == 1) {
            lines.add("  <NO_OTHER_FAILURES>");
        }
        lines.add("------------------------------------------------------------");
        lines.add("Root Cause (first observed failure):");
        lines.add("[0]:");
        lines.add("  time      : " + FAIL_TS.format(t));
        lines.add("  host      : " + hostName[h]);
        lines.add("  rank      : " + firstLocal.rank() + " (local_rank: " + firstLocal.device() + ")");
        int code = exitCode.get(firstLocal.rank());
        lines.add("  exitcode  : " + code + " (pid: " + firstLocal.pid(attempt) + ")");
        lines.add("  error_file: <N/A>");
        lines.add(code == -9 ? "  traceback : Signal 9 (SIGKILL) received by PID " + firstLocal.pid(attempt)
            : "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html");
        lines.add("============================================================");
    }

    /** The root host's kernel log with the OOM kill (Linux mm/oom_kill.c) among harmless lines. */
    private void kernelLog(Rank root, LocalDateTime t) {
        long up = 200_000 + rnd.nextInt(900_000);
        List<String> k = new ArrayList<>();
        k.add(String.format(Locale.ROOT, "[%d.%06d] hns3 0000:7d:00.0 eth0: link up", up - 90_000, rnd.nextInt(999_999)));
        k.add(String.format(Locale.ROOT, "[%d.%06d] python3 invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), "
            + "order=0, oom_score_adj=0", up, rnd.nextInt(999_999)));
        int rss = 200_000_000 + rnd.nextInt(300_000_000);
        k.add(String.format(Locale.ROOT, "[%d.%06d] Out of memory: Killed process %d (python3) total-vm:%dkB, "
            + "anon-rss:%dkB, file-rss:%dkB, shmem-rss:%dkB, UID:0 pgtables:%dkB oom_score_adj:0", up + 1,
            rnd.nextInt(999_999), root.pid1(), rss + 90_000_000, rss, 100_000 + rnd.nextInt(900_000),
            rnd.nextInt(90_000), 400_000 + rnd.nextInt(400_000)));
        forms.add("the `invoked oom-killer` and `link up` kernel lines around the OOM kill");
        String name = kind == SeventhTrees.Kind.FLAT_UPLOAD ? hostName[root.host()] + "_dmesg.txt"
            : hostName[root.host()] + "/dmesg.txt";
        files.put(name, k);
    }

    /** npu-smi info per host (LF 9.3); the ECC root device reads Alarm. */
    private void npuSmi(int h, boolean write, int alarmDevice) {
        if (!write && alarmDevice < 0) {
            return;
        }
        List<String> s = new ArrayList<>();
        s.add("+------------------------------------------------------------------------------------------------+");
        s.add("| npu-smi 23.0.6                   Version: 23.0.6                                               |");
        s.add("+---------------------------+---------------+----------------------------------------------------+");
        s.add("| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|");
        s.add("| Chip                      | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |");
        s.add("+===========================+===============+====================================================+");
        for (int d = 0; d < perHost; d++) {
            String health = d == alarmDevice ? "Alarm" : "OK";
            s.add(String.format(Locale.ROOT, "| %-5d 910B3               | %-13s | %-11.1f %-17d 0    / 0             |",
                d, health, 90 + rnd.nextDouble() * 10, 38 + rnd.nextInt(8)));
            s.add(String.format(Locale.ROOT, "| 0                         | 0000:%02X:00.0  | 0           0    / 0          %-5d/ 65536        |",
                0xc1 + d, 3000 + rnd.nextInt(2000)));
            s.add("+===========================+===============+====================================================+");
        }
        String name = kind == SeventhTrees.Kind.FLAT_UPLOAD ? hostName[h] + "_npu-smi.txt" : hostName[h] + "/npu-smi.txt";
        files.put(name, s);
    }

    private void flush() throws IOException {
        for (Map.Entry<String, List<String>> e : files.entrySet()) {
            Path p = logs.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            byte[] body = (String.join("\n", e.getValue()) + "\n").getBytes(StandardCharsets.UTF_8);
            if (gzip.contains(e.getKey())) {
                try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(p))) {
                    o.write(body);
                }
            } else {
                Files.write(p, body);
            }
        }
    }

    // ------------------------------------------------------------------ small forms

    private LocalDateTime host(Rank r, LocalDateTime t) {
        return t.plusSeconds(skewSec[r.host()]);
    }

    private String plog(String level, String module, int pid, LocalDateTime t, String fileLine, String body) {
        return "[" + level + "] " + module + "(" + pid + ",python3):" + PLOG_TS.format(t) + "."
            + String.format(Locale.ROOT, "%03d", rnd.nextInt(1000)) + " [" + fileLine + "]" + body;
    }

    private String cannTs(LocalDateTime t) {
        return PLOG_TS.format(t) + "." + String.format(Locale.ROOT, "%03d", rnd.nextInt(1000));
    }

    private String tag(String op) {
        String o = switch (op) {
            case "ALLREDUCE" -> "AllReduce";
            case "ALLGATHER" -> "AllGather";
            case "REDUCE_SCATTER" -> "ReduceScatter";
            default -> "Broadcast";
        };
        return o + "_" + identifier;
    }

    private String devIp(Rank r) {
        return "192.168." + (100 + r.host()) + "." + (10 + r.device());
    }
}
