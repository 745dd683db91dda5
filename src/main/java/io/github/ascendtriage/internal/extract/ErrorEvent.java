package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Evidence;

/**
 * An error line with what is known of who printed it (or whom it names) and when, for root-cause
 * analysis.
 *
 * @param timestamp ISO local time of the line, or null when the line carried none
 * @param rank the rank named on the line or by its source, or null
 * @param device the device named on the line or by its source, or null
 * @param host a host named on the line (torchrun's {@code host :} field), or null
 * @param ip an IP address the line names as the faulty node's, or null
 */
public record ErrorEvent(
    Evidence evidence, EventKind kind, String timestamp, String rank, String device, String host, String ip) {

  /** An event about the process that printed the line. */
  public ErrorEvent(Evidence evidence, EventKind kind, String timestamp, String rank, String device) {
    this(evidence, kind, timestamp, rank, device, null, null);
  }

  ErrorEvent withPlace(String rank, String device) {
    return new ErrorEvent(evidence, kind, timestamp, rank, device, host, ip);
  }
}
