package io.github.ascendtriage.internal.casebase;

import java.util.List;
import java.util.Locale;

/**
 * Whether a log line reads as a failure: the reasoner counts a component's words as a fault only
 * on such a line. Stateless and thread-safe; no argument may be null.
 */
final class FailureLines {
  private static final List<String> SUFFIXES = List.of("Error", "Exception");

  private FailureLines() {}

  /**
   * True when {@code line} holds none of {@code quiet} and one of {@code failure} (both lowercase,
   * compared with the folded line), or names a raised exception class.
   */
  static boolean failure(String line, List<String> failure, List<String> quiet) {
    String l = line.toLowerCase(Locale.ROOT);
    for (String w : quiet) {
      if (l.contains(w)) {
        return false;
      }
    }
    for (String w : failure) {
      if (l.contains(w)) {
        return true;
      }
    }
    return raisesException(line);
  }

  /**
   * True when the line names a raised exception class: a word that ends in {@code Error} or {@code
   * Exception} right after another letter ({@code RendezvousClosedError}, {@code OSError}), whatever
   * the message around it says; {@code Error} alone or {@code ErrorsOff} is none.
   */
  static boolean raisesException(String line) {
    for (String suffix : SUFFIXES) {
      for (int i = line.indexOf(suffix); i >= 0; i = line.indexOf(suffix, i + 1)) {
        int end = i + suffix.length();
        boolean endsWord = end == line.length() || !Character.isLetterOrDigit(line.charAt(end));
        if (endsWord && i > 0 && Character.isLetter(line.charAt(i - 1))) {
          return true;
        }
      }
    }
    return false;
  }
}
