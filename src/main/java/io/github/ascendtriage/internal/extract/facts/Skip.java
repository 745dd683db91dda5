package io.github.ascendtriage.internal.extract.facts;

import java.util.Objects;

/**
 * A part of a source a recogniser read only up to a bound (a rank table of more devices than the
 * reader keeps: the first {@code bound} are kept, the rest counted): what it was, the bound, how
 * many it counted, and what the answer goes without. Reported with {@link FeatureSink#skipped}, so the answer can say so.
 * Immutable; no component is null.
 *
 * @param what the part, as a user names it ({@code rank table})
 * @param unit what the bound counts ({@code devices})
 * @param bound the most of {@code unit} the reader takes (the first ones)
 * @param seen how many it counted, more than {@code bound}
 * @param effect what the answer does without it, said in a few words
 */
public record Skip(String what, String unit, long bound, long seen, String effect) {
  public Skip {
    Objects.requireNonNull(what, "what");
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(effect, "effect");
    if (bound < 0 || seen <= bound) {
      throw new IllegalArgumentException("a skip counts more than its bound: bound " + bound + ", seen " + seen);
    }
  }
}
