package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.Setting;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A rank table as its lines tell it, field by field: the servers of {@code server_list}, each with
 * its devices, the {@code server_count} and the super pods of {@code super_pod_list}. Every value
 * keeps the line it was read on, so a check can name the entry to change. Filled in reading order
 * by {@link RankTableRecognizer}. Every list it keeps is bounded ({@link Part}): past a bound the
 * rest of that list is not kept but is counted ({@link #seen}), so the answer can say how much was
 * left out; what was kept before it (the first {@link #MAX_DEVICES} devices and their rank ids) is
 * still the table's. Not thread-safe: one per stream.
 */
final class RankTable {
  /** The most devices kept: their seats all fit one {@link Setting#RANK_SEATS} value. */
  static final int MAX_DEVICES = Setting.MAX_SEATS;

  /**
   * The lists a table keeps, each with its bound. A server holds at least one device in a usable
   * table and a super pod lists servers of the server list, each once, so no list of a table HCCL
   * accepts is longer than its devices: one bound for all.
   */
  enum Part {
    SERVERS("rank table", "servers (server_list)"),
    DEVICES("rank table", "devices"),
    PODS("rank table's super_pod_list", "super pods"),
    POD_SERVERS("rank table's super_pod_list", "server ids");

    final String what;
    final String unit;

    Part(String what, String unit) {
      this.what = what;
      this.unit = unit;
    }

    int bound() {
      return MAX_DEVICES;
    }
  }

  /** A value and the line it was read on. */
  record Value(String text, long line, String lineText) {}

  /** One element of a server's {@code device} list: its fields by name. */
  static final class Device {
    final Map<String, Value> fields = new HashMap<>();
    long firstLine;
    String firstText;
  }

  /** One element of {@code server_list}; a server past the bound is not kept, nor its devices. */
  static final class Server {
    Value id;
    boolean listOpened;
    final boolean kept;
    final List<Device> devices = new ArrayList<>();
    long firstLine;
    String firstText;

    Server(boolean kept) {
      this.kept = kept;
    }
  }

  /** One element of {@code super_pod_list}: its id and the server ids it lists. */
  static final class Pod {
    Value id;
    final List<Value> servers = new ArrayList<>();
  }

  final List<Server> servers = new ArrayList<>();
  final List<Pod> pods = new ArrayList<>();
  Value serverCount;
  boolean inPods;
  /** The line the table began on: its {@code server_count} or {@code server_list}. */
  final long firstLine;
  /** The line its {@code super_pod_list} began on, or the first line when none was seen. */
  long podsLine;
  private final Map<Part, Long> seen = new EnumMap<>(Part.class);
  /** The fields of the current device not kept; null before its first field. */
  private Set<String> pastFields;
  private Server current;

  RankTable(long firstLine) {
    this.firstLine = firstLine;
    this.podsLine = firstLine;
    for (Part p : Part.values()) {
      seen.put(p, 0L);
    }
  }

  /** Counts one more of {@code p}; true when it is still within the bound (to be kept). */
  private boolean count(Part p) {
    long n = seen.merge(p, 1L, Long::sum);
    return n <= p.bound();
  }

  /** How many of {@code p} the table listed, kept or not. */
  long seen(Part p) {
    return seen.get(p);
  }

  /** Whether the table listed more of {@code p} than the bound keeps. */
  boolean cut(Part p) {
    return seen(p) > p.bound();
  }

  /** Whether any list of the table passed its bound: the table is then read in part, checked only by the rules any part keeps. */
  boolean cut() {
    return seen.keySet().stream().anyMatch(this::cut);
  }

  /** Whether the kept devices state ranks: then the table's seats can be stated. */
  boolean hasSeats() {
    return servers.stream().anyMatch(s -> s.devices.stream().anyMatch(d -> d.fields.containsKey("rank_id")));
  }

  boolean hasDevices() {
    return seen(Part.DEVICES) > 0;
  }

  /**
   * A table is checked when it names devices with ranks inside a server list: whole, by every rule;
   * read in part, by those a part keeps ({@link RankTableCheck#ON_ANY_PART}).
   */
  boolean checkable() {
    return hasSeats();
  }

  /** The server being read: the last begun, kept or not; the first when none began. */
  Server server(long line, String text) {
    return current == null ? newServer(line, text) : current;
  }

  Server newServer(long line, String text) {
    pastFields = null; // a device list begins: its first field is a new device
    Server s = new Server(count(Part.SERVERS));
    s.firstLine = line;
    s.firstText = text;
    if (s.kept) {
      servers.add(s);
    }
    current = s;
    return s;
  }

  /** A new super pod, when the bound keeps it. */
  Optional<Pod> newPod() {
    if (!count(Part.PODS)) {
      return Optional.empty();
    }
    Pod p = new Pod();
    pods.add(p);
    return Optional.of(p);
  }

  /** A server id of the current super pod (one without an id when none began), when the bound keeps it. */
  void podServer(Value v) {
    if (!count(Part.POD_SERVERS)) {
      return;
    }
    if (pods.isEmpty()) {
      if (cut(Part.PODS)) {
        return; // the pods it would belong to were not kept
      }
      newPod();
    }
    pods.get(pods.size() - 1).servers.add(v);
  }

  /**
   * The device a field of this name belongs to: the current one, or a new one when it already has the
   * field; past the bound (or on a server not kept), nothing: the field then only counts a new device
   * when the current one has it.
   */
  Optional<Device> device(Server s, String field, long line, String text) {
    if (s.kept && !cut(Part.DEVICES) && !s.devices.isEmpty() && !s.devices.get(s.devices.size() - 1).fields.containsKey(field)) {
      return Optional.of(s.devices.get(s.devices.size() - 1));
    }
    if (!s.kept || cut(Part.DEVICES)) {
      if (pastFields == null || !pastFields.add(field)) {
        count(Part.DEVICES);
        pastFields = new HashSet<>();
        pastFields.add(field);
      }
      return Optional.empty();
    }
    if (!count(Part.DEVICES)) {
      pastFields = new HashSet<>();
      pastFields.add(field);
      return Optional.empty();
    }
    Device d = new Device();
    d.firstLine = line;
    d.firstText = text;
    s.devices.add(d);
    return Optional.of(d);
  }

  /** The devices kept. */
  int deviceCount() {
    return (int) Math.min(seen(Part.DEVICES), Part.DEVICES.bound());
  }
}
