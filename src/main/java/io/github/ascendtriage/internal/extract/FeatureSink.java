package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;

/** Receives what recognisers find on the current line. Implementations are not thread-safe. */
public interface FeatureSink {
  /** A feature found on the current line. */
  void feature(FeatureType type, String value);

  /**
   * An error event on the current line, for telling root cause from cascade across ranks.
   *
   * @param kind what the line says about this process
   */
  default void event(EventKind kind) {}
}
