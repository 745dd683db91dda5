package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.Setting;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * How far each host's clock is ahead of the others', read from the end of communicator init
 * ({@link Setting#JOINED}): every rank leaves the init's rendezvous at about the same moment, so
 * the hosts' earliest init ends mark one instant on each host's clock. Used where ascend-fd's
 * root-cluster analysis compares times of different hosts as they are. Stateless.
 */
final class HostClocks {
  private HostClocks() {}

  /**
   * Per host of {@code hosts}, how much to subtract from its times to compare them with the other
   * hosts' (the earliest host gets zero); empty when some host states no completed init, or when
   * some hosts' runtimes started over and others' did not (their marks are of different inits).
   */
  static Optional<Map<String, Duration>> offsets(Map<ProcessRecord, Map<Setting, String>> settings, Collection<String> hosts) {
    Map<String, LocalDateTime> joined = marks(settings);
    long restarted = hosts.stream().filter(h -> isRestarted(settings, h)).count();
    if (hosts.isEmpty() || !joined.keySet().containsAll(hosts) || restarted > 0 && restarted < hosts.size()) {
      return Optional.empty();
    }
    LocalDateTime ref = hosts.stream().map(joined::get).min(Comparator.naturalOrder()).orElseThrow();
    Map<String, Duration> out = new LinkedHashMap<>();
    for (String h : hosts) {
      out.put(h, Duration.between(ref, joined.get(h)));
    }
    return Optional.of(out);
  }

  /**
   * How the hosts' clocks are set side by side: each host's offset, how far two marks may still be apart
   * after it ({@code slack}), and what marked them, in words for an answer's reason.
   */
  record Alignment(Map<String, Duration> offsets, Duration slack, String on, boolean byEntry) {}

  /**
   * The hosts' clocks aligned on their completed communicator init ({@link #offsets}; the slack is the link-setup
   * timeout), else on their entry to it ({@link Setting#INIT_ENTERED}, notify38): the ranks of an init that
   * completed entered it within HCCL_CONNECT_TIMEOUT plus 20 s of each other (hicann/hccl@09300b70
   * docs/zh/user_guide/hccl_env/HCCL_CONNECT_TIMEOUT.md), which is then the slack. Entries are used only when
   * every host states one, no runtime on them started over, and on each host the entries lie within the slack of
   * each other (what one clock shows of the bound; wider, they are not of one init). Empty otherwise, and for a
   * wait whose own timeout ({@code wait}; zero for a wait within the init itself, whose completion the bound needs) is
   * not longer than the slack: a whole such timeout of lag could then come from the entries' spread alone (link setup:
   * HCCL_CONNECT_TIMEOUT against HCCL_CONNECT_TIMEOUT + 20 s; ascend-fd's st_event_timeout fixture has SetupAgent
   * lines ten minutes apart on two hosts whose link errors agree).
   */
  static Optional<Alignment> align(Map<ProcessRecord, Map<Setting, String>> settings, Collection<String> hosts, Duration wait) {
    Duration connect = Laggards.timeout(settings, Setting.CONNECT_TIMEOUT, Laggards.CONNECT_TIMEOUT);
    Optional<Map<String, Duration>> joined = offsets(settings, hosts);
    Duration slack = connect.plusSeconds(20);
    if (joined.isPresent() || wait.compareTo(slack) <= 0) {
      return joined.map(o -> new Alignment(o, connect, "its communicator init", false));
    }
    Map<String, LocalDateTime> first = new LinkedHashMap<>();
    Map<String, LocalDateTime> last = new LinkedHashMap<>();
    for (Map.Entry<ProcessRecord, Map<Setting, String>> e : settings.entrySet()) {
      String h = e.getKey().key().host();
      if (hosts.contains(h)) {
        if (isRestarted(settings, h)) {
          return Optional.empty();
        }
        time(e.getValue().get(Setting.INIT_ENTERED)).ifPresent(t -> {
          first.merge(h, t, (a, b) -> a.isBefore(b) ? a : b);
          last.merge(h, t, (a, b) -> a.isAfter(b) ? a : b);
        });
      }
    }
    if (!first.keySet().containsAll(hosts) || hosts.stream().anyMatch(h -> Duration.between(first.get(h), last.get(h)).compareTo(slack) > 0)) {
      return Optional.empty();
    }
    LocalDateTime ref = hosts.stream().map(first::get).min(Comparator.naturalOrder()).orElseThrow();
    Map<String, Duration> out = new LinkedHashMap<>();
    hosts.forEach(h -> out.put(h, Duration.between(ref, first.get(h))));
    return Optional.of(new Alignment(out, slack, "its entry to communicator init (within HCCL_CONNECT_TIMEOUT + 20 s)", true));
  }

  /** When the process of {@code n} entered communicator init ({@link Setting#INIT_ENTERED}), when its logs say. */
  static Optional<LocalDateTime> entered(Map<ProcessRecord, Map<Setting, String>> settings, WaitGraph.Node n) {
    return settings.entrySet().stream().filter(e -> e.getKey().key().host().equals(n.host == null ? "" : n.host)
        && e.getKey().key().pid().equals(n.pid)).map(e -> time(e.getValue().get(Setting.INIT_ENTERED))).flatMap(Optional::stream).findFirst();
  }

  /**
   * Per host, the instant its clock marks: the earliest init end of its processes; on a host whose
   * runtime started over ({@link Setting#REINITIALISED} later than {@link Setting#STARTED}), the
   * init the restarted processes completed after it ({@link Setting#REJOINED}), since the reports
   * asked about come after the restart and its new rendezvous, and a process's first init may have
   * rotated out of the logs while another's survived (a mark of the first init on one host and of
   * the second on another would put the hosts the restart's length apart).
   */
  private static Map<String, LocalDateTime> marks(Map<ProcessRecord, Map<Setting, String>> settings) {
    Map<String, LocalDateTime> first = new LinkedHashMap<>();
    Map<String, LocalDateTime> again = new LinkedHashMap<>();
    settings.forEach((r, s) -> {
      if (startedOver(s)) {
        time(s.get(Setting.REJOINED)).filter(t -> t.isAfter(time(s.get(Setting.REINITIALISED)).orElseThrow()))
            .ifPresent(t -> again.merge(r.key().host(), t, (a, b) -> a.isBefore(b) ? a : b));
      } else {
        time(s.get(Setting.JOINED)).ifPresent(t -> first.merge(r.key().host(), t, (a, b) -> a.isBefore(b) ? a : b));
      }
    });
    settings.keySet().stream().map(r -> r.key().host()).filter(h -> isRestarted(settings, h)).forEach(first::remove);
    first.putAll(again);
    return first;
  }

  private static boolean isRestarted(Map<ProcessRecord, Map<Setting, String>> settings, String host) {
    return settings.entrySet().stream().anyMatch(e -> e.getKey().key().host().equals(host) && startedOver(e.getValue()));
  }

  /** True when the process's runtime initialised again after it started (a restart of its runtime). */
  private static boolean startedOver(Map<Setting, String> s) {
    Optional<LocalDateTime> started = time(s.get(Setting.STARTED));
    Optional<LocalDateTime> again = time(s.get(Setting.REINITIALISED));
    return started.isPresent() && again.isPresent() && again.get().isAfter(started.get());
  }

  static Optional<LocalDateTime> time(String iso) {
    try {
      return iso == null ? Optional.empty() : Optional.of(LocalDateTime.parse(iso));
    } catch (DateTimeParseException x) {
      return Optional.empty();
    }
  }
}
