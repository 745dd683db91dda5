package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * An error line with what is known of who printed it (or whom it names) and when, for root-cause
 * analysis. Immutable; no component is null.
 *
 * @param timestamp ISO local time of the line, if it carried one
 * @param rank the rank named on the line or stated by its source
 * @param device the device named on the line or stated by its source
 * @param host a host named on the line (torchrun's {@code host :} field)
 * @param ip an IP address the line names as the faulty node's
 */
public record ErrorEvent(
    Evidence evidence,
    EventKind kind,
    Optional<String> timestamp,
    Optional<String> rank,
    Optional<String> device,
    Optional<String> host,
    Optional<String> ip) {

  public ErrorEvent {
    Objects.requireNonNull(evidence, "evidence");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(timestamp, "timestamp");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(ip, "ip");
  }

  /** True when the line names another process (a host or an IP) rather than its writer. */
  public boolean aboutOther() {
    return host.isPresent() || ip.isPresent();
  }

  ErrorEvent withPlace(Optional<String> rank, Optional<String> device) {
    return new ErrorEvent(evidence, kind, timestamp, rank, device, host, ip);
  }
}
