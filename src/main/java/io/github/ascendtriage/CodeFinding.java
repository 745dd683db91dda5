package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An official code found in the input: what the catalogue says of it, its first step filled from
 * the log like case remediation, and the lines that carry it.
 *
 * <p>When the text around a number leaves several codes equally plausible (a {@code 7} that is an
 * HcclResult, a driver code and a TSD code), the finding is {@linkplain #ambiguous() ambiguous}:
 * {@link #entry()} is the first candidate in catalogue order and {@link #alternatives()} the others;
 * nothing is guessed from it.
 *
 * @param entry the code's catalogue entry (for an ambiguous finding, the first candidate); never
 *     null
 * @param firstStep the entry's first step with the placeholders the log gave filled in (the rest
 *     listed in {@link RemediationStep#unfilled()}); empty when the entry has none
 * @param alternatives the other codes an ambiguous finding may be; empty when it is not
 *     ambiguous; never null
 * @param printed the code as first printed in the input ({@code 0x7020023}, {@code -8005},
 *     {@code EI0006}, or the description matched); never null
 * @param evidence lines that carry the code, the first first (a few at most); never null, never
 *     empty
 * @param count how many times the code was seen
 *     <p>Immutable and thread-safe.
 */
public record CodeFinding(
    CodeEntry entry,
    Optional<RemediationStep> firstStep,
    List<CodeEntry> alternatives,
    String printed,
    List<Evidence> evidence,
    long count) {
  public CodeFinding {
    Objects.requireNonNull(entry, "entry");
    Objects.requireNonNull(firstStep, "firstStep");
    alternatives = List.copyOf(alternatives);
    Objects.requireNonNull(printed, "printed");
    evidence = List.copyOf(evidence);
    if (evidence.isEmpty()) {
      throw new IllegalArgumentException("a finding needs at least one evidence line");
    }
  }

  /** True when more than one code fits the printed form equally well. */
  public boolean ambiguous() {
    return !alternatives.isEmpty();
  }

  /** The code as its family writes it (of the first candidate when ambiguous). */
  public String code() {
    return entry.code();
  }

  /** The family (of the first candidate when ambiguous). */
  public String family() {
    return entry.family();
  }

  /** The layer (of the first candidate when ambiguous); see {@link CodeEntry#layer()}. */
  public Layer layer() {
    return entry.layer();
  }
}
