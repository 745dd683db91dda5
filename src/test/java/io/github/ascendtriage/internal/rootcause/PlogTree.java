package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One home for the root-cause tests' hand-written trees: the processes, the plog files they write
 * (host/process_log/{run,debug}/plog/plog-&lt;pid&gt;_..log), the identity and notify-wait lines HCCL
 * prints in them (docs/log-formats.md of ../shared; HCCL's task-exception and topo-exchange prints)
 * and the layouts several tests share. The values are made up.
 */
final class PlogTree {
  private PlogTree() {}

  /** The root-info communicator every hand-written tree's ranks belong to. */
  static final String GROUP = "10.1.0.1%eth0_60000_0_1764000000000000";

  /** The tag of an all-reduce in {@link #GROUP}. */
  static final String TAG = "AllReduce_" + GROUP;

  /** A process whose lines all print {@code linePid} in their header (a container's numbering). */
  record Proc(String host, int filePid, int linePid, int rank, int device) {
    String head(String level, String time) {
      return "[" + level + "] HCCL(" + linePid + ",python3):2026-11-20-" + time + " [x.cc:1] [" + linePid + "]";
    }

    Path run(Path root) {
      return root.resolve(host + "/process_log/run/plog/plog-" + filePid + "_20261120100000000.log");
    }

    Path debug(Path root) {
      return root.resolve(host + "/process_log/debug/plog/plog-" + filePid + "_20261120100500000.log");
    }
  }

  /** Ranks 4-7 of one process (pid 5100) on devices 0-3 of node-b. */
  static final List<Proc> DRIVEN = List.of(
      new Proc("node-b", 5100, 5100, 4, 0), new Proc("node-b", 5100, 5100, 5, 1),
      new Proc("node-b", 5100, 5100, 6, 2), new Proc("node-b", 5100, 5100, 7, 3));

  /** Rank 0 alone on node-a, beside {@link #DRIVEN}. */
  static final Proc OTHER = new Proc("node-a", 4100, 4100, 0, 0);

  /** Rank 0 on device 0 of host a. */
  static final Proc A0 = new Proc("a", 100, 100, 0, 0);
  /** Rank 1 on device 1 of host a. */
  static final Proc A1 = new Proc("a", 102, 102, 1, 1);
  /** Rank 2 on device 0 of host b. */
  static final Proc B2 = new Proc("b", 200, 200, 2, 0);
  /** Rank 3 on device 1 of host b. */
  static final Proc B3 = new Proc("b", 202, 202, 3, 1);
  /** {@link #A0}, {@link #A1}, {@link #B2}, {@link #B3}: two hosts of two ranks, one process each. */
  static final List<Proc> TWO_HOSTS = List.of(A0, A1, B2, B3);

  /** {@code n} processes of {@code host}, pids from {@code firstPid} on; process i is rank i on device i. */
  static List<Proc> oneHost(String host, int firstPid, int n) {
    List<Proc> ps = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      ps.add(new Proc(host, firstPid + i, firstPid + i, i, i));
    }
    return List.copyOf(ps);
  }

  /** Appends {@code text} to {@code file}, making its folders. */
  static void write(Path file, String text) throws IOException {
    LogTrees.append(file, text);
  }

  /**
   * HCCL 8.5's run line of {@code p}'s own rank ({@code [LocalRank Key Info]}, hicann/hccl's fault-diagnosis guide):
   * its node {@code hostIp}, its physical device {@code phy}, then {@code more} fields as written.
   */
  static void keyInfo(Path root, Proc p, String hostIp, int phy, String more) throws IOException {
    write(p.run(root), p.head("INFO", "10:00:01.000.000") + "[LocalRank Key Info]userRank[" + p.rank() + "] hostIp["
        + hostIp + "] devicePhyId[" + phy + "]" + more + "\n");
  }

  /** Rank-table init of each of {@code ps}: {@code hcom init by file success}, naming rank and (logical) device. */
  static void initByFile(Path root, int ranks, Proc... ps) throws IOException {
    initByFile(root, ranks, List.of(ps));
  }

  static void initByFile(Path root, int ranks, List<Proc> ps) throws IOException {
    for (Proc p : ps) {
      write(p.run(root), p.head("INFO", "10:00:01.000.000") + "[HCCL_TRACE]hcom init by file success,take time [1200]us,"
          + " rankTablePath[/job/rank_table.json], rankNum[" + ranks + "], rank[" + p.rank() + "],server[10.1.0.1], device["
          + p.device() + "]\n");
    }
  }

  /** Root-info init of each of {@code ps}: the Entry line with the communicator and the rank in it. */
  static void initRootInfo(Path root, int ranks, Proc... ps) throws IOException {
    initRootInfo(root, ranks, List.of(ps));
  }

  static void initRootInfo(Path root, int ranks, List<Proc> ps) throws IOException {
    for (Proc p : ps) {
      write(p.run(root), p.head("INFO", "10:00:01.000.000") + "Entry-HcclCommInitRootInfoInner:ranks[" + ranks + "], rank["
          + p.rank() + "], rootinfo: host ip[10.1.0.1] port[60000] nicDeploy[1] identifier[" + GROUP + "], deviceLogicId["
          + p.device() + "]\n");
    }
  }

  /** {@link #OTHER} and {@link #DRIVEN} launched from a rank table of 8 ranks: no identity line states a device address. */
  static void drivenByFile(Path root) throws IOException {
    initByFile(root, 8, OTHER);
    initByFile(root, 8, DRIVEN);
  }

  /** The device address of a process of {@link #OTHER} or {@link #DRIVEN}: 192.0.2.10N on node-a, 192.0.2.20N on node-b. */
  static String deviceIp(Proc p) {
    return "192.0.2." + (p.host().equals("node-a") ? 10 : 20) + p.device();
  }

  /** Root-info init's SetupAgent line: rank, logical and physical device and the device's address. */
  static void setupAgent(Path root, Proc p, int ranks, int phyId, String deviceIp) throws IOException {
    write(p.run(root), p.head("INFO", "10:00:01.000.000") + "[HCCL_TRACE][Flat]SetupAgent rankNum[" + ranks + "], rank["
        + p.rank() + "], rootInfo identifier[" + GROUP + "], server[10.1.0.1%eth0], serverPort[60000]deviceType[4], logicDevId["
        + p.device() + "], phydevId[" + phyId + "], deviceIp[" + deviceIp + "]\n");
  }

  /** The SetupAgent lines of {@link #OTHER} and {@link #DRIVEN}, each physical id its logical one. */
  static void drivenBySetupAgent(Path root) throws IOException {
    for (Proc p : withOther()) {
      setupAgent(root, p, 8, p.device(), deviceIp(p));
    }
  }

  /** {@link #OTHER}, then {@link #DRIVEN}. */
  static List<Proc> withOther() {
    List<Proc> all = new ArrayList<>(List.of(OTHER));
    all.addAll(DRIVEN);
    return List.copyOf(all);
  }

  /** A notify-wait task report: base (tag), para (remote rank), groupRank, opData (index). */
  static void notifyTimeout(Path root, Proc p, String remote, String tag, int index, String time) throws IOException {
    String h = p.head("ERROR", time) + "[TaskExecStage][Timeout][Host]Task run failed, ";
    write(p.debug(root), h + "base information is streamID:[2], taskID[21], taskType[Notify Wait], tag[" + tag + "],"
        + " AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
        + h + "para information is notify id:[0x0000000100000c2b], value:[1], remote rank:[" + remote + "].\n"
        + h + "groupRank information is group:[" + GROUP + "], user define information[], rankSize[4], rankId[" + p.rank() + "].\n"
        + h + "opData information is timeStamp:[2026-11-20-10:01:00.000.000], deviceId[" + p.device() + "], index[" + index
        + "], count[256], reduceType[sum], src[0x1], dst[0x2], dataType[float32].\n");
  }

  /** A notify-wait report of the all-reduce at index 9 of {@link #GROUP}. */
  static void notifyTimeout(Path root, Proc p, String remote, String time) throws IOException {
    notifyTimeout(root, p, remote, TAG, 9, time);
  }
  /**
   * Three processes of node-a (root-info init; where {@code execTimeouts} is given, rank i's {@code
   * HCCL_EXEC_TIMEOUT} is its i-th): ranks 0 and 1 report their wait on rank 2 at {@code t0} and
   * {@code t1}, rank 2 its wait on rank 0 at {@code t2}.
   */
  static void lateThird(Path root, int[] execTimeouts, String t0, String t1, String t2) throws IOException {
    List<Proc> r = oneHost("node-a", 5101, 3);
    initRootInfo(root, 3, r);
    for (Proc p : r) {
      if (execTimeouts != null) {
        write(p.run(root), p.head("INFO", "10:00:00.500.000") + "[HCCL_ENV] HCCL_EXEC_TIMEOUT set by environment to ["
            + execTimeouts[p.rank()] + "]s\n");
      }
    }
    notifyTimeout(root, r.get(0), "2", t0);
    notifyTimeout(root, r.get(1), "2", t1);
    notifyTimeout(root, r.get(2), "0", t2);
  }

  /**
   * {@code tree} flattened into {@code flat} as users often upload it (flat36): one folder, each file named
   * {@code <host>_<name>}, a plog keeping its {@code debug_}/{@code run_} folder ({@code
   * a_debug_plog-100_...log}), every other file its own name ({@code a_train.log}).
   */
  static void flatten(Path tree, Path flat) throws IOException {
    Files.createDirectories(flat);
    try (Stream<Path> files = Files.walk(tree)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        Path rel = tree.relativize(f);
        String host = rel.getName(0).toString();
        String sub = rel.toString().contains("/debug/") ? "debug_" : rel.toString().contains("/run/") ? "run_" : "";
        Files.copy(f, flat.resolve(host + "_" + sub + f.getFileName()));
      }
    }
  }
}
