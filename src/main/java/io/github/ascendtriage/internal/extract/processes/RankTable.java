package io.github.ascendtriage.internal.extract.processes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A rank table as its lines tell it, field by field: the servers of {@code server_list}, each with
 * its devices, the {@code server_count} and the super pods of {@code super_pod_list}. Every value
 * keeps the line it was read on, so a check can name the entry to change. Filled in reading order
 * by {@link RankTableRecognizer}; bounded ({@link #MAX_DEVICES}). Not thread-safe: one per stream.
 */
final class RankTable {
  /** Past this many devices (or servers) the table is not kept: no check runs on it. */
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
  private int devices;

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
    if (servers.size() >= MAX_DEVICES) {
      overflow = true;
      return servers.get(servers.size() - 1);
    }
    Server s = new Server();
    s.firstLine = line;
    s.firstText = text;
    servers.add(s);
    return s;
  }

  /** The device a field of this name belongs to: the current one, or a new one when it already has the field. */
  Device device(Server s, String field, long line, String text) {
    if (!s.devices.isEmpty() && !s.devices.get(s.devices.size() - 1).fields.containsKey(field)) {
      return s.devices.get(s.devices.size() - 1);
    }
    if (++devices > MAX_DEVICES) {
      overflow = true;
    }
    Device d = new Device();
    d.firstLine = line;
    d.firstText = text;
    s.devices.add(d);
    return d;
  }

  int deviceCount() {
    return devices;
  }
}
