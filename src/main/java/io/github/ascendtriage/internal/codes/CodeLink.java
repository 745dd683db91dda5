package io.github.ascendtriage.internal.codes;

import java.util.Objects;

/**
 * A link the sources state from one code to a code of another family, such as a driver code to the
 * runtime code it is turned into.
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param family the family of the target code
 * @param code the target code as the target family writes it
 * @param relation how the sources describe the link, verbatim
 */
public record CodeLink(String family, String code, String relation) {
  public CodeLink {
    Objects.requireNonNull(family, "family");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(relation, "relation");
  }
}
