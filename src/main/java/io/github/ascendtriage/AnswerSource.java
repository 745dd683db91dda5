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
   * No case matched; the layer reasoner found it from the evidence: codes with their catalogue
   * layers, the components that failed, the symptoms ({@link Diagnosis#reasoning()} shows each line
   * and rule).
   */
  REASONING,
  /** Nothing points at a layer: the layer is {@link Layer#UNKNOWN}. */
  NONE;

  /** The stable lowercase name used in JSON: {@code case}, {@code reasoning}, {@code none}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return id();
  }
}
