import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * trees33: a third, independent generator of multi-rank failure trees. It was written from the
 * shared sources only (the shared {@code docs/log-formats.md}, "LF" below, with its source tags;
 * the catalogue {@code catalogs/codes.jsonl}; the lesson in {@code seed/}; the ascend-fd fixtures'
 * folder layout), before reading the engine's root-cause code and without reading the other two
 * generators beyond their lists of kinds, so that it shares none of their habits. JDK only:
 *
 * <pre>
 *   java bench/ThirdTrees.java --out DIR --count N [--seed S]
 * </pre>
 *
 * <p>Output contract of {@code bench/field-trees.sh} (which scores it: {@code bench/third-trees.sh}):
 * {@code DIR/tree-NNN/logs/<host folder>/...} and {@code DIR/tree-NNN/expected.json} with the
 * kind, the layer and the root's host folder, rank, device and pid.
 *
 * <p>The root kinds are ones the other two generators do not draw; each cites the source of its
 * layer (see {@link Kind}). Every tree also draws, per host: a folder layout (an ascend-fd
 * collection {@code process_log/} with {@code rank-<r>.log} consoles, LF 10; a copy of
 * {@code ~/ascend/log} with the torchrun console, LF 1.1 and 9.4; a Kubernetes pod folder with the
 * pod's console; the CANN 5.0 flat layout without the debug/run split, LF 1.1), a clock offset of
 * up to two minutes, and per tree the CANN wording (current {@code [PID: p] ts Title(code): msg}
 * blocks and stage tags of CANN 8.5, or the older {@code CODE: ts msg} blocks, LF 2.3, 3.1), whether
 * the HCCL heartbeat lines are there (LF 8.3), a host other than the root's left out of the input,
 * and rotated plogs (a process's debug plog split in two files of one pid, LF 1.2).
 */
public final class ThirdTrees {

  /** The root kinds and the layer each source gives. */
  enum Kind {
    // A rank is still preparing data when the others create the communicator: the server side
    // lists who connected and whom it waited for (EI0015; LF 8.1). The waiters' error is
    // link-setup, the cause is the late rank's script: LF 11 (EI0015, secondary "late rank
    // (script)") and the field-reports layer vocabulary ("barrier timeouts because rank 0
    // preprocesses too long" is script).
    LATE_RANK("script"),
    // One rank issues a different collective than the others at the same step: EI0005
    // "CMD information tag check fail" (LF 4.1, 8.2; catalogue EI0005, its solution: check that
    // the training script of each NPU is consistent); field-reports: ranks diverging is script.
    ORDER_MISMATCH("script"),
    // The task scheduler of the root's NPU loses its heartbeat: ACL 507010
    // ACL_ERROR_RT_LOST_HEARTBEAT, inner 0x0711000B "lost heartbeat" (catalogue; LF 6: device).
    TS_HEARTBEAT("device"),
    // The link between two NPUs breaks: ACL 507056 ACL_ERROR_RT_LINK_ERROR, "HCCS LINK ERROR" in
    // torch_npu, inner 0x07010033 "device network link error" (catalogue; LF 6, 7.2, 11:
    // network (HCCS/UB); field-reports vocabulary: HCCS problems are network).
    HCCS_LINK("network"),
    // The root's NPU still runs the previous job's HCCP: EJ0001 (catalogue, its solution: wait
    // 10 s after killing the last training process; LF 4.2 and 11: device/env). Its neighbours
    // time out setting up links to it (EI0006, LF 8.2).
    HCCP_LEFTOVER("device"),
    // A DataLoader worker of the root's rank raises (torch's "Caught X in DataLoader worker
    // process N"), the rank exits 1 with ERR99999 (LF 7.1, 9.4, 11: script); the others wait in
    // the next collective until HCCL_EXEC_TIMEOUT (EI0002, LF 4.1, 8.3).
    DATALOADER("script");

    final String layer;

    Kind(String layer) {
      this.layer = layer;
    }
  }

  static final DateTimeFormatter PLOG_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss").withZone(ZoneOffset.UTC);
  static final DateTimeFormatter FILE_TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmss").withZone(ZoneOffset.UTC);
  static final DateTimeFormatter RUN_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH:mm:ss").withZone(ZoneOffset.UTC);
  static final DateTimeFormatter AGENT_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);
  static final String[] LAYOUTS = {"ascend-fd", "home-copy", "k8s-pod", "cann5-flat"};
  static final long S = 1_000_000L;

  record Host(int index, String folder, String ip, int layout, long skewUs) {}

  /** One rank's process and the lines it leaves. */
  static final class Proc {
    final int rank;
    final Host host;
    final int device;
    final int pid;
    final String devIp;
    final List<Line> run = new ArrayList<>();
    final List<Line> debug = new ArrayList<>();
    final List<Line> console = new ArrayList<>();
    Integer exitCode; // null: still running when the agent stopped the host
    long exitAt;

    Proc(int rank, Host host, int device, int pid, String devIp) {
      this.rank = rank;
      this.host = host;
      this.device = device;
      this.pid = pid;
      this.devIp = devIp;
    }
  }

  record Line(long at, String text) {}

  private final SplittableRandom rnd;
  private final Kind kind;
  private final List<Host> hosts = new ArrayList<>();
  private final List<Proc> procs = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();
  private final boolean newWording;
  private final boolean heartbeat;
  private final int perHost;
  private final long t0;
  private final String job;
  private Proc root;
  private Host leftOut;

  ThirdTrees(SplittableRandom rnd, Kind kind) {
    this.rnd = rnd;
    this.kind = kind;
    this.newWording = rnd.nextBoolean();
    this.heartbeat = rnd.nextInt(3) > 0;
    int hostCount = 2 + rnd.nextInt(3);
    this.perHost = new int[] {2, 4, 8}[rnd.nextInt(3)];
    this.t0 = Instant.parse("2026-03-01T00:00:00Z").getEpochSecond() * S + rnd.nextLong(200L * 86_400 * S);
    this.job = "job-" + Integer.toHexString(0x1000 + rnd.nextInt(0xefff));
    String style = new String[] {"node-%d", "worker-%d", "gpu%02d", "ai-srv-%d"}[rnd.nextInt(4)];
    int firstOctet = 1 + rnd.nextInt(200);
    for (int h = 0; h < hostCount; h++) {
      int layout = rnd.nextInt(LAYOUTS.length);
      String folder = layout == 2 ? job + "-worker-" + h : String.format(Locale.ROOT, style, h + 1);
      long skew = rnd.nextInt(3) == 0 ? 0 : rnd.nextLong(-120 * S, 120 * S);
      hosts.add(new Host(h, folder, "198.51.100." + (firstOctet + h), layout, skew));
      for (int l = 0; l < perHost; l++) {
        int rank = h * perHost + l;
        procs.add(new Proc(rank, hosts.get(h), l, 1000 + rnd.nextInt(4_000_000),
            "192.0.2." + (10 + h * 16 + l)));
      }
    }
  }

  // ------------------------------------------------------------------ plog and console texts

  String plogTs(Proc p, long at) {
    long t = at + p.host.skewUs();
    long us = Math.floorMod(t, S);
    return PLOG_TS.format(Instant.ofEpochSecond(Math.floorDiv(t, S)))
        + String.format(Locale.ROOT, ".%03d.%03d", us / 1000, us % 1000);
  }

  /** LF 2.1: {@code [LEVEL] MODULE(pid,pname):ts [file:line]body}; newer HCCL has a space before the tid. */
  void plog(List<Line> to, Proc p, long at, String level, String module, String where, String body) {
    String pname = module.equals("HCCP") && body.startsWith("tid:") ? "hccp_service.bin" : "python3";
    String tid = module.equals("HCCL") ? (newWording ? " [" : "[") + (p.pid + 17) + "]" : "";
    to.add(new Line(at, "[" + level + "] " + module + "(" + p.pid + "," + pname + "):" + plogTs(p, at)
        + " [" + where + "]" + tid + body));
  }

  /** LF 3.1: the CANN error block, current (C) or older (A) form. */
  void block(Proc p, long at, String code, String title, String msg, String solution) {
    String ts = plogTs(p, at);
    if (newWording) {
      p.console.add(new Line(at, "[PID: " + p.pid + "] " + ts + " " + title + "(" + code + "): " + msg));
    } else {
      p.console.add(new Line(at, code + ": [PID: " + p.pid + "] " + ts + " " + msg));
    }
    if (solution != null) {
      p.console.add(new Line(at, "        Solution: " + solution));
    }
  }

  /** LF 7.1: torch_npu's {@code [ERROR] ts (PID:, Device:, RankID:) ERRxxyyy SUB msg}. */
  void pta(Proc p, long at, String err) {
    long t = at + p.host.skewUs();
    p.console.add(new Line(at, "[ERROR] " + PLOG_TS.format(Instant.ofEpochSecond(Math.floorDiv(t, S)))
        + " (PID:" + p.pid + ", Device:" + p.device + ", RankID:" + p.rank + ") " + err));
  }

  String identifier() {
    return hosts.get(0).ip() + "%eth0_60000_0_" + (t0 / 1000);
  }

  String tag(String op) {
    return op + "_" + identifier();
  }

  /** The run-log lines of communicator init every rank that reaches it writes (LF 8.1, 8.4). */
  void init(Proc p, long at) {
    if (newWording || rnd.nextBoolean()) {
      plog(p.run, p, at, "INFO", "HCCL", "externalinput.cc:598", "[HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s");
      plog(p.run, p, at + 40, "INFO", "HCCL", "externalinput.cc:598", "[HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [1836]s");
    }
    plog(p.run, p, at + 900, "INFO", "HCCL", "op_base.cc:" + (400 + rnd.nextInt(300)),
        "Entry-HcclCommInitRootInfoInner:ranks[" + procs.size() + "], rank[" + p.rank + "], rootinfo: host ip["
            + hosts.get(0).ip() + "] port[60000] nicDeploy[1] identifier[" + identifier() + "], deviceLogicId["
            + p.device + "]");
    if (newWording) {
      // CANN 8.5's run log states the rank's own host address and device (LF 8.1); older ones do not
      plog(p.run, p, at + 1500, "INFO", "HCCL", "hccl_communicator.cc:" + (300 + rnd.nextInt(200)),
          "[LocalRank Key Info]userRank[" + p.rank + "] hostIp[" + p.host.ip() + "] devicePhyId[" + p.device + "]");
    }
  }

  void entryOp(Proc p, long at, String op, int step) {
    plog(p.run, p, at, "INFO", "HCCL", "op_base.cc:" + (900 + rnd.nextInt(99)),
        "Entry-Hccl" + op + ": tag[" + tag(op) + "], sendBuf[0x12c0" + Integer.toHexString(step * 4096 + p.rank)
            + "], recvBuf[0x12c8" + Integer.toHexString(step * 4096 + p.rank) + "], count[262144], dataType[float32], op["
            + (op.equals("AllReduce") ? "sum" : "") + "], localRank[" + p.rank + "], streamId[7],comm[0x5581" + p.rank
            + "], deviceLogicId[" + p.device + "]");
  }

  void noise(Proc p, long from, long to) {
    String[] texts = {
        "[INFO] %s: step %d, loss %.4f, lr 1.0e-04",
        "[INFO] %s: throughput %.1f samples/s at step %d"};
    int n = 2 + rnd.nextInt(4);
    for (int i = 0; i < n; i++) {
      long at = from + rnd.nextLong(Math.max(1, to - from));
      int step = (int) ((at - from) / (3 * S));
      p.console.add(new Line(at, i % 2 == 0
          ? String.format(Locale.ROOT, texts[0], "trainer", step, 2 + rnd.nextDouble())
          : String.format(Locale.ROOT, texts[1], "trainer", 100 + rnd.nextDouble() * 50, step)));
    }
  }

  // ------------------------------------------------------------------ the waiters' side

  Proc byRank(int r) {
    return procs.get(Math.floorMod(r, procs.size()));
  }

  /** EI0002 after HCCL_EXEC_TIMEOUT, waiting for the ring predecessor (LF 4.1, 8.3). */
  void notifyWait(Proc p, long at, String op) {
    Proc peer = byRank(p.rank - 1);
    String task = "streamID:[2], taskID[" + (20 + rnd.nextInt(40)) + "], tag[" + tag(op) + "]";
    if (newWording) {
      plog(p.debug, p, at, "ERROR", "HCCL", "task_exception_handler.cc:27",
          "[TaskExecStage][Timeout][HOST]Task run failed, base information is " + task + ", AlgType(level 0-1-2):[fullmesh-ring-NHR].");
    } else {
      plog(p.debug, p, at, "ERROR", "HCCL", "task_exception_handler.cc:" + (600 + rnd.nextInt(50)),
          "[TaskExceptionHandler][Callback]Task run failed, base information is " + task + ", taskType[Notify Wait]");
    }
    plog(p.debug, p, at + 30, "ERROR", "HCCL", "task_exception_handler.cc:" + (700 + rnd.nextInt(50)),
        "groupRank information is group:[hccl_world_group], user define information[], rankSize[" + procs.size()
            + "], rankId[" + p.rank + "].");
    block(p, at + 2 * S, "EI0002", "Communication_Error_Timeout", newWording
        ? "A timeout occurs when the Notify register waits for execution. Waiting peer rank: " + peer.rank
            + "; task information: " + task + "; communication operator information: " + op + "; communicator: hccl_world_group."
        : "The wait execution of the Notify register times out. Reason: The Notify register has not received the Notify record from remote rank: ["
            + peer.rank + "]. base information: [" + task + "]. task information: []. group information: [hccl_world_group]",
        null);
    pta(p, at + 3 * S, "ERR02200 DIST call hccl api failed.");
    exit(p, at + 4 * S, 1);
  }

  /** LF 8.3: the heartbeat's conclusion on every survivor, naming the crimer by IP/device. */
  void heartbeatLost(Proc p, Proc crimer, long at) {
    if (!heartbeat || p == crimer) {
      return;
    }
    Proc informer = byRank(crimer.rank + 1);
    if (newWording) {
      plog(p.run, p, at, "INFO", "HCCL", "heartbeat.cc:" + (1000 + rnd.nextInt(200)),
          "[TaskExecStage][HeartbeatAbnormal]local rank [" + p.host.ip() + "/" + p.device + "]: crimer rank ["
              + crimer.host.ip() + "/" + crimer.device + "] status[LOST] by informer rank [" + informer.host.ip() + "/"
              + informer.device + "]");
    }
    plog(p.debug, p, at + 500, "ERROR", "HCCL", "heartbeat.cc:" + (1300 + rnd.nextInt(200)),
        (newWording ? "[TaskExecStage][HeartbeatAbnormal]" : "") + "Cluster Exception Location[IP/ID]:[" + crimer.host.ip()
            + "/" + crimer.device + "], Arrival Time:[" + AGENT_TS.format(Instant.ofEpochSecond((at + p.host.skewUs()) / S))
            + "], Discoverer:[" + informer.host.ip() + "/" + informer.device
            + "], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected");
  }

  void exit(Proc p, long at, int code) {
    if (p.exitCode == null) {
      p.exitCode = code;
      p.exitAt = at;
    }
  }

  /** The root's process is gone at {@code dead}: the survivors lose its heartbeat, then wait out HCCL_EXEC_TIMEOUT. */
  void survivorsWait(long dead, String op) {
    for (Proc p : procs) {
      if (p == root) {
        continue;
      }
      heartbeatLost(p, root, dead + 3 * S + rnd.nextLong(2 * S));
      notifyWait(p, dead + 1836 * S + rnd.nextLong(5 * S), op);
    }
  }

  // ------------------------------------------------------------------ the kinds

  void draw() {
    root = procs.get(1 + rnd.nextInt(procs.size() - 1)); // never rank 0: its host is the rootinfo server
    long start = t0 + 20 * S + rnd.nextLong(40 * S);
    for (Proc p : procs) {
      p.console.add(new Line(t0 + rnd.nextLong(5 * S), "[INFO] trainer: world_size " + procs.size() + ", rank "
          + p.rank + ", local_rank " + p.device + ", device npu:" + p.device));
      if (kind != Kind.LATE_RANK || p != root) {
        init(p, start + rnd.nextLong(3 * S));
      }
    }
    switch (kind) {
      case LATE_RANK -> lateRank(start);
      case ORDER_MISMATCH -> orderMismatch(start);
      case TS_HEARTBEAT -> deviceFault(start, "507010", "0x711000b", "lost heartbeat",
          "The task scheduler loses the heartbeat.", null);
      case HCCS_LINK -> deviceFault(start, "507056", "0x7010033", "device network link error", null, "HCCS LINK ERROR");
      case HCCP_LEFTOVER -> leftover(start);
      case DATALOADER -> dataLoader(start);
    }
  }

  void lateRank(long start) {
    Proc server = procs.get(0);
    long timeout = start + 121 * S + rnd.nextLong(S);
    // the late rank is still tokenising; its run log has only the device open (LF 2.2 TDT)
    plog(root.run, root, start - 10 * S, "EVENT", "TDT", "process_mode_manager.cpp:103",
        "[OpenProcess][tid:" + (root.pid + 3) + "] [ProcessModeManager] enter into open process deviceId[" + root.device + "] rankSize[0]");
    for (int pct = 5; pct <= 60; pct += 11) {
      root.console.add(new Line(start - 30 * S + pct * 3 * S, "Running tokenizer on dataset: " + pct + "%|"
          + "#".repeat(pct / 10) + " | " + pct * 1200 + "/120000 [00:" + pct + "<02:10, 510.3 examples/s]"));
    }
    StringBuilder connected = new StringBuilder();
    int shown = 0;
    for (Proc p : procs) {
      if (p != root) {
        connected.append(shown++ == 0 ? "" : ",").append(String.format(Locale.ROOT, "[%016d]", p.rank));
      }
    }
    plog(server.debug, server, timeout, "ERROR", "HCCL", "topoinfo_exchange_server.cc:" + (180 + rnd.nextInt(30)),
        "[Get][Connection]topo exchange server get socket timeout! timeout[120 s]");
    plog(server.debug, server, timeout + 200, "ERROR", "HCCL", "topoinfo_exchange_server.cc:" + (300 + rnd.nextInt(30)),
        "[DisplayConnectionedRank]total connected num is [" + (procs.size() - 1) + "]");
    plog(server.debug, server, timeout + 300, "ERROR", "HCCL", "topoinfo_exchange_server.cc:" + (330 + rnd.nextInt(30)),
        "[DisplayConnectionedRank]connected rankinfo[LINE 0]: " + connected);
    for (Proc p : procs) {
      if (p == root) {
        continue;
      }
      long at = timeout + rnd.nextLong(3 * S);
      if (p != server) {
        plog(p.debug, p, at, "ERROR", "HCCL", "topoinfo_exchange_agent.cc:" + (90 + rnd.nextInt(30)),
            "[Get][Connection]topo exchange agent get socket timeout! timeout[120]");
      }
      plog(p.debug, p, at + 100, "ERROR", "HCCL", "topoinfo_detect.cc:" + (300 + rnd.nextInt(99)),
          "call trace: hcclRet -> 9");
      p.console.add(new Line(at + S, "RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102 "
          + "HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 9"));
      pta(p, at + S, "ERR02200 DIST call hccl api failed.");
      block(p, at + S, "EI0015", "Ranktable_Detect_Failed",
          "Failed to collect cluster information of the communicator based on rootInfo detection. Reason: "
              + (p == server ? "topo exchange server get socket timeout." : "topo exchange agent get socket timeout."),
          "1. Check whether all ranks in the communicator have delivered the communicator creation interface.");
      exit(p, at + 2 * S, 1);
    }
    notes.add("rank " + root.rank + " never called communicator init; the server's connected list lacks it");
  }

  void orderMismatch(long start) {
    int steps = 3 + rnd.nextInt(5);
    long at = start + 10 * S;
    for (int s = 0; s < steps; s++, at += 4 * S) {
      for (Proc p : procs) {
        entryOp(p, at + rnd.nextLong(S), "AllReduce", s);
      }
    }
    entryOp(root, at, "AllGather", steps);
    long fail = at + 120 * S + rnd.nextLong(S);
    for (Proc p : procs) {
      if (p != root) {
        entryOp(p, at + rnd.nextLong(S), "AllReduce", steps);
      }
    }
    for (Proc p : List.of(byRank(root.rank - 1), root, byRank(root.rank + 1))) {
      String local = p == root ? "AllGather" : "AllReduce";
      String remote = p == root ? "AllReduce" : "AllGather";
      long when = fail + rnd.nextLong(2 * S);
      plog(p.debug, p, when, "ERROR", "HCCL", "transport_manager.cc:" + (1300 + rnd.nextInt(100)),
          (newWording ? "[InitChannelStage][ParameterConflict]" : "") + "CMD information tag check fail. local["
              + tag(local) + "], remote[" + tag(remote) + "]");
      block(p, when + S, "EI0005", "Inconsistent_Collective_Communication_Arguments_Between_Ranks",
          "The arguments for collective communication are inconsistent between ranks: tag [" + tag(local)
              + "], parameter [cmdType], local [" + (local.equals("AllGather") ? 6 : 2) + "], remote ["
              + (remote.equals("AllGather") ? 6 : 2) + "]",
          "Check whether the training script and ranktable of each NPU are consistent.");
      pta(p, when + 2 * S, "ERR02200 DIST call hccl api failed.");
      exit(p, when + 3 * S, 1);
    }
    for (Proc p : procs) {
      if (p.exitCode == null) {
        notifyWait(p, at + 1836 * S + rnd.nextLong(4 * S), "AllReduce");
      }
    }
    notes.add("rank " + root.rank + " issued AllGather at step " + steps + " where the others issued AllReduce");
  }

  void deviceFault(long start, String code, String inner, String desc, String aclText, String reason) {
    long dead = start + (60 + rnd.nextInt(900)) * S;
    for (Proc p : procs) {
      noise(p, start, dead);
    }
    plog(root.debug, root, dead, "ERROR", "RUNTIME", "api_error.cc:" + (100 + rnd.nextInt(900)),
        (root.pid + 5) + " StreamSynchronize:ErrCode=" + code + ", desc=[" + desc + "], InnerCode=" + inner);
    plog(root.debug, root, dead + 60, "ERROR", "RUNTIME", "error_message_manage.cc:53",
        (root.pid + 5) + " FuncErrorReason:rtStreamSynchronize execute failed, reason=[" + desc + "]");
    if (reason != null) {
      root.console.add(new Line(dead + S, "[Rank " + root.rank + "], found async exception when checking for HCCL errors: "
          + reason + ", error code is " + code));
    }
    root.console.add(new Line(dead + S, "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:"
        + (300 + rnd.nextInt(200)) + " NPU function error: c10_npu::acl::AclrtSynchronizeStreamWithTimeout(stream), error code is " + code));
    pta(root, dead + S, "ERR00100 PTA call acl api failed");
    if (aclText != null) {
      root.console.add(new Line(dead + S, "[Error]: " + aclText));
    }
    exit(root, dead + 2 * S, 1);
    survivorsWait(dead + 2 * S, "AllReduce");
    notes.add("rank " + root.rank + " device " + root.device + ": ACL " + code + " (" + desc + ")");
  }

  void leftover(long start) {
    long at = start + 2 * S + rnd.nextLong(S);
    block(root, at, "EJ0001", "HCCP_Process_Initialization_Failure",
        "Failed to initialize the HCCP process. Reason: Maybe the last training process is running.",
        "Wait for 10s after killing the last training process and try again.");
    plog(root.debug, root, at - 100, "ERROR", "HCCL", "adapter_hccp.cc:" + (200 + rnd.nextInt(99)),
        "call trace: hcclRet -> 7");
    root.console.add(new Line(at + S, "RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102 "
        + "HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 7"));
    pta(root, at + S, "ERR02200 DIST call hccl api failed.");
    exit(root, at + 2 * S, 1);
    long timeout = at + 140 * S;
    for (Proc p : List.of(byRank(root.rank - 1), byRank(root.rank + 1))) {
      if (p == root || p.exitCode != null) {
        continue;
      }
      long when = timeout + rnd.nextLong(2 * S);
      plog(p.debug, p, when, "ERROR", "HCCL", "hccl_socket_manager.cc:778", (newWording ? "[InitChannelStage][Timeout]" : "")
          + "[Wait][LinkEstablish]wait socket establish timeout, role[" + (p.rank < root.rank ? 1 : 0) + "] rank["
          + p.rank + "] timeout[120 s]");
      String[] table = {
          "   _________________________LINK_ERROR_INFO___________________________",
          "   |  comm error, device[" + p.device + "]",
          "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |",
          "   |  " + root.devIp + "(" + root.rank + ")   |  16666  |   " + p.devIp + "(" + p.rank + ")   |  " + (30000 + rnd.nextInt(30000))
              + "  |  " + (p.rank < root.rank ? "client" : "server") + "  | time out |   DISABLE  |"};
      for (String row : table) {
        plog(p.debug, p, when + 10, "ERROR", "HCCL", "comm_base.cc:" + (960 + rnd.nextInt(40)), row);
      }
      block(p, when + S, "EI0006", "Communication_Error_Get_Socket",
          "Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank being stuck", null);
      pta(p, when + 2 * S, "ERR02200 DIST call hccl api failed.");
      exit(p, when + 3 * S, 1);
    }
    for (Proc p : procs) {
      if (p.exitCode == null) {
        heartbeatLost(p, root, at + 5 * S);
        notifyWait(p, at + 1836 * S + rnd.nextLong(4 * S), "AllReduce");
      }
    }
    notes.add("rank " + root.rank + " device " + root.device + ": EJ0001, a previous job's HCCP");
  }

  void dataLoader(long start) {
    long dead = start + (60 + rnd.nextInt(900)) * S;
    for (Proc p : procs) {
      noise(p, start, dead);
    }
    int worker = rnd.nextInt(8);
    String[] trace = {
        "Traceback (most recent call last):",
        "  File \"/home/train/pretrain.py\", line " + (150 + rnd.nextInt(100)) + ", in <module>",
        "    for step, batch in enumerate(train_loader):",
        "  File \"/usr/local/lib/python3.10/site-packages/torch/utils/data/dataloader.py\", line 1480, in _process_data",
        "    data.reraise()",
        "FileNotFoundError: Caught FileNotFoundError in DataLoader worker process " + worker + ".",
        "Original Traceback (most recent call last):",
        "  File \"/home/train/data/shards.py\", line 88, in __getitem__",
        "FileNotFoundError: [Errno 2] No such file or directory: '/mnt/data/shards/part-" + (10000 + rnd.nextInt(90000)) + ".bin'"};
    for (int i = 0; i < trace.length; i++) {
      root.console.add(new Line(dead + i, trace[i]));
    }
    pta(root, dead + 20, "ERR99999 UNKNOWN applicaiton exception");
    exit(root, dead + S, 1);
    survivorsWait(dead + S, "AllReduce");
    notes.add("rank " + root.rank + ": a DataLoader worker raised; the rank exited 1 before the next collective");
  }

  // ------------------------------------------------------------------ torchrun and writing

  /** LF 9.4: the agent stops the host's other ranks when one fails and prints its summary. */
  List<Line> agent(Host h) {
    List<Proc> mine = procs.stream().filter(p -> p.host == h).toList();
    Proc first = mine.stream().filter(p -> p.exitCode != null && p.exitCode > 0)
        .min(Comparator.comparingLong(p -> p.exitAt)).orElse(null);
    List<Line> out = new ArrayList<>();
    if (first == null) {
      return out;
    }
    long at = first.exitAt + S / 2;
    for (Proc p : mine) {
      if (p != first && (p.exitCode == null || p.exitAt > at)) {
        out.add(new Line(at, "[" + AGENT_TS.format(Instant.ofEpochSecond((at + h.skewUs()) / S)) + ",441] "
            + "torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process " + p.pid + " closing signal SIGTERM"));
        p.exitCode = -15;
        p.exitAt = at;
      }
    }
    long end = at + 2 * S;
    out.add(new Line(end, "torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: " + first.exitCode
        + ") local_rank: " + first.device + " (pid: " + first.pid + ") of binary: /usr/bin/python3"));
    out.add(new Line(end, "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: "));
    out.add(new Line(end, "=".repeat(56)));
    out.add(new Line(end, "/home/train/pretrain.py FAILED"));
    out.add(new Line(end, "-".repeat(56)));
    out.add(new Line(end, "Failures:"));
    int i = 1;
    for (Proc p : mine) {
      if (p != first) {
        out.addAll(failure(end, "[" + i++ + "]:", p));
      }
    }
    out.add(new Line(end, "-".repeat(56)));
    out.add(new Line(end, "Root Cause (first observed failure):"));
    out.addAll(failure(end, "[0]:", first));
    out.add(new Line(end, "=".repeat(56)));
    return out;
  }

  List<Line> failure(long end, String head, Proc p) {
    String time = RUN_TS.format(Instant.ofEpochSecond((p.exitAt + p.host.skewUs()) / S));
    List<Line> out = new ArrayList<>();
    for (String s : new String[] {head, "  time      : " + time, "  host      : " + p.host.folder(),
        "  rank      : " + p.rank + " (local_rank: " + p.device + ")",
        "  exitcode  : " + p.exitCode + " (pid: " + p.pid + ")", "  error_file: <N/A>",
        p.exitCode == -15 ? "  traceback : Signal 15 (SIGTERM) received by PID " + p.pid
            : "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"}) {
      out.add(new Line(end, s));
    }
    return out;
  }

  void write(Path dir) throws IOException {
    Path logs = dir.resolve("logs");
    if (hosts.size() > 2 && rnd.nextBoolean()) {
      List<Host> others = hosts.stream().filter(h -> h != root.host && h.index() != 0).toList();
      if (!others.isEmpty()) {
        leftOut = others.get(rnd.nextInt(others.size()));
        notes.add("host " + leftOut.folder() + " is not in the input");
      }
    }
    Proc rotated = rnd.nextBoolean() ? root : procs.get(rnd.nextInt(procs.size()));
    boolean rotate = rnd.nextInt(3) == 0;
    if (rotate) {
      notes.add("rank " + rotated.rank + "'s debug plog is split in two files");
    }
    List<List<Line>> agents = new ArrayList<>();
    for (Host h : hosts) {
      agents.add(agent(h));
    }
    for (Proc p : procs) {
      // a rank the agent stopped writes nothing after its SIGTERM
      if (p.exitCode != null && p.exitCode == -15) {
        for (List<Line> lines : List.of(p.run, p.debug, p.console)) {
          lines.removeIf(l -> l.at() > p.exitAt);
        }
      }
    }
    for (Host h : hosts) {
      if (h == leftOut) {
        continue;
      }
      Path hd = logs.resolve(h.folder());
      List<Line> agentLines = agents.get(h.index());
      List<Line> hostConsole = new ArrayList<>(agentLines);
      for (Proc p : procs) {
        if (p.host != h) {
          continue;
        }
        Path base = switch (h.layout()) {
          case 0 -> hd.resolve("process_log");
          case 1 -> hd.resolve("ascend/log");
          case 2 -> hd.resolve("root/ascend/log");
          default -> hd.resolve("log");
        };
        boolean flat = h.layout() == 3;
        List<Line> runLines = new ArrayList<>(p.run);
        List<Line> debugLines = new ArrayList<>(p.debug);
        if (flat) {
          debugLines.addAll(runLines);
          runLines.clear();
        }
        long firstAt = t0 + 15 * S;
        if (!runLines.isEmpty()) {
          writeLines(base.resolve("run/plog/" + plogName(p, firstAt)), runLines);
        }
        if (!debugLines.isEmpty()) {
          String sub = flat ? "plog/" : "debug/plog/";
          debugLines.sort(Comparator.comparingLong(Line::at));
          if (rotate && p == rotated && debugLines.size() > 1) {
            int cut = debugLines.size() / 2;
            writeLines(base.resolve(sub + plogName(p, debugLines.get(0).at())), debugLines.subList(0, cut));
            writeLines(base.resolve(sub + plogName(p, debugLines.get(cut).at())), debugLines.subList(cut, debugLines.size()));
          } else {
            writeLines(base.resolve(sub + plogName(p, firstAt)), debugLines);
          }
        }
        if (h.layout() == 0) {
          writeLines(hd.resolve("rank-" + p.rank + ".log"), p.console);
        } else {
          for (Line l : p.console) {
            hostConsole.add(new Line(l.at(), "[rank" + p.rank + "]:" + l.text()));
          }
        }
      }
      if (h.layout() == 2) {
        writeLines(hd.resolve(h.folder() + ".log"), hostConsole);
      } else if (h.layout() != 0) {
        writeLines(hd.resolve(h.layout() == 1 ? "train.log" : "nohup.out"), hostConsole);
      } else if (!agentLines.isEmpty()) {
        writeLines(hd.resolve("launcher.log"), agentLines);
      }
    }
    Files.writeString(dir.resolve("expected.json"), expected(), StandardCharsets.UTF_8);
  }

  String plogName(Proc p, long at) {
    long t = at + p.host.skewUs();
    return "plog-" + p.pid + "_" + FILE_TS.format(Instant.ofEpochSecond(t / S))
        + String.format(Locale.ROOT, "%03d", (t % S) / 1000) + ".log";
  }

  static void writeLines(Path file, List<Line> lines) throws IOException {
    List<Line> sorted = new ArrayList<>(lines);
    sorted.sort(Comparator.comparingLong(Line::at)); // stable: a block keeps its order
    StringBuilder sb = new StringBuilder();
    for (Line l : sorted) {
      sb.append(l.text()).append('\n');
    }
    Files.createDirectories(file.getParent());
    Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
  }

  /** The expected answer, in bench/field-trees.sh's fields (kind, layer, root) and what was drawn. */
  String expected() {
    List<String> layouts = hosts.stream().map(h -> LAYOUTS[h.layout()]).toList();
    List<String> fields = List.of(
        quoted("kind") + ": " + quoted(kind.name().toLowerCase(Locale.ROOT).replace('_', '-')),
        quoted("layer") + ": " + quoted(kind.layer),
        quoted("root") + ": {" + quoted("host") + ": " + quoted(root.host.folder()) + ", " + quoted("rank") + ": " + root.rank
            + ", " + quoted("device") + ": " + root.device + ", " + quoted("pid") + ": " + quoted(String.valueOf(root.pid)) + "}",
        quoted("hosts") + ": " + hosts.size(),
        quoted("ranksPerHost") + ": " + perHost,
        quoted("wording") + ": " + quoted(newWording ? "cann-8.5" : "older"),
        quoted("heartbeat") + ": " + heartbeat,
        quoted("layouts") + ": [" + String.join(", ", layouts.stream().map(ThirdTrees::quoted).toList()) + "]",
        quoted("notes") + ": [" + String.join(", ", notes.stream().map(ThirdTrees::quoted).toList()) + "]");
    return "{\n  " + String.join(",\n  ", fields) + "\n}\n";
  }

  static String quoted(String s) {
    return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  public static void main(String[] args) throws IOException {
    Path out = null;
    int count = 0;
    long seed = System.nanoTime();
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--out" -> out = Path.of(args[i + 1]);
        case "--count" -> count = Integer.parseInt(args[i + 1]);
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        default -> {
          System.err.println("third-trees: unknown option " + args[i]);
          System.exit(2);
        }
      }
    }
    if (out == null || count <= 0) {
      System.err.println("usage: java bench/ThirdTrees.java --out DIR --count N [--seed S]");
      System.exit(2);
    }
    System.out.println("seed: " + seed);
    Kind[] kinds = Kind.values();
    SplittableRandom master = new SplittableRandom(seed);
    for (int i = 0; i < count; i++) {
      Kind kind = kinds[i % kinds.length]; // every kind equally often
      ThirdTrees t = new ThirdTrees(master.split(), kind);
      t.draw();
      t.write(out.resolve(String.format(Locale.ROOT, "tree-%03d", i)));
    }
  }
}
