package io.github.ascendtriage.internal.rootcause.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One simulated multi-rank job and its truth: the hosts and processes, who waits on whom, which
 * processes are roots, and how each process prints. Built by {@link JobGenerator}, written by
 * {@link TreeWriter}, checked by {@link AnswerCheck}. Mutable while it is built; read-only after.
 */
final class SimJob {
  /** One host (a worker folder in the input, unless it is missing from the input). */
  static final class Host {
    final int index;
    /** Its folder's name (a {@link Perturbation} may rename it before the tree is written). */
    String name;
    final String serverIp;
    /** How far its clock is off the job's (a {@link Perturbation} may move it). */
    long skewMillis;
    boolean present = true;
    /** True when its {@code debug/} folder (plogs and device logs) is not in the input, its run logs are. */
    boolean debugMissing;
    /** True when only its device logs ({@code debug/device-N}) are in the input: no run or debug plog. */
    boolean plogMissing;
    final List<Proc> procs = new ArrayList<>();

    Host(int index, String name, String serverIp, long skewMillis) {
      this.index = index;
      this.name = name;
      this.serverIp = serverIp;
      this.skewMillis = skewMillis;
    }
  }

  /** One training process: a rank on one NPU of its host. */
  static final class Proc {
    final Host host;
    final int rank;
    final int logicalDevice;
    final int physicalDevice;
    /** Its process id (a {@link Perturbation} may exchange it with another of its host's). */
    int pid;
    final String deviceIp;
    final String vnicIp;
    /** The pid its debug lines print in their header (another pid in a container or a gathered file). */
    int headerPid;
    /** The pid its run-log lines print in their header. */
    int runHeaderPid;
    /** How much earlier than the job its run began (an earlier run of the job in the same folders); 0 for the job's. */
    long shiftMillis;
    /** Its device's TLS switch as HCCP reports it in the device log, or null when not printed. */
    Integer tlsSwitch;
    /** True when its log ends in the middle of the first line of its first error (the copy was cut there). */
    boolean cut;
    /** What it printed: its wait lines and its own faults, in order. */
    final List<Event> events = new ArrayList<>();

    Proc(Host host, int rank, int logicalDevice, int physicalDevice, int pid, String deviceIp, String vnicIp) {
      this.host = host;
      this.rank = rank;
      this.logicalDevice = logicalDevice;
      this.physicalDevice = physicalDevice;
      this.pid = pid;
      this.headerPid = pid;
      this.runHeaderPid = pid;
      this.deviceIp = deviceIp;
      this.vnicIp = vnicIp;
    }

    /** True when none of the lines of its errors or waits is in the input (cut, or its debug folder missing). */
    boolean linesLost() {
      return cut || host.debugMissing;
    }

    String place() {
      return host.name + " rank " + rank + " device " + physicalDevice;
    }

    @Override
    public String toString() {
      return place();
    }
  }

  /** How a waiter names its peer, or what fault a root printed. */
  enum EventType {
    NOTIFY_WAIT, NOTIFY_WAIT_LOCAL,
    /** HCCL's periodic INFO report of a rank still waiting in a collective (not an error). */
    WAIT_REPORT,
    /** A notify-wait task report that names no peer (the line's {@code peer} is the truth, not printed). */
    NOTIFY_WAIT_UNNAMED, LINK_TIMEOUT, TRANSPORT_INIT, TOPO_AGENT, TOPO_SERVER, TOPO_CONNECT_FAIL, CQE, SDMA,
    /** HCCL's heartbeat names the lost process: {@code Cluster Exception Location} (not a wait of its own). */
    HEARTBEAT_LOST,
    /** An agent's root-info exchange failed after it connected (the peer, the server, is not always printed). */
    TOPO_AGENT_LOST,
    /** The root-info server's own report of a failed exchange that names no rank that never connected. */
    TOPO_SERVER_LOST,
    /** A restart within the process: variant 0 HCCL resumed its communicator, 1 its runtime started over. */
    RESTART,
    /** Communicator init completed again after its runtime started over. */
    INIT_AGAIN
  }

