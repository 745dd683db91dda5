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
 * @param unlistedIn the sources that may hold hits of it that {@code evidence} does not list (as {@link
 *     FeatureSet.Occurrence#unlistedIn})
 */
public record CodeOccurrence(CodeHit hit, List<Evidence> evidence, long count, java.util.Set<String> unlistedIn) {
  public CodeOccurrence {
    Objects.requireNonNull(hit, "hit");
    evidence = List.copyOf(evidence);
    unlistedIn = java.util.Set.copyOf(unlistedIn);
    if (evidence.isEmpty()) {
      throw new IllegalArgumentException("an occurrence needs an evidence line");
    }
  }

  /** An occurrence read from one source's lines: any hit past the cap is in the sources its evidence names. */
  public CodeOccurrence(CodeHit hit, List<Evidence> evidence, long count) {
    this(hit, evidence, count, count > evidence.size() ? ListedSources.of(evidence) : java.util.Set.of());
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
