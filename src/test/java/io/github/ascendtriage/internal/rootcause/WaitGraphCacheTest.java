package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The kept wait graph of a stream's window is, after every look, the graph a fresh build makes of
 * the same events (issue 38): random windows over random events of a few hosts, files, pids, ranks
 * and devices, with waits on ranks, addresses and the writer's own rank, error-CQE links and
 * locators, sliding by a few events at a time, in arrival order or merged by source as a stream's
 * sources are, with an event changed in place now and then and the sources' places changing.
 */
class WaitGraphCacheTest {
  private static final Map<String, SourceFacts> NO_FACTS = Map.of();

  @Test
  void copiesEveryFieldOfTheGraph() {
    assertEquals(sorted(WaitGraphCache.NODE_FIELDS), fields(WaitGraph.Node.class),
        "a field of WaitGraph.Node that WaitGraphCache does not copy: copy it there and list it");
    assertEquals(sorted(WaitGraphCache.GRAPH_FIELDS), fields(WaitGraph.class),
        "a field of WaitGraph that WaitGraphCache does not keep: handle it there and list it");
  }

  @Test
  void keptGraphIsTheFreshOneAtEveryLook() {
    long seed = Long.getLong("waitgraph.seed", System.nanoTime());
    SplittableRandom r = new SplittableRandom(seed);
    long kept = 0;
    long looks = 0;
    for (int run = 0; run < 40; run++) {
      boolean merged = r.nextBoolean();
      Map<String, SourceMeta> metas = metas(r);
      List<String> files = new ArrayList<>(metas.keySet());
      List<ErrorEvent> all = new ArrayList<>();
      WaitGraphCache cache = new WaitGraphCache();
      Map<String, String> rankHosts = new LinkedHashMap<>(); // where a rank's lines were: a peer of that rank is placed there
      for (int i = 0; i < 8; i++) {
        if (r.nextBoolean()) {
          rankHosts.put(Integer.toString(i), "host-" + (char) ('a' + r.nextInt(2)));
        }
      }
      int from = 0;
      for (int step = 0; step < 120; step++) {
        int add = r.nextInt(4);
        for (int i = 0; i < add; i++) {
          all.add(event(r, files, all.size()));
        }
        from = Math.min(all.size(), from + (r.nextInt(3) == 0 ? r.nextInt(4) : 0));
        if (!all.isEmpty() && r.nextInt(20) == 0) {
          int at = all.size() - 1 - r.nextInt(Math.min(3, all.size()));
          all.set(at, event(r, files, at)); // a wait given its communicator or detail later
        }
        if (r.nextInt(40) == 0) {
          metas = metas(r); // the sources' places changed
          files = new ArrayList<>(metas.keySet());
        }
        List<ErrorEvent> window = new ArrayList<>(all.subList(from, all.size()));
        if (merged) {
          window.sort(Comparator.comparing((ErrorEvent e) -> e.evidence().source())); // stable: by source, then arrival
        }
        ProcessRegistry registry = ProcessRegistry.of(NO_FACTS, metas);
        Map<String, String> rankHost = rankHosts;
        WaitGraph fresh = new WaitGraph(registry, metas, rankHost);
        fresh.addAll(window);
        long before = cache.kept;
        WaitGraph got = WaitGraphCache.graph(cache, registry, metas, rankHost, NO_FACTS, window);
        kept += cache.kept - before;
        looks++;
        assertEquals(dump(fresh), dump(got), "seed " + seed + " run " + run + " step " + step);
      }
    }
    System.out.printf("WaitGraphCacheTest seed=%d: %d of %d looks kept the graph%n", seed, kept, looks);
    // the test is of the kept graph: many looks must use it, or it proves nothing
    assertTrue(kept * 3 > looks, "seed " + seed + ": only " + kept + " of " + looks + " looks kept the graph");
  }

