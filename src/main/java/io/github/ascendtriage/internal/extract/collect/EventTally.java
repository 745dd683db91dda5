package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The error events of one collector, in the order of their lines: at most
 * {@link FeatureCollector#MAX_EVENTS} (the rest counted by the {@link FeatureBudget}), amended by
 * the lines that follow a wait (its communicator, its tag and operation index), and placed on the
 * rank and device their source stated when a snapshot is taken. Not thread-safe; owned by its
 * {@link FeatureCollector}.
 */
final class EventTally {
  private final List<ErrorEvent> events = new ArrayList<>();
  /** Events before this index were placed by the part of the input that read them. */
  private int placed;

  void add(ErrorEvent e, FeatureBudget budget) {
    budget.addEvent(events, e);
  }

  /** Puts the wait reported on the line before {@code lineNo} of {@code source} in {@code group}. */
  void inGroup(String source, long lineNo, String group) {
    int last = events.size() - 1;
    if (group != null && last >= 0 && events.get(last).waitedOnLine(source, lineNo - 1)) {
      events.set(last, events.get(last).inGroup(group));
    }
  }

  /**
   * Gives the events of {@code source} from line {@code fromLine} on (one report: among the last
   * few events) the writer's rank and device where they lack them.
   */
  void place(String source, long fromLine, long current, String rank, String device, DeviceReading how) {
    if (fromLine >= current || rank == null && device == null) {
      return; // the current line's own event is placed as it is collected
    }
    for (int i = events.size() - 1; i >= 0 && i >= events.size() - 6; i--) {
      ErrorEvent e = events.get(i);
      if (e.evidence().line() < fromLine || !e.evidence().source().equals(source)) {
        break;
      }
      if (!e.aboutOther() && (e.rank().isEmpty() && rank != null || e.device().isEmpty() && device != null)) {
        events.set(i, e.device().isPresent() || device == null
            ? e.withPlace(e.rank().or(() -> java.util.Optional.ofNullable(rank)), e.device())
            : e.withPlace(e.rank().or(() -> java.util.Optional.ofNullable(rank)), java.util.Optional.of(device), how));
      }
    }
  }

  /**
   * Gives the event of line {@code line} of {@code source} (among the last few events, before {@code current}) the
   * rank and device it lacks, when its text starts with {@code prefix} and {@code sameMessage} accepts the rest.
   */
  void placeMessage(String source, long line, long current, String prefix, java.util.function.Predicate<String> sameMessage,
      String rank, String device) {
    if (line >= current || rank == null && device == null) {
      return;
    }
    for (int i = events.size() - 1; i >= 0 && i >= events.size() - 4; i--) {
      ErrorEvent e = events.get(i);
      if (!e.evidence().source().equals(source) || e.evidence().line() < line) {
        return;
      }
      String text = e.evidence().text();
      if (e.evidence().line() == line && !e.aboutOther() && text.startsWith(prefix) && sameMessage.test(text.substring(prefix.length()))
          && (e.rank().isEmpty() && rank != null || e.device().isEmpty() && device != null)) {
        events.set(i, e.withPlace(e.rank().or(() -> java.util.Optional.ofNullable(rank)),
            e.device().or(() -> java.util.Optional.ofNullable(device))));
        return;
      }
    }
  }

  /** Gives the wait reported on line {@code waitLine} of {@code source} its tag, index and group. */
  void detail(String source, long waitLine, String group, String tag, String index) {
    // the wait is among the last few events: a task report is a handful of consecutive lines
    for (int i = events.size() - 1; i >= 0 && i >= events.size() - 4; i--) {
      ErrorEvent e = events.get(i);
      if (e.evidence().line() == waitLine && e.evidence().source().equals(source)) {
        ErrorEvent d = e.withDetail(tag, index);
        events.set(i, group == null ? d : d.inGroup(group));
        return;
      }
    }
  }

  /**
   * The events, those not yet placed given the rank and device their source stated; on a copy, as
   * a live stream's later lines may still state them.
   */
  List<ErrorEvent> placed(Map<String, FactsTally> facts) {
    List<ErrorEvent> out = new ArrayList<>(events);
    FactsTally.place(out, placed, facts);
    return out;
  }

  /** Forgets the events of lines before {@code line} (streaming windows). */
  void forgetOlderThan(long line) {
    events.removeIf(e -> e.evidence().line() < line);
    placed = Math.min(placed, events.size());
  }

  /** Adds another part's events, placed already, after these. */
  void add(List<ErrorEvent> other, FeatureBudget budget) {
    other.forEach(ev -> budget.addEvent(events, ev));
    placed = events.size();
  }
}
