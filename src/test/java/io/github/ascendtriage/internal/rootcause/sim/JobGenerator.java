package io.github.ascendtriage.internal.rootcause.sim;

import io.github.ascendtriage.internal.rootcause.sim.SimJob.Event;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.EventType;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.Host;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.Proc;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random multi-rank jobs with one planted fault: 1-64 hosts of 1-16 ranks, pids, logical and
 * physical devices, device and NIC addresses, a clock skew per host, and hosts missing from the
 * input where that does not hide the root. Who waits on whom is planted first (the truth); the
 * lines follow from it in {@link TreeWriter}. Deterministic for a seed. Stateless.
 */
final class JobGenerator {
  private JobGenerator() {}

  static final long HOUR = 3_600_000L;

  static SimJob generate(FaultKind kind, long seed) {
    Random rng = new Random(seed);
    // 2025-01-01 .. 2025-12-01, in the job's own clock
    long base = 1_735_689_600_000L + (long) (rng.nextDouble() * 330 * 24 * HOUR);
    SimJob job = new SimJob(kind, seed, base);
    int min = switch (kind) {
      case SILENT_ROOT -> 4;
      case CYCLE, TWO_ROOTS, TLS_MINORITY -> 3;
      default -> 3;
    };
    // mostly small jobs, now and then a large one (up to 64 hosts of 16 ranks): 1,000 trees must stay fast
    double h = rng.nextDouble();
    int hosts = h < 0.6 ? 1 + rng.nextInt(2) : h < 0.9 ? 3 + rng.nextInt(4) : h < 0.98 ? 7 + rng.nextInt(10) : 17 + rng.nextInt(48);
    double r = rng.nextDouble();
    int perHost = r < 0.7 ? 1 + rng.nextInt(3) : r < 0.95 ? 4 + rng.nextInt(5) : 9 + rng.nextInt(8);
    if (hosts > 6 && perHost > 2 && rng.nextInt(10) > 0) {
      perHost = 1 + rng.nextInt(2); // many hosts of many ranks is rare
    }
    if ((kind == FaultKind.LAGGING || kind == FaultKind.LATE_LINK || kind == FaultKind.DEVICES_IN_ONE_PROCESS) && perHost < 2) {
      perHost = 2 + rng.nextInt(3); // the late rank is told apart from the others of its host
    }
    if (kind == FaultKind.LATE_INIT && perHost < 3) {
      perHost = 3 + rng.nextInt(3); // beside the root-info server, two others of its host report
    }
    if ((kind == FaultKind.LAGGING_HOST || kind == FaultKind.LATE_INIT_HOST) && hosts < 2) {
      hosts = 2 + rng.nextInt(4);
    }
    if (kind == FaultKind.SILENT_ROOT && hosts < 2) {
      hosts = 2 + rng.nextInt(3);
    }
    while (hosts * perHost < min) {
      perHost++;
    }
    layout(job, rng, hosts, perHost);
    switch (kind) {
      case CQE -> cqe(job, rng);
      case NOTIFY_CHAIN, WRAPPED_HOSTS, RERUN -> chain(job, rng, EventType.NOTIFY_WAIT, rootPrint(rng), all(job));
      case RESTART -> {
        if (rng.nextInt(3) == 0) {
          // after the restart one process never completes init again; the job hangs without an error
          job.rejoinMissing = true;
          job.needsInitEnd = true;
          job.roots.add(job.procs.get(rng.nextInt(job.procs.size())));
        } else {
          chain(job, rng, EventType.NOTIFY_WAIT, rootPrint(rng), all(job));
        }
      }
      case LINK_TIMEOUT -> chain(job, rng, EventType.LINK_TIMEOUT, null, all(job));
      case TRANSPORT_INIT -> chain(job, rng, EventType.TRANSPORT_INIT, null, all(job));
      case ROOT_INFO -> rootInfo(job, rng);
      case CYCLE -> cycle(job, rng);
      case SILENT_ROOT -> silent(job, rng);
      case TWO_ROOTS -> twoRoots(job, rng);
      case LAGGING -> lagging(job, rng, EventType.NOTIFY_WAIT);
      case LATE_LINK -> lagging(job, rng, EventType.LINK_TIMEOUT);
      case PART_NOTIFY -> partNotify(job, rng);
      case TLS_MINORITY -> tlsMinority(job, rng);
      case SILENT_HANG -> silentHang(job, rng);
      case LAGGING_HOST -> laggingHost(job, rng);
      case INIT_TIMEOUT -> initTimeout(job, rng);
      case LATE_INIT -> lateInit(job, rng);
      case DEVICES_IN_ONE_PROCESS -> severalDevices(job, rng);
      case PARTIAL_INPUT -> partial(job, rng);
      case LATE_INIT_HOST -> lateInitHost(job, rng);
    }
    if (kind == FaultKind.WRAPPED_HOSTS) {
      job.wrapper = rng.nextBoolean() ? "job-" + (1000 + rng.nextInt(9000)) + "-logs" : "export/job-" + (1000 + rng.nextInt(9000));
    }
    if (kind != FaultKind.SILENT_ROOT && kind != FaultKind.TLS_MINORITY && kind != FaultKind.SILENT_HANG
        && kind != FaultKind.LAGGING_HOST && kind != FaultKind.INIT_TIMEOUT && kind != FaultKind.LATE_INIT_HOST) {
      dropLeafHosts(job, rng);
    }
    if (kind == FaultKind.RERUN) {
      earlierRun(job, rng);
    }
    if (kind == FaultKind.RESTART) {
      recovered(job, rng);
    }
    return job;
  }

