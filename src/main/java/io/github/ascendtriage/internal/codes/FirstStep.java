package io.github.ascendtriage.internal.codes;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The first command a support engineer runs for a code, with {@code {name}} placeholders that the
 * log may fill, and why.
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param command shell command, placeholders as written in the file
 * @param explanation one line, own words
 * @param placeholders the placeholder names the command uses, in order of first use
 */
public record FirstStep(String command, String explanation, List<String> placeholders) {
  /** The placeholders a first step may use. */
  public static final Set<String> PLACEHOLDERS =
      Set.of("device", "port", "nic", "host", "rank", "timeout", "remote_ip");

  public FirstStep {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(explanation, "explanation");
    placeholders = List.copyOf(placeholders);
  }
}
