package io.github.ascendtriage.internal.casebase;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * The syntax a placeholder value must have before it is put into a command: NIC names, host names,
 * ports, device ids, addresses, paths. Defined in {@code knowledge.json} ({@code valueClasses}).
 * A value from a log is untrusted: one that is too long, holds a control or format character
 * (C0, DEL, C1, bidi overrides, zero-width marks), does not match {@code pattern} as a whole, or
 * is a number outside {@code [min, max]} is refused, and the step stays unfilled with the reason.
 * The length is checked before the pattern, so the pattern never sees a long value. A value that
 * starts with {@code -} is refused whatever the class (a command would read it as an option), and
 * a match that reads more than {@link #stepBudget} characters is abandoned and the value refused.
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param name the class name placeholders refer to
 * @param pattern the whole value must match it
 * @param maxLength the longest value accepted, in characters
 * @param min for numbers, the smallest value accepted (empty: no range check)
 * @param max for numbers, the largest value accepted
 * @param doc what the class accepts, in words ("a NIC name"), used in the reason
 */
public record ValueClass(String name, Pattern pattern, int maxLength, OptionalLong min, OptionalLong max, String doc) {
  public ValueClass {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(pattern, "pattern");
    Objects.requireNonNull(min, "min");
    Objects.requireNonNull(max, "max");
    Objects.requireNonNull(doc, "doc");
    if (maxLength < 1) {
      throw new IllegalArgumentException("maxLength must be at least 1, was " + maxLength);
    }
  }

  /**
   * Characters a pattern may read to match one value: a linear pattern reads each character a few
   * times; one that backtracks without bound (a site's, past the load-time check) stops here,
   * within milliseconds, instead of running for minutes.
   */
  static long stepBudget(int length) {
    return 100_000L + 64L * length;
  }

  /** Longest part of a refused value quoted in the reason. */
  static final int SHOWN = 48;

  /**
   * Why {@code value} may not fill a placeholder of this class; empty when it may.
   *
   * @throws NullPointerException if {@code value} is null
   */
  public Optional<String> rejection(String value) {
    if (value.isEmpty()) {
      return Optional.of("the log's value is empty");
    }
    if (value.length() > maxLength) {
      return refused(value, "longer than " + maxLength + " characters");
    }
    for (int i = 0; i < value.length(); i++) {
      if (isControlOrFormat(value.charAt(i))) {
        return refused(value, "holds a control or format character");
      }
    }
    if (value.charAt(0) == '-') {
      return refused(value, "starts with '-', which a command would read as an option");
    }
    try {
      if (!pattern.matcher(new BudgetedText(value, stepBudget(value.length()))).matches()) {
        return refused(value, "");
      }
    } catch (BudgetedText.OverBudget e) {
      return refused(value, GAVE_UP + "after " + stepBudget(value.length()) + " steps");
    } catch (StackOverflowError e) {
      return refused(value, GAVE_UP + "running out of stack");
    }
    if (min.isPresent() || max.isPresent()) {
      long n;
      try {
        n = Long.parseLong(value);
      } catch (NumberFormatException e) {
        return refused(value, "not a whole number");
      }
      if ((min.isPresent() && n < min.getAsLong()) || (max.isPresent() && n > max.getAsLong())) {
        return refused(value, "outside " + min.orElse(Long.MIN_VALUE) + ".." + max.orElse(Long.MAX_VALUE));
      }
    }
    return Optional.empty();
  }

  /** How a reason says the pattern was abandoned before it could decide. */
  private static final String GAVE_UP = "the class's pattern gave up ";

  /**
   * True when {@code reason}, a {@link #rejection}, says the pattern was abandoned (its step budget
   * spent, or its stack) rather than that the value is not of the class: the class, not the log, is
   * at fault, and a diagnosis says so in its warnings.
   */
  public static boolean gaveUp(String reason) {
    // after the quoted value (whose own quotes are escaped), so a value cannot spell it
    int at = reason.lastIndexOf(" (" + GAVE_UP);
    return at >= 0 && at > reason.lastIndexOf('"');
  }

  private Optional<String> refused(String value, String detail) {
    return Optional.of("the log's value " + shown(value) + " is not " + doc + (detail.isEmpty() ? "" : " (" + detail + ")"));
  }

  /** The value quoted for a reason: clipped, with control and format characters as escapes. */
  static String shown(String value) {
    StringBuilder b = new StringBuilder("\"");
    int n = Math.min(value.length(), SHOWN);
    for (int i = 0; i < n; i++) {
      char c = value.charAt(i);
      if (isControlOrFormat(c) || c == '"' || c == '\\') {
        b.append(String.format("\\u%04x", (int) c));
      } else {
        b.append(c);
      }
    }
    return b.append(value.length() > n ? "...\"" : "\"").toString();
  }

  /** C0 (tab included), DEL, C1, and Unicode format characters (bidi controls, zero-width marks). */
  static boolean isControlOrFormat(char c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || Character.getType(c) == Character.FORMAT;
  }
}
