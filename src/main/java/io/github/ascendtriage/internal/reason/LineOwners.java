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
   * heartbeat that says {@code ROCE CQE ERROR}) and stays a fault. A call named on a wrapper line
   * that also carries the call's result, a code whose catalogue record gives a layer below the script
   * (HcclResult 14 HCCL_E_ROCE_TRANSFER: network), counts for that layer: the call says where it
   * failed, its result what failed. A generic result (a catalogue symptom such as 4 HCCL_E_INTERNAL)
   * or a refused argument (1 HCCL_E_PARA) leaves the call its own layer.
   *
   * @param layeredResult true for the clue of a returned status whose catalogue record gives a layer
   */
  static List<Clue> apply(List<Clue> clues, Reasoning r, java.util.function.Predicate<Clue> layeredResult) {
    Map<Evidence, List<Clue>> owners = new java.util.HashMap<>(); // the decisive clues of each line
    for (Clue c : clues) {
      if (decisive(c, r)) {
        c.evidence().forEach(e -> owners.computeIfAbsent(e, k -> new ArrayList<>()).add(c));
      }
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      if (r.ownsLine(c.rule()) && refusalOnOutsideReport(c, owners)) {
        out.add(c.demoted(Role.CONTEXT, "on the report of a fault outside the ladder: its words describe that fault, not a setting"));
      } else if (!decisive(c, r) && c.role() == Role.FAULT && owners.keySet().containsAll(c.evidence())) {
        boolean onlyCalls = c.evidence().stream().allMatch(e -> owners.get(e).stream().allMatch(o -> namesCall(o, r)));
        if (c.layer().isPresent() && c.evidence().stream().allMatch(e -> reportsBelow(owners.get(e), c.layer().get()))) {
          out.add(c); // a symptom that names a component below its own layer gives that failure as its reason
        } else if (onlyCalls && !c.layer().equals(Optional.of(Layer.SCRIPT))) {
          // an API wrapper repeats that a call failed; the component it names is the call, the stage it
          // failed in. Script words on such a line describe the call's arguments (a device string, a
          // tensor), not a failure of the script: they stay context
          Clue call = c.demoted(Role.WRAPPER, "named by a wrapper line: the call that failed");
          Optional<Layer> result = resultLayer(c, owners, layeredResult, r);
          out.add(result.isEmpty() ? call
              : call.placed(result.get(), "the call's result on its line names what failed, the call only where"));
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
   * fr40: a script rule that owns its line (a refused setting or argument: {@code out of range}, {@code invalid
   * value}) seen only on lines that report a fault outside the ladder. Such a line is the failing component's own
   * account of what it did: the runtime's AI Core error report quotes the core's error table ({@code errorStr: The
   * DDR address of the MTE instruction is out of range}, hicann/runtime device_error_core_proc.cc; the message
   * EZ2001 Execution_Error, filed under Operator Errors in the runtime's error_code.json). The refusal words describe
   * that fault, not a value the job set, as script words on an API wrapper's line describe the call's arguments.
   * A lower layer's rule on such a line (an SDMA task of the device, a communication kernel) names what failed and
   * keeps its role.
   */
  private static boolean refusalOnOutsideReport(Clue c, Map<Evidence, List<Clue>> owners) {
    return c.role() == Role.FAULT && c.layer().equals(Optional.of(Layer.SCRIPT)) && !c.evidence().isEmpty()
        && c.evidence().stream().allMatch(e -> owners.getOrDefault(e, List.of()).stream().anyMatch(o -> o.role() == Role.OUTSIDE));
  }

  /**
   * Codes, symptoms, wrappers, outside faults and the faults of rules that own their lines (an
   * invalid or missing setting: the component named beside it is its subject) explain their lines.
   */
  private static boolean decisive(Clue c, Reasoning r) {
    return c.rule().startsWith(Clues.CATALOG) || c.role() == Role.SYMPTOM || c.role() == Role.WRAPPER || c.role() == Role.OUTSIDE
        || (c.role() == Role.FAULT && r.ownsLine(c.rule()));
  }

  /**
   * The one layer that the returned statuses with a layer of their own give on every line of {@code
   * c}, each line an API wrapper's (a rule that names the call, such as torch_npu's {@code HCCL
   * function error}); empty when a line has none or the lines disagree. On a line of HCCL's own whose
   * only owner is the status ({@code rdma init fail ... ret[7]}) the component words name what failed
   * and keep their layer.
   */
  private static Optional<Layer> resultLayer(Clue c, Map<Evidence, List<Clue>> owners,
      java.util.function.Predicate<Clue> layeredResult, Reasoning r) {
    java.util.Set<Layer> layers = java.util.EnumSet.noneOf(Layer.class);
    for (Evidence e : c.evidence()) {
      List<Clue> own = owners.get(e);
      List<Layer> here = own.stream().filter(layeredResult).flatMap(o -> o.layer().stream()).distinct().toList();
      if (here.size() != 1 || own.stream().noneMatch(o -> !o.rule().startsWith(Clues.CATALOG) && r.namesCall(o.rule()))) {
        return Optional.empty();
      }
      layers.add(here.get(0));
    }
    return layers.size() == 1 ? Optional.of(layers.iterator().next()) : Optional.empty();
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
