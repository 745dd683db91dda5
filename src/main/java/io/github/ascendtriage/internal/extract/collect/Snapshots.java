package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.List;
import java.util.Map;

/**
 * Makes a {@link FeatureCollector}'s snapshots. Each part of one (the occurrences, the placed
 * events, the frozen facts, the codes) is made again only when its count in {@link ChangeCounts}
 * moved since the part was last made; otherwise the last one is given again, and so is what the
 * {@link FeatureSet} derives from it (token keys and kinds, its immutable copies): a live stream
 * snapshots its window at every ranking and assembly, where often only a part moved (run snap30).
 * The events are placed on what the facts say, so they are made again when either moved. Every
 * part given again was made from the same state it would be made from now: a snapshot equals one
 * made afresh ({@code SnapshotPartsTest}). Not thread-safe; owned by its collector.
 */
final class Snapshots {
  private final FeatureTallies tallies;
  private final EventTally events;
  private final FactsBySource facts;
  private final CodeTally codes;
  private final FeatureBudget budget;
  private final SkipTally skips;
  private final ChangeCounts counts;

  /** Test switch: every part made afresh, as before parts were kept (for comparisons). */
  boolean afresh;
  /** The last full snapshot (null before the first) and the counts each of its parts was made at. */
  private FeatureSet last;
  private long occurrencesAt = -1;
  private long codesAt = -1;
  /** The events and facts last made (for a snapshot or the root inputs), and the counts they were made at. */
  private List<ErrorEvent> placed;
  private long placedAtEvents = -1;
  private long placedAtFacts = -1;
  private Map<String, SourceFacts> frozen;
  private long frozenAt = -1;

  Snapshots(FeatureTallies tallies, EventTally events, FactsBySource facts, CodeTally codes, FeatureBudget budget,
      SkipTally skips, ChangeCounts counts) {
    this.tallies = tallies;
    this.events = events;
    this.facts = facts;
    this.codes = codes;
    this.budget = budget;
    this.skips = skips;
    this.counts = counts;
  }

  /** What was read so far ({@link FeatureCollector#snapshot()}). */
  FeatureSet snapshot() {
    FeatureSet prev = afresh ? null : last;
    boolean sameOccurrences = prev != null && occurrencesAt == counts.occurrenceMoves;
    boolean sameCodes = prev != null && codesAt == counts.codeMoves;
    List<ErrorEvent> ev = placedEvents();
    Map<String, SourceFacts> src = frozenFacts();
    FeatureSet f = FeatureSet.reusing(prev,
        sameOccurrences ? null : tallies.occurrences(),
        prev != null && prev.events() == ev ? null : ev,
        prev != null && prev.sources() == src ? null : src,
        sameCodes ? null : codes.freeze(),
        budget.droppedByType(), budget.droppedEvents, budget.droppedCodes, skips.listed(), skips.unlisted());
    occurrencesAt = counts.occurrenceMoves;
    codesAt = counts.codeMoves;
    last = f;
    return f;
  }

  /** The events and facts a root cause reads ({@link FeatureCollector#rootInputs()}). */
  FeatureSet rootInputs() {
    return FeatureSet.reusing(null, Map.of(), placedEvents(), frozenFacts(), List.of(), Map.of(), budget.droppedEvents, 0,
        skips.listed(), skips.unlisted());
  }

  /** The placed events, immutable: the last ones while no event and no fact moved. */
  private List<ErrorEvent> placedEvents() {
    if (afresh || placed == null || placedAtEvents != counts.eventMoves || placedAtFacts != counts.factMoves) {
      placed = List.copyOf(events.placed(facts.tallies()));
      placedAtEvents = counts.eventMoves;
      placedAtFacts = counts.factMoves;
    }
    return placed;
  }

  /** The frozen facts by source, unmodifiable: the last ones while no fact moved. */
  private Map<String, SourceFacts> frozenFacts() {
    if (afresh || frozen == null || frozenAt != counts.factMoves) {
      frozen = java.util.Collections.unmodifiableMap(facts.freeze());
      frozenAt = counts.factMoves;
    }
    return frozen;
  }
}
