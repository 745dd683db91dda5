package io.github.ascendtriage.internal.rootcause;

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

  /** As {@link #analyze(List, Map, SelfFacts)} without what the sources said about themselves. */
  public static Optional<RootCause> analyze(List<ErrorEvent> events, Map<String, SourceMeta> sources) {
    return analyze(events, sources, SelfFacts.NONE);
  }

  /**
   * What each source said about the process that wrote it (rank, device, own IPs), by source.
   * Immutable once built.
   */
  public record SelfFacts(
      Map<String, String> ranks,
      Map<String, String> devices,
      Map<String, Set<String>> ips,
      Map<String, Set<String>> printedBy,
      Map<String, Map<String, String[]>> processes) {
    static final SelfFacts NONE = new SelfFacts(Map.of(), Map.of(), Map.of(), Map.of(), Map.of());

    /** The facts a collector gathered. */
    public static SelfFacts of(io.github.ascendtriage.internal.extract.FeatureCollector f) {
      return new SelfFacts(f.selfRanks(), f.selfDevices(), f.selfIps(), f.printedBy(), f.processes());
    }
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
      List<ErrorEvent> events, Map<String, SourceMeta> sources, SelfFacts self) {
    if (events.isEmpty()) {
      return Optional.empty();
    }
    Map<String, String> processRank = new LinkedHashMap<>();
    Map<String, String> processDevice = new LinkedHashMap<>();
    for (Map.Entry<String, SourceMeta> e : sources.entrySet()) {
      String proc = e.getValue().process();
      if (proc != null) {
        String r = self.ranks().get(e.getKey());
        String d = self.devices().get(e.getKey());
        if (r != null) {
          processRank.putIfAbsent(proc, r);
        }
        if (d != null) {
          processDevice.putIfAbsent(proc, d);
        }
      }
    }
    // torch_npu lines tie a pid to a rank and device; plog files of that pid on that host follow
    for (Map.Entry<String, Map<String, String[]>> e : self.processes().entrySet()) {
      SourceMeta m = sources.get(e.getKey());
      String host = m == null || m.host() == null ? "" : m.host();
      for (Map.Entry<String, String[]> p : e.getValue().entrySet()) {
        if (p.getValue()[0] != null) {
          processRank.putIfAbsent(host + "|" + p.getKey(), p.getValue()[0]);
        }
        if (p.getValue()[1] != null) {
          processDevice.putIfAbsent(host + "|" + p.getKey(), p.getValue()[1]);
        }
      }
    }
    Map<String, Set<String>> selfIps = self.ips();
    // a file whose lines were all printed by one rank (by its launcher prefix) is that rank's
    Map<String, String> rankHost = new LinkedHashMap<>();
    for (Map.Entry<String, Set<String>> e : self.printedBy().entrySet()) {
      SourceMeta m = sources.get(e.getKey());
      for (String r : e.getValue()) {
        rankHost.putIfAbsent(r, m == null ? null : m.host());
      }
      if (e.getValue().size() == 1 && m != null && m.rank() == null) {
        sources = new LinkedHashMap<>(sources);
        sources.put(e.getKey(), new SourceMeta(m.source(), m.host(), e.getValue().iterator().next(), m.device(), m.process()));
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
        if (e.ip() != null || (e.device() != null && e.rank() == null)) {
          clusterLocator = clusterLocator == null ? e : clusterLocator;
        } else if (e.rank() != null) {
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
      root = locate(clusterLocator, places, ownFault, sources, selfIps, rankHost);
      rootEvent = clusterLocator;
      reason = "Cluster Exception Location names the node: " + clusterLocator.evidence().text().trim();
    }
    if (root == null && rankLocator != null) {
      SourceMeta m = sources.get(rankLocator.evidence().source());
      String host = m != null && m.host() != null ? m.host() : null;
      Place named = new Place(host, rankLocator.rank(), null, rankLocator.evidence().source());
      Place known = places.get(named.key());
      root = known != null ? known : named;
      rootEvent = rankLocator;
      reason = "torchrun Root Cause entry names rank " + rankLocator.rank();
    }
    if (root == null && places.size() < 2) {
      return Optional.empty();
    }
    if (root == null) {
      Comparator<ErrorEvent> byTime =
          Comparator.comparing((ErrorEvent e) -> e.timestamp() == null ? "~" : e.timestamp());
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

  /** The place a Cluster Exception Location (IP/device) points to. */
  private static Place locate(
      ErrorEvent loc,
      Map<String, Place> places,
      Map<String, Boolean> ownFault,
      Map<String, SourceMeta> sources,
      Map<String, Set<String>> selfIps,
      Map<String, String> rankHost) {
    String host = null;
    boolean hostKnown = false;
    if (loc.ip() != null) {
      for (Map.Entry<String, Set<String>> e : selfIps.entrySet()) {
        if (e.getValue().contains(loc.ip())) {
          SourceMeta m = sources.get(e.getKey());
          host = m == null ? null : m.host();
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
      if (loc.device() != null && !loc.device().equals(p.device())) {
        continue;
      }
      if (best == null || (ownFault.get(p.key()) && !ownFault.get(best.key()))) {
        best = p;
      }
    }
    if (best != null) {
      return best;
    }
    // HCCL's IP/ID pair: the ID may be the rank; place it by where that rank's lines were found
    if (loc.device() != null && rankHost.containsKey(loc.device())) {
      String h = rankHost.get(loc.device());
      if (!hostKnown || Objects.equals(h, host)) {
        Place p = new Place(h, loc.device(), null, null);
        return places.getOrDefault(p.key(), p);
      }
    }
    if (!hostKnown && loc.device() == null) {
      return null;
    }
    return new Place(host, null, loc.device(), null);
  }

  static Place place(
      ErrorEvent e, Map<String, SourceMeta> sources, Map<String, String> processRank, Map<String, String> processDevice) {
    SourceMeta m = sources.get(e.evidence().source());
    String host = m != null && m.host() != null ? m.host() : null;
    String proc = m == null ? null : m.process();
    String rank = e.rank() != null ? e.rank() : m != null && m.rank() != null ? m.rank() : proc == null ? null : processRank.get(proc);
    String device = e.device() != null ? e.device() : m != null && m.device() != null ? m.device() : proc == null ? null : processDevice.get(proc);
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
