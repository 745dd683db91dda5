package io.github.ascendtriage.internal.extract.processes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules a rank table must keep, as HCCL's rank table documentation states them for every form
 * (1.0 of the Atlas training and A2 products, 1.2 with super pods of A3): rank ids are integers from
 * 0, each once, up to the number of devices less one, and a server's ranks are one block (no
 * interleaving across servers); a device id is the device's physical id on its server (at most 16
 * devices a server, two dies a chip on A3); device IPs are addresses, each once, and needed when the
 * table spans servers; {@code server_count} is the number of servers listed (a table that lists
 * fewer may be one pasted in part, so only more servers than the count, or a count that is no
 * positive integer, is reported; the device a cut table stops in is not faulted for missing fields); server ids are set,
 * at most 64 characters, each once; a {@code super_device_id} is not empty and is unique in its super
 * pod; a super pod lists servers of the server list, each in one pod, and pod ids are unique. Sources:
 * hicann/hccl@bf07f6e5 docs/en/user_guide/cluster_info_config/rank_table_config_910.md, _a2.md, _a3.md,
 * constraints.md and
 * fault_diagnosis/rank_table_load_fail.md (RanktableCheck, EI0004). Stateless and thread-safe.
 */
public final class RankTableCheck {
  private RankTableCheck() {}

  /** The largest number of devices one server holds (Atlas A3: 8 chips of two dies, one rank each). */
  static final int MAX_DEVICE_ID = 15;

