package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * What {@link Laggards} reads from one error event, read once per event: its time and which wait
 * kinds' unnamed report signatures its line holds. Kept by the graph, and by a stream's kept graph
 * from look to look ({@link WaitGraphCache} hands its copies the kept graph's readings), so a look
 * reads only the events it has not seen. Keyed by the event's identity: an event is immutable, so
 * one read is right for as long as the event lives; an event replaced in the window is a new key.
 * Events that left the window are forgotten once they outnumber the live ones. Not thread-safe.
 */
final class WaitReadings {
  /** One event read: its time (empty when it has none or it does not parse) and its signature bits. */
  record Reading(Optional<LocalDateTime> time, int unnamed) {}

  private final Map<ErrorEvent, Reading> read = new IdentityHashMap<>();

  /**
   * The event's reading; {@code signatures} maps its lower-cased line to the bits of the wait kinds
   * whose unnamed signatures it holds, and is the same function at every call (it is read only for
   * a cascade that names no peer, the only event it is asked of).
   */
  Reading of(ErrorEvent e, ToIntFunction<String> signatures) {
    Reading r = read.get(e);
    if (r == null) {
      int bits = e.kind() == EventKind.CASCADE && e.peers().isEmpty()
          ? signatures.applyAsInt(e.evidence().text().toLowerCase(Locale.ROOT)) : 0;
      r = new Reading(time(e), bits);
      read.put(e, r);
    }
    return r;
  }

  /** Forgets the events not in the graph when they outnumber those in it. */
  void forgetGone(WaitGraph g) {
    int live = 0;
    for (WaitGraph.Node n : g.nodes.values()) {
      live += n.events.size();
    }
    if (read.size() <= 2 * live + 64) {
      return;
    }
    Map<ErrorEvent, Reading> kept = new IdentityHashMap<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      for (ErrorEvent e : n.events) {
        Reading r = read.get(e);
        if (r != null) {
          kept.put(e, r);
        }
      }
    }
    read.clear();
    read.putAll(kept);
  }

  /** How many events it holds (for tests). */
  int size() {
    return read.size();
  }

  static Optional<LocalDateTime> time(ErrorEvent e) {
    try {
      return e.timestamp().map(LocalDateTime::parse);
    } catch (DateTimeParseException x) {
      return Optional.empty();
    }
  }
}
