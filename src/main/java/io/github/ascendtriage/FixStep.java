package io.github.ascendtriage;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One step of the fix a diagnosis gives: the command (placeholders filled from the log as in a
 * case's remediation) and where the step comes from.
 *
 * @param step the command, its explanation and what stayed unfilled; never null
 * @param origin where the step comes from; never null
 * @param ref what it comes from: the case id (for {@link FixOrigin#CASE}, {@link FixOrigin#OFFICIAL_CASE} and {@link
 *     FixOrigin#SIMILAR_INCIDENT}), {@code family/code} (for {@link FixOrigin#CODE}), the rule id
 *     and the source its step cites (for {@link FixOrigin#RULE}, e.g. {@code network.gloo: lesson
 *     §7.2}), the source
 *     the knowledge cites for a layer check (for {@link FixOrigin#LAYER_CHECK}, e.g. {@code lesson
 *     7.2, 8 (ptacase_0043)}), the setting's name and the page of its rule (for {@link FixOrigin#SETTING},
 *     e.g. {@code HCCL_CONNECT_TIMEOUT: https://...}); never null
 * @param similarity for a step of a similar incident, that incident's similarity (as {@link
 *     SimilarIncident#score()}); empty otherwise
 * @param host the host where the step is to be run, when the input names it (the root-cause
 *     process's host); empty otherwise, and empty for a step that sets what every rank's process
 *     reads (e.g. {@code export HCCL_CONNECT_TIMEOUT=600}), which runs on every rank
 *     <p>Immutable and thread-safe.
 */
public record FixStep(RemediationStep step, FixOrigin origin, String ref, OptionalDouble similarity, Optional<String> host) {
  public FixStep {
    Objects.requireNonNull(step, "step");
    Objects.requireNonNull(origin, "origin");
    Objects.requireNonNull(ref, "ref");
    Objects.requireNonNull(similarity, "similarity");
    Objects.requireNonNull(host, "host");
  }

  /** The command, as {@link RemediationStep#command()}. */
  public String command() {
    return step.command();
  }
}
