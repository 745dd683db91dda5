package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.ErrorEvent;
import io.github.ascendtriage.internal.extract.Peer;
import io.github.ascendtriage.internal.extract.WaitKind;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

  static Optional<RootCauseAnalyzer.Verdict> find(WaitGraph g) {
    Map<String, List<Map.Entry<WaitGraph.Node, ErrorEvent>>> byHost = new LinkedHashMap<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      if (!n.known) {
        continue;
      }
      n.events.stream().filter(Laggards::notifyWait).filter(e -> time(e).isPresent())
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
      if (Duration.between(before, last).compareTo(EXEC_TIMEOUT) > 0 && waitedOn(g, candidate)) {
        late.add(waits.get(waits.size() - 1).getKey());
        shown = shown == null ? waits.get(waits.size() - 1).getValue() : shown;
      }
    }
    if (late.isEmpty()) {
      return Optional.empty();
    }
    String reason = "this rank reported its notify-wait timeout more than the execution timeout (HCCL_EXEC_TIMEOUT, "
        + EXEC_TIMEOUT.toSeconds() + " s by default) after every other rank of its host: it reached the collective after "
        + "the others had given up waiting for it: " + shown.evidence().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(List.copyOf(late), reason, shown.evidence(), List.of(), List.of(), false));
  }

  /** True when another process's notify wait names it: the others waited for it. */
  private static boolean waitedOn(WaitGraph g, WaitGraph.Node n) {
    return g.edges.stream().anyMatch(e -> e.kind() == WaitKind.NOTIFY && e.to() == n && e.from() != n);
  }

  private static boolean notifyWait(ErrorEvent e) {
    for (Peer p : e.peers()) {
      if (p.kind() == WaitKind.NOTIFY && !p.local()) {
        return true;
      }
    }
    return false;
  }

  private static Optional<LocalDateTime> time(ErrorEvent e) {
    try {
      return e.timestamp().map(LocalDateTime::parse);
    } catch (DateTimeParseException x) {
      return Optional.empty();
    }
  }
}
