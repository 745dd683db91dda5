package io.github.ascendtriage;

import java.util.Locale;

/**
 * Where a diagnosis's layer comes from.
 *
 * <p>Immutable and thread-safe.
 */
public enum AnswerSource {
  /** A known case matched with enough confidence: the layer is the case's. */
  CASE,
  /**
   * No case matched; the layer is that of the first official code in the input that is a fault of
   * its own (not a symptom, not outside the ladder), read from the code catalogue.
   */
  CATALOG,
  /** No case matched and no code decided; the layer is voted from the knowledge's layer hints. */
  HINTS,
  /** Nothing points at a layer: the layer is {@link Layer#UNKNOWN}. */
  NONE;

  /** The stable lowercase name used in JSON: {@code case}, {@code catalog}, {@code hints}, {@code none}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return id();
  }
}
