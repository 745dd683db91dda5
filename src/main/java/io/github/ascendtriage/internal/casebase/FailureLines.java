package io.github.ascendtriage.internal.casebase;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a log line reads as a failure: the reasoner counts a component's words as a fault only
 * on such a line. Stateless and thread-safe; no argument may be null.
 */
final class FailureLines {
  private static final List<String> SUFFIXES = List.of("Error", "Exception");

  /**
   * The type column of a Kubernetes event row (classes38): {@code kubectl describe}'s Events table
   * ({@code Type Reason Age From Message}) and {@code kubectl get events} ({@code ... TYPE REASON
   * OBJECT MESSAGE}) print it as a column of its own, padded by at least two spaces or a tab, with the
   * event's reason, one CamelCase word, in the next column. Kubernetes has two event types only
   * (k8s.io/api core/v1 {@code EventTypeNormal}, {@code EventTypeWarning}), and every failure the
   * kubelet or the scheduler reports is a {@code Warning} event (k8s.io/kubernetes pkg/kubelet/events:
   * the reasons {@code Failed}, {@code FailedMount}, {@code FailedCreatePodSandBox}, {@code BackOff}),
   * so there the word is the event's kind, not a note that the message is harmless: the message and
   * the reason are judged by their own words.
   */
  private static final Pattern KUBE_EVENT_TYPE =
      Pattern.compile("(?:^\\s*|(?<=\\t|\\s\\s))Warning(?=(?:\\t|\\s\\s)\\s*[A-Z][A-Za-z]{1,60}(?:\\t|\\s\\s))");

  private FailureLines() {}

  /**
   * True when {@code line} holds none of {@code quiet} and one of {@code failure} (both lowercase,
   * compared with the folded line), or names a raised exception class.
   */
  static boolean failure(String line, List<String> failure, List<String> quiet) {
    if (quiet(line, quiet)) {
      return false;
    }
    String l = line.toLowerCase(Locale.ROOT);
    for (String w : failure) {
      if (l.contains(w)) {
        return true;
      }
    }
    return raisesException(line);
  }

  /**
   * True when {@code line} holds one of {@code quiet} (lowercase, compared with the folded line)
   * outside the type column of a Kubernetes event row ({@link #KUBE_EVENT_TYPE}).
   */
  static boolean quiet(String line, List<String> quiet) {
    String l = line.indexOf("Warning") < 0 ? line : KUBE_EVENT_TYPE.matcher(line).replaceFirst(" ");
    l = l.toLowerCase(Locale.ROOT);
    for (String w : quiet) {
      if (l.contains(w)) {
        return true;
      }
    }
    return false;
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
