package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One input line as it passed through a {@link StreamSession}: exactly one per line accepted.
 *
 * @param lineNumber the 1-based number of the line in the stream (over all sources)
 * @param text the line as given; never null
 * @param caseId the case this line is evidence of, if it is evidence of one
 * @param layer that case's layer, or the layer the line's own features point to, or {@link
 *     Layer#UNKNOWN}; never null
 * @param error when the line could not be processed, why (the line is still passed on)
 * @param source the source the line was given with; never null ({@link LineSource#UNNAMED} when
 *     none)
 * @param sourceLine the 1-based number of the line within its source
 * @param title the title of {@link #caseId}'s case, if any
 * @param confidence that case's calibrated confidence at this line, if any
 * @param references that case's references (ids of the official case library), never null
 * @param codes the official codes (CANN, ACL, HCCL return codes, ...) printed on the line, as
 *     printed; never null
 * @param cascade true when the line only reports waiting on, or wrapping, a failure elsewhere (a
 *     timeout waiting for a peer, a generic wrapper error): it is not itself a root cause
 * @param timestamp the time the line states (ISO 8601 without a zone, as the log prints it), if any
 *     <p>Immutable and thread-safe.
 */
public record TaggedLine(
    long lineNumber,
    String text,
    Optional<String> caseId,
    Layer layer,
    Optional<String> error,
    LineSource source,
    long sourceLine,
    Optional<String> title,
    OptionalDouble confidence,
    List<String> references,
    List<String> codes,
    boolean cascade,
    Optional<String> timestamp) {
  public TaggedLine {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(error, "error");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(confidence, "confidence");
    Objects.requireNonNull(timestamp, "timestamp");
    references = List.copyOf(references);
    codes = List.copyOf(codes);
  }

  /** A line of an unnamed stream with only its tag (no case details, codes or time). */
  public TaggedLine(long lineNumber, String text, Optional<String> caseId, Layer layer, Optional<String> error) {
    this(lineNumber, text, caseId, layer, error, LineSource.UNNAMED, lineNumber, Optional.empty(),
        OptionalDouble.empty(), List.of(), List.of(), false, Optional.empty());
  }

  /** True when the line was processed (false only when processing it failed). */
  public boolean processed() {
    return error.isEmpty();
  }

  /**
   * True when the line is evidence of a fault: it is evidence of a case (a cascade case too; the
   * {@link #cascade} flag tells those apart), or it carries an official code and is no cascade.
   */
  public boolean isAlert() {
    return processed() && (caseId.isPresent() || (!codes.isEmpty() && !cascade));
  }
}
