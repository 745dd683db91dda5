package io.github.ascendtriage.internal.rootcause;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * cqeip37: the process of a device whose RoCE address only a tool output of its node names. hccn_tool's {@code -i N
 * -ip -g} answers the address of device N of the node it runs on ({@code ipaddr:}, docs/log-formats.md 9.2), and
 * ascend-fd reads the node's environment file for the same tie (Ascend/mind-cluster@22bb3d98
 * {@code component/ascend-faultdiag/src/ascend_fd/pkg/parse/root_cluster/rc_parse_job.py}, {@code
 * parse_npu_info_file}: device id to device IP, per node). A collection with a folder per pod puts the node's
 * outputs in one pod's folder while the device's process may have a folder of its own: the folders of one machine
 * are those whose processes announce the same server address ({@link ProcessRegistry#sameMachine}). Stateless.
 */
final class ToolAddresses {
  private ToolAddresses() {}

  /**
   * The processes on the device that a tool output lists with address {@code ip} ({@code byHost}: per host folder,
   * device by address): those of the folder holding the output, else those of the other folders of its machine;
   * empty when no output lists the address or no process of that machine is on the device.
   */
  static List<ProcessRecord> processes(ProcessRegistry registry, Map<String, Map<String, String>> byHost, String ip) {
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
    return List.of();
  }
}
