package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
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
 * name the ranks that left before it, so its own waits are no evidence. The same holds for link
 * setup and for the root-info exchange of communicator init (HCCL_CONNECT_TIMEOUT); a root-info
 * wait names the server, never the late rank, so there the late report alone decides. Times are
 * compared between processes of one host, and across hosts only on clocks aligned by communicator
 * init. Stateless.
 */
final class Laggards {
  /** HCCL's execution timeout by default (catalogue EI0002, CANN's HCCL_EXEC_TIMEOUT). */
  static final Duration EXEC_TIMEOUT = Duration.ofSeconds(1800);

  private Laggards() {}

  /** HCCL's link-setup timeout by default (CANN's HCCL_CONNECT_TIMEOUT, docs/log-formats.md 8.4). */
  static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(120);

  /**
   * One kind of wait with a timeout: the wait kinds of its steps, the setting and default of its
   * timeout, the report signatures that name no peer, and whether its waits name a hub (the
   * root-info server) rather than the rank they wait for, so that who waits on the late rank
   * cannot be read from them.
   */
  private record Wait(int bit, Set<WaitKind> kinds, Setting setting, Duration byDefault, String variable, String what,
      List<String> unnamed, boolean viaHub) {}

  private static final List<Wait> WAITS = List.of(
      // laggard36: CANN 8's task report names no task type, only its stage and kind by HCCL's search keywords
      // ([TaskExecStage][Timeout]: a timeout while an operator executed, hcclug_000025; docs/log-formats.md 8.3)
      new Wait(1, EnumSet.of(WaitKind.NOTIFY), Setting.EXEC_TIMEOUT, EXEC_TIMEOUT, "HCCL_EXEC_TIMEOUT", "notify-wait",
          List.of("notify wait", "ffts+ run failed", "[taskexecstage][timeout]"), false),
      new Wait(2, EnumSet.of(WaitKind.TIMEOUT, WaitKind.TRANSPORT_INIT), Setting.CONNECT_TIMEOUT, CONNECT_TIMEOUT,
          "HCCL_CONNECT_TIMEOUT", "link-setup", Members.LINK_SETUP, false),
      // ascend-fd's root-info check (D15): every rank failed init and the last report came more than
      // HCCL_CONNECT_TIMEOUT after the first: the last reporter began its init after the others gave up
      new Wait(4, EnumSet.of(WaitKind.ROOT_INFO), Setting.CONNECT_TIMEOUT, CONNECT_TIMEOUT, "HCCL_CONNECT_TIMEOUT", "root-info exchange",
          List.of("topo exchange", "from fdhandle failed", "ranktable from server failed", "getrankbasicinfo from rank["), true));

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
    g.readings.forgetGone(g);
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
      n.events.stream().filter(e -> waited(g, e, w, named)).filter(e -> time(g, e).isPresent())
          .min(Comparator.comparing(e -> time(g, e).get()))
          .ifPresent(e -> byHost.computeIfAbsent(n.host == null ? "" : n.host, k -> new ArrayList<>()).add(Map.entry(n, e)));
    }
    List<WaitGraph.Node> late = new ArrayList<>();
    ErrorEvent shown = null;
    for (List<Map.Entry<WaitGraph.Node, ErrorEvent>> waits : byHost.values()) {
      if (waits.size() < 2) {
        continue;
      }
      // the last to begin waiting (its report less its own timeout) came after every other had reported
      waits.sort(Comparator.comparing(x -> began(g, x, settings, w, timeout)));
      LocalDateTime last = began(g, waits.get(waits.size() - 1), settings, w, timeout);
      LocalDateTime before = waits.subList(0, waits.size() - 1).stream().map(x -> time(g, x.getValue()).get())
          .max(Comparator.naturalOrder()).orElseThrow();
      WaitGraph.Node candidate = waits.get(waits.size() - 1).getKey();
      if (last.isAfter(before) && (!named || w.viaHub() || waitedOn(g, candidate, w))) {
        late.add(waits.get(waits.size() - 1).getKey());
        shown = shown == null ? waits.get(waits.size() - 1).getValue() : shown;
      }
    }
    if (late.isEmpty()) {
      return acrossHosts(g, settings, w, timeout, named, byHost);
    }
    String reason = "this rank reported its " + w.what() + " timeout more than the timeout (" + w.variable() + ", "
        + timeout.toSeconds() + " s" + (timeout.equals(w.byDefault()) ? " by default" : " as the logs state")
        + ") after every other rank of its host: it reached the collective after "
        + "the others had given up waiting for it: " + shown.evidence().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(List.copyOf(late), reason, shown.evidence(), List.of(), List.of(), false));
  }

  /**
   * The same reading across hosts, whose clocks disagree: each host's clock is set back as {@link
   * HostClocks#align} says (by its earliest completed communicator init, else by its entry to it). When the reports
   * so aligned fall in two groups more than the timeout plus the alignment's slack apart, the later group reached the
   * collective after the earlier had given up: its ranks are the roots. ascend-fd's root-cluster check compares the
   * first and the last report of the whole job with the timeout; it reads the hosts' clocks as they are. Not decided
   * when the clocks cannot be aligned, when a wait would have begun before its process entered init (on entries), when
   * the later group is the larger (a host whose first init rotated out of its logs would make every other host look
   * late), or when the waits name peers and none of the earlier group waited on the later.
   */
  private static Optional<RootCauseAnalyzer.Verdict> acrossHosts(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings,
      Wait w, Duration timeout, boolean named, Map<String, List<Map.Entry<WaitGraph.Node, ErrorEvent>>> byHost) {
    if (byHost.size() < 2) {
      return Optional.empty();
    }
    Optional<HostClocks.Alignment> clocks = HostClocks.align(settings, byHost.keySet(), w.viaHub() ? Duration.ZERO : timeout); // root-info: the init
    if (clocks.isEmpty()) {
      return Optional.empty();
    }
    // when each began to wait (its report less its own timeout), on the aligned clocks
    List<Map.Entry<WaitGraph.Node, LocalDateTime>> aligned = new ArrayList<>();
    Map<WaitGraph.Node, ErrorEvent> shown = new LinkedHashMap<>();
    Map<WaitGraph.Node, Duration> own = new LinkedHashMap<>();
    for (Map.Entry<String, List<Map.Entry<WaitGraph.Node, ErrorEvent>>> hw : byHost.entrySet()) {
      for (Map.Entry<WaitGraph.Node, ErrorEvent> x : hw.getValue()) {
        LocalDateTime b = began(g, x, settings, w, timeout);
        if (clocks.get().byEntry() && HostClocks.entered(settings, x.getKey()).filter(b::isBefore).isPresent()) {
          return Optional.empty(); // notify38: no wait begins before its process entered the init: not this init's entry
        }
        aligned.add(Map.entry(x.getKey(), b.minus(clocks.get().offsets().get(hw.getKey()))));
        shown.put(x.getKey(), x.getValue());
        own.put(x.getKey(), Duration.between(b, time(g, x.getValue()).get()));
      }
    }
    aligned.sort(Map.Entry.comparingByValue());
    int cut = -1;
    Duration widest = Duration.ZERO;
    for (int i = 1; i < aligned.size(); i++) {
      Duration gap = Duration.between(aligned.get(i - 1).getValue(), aligned.get(i).getValue());
      if (gap.compareTo(widest) > 0) {
        widest = gap;
        cut = i;
      }
    }
    Duration uncertainty = clocks.get().slack();
    LocalDateTime earlyGaveUp = cut < 0 ? null : aligned.subList(0, cut).stream().map(x -> x.getValue().plus(own.get(x.getKey())))
        .max(Comparator.naturalOrder()).orElseThrow();
    if (cut < 0 || !aligned.get(cut).getValue().isAfter(earlyGaveUp.plus(uncertainty)) || aligned.size() - cut > cut) {
      return Optional.empty();
    }
    List<WaitGraph.Node> early = aligned.subList(0, cut).stream().map(Map.Entry::getKey).toList();
    List<WaitGraph.Node> late = aligned.subList(cut, aligned.size()).stream().map(Map.Entry::getKey).toList();
    if (named && !w.viaHub() && g.edges.stream().noneMatch(e -> w.kinds().contains(e.kind()) && early.contains(e.from()) && late.contains(e.to()))) {
      return Optional.empty();
    }
    ErrorEvent first = shown.get(late.get(0));
    String reason = (late.size() == 1 ? "this rank" : "these " + late.size() + " ranks") + " reported the " + w.what()
        + " timeout more than the timeout (" + w.variable() + ", " + timeout.toSeconds() + " s"
        + (timeout.equals(w.byDefault()) ? " by default" : " as the logs state") + ") plus " + (clocks.get().byEntry()
        ? "the link-setup timeout and 20 s (" : "the link-setup timeout (") + uncertainty.toSeconds() + " s) after the other " + early.size() + ", each host's clock aligned on " + clocks.get().on()
        + ": " + (late.size() == 1 ? "it" : "they") + " reached the collective after the others had given up: " + first.evidence().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(List.copyOf(late.subList(0, Math.min(16, late.size()))), reason,
        first.evidence(), List.of(), List.of(), false));
  }

  /** {@code x} with why the hosts' clocks could not be aligned added to its reason (for a cycle, that each member may be the root). */
  static RootCauseAnalyzer.Verdict noteUnaligned(RootCauseAnalyzer.Verdict x, WaitGraph g,
      Map<ProcessRecord, Map<Setting, String>> settings) {
    return unaligned(g, settings).map(why -> new RootCauseAnalyzer.Verdict(x.roots(), x.reason() + "; " + why + (x.cycle() ? "; so each "
        + "member of the cycle is a candidate root: their waits name each other and nothing in the logs orders them" : ""), x.evidence(),
        x.chain(), x.steps(), x.cycle())).orElse(x);
  }

  /**
   * Why a late rank could not be looked for across hosts, when that may matter: the first reports
   * of some kind of wait, on the hosts' clocks as they are, lie further apart than its timeout (what
   * ascend-fd reads as a late reporter), and some host states no completed communicator init to
   * align its clock on, so a host's late start cannot be told from its clock being off. Empty
   * otherwise, and when {@link #find} decided.
   */
  static Optional<String> unaligned(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings) {
    g.readings.forgetGone(g);
    for (Wait w : WAITS) {
      Duration timeout = timeout(settings, w.setting(), w.byDefault());
      boolean named = namesPeers(g, w);
      Map<String, LocalDateTime> first = new LinkedHashMap<>();
      for (WaitGraph.Node n : g.nodes.values()) {
        if (n.known) {
          n.events.stream().filter(e -> waited(g, e, w, named)).map(e -> time(g, e)).flatMap(Optional::stream)
              .forEach(t -> first.merge(n.host == null ? "" : n.host, t, (a, b) -> a.isBefore(b) ? a : b));
        }
      }
      if (timeout.isZero() || first.size() < 2 || HostClocks.offsets(settings, first.keySet()).isPresent()) {
        continue;
      }
      LocalDateTime lo = first.values().stream().min(Comparator.naturalOrder()).orElseThrow();
      LocalDateTime hi = first.values().stream().max(Comparator.naturalOrder()).orElseThrow();
      if (Duration.between(lo, hi).compareTo(timeout) > 0) {
        return Optional.of("the " + first.size() + " hosts' first " + w.what() + " reports lie "
            + Duration.between(lo, hi).toSeconds() + " s apart on their own clocks, more than the timeout (" + w.variable() + ", "
            + timeout.toSeconds() + " s), but no completed communicator init on every host aligns their clocks: a rank that began "
            + "late on a host of its own cannot be told from that host's clock being off (collect the logs of an init that completed, "
            + "or compare the hosts' clocks)");
      }
    }
    return Optional.empty();
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
   * one ({@code named} false) or its waits name a hub, a report of such a wait by its signature
   * (lower case, as the line is compared).
   */
  private static boolean waited(WaitGraph g, ErrorEvent e, Wait w, boolean named) {
    for (Peer p : e.peers()) {
      if (w.kinds().contains(p.kind()) && !p.local()) {
        return true;
      }
    }
    // a hub's waiters name the hub or no one alike: both are reports of the same wait
    if (named && !w.viaHub() || e.kind() != EventKind.CASCADE || !e.peers().isEmpty()) {
      return false;
    }
    return (g.readings.of(e, Laggards::unnamed).unnamed() & w.bit()) != 0;
  }

  /** The bits of the wait kinds whose unnamed report signatures a lower-cased line holds. */
  private static int unnamed(String lower) {
    int bits = 0;
    for (Wait w : WAITS) {
      bits |= w.unnamed().stream().anyMatch(lower::contains) ? w.bit() : 0;
    }
    return bits;
  }

  /**
   * When a process began the wait it reported: the report less its own timeout ({@code HCCL_EXEC_TIMEOUT}
   * and {@code HCCL_CONNECT_TIMEOUT} are each process's environment, so its run log states its own),
   * else less the job's.
   */
  private static LocalDateTime began(WaitGraph g, Map.Entry<WaitGraph.Node, ErrorEvent> x,
      Map<ProcessRecord, Map<Setting, String>> settings, Wait w, Duration job) {
    WaitGraph.Node n = x.getKey();
    Duration t = job;
    for (Map.Entry<ProcessRecord, Map<Setting, String>> e : settings.entrySet()) {
      if (e.getKey().key().host().equals(n.host == null ? "" : n.host) && e.getKey().key().pid().equals(n.pid)) {
        OptionalInt own = RootCauseAnalyzer.parse(e.getValue().get(w.setting()));
        t = own.isPresent() && own.getAsInt() > 0 ? Duration.ofSeconds(own.getAsInt()) : job;
      }
    }
    return time(g, x.getValue()).get().minus(t);
  }

  private static Optional<LocalDateTime> time(WaitGraph g, ErrorEvent e) {
    return g.readings.of(e, Laggards::unnamed).time();
  }
}
