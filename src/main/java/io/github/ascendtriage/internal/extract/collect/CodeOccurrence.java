package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.codes.CodeRecord;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One distinct catalogued code found in the input, with where it was seen. A hit that the text
 * around it leaves ambiguous is kept as one occurrence listing every candidate.
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param candidates the records the code may be, at least one, in catalog order
 * @param text the code as first printed ({@code 0x7020023}, {@code -8005}, {@code EI0006})
 * @param evidence up to {@link FeatureCollector#MAX_EVIDENCE} lines that carry it, the first first
 * @param count how many times it was seen
 * @param timestamp the time of the first line that carried it, when that line had one
 */
public record CodeOccurrence(
    List<CodeRecord> candidates, String text, List<Evidence> evidence, long count, Optional<String> timestamp) {
  public CodeOccurrence {
    candidates = List.copyOf(candidates);
    Objects.requireNonNull(text, "text");
    evidence = List.copyOf(evidence);
    Objects.requireNonNull(timestamp, "timestamp");
    if (candidates.isEmpty() || evidence.isEmpty()) {
      throw new IllegalArgumentException("an occurrence needs a candidate and an evidence line");
    }
  }

  /** True when more than one record fits equally well. */
  public boolean ambiguous() {
    return candidates.size() > 1;
  }

  /** The first line the code was seen on. */
  public Evidence first() {
    return evidence.get(0);
  }

  /** The identity of the occurrence: the candidates' {@code family/code} keys, joined by {@code |}. */
  public String key() {
    return key(candidates);
  }

  static String key(List<CodeRecord> candidates) {
    if (candidates.size() == 1) {
      return candidates.get(0).key();
    }
    StringBuilder b = new StringBuilder();
    for (CodeRecord r : candidates) {
      b.append(b.length() == 0 ? "" : "|").append(r.key());
    }
    return b.toString();
  }
}