  /**
   * One thing a process printed: {@code peer} is whom it waited on (null for an own fault);
   * {@code behind} how many operations before the job's {@link #opIndex} it stopped (0 for a waiter).
   */
  record Event(EventType type, Proc peer, long atMillis, int variant, int behind) {
    Event(EventType type, Proc peer, long atMillis, int variant) {
      this(type, peer, atMillis, variant, 0);
    }
  }

  final FaultKind kind;
  final long seed;
  final long baseMillis;
  final List<Host> hosts = new ArrayList<>();
  final List<Proc> procs = new ArrayList<>();
  /** The communicator everyone belongs to (the root-info identifier). */
  String group;
  /** The operation index (and tag) every waiter of a collective stopped at. */
  int opIndex;
  /** The AI CPU's own operation counter at that operation (another counter than {@link #opIndex}). */
  long aicpuOpIndex;
  /** True when the job expands its collectives on the AI CPU: its notify waits are reported in the device logs. */
  boolean aicpu;
  /** The host that ran the root-info server (rank 0's host). */
  Host rootInfoHost;
  /** True when the truth can be told only by aligning the hosts' clocks: every tree's ranks print the end of their init. */
  boolean needsInitEnd;
  /** True when one process restarted its runtime and never completed communicator init again (the root). */
  boolean rejoinMissing;
  /** True when the root-info server prints {@code HcclGetRootInfo success} (who made the root info). */
  boolean rootInfoLine;
  /** True when the hosts sit below a wrapping folder. */
  String wrapper;

  /** The processes of an earlier run of the job whose logs share the folders (not part of the truth). */
  final List<Proc> earlier = new ArrayList<>();

  // truth
  final List<Proc> roots = new ArrayList<>();
  /** Waiter to the peer it waits on (one per waiter; several waiters may share a peer). */
  final Map<Proc, Proc> waitsOn = new LinkedHashMap<>();
  /**
   * Farther peers a waiter's lines also name (grouped CONNECT TIMEOUT DETECT sentences): ranks
   * along its planted wait beyond its peer, so a step to one of them is a shortcut of that wait.
   */
  final Map<Proc, Set<Proc>> alsoWaitsOn = new LinkedHashMap<>();
  /** For a root outside the input: the names the waiters' lines may give it (its addresses, {@code rank N}). */
  final List<String> outsideNames = new ArrayList<>();
  boolean cycle;
  /** True when some process printed a line that names the root outright (a heartbeat's Cluster Exception Location). */
  boolean located;
  /** How the tree was written (layout, identity line forms, templates, rotation...), for per-trait results. */
  final Set<String> traits = new java.util.TreeSet<>();

  SimJob(FaultKind kind, long seed, long baseMillis) {
    this.kind = kind;
    this.seed = seed;
    this.baseMillis = baseMillis;
  }

  /** True when the root is outside the input. */
  boolean rootOutside() {
    return !outsideNames.isEmpty();
  }

  /** Processes that only waited (every waiter that is not a root). */
  Set<Proc> cascades() {
    Set<Proc> s = new LinkedHashSet<>();
    for (Proc p : waitsOn.keySet()) {
      if (!roots.contains(p) && p.host.present && !p.linesLost()) {
        s.add(p);
      }
    }
    return s;
  }

  String describe() {
    StringBuilder b = new StringBuilder();
    b.append(kind).append(" seed ").append(seed).append(": ").append(hosts.size()).append(" hosts (")
        .append(hosts.stream().filter(h -> !h.present).count()).append(" missing), ").append(procs.size()).append(" ranks; ");
    b.append(wrapper != null ? "below " + wrapper + "; " : "");
    if (rootOutside()) {
      b.append("root outside the input, named one of ").append(outsideNames);
    } else {
      b.append("roots ").append(roots);
    }
    b.append(cycle ? " (cycle)" : "").append("; waits ").append(waitsOn.size()).append("; ").append(traits);
    return b.toString();
  }
}
