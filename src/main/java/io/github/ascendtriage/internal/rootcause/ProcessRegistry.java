package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Seat;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The processes of one input, one record per host and pid, and the lookups that resolve a peer
 * reference (device IP, NIC IP, host and device, server and device, communicator and rank).
 * Built by a {@link RegistryBuilder} source by source, so a reader can grow it as files or streamed lines
 * arrive; a process that logged no error is in it as soon as a line says who it is. Immutable and
 * thread-safe once built.
 *
 * <p>The writer of a line is the process of its file name ({@code plog-<pid>_...}, {@code
 * device-<pid>_...}) on its host, whatever pid its header prints: CANN names the file after the
 * host business process, while the pid inside a line may be a device-side process ({@code
 * aicpu_scheduler}, {@code hccp_service.bin}) or a container's own numbering, the same for many
 * ranks. Without a file pid (console logs, a stream), the header pid or the pid a line names is
 * the process.
 */
final class ProcessRegistry {
  private final Map<ProcessKey, ProcessRecord> records;
  private final Map<String, ProcessKey> fileProcess;
  private final Map<String, Set<String>> hostAddresses;
  private final Map<String, Map<String, String>> hostDeviceIps; // per host: device by NIC address (hccn_tool -ip -g)
  private final Map<String, ToolAddresses.TableSeat> tabledIps; // a rank table's seat by device address
  private final LaunchedRanks launched;
  private final Map<String, Map<String, String>> nodeHosts; // per console: the host of each pid a prefix placed (ray41)

  ProcessRegistry(
      Map<ProcessKey, ProcessRecord> records, Map<String, ProcessKey> fileProcess, Map<String, Set<String>> hostAddresses,
      Map<String, Map<String, String>> hostDeviceIps, Map<String, ToolAddresses.TableSeat> tabledIps, LaunchedRanks launched,
      Map<String, Map<String, String>> nodeHosts) {
    this.nodeHosts = nodeHosts;
    this.records = Collections.unmodifiableMap(records);
    this.fileProcess = fileProcess;
    this.hostAddresses = hostAddresses;
    this.hostDeviceIps = hostDeviceIps;
    this.tabledIps = tabledIps;
    this.launched = launched;
  }

  /** A registry of what a feature set's sources said, placed with their file metadata. */
  public static ProcessRegistry of(Map<String, SourceFacts> facts, Map<String, SourceMeta> metas) {
    RegistryBuilder b = new RegistryBuilder();
    metas.forEach(b::file);
    facts.forEach((src, f) -> b.add(src, f));
    return b.build();
  }

  /** Every process, in the order first seen. */
  public Collection<ProcessRecord> all() {
    return records.values();
  }

  /** The record of a process; empty when the input said nothing of it. */
  public Optional<ProcessRecord> get(ProcessKey key) {
    return Optional.ofNullable(records.get(key));
  }

  /** The host a source belongs to ({@code ""} when unknown). */
  String hostOf(String source) {
    ProcessKey k = fileProcess.get(source);
    return k != null ? k.host() : "";
  }

  /**
   * The process that wrote a line of {@code source} whose plog header has {@code pid}; empty for a
   * line of a console log without a pid.
   */
  public Optional<ProcessKey> writer(String source, Optional<String> pid, String host) {
    ProcessKey file = fileProcess.get(source);
    if (file != null && !file.pid().isEmpty()) {
      return Optional.of(file); // the pid in the file's name: what a line prints is not who wrote the file
    }
    String h = file != null ? file.host() : host;
    // a console line whose prefix placed its process on another node (ray41, Identity.NODE_IP) is that node's
    Map<String, String> placed = nodeHosts.getOrDefault(source, Map.of());
    return pid.map(p -> new ProcessKey(placed.getOrDefault(p, h), p));
  }

  /**
   * The processes whose device IP is {@code ip} (of any device it drives): stated by their identity lines, else by a
   * tool output of their machine or a rank table ({@link ToolAddresses}).
   */
  List<ProcessRecord> byDeviceIp(String ip) {
    List<ProcessRecord> stated = find(r -> r.deviceIp().map(ip::equals).orElse(false) || r.seatAddress(ip));
    return !stated.isEmpty() ? stated : ToolAddresses.processes(this, hostDeviceIps, tabledIps, ip);
  }

  /** The device whose address {@code ip} is in a host's hccn_tool output, if one host lists it. */
  Optional<String> toolDevice(String ip) {
    List<String> d = hostDeviceIps.values().stream().filter(m -> m.containsKey(ip)).map(m -> m.get(ip)).distinct().toList();
    return d.size() == 1 ? Optional.of(d.get(0)) : Optional.empty();
  }

  /** The processes that listen on {@code ip}; those on {@code host} first. */
  List<ProcessRecord> byNicIp(String ip, String host) {
    List<ProcessRecord> here = find(r -> r.key().host().equals(host) && (r.nicIps().contains(ip) || r.seatAddress(ip)));
    return here.isEmpty() ? find(r -> r.nicIps().contains(ip) || r.seatAddress(ip)) : here;
  }

