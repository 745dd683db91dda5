package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The public view of a reasoner answer: the steps (support first, then the other clues that were
 * not mere context), the summary sentence, and the code that supports the answer. Stateless and
 * thread-safe.
 */
final class ReasoningView {
  private ReasoningView() {}

  static LayerReasoning of(LayerReasoner.Answer a) {
    Set<Clue> shown = new LinkedHashSet<>(a.support());
    for (Clue c : a.clues()) {
      if (c.role() != Role.CONTEXT) {
        shown.add(c);
      }
    }
    List<ReasoningStep> steps = new ArrayList<>();
    for (Clue c : shown) {
      if (steps.size() == LayerReasoning.MAX_STEPS) {
        break;
      }
      steps.add(new ReasoningStep(c.first(), c.key(), c.layer().orElse(Layer.UNKNOWN), c.role().id(), c.rule(), c.why()));
    }
    return new LayerReasoning(a.layer(), a.confidence(), a.stage(), steps, summary(a));
  }

  /**
   * As {@link #of(LayerReasoner.Answer)}, its summary saying first when the scanner read a source of
   * {@code f} as a person's quote rather than a log ({@code Setting.QUOTED}): its lines were then read
   * as failure text where they carry a message the knowledge knows.
   */
  static LayerReasoning of(LayerReasoner.Answer a, io.github.ascendtriage.internal.extract.collect.FeatureSet f) {
    LayerReasoning v = of(a);
    for (var e : f.sources().entrySet()) {
      String lines = e.getValue().settings().get(io.github.ascendtriage.internal.extract.facts.Setting.QUOTED);
      if (lines != null) {
        String quote = "read " + e.getKey() + " as a quote, not a log (" + lines + (lines.equals("1") ? " line" : " lines")
            + " with no log header, level or time): a line carrying a known message counts as failure text; ";
        return new LayerReasoning(v.layer(), v.confidence(), v.stage(), v.steps(), quote + v.summary());
      }
    }
    return v;
  }

  /** The first catalogued code among the answer's faults (then its symptoms), as an index into the codes. */
  static OptionalInt supportingCode(LayerReasoner.Answer a) {
    for (Role role : new Role[] {Role.FAULT, Role.SYMPTOM, Role.WRAPPER}) {
      for (Clue c : a.support()) {
        if (c.role() == role && c.code().isPresent()) {
          return c.code();
        }
      }
    }
    return OptionalInt.empty();
  }

  private static String summary(LayerReasoner.Answer a) {
    if (a.foreign()) {
      return "the log is from another platform (a GPU stack or another vendor's HCCL) with no Ascend marker: no Ascend layer is claimed";
    }
    if (a.layer() == Layer.UNKNOWN) {
      if (a.outside() > 0) {
        return "the failure is outside the communication ladder (memory exhaustion, an operator or compile fault); no layer is claimed";
      }
      return a.clues().isEmpty()
          ? "no line of the input points at a layer"
          : "no component is seen failing on its own; start the ladder from the bottom";
    }
    long faults = a.support().stream().filter(c -> c.role() == Role.FAULT).count();
    long symptoms = a.support().stream().filter(c -> c.role() == Role.SYMPTOM || c.role() == Role.WRAPPER).count();
    String what = faults > 0
        ? faults + (faults == 1 ? " fault" : " faults") + " of the " + a.layer().id() + " layer"
        : "only symptoms that name the " + a.layer().id() + " layer";
    String stage = a.stage().map(s -> ", first at the " + s + " stage").orElse("");
    String also = faults > 0 && symptoms > 0 ? " and " + symptoms + " symptom" + (symptoms == 1 ? "" : "s") : "";
    return String.format(Locale.ROOT, "no known case matched; the evidence shows %s%s%s", what, also, stage);
  }
}
