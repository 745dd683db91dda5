package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;

/**
 * One step of a fix: a command to run and why.
 *
 * @param command the command, with placeholders filled from the log where it gave a value; a
 *     placeholder without a value stays in the text as {@code {name}}; never null
 * @param explanation what the step does and why; never null
 * @param unfilled the placeholders left in {@code command} because the log had no value for
 *     them (empty when the step is complete); never null
 *     <p>Immutable and thread-safe.
 */
public record RemediationStep(String command, String explanation, List<String> unfilled) {
  public RemediationStep {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(explanation, "explanation");
    unfilled = List.copyOf(unfilled);
  }

  /** True when every placeholder of the step was filled from the log. */
  public boolean complete() {
    return unfilled.isEmpty();
  }
}
