package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.Seat;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One process of the input and who it is, merged from all its files (debug, run and device-N logs,
 * console lines that name its pid) and their folders. Immutable; no component is null.
 *
 * @param key host and pid
 * @param rank its rank in the job
 * @param rankCount how many ranks its communicator has
 * @param logicalDevice its logical device id
 * @param physicalDevice its physical device id
 * @param deviceIp its device's RoCE address
 * @param nicIps the addresses it listens on for peers
 * @param serverIp its host's address as its communicator announced it
 * @param groupRanks its rank per communicator ({@code ""}: a communicator the line did not name)
 * @param sources the files that were written by it or name it, in path order
 * @param seats the ranks it drives, each on its device, when it drives more than one (else empty)
 */
record ProcessRecord(
    ProcessKey key,
    Optional<String> rank,
    Optional<String> rankCount,
    Optional<String> logicalDevice,
    Optional<String> physicalDevice,
    Optional<String> deviceIp,
    Set<String> nicIps,
    Optional<String> serverIp,
    Map<String, String> groupRanks,
    Set<String> sources,
    java.util.List<Seat> seats) {
  public ProcessRecord {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(rankCount, "rankCount");
    Objects.requireNonNull(logicalDevice, "logicalDevice");
    Objects.requireNonNull(physicalDevice, "physicalDevice");
    Objects.requireNonNull(deviceIp, "deviceIp");
    Objects.requireNonNull(serverIp, "serverIp");
    nicIps = Collections.unmodifiableSet(new LinkedHashSet<>(nicIps));
    groupRanks = Collections.unmodifiableMap(new LinkedHashMap<>(groupRanks));
    sources = Collections.unmodifiableSet(new LinkedHashSet<>(sources));
    seats = java.util.List.copyOf(seats);
  }

  /**
   * The one of its seats a line names by rank or device (the device first: a report's rank may be
   * its rank in a smaller communicator); empty when it drives one device, or none matches alone (a
   * remapped process whose physical id of one device is the logical id of another is told by rank only).
   */
  Optional<Seat> seat(Optional<String> rank, Optional<String> device) {
    return seat(rank, device, Optional.empty());
  }

  /**
   * As {@link #seat(Optional, Optional)}, but an address the line names the seat by comes first: a
   * device's own address (its device IP, listen address or endpoint) is that device's alone.
   */
  Optional<Seat> seat(Optional<String> rank, Optional<String> device, Optional<String> address) {
    return seat(rank, device, address, DeviceReading.EITHER);
  }

  /**
   * As {@link #seat(Optional, Optional, Optional)}, the device matched by the id the line says it
   * prints: a seat whose id of that reading is {@code device}; failing one, a seat whose id of that
   * reading no line stated and whose other id is it. A line that does not say is matched when both
   * readings agree on one seat.
   */
  Optional<Seat> seat(Optional<String> rank, Optional<String> device, Optional<String> address, DeviceReading reading) {
    if (seats.isEmpty()) {
      return Optional.empty();
    }
    if (address.isPresent()) {
      java.util.List<Seat> at = seats.stream().filter(s -> s.addresses().contains(address.get())).toList();
      if (at.size() == 1) {
        return Optional.of(at.get(0));
      }
    }
    if (device.isPresent()) {
      java.util.List<Seat> on = onDevice(seats, device.get(), reading, Seat::logicalDevice, Seat::physicalDevice);
      if (on.size() == 1) {
        return Optional.of(on.get(0));
      }
    }
    if (rank.isPresent()) {
      return seats.stream().filter(s -> s.rank().equals(rank.get())).findFirst();
    }
    return Optional.empty();
  }

  /**
   * Those of {@code among} on device {@code d} as a line of {@code reading} names it (ids read by
   * {@code logical} and {@code physical}): of a said reading, those whose id of it is {@code d}, else
   * those whose id of it is unknown and whose other id is {@code d}; of {@link DeviceReading#EITHER},
   * those with either id {@code d}.
   */
  static <T> java.util.List<T> onDevice(java.util.Collection<T> among, String d, DeviceReading reading,
      java.util.function.Function<T, Optional<String>> logical, java.util.function.Function<T, Optional<String>> physical) {
    if (reading == DeviceReading.EITHER) {
      return among.stream().filter(t -> logical.apply(t).map(d::equals).orElse(false) || physical.apply(t).map(d::equals).orElse(false))
          .toList();
    }
    java.util.function.Function<T, Optional<String>> said = reading == DeviceReading.LOGICAL ? logical : physical;
    java.util.function.Function<T, Optional<String>> other = reading == DeviceReading.LOGICAL ? physical : logical;
    java.util.List<T> exact = among.stream().filter(t -> said.apply(t).map(d::equals).orElse(false)).toList();
    return !exact.isEmpty() ? exact
        : among.stream().filter(t -> said.apply(t).isEmpty() && other.apply(t).map(d::equals).orElse(false)).toList();
  }

  /** The device to name and to act on: the physical id when known, else the logical id. */
  public Optional<String> device() {
    return physicalDevice.or(() -> logicalDevice);
  }

  /** Its rank, or else the rank its own socket-timeout lines gave in an unnamed communicator. */
  public Optional<String> anyRank() {
    return rank.or(() -> Optional.ofNullable(groupRanks.get("")));
  }

  /** True when {@code ip} is an address of one of the devices it drives, as its identity lines gave them. */
  boolean seatAddress(String ip) {
    return seats.stream().anyMatch(s -> s.addresses().contains(ip));
  }

  /** True when it has {@code id} as its physical or (failing that) logical device. */
  boolean hasDevice(String id) {
    return physicalDevice.map(id::equals).orElse(false)
        || (physicalDevice.isEmpty() && logicalDevice.map(id::equals).orElse(false));
  }
}
