package io.github.ascendtriage.internal.fd;

import io.github.ascendtriage.Layer;
import java.util.Locale;
import java.util.Map;

/**
 * Maps an ascend-fd entry's {@code component} and {@code module} to our layers, as documented in
 * docs/ascend-fd.md. The module decides when it names a network or collective part (an NPU's RoCE
 * port is a network fault although its component is the NPU); otherwise the component decides.
 * Host OS and cluster-scheduler entries are outside the NPU ladder and map to {@link
 * Layer#UNKNOWN}. Stateless.
 */
final class LayerMapping {
  private LayerMapping() {}

  /** Modules that decide the layer whatever the component; lowercase. */
  private static final Map<String, Layer> MODULES =
      Map.ofEntries(
          Map.entry("hccl", Layer.COLLECTIVE),
          Map.entry("集合通信", Layer.COLLECTIVE),
          Map.entry("mc2", Layer.COLLECTIVE),
          Map.entry("hccp", Layer.NETWORK),
          Map.entry("roce", Layer.NETWORK),
          Map.entry("nic", Layer.NETWORK),
          Map.entry("nic_disp", Layer.NETWORK),
          Map.entry("port", Layer.NETWORK),
          Map.entry("ub_port", Layer.NETWORK),
          Map.entry("hccs", Layer.NETWORK),
          Map.entry("hccs_port", Layer.NETWORK),
          Map.entry("roh", Layer.NETWORK),
          Map.entry("roh_port", Layer.NETWORK),
          Map.entry("urma", Layer.NETWORK),
          Map.entry("network", Layer.NETWORK),
          Map.entry("cable", Layer.NETWORK),
          Map.entry("lcne", Layer.NETWORK),
          Map.entry("msrun", Layer.SCRIPT),
          Map.entry("dp", Layer.SCRIPT),
          Map.entry("ge", Layer.SCRIPT),
          Map.entry("tbe", Layer.SCRIPT),
          Map.entry("amct", Layer.SCRIPT));

  /** The layer of a component when its module does not decide; lowercase. */
  private static final Map<String, Layer> COMPONENTS =
      Map.ofEntries(
          Map.entry("npu", Layer.DEVICE),
          Map.entry("ai server", Layer.DEVICE),
          Map.entry("bmc", Layer.DEVICE),
          Map.entry("cann", Layer.DEVICE),
          Map.entry("ub", Layer.DEVICE),
          Map.entry("network", Layer.NETWORK),
          Map.entry("switch", Layer.NETWORK),
          Map.entry("lcne", Layer.NETWORK),
          Map.entry("ai framework", Layer.SCRIPT),
          Map.entry("mindie", Layer.SCRIPT),
          Map.entry("vllm", Layer.SCRIPT),
          Map.entry("vllm-ascend", Layer.SCRIPT),
          Map.entry("pymotor", Layer.SCRIPT),
          Map.entry("hostos", Layer.UNKNOWN),
          Map.entry("mindx", Layer.UNKNOWN));

  /** The layer from the attribute fields; {@link Layer#UNKNOWN} when they say nothing we map. */
  static Layer of(String component, String module) {
    Layer m = MODULES.get(norm(module));
    if (m != null) {
      return m;
    }
    Layer c = COMPONENTS.get(norm(component));
    return c != null ? c : Layer.UNKNOWN;
  }

  private static String norm(String s) {
    return s == null ? "" : s.trim().toLowerCase(Locale.ROOT);
  }
}
