package io.github.ascendtriage;

import java.util.Objects;

/**
 * One line of the layer reasoning: a token of the input, read as a clue by one rule.
 *
 * @param evidence the line the token was seen on; never null
 * @param token the token, {@code type:value} (a catalogued code reads {@code code:family/code});
 *     never null
 * @param layer the layer the clue points to, {@link Layer#UNKNOWN} when it names none (a wrapper,
 *     a fault outside the ladder); never null
 * @param role what the clue says: {@code fault} (the component failed on its own), {@code
 *     symptom} (waiting on a failure elsewhere), {@code wrapper} (repeats that a call failed),
 *     {@code context} (named, not seen failing), {@code outside} (a fault outside the
 *     communication ladder); never null
 * @param rule what classified it: a rule id of {@code reasoning.json}, {@code catalog <family>
 *     <code>}, or {@code knowledge layer hint}; never null
 * @param why the rule's reason, in words; never null
 *     <p>Immutable and thread-safe.
 */
public record ReasoningStep(Evidence evidence, String token, Layer layer, String role, String rule, String why) {
  public ReasoningStep {
    Objects.requireNonNull(evidence, "evidence");
    Objects.requireNonNull(token, "token");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(why, "why");
  }
}
