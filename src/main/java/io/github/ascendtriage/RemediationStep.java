package io.github.ascendtriage;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One step of a fix: a command to run and why.
 *
 * @param command the command, with placeholders filled from the log where it gave a value; a
 *     placeholder without a value stays in the text as {@code {name}}; never null
 * @param explanation what the step does and why; never null
 * @param unfilled the placeholders left in {@code command} because the log had no value for
 *     them or its value was refused (empty when the step is complete); never null
 * @param unfilledReasons why each unfilled placeholder of a diagnosis was left, by name: not in
 *     the log, or the log's value was refused (not of the placeholder's class, such as a NIC name
 *     holding shell characters); empty for the unfilled templates of a case shown for browsing;
 *     never null
 *     <p>Immutable and thread-safe.
 */
public record RemediationStep(String command, String explanation, List<String> unfilled, Map<String, String> unfilledReasons) {
  public RemediationStep {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(explanation, "explanation");
    unfilled = List.copyOf(unfilled);
    unfilledReasons = Collections.unmodifiableMap(new LinkedHashMap<>(unfilledReasons));
  }

  /** A step without reasons (the templates of a case, for browsing). */
  public RemediationStep(String command, String explanation, List<String> unfilled) {
    this(command, explanation, unfilled, Map.of());
  }

  /** True when every placeholder of the step was filled from the log. */
  public boolean complete() {
    return unfilled.isEmpty();
  }
}
