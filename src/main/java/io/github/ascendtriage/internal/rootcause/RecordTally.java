package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Seat;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** One process while its facts are merged: the first value of each kind wins. */
final class RecordTally {
  final Map<Identity, String> facts = new LinkedHashMap<>();
  final Map<Identity, String> weak = new LinkedHashMap<>();
  final Set<String> nics = new LinkedHashSet<>();
  final Map<String, String> groups = new LinkedHashMap<>();
  final Set<String> sources = new LinkedHashSet<>();
  final Map<String, Seat> seats = new LinkedHashMap<>();

  void add(SourceFacts.ProcessFacts p, String source) {
    for (Seat s : p.seats()) {
      Seat old = seats.get(s.rank());
      if (old != null) {
        seats.put(s.rank(), old.merge(s));
      } else if (seats.size() < Seat.MAX) {
        seats.put(s.rank(), s);
      }
    }
    sources.add(source);
    for (Identity i : Identity.values()) {
      if (i != Identity.NIC_IP) {
        p.get(i).ifPresent(v -> facts.putIfAbsent(i, v));
      }
    }
    nics.addAll(p.nicIps());
    p.groupRanks().forEach(groups::putIfAbsent);
  }

  Optional<String> device() {
    return get(Identity.PHYSICAL_DEVICE).or(() -> get(Identity.LOGICAL_DEVICE));
  }

  Optional<String> get(Identity i) {
    return Optional.ofNullable(facts.getOrDefault(i, weak.get(i)));
  }

  ProcessRecord freeze(ProcessKey k) {
    return new ProcessRecord(
        k, get(Identity.RANK), get(Identity.RANK_COUNT), get(Identity.LOGICAL_DEVICE), get(Identity.PHYSICAL_DEVICE),
        get(Identity.DEVICE_IP), nics, get(Identity.SERVER_IP), groups, sources,
        Seat.perDevice(seats.values()));
  }
}
