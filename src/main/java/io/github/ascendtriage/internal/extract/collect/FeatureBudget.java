package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The caps of one {@link FeatureCollector}: how many distinct features of each kind it keeps, and
 * what it did not keep because a cap was full, so that the reading can say so. Values are capped
 * per kind, the other tokens together, so the two never compete. Not thread-safe.
 */
public final class FeatureBudget {
  /** Distinct values kept per value kind. */
  public static final int MAX_VALUES = 10_000;
  /** Distinct tokens kept in total (codes and the rest); a real log has a few hundred. */
  public static final int MAX_TOKENS = 100_000;
  /** Distinct official catalogue codes listed (the {@code CODE} tokens themselves count as tokens). */
  public static final int MAX_CATALOGUE_CODES = CodeTally.MAX_CODES;
  /** Sources whose writer facts are kept. */
  public static final int MAX_SOURCES = 20_000;

  private final long[] dropped = new long[FeatureType.values().length];
  private final int[] distinct = new int[FeatureType.values().length];
  private int distinctTokens;
  long droppedEvents;
  long droppedCodes;

  /**
   * True for the kinds whose values vary from line to line and are capped per kind: the value
   * kinds, and ports (a token, but one per connection).
   */
  public static boolean isCapped(FeatureType t) {
    return t.isValue() || t == FeatureType.PORT;
  }

  /**
   * True when one more distinct feature of {@code t} may be kept, and then counts it as kept;
   * otherwise counts its {@code occurrences} as dropped.
   */
  boolean take(FeatureType t, long occurrences) {
    boolean ok = isCapped(t) ? distinct[t.ordinal()] < MAX_VALUES : distinctTokens < MAX_TOKENS;
    if (ok) {
      count(t, 1);
    } else {
      dropped[t.ordinal()] += occurrences;
    }
    return ok;
  }

  /** Distinct features of {@code t} kept. */
  int kept(FeatureType t) {
    return distinct[t.ordinal()];
  }

  /** Distinct uncapped tokens kept (they share {@link #MAX_TOKENS}). */
  int keptTokens() {
    return distinctTokens;
  }

  /** A kept feature of {@code t} was forgotten (a stream's window moved on). */
  void forget(FeatureType t) {
    count(t, -1);
  }

  private void count(FeatureType t, int delta) {
    distinct[t.ordinal()] += delta;
    if (!isCapped(t)) {
      distinctTokens += delta;
    }
  }

  /** Adds {@code e} to {@code events} unless {@link FeatureCollector#MAX_EVENTS} are there; counts it if not. */
  void addEvent(List<ErrorEvent> events, ErrorEvent e) {
    if (events.size() < FeatureCollector.MAX_EVENTS) {
      events.add(e);
    } else {
      droppedEvents++;
    }
  }

  /** Adds what another part of the input did not keep. */
  void add(FeatureSet other) {
    other.dropped().forEach((t, n) -> dropped[t.ordinal()] += n);
    droppedEvents += other.droppedEvents();
    droppedCodes += other.droppedCodes();
  }

  Map<FeatureType, Long> droppedByType() {
    Map<FeatureType, Long> m = new EnumMap<>(FeatureType.class);
    for (FeatureType t : FeatureType.values()) {
      if (dropped[t.ordinal()] > 0) {
        m.put(t, dropped[t.ordinal()]);
      }
    }
    return m;
  }
}
