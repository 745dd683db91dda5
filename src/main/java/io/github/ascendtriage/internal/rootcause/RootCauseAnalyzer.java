package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.FeatureSet;
import io.github.ascendtriage.internal.extract.SourceFacts;
import io.github.ascendtriage.internal.input.ProcessKey;

import io.github.ascendtriage.internal.input.SourceMeta;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.extract.ErrorEvent;
import io.github.ascendtriage.internal.extract.EventKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;

/**
 * Tells root cause from cascade when the input covers several ranks or hosts. In order: a line
 * that names the faulty node (HCCL's Cluster Exception Location, torchrun's Root Cause entry);
 * otherwise the earliest own fault (a rank that did more than wait for a peer); otherwise the
 * earliest error. Ranks that only show waiting-side errors are listed as cascades. Stateless and
 * thread-safe.
 */
public final class RootCauseAnalyzer {
  private RootCauseAnalyzer() {}

  /** Where an event happened: host folder, rank, device, and the file it came from. */
  record Place(String host, String rank, String device, String source) {
    String key() {
      String h = host == null ? "" : host + "/";
      if (rank != null) {
        return h + "rank " + rank;
      }
      if (device != null) {
        return h + "device " + device;
      }
      return h + source;
    }
  }

  /** As {@link #analyze(List, Map, Map)} without what the sources said about themselves. */
  public static Optional<RootCause> analyze(List<ErrorEvent> events, Map<String, SourceMeta> sources) {
    return analyze(events, sources, Map.of());
  }

  /** The root cause of what was read: its events, placed with what its sources said. */
  public static Optional<RootCause> analyze(FeatureSet f, Map<String, SourceMeta> sources) {
    return analyze(f.events(), sources, f.sources());
  }

  /**
   * The root cause, or empty when the input covers a single process and names no other.
   *
   * @param events the error events in input order
   * @param sources what each file's place in the tree says (host folder, rank, device)
   * @param self what each file stated about its writer: its rank and device (for events that do
   *     not carry them; shared by the files of one process), its IPs (to place a Cluster Exception
   *     Location on a host)
   */
  public static Optional<RootCause> analyze(
      List<ErrorEvent> events, Map<String, SourceMeta> sources, Map<String, SourceFacts> self) {
    if (events.isEmpty()) {
      return Optional.empty();
    }
    Map<ProcessKey, String> processRank = new LinkedHashMap<>();
    Map<ProcessKey, String> processDevice = new LinkedHashMap<>();
    for (Map.Entry<String, SourceMeta> e : sources.entrySet()) {
      Optional<ProcessKey> proc = e.getValue().process();
      SourceFacts sf = self.getOrDefault(e.getKey(), SourceFacts.NONE);
      if (proc.isPresent()) {
        sf.rank().ifPresent(r -> processRank.putIfAbsent(proc.get(), r));
        sf.device().ifPresent(d -> processDevice.putIfAbsent(proc.get(), d));
      }
    }
    // torch_npu lines tie a pid to a rank and device; plog files of that pid on that host follow
    Map<String, Set<String>> selfIps = new LinkedHashMap<>();
    for (Map.Entry<String, SourceFacts> e : self.entrySet()) {
      SourceMeta m = sources.get(e.getKey());
      String host = m == null ? "" : m.host().orElse("");
      for (SourceFacts.ProcessFacts p : e.getValue().processes().values()) {
        ProcessKey key = new ProcessKey(host, p.pid());
        p.rank().ifPresent(r -> processRank.putIfAbsent(key, r));
        p.device().ifPresent(d -> processDevice.putIfAbsent(key, d));
      }
      if (!e.getValue().ips().isEmpty()) {
        selfIps.put(e.getKey(), e.getValue().ips());
      }
    }
    // a file whose lines were all printed by one rank (by its launcher prefix) is that rank's
    Map<String, String> rankHost = new LinkedHashMap<>();
    for (Map.Entry<String, SourceFacts> e : self.entrySet()) {
      Set<String> ranks = e.getValue().printedBy();
      if (ranks.isEmpty()) {
        continue;
      }
      SourceMeta m = sources.get(e.getKey());
      for (String r : ranks) {
        rankHost.putIfAbsent(r, m == null ? null : m.host().orElse(null));
      }
      if (ranks.size() == 1 && m != null && m.rank().isEmpty()) {
        sources = new LinkedHashMap<>(sources);
        sources.put(e.getKey(), m.withRank(ranks.iterator().next()));
      }
    }
    Map<String, SourceMeta> metas = sources;
    Function<ErrorEvent, Place> placeOf = e -> place(e, metas, processRank, processDevice);
    Map<String, Place> places = new LinkedHashMap<>();
    Map<String, Boolean> ownFault = new LinkedHashMap<>();
    ErrorEvent clusterLocator = null;
    ErrorEvent rankLocator = null;
    for (ErrorEvent e : events) {
      if (e.kind() == EventKind.LOCATOR) {
        if (e.ip().isPresent() || (e.device().isPresent() && e.rank().isEmpty())) {
          clusterLocator = clusterLocator == null ? e : clusterLocator;
        } else if (e.rank().isPresent()) {
          rankLocator = rankLocator == null ? e : rankLocator;
        }
        continue;
      }
      Place p = placeOf.apply(e);
      places.merge(p.key(), p, (a, b) -> a.device() == null && b.device() != null ? new Place(a.host(), a.rank(), b.device(), a.source()) : a);
      ownFault.merge(p.key(), e.kind() == EventKind.FAULT, Boolean::logicalOr);
    }
    Place root = null;
    String reason = null;
    ErrorEvent rootEvent = null;
    if (clusterLocator != null) {
      root = locate(clusterLocator, places, ownFault, sources, selfIps, rankHost).orElse(null);
      rootEvent = clusterLocator;
      reason = "Cluster Exception Location names the node: " + clusterLocator.evidence().text().trim();
    }
    if (root == null && rankLocator != null) {
      SourceMeta m = sources.get(rankLocator.evidence().source());
      String host = m == null ? null : m.host().orElse(null);
      Place named = new Place(host, rankLocator.rank().orElse(null), null, rankLocator.evidence().source());
      Place known = places.get(named.key());
      root = known != null ? known : named;
      rootEvent = rankLocator;
      reason = "torchrun Root Cause entry names rank " + rankLocator.rank().orElse(null);
    }
    if (root == null && places.size() < 2) {
      return Optional.empty();
    }
    if (root == null) {
      Comparator<ErrorEvent> byTime =
          Comparator.comparing((ErrorEvent e) -> e.timestamp().orElse("~"));
      rootEvent =
          events.stream().filter(e -> e.kind() == EventKind.FAULT).min(byTime).orElse(null);
      reason = "earliest own fault in time; the other ranks only waited for a peer or failed later";
      if (rootEvent == null) {
        rootEvent = events.stream().filter(e -> e.kind() != EventKind.LOCATOR).min(byTime).orElseThrow();
        reason = "first error in time (every rank only shows timeouts)";
      }
      root = placeOf.apply(rootEvent);
    }
    List<String> cascades = new ArrayList<>();
    String rootKey = root.key();
    for (Map.Entry<String, Place> p : places.entrySet()) {
      if (!p.getKey().equals(rootKey) && !ownFault.get(p.getKey())) {
        cascades.add(p.getKey());
      }
    }
    String source = root.source() != null ? root.source() : rootEvent.evidence().source();
    return Optional.of(
        new RootCause(
            Optional.ofNullable(root.host()), parse(root.rank()), parse(root.device()), source, reason, cascades));
  }