  private static void layout(SimJob job, Random rng, int hosts, int perHost) {
    int style = rng.nextInt(HOST_STYLES);
    String jobId = Long.toHexString(0x10000000L + rng.nextInt(0x7000000));
    int a = 10 + rng.nextInt(200);
    int rank = 0;
    boolean container = rng.nextInt(4) == 0;
    // a quarter of the jobs address their devices by IPv6 (HCCL prints it compressed, RFC 5952); drawn
    // apart from the job's other draws, which stay as they were
    boolean ipv6 = new Random(job.seed ^ 0x6A09E667L).nextInt(4) == 0;
    if (ipv6) {
      job.traits.add("address:device-ipv6");
    }
    for (int h = 0; h < hosts; h++) {
      String ip = "10." + a + "." + (h / 200) + "." + (10 + h % 200);
      long skew = rng.nextInt(5) == 0 ? 0 : (long) ((rng.nextDouble() * 2 - 1) * 2 * HOUR);
      Host host = new Host(h, hostName(style, h, ip, jobId), ip, skew);
      job.traits.add("hosts:" + HOST_STYLE_NAMES.get(style));
      job.hosts.add(host);
      List<Integer> phys = new ArrayList<>();
      int slots = perHost <= 8 && rng.nextBoolean() ? 8 : 16;
      for (int i = 0; i < slots; i++) {
        phys.add(i);
      }
      if (container) {
        Collections.shuffle(phys, rng);
        phys = new ArrayList<>(phys.subList(0, perHost));
        Collections.sort(phys);
      }
      int pidBase = 1000 + rng.nextInt(3_000_000);
      // debug lines printed with one pid for the whole host [FX-TI]; now and then the run lines too
      boolean sharedHeaderPid = rng.nextInt(6) == 0;
      boolean sharedInRun = sharedHeaderPid && rng.nextInt(3) == 0;
      int headerPid = 100 + rng.nextInt(900);
      for (int i = 0; i < perHost; i++) {
        int phy = phys.get(i);
        int logical = container ? i : phy;
        Proc p = new Proc(host, rank++, logical, phy, pidBase + 2 * i,
            ipv6 ? String.format("2001:db8:%x:%x::%x", a, h + 1, 100 + phy) : "192.168." + (h % 250) + "." + (100 + phy),
            "172.16." + (h % 250) + "." + (200 + phy));
        if (sharedHeaderPid) {
          p.headerPid = headerPid;
        }
        if (sharedInRun) {
          p.runHeaderPid = headerPid;
        }
        host.procs.add(p);
        job.procs.add(p);
      }
    }
    job.rootInfoHost = job.hosts.get(0);
    job.opIndex = 10 + rng.nextInt(40);
    job.aicpuOpIndex = 1_000_000L + rng.nextInt(40_000_000);
    job.aicpu = rng.nextInt(3) == 0; // the expansion mode is the job's, so all its ranks report alike
    job.group = job.rootInfoHost.serverIp + "%enp189s0f0_60000_0_" + (1_700_000_000_000_000L + (long) (rng.nextDouble() * 1e14));
  }

  /** How many ways of naming host folders {@link #hostName} knows. */
  static final int HOST_STYLES = 6;
  private static final List<String> HOST_STYLE_NAMES = List.of("worker-N", "nodeNN", "ascend-aN", "ip", "fqdn", "modelarts");

  /**
   * The folder of host {@code h} in naming style {@code style}: as ascend-fd's collection names
   * workers, as clusters name nodes, the host's own address, a domain name, a ModelArts job's worker.
   */
  static String hostName(int style, int h, String ip, String jobId) {
    return switch (style) {
      case 0 -> "worker-" + h;
      case 1 -> String.format("node%02d", h + 1);
      case 2 -> "ascend-" + (char) ('a' + h % 26) + (h / 26);
      case 3 -> ip;
      case 4 -> "npu-" + (h + 1) + ".cluster.local";
      default -> "modelarts-job-" + jobId + "-worker-" + h;
    };
  }

  private static List<Proc> all(SimJob job) {
    return new ArrayList<>(job.procs);
  }

  private static EventType rootPrint(Random rng) {
    return switch (rng.nextInt(3)) {
      case 0 -> null; // the root printed nothing (hung)
      case 1 -> EventType.SDMA;
      default -> EventType.NOTIFY_WAIT_LOCAL; // stuck on its own stream
    };
  }

  /** When the root went wrong; waiters print a timeout later. */
  private static long t0(SimJob job, Random rng) {
    return job.baseMillis + HOUR + (long) (rng.nextDouble() * 5 * HOUR);
  }

  private static long timeout(EventType t) {
    return switch (t) {
      case NOTIFY_WAIT, NOTIFY_WAIT_LOCAL -> 1_836_000L;
      case TOPO_AGENT, TOPO_SERVER, TOPO_CONNECT_FAIL -> 120_000L;
      default -> 130_000L;
    };
  }

