package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.input.MsrunWorkerLogs;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.input.SourceMeta;
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
 * EI0015, official solution 1; HCCL's fault guide "部分rank未连接到server节点（EI0015）", steps 1 and 2, which the code
 * index holds without naming its repository, as ninth38 found). Such a process still writes its plog (its environment
 * lines) but states no rank. Which host ran r follows from how the launcher numbers ranks:
 * torch elastic gives a node's workers consecutive global ranks (pytorch v2.5.1 torch/distributed/elastic/agent/server/
 * api.py {@code _assign_worker_ranks}: the earlier nodes' worker counts plus the local rank). So r is placed on a host
 * when the host states ranks below and above r in the waiters' communicator, those ranks and r together form one
 * unbroken run, and the host has exactly one process that states no rank at all; the root is that process, named by r.
 * A rank at either end of a host's run may be the first or last rank of a host whose logs are not in the input (as
 * late34's LateRankTest draws it): it is placed only when every other rank of the waiters' {@code ranks[N]} is a process
 * of the input, the process is the input's one rankless process, and with it every host runs as many workers (torchrun
 * starts {@code nproc_per_node} on each node). Nothing is placed for a rank two hosts
 * could hold, on a host with two rankless processes, or where a host's ranks are not one run (another launcher's
 * numbering, or a launcher's exit record that gives a process another rank than the communicator's): the root stays
 * outside the input. Only roots the waits reach in the root-info exchange are read.
 *
 * <p>tenthe40: MindSpore's dynamic cluster (msrun) has the same class one step earlier. Every worker registers with the
 * scheduler before any communicator exists; when one never does, the scheduler counts the others alive ({@code current
 * alive node num: (N-1/N)}, meta_server_node.cc) and, at {@code cluster_time_out}, init raises {@code Topology build
 * timed out.} in every waiting process (cluster_context.cc {@code BuildCluster}; mindspore-ai/mindspore@04431c95, as
 * tenth39 read them). No line names the worker that never came; its own log does: it states neither its registration
 * nor the timeout ({@link Setting#CLUSTER_BUILD}) nor a rank, and what it does state is its own failure before init.
 * So when other msrun worker logs ({@link MsrunWorkerLogs}) report the timeout and exactly one states none of these,
 * that worker is the root, on its host, with the rank and device its log's name gives (msrun's {@code _api.py}).
 * Stateless.
 */
final class UnjoinedRank {
  private static final String TIMED_OUT = "timed-out";

  private UnjoinedRank() {}

  /** {@code v} with each root-info chain end outside the input placed on the process that never joined, as the class says. */
  static RootCauseAnalyzer.Verdict placed(RootCauseAnalyzer.Verdict v, WaitGraph g, ProcessRegistry registry,
      List<PeerRanks.Exit> exits) {
    List<WaitGraph.Node> roots = new ArrayList<>();
    List<String> said = new ArrayList<>();
    for (WaitGraph.Node n : v.roots()) {
      Optional<ProcessRecord> p = n.known || n.host != null || n.rank == null ? Optional.empty() : process(n, g, registry, exits);
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

  /** The msrun worker that never registered, as the class says, when the others' cluster build timed out; else empty. */
  static Optional<RootCauseAnalyzer.Verdict> unregistered(Map<String, SourceFacts> self, Map<String, SourceMeta> metas) {
    Evidence timeout = null;
    int waited = 0;
    String silent = null;
    Set<String> cluster = SourceFacts.clusterProcesses(self);
    for (Map.Entry<String, SourceMeta> e : metas.entrySet()) {
      if (!MsrunWorkerLogs.isWorkerLog(e.getKey(), metas, cluster) || e.getValue().host().isEmpty()) {
        continue;
      }
      SourceFacts sf = self.getOrDefault(e.getKey(), SourceFacts.NONE);
      String build = sf.settings().get(Setting.CLUSTER_BUILD);
      if (build != null && build.contains(TIMED_OUT)) {
        waited++;
        timeout = timeout == null ? sf.stated().get(Setting.CLUSTER_BUILD) : timeout;
      } else if (build == null && sf.rank().isEmpty()) {
        if (silent != null) {
          return Optional.empty(); // two workers that never said they joined: the lines do not tell which
        }
        silent = e.getKey();
      }
    }
    if (silent == null || waited == 0 || timeout == null) {
      return Optional.empty();
    }
    SourceMeta m = metas.get(silent);
    WaitGraph.Node c = new WaitGraph.Node("msrun-worker:" + silent, true, null);
    c.host = m.host().orElseThrow();
    c.rank = m.rank().orElse(null);
    java.util.OptionalInt device = MsrunWorkerLogs.device(silent, metas, cluster);
    c.device = m.device().orElse(device.isPresent() ? Integer.toString(device.getAsInt()) : null);
    List<String> pids = self.getOrDefault(silent, SourceFacts.NONE).processes().keySet().stream().filter(p -> !p.isEmpty()).toList();
    c.pid = pids.size() == 1 ? pids.get(0) : null;
    c.source = silent;
    String why = silent + " states no registration with the msrun scheduler, no rank and no cluster timeout, while "
        + waited + " other worker log" + (waited == 1 ? "" : "s") + " report that the topology build timed out waiting"
        + " for the cluster to be whole: that worker never joined it, and only its own lines can say why (the others' timeout"
        + " cannot; when its log holds no fault of its own the layer is left open)";
    return RootCauseAnalyzer.Verdict.of(c, why, timeout);
  }

  /** The one rankless process of the one host whose ranks the missing rank completes; empty otherwise. */
  private static Optional<ProcessRecord> process(WaitGraph.Node n, WaitGraph g, ProcessRegistry registry, List<PeerRanks.Exit> exits) {
    int missing;
    try {
      missing = Integer.parseInt(n.rank);
    } catch (NumberFormatException x) {
      return Optional.empty();
    }
    Set<String> ids = new LinkedHashSet<>();
    int size = 0;
    boolean reached = false;
    for (WaitGraph.Edge e : g.edges) {
      if (e.to() == n && e.kind() == WaitKind.ROOT_INFO) {
        reached = true;
        Optional<ProcessRecord> w = waiter(e.from(), registry);
        w.ifPresent(r -> r.groupRanks().keySet().stream().filter(id -> !id.isEmpty()).forEach(ids::add));
        size = Math.max(size, w.flatMap(ProcessRecord::rankCount).map(RootCauseAnalyzer::parse).orElse(java.util.OptionalInt.empty()).orElse(0));
      }
    }
    if (!reached || otherNumbers(exits, registry, ids)) {
      return Optional.empty();
    }
    Map<String, List<ProcessRecord>> byHost = new LinkedHashMap<>();
    registry.all().stream().filter(r -> !r.key().pid().isEmpty())
        .forEach(r -> byHost.computeIfAbsent(r.key().host(), h -> new ArrayList<>()).add(r));
    ProcessRecord inside = null;
    ProcessRecord atEnd = null;
    Set<Integer> perHost = new java.util.HashSet<>();
    int ranked = 0;
    int ranklessAll = 0;
    for (List<ProcessRecord> host : byHost.values()) {
      TreeSet<Integer> ranks = new TreeSet<>();
      List<ProcessRecord> rankless = new ArrayList<>();
      for (ProcessRecord r : host) {
        if (r.anyRank().isEmpty() && r.groupRanks().isEmpty() && r.seats().isEmpty()) {
          rankless.add(r);
        }
        rank(r, ids).ifPresent(ranks::add);
      }
      ranked += ranks.size();
      ranklessAll += rankless.size();
      if (ranks.size() + rankless.size() > 0) {
        perHost.add(ranks.size() + rankless.size()); // a host's workers, ranked or not (a pod log's host holds neither)
      }
      if (rankless.size() != 1 || ranks.isEmpty() || ranks.contains(missing)) {
        continue;
      }
      boolean between = missing > ranks.first() && missing < ranks.last();
      ranks.add(missing);
      if (ranks.last() - ranks.first() + 1 != ranks.size()) {
        continue; // not one run with it
      }
      if (between) {
        if (inside != null) {
          return Optional.empty(); // two hosts could have run it
        }
        inside = rankless.get(0);
      } else {
        atEnd = atEnd == null ? rankless.get(0) : null;
      }
    }
    if (inside != null) {
      return Optional.of(inside);
    }
    // at either end of a host's run, r may be the first or last rank of a host the input lacks, unless every other rank
    // of the communicator is in the input, this is its one rankless process, and with it every host runs as many workers
    // (torchrun's nproc_per_node): a host of r alone would be a host of one worker
    boolean allThere = size > 0 && ranked == size - 1 && ranklessAll == 1 && perHost.size() == 1;
    return allThere ? Optional.ofNullable(atEnd) : Optional.empty();
  }

  /**
   * True when the launcher numbers a process otherwise than the communicator does (its exit record's rank is not its rank
   * in {@code ids}): the communicator is not the launcher's world, and a host's run of launcher ranks says nothing of it.
   */
  private static boolean otherNumbers(List<PeerRanks.Exit> exits, ProcessRegistry registry, Set<String> ids) {
    for (PeerRanks.Exit e : exits) {
      Optional<Integer> hccl = e.rank() == null || e.pid() == null ? Optional.empty()
          : registry.get(new ProcessKey(e.host(), e.pid())).flatMap(r -> rank(r, ids));
      if (hccl.isPresent() && !hccl.get().toString().equals(e.rank())) {
        return true;
      }
    }
    return false;
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
