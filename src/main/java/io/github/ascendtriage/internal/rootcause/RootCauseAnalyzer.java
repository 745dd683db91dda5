package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;

/**
 * Tells root cause from cascade when the input covers several processes, ranks or hosts. Builds
 * the {@link ProcessRegistry} of the input and the {@link WaitGraph} of its error events, then
 * trusts, in order: error CQEs ({@link ErrorCqes}: their reporters' links failed; the one end every
 * other reporter names, else every reporter and the ends they name that did not only wait), the odd one out of a
 * collective-parameter conflict ({@link ParameterConflicts}), a line that names the faulty node (HCCL's Cluster Exception
 * Location, a heartbeat's crimer rank, torchrun's Root Cause entry), a rank that reported its
 * wait more than the job's execution timeout after the others ({@link Laggards}), then the waits
 * of failed transport setups, of the root-info negotiation, of link timeouts (after a TLS switch
 * the devices disagree on, {@link Members#tls}) and of notify waits, each kind followed from all
 * its waiters to where they end ({@link WaitSinks}: a process that waited on no one or on its own
 * rank, a peer outside the input, or a cycle), then the members of the waiters' communicator that
 * reported nothing when no wait names a peer ({@link Members#silent}), then, for a root-info exchange whose
 * reports name no one, the root-info server ({@link RootInfoServer}), then the earliest own fault. A
 * process that only waited is never named: when nothing says on whom, the root is outside the
 * input. Timestamps only choose which chain is shown: the clocks of different hosts disagree.
 * Processes that only waited are listed as cascades. When the folders hold several attempts of the job
 * (a new process on every device after a restart), only the latest one that failed is read ({@link Attempts});
 * earlier runs told by their communicator-init times are left out next ({@link Reruns}), then the errors a
 * host printed before a restart within its processes ({@link Restarts}). The decision is written down as a
 * {@link Finding} by {@link Findings}. Stateless and thread-safe.
 */
public final class RootCauseAnalyzer {
  private RootCauseAnalyzer() {}

