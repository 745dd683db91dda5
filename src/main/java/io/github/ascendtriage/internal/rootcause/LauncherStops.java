package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A launcher's record that it stopped a worker: torchrun's failure summary entry {@code exitcode : -15 (pid: P)}
 * or its {@code Signal 15 (SIGTERM) received by PID P}, for a stop request (SIGTERM, SIGINT, SIGHUP), which the
 * agent sends to the other workers once one failed (pytorch v2.5.1 torch/distributed/elastic/multiprocessing/
 * api.py, {@code _close}; docs/log-formats.md 9.4: such ranks were stopped by the agent). The line is the
 * launcher's, about the worker: it is no report of the worker's own. A node whose only events are such records
 * reported nothing itself (silent33: {@link Members#silent}; hcclug_000059 and troubleshooting_0110: the rank that
 * did not report the timeout is the one to check). A SIGKILL is not read as a stop here: the kernel's OOM killer
 * sends it too. Stateless.
 */
final class LauncherStops {
  private static final Pattern EXIT = Pattern.compile("exitcode\\s{0,8}:\\s{0,8}-(\\d{1,3}) \\(pid: (\\d{1,10})\\)");
  private static final Pattern SIGNAL = Pattern.compile("Signal (\\d{1,3}) \\(SIG[A-Z]{2,8}\\) received by PID (\\d{1,10})");

  private LauncherStops() {}

  /** True when {@code n} has events and each is its launcher's record of stopping it. */
  static boolean only(WaitGraph.Node n) {
    return !n.events.isEmpty() && n.events.stream().allMatch(e -> stop(e, n.pid));
  }

  /**
   * True when {@code e} is a launcher's record that it stopped process {@code pid} (any pid when null) with a
   * stop request.
   */
  static boolean stop(ErrorEvent e, String pid) {
    if (e.kind() != EventKind.CASCADE) {
      return false;
    }
    String t = e.evidence().text();
    Matcher m = EXIT.matcher(t);
    if (!m.find()) {
      m = SIGNAL.matcher(t);
      if (!m.find()) {
        return false;
      }
    }
    int signal = Integer.parseInt(m.group(1));
    // SIGHUP 1, SIGINT 2, SIGTERM 15 (Linux numbering, as torchrun prints -N)
    return (signal == 1 || signal == 2 || signal == 15) && (pid == null || pid.equals(m.group(2)));
  }
}