  /** Root, a chain of 1-5 waiters to it, and other waiters hanging off the chain; from {@code pool}. */
  private static void chain(SimJob job, Random rng, EventType wait, EventType rootPrint, List<Proc> pool) {
    Collections.shuffle(pool, rng);
    Proc root = pool.get(0);
    job.roots.add(root);
    long t0 = t0(job, rng);
    if (rootPrint != null) {
      Proc remote = pool.size() > 1 ? pool.get(1 + rng.nextInt(pool.size() - 1)) : null;
      // a root stuck on its own stream stopped at the waiters' operation or before it
      int behind = rootPrint == EventType.NOTIFY_WAIT_LOCAL && rng.nextBoolean() ? 1 + rng.nextInt(3) : 0;
      root.events.add(new Event(rootPrint, rootPrint == EventType.CQE ? remote : null, t0, rng.nextInt(3), behind));
    }
    plantTree(job, rng, wait, List.of(root), pool.subList(1, pool.size()), t0);
    if (wait == EventType.NOTIFY_WAIT && rootPrint == null) {
      heartbeat(job, rng, root, t0);
    }
  }

  /**
   * Error CQEs, in one of three shapes (ascend-fd's CQE check, D3 of docs/rootcause.md): one rank's
   * link fails and its peer, still alive, waits on it (the reporter alone is the root); one rank's
   * link fails and its peer printed nothing at all (both ends are roots: either may hold the fault);
   * or a device went silent and two to four ranks report their links to it failed (it alone is the
   * root: every other link names it). The ranks left wait on a root in chains. Where the answer
   * needs the remote end, the report names it (forms 0, 1 and 3 of {@link PlogLines#cqe}).
   */
  private static void cqe(SimJob job, Random rng) {
    List<Proc> pool = all(job);
    Collections.shuffle(pool, rng);
    long t0 = t0(job, rng);
    int shape = rng.nextInt(3);
    Proc a = pool.get(0);
    Proc b = pool.get(1);
    if (shape == 2 && pool.size() >= 3) {
      job.roots.add(b);
      job.traits.add("cqe:common-end");
      int reporters = Math.min(pool.size() - 1, 2 + rng.nextInt(3));
      List<Proc> rest = new ArrayList<>(pool);
      rest.remove(b);
      for (Proc r : rest.subList(0, reporters)) {
        r.events.add(new Event(EventType.CQE, b, t0 + rng.nextInt(3_000), rng.nextInt(2)));
      }
      List<Proc> waiters = new ArrayList<>(rest.subList(reporters, rest.size()));
      if (!waiters.isEmpty()) {
        plantTree(job, rng, EventType.NOTIFY_WAIT, List.of(b), waiters, t0);
      }
      sharedEnd(job, rng, b);
      return;
    }
    job.roots.add(a);
    // form 2 (the RoCE driver's own lines) names no remote end: the silent end could not be seen
    a.events.add(new Event(EventType.CQE, b, t0, shape == 1 ? rng.nextInt(2) : rng.nextInt(3)));
    List<Proc> rest = new ArrayList<>(pool.subList(2, pool.size()));
    if (shape == 1) {
      job.roots.add(b); // silent: nothing shows it was still there
      job.traits.add("cqe:silent-remote-end");
    } else {
      waits(job, rng, b, a, EventType.NOTIFY_WAIT, t0);
      job.traits.add("cqe:remote-end-waits");
    }
    if (!rest.isEmpty()) {
      plantTree(job, rng, EventType.NOTIFY_WAIT, List.of(a), rest, t0);
    }
    sharedEnd(job, rng, b);
  }

  /**
   * Now and then the far end that error CQEs name by its device address alone drives its device
   * from one process with others of its host (one pid, one plog): the address must name that
   * device's seat, not the process. The reporters stay in processes of their own (an older CQE line
   * names none of its writer's devices).
   */
  private static void sharedEnd(SimJob job, Random rng, Proc end) {
    if (rng.nextInt(3) > 0) {
      return;
    }
    List<Proc> driven = new ArrayList<>(List.of(end));
    for (Proc p : end.host.procs) {
      if (p != end && driven.size() < 4 && p.events.stream().noneMatch(e -> e.type() == EventType.CQE)) {
        driven.add(p);
      }
    }
    if (driven.size() >= 2) {
      driven.sort(java.util.Comparator.comparingInt(p -> p.rank));
      oneProcess(job, driven);
      job.traits.add("devices:cqe-end-in-a-shared-process");
    }
  }

