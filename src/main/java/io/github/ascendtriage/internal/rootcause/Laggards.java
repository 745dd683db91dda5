package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.ErrorEvent;
import io.github.ascendtriage.internal.extract.EventKind;
import io.github.ascendtriage.internal.extract.Peer;
import io.github.ascendtriage.internal.extract.Setting;
import io.github.ascendtriage.internal.extract.WaitKind;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A rank that reached the collective after the others had given up. Every rank of a collective
 * that waits in vain reports a notify-wait timeout about the execution timeout after it began to
 * wait ({@code HCCL_EXEC_TIMEOUT}, 1800 s by default). When one rank's report comes more than that
 * after every other report of its host, and the others' waits name it, it began to wait only after
 * they had timed out: it lagged, and what they waited for was that rank (the catalogue's solution for EI0002: when
 * every rank reports the timeout, compare the earliest and the latest report with the timeout;
 * ascend-fd's root-cluster check reads the latest reporter the same way). The lines it prints
 * name the ranks that left before it, so its own waits are no evidence. Times are compared only
 * between processes of one host: clocks of different hosts are not trusted. Stateless.
 */
final class Laggards {
  /** HCCL's execution timeout by default (catalogue EI0002, CANN's HCCL_EXEC_TIMEOUT). */
  static final Duration EXEC_TIMEOUT = Duration.ofSeconds(1800);

  private Laggards() {}

  /** HCCL's link-setup timeout by default (CANN's HCCL_CONNECT_TIMEOUT, docs/log-formats.md 8.4). */
  static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(120);

  /**
   * One kind of wait with a timeout: the wait kinds of its steps, the setting and default of its
   * timeout, and the report signatures that name no peer.
   */
  private record Wait(Set<WaitKind> kinds, Setting setting, Duration byDefault, String variable, String what,
      List<String> unnamed) {}

  private static final List<Wait> WAITS = List.of(
      new Wait(EnumSet.of(WaitKind.NOTIFY), Setting.EXEC_TIMEOUT, EXEC_TIMEOUT, "HCCL_EXEC_TIMEOUT", "notify-wait",
          List.of("notify wait")),
      new Wait(EnumSet.of(WaitKind.TIMEOUT, WaitKind.TRANSPORT_INIT), Setting.CONNECT_TIMEOUT, CONNECT_TIMEOUT,
          "HCCL_CONNECT_TIMEOUT", "link-setup", Members.LINK_SETUP));

  /**
   * The timeout the job ran with: the longest that its processes' logs state ({@code [HCCL_ENV]
   * HCCL_EXEC_TIMEOUT set by ... to [n]s}), else HCCL's default.
   */
  static Duration timeout(Map<ProcessRecord, Map<Setting, String>> settings, Setting which, Duration byDefault) {
    long most = -1;
    for (Map<Setting, String> s : settings.values()) {
      OptionalInt t = RootCauseAnalyzer.parse(s.get(which));
      if (t.isPresent() && t.getAsInt() > most) {
        most = t.getAsInt();
      }
    }
    // 0 switches the timeout off (wait forever): no report can then be late
    return most < 0 ? byDefault : Duration.ofSeconds(most);
  }

  static Optional<RootCauseAnalyzer.Verdict> find(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings) {
    for (Wait w : WAITS) {
      Optional<RootCauseAnalyzer.Verdict> v = find(g, settings, w);
      if (v.isPresent()) {
        return v;
      }
    }
    return Optional.empty();
  }

  private static Optional<RootCauseAnalyzer.Verdict> find(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings, Wait w) {
    Duration timeout = timeout(settings, w.setting(), w.byDefault());
    boolean named = namesPeers(g, w);
    if (timeout.isZero()) {
      return Optional.empty();
    }
    Map<String, List<Map.Entry<WaitGraph.Node, ErrorEvent>>> byHost = new LinkedHashMap<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      if (!n.known) {
        continue;
      }
      n.events.stream().filter(e -> waited(e, w, named)).filter(e -> time(e).isPresent())
          .min(Comparator.comparing(e -> time(e).get()))
          .ifPresent(e -> byHost.computeIfAbsent(n.host == null ? "" : n.host, k -> new ArrayList<>()).add(Map.entry(n, e)));
    }
    List<WaitGraph.Node> late = new ArrayList<>();
    ErrorEvent shown = null;
    for (List<Map.Entry<WaitGraph.Node, ErrorEvent>> waits : byHost.values()) {
      if (waits.size() < 2) {
        continue;
      }
      waits.sort(Comparator.comparing(x -> time(x.getValue()).get()));
      LocalDateTime last = time(waits.get(waits.size() - 1).getValue()).get();
      LocalDateTime before = time(waits.get(waits.size() - 2).getValue()).get();
      WaitGraph.Node candidate = waits.get(waits.size() - 1).getKey();
      if (Duration.between(before, last).compareTo(timeout) > 0 && (!named || waitedOn(g, candidate, w))) {
        late.add(waits.get(waits.size() - 1).getKey());
        shown = shown == null ? waits.get(waits.size() - 1).getValue() : shown;
      }
    }
    if (late.isEmpty()) {
      return Optional.empty();
    }
    String reason = "this rank reported its " + w.what() + " timeout more than the timeout (" + w.variable() + ", "
        + timeout.toSeconds() + " s" + (timeout.equals(w.byDefault()) ? " by default" : " as the logs state")
        + ") after every other rank of its host: it reached the collective after "
        + "the others had given up waiting for it: " + shown.evidence().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(List.copyOf(late), reason, shown.evidence(), List.of(), List.of(), false));
  }

  /** True when another process's wait of this kind names it: the others waited for it. */
  private static boolean waitedOn(WaitGraph g, WaitGraph.Node n, Wait w) {
    return g.edges.stream().anyMatch(e -> w.kinds().contains(e.kind()) && e.to() == n && e.from() != n);
  }

  /** True when some wait of this kind in the input names its peer (another process, or its own rank). */
  private static boolean namesPeers(WaitGraph g, Wait w) {
    return g.edges.stream().anyMatch(e -> w.kinds().contains(e.kind()))
        || g.nodes.values().stream().anyMatch(n -> n.waitsOnItself.stream().anyMatch(w.kinds()::contains));
  }

  /**
   * A timeout of this kind that names its peer, or, when no wait of the kind in the input names
   * one ({@code named} false), a report of such a wait by its signature.
   */
  private static boolean waited(ErrorEvent e, Wait w, boolean named) {
    for (Peer p : e.peers()) {
      if (w.kinds().contains(p.kind()) && !p.local()) {
        return true;
      }
    }
    if (named || e.kind() != EventKind.CASCADE || !e.peers().isEmpty()) {
      return false;
    }
    String t = e.evidence().text().toLowerCase(Locale.ROOT);
    return w.unnamed().stream().anyMatch(t::contains);
  }

  private static Optional<LocalDateTime> time(ErrorEvent e) {
    try {
      return e.timestamp().map(LocalDateTime::parse);
    } catch (DateTimeParseException x) {
      return Optional.empty();
    }
  }
}
