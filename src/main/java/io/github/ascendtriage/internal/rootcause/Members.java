package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Roots found by comparing the members of a communicator rather than by following who waited on
 * whom, for waits that name no peer or a setting the members must share:
 *
 * <ul>
 *   <li>TLS: the NPUs of one communicator must agree on their TLS switch; when link setup timed
 *       out and the device logs show two values, the processes on the fewer side are the roots
 *       (HCCL's fault-diagnosis chapter, AISW_CANN_HCCL_034 "Some ranks tlsStatus are
 *       inconsistent"; ascend-fd's root-cluster socket-timeout check does the same).
 *   <li>Silent members: when processes of a communicator reported a timeout and named no peer, a
 *       member whose logs are in the input but that reported nothing never reached the collective
 *       the others waited in (ascend-fd's root-cluster check: the devices of the communicator
 *       that did not report the timeout are the roots).
 * </ul>
 *
 * Members are the processes of the {@link ProcessRegistry}: their communicators come from the
 * communicator-init lines of their plogs. Stateless.
 */
final class Members {
  private static final int MAX_ROOTS = 16;

  /** Signatures of link-setup timeouts that may name no peer (docs/log-formats.md 8.2). */
  static final List<String> LINK_SETUP = List.of(
      "socket establish timeout", "transport init error", "connected p2p timeout", "wait links establish completed failed",
      "channel connect timeout");

  private Members() {}

  /**
   * The settings each process of the input stated, merged over its files (first value of each
   * kept, the latest wait report, the earliest init): a file belongs to the process its name gives (what its lines'
   * headers print may be another pid), else to each process its records list it for.
   */
  static Map<ProcessRecord, Map<Setting, String>> settings(ProcessRegistry registry, Map<String, SourceFacts> self) {
    Map<ProcessRecord, Map<Setting, String>> out = new LinkedHashMap<>();
    Map<String, List<ProcessRecord>> owners = new LinkedHashMap<>();
    for (ProcessRecord r : registry.all()) {
      for (String src : r.sources()) {
        owners.computeIfAbsent(src, k -> new ArrayList<>()).add(r);
      }
    }
    self.forEach((src, f) -> {
      if (f.settings().isEmpty()) {
        return;
      }
      List<ProcessRecord> to = registry.writer(src, Optional.empty(), registry.hostOf(src)).flatMap(registry::get)
          .map(List::of).orElseGet(() -> owners.getOrDefault(src, List.of()));
      for (ProcessRecord r : to) {
        Map<Setting, String> s = out.computeIfAbsent(r, k -> new EnumMap<>(Setting.class));
        f.settings().forEach((k, v) -> {
          String old = s.get(k);
          if (k.replaces(v, old)) {
            s.put(k, v);
          }
        });
      }
    });
    return out;
  }

  /** True when some process's link setup timed out or failed. */
  static boolean linkSetupFailed(WaitGraph g) {
    for (WaitGraph.Node n : g.nodes.values()) {
      for (ErrorEvent e : n.events) {
        if (e.kind() == EventKind.LOCATOR) {
          continue;
        }
        for (Peer p : e.peers()) {
          if (p.kind() == WaitKind.TIMEOUT || p.kind() == WaitKind.TRANSPORT_INIT) {
            return true;
          }
        }
        String t = e.evidence().text().toLowerCase(Locale.ROOT);
        if (LINK_SETUP.stream().anyMatch(t::contains)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The processes on the fewer side of a TLS switch split, when link setup failed. */
  static Optional<RootCauseAnalyzer.Verdict> tls(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings,
      Map<String, SourceFacts> self) {
    Map<String, List<ProcessRecord>> bySwitch = new LinkedHashMap<>();
    settings.forEach((r, s) -> {
      String v = s.get(Setting.TLS_SWITCH);
      if (v != null) {
        bySwitch.computeIfAbsent(v, k -> new ArrayList<>()).add(r);
      }
    });
    if (bySwitch.size() != 2 || !linkSetupFailed(g)) {
      return Optional.empty();
    }
    List<Map.Entry<String, List<ProcessRecord>>> sides = new ArrayList<>(bySwitch.entrySet());
    sides.sort(Comparator.comparingInt(e -> e.getValue().size()));
    List<ProcessRecord> few = sides.get(0).getValue();
    List<ProcessRecord> many = sides.get(1).getValue();
    if (few.size() == many.size()) {
      return Optional.empty();
    }
    List<WaitGraph.Node> roots = new ArrayList<>();
    for (ProcessRecord r : few.subList(0, Math.min(MAX_ROOTS, few.size()))) {
      roots.add(g.node(r));
    }
    WaitGraph.Node first = roots.get(0);
    String reason = "link setup failed and the devices disagree on TLS: " + few.size() + " process"
        + (few.size() == 1 ? "'s device has" : "es' devices have") + " TLS switch " + sides.get(0).getKey()
        + ", the other " + many.size() + " have " + sides.get(1).getKey()
        + " (every NPU of a communicator must use the same TLS setting)";
    io.github.ascendtriage.Evidence shown = few.get(0).sources().stream().map(self::get).filter(java.util.Objects::nonNull)
        .map(sf -> sf.stated().get(Setting.TLS_SWITCH)).filter(java.util.Objects::nonNull).findFirst()
        .orElseGet(() -> evidence(g, first));
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, shown, List.of(), List.of(), false));
  }

  /**
   * The members of the waiters' communicators that reported nothing, when the waiters named no
   * peer of the input.
   */
  static Optional<RootCauseAnalyzer.Verdict> silent(WaitGraph g, ProcessRegistry registry) {
    List<WaitGraph.Node> waiters = new ArrayList<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      if (n.known && !n.events.isEmpty() && n.events.stream().allMatch(e -> e.kind() == EventKind.CASCADE) && !LauncherStops.only(n)) {
        waiters.add(n);
      }
    }
    if (waiters.isEmpty() || g.edges.stream().anyMatch(e -> e.to().known)) {
      return Optional.empty();
    }
    Set<String> groups = new LinkedHashSet<>();
    Set<ProcessRecord> waiting = new LinkedHashSet<>();
    List<WaitGraph.Node> quietSeats = new ArrayList<>();
    for (ProcessRecord r : registry.all()) {
      // a process that drives several devices waits on the nodes of its seats
      if (waiters.stream().anyMatch(n -> n.key.equals(WaitGraph.keyOf(r)) || n.key.startsWith(WaitGraph.keyOf(r) + "#"))) {
        waiting.add(r);
        r.groupRanks().keySet().stream().filter(k -> !k.isEmpty()).forEach(groups::add);
        quietSeats.addAll(quietSeats(g, r));
      }
    }
    List<ProcessRecord> quiet = new ArrayList<>();
    for (ProcessRecord r : registry.all()) {
      if (waiting.contains(r) || r.key().pid().isEmpty()) {
        continue;
      }
      WaitGraph.Node n = g.nodes.get(WaitGraph.keyOf(r));
      if (n != null && !n.events.isEmpty() && !LauncherStops.only(n)) {
        continue; // its launcher's record that it stopped the process is no report of the process's own (silent33)
      }
      // a process whose logs name none of its communicators (a rank-table launch) counts as a member
      boolean named = r.groupRanks().keySet().stream().anyMatch(k -> !k.isEmpty());
      boolean member = groups.isEmpty() || !named
          ? r.anyRank().isPresent()
          : r.groupRanks().keySet().stream().anyMatch(groups::contains);
      if (member) {
        quiet.add(r);
      }
    }
    if (quiet.isEmpty() && quietSeats.isEmpty()) {
      return Optional.empty();
    }
    List<WaitGraph.Node> roots = new ArrayList<>(quietSeats.subList(0, Math.min(MAX_ROOTS, quietSeats.size())));
    for (ProcessRecord r : quiet.subList(0, Math.min(MAX_ROOTS - roots.size(), quiet.size()))) {
      roots.add(g.node(r));
    }
    waiters.sort(Comparator.comparing(WaitGraph.Node::firstTime));
    ErrorEvent shown = waiters.get(0).events.get(0);
    String of = groups.isEmpty() ? "the job" : "communicator " + String.join(", ", groups);
    String reason = waiters.size() + " process" + (waiters.size() == 1 ? "" : "es") + " of " + of
        + " timed out waiting without naming a peer, and " + roots.size() + " member" + (roots.size() == 1 ? "" : "s")
        + " whose logs are in the input reported nothing: " + (roots.size() == 1 ? "it" : "they")
        + " never reached the collective the others waited in" + (roots.stream().anyMatch(LauncherStops::only)
        ? " (its launcher's record that it stopped the process with a stop request is no report of its own)" : "")
        + ": " + shown.evidence().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, shown.evidence(), List.of(), List.of(), false));
  }

  /**
   * The ranks of a process that drives several devices that reported nothing while another of its
   * ranks waited: members too (none when a line of it that names no rank leaves its seats unknown).
   */
  private static List<WaitGraph.Node> quietSeats(WaitGraph g, ProcessRecord r) {
    WaitGraph.Node whole = g.nodes.get(WaitGraph.keyOf(r));
    if (r.seats().isEmpty() || whole != null && !whole.events.isEmpty()) {
      return List.of();
    }
    List<WaitGraph.Node> out = new ArrayList<>();
    for (io.github.ascendtriage.internal.extract.facts.Seat s : r.seats()) {
      WaitGraph.Node n = g.nodes.get(WaitGraph.keyOf(r) + "#" + s.rank());
      if (n == null || n.events.isEmpty()) {
        out.add(g.node(r, Optional.of(s.rank()), Optional.empty()));
      }
    }
    return out;
  }

  /** The first event of the node, else the first event of the input. */
  private static io.github.ascendtriage.Evidence evidence(WaitGraph g, WaitGraph.Node n) {
    if (!n.events.isEmpty()) {
      return n.events.get(0).evidence();
    }
    return g.nodes.values().stream().flatMap(x -> x.events.stream()).filter(e -> e.kind() != EventKind.LOCATOR)
        .min(RootCauseAnalyzer.byTime()).map(ErrorEvent::evidence).orElseThrow();
  }

  /** A rank whose last wait report is this much older than the latest one stopped early (ascend-fd's threshold). */
  static final java.time.Duration STOPPED_EARLY = java.time.Duration.ofMinutes(15);

  /**
   * No process printed an error, but some reported that they still waited in a collective ({@code
   * ReportTimeoutProc: report timeout}): the processes of the input that never reported it, or
   * whose last report is more than {@link #STOPPED_EARLY} older than the latest report of their
   * host, are the ones the others waited for (ascend-fd's root-cluster analysis, lagging devices
   * on a waiting-timeout report). Across hosts the times are compared on clocks aligned by
   * {@link HostClocks}, with the link-setup timeout added to the threshold.
   */
  static Optional<RootCauseAnalyzer.Verdict> stoppedReporting(WaitGraph g, ProcessRegistry registry,
      Map<ProcessRecord, Map<Setting, String>> settings, Map<String, SourceFacts> self) {
    Map<String, java.time.LocalDateTime> latest = new LinkedHashMap<>();
    Map<ProcessRecord, java.time.LocalDateTime> last = new LinkedHashMap<>();
    settings.forEach((r, s) -> time(s.get(Setting.WAIT_REPORTED)).ifPresent(t -> {
      last.put(r, t);
      latest.merge(r.key().host(), t, (a, b) -> a.isAfter(b) ? a : b);
    }));
    if (last.isEmpty()) {
      return Optional.empty();
    }
    // across hosts, on clocks aligned by the end of communicator init (ascend-fd compares the whole
    // job's reports as they are), with the link-setup timeout as the alignment's uncertainty
    Optional<Map<String, java.time.Duration>> offsets = HostClocks.offsets(settings, latest.keySet());
    java.time.Duration across = STOPPED_EARLY.plus(Laggards.timeout(settings, Setting.CONNECT_TIMEOUT, Laggards.CONNECT_TIMEOUT));
    java.time.LocalDateTime jobLatest = offsets.isEmpty() ? null : latest.entrySet().stream()
        .map(e -> e.getValue().minus(offsets.get().get(e.getKey()))).max(java.util.Comparator.naturalOrder()).orElseThrow();
    List<ProcessRecord> stopped = new ArrayList<>();
    for (ProcessRecord r : registry.all()) {
      if (r.key().pid().isEmpty() || r.anyRank().isEmpty() && r.device().isEmpty()) {
        continue;
      }
      java.time.LocalDateTime t = last.get(r);
      java.time.LocalDateTime top = latest.get(r.key().host());
      boolean behindHost = t != null && top != null && java.time.Duration.between(t, top).compareTo(STOPPED_EARLY) > 0;
      boolean behindJob = t != null && jobLatest != null
          && java.time.Duration.between(t.minus(offsets.get().get(r.key().host())), jobLatest).compareTo(across) > 0;
      if (t == null || behindHost || behindJob) {
        stopped.add(r);
      }
    }
    if (stopped.isEmpty()) {
      return Optional.empty();
    }
    List<WaitGraph.Node> roots = new ArrayList<>();
    for (ProcessRecord r : stopped.subList(0, Math.min(MAX_ROOTS, stopped.size()))) {
      roots.add(g.node(r));
    }
    // the latest report of the input shows what the others did
    io.github.ascendtriage.Evidence shown = self.values().stream().filter(sf -> sf.stated().containsKey(Setting.WAIT_REPORTED))
        .max(java.util.Comparator.comparing((SourceFacts sf) -> sf.settings().get(Setting.WAIT_REPORTED)))
        .map(sf -> sf.stated().get(Setting.WAIT_REPORTED)).orElseThrow();
    String reason = "no process printed an error; " + last.size() + " reported that they still waited in a collective, and "
        + stopped.size() + (stopped.size() == 1 ? " process" : " processes") + " of the input never reported it or stopped "
        + "reporting more than " + STOPPED_EARLY.toMinutes() + " minutes before the others of " + (stopped.size() == 1 ? "its" : "their")
        + " host (or of the job, clocks aligned on communicator init): the others waited for " + (stopped.size() == 1 ? "it" : "them") + ": " + shown.text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, shown, List.of(), List.of(), false));
  }

  private static Optional<java.time.LocalDateTime> time(String iso) {
    if (iso == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(java.time.LocalDateTime.parse(iso));
    } catch (java.time.format.DateTimeParseException e) {
      return Optional.empty();
    }
  }
}