  /**
   * One process of a host drives 2 or more of its devices (one rank each, one plog per pid, one
   * identity line per rank), and one of its ranks other than its first faults: an error CQE whose
   * heartbeat report names the local device ({@code localInfo{..deviceId[phy]..}}, hccl heartbeat.cc),
   * the runtime's SDMA error on {@code dev_id=N}, or a wait on its own stream whose task report gives
   * its rankId. The others, the process's own other ranks among them, wait on it in chains.
   */
  private static void severalDevices(SimJob job, Random rng) {
    List<Host> multi = job.hosts.stream().filter(h -> h.procs.size() >= 2).toList();
    Host h = multi.get(rng.nextInt(multi.size()));
    int n = 2 + rng.nextInt(h.procs.size() - 1);
    List<Proc> driven = new ArrayList<>(h.procs.subList(0, n));
    oneProcess(job, driven);
    Proc root = driven.get(1 + rng.nextInt(n - 1));
    job.roots.add(root);
    long t0 = t0(job, rng);
    List<Proc> rest = all(job);
    rest.remove(root);
    Collections.shuffle(rest, rng);
    // each form names the root's seat as its source prints it: the task report by rankId, the heartbeat's
    // CQE by its physical deviceId (A5's by its localEid), the runtime's SDMA error by its logical dev_id;
    // in a remapped process one seat's logical id may be another's physical id (the line says which)
    List<EventType> forms = List.of(EventType.NOTIFY_WAIT_LOCAL, EventType.CQE, EventType.SDMA);
    if (driven.stream().anyMatch(p -> p != root && (p.logicalDevice == root.physicalDevice || p.physicalDevice == root.logicalDevice))) {
      job.traits.add("devices:fault-id-is-a-siblings-other-id");
    }
    EventType fault = forms.get(rng.nextInt(forms.size()));
    job.traits.add("devices:fault-" + fault);
    if (fault == EventType.CQE) {
      Proc remote = rest.remove(0);
      root.events.add(new Event(EventType.CQE, remote, t0, 0));
      waits(job, rng, remote, root, EventType.NOTIFY_WAIT, t0);
    } else {
      root.events.add(new Event(fault, null, t0, 1));
    }
    plantTree(job, rng, EventType.NOTIFY_WAIT, List.of(root), rest, t0);
  }

  /** The ranks given drive their devices from one process: one pid, one plog for all. */
  private static void oneProcess(SimJob job, List<Proc> driven) {
    Proc first = driven.get(0);
    for (Proc p : driven) {
      p.pid = first.pid;
      p.headerPid = first.headerPid;
      p.runHeaderPid = first.runHeaderPid;
    }
    job.traits.add("devices:several-in-one-process");
  }

  /**
   * A notify chain, then the input made incomplete (see {@link FaultKind#PARTIAL_INPUT}): a
   * host's debug folder dropped where it holds neither the root nor a process anyone waits on (the
   * waits it hides are of leaves); the root's log cut in its fault's first line, with a leaf waiter
   * cut too now and then; or, in an AI CPU job, a host without the root left with device logs only.
   * When the drawn shape does not fit the layout, the root's log is cut.
   */
  private static void partial(SimJob job, Random rng) {
    int shape = rng.nextInt(3);
    if (shape == 2) {
      job.aicpu = true;
    }
    EventType rootPrint = shape == 0 ? rootPrint(rng) : rng.nextBoolean() ? EventType.SDMA : EventType.NOTIFY_WAIT_LOCAL;
    chain(job, rng, EventType.NOTIFY_WAIT, rootPrint, all(job));
    Proc root = job.roots.get(0);
    List<Host> free = job.hosts.stream()
        .filter(h -> h.procs.stream().noneMatch(p -> job.roots.contains(p) || job.waitsOn.containsValue(p)
            || p.events.stream().anyMatch(e -> e.type() == EventType.HEARTBEAT_LOST)))
        .toList();
    if (shape == 0 && !free.isEmpty()) {
      Host h = free.get(rng.nextInt(free.size()));
      // some waiter must stay in the input, or nothing names the root
      if (job.waitsOn.keySet().stream().anyMatch(w -> w.host != h)) {
        h.debugMissing = true;
        job.traits.add("partial:debug-folder-missing");
        return;
      }
    }
    List<Host> others = job.hosts.stream().filter(h -> h != root.host && h.procs.stream().anyMatch(job.waitsOn::containsKey)).toList();
    if (shape == 2 && !others.isEmpty()) {
      others.get(rng.nextInt(others.size())).plogMissing = true;
      job.traits.add("partial:device-logs-only");
      return;
    }
    if (root.events.isEmpty()) {
      root.events.add(new Event(EventType.SDMA, null, job.waitsOn.isEmpty() ? t0(job, rng) : job.procs.stream()
          .flatMap(p -> p.events.stream()).mapToLong(Event::atMillis).min().orElse(0) - 1_800_000L, rng.nextInt(2)));
    }
    root.cut = true;
    job.traits.add("partial:root-cut-in-its-fault");
    List<Proc> leaves = job.waitsOn.keySet().stream().filter(w -> !job.waitsOn.containsValue(w)
        && w.events.stream().noneMatch(e -> e.type() == EventType.HEARTBEAT_LOST)).toList();
    if (leaves.size() > 1 && rng.nextBoolean()) {
      leaves.get(rng.nextInt(leaves.size())).cut = true;
      job.traits.add("partial:waiter-cut-before-its-wait");
    }
  }

  /** Every process of {@code rest} waits (in a chain of 1-5 first, then by chance) on a target or an earlier waiter. */
  private static void plantTree(SimJob job, Random rng, EventType wait, List<Proc> targets, List<Proc> rest, long t0) {
    List<Proc> reach = new ArrayList<>(targets);
    int chainLen = Math.min(rest.size(), 1 + rng.nextInt(5));
    Proc next = targets.get(0);
    for (int i = 0; i < chainLen; i++) {
      Proc w = rest.get(i);
      waits(job, rng, w, next, wait, t0);
      reach.add(w);
      next = w;
    }
    double q = 0.3 + 0.7 * rng.nextDouble();
    for (int i = chainLen; i < rest.size(); i++) {
      if (rng.nextDouble() < q) {
        Proc w = rest.get(i);
        waits(job, rng, w, reach.get(rng.nextInt(reach.size())), wait, t0);
        reach.add(w);
      }
    }
  }

