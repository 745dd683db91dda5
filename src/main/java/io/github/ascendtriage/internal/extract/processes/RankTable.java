package io.github.ascendtriage.internal.extract.processes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A rank table as its lines tell it, field by field: the servers of {@code server_list}, each with
 * its devices, the {@code server_count} and the super pods of {@code super_pod_list}. Every value
 * keeps the line it was read on, so a check can name the entry to change. Filled in reading order
 * by {@link RankTableRecognizer}; bounded ({@link #MAX_DEVICES}): past the bound nothing more is
 * kept, but the devices are still counted ({@link #seen()}), so the answer can say how large the
 * table it skipped was. Not thread-safe: one per stream.
 */
final class RankTable {
  /** Past this many devices (or servers) the table is not kept: no check runs on it, its seats are not stated. */
  static final int MAX_DEVICES = io.github.ascendtriage.internal.extract.facts.Setting.MAX_SEATS;

  /** A value and the line it was read on. */
  record Value(String text, long line, String lineText) {}

  /** One element of a server's {@code device} list: its fields by name. */
  static final class Device {
    final Map<String, Value> fields = new HashMap<>();
    long firstLine;
    String firstText;
  }

  /** One element of {@code server_list}. */
  static final class Server {
    Value id;
    boolean listOpened;
    final List<Device> devices = new ArrayList<>();
    long firstLine;
    String firstText;
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
  boolean overflow;
  /** The line the table began on: its {@code server_count} or {@code server_list}. */
  final long firstLine;
  private int devices;
  /** Devices counted past the bound, not kept. */
  private long past;
  /** The fields of the current device past the bound; null before its first field. */
  private java.util.Set<String> pastFields;

  RankTable(long firstLine) {
    this.firstLine = firstLine;
  }

  boolean hasDevices() {
    return devices > 0;
  }

  /** A table is checked only when it names devices with ranks inside a server list. */
  boolean checkable() {
    return !overflow && devices > 0 && servers.stream().anyMatch(s -> s.devices.stream().anyMatch(d -> d.fields.containsKey("rank_id")));
  }

  Server server(long line, String text) {
    if (servers.isEmpty()) {
      return newServer(line, text);
    }
    return servers.get(servers.size() - 1);
  }

  Server newServer(long line, String text) {
    if (overflow || servers.size() >= MAX_DEVICES) {
      overflow = true;
      pastFields = null; // a device list begins: its first field is a new device
      return new Server(); // not kept
    }
    Server s = new Server();
    s.firstLine = line;
    s.firstText = text;
    servers.add(s);
    return s;
  }

  /**
   * The device a field of this name belongs to: the current one, or a new one when it already has the
   * field; past the bound, nothing (the field only counts a new device when the current one has it).
   */
  java.util.Optional<Device> device(Server s, String field, long line, String text) {
    if (overflow) {
      if (pastFields == null || !pastFields.add(field)) {
        past++;
        pastFields = new java.util.HashSet<>();
        pastFields.add(field);
      }
      return java.util.Optional.empty();
    }
    if (!s.devices.isEmpty() && !s.devices.get(s.devices.size() - 1).fields.containsKey(field)) {
      return java.util.Optional.of(s.devices.get(s.devices.size() - 1));
    }
    if (devices >= MAX_DEVICES) {
      overflow = true;
      pastFields = null;
      return device(s, field, line, text);
    }
    devices++;
    Device d = new Device();
    d.firstLine = line;
    d.firstText = text;
    s.devices.add(d);
    return java.util.Optional.of(d);
  }

  int deviceCount() {
    return devices;
  }

  /** Every device the table listed, kept or counted past the bound. */
  long seen() {
    return devices + past;
  }
}
