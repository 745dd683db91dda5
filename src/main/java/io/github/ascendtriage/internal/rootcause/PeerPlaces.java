package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a peer that a line names is: the process (and, of one that drives several devices, the
 * seat) its address, device or rank resolves to through the {@link ProcessRegistry}, else a node
 * named as the line named it. Stateless; the nodes live in the {@link WaitGraph}.
 */
final class PeerPlaces {
  private PeerPlaces() {}

  /** The node of the peer {@code p} that an event of {@code from} names. */
  static WaitGraph.Node resolve(WaitGraph g, ProcessRegistry registry, Map<String, String> rankHost, Peer p, WaitGraph.Node from) {
    String host = from.host == null ? "" : from.host;
    DeviceReading reading = p.sameHost() ? DeviceReading.PHYSICAL : p.reading();
    List<ProcessRecord> c = List.of();
    if (p.ip().isPresent()) {
      String ip = p.ip().get();
      c = registry.byDeviceIp(ip);
      if (c.isEmpty()) {
        c = registry.byNicIp(ip, host);
      }
      if (c.isEmpty() && p.server().isPresent() && p.device().isPresent()) {
        // cqe36: a device address no line ties, beside its host's server id and its device's physical id (an
        // error CQE's remoteIP{server[..],deviceId[..]}): the process of that host on that device
        c = ProcessRegistry.onDevice(registry.byServerIp(p.server().get()), p.device().get(), reading);
      }
      if (c.isEmpty()) {
        List<ProcessRecord> s = registry.byServerIp(ip);
        c = p.device().isPresent() ? ProcessRegistry.onDevice(s, p.device().get(), reading) : s;
        if (c.isEmpty() && p.device().isPresent()) {
          Optional<String> h = registry.hostWithAddress(ip);
          if (h.isPresent()) {
            return g.named(h.get(), null, p.device().get(), false, p.describe());
          }
        }
      }
      if (c.isEmpty() && p.rank().isPresent()) {
        c = registry.byRank(p.rank().get(), p.group()); // an address the input does not show, with a rank it does
      }
      if (c.size() > 1 && p.device().isPresent()) {
        c = ProcessRegistry.onDevice(c, p.device().get(), reading);
      }
    } else if (p.sameHost() && p.device().isPresent()) {
      c = ProcessRegistry.onDevice(registry.onHost(host), p.device().get(), reading);
      if (c.size() != 1) {
        return g.named(from.host, null, p.device().get(), false, p.describe());
      }
    } else if (p.rank().isPresent()) {
      c = registry.byRank(p.rank().get(), p.group());
      Optional<ProcessRecord> launched = c.isEmpty() ? registry.launchedAs(p.rank().get(), p.group()) : Optional.empty();
      if (launched.isPresent()) {
        // late34: no HCCL line gives the rank a process; its launcher's record of its end does (LaunchedRanks)
        WaitGraph.Node n = g.node(launched.get());
        n.rank = n.rank == null ? p.rank().get() : n.rank;
        return n;
      }
      if (c.size() != 1 && rankHost.containsKey(p.rank().get())) {
        return g.named(rankHost.get(p.rank().get()), p.rank().get(), null, false, p.describe());
      }
    }
    if (c.size() != 1 && p.kind() == WaitKind.ROOT_INFO && p.ip().isPresent()) {
      Optional<ProcessRecord> zero = RootInfoServer.rankZeroAt(registry, p.ip().get());
      if (zero.isPresent()) {
        return g.node(zero.get());
      }
    }
    if (c.size() != 1) {
      return unknown(g, p);
    }
    // a peer named by a device's own address is that device's seat of a process that drives several;
    // an address of a host's hccn_tool output names its device there; a device is matched by the id
    // the line gives (P2P's remote physic id and dst devicePhyId, DETECT's device ID: physical)
    Optional<String> device = p.device().or(() -> p.ip().flatMap(registry::toolDevice));
    DeviceReading how = p.device().isPresent() ? reading : DeviceReading.EITHER;
    return g.node(c.get(0), p.rank(), device, p.ip(), how);
  }

  /** A peer the input does not show: named by the address (or rank) the waiter gave; a device is never guessed. */
  private static WaitGraph.Node unknown(WaitGraph g, Peer p) {
    String text = p.describe();
    WaitGraph.Node n = g.nodes.computeIfAbsent("u:" + text, k -> new WaitGraph.Node(k, false, text));
    if (n.address == null) {
      n.address = p.ip().orElse(null);
    }
    if (n.rank == null && p.ip().isEmpty()) {
      n.rank = p.rank().orElse(null);
    }
    return n;
  }

  /**
   * Where an event about the process at address {@code ip} happened (a CONNECT TIMEOUT DETECT sentence,
   * which hcomm also prints for what it received from another node: detect_connect_anomalies.cc): the
   * writer's seat when the address is its host's (or the input shows no server address of that host),
   * else the seat the address and device resolve to, as a peer's would, the event without its time; one
   * not shown stays outside the input. Adds the event to the node.
   */
  static WaitGraph.Node about(WaitGraph g, ProcessRegistry registry, Map<String, SourceMeta> metas, ErrorEvent e, String ip) {
    SourceMeta m = metas.get(e.evidence().source());
    String host = m == null ? "" : m.host().orElse("");
    List<ProcessRecord> at = registry.byServerIp(ip);
    boolean own = at.isEmpty() ? registry.onHost(host).stream().allMatch(r -> r.serverIp().isEmpty())
        : at.stream().anyMatch(r -> r.key().host().equals(host));
    WaitGraph.Node n;
    if (own) {
      n = g.nodeOf(e);
      n.events.add(e);
      return n;
    }
    WaitGraph.Node writerHost = new WaitGraph.Node("h:" + host, true, null);
    writerHost.host = host.isEmpty() ? null : host;
    n = g.resolve(Peer.at(WaitKind.TIMEOUT, ip, e.device().orElse(null), null).read(e.reading()), writerHost);
    // the line's time is the writer's clock when it received the sentence, not when that seat reported
    n.events.add(new ErrorEvent(e.evidence(), e.kind(), Optional.empty(), e.rank(), e.device(), e.host(), e.ip(), e.pid(), e.peers(),
        e.hardware(), e.tag(), e.opIndex(), e.reading(), e.ownAddress()));
    return n;
  }
}
