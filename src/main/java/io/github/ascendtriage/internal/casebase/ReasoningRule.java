package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.Layer;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A component rule: tokens that belong to one component, and what they mean.
 *
 * @param layer the ladder layer; empty for {@link Reasoning.Role#OUTSIDE} rules
 * @param onFailureLine when true the rule counts as {@code role} only on a line that reads as a
 *     failure (see {@link Reasoning#failureWords()}); elsewhere it counts as {@link Reasoning.Role#CONTEXT}
 * @param ownsLine when true a line this rule reads as a fault is explained by it: the component
 *     words on it are the subject of the fault (a setting that is invalid or missing), only context
 * @param namesCall for a wrapper rule: its line names the call that failed (an API wrapper such as
 *     "HCCL function error: X(...)"), so a component rule's words on it are the call and its stage
 *     and count as a wrapper of their layer; a process wrapper (an exit code, a signal) does not
 * @param explains for a fault rule: the ids of outside rules whose clues it explains when it is
 *     seen as a fault (the faulting kernel is a communication operator, so the operator fault is
 *     this layer's, not outside the ladder), and the readings of that same fault another layer's
 *     clue gives (catalogue records as {@code catalog <family> <code>}, torch_npu's device-fault
 *     reasons as {@code device-error:<REASON>}: the runtime's suspicion that a communication
 *     kernel's failed access was a peer's); empty for most rules
 * @param sources where the failure class the rule keys on is named (official pages, catalogue
 *     records, source files, field report classes; the syntax of case references)
 * @param derivedFrom the ids of cases whose signatures the rule's tokens were taken from: holding
 *     out such a case holds out the rule's tokens too
 * @param anyPlatform the component works the same whatever accelerator the host carries (the host
 *     network that Gloo and the rendezvous use): its faults still answer on a log of another
 *     platform, where every other clue is withheld
 * @param withFailure for a rule of a setting's value: the failure classes (rule ids, or catalogue
 *     records as a clue names them, {@code catalog <family> <code>}) one of which must be seen for
 *     the rule to count in its role; it then explains them (their clues become context), as the
 *     setting's documented constraint says what they mean. Empty for every other rule
 * @param officialCase the official case (Ascend case library) whose failure class the rule's
 *     tokens are: when this rule's fault decides an answer no case claimed, the answer names it.
 *     Empty for a rule that reads a component, not one official class
 */
public record ReasoningRule(
    String id, Optional<Layer> layer, String stage, Reasoning.Role role, boolean onFailureLine, List<String> tokens, String why,
    boolean ownsLine, boolean namesCall, Set<String> explains, List<String> sources, List<String> derivedFrom,
    boolean anyPlatform, List<String> withFailure, Optional<String> officialCase) {
  /** A rule of no official case. */
  public ReasoningRule(String id, Optional<Layer> layer, String stage, Reasoning.Role role, boolean onFailureLine, List<String> tokens, String why,
      boolean ownsLine, boolean namesCall, Set<String> explains, List<String> sources, List<String> derivedFrom,
      boolean anyPlatform, List<String> withFailure) {
    this(id, layer, stage, role, onFailureLine, tokens, why, ownsLine, namesCall, explains, sources, derivedFrom, anyPlatform,
        withFailure, Optional.empty());
  }

  /** A rule that needs no failure beside it. */
  public ReasoningRule(String id, Optional<Layer> layer, String stage, Reasoning.Role role, boolean onFailureLine, List<String> tokens, String why,
      boolean ownsLine, boolean namesCall, Set<String> explains, List<String> sources, List<String> derivedFrom,
      boolean anyPlatform) {
    this(id, layer, stage, role, onFailureLine, tokens, why, ownsLine, namesCall, explains, sources, derivedFrom, anyPlatform,
        List.of());
  }

  /** A rule of one platform. */
  public ReasoningRule(String id, Optional<Layer> layer, String stage, Reasoning.Role role, boolean onFailureLine, List<String> tokens, String why,
      boolean ownsLine, boolean namesCall, Set<String> explains, List<String> sources, List<String> derivedFrom) {
    this(id, layer, stage, role, onFailureLine, tokens, why, ownsLine, namesCall, explains, sources, derivedFrom, false);
  }

  /** A rule of one platform with no sources that does not own its lines, names no call and explains no outside rule. */
  public ReasoningRule(String id, Optional<Layer> layer, String stage, Reasoning.Role role, boolean onFailureLine, List<String> tokens, String why) {
    this(id, layer, stage, role, onFailureLine, tokens, why, false, false, Set.of(), List.of(), List.of());
  }

  public ReasoningRule {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(stage, "stage");
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(why, "why");
    tokens = List.copyOf(tokens);
    explains = Set.copyOf(explains);
    sources = List.copyOf(sources);
    derivedFrom = List.copyOf(derivedFrom);
    withFailure = List.copyOf(withFailure);
    Objects.requireNonNull(officialCase, "officialCase");
  }

  /** This rule without the given tokens (a held-out case's words), the rest unchanged. */
  public ReasoningRule withoutTokens(Set<String> drop) {
    List<String> kept = tokens.stream().filter(t -> !drop.contains(t)).toList();
    return new ReasoningRule(id, layer, stage, role, onFailureLine, kept, why, ownsLine, namesCall, explains, sources, derivedFrom,
        anyPlatform, withFailure, officialCase);
  }

  /** This rule naming no official case (its official case was given by a held-out case it was derived from). */
  public ReasoningRule withoutOfficialCase() {
    return new ReasoningRule(id, layer, stage, role, onFailureLine, tokens, why, ownsLine, namesCall, explains, sources, derivedFrom,
        anyPlatform, withFailure, Optional.empty());
  }
}
