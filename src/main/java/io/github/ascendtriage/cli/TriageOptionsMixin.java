package io.github.ascendtriage.cli;

import picocli.CommandLine.ArgGroup;

/** Holds {@link TriageOptions} so that each subcommand can mix them in. */
final class TriageOptionsMixin {
  @ArgGroup(exclusive = false, heading = "Knowledge base:%n")
  TriageOptions options = new TriageOptions();
}
