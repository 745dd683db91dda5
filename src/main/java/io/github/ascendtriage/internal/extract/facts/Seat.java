package io.github.ascendtriage.internal.extract.facts;

import java.util.Objects;
import java.util.Optional;

/**
 * One rank a process drives and the device it runs on, as one identity line states them together
 * ({@code SetupAgent}, {@code Entry-HcclCommInitRootInfo}, A5's {@code RootInfoDetect}, {@code hcom
 * init by file success}, the end of a root-info init): a process that drives several devices
 * (several communicators' ranks, one a device, as {@code HcclCommInitAll} or a multi-device
 * inference server sets them up) prints one such line per device. Immutable; no component is null.
 *
 * @param rank the rank
 * @param logicalDevice its logical device id, if stated
 * @param physicalDevice its physical device id, if stated
 * @param addresses the device's own addresses that a line stating the rank or the device gave
 *     (SetupAgent's deviceIp, the listen line's ip, A5's per-plane endpoints): a peer named only by
 *     one of them is this rank
 */
public record Seat(String rank, Optional<String> logicalDevice, Optional<String> physicalDevice, java.util.Set<String> addresses) {
  /** Seats kept per process: a host has at most 16 devices. */
  public static final int MAX = 16;
  /** Addresses kept per seat: a device IP, a listen address and an endpoint per plane. */
  public static final int MAX_ADDRESSES = 8;

  public Seat {
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(logicalDevice, "logicalDevice");
    Objects.requireNonNull(physicalDevice, "physicalDevice");
    addresses = java.util.Set.copyOf(addresses);
  }

  /** A seat whose addresses no line stated. */
  public Seat(String rank, Optional<String> logicalDevice, Optional<String> physicalDevice) {
    this(rank, logicalDevice, physicalDevice, java.util.Set.of());
  }

  /** The same seat with {@code more} addresses (up to {@link #MAX_ADDRESSES}). */
  public Seat withAddresses(java.util.Collection<String> more) {
    java.util.Set<String> all = new java.util.LinkedHashSet<>(addresses);
    for (String a : more) {
      if (all.size() < MAX_ADDRESSES) {
        all.add(a);
      }
    }
    return new Seat(rank, logicalDevice, physicalDevice, all);
  }

  /**
   * One seat per device of {@code seats}, the first stated of each, when they name two devices or
   * more; else none: a process with one device prints a rank for each communicator it joins.
   */
  public static java.util.List<Seat> perDevice(java.util.Collection<Seat> seats) {
    java.util.List<Seat> out = new java.util.ArrayList<>();
    for (Seat s : seats) {
      if (out.stream().noneMatch(o -> o.sameDevice(s))) {
        out.add(s);
      }
    }
    return out.size() > 1 ? java.util.List.copyOf(out) : java.util.List.of();
  }

  private boolean sameDevice(Seat o) {
    return logicalDevice.isPresent() && logicalDevice.equals(o.logicalDevice)
        || physicalDevice.isPresent() && physicalDevice.equals(o.physicalDevice)
        || logicalDevice.isEmpty() && o.logicalDevice.isEmpty() && physicalDevice.isEmpty() && o.physicalDevice.isEmpty();
  }

  /** The same rank with the device ids this one lacks taken from {@code other}. */
  public Seat merge(Seat other) {
    return new Seat(rank, logicalDevice.or(other::logicalDevice), physicalDevice.or(other::physicalDevice), addresses)
        .withAddresses(other.addresses);
  }
}