  private static void waits(SimJob job, Random rng, Proc w, Proc peer, EventType type, long t0) {
    job.waitsOn.put(w, peer);
    long at = t0 + timeout(type) + rng.nextInt(20_000);
    w.events.add(new Event(type, peer, at, rng.nextInt(3)));
  }

  private static void rootInfo(SimJob job, Random rng) {
    Proc server = job.rootInfoHost.procs.get(0);
    List<Proc> others = new ArrayList<>(job.procs);
    others.remove(server);
    Proc missing = others.get(rng.nextInt(others.size()));
    job.roots.add(missing);
    long t0 = t0(job, rng);
    waitsTopo(job, rng, server, missing, EventType.TOPO_SERVER, t0);
    for (Proc p : others) {
      if (p != missing && rng.nextInt(3) > 0) {
        waitsTopo(job, rng, p, missing, EventType.TOPO_AGENT, t0);
      }
    }
    if (rng.nextBoolean()) {
      // the rank that never joined says it could not reach the server
      missing.events.add(new Event(EventType.TOPO_CONNECT_FAIL, server, t0 + 120_000L, rng.nextInt(3)));
    }
  }

  /**
   * Now and then (a hung or exited root, CANN 8.x) some waiters' heartbeats report it lost: a
   * {@code Cluster Exception Location} names its host address and device. True when planted.
   */
  private static boolean heartbeat(SimJob job, Random rng, Proc root, long t0) {
    List<Proc> waiters = new ArrayList<>(job.waitsOn.keySet());
    if (waiters.isEmpty() || rng.nextInt(3) > 0) {
      return false;
    }
    Collections.shuffle(waiters, rng);
    for (Proc w : waiters.subList(0, Math.min(waiters.size(), 1 + rng.nextInt(3)))) {
      w.events.add(new Event(EventType.HEARTBEAT_LOST, root, t0 + 30_000L + rng.nextInt(60_000), rng.nextInt(2)));
    }
    job.located = true;
    return true;
  }

  private static void waitsTopo(SimJob job, Random rng, Proc w, Proc peer, EventType type, long t0) {
    job.waitsOn.put(w, peer);
    w.events.add(new Event(type, peer, t0 + 120_000L + rng.nextInt(5_000), rng.nextInt(3)));
  }

  private static void cycle(SimJob job, Random rng) {
    List<Proc> pool = all(job);
    Collections.shuffle(pool, rng);
    int len = Math.min(pool.size(), 2 + rng.nextInt(3));
    EventType wait = rng.nextBoolean() ? EventType.LINK_TIMEOUT : EventType.NOTIFY_WAIT;
    long t0 = t0(job, rng);
    for (int i = 0; i < len; i++) {
      Proc w = pool.get(i);
      job.roots.add(w);
      waits(job, rng, w, pool.get((i + 1) % len), wait, t0);
    }
    job.cycle = true;
    if (pool.size() > len) {
      plantTree(job, rng, wait, job.roots, pool.subList(len, pool.size()), t0);
    }
  }

  private static void silent(SimJob job, Random rng) {
    int variant = rng.nextInt(3);
    if (variant == 0) {
      // the root-info server's host left nothing: every agent names the server's address
      Host h = job.rootInfoHost;
      h.present = false;
      Proc server = h.procs.get(0);
      long t0 = t0(job, rng);
      job.outsideNames.add(h.serverIp);
      for (Proc p : job.procs) {
        if (p.host != h && (rng.nextInt(4) > 0 || job.waitsOn.isEmpty())) {
          waitsTopo(job, rng, p, server, EventType.TOPO_CONNECT_FAIL, t0);
        }
      }
      return;
    }
    List<Host> hs = new ArrayList<>(job.hosts);
    Host gone = hs.get(rng.nextInt(hs.size()));
    gone.present = false;
    Proc root = gone.procs.get(rng.nextInt(gone.procs.size()));
    EventType wait = variant == 1 ? EventType.NOTIFY_WAIT : EventType.LINK_TIMEOUT;
    if (variant == 1) {
      job.outsideNames.add("rank " + root.rank);
    } else {
      // link rows name its device address, CONNECT TIMEOUT DETECT its host's address and device, A5's
      // channel rows its endpoint on one plane
      job.outsideNames.add(root.deviceIp);
      job.outsideNames.add(root.host.serverIp);
      job.outsideNames.add(PlogLines.eid(root, 0));
      job.outsideNames.add(PlogLines.eid(root, 1));
    }
    List<Proc> rest = new ArrayList<>();
    job.procs.stream().filter(p -> p.host.present).forEach(rest::add);
    Collections.shuffle(rest, rng);
    long t0 = t0(job, rng);
    plantTree(job, rng, wait, List.of(root), rest, t0);
    if (variant == 1 && heartbeat(job, rng, root, t0)) {
      job.outsideNames.add(root.host.serverIp);
    }
  }

