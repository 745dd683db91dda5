package io.github.ascendtriage;

import java.util.Locale;

/**
 * The layer a catalogued code points at. Besides the five diagnosis layers there are two that a
 * code can have but a diagnosis cannot: {@link #SYMPTOM} (the code only reports that something
 * below failed) and {@link #NONE} (a real fault outside the multi-card ladder, such as an operator
 * compile error or an out-of-memory).
 *
 * <p>Immutable and thread-safe.
 */
public enum CodeLayer {
  DEVICE("device", Layer.DEVICE),
  NETWORK("network", Layer.NETWORK),
  LINK_SETUP("link-setup", Layer.LINK_SETUP),
  COLLECTIVE("collective", Layer.COLLECTIVE),
  SCRIPT("script", Layer.SCRIPT),
  /** Says only that a lower part failed; never the root cause. */
  SYMPTOM("symptom", Layer.UNKNOWN),
  /** A fault outside the ladder; a diagnosis resting on it alone answers {@code unknown}. */
  NONE("none", Layer.UNKNOWN);

  private final String id;
  private final Layer diagnosisLayer;

  CodeLayer(String id, Layer diagnosisLayer) {
    this.id = id;
    this.diagnosisLayer = diagnosisLayer;
  }

  /** The name used in the code files, e.g. {@code link-setup}. */
  public String id() {
    return id;
  }

  /** The diagnosis layer this stands for; {@link Layer#UNKNOWN} for symptom and none. */
  public Layer diagnosisLayer() {
    return diagnosisLayer;
  }

  /** True for the five layers a diagnosis can answer. */
  public boolean isLadderLayer() {
    return diagnosisLayer != Layer.UNKNOWN;
  }

  /**
   * Parses a layer name as written in the code files.
   *
   * @throws IllegalArgumentException if the name is not one of the seven; the message quotes it
   * @throws NullPointerException if {@code name} is null
   */
  public static CodeLayer fromId(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT);
    for (CodeLayer l : values()) {
      if (l.id.equals(n)) {
        return l;
      }
    }
    throw new IllegalArgumentException(
        "unknown layer '" + name
            + "' (expected device, network, link-setup, collective, script, symptom or none)");
  }

  @Override
  public String toString() {
    return id;
  }
}
