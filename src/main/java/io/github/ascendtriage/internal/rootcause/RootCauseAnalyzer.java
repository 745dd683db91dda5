package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.extract.ErrorEvent;
import io.github.ascendtriage.internal.extract.EventKind;
import io.github.ascendtriage.internal.extract.FeatureSet;
import io.github.ascendtriage.internal.extract.SourceFacts;
import io.github.ascendtriage.internal.extract.WaitKind;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Tells root cause from cascade when the input covers several processes, ranks or hosts. Builds
 * the {@link ProcessRegistry} of the input and the {@link WaitGraph} of its error events, then
 * trusts, in order: an error CQE (its reporter's link failed), a line that names the faulty node
 * (HCCL's Cluster Exception Location, torchrun's Root Cause entry), the wait chains of failed
 * transport setups, of timeouts and of notify waits (followed from the process whose first error is
 * earliest, to the process that waited on no one: the root; a cycle makes every member a root),
 * then the earliest own fault, then the earliest error. Timestamps only choose where a walk starts:
 * the clocks of different hosts disagree. Processes that only waited are listed as cascades.
 * Stateless and thread-safe.
 */
public final class RootCauseAnalyzer {
  private RootCauseAnalyzer() {}

  /**
   * A root cause and the files its root process wrote (where remediation values come from).
   *
   * @param rootCause the answer
   * @param rootSources the files of the first root process (empty for a peer the input does not show)
   */
  public record Finding(RootCause rootCause, Set<String> rootSources) {
    public Finding {
      rootSources = Set.copyOf(rootSources);
    }
  }

  /** The root cause of what was read: its events, placed with what its sources said. */
  public static Optional<RootCause> analyze(FeatureSet f, Map<String, SourceMeta> sources) {
    return find(f.events(), sources, f.sources()).map(Finding::rootCause);
  }

  /** As {@link #find} without what the sources said about themselves. */
  public static Optional<RootCause> analyze(List<ErrorEvent> events, Map<String, SourceMeta> sources) {
    return find(events, sources, Map.of()).map(Finding::rootCause);
  }

  /** The root cause and its root process's files, for a feature set read from {@code sources}. */
  public static Optional<Finding> find(FeatureSet f, Map<String, SourceMeta> sources) {
    return find(f.events(), sources, f.sources());
  }

  /**
   * The root cause, or empty when the input covers a single process and names no other.
   *
   * @param events the error events in input order
   * @param sources what each file's place in the tree says (host folder, rank, device, pid)
   * @param self what each file's lines said about the processes that wrote it or that it names
   */
  public static Optional<Finding> find(
      List<ErrorEvent> events, Map<String, SourceMeta> sources, Map<String, SourceFacts> self) {
    if (events.isEmpty()) {
      return Optional.empty();
    }
    Map<String, SourceMeta> metas = new LinkedHashMap<>(sources);
    // a file whose lines were all printed by one rank (by its launcher prefix) is that rank's
    Map<String, String> rankHost = new LinkedHashMap<>();
    self.forEach((src, sf) -> {
      SourceMeta m = metas.get(src);
      for (String r : sf.printedBy()) {
        rankHost.putIfAbsent(r, m == null ? "" : m.host().orElse(""));
      }
      if (sf.printedBy().size() == 1 && m != null && m.rank().isEmpty()) {
        metas.put(src, m.withRank(sf.printedBy().iterator().next()));
      }
    });
    ProcessRegistry registry = ProcessRegistry.of(self, metas);
    WaitGraph g = new WaitGraph(registry, metas, rankHost);
    g.addAll(events);
    Optional<Verdict> v = cqe(events, g)
        .or(() -> Locators.cluster(events, g, registry, rankHost))
        .or(() -> Locators.rank(events, g, metas));
    for (WaitKind k : WaitKind.values()) {
      if (v.isEmpty()) {
        v = ChainWalk.walk(g, k);
      }
    }
    if (v.isEmpty()) {
      if (knownPlaces(g, registry) < 2) {
        return Optional.empty();
      }
      v = fallback(events, g);
    }
    return v.map(x -> finding(x, g, registry));
  }

  /** What decided the root: the root nodes, why, and the chain walked to them. */
  record Verdict(List<WaitGraph.Node> roots, String reason, Evidence evidence, List<String> chain, List<Evidence> steps) {
    static Optional<Verdict> of(WaitGraph.Node root, String reason, Evidence evidence) {
      return Optional.of(new Verdict(List.of(root), reason, evidence, List.of(), List.of()));
    }
  }

  private static Optional<Verdict> cqe(List<ErrorEvent> events, WaitGraph g) {
    return events.stream().filter(ErrorEvent::hardware).min(byTime())
        .flatMap(e -> Verdict.of(g.nodeOf(e), "error CQE: the link of this process failed: " + e.evidence().text().trim(), e.evidence()));
  }

  private static Optional<Verdict> fallback(List<ErrorEvent> events, WaitGraph g) {
    Optional<ErrorEvent> fault = events.stream().filter(e -> e.kind() == EventKind.FAULT).min(byTime());
    if (fault.isPresent()) {
      return Verdict.of(g.nodeOf(fault.get()), "earliest own fault in time; the other ranks only waited for a peer or failed later",
          fault.get().evidence());
    }
    return events.stream().filter(e -> e.kind() != EventKind.LOCATOR).min(byTime())
        .flatMap(e -> Verdict.of(g.nodeOf(e), "first error in time (every rank only shows timeouts)", e.evidence()));
  }

  static Comparator<ErrorEvent> byTime() {
    return Comparator.comparing((ErrorEvent e) -> e.timestamp().orElse("~"));
  }

  private static int knownPlaces(WaitGraph g, ProcessRegistry registry) {
    Set<String> keys = new LinkedHashSet<>();
    g.nodes.values().stream().filter(n -> !n.events.isEmpty()).forEach(n -> keys.add(n.key));
    registry.all().stream().filter(r -> !r.key().pid().isEmpty()).forEach(r -> keys.add(g.node(r).key));
    return keys.size();
  }

  private static Finding finding(Verdict v, WaitGraph g, ProcessRegistry registry) {
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
      registry.get(new io.github.ascendtriage.internal.input.ProcessKey(first.host == null ? "" : first.host, first.pid))
          .ifPresent(r -> rootSources.addAll(r.sources()));
    }
    if (first.known && rootSources.isEmpty() && first.source != null) {
      rootSources.add(first.source);
    }
    RootCause rc = new RootCause(p.host(), p.rank(), p.device(), source, v.reason(), cascades, p.pid(), roots,
        v.chain(), v.steps(), cascadePlaces);
    return new Finding(rc, rootSources);
  }

  static OptionalInt parse(String s) {
    if (s == null) {
      return OptionalInt.empty();
    }
    try {
      return OptionalInt.of(Integer.parseInt(s.trim()));
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }
}
