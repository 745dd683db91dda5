package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a job's launcher reads in place of a variable a general fix names, from {@code
 * casebase/launchers.json}: Horovod's own Gloo binds the interface in {@code HOROVOD_GLOO_IFACE}
 * (set by {@code horovodrun --network-interfaces}), not the one in {@code GLOO_SOCKET_IFNAME} that
 * torch reads. Each launcher lists the texts that show it in a log and, per variable it does not
 * read, its own step, citing its own source; and how it brings the other variables to its workers
 * (DeepSpeed's runner copies only its export prefixes and {@code .deepspeed_env}, torchrun the shell
 * it starts in on each node). Immutable and thread-safe; validated on load.
 */
public final class LauncherVariables {
  /**
   * One launcher: its id, the texts that show it (case-sensitive substrings), its steps by the variable they
   * replace, and the ways it brings a variable to its workers (in the file's order; the first that matches
   * a variable is its way).
   */
  public record Launcher(String id, List<String> shows, Map<String, Step> instead, List<Way> passes, String source) {
    public Launcher {
      shows = List.copyOf(shows);
      instead = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(instead));
      passes = List.copyOf(passes);
    }

    /** The first of the launcher's ways that carries {@code variable}, if any. */
    public Optional<Way> wayFor(String variable) {
      return passes.stream().filter(w -> w.carries(variable)).findFirst();
    }
  }

  /**
   * How a launcher brings a variable to its workers: the names it applies to (prefixes, {@code *} for
   * every name), the command that sets such a variable so the workers see it ({@code {assignment}},
   * {@code {variable}} and {@code {value}} filled from the fix step), why, and the launcher's source.
   */
  public record Way(List<String> variables, String command, String why, String source) {
    public Way {
      variables = List.copyOf(variables);
    }

    /** Whether this way applies to {@code variable}. */
    public boolean carries(String variable) {
      return variables.stream().anyMatch(p -> p.equals("*") || variable.startsWith(p));
    }

    /** The command for {@code variable} set to {@code value}. */
    public String commandFor(String variable, String value) {
      return command.replace("{assignment}", variable + "=" + value).replace("{variable}", variable).replace("{value}", value);
    }
  }

  /** The launcher's own step for a variable it does not read. */
  public record Step(String variable, String command, String explanation, String source) {}

  static final String NAME = "launchers.json";
  private static final Set<String> TOP = Set.of("about", "launchers");
  private static final Set<String> LAUNCHER = Set.of("id", "shows", "source", "instead", "passes");
  private static final Set<String> STEP = Set.of("variable", "command", "explanation", "source");
  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9-]{1,30}");
  private static final Pattern VARIABLE = Pattern.compile("[A-Z][A-Z0-9_]{1,60}");
  /** A source file of a repository at a commit, or an https page: the forms a launcher's own source takes. */
  static final Pattern SOURCE = Pattern.compile("[\\w.-]+/[\\w.-]+@[0-9a-f]{7,40}:\\S+|https://\\S+");

  private final List<Launcher> launchers;
  /** Each listed variable's setter ({@link #setter}), compiled once when the table loads. */
  private final Map<String, Pattern> setters = new LinkedHashMap<>();
  /** The launchers' texts, indexed for one pass over a line. */
  private final ShownTexts shown;

  private LauncherVariables(List<Launcher> launchers) {
    this.launchers = List.copyOf(launchers);
    this.shown = new ShownTexts(this.launchers.stream().map(Launcher::shows).toList());
    for (Launcher l : this.launchers) {
      l.instead().keySet().forEach(v -> setters.computeIfAbsent(v, LauncherVariables::setter));
    }
  }

  /** What sets {@code variable} in a shell command: {@code NAME=} at its start or after a blank or a shell separator. */
  static Pattern setter(String variable) {
    return Pattern.compile("(?:^|[\\s;&|(])" + Pattern.quote(variable) + "=");
  }

  /** The launcher's step for the first variable it does not read that {@code command} sets. */
  public Optional<Step> stepFor(Launcher l, String command) {
    for (Step s : l.instead().values()) {
      if (setters.get(s.variable()).matcher(command).find()) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  private static final class BuiltIn {
    static final LauncherVariables TABLE = BuiltInTable.read(NAME, LauncherVariables::read);
  }

  /**
   * The shipped table.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static LauncherVariables builtIn() {
    return BuiltIn.TABLE;
  }

  /** The launchers, in the file's order. */
  public List<Launcher> launchers() {
    return launchers;
  }

  /**
   * The first launcher (in the file's order) one of whose texts is part of one of {@code lines}; a text that begins
   * with a letter or digit only where no letter or digit comes before it (a program's name: {@code srun: error: } is
   * srun's prefix, not the tail of msrun's {@code msrun: error: }).
   */
  public Optional<Launcher> shownBy(Iterable<String> lines) {
    int first = launchers.size();
    for (String line : lines) {
      first = shown.lowestShown(line, first);
      if (first == 0) {
        break;
      }
    }
    return first < launchers.size() ? Optional.of(launchers.get(first)) : Optional.empty();
  }

  /**
   * Reads the table; every problem names the file, the JSON path and the reason.
   *
   * @throws CodeCatalogException listing the problems when the table is invalid
   */
  static LauncherVariables read(JsonNode root, String label) {
    List<String> problems = new ArrayList<>();
    List<Launcher> out = new ArrayList<>();
    if (root == null || !root.isObject()) {
      throw new CodeCatalogException(List.of(label + ": $: must be a JSON object {about, launchers}"));
    }
    HdkRequirements.unknown(root, TOP, label + ": $", problems);
    JsonNode list = root.get("launchers");
    if (list == null || !list.isArray() || list.isEmpty()) {
      problems.add(label + ": $.launchers: must be a non-empty array");
    } else {
      Set<String> ids = new java.util.HashSet<>();
      for (int i = 0; i < list.size(); i++) {
        String path = label + ": $.launchers[" + i + "]";
        launcher(list.get(i), path, problems).ifPresent(l -> {
          if (!ids.add(l.id())) {
            problems.add(path + ".id: '" + l.id() + "' twice");
          }
          out.add(l);
        });
      }
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new LauncherVariables(out);
  }

  private static Optional<Launcher> launcher(JsonNode e, String path, List<String> problems) {
    if (e == null || !e.isObject()) {
      problems.add(path + ": must be an object {id, shows, source, instead, passes}");
      return Optional.empty();
    }
    int before = problems.size();
    HdkRequirements.unknown(e, LAUNCHER, path, problems);
    String id = matching(e, "id", ID, path, problems);
    String source = matching(e, "source", SOURCE, path, problems);
    List<String> shows = new ArrayList<>();
    JsonNode s = e.get("shows");
    if (s == null || !s.isArray() || s.isEmpty()) {
      problems.add(path + ".shows: must be a non-empty array of texts");
    } else {
      for (int i = 0; i < s.size(); i++) {
        if (!s.get(i).isTextual() || s.get(i).textValue().strip().length() < 5) {
          problems.add(path + ".shows[" + i + "]: must be a text of at least 5 characters (a shorter one shows in unrelated lines)");
        } else {
          shows.add(s.get(i).textValue());
        }
      }
    }
    Map<String, Step> instead = new LinkedHashMap<>();
    JsonNode in = e.get("instead");
    List<Way> passes = LauncherWays.read(e.get("passes"), path + ".passes", problems);
    if (in == null) { // a launcher that reads every variable says only how it carries them
      if (e.get("passes") == null) {
        problems.add(path + ": must have instead (the steps of the variables it does not read) or passes (how it carries the others)");
      }
    } else if (!in.isArray() || in.isEmpty()) {
      problems.add(path + ".instead: must be a non-empty array {variable, command, explanation, source} when given");
    } else {
      for (int i = 0; i < in.size(); i++) {
        String p = path + ".instead[" + i + "]";
        JsonNode x = in.get(i);
        if (x == null || !x.isObject()) {
          problems.add(p + ": must be an object {variable, command, explanation, source}");
          continue;
        }
        HdkRequirements.unknown(x, STEP, p, problems);
        String variable = matching(x, "variable", VARIABLE, p, problems);
        String command = matching(x, "command", Pattern.compile("\\S.{0,400}"), p, problems);
        String explanation = matching(x, "explanation", Pattern.compile("\\S.{19,1200}"), p, problems);
        String src = matching(x, "source", SOURCE, p, problems);
        if (variable != null && command != null && command.contains(variable)) {
          problems.add(p + ".command: names " + variable + ", the variable this launcher does not read");
        } else if (variable != null && command != null && explanation != null && src != null
            && instead.putIfAbsent(variable, new Step(variable, command, explanation, src)) != null) {
          problems.add(p + ".variable: " + variable + " twice");
        }
      }
    }
    return problems.size() == before ? Optional.of(new Launcher(id, shows, instead, passes, source)) : Optional.empty();
  }

  /** The field's text when it matches {@code form} whole; else null and a problem. */
  private static String matching(JsonNode e, String field, Pattern form, String path, List<String> problems) {
    JsonNode v = e.get(field);
    if (v == null || !v.isTextual() || !form.matcher(v.textValue()).matches()) {
      problems.add(path + "." + field + ": must be text of the form " + form.pattern());
      return null;
    }
    return v.textValue();
  }
}
