package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The error event of the line being collected: the strongest kind reported on it, the place it
 * names (its own rank and device, or the process an {@code eventAbout} names), the writer's pid and
 * the peers it waited on. Not thread-safe.
 */
final class LineEvent {
  private static final int MAX_PEERS = 8;
  private String timestamp;
  private String rank;
  private String device;
  private DeviceReading reading = DeviceReading.EITHER;
  private String ownAddress;
  private String pid;
  private EventKind kind;
  private String aboutRank;
  private String aboutDevice;
  private String aboutHost;
  private String aboutIp;
  private String aboutInstance;
  private boolean about;
  private boolean hardware;
  private String tag;
  private String opIndex;
  private final List<Peer> peers = new ArrayList<>(2);

  void reset() {
    timestamp = null;
    rank = null;
    device = null;
    reading = DeviceReading.EITHER;
    ownAddress = null;
    pid = null;
    kind = null;
    about = false;
    aboutInstance = null;
    hardware = false;
    tag = null;
    opIndex = null;
    peers.clear();
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

  /**
   * The writer's own rank and device that the line names (the id {@code how} says), where no feature
   * gave them, and an own address of that device (null parts unknown).
   */
  void own(String r, String d, DeviceReading how, String address) {
    rank = rank == null ? r : rank;
    ownAddress = ownAddress == null ? address : ownAddress;
    if (device == null && d != null) {
      device = d;
      reading = how;
    }
  }

  void writer(String p) {
    pid = p;
  }

  /** The pid of the line's plog header, or {@code ""} (the writer of a line without one). */
  String writerOrNone() {
    return pid == null ? "" : pid;
  }

  /** The pid of the line's plog header, or null. */
  String writer() {
    return pid;
  }

  void event(EventKind k) {
    if (kind == null || k.ordinal() > kind.ordinal()) {
      kind = k;
    }
  }

  void peer(Peer p) {
    if (p.kind() != WaitKind.CQE_REMOTE) {
      event(EventKind.CASCADE); // a CQE names the other end of its own failed link, it waited on no one
    }
    if (peers.size() < MAX_PEERS && !peers.contains(p)) {
      peers.add(p);
    }
  }

  /** The tag and operation index of the failed task this line reports (null parts unknown). */
  void detail(String t, String index) {
    if (t != null) {
      tag = t;
    }
    if (index != null) {
      opIndex = index;
    }
  }

  void hardware() {
    event(EventKind.FAULT);
    hardware = true;
  }

  void eventAbout(EventKind k, String r, String d, String host, String ip) {
    if (kind == null || k.ordinal() >= kind.ordinal()) {
      kind = k;
      about = true;
      aboutRank = r;
      aboutDevice = d;
      aboutHost = host;
      aboutIp = ip;
      aboutInstance = null;
    }
  }

  /** An event about the peer of A5's UId {@code instance/localId}. */
  void eventAboutSeat(EventKind k, String instance, String localId) {
    if (kind == null || k.ordinal() >= kind.ordinal()) {
      eventAbout(k, null, localId, null, null);
      aboutInstance = instance;
    }
  }

  /** The line's time stamp as reported so far, or null. */
  String timestamp() {
    return timestamp;
  }

  boolean pending() {
    return kind != null;
  }

  /** The event; about another process, its device read as the line read its own where it is the same id. */
  ErrorEvent toEvent(Evidence evidence) {
    Optional<String> ts = Optional.ofNullable(timestamp);
    Optional<String> p = Optional.ofNullable(pid);
    if (about) {
      return new ErrorEvent(evidence, kind, ts, Optional.ofNullable(aboutRank), Optional.ofNullable(aboutDevice),
          Optional.ofNullable(aboutHost), Optional.ofNullable(aboutIp), p, peers, hardware, Optional.ofNullable(tag),
          Optional.ofNullable(opIndex), aboutDevice != null && aboutDevice.equals(device) ? reading : DeviceReading.EITHER, Optional.empty(),
          Optional.ofNullable(aboutInstance));
    }
    return new ErrorEvent(evidence, kind, ts, Optional.ofNullable(rank), Optional.ofNullable(device), Optional.empty(),
        Optional.empty(), p, peers, hardware, Optional.ofNullable(tag), Optional.ofNullable(opIndex), reading,
        Optional.ofNullable(ownAddress));
  }
}