  /**
   * A root cause and the files its root process wrote (where remediation values come from).
   *
   * @param rootCause the answer
   * @param rootSources the files of the first root process (empty for a peer the input does not show)
   * @param rootMachine the host folders of the first root's machine: its own and those whose processes announce the
   *     same server address (a pod-per-rank collection's pods on one node, cqe36); empty when its host is unknown
   * @param lag when the root was found by its lag, not by a fault (lag37): the line that shows it (its own late wait
   *     report, {@link Laggards}, or the others' latest waiting report when it stopped reporting, {@link
   *     Members#stoppedReporting}); empty for every other decision
   * @param unjoined when the root is the msrun worker that never joined the cluster the others timed out building
   *     (tenth41, {@link UnjoinedRank#unregistered}): the first of the others' timeout lines; empty for every other
   *     decision. Its own lines then decide the layer, the others' timeout does not
   */
  public record Finding(RootCause rootCause, Set<String> rootSources, Set<String> rootMachine, Optional<Evidence> lag,
      Optional<Evidence> unjoined) {
    public Finding {
      rootSources = Set.copyOf(rootSources);
      rootMachine = Set.copyOf(rootMachine);
      java.util.Objects.requireNonNull(lag, "lag");
      java.util.Objects.requireNonNull(unjoined, "unjoined");
    }

    /** A finding not decided by a lag. */
    public Finding(RootCause rootCause, Set<String> rootSources, Set<String> rootMachine) {
      this(rootCause, rootSources, rootMachine, Optional.empty(), Optional.empty());
    }

    /** A finding whose root's machine is its host folder alone. */
    public Finding(RootCause rootCause, Set<String> rootSources) {
      this(rootCause, rootSources, rootCause.host().map(Set::of).orElse(Set.of()));
    }

    /** This finding, decided by the lag {@code line} shows. */
    Finding lagged(Evidence line) {
      return new Finding(rootCause, rootSources, rootMachine, Optional.of(line), unjoined);
    }

    /** This finding, its root the worker that never joined the cluster the others' {@code line} timed out building. */
    Finding unjoined(Evidence line) {
      return new Finding(rootCause, rootSources, rootMachine, lag, Optional.of(line));
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

  /** As {@link #find(FeatureSet, Map)}, the wait graph kept in {@code graphs} from the last look (a live stream's). */
  public static Optional<Finding> find(FeatureSet f, Map<String, SourceMeta> sources, WaitGraphCache graphs) {
    return find(f.events(), sources, f.sources(), graphs);
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
    return find(events, sources, self, null);
  }

  private static Optional<Finding> find(
      List<ErrorEvent> events, Map<String, SourceMeta> sources, Map<String, SourceFacts> self, WaitGraphCache graphs) {
    KeptAttempt attempt = KeptAttempt.of(events, sources, self); // rerun38: the one home of what is set aside
    if (attempt.setsAside()) {
      String note = attempt.note();
      return find(attempt.events(), attempt.sources(), attempt.facts(), graphs).map(x -> note.isEmpty() ? x : Findings.noted(x, note));
    }
    ProcessRegistry asRead = ProcessRegistry.of(self, sources);
    Map<ProcessRecord, Map<Setting, String>> readSettings = Members.settings(asRead, self);
    Map<String, java.time.LocalDateTime> cuts = Restarts.cuts(readSettings);
    List<ErrorEvent> afterRestarts = cuts.isEmpty() ? events : Restarts.after(events, sources, cuts);
    if (afterRestarts.size() < events.size()) {
      // a restart within a process: what its host printed before is of the failure it recovered from
      return find(afterRestarts, sources, self, graphs);
    }
    List<ErrorEvent> kept = Restarts.notVoided(events, asRead, sources, readSettings);
    if (kept.size() < events.size()) {
      // a process said its errors so far can be ignored (a retried connection that succeeded)
      return find(kept, sources, self, graphs);
    }
    boolean waitReports = self.values().stream().anyMatch(sf -> sf.settings().containsKey(Setting.WAIT_REPORTED));
    boolean msrun = self.values().stream().anyMatch(sf -> sf.settings().containsKey(Setting.CLUSTER_BUILD)
        || sf.settings().containsKey(Setting.NODES_TIMED_OUT)); // tenthe40: a scheduler's verdict, a worker's join
    if (events.isEmpty() && !waitReports && !msrun && Restarts.notRejoined(readSettings).isEmpty()) {
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
    WaitGraph g = WaitGraphCache.graph(graphs, registry, metas, rankHost, self, events);
    MissingHost missing = MissingHost.of(self, metas, registry); // hosts37: an outside root on the one host not collected
    ResetRecordRoots reset = ResetRecordRoots.of(self); // records38: a root the reset record names, on its device
    List<PeerRanks.Exit> exits = PeerRanks.exits(self, registry); // never39: who never joined, beside the record
    Function<Verdict, Finding> found = x ->
        Findings.of(reset.placed(missing.named(UnjoinedRank.placed(x, g, registry, exits), registry)), g, registry);
    Map<ProcessRecord, Map<Setting, String>> settings = Members.settings(registry, self);
    RootInfoServer.waits(g, settings, registry);
    Optional<Verdict> unjoined = UnjoinedRank.unregistered(self, metas);
    if (unjoined.isPresent()) {
      return unjoined.map(x -> found.apply(x).unjoined(x.evidence())); // tenth41: its own lines decide the layer
    }
    Optional<Verdict> gone = Restarts.neverRejoined(g, settings, self);
    if (gone.isPresent()) {
      return gone.map(found);
    }
    if (events.stream().allMatch(e -> e.kind() == EventKind.LOCATOR)) {
      // no process printed an error: only who stopped reporting its wait can tell, else a heartbeat's verdict
      Optional<Finding> stopped = Members.stoppedReporting(g, registry, settings, self)
          .map(x -> found.apply(x).lagged(x.evidence()));
      return stopped.or(() -> Locators.cluster(events, g, registry, rankHost, self).or(() -> TimedOutNode.find(self, g, registry))
          .map(found));
    }
    RotatedLogs logs = RotatedLogs.of(registry, metas, self, settings);
    PortsDown down = PortsDown.of(self, metas);
    Optional<Verdict> v = ErrorCqes.find(g, logs, down, registry)
        .or(() -> ParameterConflicts.oddOneOut(events, g))
        .or(() -> Locators.cluster(events, g, registry, rankHost, self).flatMap(x -> StuckPeers.stuckOutside(x)
            ? Laggards.find(g, settings).map(l -> StuckPeers.stuckLaggard(l, x)).or(() -> Optional.of(x)) : Optional.of(x)))
        .or(() -> Locators.rank(events, g, metas, exits));
    boolean unaligned = false;
    if (v.isEmpty()) {
      v = Laggards.find(g, settings);
      unaligned = v.isEmpty();
      if (v.isPresent()) {
        return v.map(x -> found.apply(x).lagged(x.evidence()));
      }
    }
    for (WaitKind k : WaitKind.values()) {
      if (v.isEmpty() && k == WaitKind.TIMEOUT) {
        v = Members.tls(g, settings, self);
      }
      if (v.isEmpty() && k != WaitKind.CQE_REMOTE) {
        // cqe36: a ring of waits whose member's own port is down broke there
        v = WaitSinks.find(g, k).map(x -> down.breakOf(x, registry).orElse(x)).map(x -> OwnFaultRoots.withOwnFaults(x, g))
            .map(x -> AgentStops.victims(x, g, exits)); // chain38: an end its agent stopped
      }
    }
    if (v.isEmpty()) {
      v = Members.silent(g, registry).map(x -> logs.silentRoots(x, g));
    }
    if (v.isEmpty()) {
      v = RootInfoServer.find(g, registry, settings);
    }
    if (v.isEmpty()) {
      v = TimedOutNode.find(self, g, registry); // tenthe40: the scheduler's timed-out node, when nothing else decided
    }
    if (v.isEmpty()) {
      if (knownPlaces(g, registry) < 2) {
        return Optional.empty();
      }
      v = OwnFaultRoots.fallback(events, g);
    }
    v = unaligned ? v.map(x -> Laggards.noteUnaligned(x, g, settings)) : v;
    return v.map(found);
  }

  /** What decided the root: roots, why, chain, cycle, whether the input decides it, early reports gone ({@link RotatedLogs}). */
  record Verdict(List<WaitGraph.Node> roots, String reason, Evidence evidence, List<String> chain, List<Evidence> steps,
      boolean cycle, boolean decided, List<WaitGraph.Node> gone) {
    Verdict(List<WaitGraph.Node> roots, String reason, Evidence evidence, List<String> chain, List<Evidence> steps, boolean cycle) {
      this(roots, reason, evidence, chain, steps, cycle, true, List.of());
    }

    static Optional<Verdict> of(WaitGraph.Node root, String reason, Evidence evidence) {
      return Optional.of(new Verdict(List.of(root), reason, evidence, List.of(), List.of(), false));
    }
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
