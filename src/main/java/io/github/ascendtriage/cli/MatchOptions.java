package io.github.ascendtriage.cli;

import picocli.CommandLine.Option;

/**
 * Options that tune which cases a diagnosis claims and shows: only for the commands that diagnose
 * ({@code diagnose}, {@code tag}, {@code serve}); listing, showing or explaining claims nothing.
 */
final class MatchOptions {
  @Option(names = "--top", paramLabel = "N", description = "Show at most N matches (default ${DEFAULT-VALUE}).", defaultValue = "3")
  /** Starts at its default: a model written out ({@link CommandSpecs}) applies no default inside a group. */
  int top = 3;

  @Option(names = "--min-confidence", paramLabel = "X", description = "Claim no case below this confidence (default: the calibrated threshold).")
  Double minConfidence;
}
