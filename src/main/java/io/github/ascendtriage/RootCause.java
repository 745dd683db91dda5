package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Where, among several ranks or hosts, the failure started.
 *
 * @param host the host or worker (named after its folder, e.g. {@code worker-1}), if known
 * @param rank the global rank, if known
 * @param device the NPU device id, if known
 * @param source the file whose line identified the root cause; never null
 * @param reason how it was decided, e.g. {@code Cluster Exception Location} or {@code first error
 *     in time}; never null
 * @param cascades the places ({@code host/rank N}) that only show errors caused by the root
 *     cause, such as timeouts while waiting for it; never null
 *     <p>Immutable and thread-safe.
 */
public record RootCause(
    Optional<String> host,
    OptionalInt rank,
    OptionalInt device,
    String source,
    String reason,
    List<String> cascades) {
  public RootCause {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(reason, "reason");
    cascades = List.copyOf(cascades);
  }
}
