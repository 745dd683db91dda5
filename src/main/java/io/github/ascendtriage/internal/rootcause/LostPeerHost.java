package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The process of a heartbeat peer whose address no line of the input places, found by what the
 * peer's own host printed. HCCL names the peer by its UId {@code serverId/devicePhyId}
 * (hicann/hcomm@cb4898bb {@code src/legacy/ascend910/framework/cluster_maintenance/health/heartbeat/heartbeat.cc},
 * {@code Heartbeat::GetUId}): the ID is a device, never a rank, and in CANN's older wording no line
 * states a rank's own host address. The peer's host is the one host where the worker on that device
 * (by its process's device, or torchrun's local rank) shows an end of its own: a fault it printed
 * before any wait it reported (a device fault in its plog, a CANN block or a traceback in its
 * console; docs/log-formats.md 6, 7.1, 11), or torchrun's record of it failing on its own while it
 * reported no wait. A worker stopped by SIGTERM or SIGINT is not such an end: the elastic agent
 * sends SIGTERM to a host's other workers once one fails, and a person's Ctrl-C is SIGINT
 * (docs/log-formats.md 9.4); nor is a worker that failed only after waiting on a peer, nor the
 * launcher's record of an exit, which says how a worker ended, not why. Two hosts with such an end
 * (or one with two such workers) decide nothing. Stateless.
 */
final class LostPeerHost {
  private LostPeerHost() {}

  /** torchrun's own lines on a worker's end (docs/log-formats.md 9.4): how it ended, never a fault of the worker. */
  private static final Pattern LAUNCHER_RECORD = Pattern.compile(
      "^\\s*exitcode\\s*:\\s*-?\\d+|failed \\(exitcode: -?\\d+\\)|Signal \\d+ \\(\\w+\\) received by PID|ChildFailedError");

  /** The node of the peer on physical device {@code device}: the one process whose host agrees; empty when none or several. */
  static Optional<WaitGraph.Node> of(String device, WaitGraph g, ProcessRegistry registry, List<PeerRanks.Exit> exits) {
    Map<String, Set<WaitGraph.Node>> ends = new LinkedHashMap<>();
    for (ProcessRecord r : ProcessRegistry.onDevice(List.copyOf(registry.all()), device)) {
      WaitGraph.Node n = g.node(r, Optional.empty(), Optional.of(device));
      if (n.host != null && endedOnItsOwn(n)) {
        ends.computeIfAbsent(n.host, h -> new LinkedHashSet<>()).add(n);
      }
    }
    for (PeerRanks.Exit e : exits) {
      if (!device.equals(e.localRank()) || !PeerRanks.onItsOwn(e) || e.host().isEmpty()) {
        continue;
      }
      List<ProcessRecord> own = e.rank() == null ? List.of()
          : registry.onHost(e.host()).stream().filter(r -> r.anyRank().map(e.rank()::equals).orElse(false)).toList();
      WaitGraph.Node n = own.size() == 1 ? g.node(own.get(0)) : g.named(e.host(), e.rank(), null, true, null);
      if (!waitedFirst(n)) {
        ends.computeIfAbsent(e.host(), h -> new LinkedHashSet<>()).add(n);
      }
    }
    if (ends.size() != 1) {
      return Optional.empty();
    }
    Set<WaitGraph.Node> on = ends.values().iterator().next();
    // a process's node and the node named by its rank's exit record are one worker when the ranks agree
    return on.stream().map(n -> String.valueOf(n.rank)).distinct().count() == 1
        ? on.stream().filter(n -> !n.events.isEmpty()).findFirst().or(() -> on.stream().findFirst()) : Optional.empty();
  }

  /** A fault of its own, not the launcher's record, printed before its first wait (or with no wait). */
  private static boolean endedOnItsOwn(WaitGraph.Node n) {
    Optional<ErrorEvent> fault = printedFault(n);
    return fault.isPresent() && !waitedBefore(n, fault.get());
  }

  /** The first fault {@code n} printed of its own: not its launcher's record of how it ended ({@link AgentStops} too). */
  static Optional<ErrorEvent> printedFault(WaitGraph.Node n) {
    return n.events.stream().filter(e -> n.ownFault(e) && !LAUNCHER_RECORD.matcher(e.evidence().text()).find())
        .min(RootCauseAnalyzer.byTime());
  }

  /** It reported a wait and no fault of its own before that wait. */
  private static boolean waitedFirst(WaitGraph.Node n) {
    Optional<ErrorEvent> wait = firstWait(n);
    return wait.isPresent() && !endedOnItsOwn(n);
  }

  private static boolean waitedBefore(WaitGraph.Node n, ErrorEvent fault) {
    return firstWait(n).map(w -> RootCauseAnalyzer.byTime().compare(w, fault) <= 0).orElse(false);
  }

  private static Optional<ErrorEvent> firstWait(WaitGraph.Node n) {
    return n.events.stream().filter(e -> e.kind() == EventKind.CASCADE).min(RootCauseAnalyzer.byTime());
  }
}
