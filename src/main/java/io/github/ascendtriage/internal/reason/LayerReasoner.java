package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.ErrnoTable;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.match.LayerHints;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The layer the evidence points to when no case is confident, found the way the lesson teaches:
 * which component failed first and on its own, at which stage, and which errors only wait on or
 * wrap a failure below them. Every token becomes a {@link Clue} (see {@link Clues}); a fault
 * counts fully for its layer, the first fault a little more, a symptom a little for its layer, and
 * faults outside the ladder (memory exhaustion, operator faults) count against every layer. The
 * heaviest layer is the answer when it reaches the minimum weight and outweighs the outside
 * evidence; ties go to the lower layer of the ladder. An API wrapper that names no layer, alone,
 * takes the layer of the input's context (what the job set up). A log from another platform (GPU,
 * another vendor's HCCL) is {@code unknown} unless a component that works the same on every
 * platform ({@code anyPlatform} rules) failed there. A phase that failed first makes the link-setup
 * faults after it its cascade ({@link PhaseOrder}). All weights are data ({@code casebase/reasoning.json}).
 * Stateless and thread-safe.
 */
public final class LayerReasoner {
  private LayerReasoner() {}

  /**
   * The answer.
   *
   * @param layer the layer, or UNKNOWN
   * @param raw the strength before calibration: the answer's share of all weight, damped when the
   *     weight is small; 0 for UNKNOWN
   * @param confidence {@code raw} through the reasoning's confidence mapping; 0 for UNKNOWN
   * @param stage the stage of the first clue of the answered layer whose rule names one
   * @param clues every clue, in input order
   * @param foreign true when the log is from another platform
   * @param scores the weight of each layer
   * @param outside the weight of the faults outside the ladder
   */
  public record Answer(
      Layer layer, double raw, double confidence, Optional<String> stage, List<Clue> clues, boolean foreign,
      Map<Layer, Double> scores, double outside) {
    public Answer {
      clues = List.copyOf(clues);
      scores = Map.copyOf(scores);
    }

    /** The clues behind the answer: the faults and symptoms of its layer, first first. */
    public List<Clue> support() {
      return clues.stream().filter(c -> c.layer().equals(Optional.of(layer)) && c.role() != Role.CONTEXT).toList();
    }
  }

  /**
   * Reasons over {@code f}.
   *
   * @param explainedAway tokens a known look-alike explains (they are no clue)
   */
  public static Answer reason(FeatureSet f, Knowledge k, Reasoning r, CodeCatalog catalog, Set<String> explainedAway) {
    List<Clue> clues = ErrnoSupport.apply(Clues.of(f, k, r, catalog, explainedAway), f, r, ErrnoTable.builtIn());
    if (LayerHints.foreignPlatform(k, f)) {
      // another platform's log: only a component that works the same on every platform (the host
      // network under Gloo) may still answer, from its own faults
      List<Clue> common = clues.stream().filter(c -> r.anyPlatform(c.rule())).toList();
      if (common.stream().noneMatch(c -> c.role() == Role.FAULT)) {
        return new Answer(Layer.UNKNOWN, 0, 0, Optional.empty(), clues, true, Map.of(), 0);
      }
      clues = common;
    }
    clues = EarlierFailure.apply(clues, r); // a process's own error before the others wait: the waits are its cascade
    clues = PhaseOrder.apply(clues, r); // a launch check or a failed network probe: the link-setup faults after it wait on it
    Reasoning.Weights w = r.weights();
    Map<Layer, Double> scores = new EnumMap<>(Layer.class);
    Map<Layer, Double> symptoms = new EnumMap<>(Layer.class);
    double outside = 0;
    boolean first = true;
    for (Clue c : clues) {
      double v = w.of(c.role());
      if (c.role() == Role.OUTSIDE) {
        outside += v;
        first = false; // a fault outside the ladder came first: what follows may be its cascade
        continue;
      }
      if (c.role() == Role.FAULT && first) {
        v += w.firstFault();
        first = false;
      }
      if (c.layer().isPresent()) {
        scores.merge(c.layer().get(), v, Double::sum);
        if (c.role() == Role.SYMPTOM || c.role() == Role.WRAPPER) {
          symptoms.merge(c.layer().get(), v, Double::sum);
        }
      }
    }
    Layer best = Layer.UNKNOWN;
    double bestV = 0;
    double total = outside;
    for (Layer l : Layer.values()) { // ladder order: ties go to the lower layer
      double v = scores.getOrDefault(l, 0.0);
      total += v;
      if (v > bestV) {
        best = l;
        bestV = v;
      }
    }
    List<Clue> failing = clues.stream().filter(c -> c.role() != Role.CONTEXT).toList();
    if (bestV > 0 && bestV < w.minimum() && !failing.isEmpty() && failing.stream().allMatch(c -> bareCallWrapper(c, r))) {
      // All that failed is an API wrapper that names no layer and no code (an Inner Error): the stage
      // the job was in is told by what it set up, the heaviest layer of the context (an Inner Error
      // on a rank-table launch is link setup, lesson 7.2). The wrappers count there as symptoms do.
      Layer at = best;
      List<Clue> placed = new java.util.ArrayList<>(clues.size());
      for (Clue c : clues) {
        if (bareCallWrapper(c, r)) {
          placed.add(c.placed(at, "names no layer; the job's own setup is at " + at.id()));
          double v = w.of(Role.WRAPPER);
          symptoms.merge(at, v, Double::sum);
          scores.merge(at, v, Double::sum);
          bestV += v;
          total += v;
        } else {
          placed.add(c);
        }
      }
      clues = placed;
    }
    boolean symptomsOnly = bestV < w.minimum() && outside == 0 && best != Layer.UNKNOWN
        && symptoms.getOrDefault(best, 0.0) >= w.symptomsOnly();
    if ((bestV < w.minimum() && !symptomsOnly) || outside >= bestV) {
      return new Answer(Layer.UNKNOWN, 0, 0, Optional.empty(), clues, false, scores, outside);
    }
    double raw = bestV / total * (1 - Math.exp(-bestV));
    Layer answer = best;
    // a code names no stage; the component words of its layer (often on the same line) do
    Optional<String> stage = clues.stream()
        .filter(c -> c.role() != Role.OUTSIDE && c.layer().equals(Optional.of(answer)) && c.stage().isPresent())
        .findFirst().flatMap(Clue::stage);
    return new Answer(best, round(raw), round(r.confidence().confidence(raw)), stage, clues, false, scores, outside);
  }

