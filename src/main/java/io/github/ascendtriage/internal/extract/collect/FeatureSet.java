package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The immutable product of reading an input: every distinct feature with its evidence, the error
 * events, and what each source said about its writer. Made by {@link FeatureCollector#finish()}
 * (or {@link FeatureCollector#snapshot()} for a live stream); matching, root cause, remediation and
 * output read only this. Immutable and thread-safe; no method returns null.
 */
public final class FeatureSet {
  /**
   * A distinct token or value and where it was seen.
   *
   * @param first the feature as first seen (its evidence is the first line)
   * @param evidence up to {@link FeatureCollector#MAX_EVIDENCE} lines that carry it
   * @param count how many times it was seen
   */
  public record Occurrence(Feature first, List<Evidence> evidence, long count) {
    public Occurrence {
      evidence = List.copyOf(evidence);
    }
  }

  private static final FeatureSet EMPTY = new FeatureSet(Map.of(), List.of(), Map.of(), List.of(), Map.of(), 0, 0, List.of(), 0);

  private final Map<String, Occurrence> byKey;
  private final List<String> tokenKeys;
  private final Set<FeatureType> types;
  private final List<ErrorEvent> events;
  private final Map<String, SourceFacts> sources;
  private final List<CodeOccurrence> codes;
  private final Map<FeatureType, Long> dropped;
  private final long droppedEvents;
  private final long droppedCodes;
  private final List<SkippedInput> skipped;
  private final long skippedUnlisted;
  private final Map<String, String> hosts;

  FeatureSet(
      Map<String, Occurrence> byKey,
      List<ErrorEvent> events,
      Map<String, SourceFacts> sources,
      List<CodeOccurrence> codes,
      Map<FeatureType, Long> dropped,
      long droppedEvents,
      long droppedCodes,
      List<SkippedInput> skipped,
      long skippedUnlisted) {
    this(byKey, events, sources, codes, dropped, droppedEvents, droppedCodes, skipped, skippedUnlisted, Map.of());
  }

  private FeatureSet(
      Map<String, Occurrence> byKey,
      List<ErrorEvent> events,
      Map<String, SourceFacts> sources,
      List<CodeOccurrence> codes,
      Map<FeatureType, Long> dropped,
      long droppedEvents,
      long droppedCodes,
      List<SkippedInput> skipped,
      long skippedUnlisted,
      Map<String, String> hosts) {
    // byKey is a map made for this set (FeatureTallies.occurrences): kept, not copied again
    this.byKey = Collections.unmodifiableMap(byKey);
    List<String> toks = new ArrayList<>();
    Set<FeatureType> ts = EnumSet.noneOf(FeatureType.class);
    for (Map.Entry<String, Occurrence> e : this.byKey.entrySet()) {
      FeatureType t = e.getValue().first().type();
      ts.add(t);
      if (!t.isValue()) {
        toks.add(e.getKey());
      }
    }
    this.tokenKeys = List.copyOf(toks);
    this.types = Collections.unmodifiableSet(ts);
    this.events = List.copyOf(events);
    this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
    this.codes = List.copyOf(codes);
    this.dropped = Collections.unmodifiableMap(dropped.isEmpty() ? Map.of() : new java.util.EnumMap<>(dropped));
    this.droppedEvents = droppedEvents;
    this.droppedCodes = droppedCodes;
    this.skipped = List.copyOf(skipped);
    this.skippedUnlisted = skippedUnlisted;
    this.hosts = hosts.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(hosts));
  }

  /**
   * This set with one more token that no line printed but several lines together show (a fact of
   * the input as a whole, such as ranks in different collectives); itself when the token is there.
   *
   * @param evidence the lines that show it, first first; not empty
   */
  FeatureSet withDerived(FeatureType type, String value, List<Evidence> evidence) {
    String key = io.github.ascendtriage.internal.casebase.SignatureToken.keyOf(type, value);
    if (byKey.containsKey(key) || evidence.isEmpty()) {
      return this;
    }
    Map<String, Occurrence> m = new LinkedHashMap<>(byKey);
    m.put(key, new Occurrence(new Feature(type, value, evidence.get(0)), evidence, evidence.size()));
    return new FeatureSet(m, events, sources, codes, dropped, droppedEvents, droppedCodes, skipped, skippedUnlisted, hosts);
  }

  /**
   * This set with the host each source was read from, as the input's layout names it (a host
   * folder of a tree, a root of several); a source absent from {@code hostBySource} has no known
   * host. Only facts that need to tell hosts apart read it ({@link NodeRankStatedTwice}).
   *
   * @param hostBySource host name by source name (an empty name is no host); not null
   */
  public FeatureSet withHosts(Map<String, String> hostBySource) {
    Map<String, String> h = new LinkedHashMap<>();
    hostBySource.forEach((source, host) -> {
      if (!source.isEmpty() && !host.isEmpty()) {
        h.put(source, host);
      }
    });
    return new FeatureSet(byKey, events, sources, codes, dropped, droppedEvents, droppedCodes, skipped, skippedUnlisted, h);
  }

  /** The host {@code source} was read from, when the input's layout names one ({@link #withHosts}). */
  public Optional<String> hostOf(String source) {
    return Optional.ofNullable(hosts.get(source));
  }

  /** A set with nothing in it. */
  public static FeatureSet empty() {
    return EMPTY;
  }

  /** True when a feature with this key ({@code type:value}, lowercased) was seen. */
  public boolean has(String key) {
    return byKey.containsKey(key);
  }

  /** The occurrence of a key; empty when it was not seen. */
  public Optional<Occurrence> occurrence(String key) {
    return Optional.ofNullable(byKey.get(key));
  }

  /** Every distinct key, values included, in first-seen order. */
  public Set<String> keys() {
    return byKey.keySet();
  }

  /** The keys of the token types (those a signature may use), in first-seen order. */
  public List<String> tokenKeys() {
    return tokenKeys;
  }

  /** True when a feature of this type was seen. */
  public boolean hasType(FeatureType type) {
    return types.contains(type);
  }

  /** The distinct features in first-seen order. */
  public List<Feature> features() {
    List<Feature> out = new ArrayList<>(byKey.size());
    for (Occurrence o : byKey.values()) {
      out.add(o.first());
    }
    return out;
  }

  /** The first value of a type, e.g. the first port seen. */
  public Optional<String> firstValue(FeatureType type) {
    for (Occurrence o : byKey.values()) {
      if (o.first().type() == type) {
        return Optional.of(o.first().value());
      }
    }
    return Optional.empty();
  }

  /** The first value of a type seen on a line of one of {@code sources} (as far as the kept evidence tells). */
  public Optional<String> firstValueIn(FeatureType type, Set<String> sources) {
    for (Occurrence o : byKey.values()) {
      if (o.first().type() == type && o.evidence().stream().anyMatch(e -> sources.contains(e.source()))) {
        return Optional.of(o.first().value());
      }
    }
    return Optional.empty();
  }

  /** All values of one type in first-seen order. */
  public List<String> values(FeatureType type) {
    List<String> out = new ArrayList<>();
    for (Occurrence o : byKey.values()) {
      if (o.first().type() == type) {
        out.add(o.first().value());
      }
    }
    return out;
  }

  /** The error events, in input order, placed with what their source said about itself. */
  public List<ErrorEvent> events() {
    return events;
  }

  /** What each source said about its writer, by source name; sources that said nothing are absent. */
  public Map<String, SourceFacts> sources() {
    return sources;
  }

  /**
   * The codes of the official catalogue found, one per distinct code (an ambiguous hit is one
   * entry listing its candidates), in first-seen order.
   */
  public List<CodeOccurrence> codes() {
    return codes;
  }

  /**
   * True when a cap was hit: some features, events or values of a list setting were not kept, or a
   * part of a source passed its reader's bound ({@link #skipped()}).
   */
  public boolean truncated() {
    return !dropped.isEmpty() || droppedEvents > 0 || droppedCodes > 0 || !skipped.isEmpty()
        || sources.values().stream().anyMatch(s -> !s.dropped().isEmpty());
  }

  /**
   * The parts of sources that a recogniser read but did not use because they passed its bound (a rank
   * table of more devices than it keeps), in input order; at most {@code SkipTally.MAX_SKIPS}.
   */
  public List<SkippedInput> skipped() {
    return skipped;
  }

  /** Skipped parts past those {@link #skipped()} lists: counted, not listed. */
  public long skippedUnlisted() {
    return skippedUnlisted;
  }

  /** Catalogue code hits not kept because the code list was full (see {@code CodeTally}). */
  public long droppedCodes() {
    return droppedCodes;
  }

  /**
   * The occurrences not kept because their kind's cap was full, by kind (only kinds with drops);
   * see {@link FeatureCollector} for the caps.
   */
  public Map<FeatureType, Long> dropped() {
    return dropped;
  }

  /** Error events not kept because {@link FeatureCollector#MAX_EVENTS} were already kept. */
  public long droppedEvents() {
    return droppedEvents;
  }

  /** Number of distinct keys. */
  public int size() {
    return byKey.size();
  }

  Map<String, Occurrence> occurrences() {
    return byKey;
  }
}
