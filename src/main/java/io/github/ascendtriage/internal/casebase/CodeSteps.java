package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.internal.codes.FirstStep;
import java.util.Map;

/**
 * A code's first step as a command template filled like case remediation. The code files spell
 * the peer address {@code {remote_ip}}; the knowledge's placeholder is {@code remoteIp}. Stateless
 * and thread-safe.
 */
public final class CodeSteps {
  private CodeSteps() {}

  /**
   * Compiles the step's command.
   *
   * @param known the placeholder names of the knowledge, with their value classes
   * @throws IllegalArgumentException naming a placeholder the knowledge does not know
   */
  public static PlaceholderTemplate compile(FirstStep step, Map<String, ValueClass> known) {
    return PlaceholderTemplate.compile(step.command().replace("{remote_ip}", "{remoteIp}"), known);
  }
}
