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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

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

  /**
   * The execution timeout the job ran with: the longest that its processes' logs state ({@code
   * [HCCL_ENV] HCCL_EXEC_TIMEOUT set by ... to [n]s}), else HCCL's default.
   */
  static Duration execTimeout(Map<ProcessRecord, Map<Setting, String>> settings) {
    long most = -1;
    for (Map<Setting, String> s : settings.values()) {
      OptionalInt t = RootCauseAnalyzer.parse(s.get(Setting.EXEC_TIMEOUT));
      if (t.isPresent() && t.getAsInt() > most) {
        most = t.getAsInt();
      }
    }
    // 0 switches the timeout off (wait forever): no report can then be late
    return most < 0 ? EXEC_TIMEOUT : Duration.ofSeconds(most);
  }

  static Optional<RootCauseAnalyzer.Verdict> find(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings) {
    Duration timeout = execTimeout(settings);
    boolean named = namesPeers(g);
    if (timeout.isZero()) {
      return Optional.empty();
    }
    Map<String, List<Map.Entry<WaitGraph.Node, ErrorEvent>>> byHost = new LinkedHashMap<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      if (!n.known) {
        continue;
      }
      n.events.stream().filter(e -> notifyWait(e, named)).filter(e -> time(e).isPresent())
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
      if (Duration.between(before, last).compareTo(timeout) > 0 && (!named || waitedOn(g, candidate))) {
        late.add(waits.get(waits.size() - 1).getKey());
        shown = shown == null ? waits.get(waits.size() - 1).getValue() : shown;
      }
    }
    if (late.isEmpty()) {
      return Optional.empty();
    }
    String reason = "this rank reported its notify-wait timeout more than the execution timeout (HCCL_EXEC_TIMEOUT, "
        + timeout.toSeconds() + " s" + (timeout.equals(EXEC_TIMEOUT) ? " by default" : " as the logs state")
        + ") after every other rank of its host: it reached the collective after "
        + "the others had given up waiting for it: " + shown.evidence().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(List.copyOf(late), reason, shown.evidence(), List.of(), List.of(), false));
  }

  /** True when another process's notify wait names it: the others waited for it. */
  private static boolean waitedOn(WaitGraph g, WaitGraph.Node n) {
    return g.edges.stream().anyMatch(e -> e.kind() == WaitKind.NOTIFY && e.to() == n && e.from() != n);
  }

  /** True when some notify wait of the input names its peer (another process, or its own rank). */
  private static boolean namesPeers(WaitGraph g) {
    return g.edges.stream().anyMatch(e -> e.kind() == WaitKind.NOTIFY)
        || g.nodes.values().stream().anyMatch(n -> n.waitsOnItself.contains(WaitKind.NOTIFY));
  }

  /**
   * A notify-wait timeout that names its peer, or, when no wait of the input names one ({@code
   * named} false), a task report of a notify wait (EI0002).
   */
  private static boolean notifyWait(ErrorEvent e, boolean named) {
    for (Peer p : e.peers()) {
      if (p.kind() == WaitKind.NOTIFY && !p.local()) {
        return true;
      }
    }
    return !named && e.kind() == EventKind.CASCADE && e.peers().isEmpty() && e.evidence().text().toLowerCase(Locale.ROOT).contains("notify wait");
  }

  private static Optional<LocalDateTime> time(ErrorEvent e) {
    try {
      return e.timestamp().map(LocalDateTime::parse);
    } catch (DateTimeParseException x) {
      return Optional.empty();
    }
  }
}
