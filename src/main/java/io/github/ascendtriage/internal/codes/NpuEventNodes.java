package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The node types of NPU health events, from {@code casebase/npu-events.json}. The device management
 * service raises a fault event with an id {@code 0x8XXXXXXX} (the device OS log prints
 * {@code Event id=0x80e18401}, {@code npu-smi info -t health} an {@code Error Code : 80E18402});
 * bits 17 to 24 of the id are the node type that raised it, and each node type is one module of
 * the chip or of its ports. So an event id the file has never seen still names its module.
 *
 * <p>Immutable and thread-safe; the built-in table is read once and shared. No method returns null.
 */
public final class NpuEventNodes {
  private static final Pattern NODE = Pattern.compile("0x[0-9a-f]{2}");
  private static final Pattern MODULE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_/ ]{0,23}");

  private final Map<Integer, String> modules;

  private NpuEventNodes(Map<Integer, String> modules) {
    this.modules = Map.copyOf(modules);
  }

  private static final class BuiltIn {
    static final NpuEventNodes TABLE = builtInTable();
  }

  /**
   * The shipped table.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static NpuEventNodes builtIn() {
    return BuiltIn.TABLE;
  }

  /** True when {@code id} has the shape of a health event id (eight hex digits, the first 8). */
  public static boolean isEvent(long id) {
    return (id >>> 28) == 8 && id <= 0xFFFFFFFFL;
  }

  /** The module that raised the event {@code id}; empty when its node type is not in the table. */
  public Optional<String> moduleOf(long id) {
    return moduleOfNode((int) ((id >>> 17) & 0xFF));
  }

  /** The module of node type {@code node} (0-255); empty when unknown. */
  public Optional<String> moduleOfNode(int node) {
    return Optional.ofNullable(modules.get(node));
  }

  /** How many node types the table knows. */
  public int size() {
    return modules.size();
  }

  private static NpuEventNodes builtInTable() {
    return BuiltInTable.read("npu-events.json", NpuEventNodes::read);
  }

  /**
   * Reads and validates a table; every problem is collected before it fails.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static NpuEventNodes read(JsonNode root, String label) {
    List<String> problems = new ArrayList<>();
    Map<Integer, String> out = new TreeMap<>();
    JsonNode nodes = root == null ? null : root.get("nodeTypes");
    if (nodes == null || !nodes.isObject() || nodes.isEmpty()) {
      problems.add(label + ": $.nodeTypes: must be a non-empty object {\"0xNN\": module}");
    } else {
      for (Iterator<Map.Entry<String, JsonNode>> it = nodes.fields(); it.hasNext();) {
        Map.Entry<String, JsonNode> e = it.next();
        String path = label + ": $.nodeTypes." + e.getKey();
        if (!NODE.matcher(e.getKey()).matches()) {
          problems.add(path + ": a node type is 0x and two lowercase hex digits");
        } else if (!e.getValue().isTextual() || !MODULE.matcher(e.getValue().asText()).matches()) {
          problems.add(path + ": a module is a name of letters, digits, '_', '/' or spaces (at most 24)");
        } else {
          out.put(Integer.parseInt(e.getKey().substring(2), 16), e.getValue().asText());
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new NpuEventNodes(out);
  }
}
