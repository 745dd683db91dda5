package io.github.ascendtriage;

import java.util.Objects;

/**
 * A typed fact found in the input, with the line it came from.
 *
 * @param type what kind of fact; never null
 * @param value the normalised value ({@code EI0006}, {@code 60007}, {@code net_health=receive
 *     timeout}); never null
 * @param evidence the first line the fact was seen on; never null
 *     <p>Immutable and thread-safe.
 */
public record Feature(FeatureType type, String value, Evidence evidence) {
  public Feature {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(evidence, "evidence");
  }

  /** The token form used in case signatures: {@code type:value}, e.g. {@code code:EI0006}. */
  public String token() {
    return type.id() + ":" + value;
  }
}