  /** The processes of the host with address {@code ip} (a server IP it announced, or an own address). */
  List<ProcessRecord> byServerIp(String ip) {
    List<ProcessRecord> out = new ArrayList<>(find(r -> r.serverIp().map(ip::equals).orElse(false)));
    Optional<String> host = hostWithAddress(ip);
    if (host.isPresent()) {
      // the other processes of that host, though their lines did not announce the address
      for (ProcessRecord r : find(r -> r.key().host().equals(host.get()))) {
        if (!out.contains(r)) {
          out.add(r);
        }
      }
    }
    return out;
  }

  /** The host folder whose files stated {@code ip} as an own address (or announced it as server). */
  Optional<String> hostWithAddress(String ip) {
    for (ProcessRecord r : records.values()) {
      if (r.serverIp().map(ip::equals).orElse(false) && !r.key().host().isEmpty()) {
        return Optional.of(r.key().host());
      }
    }
    for (Map.Entry<String, Set<String>> e : hostAddresses.entrySet()) {
      if (e.getValue().contains(ip)) {
        return Optional.of(e.getKey());
      }
    }
    return Optional.empty();
  }

  /**
   * The processes among {@code among} on device {@code id} as a line of {@code reading} names it
   * (see {@link ProcessRecord#onDevice}): a process's own ids or those of a seat it drives.
   */
  static List<ProcessRecord> onDevice(List<ProcessRecord> among, String id, DeviceReading reading) {
    if (reading == DeviceReading.EITHER) {
      return onDevice(among, id);
    }
    return among.stream().filter(r -> !ProcessRecord.onDevice(List.of(r), id, reading, ProcessRecord::logicalDevice,
        ProcessRecord::physicalDevice).isEmpty() || !ProcessRecord.onDevice(r.seats(), id, reading, Seat::logicalDevice,
        Seat::physicalDevice).isEmpty()).toList();
  }

  /** The processes among {@code among} on device {@code id}: physical ids first, then logical. */
  static List<ProcessRecord> onDevice(List<ProcessRecord> among, String id) {
    List<ProcessRecord> phy = new ArrayList<>();
    List<ProcessRecord> logic = new ArrayList<>();
    for (ProcessRecord r : among) {
      if (r.physicalDevice().map(id::equals).orElse(false)
          || r.seats().stream().anyMatch(s -> s.physicalDevice().map(id::equals).orElse(false))) {
        phy.add(r);
      } else if (r.logicalDevice().map(id::equals).orElse(false)
          || r.seats().stream().anyMatch(s -> s.logicalDevice().map(id::equals).orElse(false))) {
        logic.add(r);
      }
    }
    return phy.isEmpty() ? logic : phy;
  }

  /**
   * The host folders of the machine folder {@code host} is on: itself and every folder whose processes announce a
   * server address one of its processes announces. A pod-per-rank collection gives each process a folder of its
   * own, while HCCL names the machine ({@code [LocalRank Key Info] hostIp[..]}, SetupAgent's {@code server[..]}):
   * the node's tool outputs sit in one of those folders and speak for all of them (cqe36).
   */
  Set<String> sameMachine(String host) {
    Set<String> ips = new LinkedHashSet<>();
    onHost(host).forEach(r -> r.serverIp().ifPresent(ips::add));
    Set<String> out = new LinkedHashSet<>();
    out.add(host);
    if (!ips.isEmpty()) {
      find(r -> r.serverIp().map(ips::contains).orElse(false)).forEach(r -> out.add(r.key().host()));
    }
    return out;
  }

  /** The processes on {@code host}. */
  List<ProcessRecord> onHost(String host) {
    return find(r -> r.key().host().equals(host));
  }

  /** The processes that are rank {@code rank} of {@code group} (any communicator when empty). */
  List<ProcessRecord> byRank(String rank, Optional<String> group) {
    if (group.isPresent()) {
      List<ProcessRecord> g = find(r -> rank.equals(r.groupRanks().get(group.get())));
      if (!g.isEmpty()) {
        return g;
      }
    }
    return find(r -> r.anyRank().map(rank::equals).orElse(false) || r.seats().stream().anyMatch(s -> s.rank().equals(rank)));
  }

  /** The process its launcher recorded as {@code rank}, where HCCL's lines give that rank no process ({@link LaunchedRanks}). */
  Optional<ProcessRecord> launchedAs(String rank, Optional<String> group) {
    return launched.process(rank, group, records);
  }

  private List<ProcessRecord> find(Predicate<ProcessRecord> p) {
    List<ProcessRecord> out = new ArrayList<>();
    for (ProcessRecord r : records.values()) {
      if (p.test(r)) {
        out.add(r);
      }
    }
    return out;
  }
}
