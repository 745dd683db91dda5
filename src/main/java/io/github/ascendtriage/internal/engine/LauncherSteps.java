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

/**
 * The fix in the words of the job's launcher: a step that sets a variable the launcher the input
 * shows does not read ({@code export GLOO_SOCKET_IFNAME=...} under Horovod, whose Gloo binds {@code
 * HOROVOD_GLOO_IFACE}) is given as that launcher's own step ({@link LauncherVariables}), keeping
 * where the step came from. A launcher is shown by one of its texts on a line that carried a fact
 * (a frame of its package, its command); with none shown, or a launcher that reads every variable
 * the fix sets, the fix is unchanged. Stateless and thread-safe.
 */
final class LauncherSteps {
  private LauncherSteps() {}

  /** {@code fix} with each step that sets a variable the shown launcher does not read replaced by the launcher's step. */
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
        out.putIfAbsent(s.command(), s);
      }
    }
    return changed ? new ArrayList<>(out.values()) : fix;
  }
}
