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
