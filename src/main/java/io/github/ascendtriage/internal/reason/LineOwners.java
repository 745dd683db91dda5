package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which clues own the lines they were seen on, and what that makes of the other clues there (split
 * from {@link Clues}). Stateless and thread-safe.
 */
final class LineOwners {
  private LineOwners() {}

  /**
   * A line that holds a code, a symptom or a fault outside the ladder is explained by that clue:
   * the words a component rule found on it are only its context. So {@code HCCL_BUFFSIZE} on a
   * "should be positive" line is the subject of an invalid setting, {@code socket} on an EI0006
   * line is part of a socket-wait symptom, {@code local_rank} on a launcher's failure summary part
   * of the wrapper, and {@code dtype} on an out-of-memory line part of that fault. Two exceptions:
   * a component named only on lines of API wrappers is the call that failed (a wrapper of its
   * layer), and one named only on lines of symptoms of a higher layer is the reason they report (a
   * heartbeat that says {@code ROCE CQE ERROR}) and stays a fault.
   */
  static List<Clue> apply(List<Clue> clues, Reasoning r) {
    Map<Evidence, List<Clue>> owners = new java.util.HashMap<>(); // the decisive clues of each line
    for (Clue c : clues) {
      if (decisive(c, r)) {
        c.evidence().forEach(e -> owners.computeIfAbsent(e, k -> new ArrayList<>()).add(c));
      }
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      if (!decisive(c, r) && c.role() == Role.FAULT && owners.keySet().containsAll(c.evidence())) {
        boolean onlyCalls = c.evidence().stream().allMatch(e -> owners.get(e).stream().allMatch(o -> namesCall(o, r)));
        if (c.layer().isPresent() && c.evidence().stream().allMatch(e -> reportsBelow(owners.get(e), c.layer().get()))) {
          out.add(c); // a symptom that names a component below its own layer gives that failure as its reason
        } else if (onlyCalls && !c.layer().equals(Optional.of(Layer.SCRIPT))) {
          // an API wrapper repeats that a call failed; the component it names is the call, the stage it
          // failed in. Script words on such a line describe the call's arguments (a device string, a
          // tensor), not a failure of the script: they stay context
          out.add(c.demoted(Role.WRAPPER, "named by a wrapper line: the call that failed"));
        } else {
          out.add(c.demoted(Role.CONTEXT, "its lines are explained by a code, a symptom or an outside fault on them"));
        }
      } else {
        out.add(c);
      }
    }
    return out;
  }

  /**
   * Codes, symptoms, wrappers, outside faults and the faults of rules that own their lines (an
   * invalid or missing setting: the component named beside it is its subject) explain their lines.
   */
  private static boolean decisive(Clue c, Reasoning r) {
    return c.rule().startsWith(Clues.CATALOG) || c.role() == Role.SYMPTOM || c.role() == Role.WRAPPER || c.role() == Role.OUTSIDE
        || (c.role() == Role.FAULT && r.ownsLine(c.rule()));
  }

  /** Every owner of a line is a symptom of a layer above {@code l}. */
  private static boolean reportsBelow(List<Clue> owners, Layer l) {
    return owners.stream().allMatch(o -> o.role() == Role.SYMPTOM && o.layer().isPresent()
        && o.layer().get().ordinal() > l.ordinal());
  }

  /** A wrapper that names the failed call: a return status passed up, or a rule that says so. */
  private static boolean namesCall(Clue c, Reasoning r) {
    return c.role() == Role.WRAPPER && (c.rule().startsWith(Clues.CATALOG) || r.namesCall(c.rule()));
  }
}
