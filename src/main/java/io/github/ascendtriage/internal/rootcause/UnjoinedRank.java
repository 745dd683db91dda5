package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * never39: a rank the root-info exchange waited for, placed on the process of the input that never called communicator
 * init. When the server's connected list or the agents' {@code Failed to connect agent[r,]} name rank r and no process
 * of the input states r, HCCL's guide for EI0015 says to look for r's {@code Entry-HcclCommInitRootInfoInner} in the
 * whole cluster's logs, and a rank with none never called the communicator creation interface (catalogue cann-message
 * EI0015, official solution 1; hicann/hcomm's fault guide "部分rank未连接到server节点"). Such a process still writes its
 * plog (its environment lines) but states no rank. Which host ran r follows from how the launcher numbers ranks:
 * torch elastic gives a node's workers consecutive global ranks (pytorch v2.5.1 torch/distributed/elastic/agent/server/
 * api.py {@code _assign_worker_ranks}: the earlier nodes' worker counts plus the local rank). So r is placed on a host
 * when the host states ranks below and above r in the waiters' communicator, those ranks and r together form one
 * unbroken run, and the host has exactly one process that states no rank at all; the root is that process, named by r.
 * A rank at either end of a host's run is not placed (it may be the first or last rank of a host whose logs are not in
 * the input, as late34's LateRankTest draws it), nor one two hosts could hold, nor one on a host with two rankless
 * processes, nor where a host's ranks are not one run (another launcher's numbering): the root stays outside the
 * input. Only roots the waits reach in the root-info exchange are read. Stateless.
 */
final class UnjoinedRank {
  private UnjoinedRank() {}

  /** {@code v} with each root-info chain end outside the input placed on the process that never joined, as the class says. */
  static RootCauseAnalyzer.Verdict placed(RootCauseAnalyzer.Verdict v, WaitGraph g, ProcessRegistry registry) {
    List<WaitGraph.Node> roots = new ArrayList<>();
    List<String> said = new ArrayList<>();
    for (WaitGraph.Node n : v.roots()) {
      Optional<ProcessRecord> p = n.known || n.host != null || n.rank == null ? Optional.empty() : process(n, g, registry);
      roots.add(p.map(r -> {
        // a node of its own, not the graph's (which a live stream's cache keeps): the process, named by the rank it lacks
        WaitGraph.Node c = new WaitGraph.Node(WaitGraph.keyOf(r), true, null);
        c.host = r.key().host();
        c.pid = r.key().pid();
        c.rank = n.rank;
        c.device = r.device().orElse(null);
        c.source = r.sources().stream().findFirst().orElse(null);
        return c;
      }).orElse(n));
      p.ifPresent(r -> said.add("rank " + n.rank + " is pid " + r.key().pid() + " on " + r.key().host()));
    }
    if (said.isEmpty()) {
      return v;
    }
    String why = "; " + String.join(", ", said) + ": that host's other processes hold the ranks on both sides of it (a"
        + " launcher numbers a node's workers in one run) and this one printed no Entry-HcclCommInitRootInfoInner and no"
        + " rank: it never called communicator init (EI0015, solution 1)";
    return new RootCauseAnalyzer.Verdict(roots, v.reason() + why, v.evidence(), v.chain(), v.steps(), v.cycle(),
        v.decided(), v.gone());
  }

  /** The one rankless process of the one host whose ranks the missing rank completes; empty otherwise. */
  private static Optional<ProcessRecord> process(WaitGraph.Node n, WaitGraph g, ProcessRegistry registry) {
    int missing;
    try {
      missing = Integer.parseInt(n.rank);
    } catch (NumberFormatException x) {
      return Optional.empty();
    }
    Set<String> ids = new LinkedHashSet<>();
    boolean reached = false;
    for (WaitGraph.Edge e : g.edges) {
      if (e.to() == n && e.kind() == WaitKind.ROOT_INFO) {
        reached = true;
        waiter(e.from(), registry).ifPresent(r -> r.groupRanks().keySet().stream().filter(id -> !id.isEmpty()).forEach(ids::add));
      }
    }
    if (!reached) {
      return Optional.empty();
    }
    Map<String, List<ProcessRecord>> byHost = new LinkedHashMap<>();
    registry.all().stream().filter(r -> !r.key().pid().isEmpty())
        .forEach(r -> byHost.computeIfAbsent(r.key().host(), h -> new ArrayList<>()).add(r));
    ProcessRecord found = null;
    for (List<ProcessRecord> host : byHost.values()) {
      TreeSet<Integer> ranks = new TreeSet<>();
      List<ProcessRecord> rankless = new ArrayList<>();
      for (ProcessRecord r : host) {
        if (r.anyRank().isEmpty() && r.groupRanks().isEmpty() && r.seats().isEmpty()) {
          rankless.add(r);
        }
        rank(r, ids).ifPresent(ranks::add);
      }
      // strictly between two of the host's ranks: a rank at either end of a host's run may be another host's first or last
      if (rankless.size() != 1 || ranks.isEmpty() || ranks.contains(missing) || missing < ranks.first() || missing > ranks.last()) {
        continue;
      }
      ranks.add(missing);
      if (ranks.last() - ranks.first() + 1 == ranks.size()) {
        if (found != null) {
          return Optional.empty(); // two hosts could have run it
        }
        found = rankless.get(0);
      }
    }
    return Optional.ofNullable(found);
  }

  /** Its rank in one of the communicators {@code ids} (any rank it states when none is named). */
  private static Optional<Integer> rank(ProcessRecord r, Set<String> ids) {
    Optional<String> s = ids.isEmpty() ? r.anyRank() : ids.stream().map(r.groupRanks()::get).filter(x -> x != null).findFirst();
    try {
      return s.map(Integer::parseInt);
    } catch (NumberFormatException x) {
      return Optional.empty();
    }
  }

  private static Optional<ProcessRecord> waiter(WaitGraph.Node n, ProcessRegistry registry) {
    return n.pid == null ? Optional.empty() : registry.get(new ProcessKey(n.host == null ? "" : n.host, n.pid));
  }
}
