package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer.Finding;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The answer a verdict of {@link RootCauseAnalyzer} gives: the places of its roots, the processes
 * that only waited (its cascades), and the files and machine of its first root, where remediation
 * values are read. Split from the analyzer (notify38), which decides; this class only writes the
 * decision down. Stateless.
 */
final class Findings {
  private Findings() {}

  /** The finding of {@code v} on graph {@code g}: every other node that reported and has no fault of its own is a cascade. */
  static Finding of(RootCauseAnalyzer.Verdict v, WaitGraph g, ProcessRegistry registry) {
    List<ProcessPlace> roots = new ArrayList<>();
    Set<String> rootKeys = new LinkedHashSet<>();
    for (WaitGraph.Node n : v.roots()) {
      roots.add(Places.of(n));
      rootKeys.add(n.key);
    }
    List<String> cascades = new ArrayList<>();
    List<ProcessPlace> cascadePlaces = new ArrayList<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      if (!rootKeys.contains(n.key) && !n.events.isEmpty() && !n.ownFault()) {
        String k = Places.cascadeKey(n);
        if (!cascades.contains(k)) {
          cascades.add(k);
          cascadePlaces.add(Places.of(n));
        }
      }
    }
    WaitGraph.Node first = v.roots().get(0);
    ProcessPlace p = roots.get(0);
    String source = first.source != null ? first.source : v.evidence().source();
    Set<String> rootSources = new LinkedHashSet<>();
    if (first.known && first.pid != null) {
      registry.get(new ProcessKey(first.host == null ? "" : first.host, first.pid))
          .ifPresent(r -> rootSources.addAll(r.sources()));
    }
    if (first.known && rootSources.isEmpty() && first.source != null) {
      rootSources.add(first.source);
    }
    RootCause rc = new RootCause(p.host(), p.rank(), p.device(), source, v.reason(), cascades, p.pid(), roots,
        v.chain(), v.steps(), cascadePlaces, first.known, v.cycle(), v.decided(), v.gone().stream().map(Places::cascadeKey).toList());
    return new Finding(rc, rootSources, first.known && first.host != null ? registry.sameMachine(first.host) : Set.of());
  }

  /** {@code x} with {@code note} added to its reason. */
  static Finding noted(Finding x, String note) {
    RootCause r = x.rootCause();
    return new Finding(new RootCause(r.host(), r.rank(), r.device(), r.source(), r.reason() + "; " + note, r.cascades(), r.pid(),
        r.roots(), r.chain(), r.chainEvidence(), r.cascadePlaces(), r.known(), r.cycle(), r.decided(), r.reportsGone()),
        x.rootSources(), x.rootMachine(), x.lag(), x.unjoined());
  }
}
