package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The roots that are processes' own faults rather than the ends of waits: the earliest own fault when no line names a
 * peer, and every process that failed on its own and waited on no one beside the ends of the waits. Split from
 * {@link RootCauseAnalyzer}, which asks it after its locators and waits. Stateless.
 */
final class OwnFaultRoots {
  private OwnFaultRoots() {}

  /**
   * No line names a peer: the process with the earliest own fault. When every process only
   * waited and none says on whom, no process of the input is the root: it is outside the input.
   */
  static Optional<RootCauseAnalyzer.Verdict> fallback(List<ErrorEvent> events, WaitGraph g) {
    List<ErrorEvent> own = events.stream().filter(e -> e.kind() == EventKind.FAULT && g.nodeOf(e).ownFault(e)).toList();
    Optional<ErrorEvent> fault = own.stream().min(RootCauseAnalyzer.byTime());
    Optional<RootCauseAnalyzer.Verdict> unordered = fault.filter(e -> e.timestamp().isEmpty()).flatMap(e -> unordered(own, g));
    if (unordered.isPresent()) {
      return unordered;
    }
    if (fault.isPresent()) {
      return RootCauseAnalyzer.Verdict.of(g.nodeOf(fault.get()), "earliest own fault in time; the other ranks only waited for a peer or failed later",
          fault.get().evidence());
    }
    Optional<ErrorEvent> first = events.stream().filter(e -> e.kind() != EventKind.LOCATOR).min(RootCauseAnalyzer.byTime());
    if (first.isEmpty()) {
      return Optional.empty();
    }
    WaitGraph.Node outside = g.outside("a process whose logs are not in the input");
    return RootCauseAnalyzer.Verdict.of(outside, "every process of the input only waited for a peer and none says on whom: "
        + "the root is outside the input (collect the logs of every host of the job)", first.get().evidence());
  }

  /**
   * own41: no own fault carries a time (the earliest would have one), so nothing orders those of different processes.
   * Each such line is the process's own end, not a wait: CPython prints an uncaught exception's traceback as the
   * process exits, and the kernel's OOM kill names its victim with a stamp that is no wall time. Every process with
   * such a fault is a root, in input order, which is line order where they share one file (a launcher's console that
   * interleaves its workers' output, as torchrun's and msrun's do, receives each line when it is printed). A file's
   * modification time is not used: a collected copy's is the copy's unless the copy kept it. Empty for one process.
   */
  private static Optional<RootCauseAnalyzer.Verdict> unordered(List<ErrorEvent> own, WaitGraph g) {
    List<WaitGraph.Node> roots = own.stream().map(g::nodeOf).distinct().limit(16).toList();
    if (roots.size() < 2) {
      return Optional.empty();
    }
    String reason = roots.size() + " processes each failed on their own and no line of those faults carries a time: "
        + "none can be put before the others, so each is a root (the first in input order; line order in a shared file)";
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, own.get(0).evidence(), List.of(), List.of(), false));
  }

  /**
   * True when {@code n} is a process that drives several devices and one of its devices' nodes
   * waited: what it printed naming none of them (HCCL's call trace, the framework's failed call)
   * followed that wait, as in a process of one device.
   */
  private static boolean aSeatWaited(WaitGraph.Node n, WaitGraph g) {
    String seat = n.key + "#";
    return g.nodes.values().stream()
        .anyMatch(s -> s.key.startsWith(seat) && (g.out.containsKey(s.key) || !s.waitsOnItself.isEmpty()));
  }

  /**
   * The ends of the waits, plus every process that failed on its own and waited on no one: a
   * fault of its own copy engine (a failed SDMA task) is a root whether or not anyone waited on it.
   */
  static RootCauseAnalyzer.Verdict withOwnFaults(RootCauseAnalyzer.Verdict v, WaitGraph g) {
    Set<WaitGraph.Node> roots = new LinkedHashSet<>(v.roots());
    List<WaitGraph.Node> more = g.nodes.values().stream()
        .filter(n -> n.known && n.ownFault() && !roots.contains(n) && !g.out.containsKey(n.key) && n.waitsOnItself.isEmpty()
            && !aSeatWaited(n, g) && !aRootsDeviceRecord(n, roots))
        .sorted(Comparator.comparing(WaitGraph.Node::firstTime))
        .toList();
    if (more.isEmpty()) {
      return v;
    }
    List<WaitGraph.Node> all = new ArrayList<>(v.roots());
    all.addAll(more.subList(0, Math.min(more.size(), Math.max(0, 16 - all.size()))));
    String reason = v.reason() + (more.size() == 1
        ? "; 1 more process failed on its own and waited on no one: a root too"
        : "; " + more.size() + " more processes each failed on their own and waited on no one: roots too");
    return new RootCauseAnalyzer.Verdict(all, reason, v.evidence(), v.chain(), v.steps(), v.cycle());
  }

  /**
   * alarm36: true when {@code n} is a record of no process (no pid, no rank: a host's npu-smi output, a health query)
   * of a root process's own device on that root's host: the root's own device's record (hb35's principle,
   * engine.HostDevice), not another process that failed. A file that states no device may be another process's
   * and stays a root.
   */
  private static boolean aRootsDeviceRecord(WaitGraph.Node n, Set<WaitGraph.Node> roots) {
    if (n.pid != null || n.rank != null || n.host == null || n.device == null) {
      return false;
    }
    return roots.stream().anyMatch(r -> r.known && r.pid != null && n.host.equals(r.host) && n.device.equals(r.device));
  }
}