  private static final Pattern IPV4 = Pattern.compile(
      "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}");
  private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}");

  /** Whether {@code text} is a device address the table may give ({@code device_ip}: IPv4 or IPv6). */
  static boolean isAddress(String text) {
    return IPV4.matcher(text).matches() || IPV6.matcher(text).matches();
  }

  /** What a rank table got wrong: the token value's kind and what the documentation wants instead. */
  public enum Kind {
    RANK_MISSING("rank_id missing", "every device of the table needs a rank_id"),
    RANK_REPEATED("rank_id repeated", "a rank_id is given to one device only; number the devices 0 to N-1, each once"),
    RANK_RANGE("rank_id outside 0..n-1", "rank ids are integers from 0 to the number of devices less one, with no gap"),
    RANK_INTERLEAVED("rank_id interleaved across servers",
        "the ranks of one server are one block (server 1 0-3, server 2 4-7); renumber so no server's ranks fall between another's"),
    DEVICE_REPEATED("device_id repeated", "a server lists each physical device once (ls /dev/davinci* on that server)"),
    DEVICE_RANGE("device_id outside 0..15", "device_id is the device's physical id on its server, an integer from 0 to its devices less one"),
    IP_REPEATED("device_ip repeated", "each device has its own NIC address (cat /etc/hccn.conf, address_<device_id>); no two devices share one"),
    IP_INVALID("device_ip not an address", "device_ip is an IPv4 or IPv6 address of the device's NIC (hccn_tool -i <device_id> -ip -g)"),
    IP_MISSING("device_ip missing", "a table that spans servers needs every device's NIC address (hccn_tool -i <device_id> -ip -g)"),
    COUNT_MISMATCH("server_count mismatch", "server_count is the number of servers in server_list; the list holds more"),
    SERVER_REPEATED("server_id repeated", "each server of server_list has its own server_id"),
    SERVER_INVALID("server_id missing or invalid", "each server needs a server_id, a string of 1 to 64 characters"),
    SUPER_DEVICE_EMPTY("super_device_id empty", "set super_device_id to the SDID npu-smi info -t spod-info prints, or drop it for server mode"),
    SUPER_DEVICE_REPEATED("super_device_id repeated in a super pod", "a super_device_id identifies one device in its super pod"),
    POD_SERVER_UNKNOWN("super_pod server not in server_list", "a super pod lists server ids of server_list only"),
    POD_SERVER_REPEATED("super_pod server repeated", "a server belongs to one super pod, listed once"),
    POD_REPEATED("super_pod_id repeated", "each super pod has its own super_pod_id");

    private final String id;
    private final String advice;

    Kind(String id, String advice) {
      this.id = id;
      this.advice = advice;
    }

    /** The token value after {@code rank_table=}. */
    public String id() {
      return id;
    }

    /** What to change, in a sentence. */
    public String advice() {
      return advice;
    }

    /** The kind of a token value, or null. */
    public static Kind of(String id) {
      for (Kind k : values()) {
        if (k.id.equalsIgnoreCase(id)) {
          return k;
        }
      }
      return null;
    }
  }

  /** One broken rule, on the line of the entry to change. */
  record Violation(Kind kind, long line, String text) {}

  /**
   * The rules a table read only in part (a list past its bound, {@link RankTable#cut()}) still
   * breaks whatever the rest holds: a value stated twice among the entries read (rank, device of a
   * server, NIC address, server id, pod, a pod's server, a super device id in its pod) is stated twice
   * in the whole, and a value that is no rank id (not an integer of 0 or more), device id or address
   * is wrong wherever it stands. The others need the whole table: the range 0..n-1 and the blocks of
   * ranks (n is the whole table's), {@code server_count}, a pod's server found in the server list, and
   * the fields a device or server lacks (the entry may be the one the bound cut).
   */
  static final Set<Kind> ON_ANY_PART = java.util.EnumSet.of(Kind.RANK_REPEATED, Kind.RANK_RANGE, Kind.DEVICE_REPEATED,
      Kind.DEVICE_RANGE, Kind.IP_REPEATED, Kind.IP_INVALID, Kind.SERVER_REPEATED, Kind.SUPER_DEVICE_EMPTY,
      Kind.SUPER_DEVICE_REPEATED, Kind.POD_REPEATED, Kind.POD_SERVER_REPEATED);

  /** The rules {@code t} breaks; of a table read in part, only those of {@link #ON_ANY_PART}. */
  static List<Violation> violations(RankTable t) {
    if (!t.cut()) {
      return violations(t, t.deviceCount());
    }
    // the rank range is the whole table's: in part, only a rank id below 0 or no integer is out of it
    return violations(t, Integer.MAX_VALUE).stream().filter(v -> ON_ANY_PART.contains(v.kind())).toList();
  }

  private static List<Violation> violations(RankTable t, int n) {
    List<Violation> out = new ArrayList<>();
    Map<Integer, RankTable.Server> rankServer = new HashMap<>();
    Set<String> ips = new HashSet<>();
    Set<String> serverIds = new HashSet<>();
    boolean ranksOk = true;
    boolean needIp = t.servers.size() > 1 && t.pods.size() != 1;
    RankTable.Device last = lastDevice(t);
    for (RankTable.Server s : t.servers) {
      if (s.id == null || s.id.text().isBlank() || s.id.text().length() > 64) {
        add(out, Kind.SERVER_INVALID, s.id, s.firstLine, s.firstText);
      } else if (!serverIds.add(s.id.text())) {
        add(out, Kind.SERVER_REPEATED, s.id, 0, null);
      }
      Set<String> deviceIds = new HashSet<>();
      for (RankTable.Device d : s.devices) {
        RankTable.Value rank = d.fields.get("rank_id");
        Integer r = rank == null ? null : integer(rank.text());
        if (rank == null) {
          ranksOk = false;
          if (d != last) { // the last device of a table cut short has not told all its fields
            add(out, Kind.RANK_MISSING, null, d.firstLine, d.firstText);
          }
        } else if (r == null || r < 0 || r >= n) {
          ranksOk = false;
          add(out, Kind.RANK_RANGE, rank, 0, null);
        } else if (rankServer.putIfAbsent(r, s) != null) {
          ranksOk = false;
          add(out, Kind.RANK_REPEATED, rank, 0, null);
        }
        RankTable.Value dev = d.fields.get("device_id");
        Integer id = dev == null ? null : integer(dev.text());
        if (dev != null && (id == null || id < 0 || id > MAX_DEVICE_ID)) {
          add(out, Kind.DEVICE_RANGE, dev, 0, null);
        } else if (dev != null && !deviceIds.add(dev.text())) {
          add(out, Kind.DEVICE_REPEATED, dev, 0, null);
        }
        RankTable.Value ip = d.fields.get("device_ip");
        if (ip == null || ip.text().isBlank()) {
          if (needIp && d != last) {
            add(out, Kind.IP_MISSING, ip, d.firstLine, d.firstText);
          }
        } else if (!isAddress(ip.text())) {
          add(out, Kind.IP_INVALID, ip, 0, null);
        } else if (!ips.add(ip.text())) {
          add(out, Kind.IP_REPEATED, ip, 0, null);
        }
        RankTable.Value sdid = d.fields.get("super_device_id");
        if (sdid != null && sdid.text().isBlank()) {
          add(out, Kind.SUPER_DEVICE_EMPTY, sdid, 0, null);
        }
      }
    }
    if (ranksOk) {
      interleaved(t, out);
    }
    Integer count = t.serverCount == null ? null : integer(t.serverCount.text());
    // fewer servers than the count may be a table pasted or printed in part: only more is a fault
    if (t.serverCount != null && (count == null || count < 1 || t.servers.size() > count)) {
      add(out, Kind.COUNT_MISMATCH, t.serverCount, 0, null);
    }
    pods(t, serverIds, out);
    return out;
  }

  /** With every rank valid and once, each server's ranks must be one block. */
  private static void interleaved(RankTable t, List<Violation> out) {
    for (RankTable.Server s : t.servers) {
      int min = Integer.MAX_VALUE;
      int max = Integer.MIN_VALUE;
      RankTable.Value top = null;
      for (RankTable.Device d : s.devices) {
        RankTable.Value v = d.fields.get("rank_id");
        int r = integer(v.text());
        min = Math.min(min, r);
        if (r > max) {
          max = r;
          top = v;
        }
      }
      if (top != null && max - min + 1 != s.devices.size()) {
        add(out, Kind.RANK_INTERLEAVED, top, 0, null);
      }
    }
  }

  private static void pods(RankTable t, Set<String> serverIds, List<Violation> out) {
    Set<String> podIds = new HashSet<>();
    Set<String> placed = new HashSet<>();
    Map<String, RankTable.Server> byId = new HashMap<>();
    t.servers.stream().filter(s -> s.id != null).forEach(s -> byId.putIfAbsent(s.id.text(), s));
    for (RankTable.Pod p : t.pods) {
      if (p.id != null && !podIds.add(p.id.text())) {
        add(out, Kind.POD_REPEATED, p.id, 0, null);
      }
      Set<String> sdids = new HashSet<>();
      for (RankTable.Value sv : p.servers) {
        if (!serverIds.contains(sv.text())) {
          add(out, Kind.POD_SERVER_UNKNOWN, sv, 0, null);
        } else if (!placed.add(sv.text())) {
          add(out, Kind.POD_SERVER_REPEATED, sv, 0, null);
        } else {
          for (RankTable.Device d : byId.get(sv.text()).devices) {
            RankTable.Value sdid = d.fields.get("super_device_id");
            if (sdid != null && !sdid.text().isBlank() && !sdids.add(sdid.text())) {
              add(out, Kind.SUPER_DEVICE_REPEATED, sdid, 0, null);
            }
          }
        }
      }
    }
  }

  private static RankTable.Device lastDevice(RankTable t) {
    for (int i = t.servers.size() - 1; i >= 0; i--) {
      List<RankTable.Device> ds = t.servers.get(i).devices;
      if (!ds.isEmpty()) {
        return ds.get(ds.size() - 1);
      }
    }
    return null;
  }

  private static void add(List<Violation> out, Kind k, RankTable.Value at, long line, String text) {
    out.add(at != null ? new Violation(k, at.line(), at.lineText()) : new Violation(k, line, text));
  }

  private static Integer integer(String s) {
    String v = s.trim();
    if (v.isEmpty() || v.length() > 9) {
      return null;
    }
    for (int i = 0; i < v.length(); i++) {
      if (!(Character.isDigit(v.charAt(i)) || (i == 0 && v.charAt(i) == '-' && v.length() > 1))) {
        return null;
      }
    }
    return Integer.parseInt(v);
  }
}
