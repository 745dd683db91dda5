package io.github.ascendtriage;

/**
 * Where a step of a diagnosis's {@linkplain Diagnosis#remediation() remediation} comes from.
 *
 * <p>Immutable and thread-safe.
 */
public enum FixOrigin {
  /** A step of the matched case. */
  CASE("case"),
  /**
   * A step of the official case that the matched case refines: the official fix of the failure
   * class the matched case is a variant of, after the matched case's own steps.
   */
  OFFICIAL_CASE("official-case"),
  /** The first step of an official code found in the input that supports the answered layer. */
  CODE("code"),
  /**
   * A step of the reasoning rule whose fault decided an answer no case claimed: the fix of the
   * failure class that rule reads, from the source it cites.
   */
  RULE("rule"),
  /** A check of the answered layer, from the lesson's ladder (the knowledge's layer steps). */
  LAYER_CHECK("layer-check"),
  /** A step of the known incident most like the input: a pointer, not a claim. */
  SIMILAR_INCIDENT("similar-incident"),
  /**
   * The official fix of a setting the input shows ({@code casebase/setting-rules.json}): one whose
   * value its page does not allow, or one the reasoning rule that decided the answer reads as the
   * fault's lever (a {@code withFailure} rule on the setting's value).
   */
  SETTING("setting");

  private final String id;

  FixOrigin(String id) {
    this.id = id;
  }

  /** The stable name used in JSON: {@code case}, {@code official-case}, {@code code}, {@code rule}, {@code layer-check}, {@code similar-incident}, {@code setting}. */
  public String id() {
    return id;
  }

  @Override
  public String toString() {
    return id;
  }
}
