package io.github.ascendtriage;

import java.util.Objects;
import java.util.Optional;

/**
 * One input line as it passed through a {@link StreamSession}: exactly one per line accepted.
 *
 * @param lineNumber the 1-based number of the line in the stream
 * @param text the line as given; never null
 * @param caseId the case this line is evidence of, if it is evidence of one
 * @param layer that case's layer, or the layer the line's own features point to, or {@link
 *     Layer#UNKNOWN}; never null
 * @param error when the line could not be processed, why (the line is still passed on)
 *     <p>Immutable and thread-safe.
 */
public record TaggedLine(
    long lineNumber, String text, Optional<String> caseId, Layer layer, Optional<String> error) {
  public TaggedLine {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(error, "error");
  }

  /** True when the line was processed (false only when processing it failed). */
  public boolean processed() {
    return error.isEmpty();
  }
}
