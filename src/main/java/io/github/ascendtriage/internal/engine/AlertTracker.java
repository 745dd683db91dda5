package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.StreamAlert;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns a session's successive diagnoses into alerts: one when the stream first shows a failure,
 * one more only when what it shows changes (the root-cause process, the case or the layer; not the
 * confidence alone). An alert's whole diagnosis is assembled when the alert is taken, from what the
 * stream held when it was queued (so it is the same), and not at all when nobody takes it. Its
 * state is a few strings, so a snapshot carries it exactly. Not thread-safe.
 */
final class AlertTracker {
  /** The key of a failure whose stream shows no root-cause process (one process, or not yet). */
  static final String NO_ROOT = "stream";

  /** A queued alert: all of it but its whole diagnosis, and how to make that. */
  private record Queued(long sequence, StreamAlert.Kind kind, String key, long line, io.github.ascendtriage.Layer layer,
      Optional<String> caseId, Optional<String> title, double confidence, Optional<RootCause> rootCause,
      java.util.function.Supplier<Diagnosis> full) {
    StreamAlert alert() {
      return new StreamAlert(sequence, kind, key, line, layer, caseId, title, confidence, rootCause, full.get());
    }
  }

  /**
   * Alerts kept until taken: each holds what its stream showed, so a caller that never takes them
   * (tag without --alerts) must not grow the session without bound; the oldest go first.
   */
  static final int MAX_PENDING = 256;

  private final java.util.ArrayDeque<Queued> pending = new java.util.ArrayDeque<>();
  private long dropped;
  private String fingerprint = "";
  private long sequence;

  /**
   * Looks at a new diagnosis; queues an alert when it shows a failure that differs from the last.
   * {@code d} may lack what only the alert carries (its similar incidents): {@code full} gives the
   * whole diagnosis and is asked only when a queued alert is taken.
   */
  void look(Diagnosis d, long line, java.util.function.Supplier<Diagnosis> full) {
    if (d.answer() == AnswerSource.NONE && d.rootCause().isEmpty()) {
      // the window no longer shows the failure (its lines were forgotten): a later one is new
      fingerprint = "";
      return;
    }
    Optional<CaseMatch> best = d.bestMatch();
    Optional<RootCause> rc = d.rootCause();
    String key = rc.map(AlertTracker::place).orElse(NO_ROOT);
    String print = key + "|" + best.map(CaseMatch::caseId).orElse("-") + "|" + d.layer().id() + "|"
        + rc.map(r -> String.join(">", r.chain())).orElse("");
    if (print.equals(fingerprint)) {
      return;
    }
    // one alert per failure the window shows; what changes while it shows it (the root process
    // found or named more fully, the case, the layer) is an update of that alert
    StreamAlert.Kind kind = fingerprint.isEmpty() ? StreamAlert.Kind.RAISED : StreamAlert.Kind.UPDATED;
    fingerprint = print;
    if (pending.size() == MAX_PENDING) {
      pending.removeFirst();
      dropped++;
    }
    pending.addLast(new Queued(++sequence, kind, key, line, d.layer(), best.map(CaseMatch::caseId),
        best.map(CaseMatch::title), d.confidence(), rc, full));
  }

  /** How many alerts were dropped untaken, oldest first, past {@link #MAX_PENDING}. */
  long dropped() {
    return dropped;
  }

  private static String place(RootCause r) {
    if (!r.roots().isEmpty()) {
      return r.roots().stream().map(ProcessPlace::label).sorted().reduce((a, b) -> a + " + " + b).orElse("");
    }
    return r.host().orElse(r.source());
  }

  /** The alerts queued since the last call, oldest first. */
  List<StreamAlert> take() {
    List<StreamAlert> out = new ArrayList<>(pending.size());
    for (Queued q : pending) {
      out.add(q.alert());
    }
    pending.clear();
    return List.copyOf(out);
  }

  /** Drops the alerts queued, untaken (nobody takes them). */
  void drop() {
    pending.clear();
  }

  boolean hasPending() {
    return !pending.isEmpty();
  }

  /** Alerts queued and not yet taken (each holds its window's reading), at most {@link #MAX_PENDING}. */
  int pendingCount() {
    return pending.size();
  }

  // snapshot state
  String fingerprint() {
    return fingerprint;
  }

  long sequence() {
    return sequence;
  }

  void restore(String fingerprint, long sequence) {
    this.fingerprint = fingerprint;
    this.sequence = sequence;
  }
}
