package io.github.ascendtriage.internal.extract.facts;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the lines of one source (file or stream) stated about the process that wrote it, for
 * placing its error events. Immutable; no component is null.
 *
 * @param rank the writer's rank (from a communicator-init line), if stated
 * @param device the writer's device, if stated
 * @param ips addresses the source stated as its own (host or device IPs), at most 16
 * @param printedBy the ranks whose launcher prefix ({@code [rank3]:}) its lines carry
 * @param processes what its lines said about each process, by process id: torch_npu's {@code
 *     (PID:n, Device:d, RankID:r)} names one, and the identity lines of HCCL (SetupAgent,
 *     comm-init, listen lines) describe the pid of their plog header; {@code ""} is the writer of
 *     a line without a header
 * @param settings the settings its lines stated for its process (first value of each)
 * @param stated the line that stated each setting
 * @param deviceIps the device NIC addresses a tool output of its host lists, each with the device
 *     it belongs to ({@code hccn_tool -i N -ip -g} then {@code ipaddr:..}, as ascend-fd's
 *     collection keeps it in {@code environment_check/npu_info_before.txt}), at most 64
 * @param dropped how many values of each list setting its bound ({@link Setting#maxList}) dropped
 */
public record SourceFacts(
    Optional<String> rank,
    Optional<String> device,
    Set<String> ips,
    Set<String> printedBy,
    Map<String, ProcessFacts> processes,
    Map<Setting, String> settings,
    Map<Setting, io.github.ascendtriage.Evidence> stated,
    Map<String, String> deviceIps,
    Map<Setting, Long> dropped) {
  public SourceFacts {
    ips = Collections.unmodifiableSet(new LinkedHashSet<>(ips));
    printedBy = Collections.unmodifiableSet(new LinkedHashSet<>(printedBy));
    processes = Collections.unmodifiableMap(new LinkedHashMap<>(processes));
    settings = settings.isEmpty() ? Map.of() : Collections.unmodifiableMap(new java.util.EnumMap<>(settings));
    stated = stated.isEmpty() ? Map.of() : Collections.unmodifiableMap(new java.util.EnumMap<>(stated));
    deviceIps = Collections.unmodifiableMap(new LinkedHashMap<>(deviceIps));
    dropped = dropped.isEmpty() ? Map.of() : Collections.unmodifiableMap(new java.util.EnumMap<>(dropped));
  }

  /**
   * True when its lines are a MindSpore dynamic-cluster process's: it stated its registration or the cluster's
   * timeout ({@link Setting#CLUSTER_BUILD}) or its node id ({@link Setting#CLUSTER_NODE}), which only MindSpore's
   * cluster code prints (tenthe40).
   */
  public boolean clusterProcess() {
    return settings.containsKey(Setting.CLUSTER_BUILD) || settings.containsKey(Setting.CLUSTER_NODE);
  }

  /** The sources of {@code all} whose lines are a MindSpore cluster process's ({@link #clusterProcess}). */
  public static Set<String> clusterProcesses(Map<String, SourceFacts> all) {
    return sourcesWhere(all, SourceFacts::clusterProcess);
  }

  /** The sources of {@code all} whose lines state their writer's rank. */
  public static Set<String> ranked(Map<String, SourceFacts> all) {
    return sourcesWhere(all, sf -> sf.rank().isPresent());
  }

  private static Set<String> sourcesWhere(Map<String, SourceFacts> all, java.util.function.Predicate<SourceFacts> p) {
    Set<String> out = new LinkedHashSet<>();
    all.forEach((src, sf) -> {
      if (p.test(sf)) {
        out.add(src);
      }
    });
    return out;
  }

  /** No facts. */
  public static final SourceFacts NONE = new SourceFacts(Optional.empty(), Optional.empty(), Set.of(), Set.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of());

  /**
   * One process named in a source and who it is. Immutable; no component is null.
   *
   * @param pid its process id ({@code ""}: the writer of lines without a plog header)
   * @param rank its rank in the job
   * @param device its logical device id
   * @param physicalDevice its physical device id
   * @param deviceIp the IP of its device's RoCE port
   * @param nicIps the addresses it listens on for peers (virtual NIC, device NIC)
   * @param serverIp its host's address as its communicator announced it
   * @param rankCount how many ranks its communicator has
   * @param groupRanks its rank in each communicator, by communicator name (group or identifier)
   * @param seats the ranks it drives, each on its device, when its identity lines name more than one
   *     (one process may drive several devices, each device's rank stating itself); at most
   *     {@link Seat#MAX} in the order first stated
   * @param nodeIp the address of its node as a launcher's prefix on a console of several nodes states it ({@link
   *     Identity#NODE_IP}): the process is that node's, not the console's host's
   */
  public record ProcessFacts(
      String pid,
      Optional<String> rank,
      Optional<String> device,
      Optional<String> physicalDevice,
      Optional<String> deviceIp,
      Set<String> nicIps,
      Optional<String> serverIp,
      Optional<String> rankCount,
      Map<String, String> groupRanks,
      java.util.List<Seat> seats,
      Optional<String> nodeIp) {
    public ProcessFacts {
      Objects.requireNonNull(pid, "pid");
      Objects.requireNonNull(rank, "rank");
      Objects.requireNonNull(device, "device");
      Objects.requireNonNull(physicalDevice, "physicalDevice");
      Objects.requireNonNull(deviceIp, "deviceIp");
      Objects.requireNonNull(serverIp, "serverIp");
      Objects.requireNonNull(rankCount, "rankCount");
      Objects.requireNonNull(nodeIp, "nodeIp");
      nicIps = Collections.unmodifiableSet(new LinkedHashSet<>(nicIps));
      groupRanks = Collections.unmodifiableMap(new LinkedHashMap<>(groupRanks));
      seats = java.util.List.copyOf(seats);
    }

    /** A process known only by its rank and logical device. */
    public ProcessFacts(String pid, Optional<String> rank, Optional<String> device) {
      this(pid, rank, device, Optional.empty(), Optional.empty(), Set.of(), Optional.empty(), Optional.empty(), Map.of(), java.util.List.of(),
          Optional.empty());
    }

    /** The fact of one kind, if stated ({@link Identity#NIC_IP}: the first address). */
    public Optional<String> get(Identity what) {
      return switch (what) {
        case RANK -> rank;
        case RANK_COUNT -> rankCount;
        case LOGICAL_DEVICE -> device;
        case PHYSICAL_DEVICE -> physicalDevice;
        case DEVICE_IP -> deviceIp;
        case NIC_IP -> nicIps.stream().findFirst();
        case SERVER_IP -> serverIp;
        case NODE_IP -> nodeIp;
      };
    }
  }
}
