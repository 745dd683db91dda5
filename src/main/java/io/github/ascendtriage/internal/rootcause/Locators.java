package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Lines that name the faulty node outright: HCCL's Cluster Exception Location and the heartbeat's
 * crimer rank (HCCL's UId of the peer, {@code serverId/devicePhyId}: hccl heartbeat.cc {@code
 * GetUId}) and torchrun's Root Cause entry (a rank), placed through the registry; the reason adds
 * what the named peer's own logs say (session 28). Stateless.
 */
final class Locators {
  private Locators() {}

  /** The first Cluster Exception Location that names a place. */
  static Optional<RootCauseAnalyzer.Verdict> cluster(List<ErrorEvent> events, WaitGraph g, ProcessRegistry registry,
      Map<String, String> rankHost, Map<String, SourceFacts> self) {
    List<PeerRanks.Exit> exits = PeerRanks.exits(self, registry);
    for (ErrorEvent e : events) {
      if (e.kind() == EventKind.LOCATOR && (e.ip().isPresent() || (e.device().isPresent() && e.rank().isEmpty()))) {
        Optional<WaitGraph.Node> n = e.instance().isPresent() ? Optional.of(seat(e, g, registry, rankHost, self))
            : asRank(e, g, registry, rankHost, self, exits).or(() -> locate(e, g, registry, rankHost));
        if (n.isPresent()) {
          if (!n.get().known && n.get().address == null) {
            n.get().address = e.ip().orElse(null); // the peer's address, as outside roots carry it
          }
          String why = why(n.get(), e) + PeerRanks.of(exits, n.get().host, n.get().rank).map(x -> "; " + x.say()).orElse("");
          return RootCauseAnalyzer.Verdict.of(n.get(),
              "Cluster Exception Location names the node: " + e.evidence().text().trim() + why, e.evidence());
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The peer of HCCL's UId {@code serverId/devicePhyId} as a rank: the rank a rank table in the
   * input gives that seat; else, for an address the input shows on no host, the worker on that
   * device whose own host shows it ending on its own ({@link LostPeerHost}, heart34). Empty when
   * neither names a process the input shows, or names it by a rank no line places.
   */
  private static Optional<WaitGraph.Node> asRank(ErrorEvent loc, WaitGraph g, ProcessRegistry registry,
      Map<String, String> rankHost, Map<String, SourceFacts> self, List<PeerRanks.Exit> exits) {
    if (loc.ip().isEmpty() || loc.device().isEmpty()) {
      return Optional.empty();
    }
    String ip = loc.ip().get();
    String id = loc.device().get();
    Optional<String> tabled = PeerRanks.tableRank(self, ip, id);
    if (tabled.isPresent()) {
      return rankNode(tabled.get(), null, g, registry, rankHost);
    }
    if (registry.hostWithAddress(ip).isPresent() || !registry.byDeviceIp(ip).isEmpty()) {
      return Optional.empty();
    }
    return LostPeerHost.of(id, g, registry, exits);
  }

  /**
   * The peer of A5's UId {@code netInstId/localId} (hcomm cluster_monitor.cc {@code FormatUID}): the
   * rank a rank table 2.0 in the input seats there ({@code RankList20Recognizer}), as {@link #asRank}
   * turns a 1.x UId; that rank's process, else the rank outside the input. Without such a table the
   * UId names no address, host or rank, so the peer is outside the input by its UId, said so.
   */
  private static WaitGraph.Node seat(ErrorEvent loc, WaitGraph g, ProcessRegistry registry,
      Map<String, String> rankHost, Map<String, SourceFacts> self) {
    String uid = uid(loc);
    Optional<String> tabled = PeerRanks.tableRank(self, loc.instance().orElseThrow(), loc.device().orElse(""));
    if (tabled.isEmpty()) {
      return g.outside("A5 UId " + uid + ", which no rank table 2.0 in the input places");
    }
    return rankNode(tabled.get(), null, g, registry, rankHost)
        .orElseGet(() -> g.named(null, tabled.get(), null, false, null));
  }

  /** The peer as the line names it: {@code address/id} or A5's {@code netInstId/localId}; empty when neither. */
  private static String uid(ErrorEvent loc) {
    return loc.ip().or(loc::instance).map(x -> x + loc.device().map(d -> "/" + d).orElse("")).orElse("");
  }

  /** The process of {@code rank} (on {@code host} when given): its record, else the host its lines were found on. */
  private static Optional<WaitGraph.Node> rankNode(
      String rank, String host, WaitGraph g, ProcessRegistry registry, Map<String, String> rankHost) {
    List<ProcessRecord> c = registry.all().stream()
        .filter(p -> p.anyRank().map(rank::equals).orElse(false) && (host == null || host.equals(p.key().host()))).toList();
    if (c.size() == 1) {
      return Optional.of(g.node(c.get(0)));
    }
    String h = host != null ? host : rankHost.get(rank);
    return h == null ? Optional.empty() : Optional.of(g.named(h, rank, null, true, null));
  }

  /**
   * Why the named peer went away, as far as the input tells: HCCL files a lost heartbeat under the
   * peer process's exit (hcclug_000054/55: LOST, {@code Heartbeat Lost Occurred}), so the answer is
   * in the peer's own log. Its first error of its own; else its first wait; else that its logs show
   * no error; else that they are not in the input, with the address and ID the line gave.
   */
  private static String why(WaitGraph.Node n, ErrorEvent loc) {
    Optional<ErrorEvent> first = n.events.stream().filter(n::ownFault).min(RootCauseAnalyzer.byTime());
    if (first.isPresent()) {
      return "; its own first error (" + first.get().evidence().source() + ":" + first.get().evidence().line() + "): "
          + first.get().evidence().text().trim();
    }
    Optional<ErrorEvent> waited = n.events.stream().filter(x -> x.kind() == EventKind.CASCADE).min(RootCauseAnalyzer.byTime());
    if (waited.isPresent()) {
      return "; it printed no error of its own, only waits, the first (" + waited.get().evidence().source() + ":"
          + waited.get().evidence().line() + "): " + waited.get().evidence().text().trim();
    }
    if (n.known) {
      String text = loc.evidence().text();
      boolean lost = text.contains("Heartbeat Lost") || text.contains("status[LOST]");
      // hb35: a lost heartbeat says the peer stopped answering (its process exited, or its device or link did:
      // hcomm heartbeat.cc, log-formats 8.3), not which: its host's device records come before a kill
      return "; its logs show no error of its own" + (lost ? " (its process or its device stopped answering: look at its"
          + " host's device records, npu-smi health and the device and kernel logs, then for a kill or an OOM kill)" : "");
    }
    String at = uid(loc);
    String unplaced = loc.instance().isPresent() && n.rank == null
        ? "; no rank table 2.0 in the input seats this UId, so its rank and host are not known (add the job's rank table)" : "";
    return "; its own logs are not in the input" + (at.isEmpty() ? "" : " (collect those of " + at + ")") + unplaced;
  }

  /**
   * torchrun's Root Cause entry: the rank it names, on the host of the file. Each host's elastic
   * agent sums up only its own workers (PyTorch's ChildFailedError: "Root Cause (first observed
   * failure)" of that agent's failures; docs/log-formats.md 9.4), so in a job of several hosts an
   * entry may name a worker that only waited on a peer of another host and failed on the timeout: an
   * entry whose process reported a wait and no fault of its own is passed over (field31), and when
   * every entry is, the waits decide. An entry whose worker its agent stopped ({@code exitcode : -15}, SIGTERM, or
   * SIGINT: {@link PeerRanks#stopped}) is passed over too (stop35): once one agent's worker fails that agent
   * ends and closes the rendezvous, and the other agents stop their workers still running (PyTorch's
   * torch/distributed/elastic/agent/server/__init__.py, the agent/worker failover contract: "If other agents
   * still have workers in progress, they will be terminated"; docs/log-formats.md 9.4), so such an agent's
   * first observed failure is a stop it made, not a failure of the job. A launcher that names the host on its
   * line (srun's first failed task, mpirun's process that ended the job: slurm35) names the rank on that host;
   * it is passed over, too, when another process reported a fault of its own earlier than any of the named
   * one's ({@link #earlierElsewhere}), or when that host's logs are in the input and show no process of that
   * rank (srun's task id is the rank only when srun starts one task per rank).
   */
  static Optional<RootCauseAnalyzer.Verdict> rank(List<ErrorEvent> events, WaitGraph g, Map<String, SourceMeta> metas,
      List<PeerRanks.Exit> exits) {
    for (ErrorEvent e : events) {
      if (e.kind() == EventKind.LOCATOR && e.ip().isEmpty() && e.rank().isPresent()) {
        SourceMeta m = metas.get(e.evidence().source());
        boolean launcher = e.host().isPresent() && !SUMMARY_RANK.matcher(e.evidence().text()).find();
        String host = launcher ? e.host().get() : m == null ? "" : m.host().orElse("");
        String r = e.rank().get();
        Optional<WaitGraph.Node> found = g.nodes.values().stream()
            .filter(x -> r.equals(x.rank) && Objects.equals(x.host, host.isEmpty() ? null : host) && !x.events.isEmpty())
            .findFirst();
        if (found.isEmpty() && launcher && g.nodes.values().stream().anyMatch(x -> x.known && host.equals(x.host))) {
          continue;
        }
        WaitGraph.Node n = found.orElseGet(() -> {
          WaitGraph.Node x = g.named(host, r, null, true, null);
          x.source = x.source == null ? e.evidence().source() : x.source;
          return x;
        });
        if (onlyWaited(n) || stoppedOnly(n, PeerRanks.of(exits, host, r)) || launcher && earlierElsewhere(n, g)) {
          continue;
        }
        String why = launcher ? "the launcher's record of the process that failed first names rank " + r + " on " + host + ": "
            + e.evidence().text().trim() : "torchrun Root Cause entry names rank " + r;
        return RootCauseAnalyzer.Verdict.of(n, why, e.evidence());
      }
    }
    return Optional.empty();
  }

  /** torchrun's summary field that names the Root Cause entry's rank (docs/log-formats.md 9.4): its host is the file's. */
  private static final Pattern SUMMARY_RANK = Pattern.compile("^\\s*rank\\s*:\\s*\\d");

  /**
   * Whether another process reported a fault of its own (not a launcher's exit record) earlier than the first of
   * {@code n}'s own: the launcher saw {@code n} end first, which is not when it failed, and a process's own
   * earlier fault is the better evidence. A named process with no timed fault of its own is not passed over.
   */
  private static boolean earlierElsewhere(WaitGraph.Node n, WaitGraph g) {
    String mine = n.events.stream().filter(n::ownFault).map(x -> x.timestamp().orElse("~")).min(String::compareTo).orElse("~");
    if (mine.equals("~")) {
      return false;
    }
    return g.nodes.values().stream().filter(x -> x != n && x.known).anyMatch(x -> x.events.stream()
        .anyMatch(f -> x.ownFault(f) && !EXIT_RECORD.matcher(f.evidence().text()).find() && f.timestamp().orElse("~").compareTo(mine) < 0));
  }

  /**
   * A process that reported a wait on a peer and no fault of its own: a cascade, never a root. The
   * launcher's record of its exit ({@code exitcode : N (pid: P)}, {@code failed (exitcode: N)}) is
   * how it ended, not why: a worker whose wait timed out exits with an error too.
   */
  private static boolean onlyWaited(WaitGraph.Node n) {
    return n.events.stream().anyMatch(x -> x.kind() == EventKind.CASCADE) && noFaultButExits(n);
  }

  /**
   * A worker its agent stopped (its recorded exit a stop request) that printed no fault of its own before: the
   * stop is how it ended. One with a fault of its own keeps the entry, so an entry never outranks it.
   */
  private static boolean stoppedOnly(WaitGraph.Node n, Optional<PeerRanks.Exit> exit) {
    return exit.filter(PeerRanks::stopped).isPresent() && noFaultButExits(n);
  }

  /** True when each fault of {@code n}'s own is only torchrun's record of its exit. */
  private static boolean noFaultButExits(WaitGraph.Node n) {
    return n.events.stream().filter(n::ownFault).allMatch(x -> EXIT_RECORD.matcher(x.evidence().text()).find());
  }

  /** torchrun's record of a worker's exit: the summary's field or the agent's line (docs/log-formats.md 9.4). */
  private static final Pattern EXIT_RECORD =
      Pattern.compile("^\\s*exitcode\\s*:\\s*-?\\d+|failed \\(exitcode: -?\\d+\\)");

  private static Optional<WaitGraph.Node> locate(ErrorEvent loc, WaitGraph g, ProcessRegistry registry,
      Map<String, String> rankHost) {
    Optional<String> ip = loc.ip();
    Optional<String> id = loc.device();
    Optional<String> host = ip.flatMap(registry::hostWithAddress);
    if (ip.isPresent() && host.isEmpty()) {
      List<ProcessRecord> d = registry.byDeviceIp(ip.get());
      if (d.size() == 1) {
        return Optional.of(g.node(d.get(0)));
      }
    }
    if (host.isPresent() && id.isPresent()) {
      // cqe36: the address is a machine's; in a pod-per-rank collection its processes sit in a folder each, so the
      // process on the device is looked for among every process that announced the address, not the first folder's
      List<ProcessRecord> c = ProcessRegistry.onDevice(registry.byServerIp(ip.get()), id.get());
      if (c.size() == 1) {
        return Optional.of(g.node(c.get(0)));
      }
    }
    if (ip.isPresent() && host.isEmpty()) {
      // hb35: an address the input shows on no host is outside the input, named by that address and the
      // device; the ID is a physical device on that host (hcomm@cb4898bb heartbeat.cc Heartbeat::GetUId,
      // serverId/devicePhyId), never a rank, so no rank of a collected host is it, nor a process of another
      // host with the same device number
      WaitGraph.Node n = g.named(ip.get(), null, id.orElse(null), false, null);
      n.host = null;
      n.address = ip.get();
      return Optional.of(n);
    }
    WaitGraph.Node best = null;
    for (WaitGraph.Node n : g.nodes.values()) {
      if (n.events.isEmpty() || host.isPresent() && !host.get().equals(n.host)
          || id.isPresent() && !id.get().equals(n.device)) {
        continue;
      }
      if (best == null || n.ownFault() && !best.ownFault()) {
        best = n;
      }
    }
    if (best != null && (host.isPresent() || id.isPresent())) {
      return Optional.of(best);
    }
    // HCCL's IP/ID pair: the ID may be the rank; place it by where that rank's lines were found
    if (id.isPresent() && rankHost.containsKey(id.get())) {
      String h = rankHost.get(id.get());
      if (host.isEmpty() || Objects.equals(h, host.get())) {
        return Optional.of(g.named(h, id.get(), null, true, null));
      }
    }
    if (host.isEmpty() && id.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(g.named(host.orElse(null), null, id.orElse(null), false, null));
  }
}
