package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.Setting;
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
   * hosts' (the earliest host gets zero); empty when some host states no completed init.
   */
  static Optional<Map<String, Duration>> offsets(Map<ProcessRecord, Map<Setting, String>> settings, Collection<String> hosts) {
    Map<String, LocalDateTime> joined = new LinkedHashMap<>();
    settings.forEach((r, s) -> time(s.get(Setting.JOINED))
        .ifPresent(t -> joined.merge(r.key().host(), t, (a, b) -> a.isBefore(b) ? a : b)));
    if (hosts.isEmpty() || !joined.keySet().containsAll(hosts)) {
      return Optional.empty();
    }
    LocalDateTime ref = hosts.stream().map(joined::get).min(Comparator.naturalOrder()).orElseThrow();
    Map<String, Duration> out = new LinkedHashMap<>();
    for (String h : hosts) {
      out.put(h, Duration.between(ref, joined.get(h)));
    }
    return Optional.of(out);
  }

  static Optional<LocalDateTime> time(String iso) {
    try {
      return iso == null ? Optional.empty() : Optional.of(LocalDateTime.parse(iso));
    } catch (DateTimeParseException x) {
      return Optional.empty();
    }
  }
}
