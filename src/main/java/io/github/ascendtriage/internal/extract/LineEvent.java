package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import java.util.Optional;

/**
 * The error event of the line being collected: the strongest kind reported on it and the place it
 * names (its own rank and device, or the process an {@code eventAbout} names). Not thread-safe.
 */
final class LineEvent {
  private String timestamp;
  private String rank;
  private String device;
  private EventKind kind;
  private String aboutRank;
  private String aboutDevice;
  private String aboutHost;
  private String aboutIp;
  private boolean about;

  void reset() {
    timestamp = null;
    rank = null;
    device = null;
    kind = null;
    about = false;
  }

  /** Remembers the line's time, rank and device from its features. */
  void place(FeatureType type, String value) {
    switch (type) {
      case TIMESTAMP -> timestamp = value;
      case RANK -> rank = value;
      case DEVICE -> device = value;
      default -> {}
    }
  }

  void event(EventKind k) {
    if (kind == null || k.ordinal() > kind.ordinal()) {
      kind = k;
    }
  }

  void eventAbout(EventKind k, String r, String d, String host, String ip) {
    if (kind == null || k.ordinal() >= kind.ordinal()) {
      kind = k;
      about = true;
      aboutRank = r;
      aboutDevice = d;
      aboutHost = host;
      aboutIp = ip;
    }
  }

  /** The line's time stamp as reported so far, or null. */
  String timestamp() {
    return timestamp;
  }

  boolean pending() {
    return kind != null;
  }

  ErrorEvent toEvent(Evidence evidence) {
    Optional<String> ts = Optional.ofNullable(timestamp);
    if (about) {
      return new ErrorEvent(evidence, kind, ts, Optional.ofNullable(aboutRank), Optional.ofNullable(aboutDevice),
          Optional.ofNullable(aboutHost), Optional.ofNullable(aboutIp));
    }
    return new ErrorEvent(evidence, kind, ts, Optional.ofNullable(rank), Optional.ofNullable(device), Optional.empty(), Optional.empty());
  }
}