  private static void twoRoots(SimJob job, Random rng) {
    List<Proc> pool = all(job);
    Collections.shuffle(pool, rng);
    Proc r1 = pool.get(0);
    Proc r2 = pool.get(1);
    long t0 = t0(job, rng);
    EventType fault = rng.nextBoolean() ? EventType.CQE : EventType.SDMA;
    List<Proc> remotes = new ArrayList<>(pool.subList(2, pool.size()));
    for (Proc r : List.of(r1, r2)) {
      job.roots.add(r);
      // two reports against one remote would make that remote the suspect: each root names its own
      Proc remote = remotes.size() > 1 ? remotes.remove(rng.nextInt(remotes.size())) : r == r1 ? r2 : r1;
      r.events.add(new Event(fault, fault == EventType.CQE ? remote : null, t0 + rng.nextInt(3_000), rng.nextInt(3)));
    }
    List<Proc> rest = new ArrayList<>(pool.subList(2, pool.size()));
    List<Proc> a = new ArrayList<>();
    List<Proc> b = new ArrayList<>();
    for (Proc p : rest) {
      (rng.nextBoolean() ? a : b).add(p);
    }
    if (!a.isEmpty()) {
      plantTree(job, rng, EventType.NOTIFY_WAIT, List.of(r1), a, t0);
    }
    if (!b.isEmpty()) {
      plantTree(job, rng, EventType.NOTIFY_WAIT, List.of(r2), b, t0);
    }
    for (Proc r : List.of(r1, r2)) {
      Proc end = r.events.get(0).peer();
      if (end != null && !job.roots.contains(end) && !job.waitsOn.containsKey(end)) {
        // the other end of its failed link was alive and waited on it (a silent end would be a root too)
        waits(job, rng, end, r, EventType.NOTIFY_WAIT, t0);
      }
    }
  }

  /**
   * Every other rank waits on the late one and times out; the late one begins to wait 1,900 s to
   * 3 h after them (past the 1,836 s the others waited), on a rank that has left, and times out too.
   */
  private static void lagging(SimJob job, Random rng, EventType wait) {
    List<Proc> pool = all(job);
    Collections.shuffle(pool, rng);
    Proc late = pool.get(0);
    job.roots.add(late);
    long t0 = t0(job, rng);
    List<Proc> rest = new ArrayList<>(pool.subList(1, pool.size()));
    plantTree(job, rng, wait, List.of(late), rest, t0);
    for (Proc p : late.host.procs) {
      if (p != late && !job.waitsOn.containsKey(p)) {
        waits(job, rng, p, late, wait, t0); // its host's others all report
      }
    }
    // past the timeout the others waited with (1,836 s for notify waits, 120-140 s for link setup)
    long arrives = wait == EventType.NOTIFY_WAIT
        ? t0 + 1_900_000L + (long) (rng.nextDouble() * 3 * HOUR)
        : t0 + 200_000L + (long) (rng.nextDouble() * HOUR);
    Proc gone = rest.get(rng.nextInt(rest.size()));
    late.events.add(new Event(wait, gone, arrives + timeout(wait) + rng.nextInt(20_000), rng.nextInt(3)));
    if (rng.nextInt(3) == 0) {
      // the late rank and some others of its host in one process: the late one is named by its seat
      // (its task report gives its rank; a link-setup report its own rank or device: the table's
      // source cell and header, the P2P line's local device, the detect sentence's own device)
      List<Proc> driven = new ArrayList<>(late.host.procs.subList(0, 1 + rng.nextInt(late.host.procs.size())));
      if (!driven.contains(late)) {
        driven.add(late);
      }
      if (driven.size() >= 2) {
        oneProcess(job, driven);
        job.traits.add("devices:late-rank-in-a-shared-process");
      }
    }
  }

  /**
   * One rank never reaches the collective and prints nothing; every other rank times out in it
   * and its report names no peer.
   */
  private static void partNotify(SimJob job, Random rng) {
    List<Proc> pool = all(job);
    Proc root = pool.get(rng.nextInt(pool.size()));
    job.roots.add(root);
    long t0 = t0(job, rng);
    for (Proc p : pool) {
      if (p != root) {
        job.waitsOn.put(p, root);
        p.events.add(new Event(EventType.NOTIFY_WAIT_UNNAMED, root, t0 + timeout(EventType.NOTIFY_WAIT) + rng.nextInt(20_000),
            rng.nextInt(3)));
      }
    }
  }

  /**
   * Every device prints its TLS switch; one differs. The ranks whose links to it never came up
   * wait on it; it waits in turn on one of them (its own links fail too).
   */
  private static void tlsMinority(SimJob job, Random rng) {
    chain(job, rng, EventType.LINK_TIMEOUT, null, all(job));
    Proc root = job.roots.get(0);
    long t0 = job.waitsOn.keySet().stream().flatMap(p -> p.events.stream()).mapToLong(Event::atMillis).min()
        .orElse(t0(job, rng) + timeout(EventType.LINK_TIMEOUT));
    int usual = rng.nextInt(2);
    for (Proc p : job.procs) {
      p.tlsSwitch = p == root ? 1 - usual : usual;
    }
    List<Proc> waiters = new ArrayList<>(job.waitsOn.keySet());
    if (!waiters.isEmpty()) {
      Proc peer = waiters.get(rng.nextInt(waiters.size()));
      // its links fail in the same round as theirs
      root.events.add(new Event(EventType.LINK_TIMEOUT, peer, t0 + rng.nextInt(20_000), rng.nextInt(3)));
    }
  }

