package io.github.ascendtriage.cli;

import picocli.CommandLine.ArgGroup;

/** Holds {@link MatchOptions} so that the commands that diagnose can mix them in. */
final class MatchOptionsMixin {
  @ArgGroup(exclusive = false, heading = "Matching:%n")
  MatchOptions options = new MatchOptions();
}
