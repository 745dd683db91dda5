package io.github.ascendtriage.internal.rootcause;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * chain38: a chain's end that its node's torchrun agent stopped. torch elastic runs a node's workers as one group:
 * when a worker fails, the agent's monitor sees the group failed and stops every other worker of the group with
 * SIGTERM (pytorch v2.5.1, the tag {@link LauncherStops} cites: torch/distributed/elastic/agent/server/api.py
 * {@code _invoke_run} on a FAILED group, local_elastic_agent.py {@code _stop_workers} and {@code _shutdown},
 * multiprocessing/api.py {@code _close}, which logs {@code Sending process P closing signal SIGTERM}; docs/log-formats.md
 * 9.4), and its error summary names the group's first failure as the Root Cause (multiprocessing/errors). A worker that printed nothing of its own
 * and that its agent stopped so did not fail: its peers waited on it because it was gone. When the launcher of its
 * host also recorded a worker that ended on its own and that worker printed a fault of its own (not the launcher's
 * record of its end, which says how it ended, not why), that worker is the root in its place (the earliest such). Stateless.
 */
final class AgentStops {
  private AgentStops() {}

  /** {@code v} with each root its agent stopped replaced by its host's first own failure, when the input shows one. */
  static RootCauseAnalyzer.Verdict victims(RootCauseAnalyzer.Verdict v, WaitGraph g, List<PeerRanks.Exit> exits) {
    List<WaitGraph.Node> roots = new ArrayList<>();
    StringBuilder why = new StringBuilder();
    for (WaitGraph.Node n : v.roots()) {
      Optional<WaitGraph.Node> first = stopped(n, exits) ? firstOwnFailure(n, g, exits) : Optional.empty();
      WaitGraph.Node root = first.orElse(n);
      if (!roots.contains(root)) {
        roots.add(root);
      }
      first.ifPresent(f -> why.append("; ").append(Places.label(n)).append(" printed nothing of its own and its node's torchrun agent "
          + "stopped it (SIGTERM) after ").append(Places.label(f)).append(" failed on its own: the agent stops a node's whole "
          + "worker group when one worker fails, so that first failure is the root"));
    }
    if (why.isEmpty()) {
      return v;
    }
    return new RootCauseAnalyzer.Verdict(roots, v.reason() + why, v.evidence(), v.chain(), v.steps(), v.cycle());
  }

  /** True when {@code n} is a process of the input with no report of its own that its host's launcher stopped. */
  private static boolean stopped(WaitGraph.Node n, List<PeerRanks.Exit> exits) {
    if (!n.known || n.pid == null || n.host == null || !(n.events.isEmpty() || LauncherStops.only(n))) {
      return false;
    }
    return exits.stream().anyMatch(e -> n.host.equals(e.host()) && n.pid.equals(e.pid()) && PeerRanks.stopped(e));
  }

  /** The process on {@code n}'s host that its launcher saw end on its own and that printed a fault of its own, earliest first. */
  private static Optional<WaitGraph.Node> firstOwnFailure(WaitGraph.Node n, WaitGraph g, List<PeerRanks.Exit> exits) {
    return g.nodes.values().stream()
        .filter(m -> m != n && m.known && m.pid != null && n.host.equals(m.host) && LostPeerHost.printedFault(m).isPresent())
        .filter(m -> exits.stream().anyMatch(e -> m.host.equals(e.host()) && m.pid.equals(e.pid()) && PeerRanks.onItsOwn(e)))
        .min(Comparator.comparing(WaitGraph.Node::firstTime));
  }
}
