package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.codes.PortDownTexts;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.Seat;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The processes that logged errors or were waited on, and who waited on whom: each error event is
 * placed on a node (its writer's process record, or the rank or device its line names), and each
 * peer it names becomes an edge to the peer's node, resolved through the {@link ProcessRegistry}.
 * A peer that resolves to no process stays a node of its own, named as the line named it. Not
 * thread-safe; built and read by one analysis.
 */
final class WaitGraph {
  /** A node: a process, or a place the input names without showing its process. */
  static final class Node {
    final String key;
    String host;
    String rank;
    String device;
    String pid;
    String source;
    boolean known;
    /** A process node of a process that drives several devices (its seats are nodes of their own). */
    boolean drivesSeveral;
    final String peerText;
    /** The address the waiting lines named it by, for a node the input does not show. */
    String address;
    /** The wait kinds in which it waited on its own rank ({@code remote rank:[local]}). */
    final java.util.EnumSet<WaitKind> waitsOnItself = java.util.EnumSet.noneOf(WaitKind.class);
    final List<ErrorEvent> events = new ArrayList<>();

    Node(String key, boolean known, String peerText) {
      this.key = key;
      this.known = known;
      this.peerText = peerText;
    }

    boolean ownFault() {
      return events.stream().anyMatch(this::ownFault);
    }

    /** chain41: it printed lines and none is a fault of its own: it only reported waits (a silent process did not). */
    boolean onlyWaited() {
      return !events.isEmpty() && !ownFault();
    }

    /**
     * True for a fault of its own: not the return code that HCCL's call trace ({@code [Func]call
     * trace: hcclRet -> N}) carries up the stack from a wait this process reported, whatever code
     * the failed call chose (an agent whose root-info receive failed returns 4, an internal error).
     */
    boolean ownFault(ErrorEvent e) {
      if (e.kind() != EventKind.FAULT) {
        return false;
      }
      return !e.evidence().text().contains(CALL_TRACE) || events.stream().noneMatch(x -> x.kind() == EventKind.CASCADE);
    }

    /** A node of its own with this one's place, fields and events (a kept graph's copy is changed, never the graph). */
    Node copy() {
      Node m = new Node(key, known, peerText);
      m.host = host;
      m.rank = rank;
      m.device = device;
      m.pid = pid;
      m.source = source;
      m.address = address;
      m.waitsOnItself.addAll(waitsOnItself);
      m.drivesSeveral = drivesSeveral;
      m.events.addAll(events);
      return m;
    }

    /** The first timestamp of its events ("~" sorts after every time). */
    String firstTime() {
      return events.stream().map(e -> e.timestamp().orElse("~")).min(String::compareTo).orElse("~");
    }
  }

  /** HCCL's call-trace line: the failed call's return code, passed up from the error printed before it. */
  static final String CALL_TRACE = "call trace: hcclRet";

  /** One "waits on" step and the line that says so. */
  record Edge(Node from, Node to, WaitKind kind, Evidence evidence) {}

  private final ProcessRegistry registry;
  private final Map<String, SourceMeta> metas;
  private final Map<String, String> rankHost;
  final Map<String, Node> nodes = new LinkedHashMap<>();
  final Map<String, List<Edge>> out = new LinkedHashMap<>();
  final List<Edge> edges = new ArrayList<>();
  /** The other ends of the links that error CQEs name (not waits: never walked). */
  final List<Edge> cqeLinks = new ArrayList<>();

  /** What {@link Laggards} read from the events, kept with the graph (shared with a kept graph's copies). */
  final WaitReadings readings;

  WaitGraph(ProcessRegistry registry, Map<String, SourceMeta> metas, Map<String, String> rankHost) {
    this(registry, metas, rankHost, new WaitReadings());
  }

  WaitGraph(ProcessRegistry registry, Map<String, SourceMeta> metas, Map<String, String> rankHost, WaitReadings readings) {
    this.registry = registry;
    this.metas = metas;
    this.rankHost = rankHost;
    this.readings = readings;
  }

  /** Places the events and their peers. */
  void addAll(List<ErrorEvent> events) {
    for (ErrorEvent e : events) {
      if (e.kind() == EventKind.LOCATOR) {
        continue;
      }
      Node from = e.ip().isPresent() ? PeerPlaces.about(this, registry, metas, e, e.ip().get()) : nodeOf(e);
      if (e.ip().isEmpty()) {
        from.events.add(e);
      }
      for (Peer p : e.peers()) {
        waitOn(from, p, e.evidence());
      }
    }
  }

  /** Adds that {@code from} waited on the peer {@code p}, as line {@code ev} says. */
  void waitOn(Node from, Peer p, Evidence ev) {
    if (p.local()) {
      from.waitsOnItself.add(p.kind());
      return;
    }
    link(from, resolve(p, from), p.kind(), ev);
  }

  /** Adds that {@code from} waited on the node {@code to} (of {@code kind}), as line {@code ev} says. */
  void link(Node from, Node to, WaitKind kind, Evidence ev) {
    if (to == from) {
      return;
    }
    Edge edge = new Edge(from, to, kind, ev);
    if (kind == WaitKind.CQE_REMOTE) {
      cqeLinks.add(edge);
    } else {
      edges.add(edge);
      out.computeIfAbsent(from.key, k -> new ArrayList<>()).add(edge);
    }
  }

  /** The key of a process record's node. */
  static String keyOf(ProcessRecord r) {
    return "p:" + r.key().host() + "/" + r.key().pid();
  }

  /** The node of a process record. */
  Node node(ProcessRecord r) {
    String key = keyOf(r);
    Node n = nodes.get(key);
    if (n == null) {
      n = new Node(key, true, null);
      n.host = r.key().host().isEmpty() ? null : r.key().host();
      // a process that drives several devices is none of them in particular: its first is not named
      n.rank = r.seats().isEmpty() ? r.anyRank().orElse(null) : null;
      n.device = r.seats().isEmpty() ? r.device().orElse(null) : null;
      n.drivesSeveral = !r.seats().isEmpty();
      n.pid = r.key().pid().isEmpty() ? null : r.key().pid();
      n.source = r.sources().stream().findFirst().orElse(null);
      nodes.put(key, n);
    }
    return n;
  }

  /**
   * The node of one rank of a process that drives several devices, the one a line names by its
   * rank or device; the process's own node when the line names none of them.
   */
  Node node(ProcessRecord r, Optional<String> rank, Optional<String> device) {
    return node(r, rank, device, Optional.empty());
  }

  /** As {@link #node(ProcessRecord, Optional, Optional)}, the seat whose own address the line names first. */
  Node node(ProcessRecord r, Optional<String> rank, Optional<String> device, Optional<String> address) {
    return node(r, rank, device, address, DeviceReading.EITHER);
  }

  /** As {@link #node(ProcessRecord, Optional, Optional, Optional)}, the device matched by the id the line gives. */
  Node node(ProcessRecord r, Optional<String> rank, Optional<String> device, Optional<String> address, DeviceReading reading) {
    Optional<Seat> seat = r.seat(rank, device, address, reading);
    if (seat.isEmpty()) {
      return node(r);
    }
    Seat s = seat.get();
    String key = keyOf(r) + "#" + s.rank();
    Node n = nodes.get(key);
    if (n == null) {
      n = new Node(key, true, null);
      n.host = r.key().host().isEmpty() ? null : r.key().host();
      n.rank = s.rank();
      n.device = s.physicalDevice().or(s::logicalDevice).orElse(null);
      n.pid = r.key().pid().isEmpty() ? null : r.key().pid();
      n.source = r.sources().stream().findFirst().orElse(null);
      nodes.put(key, n);
    }
    return n;
  }

  /** A node the input names by host and rank or device but whose process it does not show. */
  Node named(String host, String rank, String device, boolean known, String text) {
    String h = host == null ? "" : host;
    String key = (rank != null ? "r:" + h + "/" + rank : "d:" + h + "/" + device);
    Node n = nodes.get(key);
    if (n == null) {
      n = new Node(key, known, text);
      n.host = host == null || host.isEmpty() ? null : host;
      n.rank = rank;
      n.device = device;
      nodes.put(key, n);
    }
    return n;
  }

  /** The place outside the input that no line names. */
  Node outside(String text) {
    return nodes.computeIfAbsent("u:" + text, k -> new Node(k, false, text));
  }

  /** The input's host folders, made at the first console line that needs them. */
  private io.github.ascendtriage.internal.input.JobHosts hosts;

  /** Where an event happened: its writer's process, else the rank or device its line gives. */
  Node nodeOf(ErrorEvent e) {
    String src = e.evidence().source();
    // pdsh's label in front of a console's line: the line is of that host's processes, not the console's (HostPrefix)
    Optional<String> labelled = registry.writer(src, Optional.empty(), "").isPresent() ? Optional.empty()
        : HostPrefix.of(e.evidence().text(), hosts = hosts == null ? io.github.ascendtriage.internal.input.JobHosts.folders(metas) : hosts, registry);
    SourceMeta file = metas.get(src);
    SourceMeta m = labelled.isPresent() ? null : file; // the console's own rank and device are not the labelled host's
    String host = labelled.orElse(file == null ? "" : file.host().orElse(""));
    // a console's CANN error block states its process (nic32, ErrorBlockOwner); a launcher's prefix or per-worker log (ConsoleWriter)
    Optional<ProcessKey> pk = registry.writer(src, e.pid(), host).or(() -> ErrorBlockOwner.of(e.evidence().text(), host, registry))
        .or(() -> ConsoleWriter.of(e.evidence().text(), src, host, registry));
    Optional<ProcessRecord> rec = pk.flatMap(registry::get);
    Optional<String> rank = e.rank().or(() -> m == null ? Optional.empty() : m.rank());
    // a port-down report names its device by physical id (port33, PortDownTexts): the seat of a process that drives several
    Optional<String> down = e.device().isPresent() || e.kind() != EventKind.FAULT ? Optional.empty()
        : PortDownTexts.builtIn().device(e.evidence().text());
    // a line's own address that only its host's hccn_tool output lists names that device (heartbeat CQE localIP[..])
    Optional<String> device = e.device().or(() -> e.ownAddress().flatMap(registry::toolDevice)).or(() -> m == null ? Optional.empty() : m.device());
    if (rec.isEmpty() && pk.isEmpty() && rank.isPresent()) {
      List<ProcessRecord> c = registry.byRank(rank.get(), Optional.empty()).stream()
          .filter(r -> r.key().host().equals(host)).toList();
      rec = c.size() == 1 ? Optional.of(c.get(0)) : Optional.empty();
    }
    Node n;
    if (rec.isPresent()) {
      // the line's own address, rank or device (or its file's device folder) picks the rank of a process that drives several
      n = down.isPresent() ? node(rec.get(), rank, down, e.ownAddress(), DeviceReading.PHYSICAL)
          : node(rec.get(), rank, device, e.ownAddress(), e.device().isPresent() ? e.reading() : DeviceReading.EITHER);
    } else if (pk.isPresent()) {
      String key = "p:" + pk.get().host() + "/" + pk.get().pid();
      n = nodes.computeIfAbsent(key, k -> new Node(k, true, null));
      n.host = host.isEmpty() ? null : host;
      n.pid = pk.get().pid();
    } else if (rank.isPresent() || device.isPresent()) {
      n = named(host.isEmpty() ? null : host, rank.orElse(null), rank.isPresent() ? null : device.get(), true, null);
    } else {
      n = nodes.computeIfAbsent("s:" + src + labelled.map(h -> "@" + h).orElse(""), k -> new Node(k, true, null));
      n.host = host.isEmpty() ? null : host;
    }
    n.known = true;
    boolean several = rec.isPresent() && !rec.get().seats().isEmpty();
    if (n.rank == null && !several) {
      n.rank = rank.orElse(null);
    }
    if (n.device == null && !several) {
      n.device = device.orElse(null);
    }
    if (n.source == null) {
      n.source = src;
    }
    return n;
  }

  /** The node of the peer an event of {@code from} names. */
  Node resolve(Peer p, Node from) {
    return PeerPlaces.resolve(this, registry, rankHost, p, from);
  }
}
