package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.internal.extract.facts.Skip;
import java.util.Objects;

/**
 * A part of the input a recogniser did not use because it passed a bound, and where it began.
 * Immutable; no component is null.
 *
 * @param source the source (file) it is in
 * @param line the 1-based line it began on
 * @param skip what it was, the bound, how many were counted and what the answer goes without
 */
public record SkippedInput(String source, long line, Skip skip) {
  public SkippedInput {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(skip, "skip");
  }
}
