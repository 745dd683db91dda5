package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.WaitKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Follows "waits on" from a start to its end. The start is the process whose first error is
 * earliest among those that waited in the chosen way (timestamps choose only this). At each step the
 * edge of the same kind to a process the input shows is preferred, then any edge to a shown
 * process, then an edge to an unknown peer. The end, a process that waited on no one, is the root;
 * a walk that comes back to a process it passed makes every member of that cycle a root. Stateless.
 */
final class ChainWalk {
  private ChainWalk() {}

  static Optional<RootCauseAnalyzer.Verdict> walk(WaitGraph g, WaitKind kind) {
    WaitGraph.Node start = null;
    for (WaitGraph.Edge e : g.edges) {
      if (e.kind() == kind && (start == null || e.from().firstTime().compareTo(start.firstTime()) < 0)) {
        start = e.from();
      }
    }
    if (start == null) {
      return Optional.empty();
    }
    List<WaitGraph.Node> path = new ArrayList<>();
    List<Evidence> steps = new ArrayList<>();
    Map<String, Integer> at = new HashMap<>();
    WaitGraph.Node cur = start;
    List<WaitGraph.Node> roots;
    boolean cycle = false;
    while (true) {
      Integer seen = at.get(cur.key);
      if (seen != null) {
        roots = List.copyOf(path.subList(seen, path.size()));
        cycle = true;
        break;
      }
      at.put(cur.key, path.size());
      path.add(cur);
      WaitGraph.Edge next = choose(g.out.getOrDefault(cur.key, List.of()), kind);
      if (next == null) {
        roots = List.of(cur);
        break;
      }
      steps.add(next.evidence());
      cur = next.to();
    }
    List<String> chain = new ArrayList<>();
    path.forEach(n -> chain.add(Places.label(n)));
    if (cycle) {
      chain.add(Places.label(cur));
    }
    String what = kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    String text = String.join(" -> ", chain);
    String reason = cycle
        ? "the " + what + " wait chain is a cycle, every member waits on the next: " + text
        : "end of the " + what + " wait chain (the last process waited on no one): " + text;
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, steps.isEmpty() ? start.events.get(0).evidence()
        : steps.get(steps.size() - 1), chain, steps));
  }

  private static WaitGraph.Edge choose(List<WaitGraph.Edge> out, WaitKind kind) {
    WaitGraph.Edge best = null;
    int bestScore = Integer.MAX_VALUE;
    for (WaitGraph.Edge e : out) {
      int s = (e.kind() == kind ? 0 : 2) + (e.to().known ? 0 : 1);
      if (s < bestScore) {
        best = e;
        bestScore = s;
      }
    }
    return best;
  }
}
