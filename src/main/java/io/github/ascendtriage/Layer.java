package io.github.ascendtriage;

import java.util.Locale;

/**
 * The layer a failure belongs to, in the lesson's bottom-up order of checks: device, then network,
 * then link setup, then the collective itself, then the user's script. {@link #UNKNOWN} is last and
 * means the evidence does not point at any layer.
 *
 * <p>Immutable and thread-safe.
 */
public enum Layer {
  /** The NPU is not visible or not usable by the process (driver, firmware, memory, leftovers). */
  DEVICE("device"),
  /** NPU NICs, RoCE, HCCS, device IPs, firewalls, name resolution. */
  NETWORK("network"),
  /** Socket link establishment between ranks: ports, NIC choice, connect timeouts, rank tables. */
  LINK_SETUP("link-setup"),
  /** The collective operator fails with links up: execution timeouts, buffers, HCCL internals. */
  COLLECTIVE("collective"),
  /** User code or configuration: backend string, sampler, ranks that diverge. */
  SCRIPT("script"),
  /** No layer is supported by the evidence. */
  UNKNOWN("unknown");

  private final String id;

  Layer(String id) {
    this.id = id;
  }

  /** The stable lowercase name used in JSON and case files, e.g. {@code link-setup}. */
  public String id() {
    return id;
  }

  /**
   * Parses a layer name as written in case files and JSON ({@code device}, {@code link-setup}, ...).
   *
   * @throws IllegalArgumentException if the name is not a layer; the message quotes it
   * @throws NullPointerException if {@code name} is null
   */
  public static Layer fromId(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    for (Layer l : values()) {
      if (l.id.equals(n)) {
        return l;
      }
    }
    throw new IllegalArgumentException(
        "unknown layer '" + name + "' (expected device, network, link-setup, collective, script or unknown)");
  }

  @Override
  public String toString() {
    return id;
  }
}
