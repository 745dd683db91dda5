package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a launcher's {@code passes} ({@code casebase/launchers.json}): how the launcher brings a
 * variable to its workers. DeepSpeed's multi-node runner copies only the variables of its export
 * prefixes and the lines of {@code .deepspeed_env}; torchrun and msrun start a node's workers with
 * the environment of their own shell on that node; Open MPI exports the {@code -x} variables. Each
 * way is validated when the table loads, every problem naming the file, the JSON path and the reason.
 */
final class LauncherWays {
  private LauncherWays() {}

  private static final Set<String> WAY = Set.of("variables", "command", "why", "source");
  /** A prefix of variable names ({@code HCCL}, {@code LD_LIBRARY}), or {@code *} for every name. */
  private static final Pattern PREFIX = Pattern.compile("\\*|[A-Z][A-Z0-9_]{1,40}");
  /** The placeholders a way's command may hold; {@code {assignment}} it must. */
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{[a-z]+\\}");
  private static final Set<String> KNOWN = Set.of("{assignment}", "{variable}", "{value}");

  /** The ways of {@code n} (absent: none), in the file's order; problems are added to {@code problems}. */
  static List<LauncherVariables.Way> read(JsonNode n, String path, List<String> problems) {
    List<LauncherVariables.Way> out = new ArrayList<>();
    if (n == null) {
      return out;
    }
    if (!n.isArray() || n.isEmpty()) {
      problems.add(path + ": must be a non-empty array {variables, command, why, source} when given");
      return out;
    }
    for (int i = 0; i < n.size(); i++) {
      String p = path + "[" + i + "]";
      JsonNode x = n.get(i);
      if (x == null || !x.isObject()) {
        problems.add(p + ": must be an object {variables, command, why, source}");
        continue;
      }
      int before = problems.size();
      HdkRequirements.unknown(x, WAY, p, problems);
      List<String> variables = prefixes(x.get("variables"), p + ".variables", problems);
      String command = text(x, "command", Pattern.compile("\\S.{0,400}"), p, problems);
      String why = text(x, "why", Pattern.compile("\\S.{19,1200}"), p, problems);
      String source = text(x, "source", LauncherVariables.SOURCE, p, problems);
      if (command != null) {
        placeholders(command, p + ".command", problems);
      }
      if (problems.size() == before) {
        out.add(new LauncherVariables.Way(variables, command, why, source));
      }
    }
    return out;
  }

  private static List<String> prefixes(JsonNode v, String path, List<String> problems) {
    List<String> out = new ArrayList<>();
    if (v == null || !v.isArray() || v.isEmpty()) {
      problems.add(path + ": must be a non-empty array of name prefixes, or [\"*\"]");
      return out;
    }
    for (int i = 0; i < v.size(); i++) {
      if (!v.get(i).isTextual() || !PREFIX.matcher(v.get(i).textValue()).matches()) {
        problems.add(path + "[" + i + "]: must be * or a prefix of the form " + PREFIX.pattern());
      } else {
        out.add(v.get(i).textValue());
      }
    }
    return out;
  }

  /** The command must hold {@code {assignment}} or {@code {variable}}, and no placeholder it cannot fill. */
  private static void placeholders(String command, String path, List<String> problems) {
    var m = PLACEHOLDER.matcher(command);
    while (m.find()) {
      if (!KNOWN.contains(m.group())) {
        problems.add(path + ": holds " + m.group() + "; a way fills only " + KNOWN);
      }
    }
    if (!command.contains("{assignment}") && !command.contains("{variable}")) {
      problems.add(path + ": must name the variable it carries ({assignment} or {variable})");
    }
  }

  private static String text(JsonNode e, String field, Pattern form, String path, List<String> problems) {
    JsonNode v = e.get(field);
    if (v == null || !v.isTextual() || !form.matcher(v.textValue()).matches()) {
      problems.add(path + "." + field + ": must be text of the form " + form.pattern());
      return null;
    }
    return v.textValue();
  }
}
