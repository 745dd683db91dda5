package io.github.ascendtriage;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One process of a multi-rank job, as far as the logs place it: where it ran and who it was. A
 * peer that another process waited on but that the input does not show (no file of it, or an
 * address that no file states) is an unknown place: {@link #known()} is false and {@link #label()}
 * says how the waiting line named it.
 *
 * @param host the host or worker folder, if known
 * @param rank its rank, if known
 * @param device its NPU: the physical device id when a line states it, else the logical id (the
 *     {@code device-N} folder, {@code set device N}), if known
 * @param pid its process id on the host, if known
 * @param source a file it wrote, if any
 * @param label how the place is shown, e.g. {@code worker-1 device-0}; never null
 * @param known false for a peer the input does not show
 * @param address the IP address the waiting lines named it by, for a place the input does not show
 *     (its host's or its device's), if they named one
 *     <p>Immutable and thread-safe.
 */
public record ProcessPlace(
    Optional<String> host, OptionalInt rank, OptionalInt device, Optional<String> pid, Optional<String> source,
    String label, boolean known, Optional<String> address) {
  public ProcessPlace {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(pid, "pid");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(address, "address");
  }

  /** A place without a named address. */
  public ProcessPlace(
      Optional<String> host, OptionalInt rank, OptionalInt device, Optional<String> pid, Optional<String> source,
      String label, boolean known) {
    this(host, rank, device, pid, source, label, known, Optional.empty());
  }
}
