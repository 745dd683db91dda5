package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Grows a {@link ProcessRegistry} file by file (see its class comment for whose a line is). Not thread-safe.
 *
 * <p>ray41: a console that gathers the lines of several nodes (Ray's driver) states, for a worker on another node,
 * the node's address beside its pid ({@link Identity#NODE_IP}). What that console says of the pid is the process of
 * that node, not of the console's host: the host is the one {@link ConsoleWriter#hostsAt} finds for the address,
 * asked of the registry of everything else the input says (a host's own address, a host folder of that name, else
 * the one host with a file of that pid). Where none or several are, the process is named by the address itself, a
 * node the input has no files of: Ray prints the address only for a node other than the driver's, so the console's
 * host would be the one place the process surely is not.
 */
final class RegistryBuilder {
  private final Map<String, ProcessKey> fileProcess = new LinkedHashMap<>();
  private final Map<String, String> fileDevice = new LinkedHashMap<>();
  private final Set<ProcessKey> filePids = new LinkedHashSet<>();
  private final Map<String, SourceFacts> pending = new LinkedHashMap<>();
  private final Map<String, Set<String>> hostAddresses = new LinkedHashMap<>();
  private final Map<String, Map<String, String>> hostDeviceIps = new LinkedHashMap<>();

  /** Says where a file is: its host, its device folder, the pid in its name. */
  RegistryBuilder file(String source, SourceMeta meta) {
    Objects.requireNonNull(meta, "meta");
    String host = meta.host().orElse("");
    ProcessKey k = meta.process().orElse(new ProcessKey(host, ""));
    fileProcess.put(source, k);
    if (!k.pid().isEmpty()) {
      filePids.add(k);
    }
    meta.device().ifPresent(d -> fileDevice.put(source, d));
    return this;
  }

  /** Adds what a source's lines said about its processes. */
  RegistryBuilder add(String source, SourceFacts facts) {
    pending.merge(source, facts, (a, b) -> b);
    return this;
  }

  /** A process a console placed on a node by its address, not yet given a host. */
  private record Placed(String source, SourceFacts.ProcessFacts facts, String address) {}

  /** The registry of everything added so far. */
  ProcessRegistry build() {
    Map<ProcessKey, RecordTally> tallies = new LinkedHashMap<>();
    for (ProcessKey k : filePids) {
      tallies.put(k, new RecordTally());
    }
    List<Placed> placed = new java.util.ArrayList<>();
    for (Map.Entry<String, SourceFacts> e : pending.entrySet()) {
      String src = e.getKey();
      ProcessKey file = fileProcess.getOrDefault(src, new ProcessKey("", ""));
      if (!e.getValue().ips().isEmpty()) {
        hostAddresses.computeIfAbsent(file.host(), h -> new LinkedHashSet<>()).addAll(e.getValue().ips());
      }
      e.getValue().deviceIps().forEach((ip, d) ->
          hostDeviceIps.computeIfAbsent(file.host(), h -> new LinkedHashMap<>()).putIfAbsent(ip, d));
      for (SourceFacts.ProcessFacts p : e.getValue().processes().values()) {
        Optional<String> node = file.pid().isEmpty() ? p.nodeIp() : Optional.empty();
        if (node.isPresent()) {
          placed.add(new Placed(src, p, node.get()));
        } else {
          tallies.computeIfAbsent(owner(file, p), x -> new RecordTally()).add(p, src);
        }
      }
      if (!file.pid().isEmpty()) {
        RecordTally t = tallies.get(file);
        t.sources.add(src);
        e.getValue().rank().ifPresent(r -> t.weak.putIfAbsent(Identity.RANK, r));
        e.getValue().device().ifPresent(d -> t.weak.putIfAbsent(Identity.LOGICAL_DEVICE, d));
      }
    }
    // a file of the process in a device-N folder tells its (logical) device
    fileDevice.forEach((src, d) -> {
      RecordTally t = tallies.get(fileProcess.get(src));
      if (t != null) {
        t.weak.putIfAbsent(Identity.LOGICAL_DEVICE, d);
      }
    });
    Map<String, Map<String, String>> nodeHosts = new LinkedHashMap<>();
    if (!placed.isEmpty()) {
      ProcessRegistry rest = freeze(tallies, Map.of());
      for (Placed p : placed) {
        List<String> hosts = ConsoleWriter.hostsAt(p.address(), p.facts().pid(), p.source(), rest);
        String host = hosts.size() == 1 ? hosts.get(0) : p.address();
        nodeHosts.computeIfAbsent(p.source(), s -> new LinkedHashMap<>()).put(p.facts().pid(), host);
        tallies.computeIfAbsent(new ProcessKey(host, p.facts().pid()), x -> new RecordTally()).add(p.facts(), p.source());
      }
    }
    return freeze(tallies, nodeHosts);
  }

  private ProcessRegistry freeze(Map<ProcessKey, RecordTally> tallies, Map<String, Map<String, String>> nodeHosts) {
    fileProcess.forEach((src, k) -> {
      RecordTally t = tallies.get(k);
      if (t != null) {
        t.sources.add(src);
      }
    });
    Map<ProcessKey, ProcessRecord> records = new LinkedHashMap<>();
    tallies.forEach((k, t) -> records.put(k, t.freeze(k)));
    return new ProcessRegistry(records, new LinkedHashMap<>(fileProcess), new LinkedHashMap<>(hostAddresses),
        new LinkedHashMap<>(hostDeviceIps), ToolAddresses.tabled(pending.values()), LaunchedRanks.of(pending, fileProcess),
        nodeHosts);
  }

  /** Which process the facts a source gives for {@code p.pid()} belong to (see the class comment). */
  private static ProcessKey owner(ProcessKey file, SourceFacts.ProcessFacts p) {
    return file.pid().isEmpty() ? new ProcessKey(file.host(), p.pid()) : file;
  }
}
