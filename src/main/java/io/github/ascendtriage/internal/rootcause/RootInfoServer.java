package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Communicator init over the root info where the ranks' reports name no one: every agent's
 * exchange runs through the root-info server, so when the agents time out or lose the exchange
 * ({@code topo exchange agent get socket timeout}, {@code receive [msg length] from fdhandle
 * failed}) and no report names a rank that never connected or the server's address, the end of
 * their waits is the server: the process that made the root info ({@code HcclGetRootInfo success
 * ... identifier[..]}, {@link Setting#ROOT_INFO_MADE}), else the communicator's rank 0 (by HCCL's
 * root-info launch, rank 0 makes the root info; of a process that drives several devices, the seat
 * of rank 0, else the process without a device). The server is the root whether or not it reported
 * a failure of its own ({@code GetRankBasicInfo from rank[..] failed}, its own socket timeout).
 * ascend-fd's root-cluster check decides the same when every rank of the identifier reported an
 * init timeout within the link-setup timeout of each other (its "all init failed, not timeout"
 * verdict: the identifier's root device). Members that reported nothing are decided before
 * ({@link Members#silent}), as ascend-fd does; when the communicator has more ranks than the input
 * shows, the one that never connected may be among the missing, and nothing is decided here. Stateless.
 */
final class RootInfoServer {
  /** The root-info failures ascend-fd's root-cluster parser reads (utils, {@code _filter_root_info_timeout_error_from_log}). */
  static final List<String> SIGNATURES = List.of("topo exchange agent get socket timeout", "topo exchange server get socket timeout",
      "from fdhandle failed", "getrankbasicinfo from rank[");

  private RootInfoServer() {}

  static Optional<RootCauseAnalyzer.Verdict> find(WaitGraph g, ProcessRegistry registry,
      Map<ProcessRecord, Map<Setting, String>> settings) {
    // a rank whose logs are not in the input may be the one that never connected: no server is blamed
    // a process that drives several devices holds a rank per seat
    long ranks = registry.all().stream().flatMap(r -> r.seats().isEmpty() ? r.anyRank().stream()
        : r.seats().stream().map(io.github.ascendtriage.internal.extract.facts.Seat::rank)).distinct().count();
    int most = registry.all().stream().map(r -> RootCauseAnalyzer.parse(r.rankCount().orElse(null)))
        .filter(java.util.OptionalInt::isPresent).mapToInt(java.util.OptionalInt::getAsInt).max().orElse(0);
    if (most > ranks) {
      return Optional.empty();
    }
    List<ProcessRecord> servers = new ArrayList<>();
    settings.forEach((r, s) -> {
      if (s.containsKey(Setting.ROOT_INFO_MADE) && !r.key().pid().isEmpty()) {
        servers.add(r);
      }
    });
    String how = "it made the root info (HcclGetRootInfo success)";
    if (servers.isEmpty()) {
      registry.all().stream().filter(r -> !r.key().pid().isEmpty())
          .filter(r -> r.anyRank().map("0"::equals).orElse(false) || r.groupRanks().containsValue("0")
              || r.seats().stream().anyMatch(x -> "0".equals(x.rank())))
          .forEach(servers::add);
      how = "it is rank 0 of the communicator, which makes the root info";
      if (servers.size() != 1) {
        return Optional.empty();
      }
    }
    // the reports are read last: what decides before them reads no event, and a stream's look asks
    // this of its whole window on every fault line (the nodes are read before roots adds any)
    List<Map.Entry<WaitGraph.Node, ErrorEvent>> reports = new ArrayList<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      if (!n.known) {
        continue;
      }
      n.events.stream().filter(RootInfoServer::rootInfoFailure).min(RootCauseAnalyzer.byTime())
          .ifPresent(e -> reports.add(Map.entry(n, e)));
    }
    if (reports.isEmpty()) {
      return Optional.empty();
    }
    // of a process that drives several devices, the server is its rank 0's seat (rank 0 makes the root info)
    List<WaitGraph.Node> roots = servers.stream().limit(16).map(r -> g.node(r, Optional.of("0"), Optional.empty())).toList();
    if (g.nodes.values().stream().anyMatch(n -> n.ownFault() && !roots.contains(n))) {
      return Optional.empty(); // a process failed on its own: the earliest such fault is read first
    }
    reports.sort(Comparator.comparing(x -> x.getValue().timestamp().orElse("~")));
    Map.Entry<WaitGraph.Node, ErrorEvent> agent = reports.stream().filter(x -> !roots.contains(x.getKey())).findFirst()
        .orElse(reports.get(0));
    Evidence shown = agent.getValue().evidence();
    List<String> chain = List.of();
    List<Evidence> steps = List.of();
    if (!roots.contains(agent.getKey())) {
      chain = List.of(Places.label(agent.getKey()), Places.label(roots.get(0)));
      steps = List.of(shown);
    }
    String reason = reports.size() + " process" + (reports.size() == 1 ? "" : "es") + " failed in the root-info exchange of "
        + "communicator init and none names a rank that never connected or the server's address: every rank's exchange runs "
        + "through the root-info server, and " + how + ": " + shown.text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, shown, chain, steps, false));
  }

  /**
   * The waits of communicator init that no single line states: the server's on the ranks its connected
   * list lacks ({@link #listedMissing}), then the agents' on that server ({@link #agentsWaitOnServer}).
   */
  static void waits(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings, ProcessRegistry registry) {
    listedMissing(g, settings);
    agentsWaitOnServer(g, registry);
  }

  /**
   * The server's waits on the ranks its connected list lacks, where the list did not say how many it
   * needed ({@link Setting#ROOT_INFO_CONNECTED}): the ranks below its communicator's rank count
   * that are not in the list, each a wait of the server's root-info failure.
   */
  private static void listedMissing(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings) {
    settings.forEach((r, s) -> {
      java.util.OptionalInt count = RootCauseAnalyzer.parse(r.rankCount().orElse(null));
      String listed = s.get(Setting.ROOT_INFO_CONNECTED);
      WaitGraph.Node server = listed == null || count.isEmpty() ? null : g.node(r);
      Optional<ErrorEvent> report = server == null ? Optional.empty()
          : server.events.stream().filter(RootInfoServer::rootInfoFailure).min(RootCauseAnalyzer.byTime());
      if (report.isEmpty()) {
        return;
      }
      java.util.Set<String> connected = java.util.Set.of(listed.split(","));
      for (int rank = 0; rank < count.getAsInt() && rank < 100_000; rank++) {
        if (!connected.contains(Integer.toString(rank))) {
          g.waitOn(server, Peer.rankOf(WaitKind.ROOT_INFO, Integer.toString(rank), null), report.get().evidence());
        }
      }
    });
  }

  /**
   * late34: an agent's own exchange timeout ({@code topo exchange agent get socket timeout}) or lost receive
   * ({@code receive [msg length] from fdhandle failed}) is its wait on the root-info server, not a fault of its own:
   * the agent connects to the server and waits there for the cluster information, which the server sends only once
   * every rank of the communicator has connected (docs/log-formats.md 8.1, agent side; hicann/hcomm's
   * topoinfo_exchange_agent.cc). So where a server of a communicator (rank 0 of the identifier its init lines give)
   * reported its own exchange timeout and named the ranks that never reached it, each agent of the same identifier
   * that names no one of its own waits on that server, and the chains run on to the ranks the server lacks. Where no
   * server named a missing rank, nothing is added ({@link #find} decides, with its guards).
   */
  private static void agentsWaitOnServer(WaitGraph g, ProcessRegistry registry) {
    List<WaitGraph.Node> nodes = new ArrayList<>(g.nodes.values());
    for (WaitGraph.Node server : nodes) {
      Optional<ProcessRecord> sr = record(server, registry);
      if (sr.isEmpty() || !waitsInInit(g, server) || server.events.stream().noneMatch(e -> says(e, SERVER_SIDE))) {
        continue;
      }
      java.util.Set<String> ids = new java.util.HashSet<>();
      sr.get().groupRanks().forEach((id, rank) -> {
        if (!id.isEmpty() && "0".equals(rank)) {
          ids.add(id);
        }
      });
      for (WaitGraph.Node agent : nodes) {
        Optional<ErrorEvent> report = agent == server || !agent.known || waitsInInit(g, agent) ? Optional.empty()
            : agent.events.stream().filter(e -> says(e, AGENT_SIDE)).min(RootCauseAnalyzer.byTime());
        if (report.isPresent() && record(agent, registry).map(r -> r.groupRanks().keySet().stream().anyMatch(ids::contains))
            .orElse(false)) {
          g.link(agent, server, WaitKind.ROOT_INFO, report.get().evidence());
        }
      }
    }
  }

  /** What a root-info server prints of its own exchange timeout, and what an agent prints of its wait on the server. */
  private static final List<String> SERVER_SIDE = List.of("topo exchange server get socket timeout", "failed to connect agent[");
  private static final List<String> AGENT_SIDE = List.of("topo exchange agent get socket timeout", "from fdhandle failed");

  private static boolean waitsInInit(WaitGraph g, WaitGraph.Node n) {
    return g.out.getOrDefault(n.key, List.of()).stream().anyMatch(e -> e.kind() == WaitKind.ROOT_INFO);
  }

  private static boolean says(ErrorEvent e, List<String> texts) {
    String t = e.evidence().text().toLowerCase(Locale.ROOT);
    return e.kind() != EventKind.LOCATOR && texts.stream().anyMatch(t::contains);
  }

  private static Optional<ProcessRecord> record(WaitGraph.Node n, ProcessRegistry registry) {
    return n.pid == null ? Optional.empty()
        : registry.get(new io.github.ascendtriage.internal.input.ProcessKey(n.host == null ? "" : n.host, n.pid));
  }

  /**
   * The process that made the root info on the host with this address: the root-info server's host
   * runs it as its rank 0 (empty unless exactly one process there is rank 0).
   */
  static Optional<ProcessRecord> rankZeroAt(ProcessRegistry registry, String ip) {
    Optional<String> h = registry.hostWithAddress(ip);
    List<ProcessRecord> zero = h.isPresent() ? registry.onHost(h.get()).stream()
        .filter(r -> r.anyRank().map("0"::equals).orElse(false) || r.groupRanks().containsValue("0")).toList() : List.of();
    return zero.size() == 1 ? Optional.of(zero.get(0)) : Optional.empty();
  }

  private static boolean rootInfoFailure(ErrorEvent e) {
    if (e.kind() == EventKind.LOCATOR) {
      return false;
    }
    String t = e.evidence().text().toLowerCase(Locale.ROOT);
    return SIGNATURES.stream().anyMatch(t::contains);
  }
}
