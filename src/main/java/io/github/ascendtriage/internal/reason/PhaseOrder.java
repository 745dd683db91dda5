package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The order in which a multi-card job comes up, read back from the faults: a phase that failed
 * first leaves the phases after it waiting, and their timeouts are its cascade, not a second
 * fault. Two orders are named by the sources:
 *
 * <ul>
 *   <li>the launcher's and the framework's own checks (a launcher not installed, a variable not
 *       exported, an argument refused, a count of processes that does not add up) run before the
 *       rendezvous and before any link: a process that failed its check never reaches them, so
 *       the rendezvous and link-setup failures of the others wait on it (MindSpore's {@code init}
 *       runs {@code _check_parallel_envs} before {@code init_hccl},
 *       mindspore-ai/mindspore@a75716fe:mindspore/python/mindspore/communication/management.py);
 *   <li>the NPU network is below link setup on the ladder: when hccn_tool's own probe reports a
 *       port unhealthy ({@code net_health} not Success, a ping that loses packets), a link that
 *       times out over that port waits on it (lesson §7.1: the network layer is checked first,
 *       and when it fails nothing above it is; topic_0000002230003537).
 * </ul>
 *
 * <p>A check is a fault of a script rule of stage {@code environment} or {@code process-group}
 * that owns its line (its message is the check's own); a probe is a network fault read from a
 * tool's status ({@code tool-status:} tokens). When either is seen, every fault of link setup
 * becomes a symptom of its layer: it still counts a little there, as a wait does, and the phase
 * below decides. Nothing else changes. Stateless.
 */
final class PhaseOrder {
  private PhaseOrder() {}

  /** What the demoted link-setup faults cite. */
  static final String SOURCES = "lesson §7.1 (network, then link setup, then the script's set-up, each before the next)";

  private static final String TOOL_STATUS = "tool-status:";

  static List<Clue> apply(List<Clue> clues, Reasoning r) {
    Optional<String> because = Optional.empty();
    for (Clue c : clues) {
      if (c.role() != Role.FAULT) {
        continue;
      }
      if (probe(c)) {
        because = Optional.of("waits on the NPU network that hccn_tool reports unhealthy: " + c.key());
        break;
      }
      if (because.isEmpty() && check(c, r)) {
        because = Optional.of("a launch check failed before any rendezvous or link (" + c.rule() + ")");
      }
    }
    if (because.isEmpty()) {
      return clues;
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      boolean link = c.role() == Role.FAULT && c.layer().equals(Optional.of(Layer.LINK_SETUP));
      out.add(link ? c.demoted(Role.SYMPTOM, because.get() + "; " + SOURCES) : c);
    }
    return out;
  }

  /** A network fault that hccn_tool's probe of a port reports. */
  private static boolean probe(Clue c) {
    return c.layer().equals(Optional.of(Layer.NETWORK)) && c.key().startsWith(TOOL_STATUS);
  }

  /** A launcher's or framework's check: a script fault before the links, whose message is the check's own. */
  private static boolean check(Clue c, Reasoning r) {
    return c.layer().equals(Optional.of(Layer.SCRIPT)) && r.ownsLine(c.rule())
        && c.stage().filter(s -> s.equals("environment") || s.equals("process-group")).isPresent();
  }
}