  @Test
  void aCopyIsTheAnalysisOwn() {
    Map<String, SourceMeta> metas = metas(new SplittableRandom(5));
    List<String> files = new ArrayList<>(metas.keySet());
    SplittableRandom r = new SplittableRandom(6);
    List<ErrorEvent> events = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      events.add(event(r, files, i));
    }
    ProcessRegistry registry = ProcessRegistry.of(NO_FACTS, metas);
    WaitGraphCache cache = new WaitGraphCache();
    WaitGraph first = WaitGraphCache.graph(cache, registry, metas, Map.of(), NO_FACTS, events);
    String was = dump(first);
    first.outside("somewhere else");
    first.nodes.values().forEach(n -> {
      n.host = "changed";
      n.events.clear();
    });
    first.edges.clear();
    assertEquals(was, dump(WaitGraphCache.graph(cache, registry, metas, Map.of(), NO_FACTS, events)));
    assertEquals(1, cache.kept);
  }

  private static Map<String, SourceMeta> metas(SplittableRandom r) {
    Map<String, SourceMeta> m = new LinkedHashMap<>();
    int n = 2 + r.nextInt(5);
    for (int i = 0; i < n; i++) {
      String host = "host-" + (char) ('a' + r.nextInt(2));
      String pid = Integer.toString(100 + r.nextInt(4));
      String src = host + "/plog/plog-" + pid + "_" + i + ".log";
      Optional<String> rank = r.nextInt(3) == 0 ? Optional.of(Integer.toString(r.nextInt(8))) : Optional.empty();
      Optional<String> device = r.nextInt(3) == 0 ? Optional.of(Integer.toString(r.nextInt(8))) : Optional.empty();
      Optional<ProcessKey> process = r.nextBoolean() ? Optional.of(new ProcessKey(host, pid)) : Optional.empty();
      m.put(src, new SourceMeta(src, r.nextInt(4) == 0 ? Optional.empty() : Optional.of(host), rank, device, process));
    }
    return m;
  }

  private static ErrorEvent event(SplittableRandom r, List<String> files, int line) {
    String src = files.get(r.nextInt(files.size()));
    int k = r.nextInt(10);
    EventKind kind = k < 4 ? EventKind.FAULT : k < 9 ? EventKind.CASCADE : EventKind.LOCATOR;
    List<Peer> peers = new ArrayList<>();
    if (kind == EventKind.CASCADE && r.nextBoolean()) {
      int p = r.nextInt(5);
      String rank = Integer.toString(r.nextInt(8));
      peers.add(switch (p) {
        case 0 -> Peer.rankOf(WaitKind.TIMEOUT, rank, null);
        case 1 -> Peer.at(WaitKind.TIMEOUT, "10.0.0." + r.nextInt(4), null, rank);
        case 2 -> Peer.localRank(WaitKind.NOTIFY, null);
        case 3 -> Peer.at(WaitKind.CQE_REMOTE, "10.0.1." + r.nextInt(4), null, null);
        default -> Peer.rankOf(WaitKind.ROOT_INFO, rank, "g" + r.nextInt(2));
      });
    }
    // most lines of a file are its writer's, placed alike; a few name a rank, a device or another pid
    Optional<String> rank = r.nextInt(10) == 0 ? Optional.of(Integer.toString(r.nextInt(8))) : Optional.empty();
    Optional<String> device = r.nextInt(10) == 0 ? Optional.of(Integer.toString(r.nextInt(8))) : Optional.empty();
    Optional<String> pid = r.nextInt(5) == 0 ? Optional.empty()
        : Optional.of(r.nextInt(10) == 0 ? Integer.toString(100 + r.nextInt(4)) : src.substring(src.indexOf("plog-") + 5, src.indexOf('_')));
    Optional<String> ip = kind == EventKind.LOCATOR ? Optional.of("10.0.0." + r.nextInt(4)) : Optional.empty();
    String ts = "2025-06-19T09:" + (10 + r.nextInt(50)) + ":00";
    return new ErrorEvent(new Evidence(src, line + 1L, "line " + line + " " + r.nextInt(1000)), kind,
        r.nextInt(8) == 0 ? Optional.empty() : Optional.of(ts), rank, device, Optional.empty(), ip, pid, peers,
        peers.stream().anyMatch(p -> p.kind() == WaitKind.CQE_REMOTE), Optional.empty(), Optional.empty(),
        DeviceReading.EITHER, Optional.empty());
  }

  /** Everything a graph holds, in its order, with edges by their place in its lists. */
  private static String dump(WaitGraph g) {
    StringBuilder b = new StringBuilder();
    for (Map.Entry<String, WaitGraph.Node> e : g.nodes.entrySet()) {
      WaitGraph.Node n = e.getValue();
      b.append(e.getKey()).append('=').append(Arrays.asList(n.key, n.host, n.rank, n.device, n.pid, n.source, n.known,
          n.peerText, n.address, n.waitsOnItself)).append(n.events).append('\n');
    }
    for (WaitGraph.Edge x : g.edges) {
      b.append(edge(g, x)).append('\n');
    }
    g.out.forEach((k, list) -> b.append(k).append(" -> ")
        .append(list.stream().map(x -> Integer.toString(indexOf(g.edges, x))).collect(Collectors.joining(","))).append('\n'));
    for (WaitGraph.Edge x : g.cqeLinks) {
      b.append("cqe ").append(edge(g, x)).append('\n');
    }
    return b.toString();
  }

  private static String edge(WaitGraph g, WaitGraph.Edge x) {
    // the ends are the graph's own nodes, not equal ones of another graph
    assertTrue(g.nodes.get(x.from().key) == x.from() && g.nodes.get(x.to().key) == x.to(), "an edge ends outside its graph");
    return x.from().key + " " + x.kind() + " " + x.to().key + " " + x.evidence();
  }

  private static int indexOf(List<WaitGraph.Edge> edges, WaitGraph.Edge x) {
    for (int i = 0; i < edges.size(); i++) {
      if (edges.get(i) == x) {
        return i;
      }
    }
    return -1;
  }

  private static List<String> fields(Class<?> c) {
    return sorted(Arrays.stream(c.getDeclaredFields()).filter(f -> !Modifier.isStatic(f.getModifiers()) && !f.isSynthetic())
        .map(Field::getName).toList());
  }

  private static List<String> sorted(List<String> names) {
    return names.stream().sorted().toList();
  }
}