  /** The place a Cluster Exception Location (IP/device) points to; empty when it names none. */
  private static Optional<Place> locate(
      ErrorEvent loc,
      Map<String, Place> places,
      Map<String, Boolean> ownFault,
      Map<String, SourceMeta> sources,
      Map<String, Set<String>> selfIps,
      Map<String, String> rankHost) {
    String host = null;
    boolean hostKnown = false;
    if (loc.ip().isPresent()) {
      for (Map.Entry<String, Set<String>> e : selfIps.entrySet()) {
        if (e.getValue().contains(loc.ip().orElse(null))) {
          SourceMeta m = sources.get(e.getKey());
          host = m == null ? null : m.host().orElse(null);
          hostKnown = true;
          break;
        }
      }
    }
    Place best = null;
    for (Place p : places.values()) {
      if (hostKnown && !Objects.equals(host, p.host())) {
        continue;
      }
      if (loc.device().isPresent() && !loc.device().get().equals(p.device())) {
        continue;
      }
      if (best == null || (ownFault.get(p.key()) && !ownFault.get(best.key()))) {
        best = p;
      }
    }
    if (best != null) {
      return Optional.of(best);
    }
    // HCCL's IP/ID pair: the ID may be the rank; place it by where that rank's lines were found
    if (loc.device().isPresent() && rankHost.containsKey(loc.device().orElse(null))) {
      String h = rankHost.get(loc.device().orElse(null));
      if (!hostKnown || Objects.equals(h, host)) {
        Place p = new Place(h, loc.device().orElse(null), null, null);
        return Optional.of(places.getOrDefault(p.key(), p));
      }
    }
    if (!hostKnown && loc.device().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Place(host, null, loc.device().orElse(null), null));
  }

  static Place place(
      ErrorEvent e, Map<String, SourceMeta> sources, Map<ProcessKey, String> processRank, Map<ProcessKey, String> processDevice) {
    SourceMeta m = sources.get(e.evidence().source());
    Optional<SourceMeta> meta = Optional.ofNullable(m);
    Optional<ProcessKey> proc = meta.flatMap(SourceMeta::process);
    String host = meta.flatMap(SourceMeta::host).orElse(null);
    String rank = e.rank().or(() -> meta.flatMap(SourceMeta::rank)).or(() -> proc.map(processRank::get)).orElse(null);
    String device = e.device().or(() -> meta.flatMap(SourceMeta::device)).or(() -> proc.map(processDevice::get)).orElse(null);
    return new Place(host, rank, device, e.evidence().source());
  }

  private static OptionalInt parse(String s) {
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