  /**
   * The job hangs with no error: every rank but the root reports every 5 minutes that it still
   * waits, for 30-90 minutes; the root never reports, or stops reporting after 1-2 reports, 25 or
   * more minutes before the others (of its host, or of the job when it is alone on its host).
   */
  private static void silentHang(SimJob job, Random rng) {
    List<Proc> pool = all(job);
    Proc root = pool.get(rng.nextInt(pool.size()));
    job.roots.add(root);
    long t0 = t0(job, rng);
    long span = (30 + rng.nextInt(61)) * 60_000L;
    boolean stopsEarly = rng.nextBoolean();
    // alone on its host, a root that stops early is told only by comparing hosts: their clocks are
    // aligned on the end of communicator init, which its tree must then print
    job.needsInitEnd = stopsEarly && root.host.procs.size() == 1;
    for (Proc p : pool) {
      long until = p != root ? t0 + span : stopsEarly ? t0 + (1 + rng.nextInt(2)) * 300_000L : t0 - 1;
      if (p == root && stopsEarly) {
        until = Math.min(until, t0 + span - 25 * 60_000L);
      }
      for (long t = t0 + rng.nextInt(30_000); t <= until; t += 300_000L) {
        p.events.add(new Event(EventType.WAIT_REPORT, null, t, 0));
      }
    }
  }

  /**
   * Every rank of one host (no more ranks than the other hosts have together) begins the collective
   * 2,100 s to 3 h after the others, each on its host's own clock; every other rank waits on one of
   * them and times out first; each late rank then waits on a rank that has left and times out too.
   */
  private static void laggingHost(SimJob job, Random rng) {
    List<Host> candidates = job.hosts.stream().filter(h -> 2 * h.procs.size() <= job.procs.size()).toList();
    Host late = candidates.get(rng.nextInt(candidates.size()));
    long t0 = t0(job, rng);
    List<Proc> early = job.procs.stream().filter(p -> p.host != late).toList();
    job.roots.addAll(late.procs);
    for (Proc p : early) {
      waits(job, rng, p, late.procs.get(rng.nextInt(late.procs.size())), EventType.NOTIFY_WAIT, t0);
    }
    // across hosts the clocks are aligned only to within the link-setup timeout: the late host is
    // told apart once it is later than the execution timeout plus that (1,836 s + at most 140 s here)
    long arrives = t0 + 2_100_000L + (long) (rng.nextDouble() * 3 * HOUR);
    for (Proc p : late.procs) {
      Proc gone = early.get(rng.nextInt(early.size()));
      p.events.add(new Event(EventType.NOTIFY_WAIT, gone, arrives + timeout(EventType.NOTIFY_WAIT) + rng.nextInt(20_000), rng.nextInt(3)));
    }
  }

  /**
   * The root-info server (rank 0) fails the exchange; every other rank connected to it and then
   * lost the exchange, and says so without naming a rank that never connected.
   */
  private static void initTimeout(SimJob job, Random rng) {
    Proc server = job.rootInfoHost.procs.get(0);
    job.roots.add(server);
    job.rootInfoLine = rng.nextBoolean();
    long t0 = t0(job, rng);
    int serverForm = rng.nextInt(3);
    if (serverForm > 0) {
      server.events.add(new Event(EventType.TOPO_SERVER_LOST, null, t0 + 120_000L + rng.nextInt(5_000), serverForm));
    }
    for (Proc p : job.procs) {
      if (p != server) {
        job.waitsOn.put(p, server);
        p.events.add(new Event(EventType.TOPO_AGENT_LOST, server, t0 + 120_000L + rng.nextInt(5_000), rng.nextInt(3)));
      }
    }
  }

  /**
   * Every rank but one connects to the root-info server (rank 0) and loses the exchange when the
   * server gives up after the link-setup timeout (the server says so in one of two forms, or not);
   * the late rank begins 200 s to an hour later and cannot reach the server.
   */
  private static void lateInit(SimJob job, Random rng) {
    Proc server = job.rootInfoHost.procs.get(0);
    List<Proc> candidates = job.procs.stream().filter(p -> p != server).toList();
    Proc late = candidates.get(rng.nextInt(candidates.size()));
    job.roots.add(late);
    long t0 = t0(job, rng);
    int serverForm = rng.nextInt(3);
    if (serverForm > 0) {
      job.waitsOn.put(server, late);
      server.events.add(new Event(EventType.TOPO_SERVER_LOST, null, t0 + 120_000L + rng.nextInt(5_000), serverForm));
    }
    for (Proc p : job.procs) {
      if (p != server && p != late) {
        job.waitsOn.put(p, late); // through the server, which waited for the late rank
        p.events.add(new Event(EventType.TOPO_AGENT_LOST, server, t0 + 120_000L + rng.nextInt(5_000), rng.nextInt(3)));
      }
    }
    long arrives = t0 + 200_000L + (long) (rng.nextDouble() * HOUR);
    late.events.add(new Event(EventType.TOPO_CONNECT_FAIL, server, arrives + 120_000L + rng.nextInt(5_000), rng.nextInt(2)));
  }