  /**
   * True when a token of {@code type} with {@code key} may be a clue of {@link #reason} (a rule of
   * the reasoning, a catalogued code of its family, a layer hint): a token for which this is false
   * never changes the answer, whatever its evidence.
   */
  public static boolean reads(FeatureType type, String value, String key, Knowledge k, Reasoning r, CodeCatalog catalog) {
    return Clues.mayBeClue(type, value, key, k, r, catalog);
  }

  /**
   * lag37: {@code a}, an answer of no layer, with {@code first} added as the first fault of the input (a fault the
   * root-cause analysis read from the relation between processes, not from one line: the root lagged behind the
   * others). Weighed as {@link #reason} weighs a first fault among the clues {@code a} already scored; {@code a}
   * unchanged when it has a layer or {@code first} has none, or when the clues outside the ladder outweigh it.
   */
  public static Answer withFirstFault(Answer a, Clue first, Reasoning r) {
    if (a.layer() != Layer.UNKNOWN || a.foreign() || first.layer().isEmpty() || first.role() != Role.FAULT) {
      return a;
    }
    Layer at = first.layer().get();
    double v = r.weights().of(Role.FAULT) + r.weights().firstFault();
    Map<Layer, Double> scores = new EnumMap<>(Layer.class);
    scores.putAll(a.scores());
    double total = a.outside() + v + scores.values().stream().mapToDouble(Double::doubleValue).sum();
    double bestV = scores.merge(at, v, Double::sum);
    if (a.outside() >= bestV || scores.values().stream().anyMatch(x -> x > bestV)) {
      return a;
    }
    List<Clue> clues = new java.util.ArrayList<>(a.clues().size() + 1);
    clues.add(first);
    clues.addAll(a.clues());
    double raw = bestV / total * (1 - Math.exp(-bestV));
    return new Answer(at, round(raw), round(r.confidence().confidence(raw)), first.stage(), clues, false, scores, a.outside());
  }

  /** A wrapper rule's clue that names the failed call but no layer and no catalogued code. */
  private static boolean bareCallWrapper(Clue c, Reasoning r) {
    return c.role() == Role.WRAPPER && c.layer().isEmpty() && c.code().isEmpty() && r.namesCall(c.rule());
  }

  private static double round(double d) {
    return Math.round(d * 1000.0) / 1000.0;
  }
}
