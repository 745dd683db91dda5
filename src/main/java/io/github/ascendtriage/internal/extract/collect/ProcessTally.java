package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Seat;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** One process while its facts are collected (see {@link FactsTally}): the first value of each kind is kept. */
final class ProcessTally {
  private static final int MAX_NICS = 8;

  final Map<Identity, String> facts = new EnumMap<>(Identity.class);
  final Set<String> nics = new LinkedHashSet<>();
  final Map<String, String> groups = new LinkedHashMap<>();
  final Map<String, Seat> seats = new LinkedHashMap<>();
  /** The identity line being read: a rank and a device it states together are one seat. */
  long seatLine = -1;
  String seatRank;
  String seatLogical;
  String seatPhysical;

  /** A fact of line {@code lineNo}: the rank and device of one line are a seat, kept when the next line comes. */
  void onLine(long lineNo, Identity what, String value) {
    if (lineNo != seatLine) {
      seatDone();
      seatLine = lineNo;
    }
    switch (what) {
      case RANK -> seatRank = value;
      case LOGICAL_DEVICE -> seatLogical = value;
      case PHYSICAL_DEVICE -> seatPhysical = value;
      case DEVICE_IP, NIC_IP -> {
        if (seatAddresses.size() < Seat.MAX_ADDRESSES) {
          seatAddresses.add(value);
        }
      }
      default -> {}
    }
  }

  /** The addresses the identity line being read states: its rank's or its device's own. */
  final Set<String> seatAddresses = new LinkedHashSet<>();
  /** Addresses by the rank ("r:") or device ("l:", "p:") a line stated them with, no seat on that line. */
  final Map<String, Set<String>> addressesOf = new LinkedHashMap<>();

  /** Physical device by logical, from lines that state both without a rank (HCCL's listen line). */
  final Map<String, String> physicalOf = new LinkedHashMap<>();

  void seatDone() {
    if (seatRank == null && seatLogical != null && seatPhysical != null && physicalOf.size() < Seat.MAX) {
      physicalOf.putIfAbsent(seatLogical, seatPhysical);
    }
    if (seatRank != null && (seatLogical != null || seatPhysical != null)) {
      seat(new Seat(seatRank, Optional.ofNullable(seatLogical), Optional.ofNullable(seatPhysical), seatAddresses));
    } else if (!seatAddresses.isEmpty() && addressesOf.size() < 3 * Seat.MAX) {
      // a line that states an address with a rank alone (A5's Net2PeerLink) or a device alone (the listen line)
      for (String k : new String[] {seatRank == null ? null : "r:" + seatRank, seatLogical == null ? null : "l:" + seatLogical,
          seatPhysical == null ? null : "p:" + seatPhysical}) {
        if (k != null) {
          addressesOf.computeIfAbsent(k, x -> new LinkedHashSet<>()).addAll(seatAddresses);
        }
      }
    }
    seatRank = null;
    seatLogical = null;
    seatPhysical = null;
    seatAddresses.clear();
  }

  /** The seat with the addresses other lines stated for its rank or its devices. */
  private Seat addressed(Seat s) {
    List<String> more = new java.util.ArrayList<>();
    addressesOf.getOrDefault("r:" + s.rank(), Set.of()).forEach(more::add);
    s.logicalDevice().ifPresent(d -> more.addAll(addressesOf.getOrDefault("l:" + d, Set.of())));
    s.physicalDevice().ifPresent(d -> more.addAll(addressesOf.getOrDefault("p:" + d, Set.of())));
    return more.isEmpty() ? s : s.withAddresses(more);
  }

  void seat(Seat s) {
    Seat old = seats.get(s.rank());
    if (old != null) {
      seats.put(s.rank(), old.merge(s));
    } else if (seats.size() < Seat.MAX) {
      seats.put(s.rank(), s);
    }
  }

  void put(Identity what, String value) {
    if (what == Identity.NIC_IP) {
      if (nics.size() < MAX_NICS) {
        nics.add(value);
      }
    } else {
      facts.putIfAbsent(what, value);
    }
  }

  void add(SourceFacts.ProcessFacts p) {
    for (Identity i : Identity.values()) {
      if (i != Identity.NIC_IP) {
        p.get(i).ifPresent(v -> put(i, v));
      }
    }
    p.nicIps().forEach(v -> put(Identity.NIC_IP, v));
    p.groupRanks().forEach((g, r) -> {
      if (groups.size() < FactsTally.MAX_GROUPS) {
        groups.putIfAbsent(g, r);
      }
    });
    p.seats().forEach(this::seat);
  }

  SourceFacts.ProcessFacts freeze(String pid) {
    seatDone();
    // a seat known by its logical device takes the physical one a listen line paired with it
    seats.replaceAll((r, s) -> s.physicalDevice().isEmpty() && s.logicalDevice().map(physicalOf::containsKey).orElse(false)
        ? new Seat(r, s.logicalDevice(), Optional.of(physicalOf.get(s.logicalDevice().get())), s.addresses()) : s);
    seats.replaceAll((r, s) -> addressed(s));
    return new SourceFacts.ProcessFacts(
        pid, get(Identity.RANK), get(Identity.LOGICAL_DEVICE), get(Identity.PHYSICAL_DEVICE),
        get(Identity.DEVICE_IP), nics, get(Identity.SERVER_IP), get(Identity.RANK_COUNT), groups,
        Seat.perDevice(seats.values()), get(Identity.NODE_IP));
  }

  private Optional<String> get(Identity i) {
    return Optional.ofNullable(facts.get(i));
  }
}
