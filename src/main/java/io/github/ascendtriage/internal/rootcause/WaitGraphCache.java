package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@link WaitGraph} of a live stream's window, kept from one root-cause look to the next (issue
 * 38): while the registry's inputs (what the sources said about themselves, their places and the
 * ranks' hosts) stay equal and the events are the last look's with some dropped at the front (the
 * window slid) and some appended, only those are placed. Every look gets a copy that is the graph
 * {@link WaitGraph#addAll} would build from the events afresh, node for node, field for field and in
 * the same order; whatever this class cannot prove it keeps that way makes it build afresh: other
 * inputs, an event changed in place (a wait given its communicator later), a dropped event that
 * named a peer, whose node was a peer's end or was left with no event, or whose node's next event
 * was placed from another source, pid, rank or device. Not thread-safe; one per stream.
 */
public final class WaitGraphCache {
  private Map<String, SourceFacts> self;
  private Map<String, SourceMeta> metas;
  private Map<String, String> rankHost;
  private WaitGraph base;
  /** The events placed in {@link #base}, in input order, from index {@link #head} on. */
  private final List<Entry> entries = new ArrayList<>();
  private int head;
  private long seq;
  /** Where each node was made: the event's number times {@link #SUBS} plus 0 (its writer) or 1 + the peer's index. */
  private final Map<WaitGraph.Node, Long> madeAt = new IdentityHashMap<>();
  /** Each node's events' numbers, in order. */
  private final Map<WaitGraph.Node, ArrayDeque<Long>> numbers = new IdentityHashMap<>();
  /** The nodes some edge or error-CQE link ends at. */
  private final Set<WaitGraph.Node> ends = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  /** A step made a node this class could not tell: no drop can place it, so none is tried. */
  private boolean unordered;
  /** Looks answered from the kept graph, and graphs built afresh (for tests and benchmarks). */
  long kept;
  long built;

  private static final long SUBS = 1L << 20;

  private record Entry(ErrorEvent event, WaitGraph.Node node, long number) {}

  public WaitGraphCache() {}

  /** The graph of {@code events} placed through {@code registry}: built afresh without {@code graphs}. */
  static WaitGraph graph(WaitGraphCache graphs, ProcessRegistry registry, Map<String, SourceMeta> metas,
      Map<String, String> rankHost, Map<String, SourceFacts> self, List<ErrorEvent> events) {
    if (graphs != null) {
      return graphs.graph(registry, metas, rankHost, self, events);
    }
    WaitGraph g = new WaitGraph(registry, metas, rankHost);
    g.addAll(events);
    return g;
  }

  /** The graph of {@code events} placed through {@code registry}: a copy of the kept one, brought up to date. */
  WaitGraph graph(ProcessRegistry registry, Map<String, SourceMeta> metas, Map<String, String> rankHost,
      Map<String, SourceFacts> self, List<ErrorEvent> events) {
    try {
      if (base == null || !same(self, this.self) || !same(metas, this.metas) || !same(rankHost, this.rankHost)
          || !update(events)) {
        rebuild(registry, metas, rankHost, self, events);
      } else {
        kept++;
      }
      return copy(registry, metas, rankHost);
    } catch (RuntimeException | StackOverflowError e) {
      base = null; // half placed: the next look builds afresh
      throw e;
    }
  }

  private void rebuild(ProcessRegistry registry, Map<String, SourceMeta> metas, Map<String, String> rankHost,
      Map<String, SourceFacts> self, List<ErrorEvent> events) {
    built++;
    this.self = self;
    this.metas = metas;
    this.rankHost = rankHost;
    base = new WaitGraph(registry, metas, rankHost);
    entries.clear();
    head = 0;
    madeAt.clear();
    numbers.clear();
    ends.clear();
    unordered = false;
    for (ErrorEvent e : events) {
      add(e);
    }
  }

  /** Brings the kept graph to {@code events}; false when it cannot be shown to equal a fresh one. */
  private boolean update(List<ErrorEvent> events) {
    int size = entries.size() - head;
    int drop = size;
    if (!events.isEmpty()) {
      ErrorEvent first = events.get(0);
      drop = -1;
      for (int i = 0; i < size; i++) {
        if (same(entries.get(head + i).event(), first)) {
          drop = i;
          break;
        }
      }
      if (drop < 0 && size > 0) {
        return false;
      }
      drop = Math.max(drop, 0);
    }
    int stays = size - drop;
    if (stays > events.size()) {
      return false;
    }
    for (int i = 0; i < stays; i++) {
      if (!same(entries.get(head + drop + i).event(), events.get(i))) {
        return false;
      }
    }
    for (int i = 0; i < drop; i++) {
      if (!dropFirst()) {
        return false;
      }
    }
    if (head > 1024 && head * 2 > entries.size()) {
      entries.subList(0, head).clear();
      head = 0;
    }
    for (int i = stays; i < events.size(); i++) {
      add(events.get(i));
    }
    return true;
  }

  /** Equal maps whose keys come in the same order (a registry reads its sources in order). */
  private static boolean same(Map<String, ?> a, Map<String, ?> b) {
    if (b == null || !a.equals(b)) {
      return false;
    }
    java.util.Iterator<String> i = b.keySet().iterator();
    for (String k : a.keySet()) {
      if (!k.equals(i.next())) {
        return false;
      }
    }
    return true;
  }

  private static boolean same(ErrorEvent a, ErrorEvent b) {
    return a == b || a.equals(b);
  }

  /** Places one more event, as {@link WaitGraph#addAll} does, and notes what it made. */
  private void add(ErrorEvent e) {
    long no = seq++;
    if (e.kind() == EventKind.LOCATOR) {
      entries.add(new Entry(e, null, no));
      return;
    }
    int nodes = base.nodes.size();
    WaitGraph.Node from = base.nodeOf(e);
    made(nodes, from, no * SUBS);
    from.events.add(e);
    numbers.computeIfAbsent(from, k -> new ArrayDeque<>()).addLast(no);
    int sub = 1;
    for (Peer p : e.peers()) {
      nodes = base.nodes.size();
      int edges = base.edges.size();
      int links = base.cqeLinks.size();
      base.waitOn(from, p, e.evidence());
      WaitGraph.Edge edge = base.edges.size() > edges ? base.edges.get(edges)
          : base.cqeLinks.size() > links ? base.cqeLinks.get(links) : null;
      if (edge != null) {
        ends.add(edge.to());
      }
      made(nodes, edge == null ? null : edge.to(), no * SUBS + Math.min(sub++, SUBS - 1));
    }
    entries.add(new Entry(e, from, no));
  }

  /** Notes where the node a step made was made; a step that made another or more marks the order unknown. */
  private void made(int before, WaitGraph.Node node, long at) {
    int now = base.nodes.size();
    if (now == before) {
      return;
    }
    if (now == before + 1 && node != null && base.nodes.get(node.key) == node && !madeAt.containsKey(node)) {
      madeAt.put(node, at);
    } else {
      unordered = true;
    }
  }

  /**
   * Drops the first event when the graph of the rest is this one without it: an error event that named no
   * peer, on a node that no edge ends at and whose next event has the same place (source, pid,
   * rank, device), so a fresh build makes and fills that node alike at that next event.
   */
  private boolean dropFirst() {
    Entry d = entries.get(head);
    WaitGraph.Node n = d.node();
    if (n == null) {
      head++;
      return true; // a locator: never in the graph
    }
    if (unordered || !d.event().peers().isEmpty() || ends.contains(n) || n.events.size() < 2 || n.events.get(0) != d.event()
        || !samePlace(d.event(), n.events.get(1)) || madeAt.getOrDefault(n, Long.MAX_VALUE) != d.number() * SUBS) {
      return false;
    }
    n.events.remove(0);
    ArrayDeque<Long> nos = numbers.get(n);
    nos.pollFirst();
    long at = nos.peekFirst() * SUBS;
    madeAt.put(n, at);
    head++;
    reorder(n, at);
    return true;
  }

  private static boolean samePlace(ErrorEvent a, ErrorEvent b) {
    return a.evidence().source().equals(b.evidence().source()) && a.pid().equals(b.pid()) && a.rank().equals(b.rank())
        && a.device().equals(b.device());
  }

  /** Moves {@code n}, now made at {@code at}, to where a fresh build makes it: after every node made before. */
  private void reorder(WaitGraph.Node n, long at) {
    List<WaitGraph.Node> order = new ArrayList<>(base.nodes.values());
    int from = order.indexOf(n);
    int to = from;
    while (to + 1 < order.size() && madeAt.getOrDefault(order.get(to + 1), Long.MAX_VALUE) < at) {
      to++;
    }
    if (to == from) {
      return;
    }
    order.remove(from);
    order.add(to, n);
    base.nodes.clear();
    order.forEach(x -> base.nodes.put(x.key, x));
  }

  /** A graph of its own for one analysis (which adds nodes and edges and fills fields). */
  private WaitGraph copy(ProcessRegistry registry, Map<String, SourceMeta> metas, Map<String, String> rankHost) {
    WaitGraph c = new WaitGraph(registry, metas, rankHost, base.readings);
    Map<WaitGraph.Node, WaitGraph.Node> to = new IdentityHashMap<>();
    for (WaitGraph.Node n : base.nodes.values()) {
      WaitGraph.Node m = n.copy();
      c.nodes.put(m.key, m);
      to.put(n, m);
    }
    Map<WaitGraph.Edge, WaitGraph.Edge> edges = new IdentityHashMap<>();
    for (WaitGraph.Edge e : base.edges) {
      WaitGraph.Edge x = new WaitGraph.Edge(to.get(e.from()), to.get(e.to()), e.kind(), e.evidence());
      edges.put(e, x);
      c.edges.add(x);
    }
    base.out.forEach((k, list) -> c.out.put(k, new ArrayList<>(list.stream().map(edges::get).toList())));
    for (WaitGraph.Edge e : base.cqeLinks) {
      c.cqeLinks.add(new WaitGraph.Edge(to.get(e.from()), to.get(e.to()), e.kind(), e.evidence()));
    }
    return c;
  }

  /** The fields this class copies and keeps: a test holds them to {@link WaitGraph}'s own. */
  static final List<String> NODE_FIELDS =
      List.of("key", "host", "rank", "device", "pid", "source", "known", "peerText", "address", "waitsOnItself", "events", "drivesSeveral");
  static final List<String> GRAPH_FIELDS = // hosts: made again from the copy's metas at its first console line
      List.of("registry", "metas", "rankHost", "nodes", "out", "edges", "cqeLinks", "readings", "hosts");
}
