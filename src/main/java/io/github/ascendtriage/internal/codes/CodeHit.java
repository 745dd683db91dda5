package io.github.ascendtriage.internal.codes;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A code found in a log line.
 *
 * <p>When the form around the number leaves more than one code equally plausible (two families, or
 * one description shared by several codes), the hit is {@linkplain #ambiguous() ambiguous} and
 * lists every candidate; {@link #record()} is then empty, so nobody picks one by accident.
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param start where the matched form starts in the line
 * @param end where it ends (exclusive)
 * @param text the code as printed ({@code 0x7020023}, {@code -8005}) or the description matched
 * @param form the form that matched, e.g. {@code InnerCode={code}} or {@code desc=[%s]}
 * @param candidates the records it may be, at least one, in catalog order
 * @param success true when the value is a success value ({@code ret[0]}, {@code runtime result =
 *     0}): not a fault
 */
public record CodeHit(int start, int end, String text, String form, List<CodeRecord> candidates, boolean success) {
  public CodeHit {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(form, "form");
    candidates = List.copyOf(candidates);
    if (candidates.isEmpty()) {
      throw new IllegalArgumentException("a hit needs at least one candidate");
    }
  }

  /** True when more than one code fits equally well. */
  public boolean ambiguous() {
    return candidates.size() > 1;
  }

  /** The one code this is; empty when the hit is ambiguous. */
  public Optional<CodeRecord> record() {
    return ambiguous() ? Optional.empty() : Optional.of(candidates.get(0));
  }

  /**
   * The identity of the code: the candidates' {@code family/code} keys, joined by {@code |} (one
   * key when the hit is not ambiguous). Hits of one identity are one occurrence of a code.
   */
  public String key() {
    if (candidates.size() == 1) {
      return candidates.get(0).key();
    }
    StringBuilder b = new StringBuilder();
    for (CodeRecord r : candidates) {
      b.append(b.length() == 0 ? "" : "|").append(r.key());
    }
    return b.toString();
  }

  /** The families of the candidates, without repeats, in candidate order. */
  public List<String> families() {
    return candidates.stream().map(CodeRecord::family).distinct().toList();
  }
}
