package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * tenthe40 (tenth39's class C, its root): the node the msrun scheduler timed out. MindSpore's scheduler logs {@code The
 * node: <id> is timed out.} for a registered worker whose heartbeat stopped, and its newer release names {@code worker
 * <id> is the first one timed out, please check its log} (mindspore-ai/mindspore@04431c95 {@code
 * meta_server_node.cc} {@code UpdateTopoState}; {@link Setting#NODES_TIMED_OUT}). msrun's own triage does what that
 * says: it takes the timed-out nodes and reads the worker logs holding {@code This node <id>} ({@code
 * process_entity/_api.py} {@code _analyze_log}). That log's process ({@link Setting#CLUSTER_NODE}, msrun39's rank
 * line under its pid) is where to look, and the other workers' heartbeat errors ({@code The state of the cluster is
 * error}) are its victims. The verdict is weak: a worker stuck in its own step keeps its heartbeat while the others
 * stop in HCCL, so in such a job the scheduler times out a waiter first; the analyzer asks it only when no wait chain,
 * locator or error CQE decided. The node named first is read ({@code first:} when the scheduler says so, else the
 * first listed); nothing is named when no single log of a process states that node. Stateless.
 */
final class TimedOutNode {
  private static final String FIRST = "first:";

  private TimedOutNode() {}

  /** The process of the worker the scheduler timed out first, as the class says; empty otherwise. */
  static Optional<RootCauseAnalyzer.Verdict> find(Map<String, SourceFacts> self, WaitGraph g, ProcessRegistry registry) {
    String node = null;
    Evidence line = null;
    for (SourceFacts sf : self.values()) {
      String all = sf.settings().get(Setting.NODES_TIMED_OUT);
      if (all == null) {
        continue;
      }
      List<String> named = List.of(all.split(","));
      String pick = named.stream().filter(n -> n.startsWith(FIRST)).findFirst().map(n -> n.substring(FIRST.length()))
          .orElse(named.get(0));
      if (node != null && !node.equals(pick)) {
        return Optional.empty(); // two schedulers' verdicts that disagree
      }
      node = pick;
      line = line == null ? sf.stated().get(Setting.NODES_TIMED_OUT) : line;
    }
    if (node == null || line == null) {
      return Optional.empty();
    }
    ProcessRecord found = null;
    for (Map.Entry<String, SourceFacts> e : self.entrySet()) {
      if (!node.equals(e.getValue().settings().get(Setting.CLUSTER_NODE))) {
        continue;
      }
      String source = e.getKey();
      List<ProcessRecord> writers = registry.all().stream().filter(r -> !r.key().pid().isEmpty() && r.sources().contains(source))
          .toList();
      if (writers.size() != 1 || (found != null && found != writers.get(0))) {
        return Optional.empty(); // the log is not one process's, or two processes state the node
      }
      found = writers.get(0);
    }
    if (found == null) {
      return Optional.empty();
    }
    WaitGraph.Node kept = g.nodes.get(WaitGraph.keyOf(found));
    WaitGraph.Node root = kept != null ? kept : fresh(found);
    String why = "the msrun scheduler timed out node " + node + " first (its heartbeat stopped) and " + root.source
        + " is that node's log (This node " + node + "): msrun's own triage reads it first; the other workers' cluster"
        + " errors follow from it";
    return RootCauseAnalyzer.Verdict.of(root, why, line);
  }

  /** A node of its own for a process the graph holds none of (the graph, which a live stream keeps, is not changed). */
  private static WaitGraph.Node fresh(ProcessRecord r) {
    WaitGraph.Node c = new WaitGraph.Node(WaitGraph.keyOf(r), true, null);
    c.host = r.key().host().isEmpty() ? null : r.key().host();
    c.rank = r.anyRank().orElse(null);
    c.device = r.device().orElse(null);
    c.pid = r.key().pid();
    c.source = r.sources().stream().findFirst().orElse(null);
    return c;
  }
}
