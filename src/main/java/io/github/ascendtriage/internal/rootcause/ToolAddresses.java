package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The process of a device whose RoCE address no line of its own states, tied by a record of the job that does: the one
 * home of that tie. Two records are read.
 * <ul>
 *   <li>cqeip37: a tool output of its node. hccn_tool's {@code -i N -ip -g} answers the address of device N of the
 *   node it runs on ({@code ipaddr:}, docs/log-formats.md 9.2), and ascend-fd reads the node's environment file for
 *   the same tie (Ascend/mind-cluster@22bb3d98 {@code
 *   component/ascend-faultdiag/src/ascend_fd/pkg/parse/root_cluster/rc_parse_job.py}, {@code parse_npu_info_file}:
 *   device id to device IP, per node). A collection with a folder per pod puts the node's outputs in one pod's folder
 *   while the device's process may have a folder of its own: the folders of one machine are those whose processes
 *   announce the same server address ({@link ProcessRegistry#sameMachine}).</li>
 *   <li>records38: the rank table. A 1.0 or 1.2 table ({@code rank_table_file}, MindCluster's {@code hccl.json}) gives
 *   each device of {@code server_list[].device[]} its {@code device_ip}, {@code device_id} and {@code rank_id}, the
 *   server its {@code server_id} (hiascend MindCluster 7.3.0 schedulingug mxdlug_appendices_009 "hccl.json File
 *   Description" and dl_bestpractice_010, the 1.0 and 1.2 examples): the address is that rank's, and the rank the
 *   process the input shows as it ({@link Setting#RANK_SEATS}, each seat's {@code @address}).</li>
 * </ul>
 * Stateless.
 */
final class ToolAddresses {
  private ToolAddresses() {}

  /** A rank table's seat of one device address: its server id, physical device id and rank. */
  record TableSeat(String server, String device, String rank) {}

  /**
   * The processes on the device that a tool output lists with address {@code ip} ({@code byHost}: per host folder,
   * device by address): those of the folder holding the output, else those of the other folders of its machine;
   * else the process of the rank a rank table gives the address ({@code tabled}); empty when no record ties the
   * address or no process is on its device or rank.
   */
  static List<ProcessRecord> processes(ProcessRegistry registry, Map<String, Map<String, String>> byHost,
      Map<String, TableSeat> tabled, String ip) {
    for (Map.Entry<String, Map<String, String>> e : byHost.entrySet()) {
      String device = e.getValue().get(ip);
      if (device == null) {
        continue;
      }
      List<ProcessRecord> here = ProcessRegistry.onDevice(registry.onHost(e.getKey()), device);
      if (!here.isEmpty()) {
        return here;
      }
      List<ProcessRecord> machine = new ArrayList<>();
      for (String h : registry.sameMachine(e.getKey())) {
        if (!h.equals(e.getKey())) {
          machine.addAll(registry.onHost(h));
        }
      }
      return ProcessRegistry.onDevice(machine, device);
    }
    TableSeat seat = tabled.get(ip);
    return seat == null ? List.of() : seated(registry, seat);
  }

  /**
   * The process a rank table's seat is: the one process of its rank (among several, the one on its device), else the
   * process on its device of the host whose address is the server id (a 1.0 table's {@code server_id} is the host's
   * address); empty when neither is one.
   */
  private static List<ProcessRecord> seated(ProcessRegistry registry, TableSeat seat) {
    List<ProcessRecord> ranked = registry.byRank(seat.rank(), Optional.empty());
    if (ranked.size() > 1) {
      ranked = ProcessRegistry.onDevice(ranked, seat.device());
    }
    if (ranked.size() == 1) {
      return ranked;
    }
    List<ProcessRecord> onServer = ProcessRegistry.onDevice(registry.byServerIp(seat.server()), seat.device());
    return onServer.size() == 1 ? onServer : List.of();
  }

  /**
   * The device addresses the input's rank tables state, each with its seat; an address two seats claim (two tables
   * that disagree, or one that repeats it: RankTableCheck's {@code device_ip repeated}) ties nothing.
   */
  static Map<String, TableSeat> tabled(Collection<SourceFacts> facts) {
    Map<String, TableSeat> out = new LinkedHashMap<>();
    Set<String> twice = new HashSet<>();
    for (SourceFacts f : facts) {
      String all = f.settings().get(Setting.RANK_SEATS);
      if (all == null || all.isEmpty()) {
        continue;
      }
      for (String v : all.split(",")) {
        int slash = v.indexOf('/');
        int eq = v.indexOf('=', slash + 1);
        int at = v.indexOf(Setting.SEAT_ADDRESS, eq + 1);
        if (slash <= 0 || eq < 0 || at < 0) {
          continue; // a seat without an address (or not one the recognisers write)
        }
        TableSeat s = new TableSeat(v.substring(0, slash), v.substring(slash + 1, eq), v.substring(eq + 1, at));
        String ip = v.substring(at + 1);
        TableSeat was = out.putIfAbsent(ip, s);
        if (was != null && !was.equals(s)) {
          twice.add(ip);
        }
      }
    }
    twice.forEach(out::remove);
    return out;
  }
}
