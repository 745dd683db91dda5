package io.github.ascendtriage;

import java.util.Objects;
import java.util.Optional;

/**
 * The official Ascend case (case library) that applies to a diagnosis: the matched case itself
 * when it is an official case, or the official case that the matched case refines (a specific
 * variant, such as one form of a port clash, of a failure the case library documents), or, when
 * no case matched, the official case of the reasoning rule whose fault decided the layer.
 *
 * @param id the official case id, as the case library writes it ({@code ptacase_0043}); never null
 * @param title the official case's title in English, when the case base holds it; empty when it
 *     was left out (a site disabling it, a leave-case-out run)
 * @param matchedCase the id of the matched case it comes from (equal to {@code id} when the
 *     official case itself matched), or {@code rule:<rule id>} when a reasoning rule decided the
 *     answer and gave it; never null
 * @param reference where to read it: its page in the Ascend case library ({@code name: url});
 *     never null
 *     <p>Immutable and thread-safe.
 */
public record OfficialCase(String id, Optional<String> title, String matchedCase, String reference) {
  public OfficialCase {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(matchedCase, "matchedCase");
    Objects.requireNonNull(reference, "reference");
  }

  /** True when the official case itself matched (not a case that refines it). */
  public boolean direct() {
    return id.equals(matchedCase);
  }
}
