package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.codes.CodeHit;
import io.github.ascendtriage.internal.codes.CodeRecord;
import java.util.List;
import java.util.Objects;

/**
 * One distinct catalogued code found in the input: its first hit (the code as printed and the
 * records it may be; a hit the text around it leaves ambiguous lists every candidate) and where
 * and how often hits of that code were seen.
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param hit the first hit of the code
 * @param evidence up to {@link FeatureCollector#MAX_EVIDENCE} lines that carry it, the first first
 * @param count how many times it was seen
 */
public record CodeOccurrence(CodeHit hit, List<Evidence> evidence, long count) {
  public CodeOccurrence {
    Objects.requireNonNull(hit, "hit");
    evidence = List.copyOf(evidence);
    if (evidence.isEmpty()) {
      throw new IllegalArgumentException("an occurrence needs an evidence line");
    }
  }

  /** The records the code may be, at least one, in catalogue order. */
  public List<CodeRecord> candidates() {
    return hit.candidates();
  }

  /** The code as first printed ({@code 0x7020023}, {@code -8005}, {@code EI0006}). */
  public String text() {
    return hit.text();
  }

  /** True when more than one record fits equally well. */
  public boolean ambiguous() {
    return hit.ambiguous();
  }

  /** The first line the code was seen on. */
  public Evidence first() {
    return evidence.get(0);
  }

  /** The identity of the occurrence ({@link CodeHit#key()}). */
  public String key() {
    return hit.key();
  }
}
