package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The codes by which a library refuses what its settings asked for, from {@code
 * casebase/setting-rules.json}'s {@code refusedBy}: HCCL's {@code HCCL_E_PARA} (an argument or
 * setting it was given is not valid) and {@code HCCL_E_NOT_SUPPORT} (a feature or mode asked for is
 * not available on this chip, topology or release), each citing where its meaning is stated. Beside
 * such a code, a setting of the table that the input shows is where the refused request may come
 * from, so its documented fix belongs in the answer's remediation (branch fix20). Immutable and
 * thread-safe; validated on load.
 */
public final class SettingRefusals {
  private static final Set<String> FIELDS = Set.of("code", "why", "source");
  private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9-]*/[A-Za-z0-9_]+");

  /** Code key ({@code family/code}) to why it refuses a setting's request. */
  private final Map<String, String> refusals;

  private SettingRefusals(Map<String, String> refusals) {
    this.refusals = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(refusals));
  }

  private static final class BuiltIn {
    static final SettingRefusals TABLE = BuiltInTable.read("setting-rules.json", SettingRefusals::read);
  }

  /**
   * The shipped list.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static SettingRefusals builtIn() {
    return BuiltIn.TABLE;
  }

  /** The keys of the codes, in the file's order. */
  public List<String> codes() {
    return List.copyOf(refusals.keySet());
  }

  /** Whether the code {@code key} ({@code family/code}) refuses what a setting asked for. */
  public boolean refuses(String key) {
    return refusals.containsKey(key);
  }

  /**
   * The list of {@code root}'s {@code refusedBy}: each entry a code key of the form {@code
   * family/code}, once, with why and a source.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static SettingRefusals read(JsonNode root, String label) {
    List<String> problems = new ArrayList<>();
    Map<String, String> out = new LinkedHashMap<>();
    JsonNode list = root == null ? null : root.get("refusedBy");
    if (list == null || !list.isArray() || list.isEmpty()) {
      problems.add(label + ": $.refusedBy: must be a non-empty array");
    } else {
      for (int i = 0; i < list.size(); i++) {
        String path = label + ": $.refusedBy[" + i + "]";
        JsonNode e = list.get(i);
        HdkRequirements.unknown(e, FIELDS, path, problems);
        String code = HdkRequirements.text(e, "code");
        if (code == null || !KEY.matcher(code).matches()) {
          problems.add(path + ".code: a code key family/code, e.g. hccl-result/5");
        } else if (out.putIfAbsent(code, String.valueOf(HdkRequirements.text(e, "why"))) != null) {
          problems.add(path + ".code: " + code + " twice");
        }
        for (String field : List.of("why", "source")) {
          String v = HdkRequirements.text(e, field);
          if (v == null || v.isBlank()) {
            problems.add(path + "." + field + ": a non-empty text");
          }
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new SettingRefusals(out);
  }
}
