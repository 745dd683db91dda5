package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How the layer was found when no known case was confident: the evidence lines read bottom up,
 * each with the rule that classified it.
 *
 * @param layer the layer the reasoning answers, or {@link Layer#UNKNOWN}; never null
 * @param confidence how often an answer this strong was right on failures the case base had not
 *     seen (calibrated on the leave-case-out run); 0 for {@code unknown}
 * @param stage the stage of the job the first fault belongs to ({@code environment}, {@code
 *     device-open}, {@code process-group}, {@code link-setup}, {@code first-collective}, {@code
 *     steady-state}), when known
 * @param steps the clues behind the answer first (faults and symptoms of the answered layer), then
 *     the others, at most {@link #MAX_STEPS}; never null
 * @param summary one sentence saying why; never null
 *     <p>Immutable and thread-safe.
 */
public record LayerReasoning(Layer layer, double confidence, Optional<String> stage, List<ReasoningStep> steps, String summary) {
  /** At most this many steps are kept. */
  public static final int MAX_STEPS = 12;

  public LayerReasoning {
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(stage, "stage");
    steps = List.copyOf(steps);
    Objects.requireNonNull(summary, "summary");
  }
}
