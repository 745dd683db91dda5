package io.github.ascendtriage;

import java.util.Objects;

/**
 * A check from the lesson's bottom-up ladder that a user should run next.
 *
 * @param layer the layer the check confirms; never null
 * @param command the command to run; never null
 * @param expect what a healthy result looks like; never null
 *     <p>Immutable and thread-safe.
 */
public record NextCheck(Layer layer, String command, String expect) {
  public NextCheck {
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(expect, "expect");
  }
}
