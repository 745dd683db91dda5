package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The documented values of HCCL's settings, from {@code casebase/setting-rules.json}: each
 * setting's form (an integer or number within a range, one of a few values, an address, NIC names,
 * ports and port ranges),
 * whether a loopback or container-bridge value keeps peers on other hosts out, a setting it
 * needs beside a value and another setting's value it cannot go with; whether every rank's process
 * reads it ({@code everyRank}: the page says each device's process waits by it, so a fix sets it on
 * every rank, not only on the root's host); each entry cites the page that states it. {@link #problem} says what a value
 * the input shows gets wrong, or nothing. Immutable and thread-safe; validated on load.
 */
public final class SettingRules {
  /** One setting's documented values. */
  public record Rule(String name, String layer, String form, Optional<BigDecimal> min, Optional<BigDecimal> max, List<String> values,
      boolean loopback, Optional<String> requiresValue, Optional<String> requiresSetting, Optional<String> requiresWhy,
      Optional<Excludes> excludes, String rule, String fix, String source, boolean everyRank) {}

  /** A value of the setting that another setting's value rules out: both set so is no supported pair. */
  public record Excludes(String value, String setting, String settingValue, String why) {}

  private static final Set<String> LAYERS = Set.of("device", "network", "link-setup", "collective", "script");
  private static final Set<String> FORMS = Set.of("integer", "number", "choice", "ip", "nic-list", "port-list");
  private static final Set<String> FIELDS = Set.of("name", "layer", "form", "min", "max", "values", "loopback", "requires", "excludes", "rule",
      "fix", "source", "everyRank");
  /** A shell command's {@code export NAME=}: the settings it sets. */
  private static final Pattern EXPORT = Pattern.compile("(?:^|[;&|(]\\s*)export\\s+([A-Z][A-Z0-9_]*)=");
  private static final Pattern NAME = Pattern.compile("[A-Z][A-Z0-9_]{2,63}");
  private static final Pattern INTEGER = Pattern.compile("-?[0-9]{1,18}");
  private static final Pattern NUMBER = Pattern.compile("-?[0-9]{1,18}(?:\\.[0-9]{1,9})?");
  private static final Pattern IPV4 = Pattern.compile(
      "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}");
  private static final Pattern IPV6 = Pattern.compile("[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}");
  private static final Pattern NIC = Pattern.compile("[a-z0-9_.:-]{1,15}");

  private final Map<String, Rule> rules;

  private SettingRules(Map<String, Rule> rules) {
    this.rules = Map.copyOf(rules);
  }

  private static final class BuiltIn {
    static final SettingRules TABLE = BuiltInTable.read("setting-rules.json", SettingRules::read);
  }

  /**
   * The shipped table.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static SettingRules builtIn() {
    return BuiltIn.TABLE;
  }

  /** The rule of a setting, by its name in any case. */
  public Optional<Rule> rule(String name) {
    return Optional.ofNullable(rules.get(name.toUpperCase(Locale.ROOT)));
  }

  /**
   * Whether {@code command} sets (exports) a setting that every rank's process reads ({@link
   * Rule#everyRank}): such a step runs on every rank of the job, not on one host.
   */
  public boolean setsEveryRank(String command) {
    java.util.regex.Matcher m = EXPORT.matcher(command.strip());
    while (m.find()) {
      if (rule(m.group(1)).filter(Rule::everyRank).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code s} is one IPv4 address (dotted quad) or IPv6 address (hex groups and colons). */
  static boolean isAddress(String s) {
    return IPV4.matcher(s).matches() || IPV6.matcher(s).matches();
  }

  /** How many settings the table knows. */
  public int size() {
    return rules.size();
  }

  /**
   * What {@code value} (as the log printed it, any case) gets wrong against {@code r} (the kind of
   * problem and its words), or nothing when it keeps the documented form. {@code others} are the
   * names of the other settings and variables the input names (upper case), for a setting that needs another beside a value,
   * and each setting's value the input shows as {@code NAME=value} (value lower case), for a pair of
   * values the documentation rules out.
   */
  public static Optional<SettingProblem> problem(Rule r, String value, Set<String> others) {
    String v = value.trim().toLowerCase(Locale.ROOT);
    switch (r.form()) {
      case "integer", "number" -> {
        if (!(r.form().equals("integer") ? INTEGER : NUMBER).matcher(v).matches()) {
          return SettingProblem.of(SettingProblem.FORM, "'" + value + "' is not " + (r.form().equals("integer") ? "an integer" : "a number"));
        }
        BigDecimal n = new BigDecimal(v);
        if (r.min().isPresent() && n.compareTo(r.min().get()) < 0 || r.max().isPresent() && n.compareTo(r.max().get()) > 0) {
          return SettingProblem.of(SettingProblem.RANGE, value + " is outside the documented range");
        }
      }
      case "choice" -> {
        if (!r.values().contains(v)) {
          return SettingProblem.of(SettingProblem.FORM, "'" + value + "' is not one of " + String.join(", ", r.values()));
        }
      }
      case "ip" -> {
        if (!isAddress(v)) {
          return SettingProblem.of(SettingProblem.FORM, "'" + value + "' is not one IPv4 or IPv6 address");
        }
        if (r.loopback() && (v.startsWith("127.") || v.equals("::1"))) {
          return SettingProblem.of(SettingProblem.LOOPBACK, value + " is a loopback address: ranks on other hosts cannot reach it");
        }
      }
      case "port-list" -> {
        return PortList.problem(v);
      }
      default -> {
        Optional<SettingProblem> nics = nicList(r, v);
        if (nics.isPresent()) {
          return nics;
        }
      }
    }
    if (r.requiresValue().filter(v::equals).isPresent() && !others.contains(r.requiresSetting().orElseThrow())) {
      return r.requiresWhy().map(w -> new SettingProblem("requires", w));
    }
    if (r.excludes().filter(x -> x.value().equals(v) && others.contains(x.setting() + "=" + x.settingValue())).isPresent()) {
      return SettingProblem.of("excludes", r.excludes().get().why());
    }
    return Optional.empty();
  }

  /**
   * A list of NIC names or prefixes: as is, the NICs whose names start so; after {@code ^}, all but
   * those; after {@code =}, the NICs of exactly those names; after {@code ^=}, all but them. A list
   * that picks a loopback or container bridge NIC keeps the other hosts out; one that leaves them out
   * is fine.
   */
  private static Optional<SettingProblem> nicList(Rule r, String v) {
    boolean leaveOut = v.startsWith("^");
    String list = leaveOut ? v.substring(1) : v;
    boolean exact = list.startsWith("=");
    list = exact ? list.substring(1) : list;
    for (String nic : list.split(",", -1)) {
      if (!NIC.matcher(nic).matches()) {
        return SettingProblem.of(SettingProblem.FORM, "'" + nic + "' is not a NIC name" + (exact ? "" : " or prefix"));
      }
      if (r.loopback() && !leaveOut && (nic.equals("lo") || nic.startsWith("docker"))) {
        return SettingProblem.of(SettingProblem.LOOPBACK, nic + " is a loopback or container bridge NIC: ranks on other hosts cannot reach it");
      }
    }
    return Optional.empty();
  }

  /**
   * Reads and validates a table; every problem is collected before it fails.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static SettingRules read(JsonNode root, String label) {
    List<String> problems = new ArrayList<>();
    Map<String, Rule> out = new LinkedHashMap<>();
    JsonNode list = root == null ? null : root.get("settings");
    if (list == null || !list.isArray() || list.isEmpty()) {
      problems.add(label + ": $.settings: must be a non-empty array");
    } else {
      for (int i = 0; i < list.size(); i++) {
        String path = label + ": $.settings[" + i + "]";
        JsonNode e = list.get(i);
        HdkRequirements.unknown(e, FIELDS, path, problems);
        rule(e, path, problems).ifPresent(r -> {
          if (out.putIfAbsent(r.name(), r) != null) {
            problems.add(path + ".name: " + r.name() + " twice");
          }
        });
      }
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new SettingRules(out);
  }

  private static Optional<Rule> rule(JsonNode e, String path, List<String> problems) {
    if (e == null || !e.isObject()) {
      return Optional.empty();
    }
    int before = problems.size();
    String name = text(e, "name");
    if (name == null || !NAME.matcher(name).matches()) {
      problems.add(path + ".name: an upper-case variable name");
    }
    String layer = text(e, "layer");
    if (layer == null || !LAYERS.contains(layer)) {
      problems.add(path + ".layer: the layer whose check the setting belongs to (" + String.join(", ", new java.util.TreeSet<>(LAYERS)) + ")");
    }
    String form = text(e, "form");
    if (form == null || !FORMS.contains(form)) {
      problems.add(path + ".form: one of " + String.join(", ", new java.util.TreeSet<>(FORMS)));
    }
    Optional<BigDecimal> min = number(e, "min", path, problems);
    Optional<BigDecimal> max = number(e, "max", path, problems);
    List<String> values = new ArrayList<>();
    JsonNode vs = e.get("values");
    if (vs != null) {
      for (int i = 0; vs.isArray() && i < vs.size(); i++) {
        values.add(vs.get(i).asText().toLowerCase(Locale.ROOT));
      }
    }
    if ("choice".equals(form) && values.isEmpty()) {
      problems.add(path + ".values: a choice lists its values");
    }
    JsonNode req = e.get("requires");
    Optional<String> reqValue = Optional.empty();
    Optional<String> reqSetting = Optional.empty();
    Optional<String> reqWhy = Optional.empty();
    if (req != null) {
      reqValue = Optional.ofNullable(text(req, "value")).map(s -> s.toLowerCase(Locale.ROOT));
      reqSetting = Optional.ofNullable(text(req, "setting"));
      reqWhy = Optional.ofNullable(text(req, "why"));
      if (reqValue.isEmpty() || reqSetting.isEmpty() || reqWhy.isEmpty() || !NAME.matcher(reqSetting.get()).matches()) {
        problems.add(path + ".requires: {value, setting, why}");
      }
    }
    Optional<Excludes> excludes = excludes(e.get("excludes"), path, problems);
    String rule = text(e, "rule");
    String fix = text(e, "fix");
    String source = text(e, "source");
    if (rule == null || rule.isBlank() || fix == null || fix.isBlank()) {
      problems.add(path + ": rule and fix are sentences");
    }
    if (source == null || !source.startsWith("https://")) {
      problems.add(path + ".source: an https link to the page that states the rule");
    }
    if (problems.size() > before) {
      return Optional.empty();
    }
    JsonNode every = e.get("everyRank");
    if (every != null && !every.isBoolean()) {
      problems.add(path + ".everyRank: true or false");
      return Optional.empty();
    }
    JsonNode lb = e.get("loopback");
    return Optional.of(new Rule(name, layer, form, min, max, List.copyOf(values), lb != null && lb.asBoolean(), reqValue, reqSetting,
        reqWhy, excludes, rule, fix, source, every != null && every.asBoolean()));
  }

  private static Optional<Excludes> excludes(JsonNode x, String path, List<String> problems) {
    if (x == null) {
      return Optional.empty();
    }
    String value = text(x, "value");
    String setting = text(x, "setting");
    String settingValue = text(x, "settingValue");
    String why = text(x, "why");
    if (value == null || setting == null || settingValue == null || why == null || !NAME.matcher(setting).matches()) {
      problems.add(path + ".excludes: {value, setting, settingValue, why}");
      return Optional.empty();
    }
    return Optional.of(new Excludes(value.toLowerCase(Locale.ROOT), setting, settingValue.toLowerCase(Locale.ROOT), why));
  }

  private static String text(JsonNode e, String field) {
    return HdkRequirements.text(e, field);
  }

  private static Optional<BigDecimal> number(JsonNode e, String field, String path, List<String> problems) {
    JsonNode v = e.get(field);
    if (v == null) {
      return Optional.empty();
    }
    if (!v.isNumber()) {
      problems.add(path + "." + field + ": a number");
      return Optional.empty();
    }
    return Optional.of(v.decimalValue());
  }
}
