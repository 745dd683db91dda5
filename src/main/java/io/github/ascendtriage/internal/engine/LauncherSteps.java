package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.codes.LauncherVariables;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fix in the words of the job's launcher: a step that sets a variable the launcher the input
 * shows does not read ({@code export GLOO_SOCKET_IFNAME=...} under Horovod, whose Gloo binds {@code
 * HOROVOD_GLOO_IFACE}) is given as that launcher's own step ({@link LauncherVariables}), keeping
 * where the step came from. A launcher is shown by one of its texts on a line that carried a fact
 * (a frame of its package, its command); with none shown, or a launcher that reads every variable
 * the fix sets, the fix is unchanged. A step that only exports literal values ({@code export
 * HCCL_CONNECT_TIMEOUT=600}) is given, one variable a step, in the form the launcher's way for that
 * variable names ({@link LauncherVariables.Way}): a line of {@code ~/.deepspeed_env} under DeepSpeed,
 * {@code mpirun -x} under Open MPI, the shell that starts torchrun on every node; the step keeps its
 * explanation, what stayed unfilled and where it came from. A value holding a shell character ({@code
 * $}, a quote, a separator) is not moved into another command: that step stays as it is. Stateless
 * and thread-safe.
 */
final class LauncherSteps {
  private LauncherSteps() {}

  /** One value: a placeholder ({@code <free port>}, {@code {nic}}) or plain characters, never a shell character. */
  private static final String VALUE = "(?:<[^<>'\"`$;&|\\\\]*>|\\{[\\w+.-]+\\}|[A-Za-z0-9_.,:/@%+=-])+";
  /** A step that only exports literal values: {@code export A=v [B=w ...]}, nothing before or after. */
  private static final Pattern EXPORTS = Pattern.compile("export((?:\\s+[A-Z][A-Z0-9_]*=" + VALUE + ")+)\\s*");
  private static final Pattern ASSIGNMENT = Pattern.compile("([A-Z][A-Z0-9_]*)=(" + VALUE + ")");

  /**
   * {@code fix} with each step that sets a variable the shown launcher does not read replaced by the launcher's
   * step, and each step that only exports literal values given in the launcher's ways ({@link #carried}).
   */
  static List<FixStep> adapt(List<FixStep> fix, List<Feature> features, LauncherVariables table) {
    if (fix.isEmpty()) {
      return fix;
    }
    Set<String> lines = new LinkedHashSet<>();
    for (Feature f : features) {
      lines.add(f.evidence().text());
    }
    Optional<LauncherVariables.Launcher> shown = table.shownBy(lines);
    if (shown.isEmpty()) {
      return fix;
    }
    Map<String, FixStep> out = new LinkedHashMap<>(); // by command: a step said once
    boolean changed = false;
    for (FixStep s : fix) {
      Optional<LauncherVariables.Step> own = table.stepFor(shown.get(), s.command());
      if (own.isPresent()) {
        changed = true;
        RemediationStep r = new RemediationStep(own.get().command(), own.get().explanation(), List.of());
        out.putIfAbsent(r.command(), new FixStep(r, s.origin(), s.ref(), s.similarity(), s.host()));
      } else {
        List<FixStep> carried = carried(s, shown.get());
        changed |= carried.size() != 1 || carried.get(0) != s;
        carried.forEach(c -> out.putIfAbsent(c.command(), c));
      }
    }
    return changed ? new ArrayList<>(out.values()) : fix;
  }

  /**
   * {@code s} in the launcher's ways, one step a variable, when it only exports literal values and the
   * launcher has a way for each; else {@code s} alone.
   */
  static List<FixStep> carried(FixStep s, LauncherVariables.Launcher launcher) {
    Matcher whole = EXPORTS.matcher(s.command());
    if (launcher.passes().isEmpty() || !whole.matches()) {
      return List.of(s);
    }
    List<FixStep> out = new ArrayList<>();
    Matcher a = ASSIGNMENT.matcher(whole.group(1));
    while (a.find()) {
      Optional<LauncherVariables.Way> way = launcher.wayFor(a.group(1));
      if (way.isEmpty()) {
        return List.of(s);
      }
      String command = way.get().commandFor(a.group(1), a.group(2));
      List<String> unfilled = s.step().unfilled().stream().filter(n -> command.contains("{" + n + "}")).toList();
      Map<String, String> reasons = new LinkedHashMap<>(s.step().unfilledReasons());
      reasons.keySet().retainAll(unfilled);
      RemediationStep r = new RemediationStep(command, s.step().explanation(), unfilled, reasons);
      out.add(new FixStep(r, s.origin(), s.ref(), s.similarity(), s.host()));
    }
    return out.isEmpty() ? List.of(s) : out;
  }
}