  /**
   * Every rank of one host other than the root-info server's (no more ranks than the other hosts
   * have together) begins a root-info init 400 s to an hour after the others, on its own clock;
   * the others lost the exchange when the server gave up, the late ranks then cannot reach the
   * server. Every rank printed the end of the world group's init earlier, which aligns the clocks.
   */
  private static void lateInitHost(SimJob job, Random rng) {
    Proc server = job.rootInfoHost.procs.get(0);
    List<Host> candidates = job.hosts.stream().filter(h -> h != job.rootInfoHost && 2 * h.procs.size() <= job.procs.size()).toList();
    Host late = candidates.get(rng.nextInt(candidates.size()));
    job.needsInitEnd = true;
    job.roots.addAll(late.procs);
    if (late.procs.size() == 1) {
      job.traits.add("late-init:alone-on-its-host");
    }
    long t0 = t0(job, rng);
    // the late ranks are never more than the others that report (a host whose first init rotated
    // out would make the rest look late): with half the ranks late, the server reports too
    int serverForm = 2 * late.procs.size() == job.procs.size() ? 1 + rng.nextInt(2) : rng.nextInt(3);
    if (serverForm > 0) {
      job.waitsOn.put(server, late.procs.get(0));
      server.events.add(new Event(EventType.TOPO_SERVER_LOST, null, t0 + 120_000L + rng.nextInt(5_000), serverForm));
    }
    for (Proc p : job.procs) {
      if (p != server && p.host != late) {
        job.waitsOn.put(p, late.procs.get(rng.nextInt(late.procs.size()))); // through the server
        p.events.add(new Event(EventType.TOPO_AGENT_LOST, server, t0 + 120_000L + rng.nextInt(5_000), rng.nextInt(3)));
      }
    }
    // across hosts the clocks align to within the link-setup timeout: late by more than twice that
    long arrives = t0 + 400_000L + (long) (rng.nextDouble() * HOUR);
    for (Proc p : late.procs) {
      p.events.add(new Event(EventType.TOPO_CONNECT_FAIL, server, arrives + 120_000L + rng.nextInt(5_000), rng.nextInt(2)));
    }
  }

  /**
   * An earlier run on the same devices of the present hosts, 6-48 h before, with other pids: one of
   * its processes had an SDMA fault and the others timed out waiting on it.
   */
  private static void earlierRun(SimJob job, Random rng) {
    long shift = (6 + rng.nextInt(43)) * HOUR;
    for (Proc p : job.procs) {
      if (p.host.present) {
        Proc ghost = new Proc(p.host, p.rank, p.logicalDevice, p.physicalDevice, p.pid + 1, p.deviceIp, p.vnicIp);
        ghost.shiftMillis = shift;
        job.earlier.add(ghost);
      }
    }
    Proc root = job.earlier.get(rng.nextInt(job.earlier.size()));
    long t0 = t0(job, rng) - shift;
    root.events.add(new Event(EventType.SDMA, null, t0, rng.nextInt(2)));
    for (Proc g : job.earlier) {
      if (g != root) {
        g.events.add(new Event(EventType.NOTIFY_WAIT, root, t0 + timeout(EventType.NOTIFY_WAIT) + rng.nextInt(20_000), rng.nextInt(3)));
      }
    }
  }

  /**
   * Before the planted failure (at least an hour into the job), a failure the job recovered from:
   * 2-12 minutes after init one process's SDMA copy fails, some others time out waiting on it, and
   * a minute or two after the last of them every process restarts its communication, all in one way;
   * a process whose runtime started over completes communicator init again, but for the root when
   * the planted failure is that it never rejoined.
   */
  private static void recovered(SimJob job, Random rng) {
    List<Proc> pool = all(job);
    Proc old = pool.get(rng.nextInt(pool.size()));
    long t = job.baseMillis + 120_000L + rng.nextInt(600_000);
    old.events.add(new Event(EventType.SDMA, null, t, rng.nextInt(2)));
    long last = t;
    for (Proc p : pool) {
      if (p != old && rng.nextBoolean()) {
        long at = t + timeout(EventType.NOTIFY_WAIT) + rng.nextInt(20_000);
        p.events.add(new Event(EventType.NOTIFY_WAIT, old, at, rng.nextInt(3)));
        last = Math.max(last, at);
      }
    }
    int how = job.rejoinMissing ? 1 : rng.nextInt(2);
    long restart = last + 60_000L + rng.nextInt(60_000);
    for (Proc p : pool) {
      long at = restart + rng.nextInt(5_000);
      p.events.add(new Event(EventType.RESTART, null, at, how));
      if (how == 1 && !(job.rejoinMissing && job.roots.contains(p))) {
        // its runtime started over: it completes communicator init again
        p.events.add(new Event(EventType.INIT_AGAIN, null, at + 30_000L + rng.nextInt(30_000), rng.nextInt(2)));
      }
    }
    if (job.rejoinMissing) {
      job.traits.add("restart:one-never-rejoined");
    }
  }

  /** Hosts whose processes nobody waits on and that hold no root may be missing from the input. */
  private static void dropLeafHosts(SimJob job, Random rng) {
    if (job.hosts.size() < 3 || rng.nextInt(3) > 0) {
      return;
    }
    for (Host h : job.hosts) {
      boolean leaf = h != job.rootInfoHost && !h.debugMissing && !h.plogMissing && h.procs.stream()
          .noneMatch(p -> job.roots.contains(p) || job.waitsOn.containsValue(p)
              || p.events.stream().anyMatch(e -> e.type() == EventType.CQE));
      if (leaf && rng.nextInt(3) == 0) {
        h.present = false;
        if (job.waitsOn.keySet().stream().noneMatch(w -> w.host.present && !w.linesLost())) {
          h.present = true; // some waiter must stay in the input
        }
      }
    }
  }
}
