package io.github.ascendtriage;

import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link StreamSession} reports once per failure, instead of once per line: raised when the
 * stream first shows a failure (a claimed case, a layer, or a root-cause process), updated when what
 * it shows changes (the root cause found or moved, another case or layer), and never repeated while
 * it stays the same.
 *
 * @param sequence the number of this alert in the session, from 1; an update counts too
 * @param kind raised or updated
 * @param key what the alert is about: the root-cause process ({@code worker-1 device-1}) when the
 *     stream covers several processes, else the case id or layer; never null
 * @param line the number of the stream line (over all sources) after which it was found
 * @param layer the layer of the answer; never null
 * @param caseId the best claimed case, if any
 * @param title that case's title, if any
 * @param confidence the calibrated confidence of the answer
 * @param rootCause the root cause, when the stream covers several processes
 * @param diagnosis the whole diagnosis of the session's window at that line; never null
 *     <p>Immutable and thread-safe.
 */
public record StreamAlert(
    long sequence,
    Kind kind,
    String key,
    long line,
    Layer layer,
    Optional<String> caseId,
    Optional<String> title,
    double confidence,
    Optional<RootCause> rootCause,
    Diagnosis diagnosis) {

  /** Whether an alert is new or changes the previous one. */
  public enum Kind {
    /** The first alert of a failure the window shows (again, once an earlier one was forgotten). */
    RAISED,
    /** The same failure, now with another root-cause process, case or layer. */
    UPDATED;

    /** The lower-case name used in JSON. */
    public String id() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public StreamAlert {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(rootCause, "rootCause");
    Objects.requireNonNull(diagnosis, "diagnosis");
  }
}
