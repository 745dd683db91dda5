import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * tenth39: a tenth stranger generator, written from how MindSpore's msrun / dynamic cluster and CANN write
 * their logs, before reading the engine (src/main), docs/rootcause.md or the other generators.
 *
 * Layout drawn (none of the nine others draws it): one folder per host; in each, msrun's log_dir with
 * worker_N.log (N the node id when --node_rank is given, the local index when it is -1) and, on the master
 * host only, scheduler.log; CANN plogs beside them ($HOME/ascend/log/{debug,run}/plog/plog-PID_TS.log, or a
 * flattened plog/ folder); optionally msrun's own console and an ascend-fd style hccn_tool dump.
 *
 * Sources (facts only: formats, messages, names; no code copied):
 * [MSRUN] mindspore-ai/mindspore mindspore/python/mindspore/parallel/cluster/process_entity/_api.py
 *   (commit 0250785a): env MS_WORKER_NUM/MS_SCHED_HOST/MS_SCHED_PORT/MS_CLUSTER_TIMEOUT/MS_ROLE/MS_NODE_ID,
 *   log names scheduler.log and worker_<node_id>.log (node_id = node_rank*local_worker_num+index, or the index
 *   when node_rank is -1), "Start worker process with rank id:..., log file:...", "Rank ids will be assigned
 *   automatically, ...", "Worker process <pid> exit with exception.", "Scheduler process <pid> exit with
 *   exception.", "Analyzing exception log...", "Time out nodes are [...]", "Distributed job exited with
 *   exception. Please check logs in directory: ...".
 * [MSN] .../distributed/cluster/topology/meta_server_node.cc (commits a54b91e6 and the newer one found by
 *   find_string): "The node: X is timed out." (newer: "... It may exit with exception, please check this
 *   node's log."), "The total number of timed out node is K" (newer: ". Timed out node list is: [..], worker
 *   X is the first one timed out, please check its log."; the list's printed form is inferred), "The cluster
 *   topology is in the process of constructing, current alive node num: (a/b)", "The new node: X(role:
 *   MS_WORKER) is registered successfully.", "Rank ids are already set by numeric node ids. No need to
 *   reassign them.", "Assign rank id of node id: ..., role: MS_WORKER, with host ip: ..., old rank id: ...,
 *   new rank id: ...", "The cluster topology has been constructed successfully.".
 * [CGN] .../topology/compute_graph_node.cc (commit 58210634): "The heartbeat thread is started.", "The compute
 *   graph node: X has been registered successfully.", "Failed to send heartbeat message to meta server node and
 *   try to reconnect to the meta server.", "The state of the cluster is error, total nodes num: N, abnormal
 *   nodes num: K".
 * [CC] cluster_context.cc: "Topology build timed out.", "Cluster is successfully initialized.", and (found by
 *   find_string) "This node <node_id> rank id: <rank>" at WARNING.
 * [LOGADP] mindspore/core/utils/log_adapter.cc OutputLog: C++ lines
 *   "[LEVEL] SUBMODULE(pid,hex-tid,procname):YYYY-MM-DD-hh:mm:ss.mmm.uuu [file:line] func] msg";
 *   [PYLOG] mindspore/python/mindspore/log.py _get_formatter: Python lines
 *   "[LEVEL] ME(pid:tid,MainProcess):YYYY-MM-DD-hh:mm:ss.mmm.uuu [filepath:line] msg".
 * [MSERR] MindSpore's RuntimeError text as quoted in MindSpore's own FAQ/test pages (stored code corpus):
 *   "Run task for graph:kernel_graph_1 error! The details refer to 'Ascend Error Message'.", the
 *   "- Ascend Error Message:" and "- C++ Call Stack: (For framework developers)" blocks, EI0002's wording
 *   naming "remote rank [R]" with taskType[Notify Wait] and tag[HcomAllReduce_..._0].
 * [LF] /work/wt/shared/docs/log-formats.md: plog header (2.1), RUNTIME FuncErrorReason lines and reason=[device
 *   mem error] for 507053 (2.2, 6), HCCP/ROCE CQE lines (2.2, 8.3), EI0013 wording (codes.jsonl), the HCCL
 *   TaskExecStage task-exception lines (8.3), hccn_tool -link/-link_stat output in ascend-fd's
 *   npu_info_after.txt form (9.2), error-message block generations (3.1).
 * [LOSS] MindSpore LossMonitor prints "epoch: E step: S, loss is L".
 * [OOM] Linux mm/oom_kill.c: "Out of memory: Killed process PID (NAME) total-vm:...kB, anon-rss:...kB, ...".
 *
 * Kinds (one root per tree; the expected answer comes from the kind, never from running the tool):
 *   device-fault   device    the root card hits a memory fault: RUNTIME reason=[device mem error]; its worker
 *                            raises; the scheduler times its node out; the others stop on the cluster-error
 *                            heartbeat or on an HCCL notify-wait timeout (EI0002) naming a remote rank.
 *   link-down      network   the root card's RoCE port goes down (hccn_tool link status DOWN, LINK DOWN record);
 *                            error CQEs (status 12) on it and on its peers on other hosts (EI0013 both ways).
 *   killed         script    the root worker is killed by the host OOM killer: its log stops; msrun reports
 *                            every worker's exit; the scheduler times the root node out.
 *   never-joins    script    the root worker dies in the script before it registers (import or argument
 *                            error): the others and the scheduler end with "Topology build timed out.".
 *   script-error   script    a Python error in the training step on one rank, after training began.
 *   lagging        script    one rank is stuck in its own step (no error of its own): the others time out in
 *                            HCCL (EI0002) naming remote ranks whose chain ends at it; the scheduler then
 *                            times out a cascade node first (not the root).
 * Randomised: hosts (2-4), workers per host (2/4/8), node_rank given or auto, host folder names, clock skew per
 * host (up to +-90 s), GLOG_v 1 or 2, noise lines, file names, missing files (scheduler.log, plogs, a cascade's
 * worker log, the msrun console).
 *
 *   java bench/TenthTrees.java --out DIR --count N --seed S
 */
public class TenthTrees {
  static final String[] KINDS = {"device-fault", "link-down", "killed", "never-joins", "script-error", "lagging"};
  static final String[] LAYERS = {"device", "network", "script", "script", "script", "script"};
  static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS");
  static final DateTimeFormatter FILE_TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
  static final DateTimeFormatter CTIME = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ROOT);

  public static void main(String[] args) throws IOException {
    Path out = null;
    int count = -1;
    Long seed = null;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--out" -> out = Path.of(args[i + 1]);
        case "--count" -> count = Integer.parseInt(args[i + 1]);
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        default -> { System.err.println("TenthTrees: unknown option " + args[i]); System.exit(2); }
      }
    }
    if (out == null || count < 0 || seed == null) {
      System.err.println("usage: java bench/TenthTrees.java --out DIR --count N --seed S");
      System.exit(2);
    }
    Map<String, Integer> perKind = new LinkedHashMap<>();
    for (int t = 0; t < count; t++) {
      String kind = KINDS[t % KINDS.length];
      Random r = new Random(seed * 1_000_003L + t);
      Path tree = out.resolve(String.format("tree-%03d", t));
      new Tree(r, kind, LAYERS[t % KINDS.length]).write(tree);
      perKind.merge(kind, 1, Integer::sum);
    }
    System.out.println("TenthTrees: " + count + " trees, seed " + seed + ", kinds " + perKind);
  }

  /** One worker process of the job. */
  static final class Worker {
    int host, local, rank, pid;

    int device() { return rank % localCount; }

    int localCount;
    String nodeId, tid, pyTid, deviceIp;
  }

  static final class Tree {
    final Random r;
    final String kind, layer;
    final int hosts, local, n;
    final boolean nodeRankGiven, verbose;
    final String[] hostDir, hostIp;
    final long[] skewMs;
    final List<Worker> workers = new ArrayList<>();
    final Map<String, StringBuilder> files = new LinkedHashMap<>();
    final String logDir, plogRoot, pname, script, user;
    final int port, schedPid;
    final String schedTid;
    final LocalDateTime t0;
    Worker root;

    Tree(Random r, String kind, String layer) {
      this.r = r;
      this.kind = kind;
      this.layer = layer;
      hosts = 2 + r.nextInt(3);
      local = new int[] {2, 4, 8}[r.nextInt(3)];
      n = hosts * local;
      // never-joins: the worker that never registers has no rank unless its node id is numeric
      nodeRankGiven = kind.equals("never-joins") || r.nextInt(3) > 0;
      verbose = r.nextInt(3) == 0; // GLOG_v=1 adds INFO lines
      hostDir = new String[hosts];
      hostIp = new String[hosts];
      skewMs = new long[hosts];
      String style = pick("node-%d", "ms-train-%02d", "ip", "host%c", "gpu-%d-npu");
      int net = 10 + r.nextInt(200);
      int firstOctet = 3 + r.nextInt(100);
      int firstNode = r.nextInt(3);
      int third = r.nextInt(4);
      int step = 1 + r.nextInt(3);
      for (int h = 0; h < hosts; h++) {
        hostIp[h] = "10." + net + "." + third + "." + (firstOctet + h * step); // ascending with h
        hostDir[h] = switch (style) {
          case "node-%d" -> "node-" + (firstNode + h);
          case "ms-train-%02d" -> String.format("ms-train-%02d", h + 1);
          case "ip" -> hostIp[h];
          case "host%c" -> "host" + (char) ('a' + h);
          default -> "atlas-" + (100 + h * 7);
        };
        skewMs[h] = h == 0 ? 0 : (long) (r.nextGaussian() * 30_000);
        skewMs[h] = Math.max(-90_000, Math.min(90_000, skewMs[h]));
      }
      plogRoot = pick("ascend/log", "ascend/log", "ascend_log", "output/plog_" + r.nextInt(10));
      logDir = pick("msrun_log", "output/msrun_log", "log_output", "logs/job" + r.nextInt(100));
      pname = pick("python", "python3", "python3.9", "python3.10");
      script = pick("train.py", "run_pretrain.py", "scripts/train_net.py", "run_mindformer.py");
      user = pick("root", "ma-user", "hpc", "work");
      port = r.nextInt(4) == 0 ? 8118 : 8000 + r.nextInt(2000);
      schedPid = 1000 + r.nextInt(900_000);
      schedTid = "ffff" + randomHex(8);
      t0 = LocalDateTime.of(2025 + r.nextInt(2), 1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24),
          r.nextInt(60), r.nextInt(60));
      for (int h = 0; h < hosts; h++) {
        List<Worker> onHost = new ArrayList<>();
        for (int i = 0; i < local; i++) {
          Worker w = new Worker();
          w.host = h;
          w.local = i;
          w.localCount = local;
          w.pid = 1000 + r.nextInt(3_000_000);
          w.tid = Long.toHexString(0xffff00000000L + r.nextInt(Integer.MAX_VALUE));
          w.pyTid = Long.toString(281470000000000L + r.nextInt(Integer.MAX_VALUE));
          w.nodeId = nodeRankGiven ? Integer.toString(h * local + i) : randomHex(8) + "-" + randomHex(4);
          // set below, once ranks are known
          onHost.add(w);
        }
        if (nodeRankGiven) {
          for (Worker w : onHost) w.rank = h * local + w.local;
        } else {
          // the scheduler sorts by (host ip, node id) [MSN ReassignNodeRank]; host ips ascend with h here
          List<Worker> sorted = new ArrayList<>(onHost);
          sorted.sort((a, b) -> a.nodeId.compareTo(b.nodeId));
          // the device follows the local rank the scheduler's order gives, not the spawn index (inferred)
          for (int k = 0; k < sorted.size(); k++) sorted.get(k).rank = h * local + k;
        }
        for (Worker w : onHost) w.deviceIp = "192.168." + (100 + w.device()) + "." + (10 + h);
        workers.addAll(onHost);
      }
      root = workers.get(r.nextInt(workers.size()));
    }

    String pick(String... s) { return s[r.nextInt(s.length)]; }

    String randomHex(int len) {
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < len; i++) b.append("0123456789abcdef".charAt(r.nextInt(16)));
      return b.toString();
    }

    /** Wall time at offset ms from t0, as the given host's clock shows it. */
    LocalDateTime at(int host, long ms) { return t0.plusNanos((ms + skewMs[host]) * 1_000_000L); }

    String ts(int host, long ms) {
      LocalDateTime t = at(host, ms);
      return TS.format(t) + "." + String.format("%03d", r.nextInt(1000));
    }

    StringBuilder file(String rel) { return files.computeIfAbsent(rel, k -> new StringBuilder()); }

    String hostPath(int h, String rel) { return hostDir[h] + "/" + rel; }

    String workerLog(Worker w) {
      String name = "worker_" + (nodeRankGiven ? w.nodeId : Integer.toString(w.local)) + ".log";
      return hostPath(w.host, logDir + "/" + name);
    }

    // [LOGADP] C++ line
    String ms(String level, String module, int pid, String tid, String when, String file, int line, String func,
        String msg) {
      return "[" + level + "] " + module + "(" + pid + "," + tid + "," + pname + "):" + when + " [" + file + ":"
          + line + "] " + func + "] " + msg + "\n";
    }

    // [PYLOG] Python line
    String py(String level, int pid, String tid, String when, String file, int line, String msg) {
      return "[" + level + "] ME(" + pid + ":" + tid + ",MainProcess):" + when + " [" + file + ":" + line + "] " + msg
          + "\n";
    }

    // [LF 2.1] plog line
    String plog(String level, String module, int pid, String when, String file, int line, String body) {
      return "[" + level + "] " + module + "(" + pid + "," + pname + "):" + when + " [" + file + ":" + line + "]"
          + body + "\n";
    }

    static final String TOPO = "mindspore/ccsrc/distributed/cluster/topology/";
    static final String CLUSTER = "mindspore/ccsrc/distributed/cluster/cluster_context.cc";

    void write(Path tree) throws IOException {
      long tStart = 0;
      long tTrain = 20_000 + r.nextInt(60_000);
      long tFail = tTrain + 60_000 + r.nextInt(600_000);
      long nodeTimeout = 30_000 + r.nextInt(4) * 30_000L;
      long hcclTimeout = (r.nextBoolean() ? 1836 : 300 + r.nextInt(600)) * 1000L;
      int steps = 5 + r.nextInt(40);

      schedulerStart(tStart);
      for (Worker w : workers) workerStart(w, tStart + 2_000 + r.nextInt(8_000));
      msrunConsoleStart(tStart);

      Map<Worker, Long> exitAt = new LinkedHashMap<>();
      switch (kind) {
        case "never-joins" -> neverJoins(tStart, exitAt);
        default -> {
          for (Worker w : workers) {
            if (kind.equals("never-joins")) continue;
            training(w, tTrain, tFail, w == root && kind.equals("lagging") ? steps - 1 - r.nextInt(2) : steps);
          }
          switch (kind) {
            case "device-fault" -> deviceFault(tFail, nodeTimeout, hcclTimeout, exitAt);
            case "link-down" -> linkDown(tFail, nodeTimeout, exitAt);
            case "killed" -> killed(tFail, nodeTimeout, hcclTimeout, exitAt);
            case "script-error" -> scriptError(tFail, nodeTimeout, hcclTimeout, exitAt);
            case "lagging" -> lagging(tFail, nodeTimeout, hcclTimeout, exitAt);
            default -> throw new IllegalStateException(kind);
          }
        }
      }
      msrunConsoleEnd(exitAt);
      dropFiles();
      for (Map.Entry<String, StringBuilder> e : files.entrySet()) {
        Path p = tree.resolve("logs").resolve(e.getKey());
        Files.createDirectories(p.getParent());
        Files.writeString(p, e.getValue().toString(), StandardCharsets.UTF_8);
      }
      String pid = kind.equals("never-joins") ? "null" : "\"" + root.pid + "\"";
      String rank = nodeRankGiven || !kind.equals("never-joins") ? Integer.toString(root.rank) : "null";
      String json = "{\n  \"kind\": \"" + kind + "\",\n  \"layer\": \"" + layer + "\",\n  \"root\": {\"host\": \""
          + hostDir[root.host] + "\", \"rank\": " + rank + ", \"device\": " + root.device() + ", \"pid\": " + pid
          + "},\n  \"layout\": \"msrun\", \"hosts\": " + hosts + ", \"workersPerHost\": " + local
          + ", \"nodeRankGiven\": " + nodeRankGiven + "\n}\n";
      Files.writeString(tree.resolve("expected.json"), json, StandardCharsets.UTF_8);
    }

    void schedulerStart(long t) {
      StringBuilder s = file(hostPath(0, logDir + "/scheduler.log"));
      if (verbose) {
        for (Worker w : workers) {
          if (w == root && kind.equals("never-joins")) continue;
          s.append(ms("INFO", "DISTRIBUTED", schedPid, schedTid, ts(0, t + 2_500 + w.rank * 40L),
              TOPO + "meta_server_node.cc", 216, "ProcessRegister",
              "The new node: " + w.nodeId + "(role: MS_WORKER) is registered successfully."));
        }
      }
    }

    void schedulerRanks(long t) {
      StringBuilder s = file(hostPath(0, logDir + "/scheduler.log"));
      if (nodeRankGiven) {
        s.append(ms("WARNING", "DISTRIBUTED", schedPid, schedTid, ts(0, t), TOPO + "meta_server_node.cc",
            744, "ReassignNodeRank", "Rank ids are already set by numeric node ids. No need to reassign them."));
      } else {
        for (Worker w : workers) {
          s.append(ms("WARNING", "DISTRIBUTED", schedPid, schedTid, ts(0, t), TOPO + "meta_server_node.cc",
              777, "ReassignNodeRank", "Assign rank id of node id: " + w.nodeId + ", role: MS_WORKER, with host ip: "
                  + hostIp[w.host] + ", old rank id: " + r.nextInt(n) + ", new rank id: " + w.rank));
        }
      }
      if (verbose) {
        s.append(ms("INFO", "DISTRIBUTED", schedPid, schedTid, ts(0, t), TOPO + "meta_server_node.cc",
            611, "TransitionToInitialized", "The cluster topology has been constructed successfully."));
      }
    }

    void workerStart(Worker w, long t) {
      StringBuilder b = file(workerLog(w));
      if (verbose) {
        b.append(ms("INFO", "DISTRIBUTED", w.pid, w.tid, ts(w.host, t), TOPO + "compute_graph_node.cc", 178,
            "Register", "The compute graph node: " + w.nodeId + " has been registered successfully."));
        b.append(ms("INFO", "DISTRIBUTED", w.pid, w.tid, ts(w.host, t + 5), TOPO + "compute_graph_node.cc", 233,
            "Heartbeat", "The heartbeat thread is started."));
      }
    }

    void joined(Worker w, long t) {
      StringBuilder b = file(workerLog(w));
      if (verbose) {
        b.append(ms("INFO", "DISTRIBUTED", w.pid, w.tid, ts(w.host, t), CLUSTER, 124, "BuildCluster",
            "Cluster is successfully initialized."));
      }
      b.append(ms("WARNING", "DISTRIBUTED", w.pid, w.tid, ts(w.host, t + 3), CLUSTER, 131, "BuildCluster",
          "This node " + w.nodeId + " rank id: " + w.rank));
    }

    void training(Worker w, long tTrain, long tFail, int steps) {
      if (w == workers.get(0)) schedulerRanks(tTrain - 4_000);
      joined(w, tTrain - 3_000 + r.nextInt(1000));
      StringBuilder b = file(workerLog(w));
      // [LF 8.4] HCCL's own run log at communicator init
      StringBuilder run = file(plogPath(w, "run", tTrain));
      run.append(plog("INFO", "HCCL", w.pid, ts(w.host, tTrain - 2_000), "externalinput.cc", 598,
          " [" + w.pid + "][HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s"));
      boolean printer = w.rank == 0 || r.nextInt(4) == 0 || w == root;
      long stepMs = Math.max(1, (tFail - tTrain) / (steps + 1));
      for (int s = 1; s <= steps; s++) {
        if (printer) {
          b.append("epoch: 1 step: " + s + ", loss is " + String.format(Locale.ROOT, "%.4f",
              11.0 - s * 0.08 + r.nextDouble() * 0.3) + "\n");
        }
        if (printer && r.nextInt(12) == 0) {
          b.append("Train epoch time: " + (stepMs + r.nextInt(200)) + " ms, per step time: " + stepMs + " ms\n");
        }
      }
    }

    final Map<Worker, String> plogNames = new LinkedHashMap<>();

    String plogPath(Worker w, String which, long t) {
      String base = plogNames.computeIfAbsent(w, k -> "plog-" + w.pid + "_" + FILE_TS.format(at(w.host, t + r.nextInt(4_000))) + ".log");
      // ASCEND_PROCESS_LOG_PATH moves the root of the CANN log tree [LF 1.3]
      return hostPath(w.host, plogRoot + "/" + which + "/plog/" + base);
    }

    // [MSERR] a MindSpore RuntimeError as the worker's stderr shows it
    String traceback(String frameFile, int frameLine, String call, String errLine, String ascendBlock, String cpp) {
      StringBuilder b = new StringBuilder("Traceback (most recent call last):\n");
      b.append("  File \"/home/" + user + "/job/" + script + "\", line " + (60 + r.nextInt(300)) + ", in <module>\n");
      b.append("    main()\n");
      b.append("  File \"" + frameFile + "\", line " + frameLine + ", in " + call + "\n");
      b.append("    ...\n");
      b.append(errLine).append("\n");
      if (ascendBlock != null) {
        b.append("\n----------------------------------------------------\n- Ascend Error Message:\n"
            + "----------------------------------------------------\n");
        b.append(ascendBlock);
        b.append("\n(Please search \"CANN Common Error Analysis\" at https://www.mindspore.cn for error code "
            + "description)\n");
      }
      if (cpp != null) {
        b.append("\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
            + "----------------------------------------------------\n" + cpp + "\n");
      }
      return b.toString();
    }

    String pyTrain() {
      return "/usr/local/lib/" + (pname.startsWith("python3.") ? pname : "python3.9")
          + "/site-packages/mindspore/train/model.py";
    }

    String cannTs(int host, long t) { return ts(host, t); }

    /** The graph run fails with CANN's message block [MSERR]. */
    void runTaskError(Worker w, String block) {
      file(workerLog(w)).append(traceback(pyTrain(), 1100 + r.nextInt(300), "train",
          "RuntimeError: Run task for graph:kernel_graph_" + r.nextInt(4) + " error! The details refer to 'Ascend "
              + "Error Message'.", block, "mindspore/ccsrc/plugin/device/ascend/hal/hardware/ge_graph_executor.cc:"
              + (900 + r.nextInt(400)) + " RunGraphRefMode"));
    }

    /** EI0002 from a waiting rank, naming a remote rank [MSERR] [LF 3.1]. */
    void notifyTimeout(Worker w, Worker remote, long t) {
      String tag = "HcomAllReduce_" + (6_000_000_000_000_000_000L + (long) (r.nextDouble() * 1e18)) + "_0";
      StringBuilder pl = file(plogPath(w, "debug", t));
      pl.append(plog("ERROR", "HCCL", w.pid, ts(w.host, t), "task_exception_handler.cc", 27 + r.nextInt(600),
          " [" + (w.pid + 60) + "][TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[" + (2
              + r.nextInt(40)) + "], taskID[" + r.nextInt(90) + "], tag[" + tag + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."));
      pl.append(plog("ERROR", "HCCL", w.pid, ts(w.host, t), "task_exception_handler.cc", 27 + r.nextInt(600),
          " [" + (w.pid + 60) + "][TaskExecStage][Timeout][HOST]groupRank information is group:[hccl_world_group], "
              + "user define information[], rankSize[" + n + "], rankId[" + w.rank + "]."));
      String block = "EI0002: [PID: " + w.pid + "] " + cannTs(w.host, t + 3) + " The wait execution of the Notify "
          + "register times out. Reason: The Notify register has not received the Notify record from remote rank ["
          + remote.rank + "].base information: [streamID:[" + (2 + r.nextInt(40)) + "], taskID[" + r.nextInt(90)
          + "], taskType[Notify Wait], tag[" + tag + "].] task information: [notify id:[0x0000000100000000], "
          + "stage:[ffffffff], remote rank:[" + remote.rank + "].\n"
          + "        Solution: 1. Check the rank service processes with other errors or no errors in the cluster.\n"
          + "        TraceBack (most recent call last):\n";
      runTaskError(w, block);
    }

    /** The heartbeat path of a worker whose scheduler reports an abnormal node [CGN]. */
    void clusterError(Worker w, long t, int abnormal) {
      StringBuilder b = file(workerLog(w));
      if (r.nextBoolean()) {
        b.append(ms("ERROR", "DISTRIBUTED", w.pid, w.tid, ts(w.host, t), TOPO + "compute_graph_node.cc", 287,
            "Heartbeat", "The state of the cluster is error, total nodes num: " + n + ", abnormal nodes num: "
                + abnormal));
      }
      b.append(traceback(pyTrain(), 1100 + r.nextInt(300), "train", "RuntimeError: The state of the cluster is "
          + "error, total nodes num: " + n + ", abnormal nodes num: " + abnormal, null,
          TOPO + "compute_graph_node.cc:287 Heartbeat"));
    }

    /** The scheduler times out nodes [MSN]; returns when it raised. */
    long schedulerTimeout(List<Worker> gone, long t) {
      StringBuilder s = file(hostPath(0, logDir + "/scheduler.log"));
      boolean newer = r.nextBoolean();
      int rounds = 1 + r.nextInt(3);
      for (int k = 0; k < rounds; k++) {
        for (Worker w : gone) {
          s.append(ms("ERROR", "DISTRIBUTED", schedPid, schedTid, ts(0, t + k * 3_000L),
              TOPO + "meta_server_node.cc", 536, "UpdateTopoState", "The node: " + w.nodeId + " is timed out."
                  + (newer ? " It may exit with exception, please check this node's log." : "")));
        }
      }
      List<String> ids = new ArrayList<>();
      for (Worker w : gone) ids.add(w.nodeId);
      String msg = "The total number of timed out node is " + gone.size() + (newer ? ". Timed out node list is: "
          + ids + ", worker " + ids.get(0) + " is the first one timed out, please check its log." : "");
      s.append(traceback("/usr/local/lib/python3.9/site-packages/mindspore/communication/management.py",
          190 + r.nextInt(20), "init", "RuntimeError: " + msg, null, TOPO + "meta_server_node.cc:546 UpdateTopoState"));
      return t + rounds * 3_000L;
    }

    /** Everyone but the root ends: by heartbeat cluster-error, or by an HCCL wait naming a remote rank. */
    void cascade(long tFail, long nodeTimeout, long hcclTimeout, Map<Worker, Long> exitAt, boolean hcclFirst) {
      // Which comes first decides what every waiter prints: the scheduler drops the dead root after the node
      // timeout and each worker's heartbeat then raises [MSN, CGN]; an HCCL wait raises at HCCL_EXEC_TIMEOUT.
      // With HCCL's default (1836 s) the heartbeat always wins; only a job that set HCCL_EXEC_TIMEOUT below the
      // node timeout sees EI0002, and then on every waiter (all wait in the same collective), within a few s.
      long tSched = schedulerTimeout(List.of(root), tFail + nodeTimeout);
      long shortExec = Math.max(10_000, nodeTimeout - 5_000 - r.nextInt(10_000));
      for (Worker w : workers) {
        if (w == root) continue;
        if (hcclFirst) {
          long t = tFail + shortExec + r.nextInt(3_000);
          notifyTimeout(w, remoteOf(w), t);
          exitAt.put(w, t + 1_000);
        } else {
          long t = tSched + 1_000 + r.nextInt(3_000);
          clusterError(w, t, 1);
          exitAt.put(w, t + 500);
        }
      }
    }

    /** Intra-server mesh waits on the root directly; across servers, the same local index on the host before. */
    Worker remoteOf(Worker w) {
      if (w.host == root.host) return root;
      int prevHost = (w.host - 1 + hosts) % hosts;
      if (prevHost == root.host) return root.device() == w.device() ? root : byHostLocal(prevHost, w.device());
      return byHostLocal(prevHost, w.device());
    }

    Worker byHostLocal(int h, int i) {
      for (Worker w : workers) if (w.host == h && w.device() == i) return w;
      throw new IllegalStateException();
    }

    void deviceFault(long tFail, long nodeTimeout, long hcclTimeout, Map<Worker, Long> exitAt) {
      Worker w = root;
      StringBuilder pl = file(plogPath(w, "debug", tFail));
      // [LF 2.2, 6] FuncErrorReason with the 507053 reason
      String api = pick("rtStreamSynchronize", "rtStreamSynchronizeWithTimeout", "rtsStreamSynchronize");
      pl.append(plog("ERROR", "RUNTIME", w.pid, ts(w.host, tFail), "error_message_manage.cc", 53,
          (w.pid + 11) + " FuncErrorReason:" + api + " execute failed, reason=[device mem error]"));
      pl.append(plog("ERROR", "ASCENDCL", w.pid, ts(w.host, tFail + 1), "stream.cpp", 120 + r.nextInt(40),
          (w.pid + 11) + " aclrtSynchronizeStreamWithTimeout: synchronize stream failed, runtime result = 507053"));
      String block = "EE9999: Inner Error!\nEE9999: [PID: " + w.pid + "] " + cannTs(w.host, tFail + 2)
          + " Task execute failed, base info: device_id=" + w.device() + ", stream_id=" + (2 + r.nextInt(30))
          + ", task_id=" + r.nextInt(90) + ", flip_num=0, task_type=" + r.nextInt(5)
          + ".[FUNC:GetError][FILE:stream.cc][LINE:" + (1000 + r.nextInt(100)) + "]\n"
          + "        TraceBack (most recent call last):\n"
          + "        " + api + " execute failed, reason=[device mem error][FUNC:FuncErrorReason]"
          + "[FILE:error_message_manage.cc][LINE:53]\n";
      runTaskError(w, block);
      exitAt.put(w, tFail + 2_000);
      cascade(tFail, nodeTimeout, hcclTimeout, exitAt, r.nextBoolean());
    }

    void linkDown(long tFail, long nodeTimeout, Map<Worker, Long> exitAt) {
      // the root's RoCE port goes down; error CQEs on it and on its peers (same local index) on other hosts
      List<Worker> peers = new ArrayList<>();
      for (Worker w : workers) if (w != root && w.device() == root.device()) peers.add(w);
      long tCqe = tFail + 5_000 + r.nextInt(20_000);
      cqe(root, peers.get(r.nextInt(peers.size())), tCqe);
      exitAt.put(root, tCqe + 1_500);
      for (Worker p : peers) {
        cqe(p, root, tCqe + r.nextInt(800));
        exitAt.put(p, tCqe + 1_500);
      }
      // [LF 9.2] ascend-fd npu_info style dump on the root's host
      StringBuilder nf = file(hostPath(root.host, pick("npu_info_after.txt", "hccn_check.txt", "env_check/net.log")));
      for (int d = 0; d < local; d++) {
        nf.append("/usr/local/Ascend/driver/tools/hccn_tool -i " + d + " -link -g\n");
        nf.append("link status: " + (d == root.device() ? "DOWN" : "UP") + "\n");
      }
      nf.append("/usr/local/Ascend/driver/tools/hccn_tool -i " + root.device() + " -link_stat -g\n");
      LocalDateTime now = at(root.host, tCqe + 600_000);
      nf.append("[devid " + root.device() + "]current time        : " + CTIME.format(now) + "\n");
      nf.append("[devid " + root.device() + "]link up count       : " + (1 + r.nextInt(3)) + "\n");
      nf.append("[devid " + root.device() + "]link down count     : 1\n");
      nf.append("[devid " + root.device() + "]    " + CTIME.format(at(root.host, tFail)) + "    LINK DOWN\n");
      if (r.nextBoolean()) {
        int other = (root.host + 1) % hosts;
        StringBuilder of = file(hostPath(other, "npu_info_after.txt"));
        for (int d = 0; d < local; d++) {
          of.append("/usr/local/Ascend/driver/tools/hccn_tool -i " + d + " -link -g\nlink status: UP\n");
        }
      }
      // the root and its peers all stop at once: the scheduler times them out in one round, in its map's order
      List<Worker> gone = new ArrayList<>(peers);
      gone.add(r.nextInt(gone.size() + 1), root);
      long tSched = schedulerTimeout(gone, tCqe + nodeTimeout);
      for (Worker w : workers) {
        if (exitAt.containsKey(w)) continue;
        long t = tSched + 1_000 + r.nextInt(3_000);
        clusterError(w, t, gone.size());
        exitAt.put(w, t);
      }
    }

    /** An error CQE seen by w on its link to remote [LF 2.2, 8.3], and EI0013 in w's exception. */
    void cqe(Worker w, Worker remote, long t) {
      StringBuilder pl = file(plogPath(w, "debug", t));
      pl.append(plog("ERROR", "ROCE", w.pid, ts(w.host, t), "hns_roce_lite.c", 630,
          "hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15"));
      pl.append(plog("ERROR", "HCCP", w.pid, ts(w.host, t), "ra_hdc_lite.c", 794,
          "tid:" + (w.pid + 400) + ",ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]"));
      StringBuilder run = file(plogPath(w, "run", t));
      run.append(plog("ERROR", "HCCL", w.pid, ts(w.host, t + 2), "heartbeat.cc", 700 + r.nextInt(300),
          " [" + (w.pid + 77) + "][TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:["
              + at(w.host, t).toString().replace('T', ' ') + "],localInfo{server[" + hostIp[w.host] + "],deviceId["
              + w.device() + "],deviceIp[" + w.deviceIp + "]}, remoteIP{server[" + hostIp[remote.host] + "],deviceId["
              + remote.device() + "],deviceIp[" + remote.deviceIp + "]}"));
      String block = "[PID: " + w.pid + "] " + cannTs(w.host, t + 900) + " Execution Error ROCE CQE(EI0013): An error "
          + "CQE occurred during operator execution. Local information: server " + hostIp[w.host] + ", device ID "
          + w.device() + ", device IP " + w.deviceIp + ". Peer information: server " + hostIp[remote.host]
          + ", device ID " + remote.device() + ", device IP " + remote.deviceIp + ".\n"
          + "        Possible Cause: 1. The network between the local and peer devices is faulty.\n"
          + "TraceBack (most recent call last):\n";
      runTaskError(w, block);
    }

    void killed(long tFail, long nodeTimeout, long hcclTimeout, Map<Worker, Long> exitAt) {
      exitAt.put(root, tFail);
      if (r.nextInt(5) < 2) {
        long up = 100_000 + r.nextInt(9_000_000);
        file(hostPath(root.host, pick("dmesg.txt", "dmesg.log", "sys/dmesg"))).append(String.format(Locale.ROOT,
            "[%d.%06d] Out of memory: Killed process %d (%s) total-vm:%dkB, anon-rss:%dkB, file-rss:0kB, "
                + "shmem-rss:0kB, UID:0 pgtables:%dkB oom_score_adj:0\n", up / 1000, r.nextInt(1_000_000), root.pid,
            pname, 200_000_000 + r.nextInt(90_000_000), 180_000_000 + r.nextInt(10_000_000), 300_000 + r.nextInt(9000)));
      }
      cascade(tFail, nodeTimeout, hcclTimeout, exitAt, r.nextBoolean());
    }

    void scriptError(long tFail, long nodeTimeout, long hcclTimeout, Map<Worker, Long> exitAt) {
      String[] errs = {
        "KeyError: 'input_ids'",
        "FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/part-" + String.format("%05d", r.nextInt(500)) + ".mindrecord'",
        "ZeroDivisionError: division by zero",
        "IndexError: list index out of range",
        "TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'"};
      StringBuilder b = file(workerLog(root));
      b.append("Traceback (most recent call last):\n");
      b.append("  File \"/home/" + user + "/job/" + script + "\", line " + (60 + r.nextInt(300)) + ", in <module>\n    main()\n");
      b.append("  File \"/home/" + user + "/job/dataset/loader.py\", line " + (20 + r.nextInt(200)) + ", in __getitem__\n");
      b.append("    sample = self.items[idx]\n");
      b.append(errs[r.nextInt(errs.length)]).append("\n");
      exitAt.put(root, tFail);
      cascade(tFail, nodeTimeout, hcclTimeout, exitAt, r.nextBoolean());
    }

    void neverJoins(long tStart, Map<Worker, Long> exitAt) {
      String[] errs = {
        "ModuleNotFoundError: No module named '" + pick("mindformers", "tokenizers", "sentencepiece") + "'",
        "ValueError: invalid literal for int() with base 10: ''",
        "FileNotFoundError: [Errno 2] No such file or directory: '/home/" + user + "/job/configs/model.yaml'"};
      StringBuilder b = file(workerLog(root));
      b.setLength(0); // it never registered: no cluster lines of its own
      b.append("Traceback (most recent call last):\n");
      b.append("  File \"/home/" + user + "/job/" + script + "\", line " + (5 + r.nextInt(40)) + ", in <module>\n");
      b.append("    import config\n");
      b.append(errs[r.nextInt(errs.length)]).append("\n");
      exitAt.put(root, tStart + 3_000);
      long timeout = (r.nextBoolean() ? 600 : 120 + r.nextInt(600)) * 1000L;
      StringBuilder s = file(hostPath(0, logDir + "/scheduler.log"));
      if (verbose) {
        for (long t = 6_000; t < timeout; t += 3_000 * (1 + r.nextInt(20))) {
          s.append(ms("INFO", "DISTRIBUTED", schedPid, schedTid, ts(0, t), TOPO + "meta_server_node.cc",
              520, "UpdateTopoState", "The cluster topology is in the process of constructing, current alive node "
                  + "num: (" + (n - 1) + "/" + n + ")"));
        }
      }
      s.append(traceback("/usr/local/lib/python3.9/site-packages/mindspore/communication/management.py",
          190 + r.nextInt(20), "init", "RuntimeError: Topology build timed out.", null, CLUSTER + ":" + (140 + r.nextInt(9))
              + " BuildCluster"));
      for (Worker w : workers) {
        if (w == root) continue;
        long t = timeout + r.nextInt(5_000);
        file(workerLog(w)).append(traceback("/usr/local/lib/python3.9/site-packages/mindspore/communication/management.py",
            190 + r.nextInt(20), "init", "RuntimeError: Topology build timed out.", null,
            CLUSTER + ":" + (140 + r.nextInt(9)) + " BuildCluster"));
        exitAt.put(w, t);
      }
    }

    void lagging(long tFail, long nodeTimeout, long hcclTimeout, Map<Worker, Long> exitAt) {
      // the root never enters the next collective; everyone else times out in HCCL, naming remote ranks
      List<Worker> firstOut = new ArrayList<>();
      long first = Long.MAX_VALUE;
      for (Worker w : workers) {
        if (w == root) continue;
        long t = tFail + hcclTimeout + r.nextInt(4_000);
        notifyTimeout(w, remoteOf(w), t);
        exitAt.put(w, t + 1_000);
        if (t < first) { first = t; firstOut.clear(); firstOut.add(w); }
      }
      long tSched = schedulerTimeout(firstOut, first + nodeTimeout);
      long t = tSched + 1_000 + r.nextInt(3_000);
      clusterError(root, t, firstOut.size()); // the count the scheduler had when it raised
      exitAt.put(root, t + 500);
    }

    void msrunConsoleStart(long t) {
      // msrun's own stdout on each host, kept by the user under a name of their choosing (or not kept)
      consoleName = pick("msrun.out", "nohup.out", "run_" + script.replaceAll("\\W", "_") + ".log", null);
      if (consoleName == null) return;
      for (int h = 0; h < hosts; h++) {
        int mpid = 1000 + r.nextInt(900_000);
        consolePid[h] = mpid;
        StringBuilder c = file(hostPath(h, consoleName));
        for (Worker w : workers) {
          if (w.host != h) continue;
          if (nodeRankGiven) {
            c.append(py("WARNING", mpid, "140211" + r.nextInt(100000), ts(h, t + 500),
                "mindspore/parallel/cluster/process_entity/_api.py", 229, "Start worker process with rank id:"
                    + w.nodeId + ", log file:" + logDir + "/worker_" + w.nodeId + ".log"));
          }
        }
        if (!nodeRankGiven) {
          c.append(py("WARNING", mpid, "140211" + r.nextInt(100000), ts(h, t + 500),
              "mindspore/parallel/cluster/process_entity/_api.py", 226, "Rank ids will be assigned automatically, "
                  + "please use 'grep -rn 'rank id:'' command to check each worker log's rank id."));
        }
        c.append(py("WARNING", mpid, "140211" + r.nextInt(100000), ts(h, t + 700),
            "mindspore/parallel/cluster/process_entity/_api.py", 141, "Distributed job is spawned. Waiting all "
                + "processes to exit..."));
      }
    }

    String consoleName;
    final int[] consolePid = new int[8];

    void msrunConsoleEnd(Map<Worker, Long> exitAt) {
      if (consoleName == null) return;
      for (int h = 0; h < hosts; h++) {
        StringBuilder c = file(hostPath(h, consoleName));
        long last = 0;
        for (Worker w : workers) {
          if (w.host != h) continue;
          long t = exitAt.getOrDefault(w, 0L);
          last = Math.max(last, t);
          c.append(py("ERROR", consolePid[h], "140211" + r.nextInt(100000), ts(h, Math.max(t, last)),
              "mindspore/parallel/cluster/process_entity/_api.py", 190, "Worker process " + w.pid
                  + " exit with exception."));
        }
        if (h == 0) {
          c.append(py("ERROR", consolePid[h], "140211" + r.nextInt(100000), ts(h, last + 200),
              "mindspore/parallel/cluster/process_entity/_api.py", 196, "Scheduler process " + schedPid
                  + " exit with exception."));
        }
        c.append(py("WARNING", consolePid[h], "140211" + r.nextInt(100000), ts(h, last + 300),
            "mindspore/parallel/cluster/process_entity/_api.py", 200, "Analyzing exception log..."));
        c.append("Traceback (most recent call last):\n  File \"/usr/local/bin/msrun\", line 8, in <module>\n"
            + "    sys.exit(main())\nRuntimeError: Distributed job exited with exception. Please check logs in "
            + "directory: " + logDir + ".\n");
      }
    }

    void dropFiles() {
      // missing files: never the root's own worker log (except nothing), sometimes the scheduler log, a
      // cascade's worker log, plogs of non-root workers, or the root's plogs (not for link-down/device-fault,
      // whose only device evidence may be there: the root's exception text still carries it)
      List<String> keys = new ArrayList<>(files.keySet());
      if (r.nextInt(4) == 0) files.remove(hostPath(0, logDir + "/scheduler.log"));
      if (r.nextInt(3) == 0) {
        Worker w = workers.get(r.nextInt(workers.size()));
        if (w != root) files.remove(workerLog(w));
      }
      for (String k : keys) {
        if (k.contains("/plog/") && r.nextInt(6) == 0 && !k.contains("plog-" + root.pid + "_")) files.remove(k);
      }
      if (r.nextInt(5) == 0 && !kind.equals("link-down")) {
        files.keySet().removeIf(k -> k.contains("plog-" + root.pid + "_"));
      }
    }
  }
}
