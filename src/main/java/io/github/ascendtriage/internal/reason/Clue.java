package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One token of the input read as a clue: the component it belongs to (its layer, or none), what
 * it says (a fault of its own, a symptom, context, a fault outside the ladder) and the rule that
 * said so, with the lines it was seen on. Immutable; no component is null.
 *
 * @param key the token ({@code type:value}, lowercased)
 * @param evidence the lines it was seen on, first first
 * @param layer the ladder layer; empty for outside clues and symptoms that name no layer
 * @param rule what classified it: a rule id of {@code reasoning.json}, {@code catalog <family>
 *     <code>}, or {@code knowledge layer hint}
 * @param stage the stage of the job the clue belongs to; empty when the rule names none
 * @param why the rule's reason, in words
 * @param code for a catalogued code, its index in {@code FeatureSet.codes()}
 */
public record Clue(
    String key, List<Evidence> evidence, Optional<Layer> layer, Role role, String rule, Optional<String> stage, String why,
    OptionalInt code) {
  public Clue {
    Objects.requireNonNull(key, "key");
    evidence = List.copyOf(evidence);
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(stage, "stage");
    Objects.requireNonNull(why, "why");
    Objects.requireNonNull(code, "code");
  }

  /** A clue that is not a catalogued code. */
  public Clue(String key, List<Evidence> evidence, Optional<Layer> layer, Role role, String rule, Optional<String> stage, String why) {
    this(key, evidence, layer, role, rule, stage, why, OptionalInt.empty());
  }

  /** The same clue in another role, with a reason added. */
  Clue demoted(Role to, String because) {
    return new Clue(key, evidence, layer, to, rule, stage, why + " (" + because + ")", code);
  }

  /** The same clue placed in {@code at}, with a reason added (a wrapper that names no layer of its own). */
  Clue placed(Layer at, String because) {
    return new Clue(key, evidence, Optional.of(at), role, rule, stage, why + " (" + because + ")", code);
  }

  /** The same clue, seen only on {@code lines} (a part of its evidence). */
  Clue seenOn(List<Evidence> lines) {
    return new Clue(key, lines, layer, role, rule, stage, why, code);
  }

  /** The first line the clue was seen on. */
  public Evidence first() {
    return evidence.get(0);
  }
}
