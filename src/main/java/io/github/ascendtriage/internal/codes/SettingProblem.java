package io.github.ascendtriage.internal.codes;

import java.util.Objects;
import java.util.Optional;

/**
 * What a setting's value gets wrong against its documented rule: the kind of problem, which does not
 * depend on the value ({@code form}, {@code range}, {@code loopback}, {@code reserved}, {@code
 * overlap}, {@code requires}, {@code excludes}), and the words that say it for this value. Two values
 * of one setting with the same kind are one problem seen twice. Immutable and thread-safe.
 *
 * @param kind what rule of the setting's page the value breaks; never null
 * @param text what is wrong, naming the value; never null
 */
public record SettingProblem(String kind, String text) {
  /** The value is not of the setting's form (an integer, one of the values, an address, a NIC, a port). */
  public static final String FORM = "form";

  /** A number outside the documented range. */
  public static final String RANGE = "range";

  /** A loopback address or NIC, or a container bridge, that peers on other hosts cannot reach. */
  public static final String LOOPBACK = "loopback";

  public SettingProblem {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(text, "text");
  }

  static Optional<SettingProblem> of(String kind, String text) {
    return Optional.of(new SettingProblem(kind, text));
  }
}
