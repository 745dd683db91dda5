package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * How much an npu-smi health record says, from {@code casebase/npu-health.json}: the alarm level of each Health value
 * (a Warning is a minor alarm, an Alarm a major one; log-formats 9.3), which levels are a fault of the card, and the
 * event codes MindCluster's default fault configuration leaves unhandled. sixth35's class 4: a minor alarm with such
 * a code (80E00209, HBM high temperature) on a card of the job is a note about that card, not the job's fault.
 *
 * <p>Immutable and thread-safe; the built-in table is read once and shared. No method returns null.
 */
public final class NpuHealthLevels {
  private static final Pattern CODE = Pattern.compile("[0-9A-F]{8,9}");
  private static final Set<String> KNOWN_LEVELS = Set.of("none", "minor", "major", "critical", "absent");

  /** Health value (folded) to its level. */
  private final Map<String, String> levels;
  private final Set<String> faultLevels;
  private final Set<Long> notHandled;

  private NpuHealthLevels(Map<String, String> levels, Set<String> faultLevels, Set<Long> notHandled) {
    this.levels = Map.copyOf(levels);
    this.faultLevels = Set.copyOf(faultLevels);
    this.notHandled = Set.copyOf(notHandled);
  }

  private static final class BuiltIn {
    static final NpuHealthLevels TABLE = BuiltInTable.read("npu-health.json", NpuHealthLevels::read);
  }

  /**
   * The shipped table.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static NpuHealthLevels builtIn() {
    return BuiltIn.TABLE;
  }

  /**
   * True when a card in health {@code value} (an npu-smi Health value, any case) has a fault: its level is one the
   * table calls a fault. A value the table does not know counts as a fault (what npu-smi prints is not OK).
   */
  public boolean isFault(String value) {
    String level = levels.get(value.toLowerCase(Locale.ROOT));
    return level == null || faultLevels.contains(level);
  }

  /** True when {@code value} is a Health value the table knows. */
  public boolean knows(String value) {
    return levels.containsKey(value.toLowerCase(Locale.ROOT));
  }

  /** True when event code {@code code} (its number) is one the fault configuration leaves unhandled. */
  public boolean notHandled(long code) {
    return notHandled.contains(code);
  }

  /**
   * Reads and validates a table; every problem is collected before it fails.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static NpuHealthLevels read(JsonNode root, String label) {
    List<String> problems = new ArrayList<>();
    Map<String, String> levels = new TreeMap<>();
    JsonNode l = root == null ? null : root.get("levels");
    if (l == null || !l.isObject() || l.isEmpty()) {
      problems.add(label + ": $.levels: must be a non-empty object {\"Health value\": level}");
    } else {
      for (Iterator<Map.Entry<String, JsonNode>> it = l.fields(); it.hasNext();) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!e.getValue().isTextual() || !KNOWN_LEVELS.contains(e.getValue().asText())) {
          problems.add(label + ": $.levels." + e.getKey() + ": a level is one of absent, critical, major, minor, none");
        } else if (levels.put(e.getKey().toLowerCase(Locale.ROOT), e.getValue().asText()) != null) {
          problems.add(label + ": $.levels." + e.getKey() + ": the same value twice (case is ignored)");
        }
      }
    }
    Set<String> faults = new HashSet<>();
    JsonNode f = root == null ? null : root.get("faultLevels");
    if (f == null || !f.isArray() || f.isEmpty()) {
      problems.add(label + ": $.faultLevels: must be a non-empty array of levels");
    } else {
      for (int i = 0; i < f.size(); i++) {
        if (!f.get(i).isTextual() || !KNOWN_LEVELS.contains(f.get(i).asText())) {
          problems.add(label + ": $.faultLevels[" + i + "]: not a level");
        } else {
          faults.add(f.get(i).asText());
        }
      }
      if (faults.contains("none")) {
        problems.add(label + ": $.faultLevels: level none (OK) cannot be a fault");
      }
    }
    Set<Long> codes = new HashSet<>();
    JsonNode n = root == null ? null : root.get("notHandledCodes");
    JsonNode list = n == null ? null : n.get("codes");
    if (n == null || !n.hasNonNull("source") || n.get("source").asText().isBlank()) {
      problems.add(label + ": $.notHandledCodes.source: the configuration the codes come from is required");
    }
    if (list == null || !list.isArray()) {
      problems.add(label + ": $.notHandledCodes.codes: must be an array of hex event codes");
    } else {
      for (int i = 0; i < list.size(); i++) {
        String c = list.get(i).asText("");
        if (!CODE.matcher(c).matches()) {
          problems.add(label + ": $.notHandledCodes.codes[" + i + "]: '" + c + "' is not 8 or 9 uppercase hex digits");
        } else if (!codes.add(Long.parseLong(c, 16))) {
          problems.add(label + ": $.notHandledCodes.codes[" + i + "]: " + c + " is listed twice");
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new NpuHealthLevels(levels, faults, codes);
  }
}
