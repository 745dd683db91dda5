package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.Skip;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.Map;

/**
 * The sink the recognisers of one input (or one file of it) report to: one entry per distinct
 * feature with its first evidence and a few more, the error events, and what each source says about
 * its writer. {@link #finish()} ends the input and returns the immutable {@link FeatureSet}; a live
 * stream takes {@link #snapshot()}s instead. Memory is bounded: distinct features by the caps of
 * {@link FeatureBudget} (values per kind, other tokens together, so a flood of values never pushes
 * out the code that decides a case), {@link #MAX_EVIDENCE} evidence lines each, {@link #MAX_EVENTS}
 * events, {@link FeatureBudget#MAX_SOURCES} sources; what was not kept is counted
 * ({@link FeatureSet#dropped()}), and a part of a source a recogniser skipped at its own bound is
 * listed ({@link FeatureSet#skipped()}, {@code SkipTally}). Not thread-safe; the sets of files read in parallel are
 * {@link #add added} to one collector.
 */
public final class FeatureCollector implements FeatureSink {
  public static final int MAX_EVIDENCE = 5;
  public static final int MAX_EVENTS = 4_096;

  private final FeatureTallies tallies = new FeatureTallies();
  private final EventTally events = new EventTally();
  private final CurrentLine current = new CurrentLine();
  private final ChangeCounts counts = new ChangeCounts();
  private final FactsBySource facts = new FactsBySource();
  private final CodeTally codes = new CodeTally(counts);
  private final LineEvent line = new LineEvent();
  private final FeatureBudget budget = new FeatureBudget();
  private final KeyCache keys = new KeyCache();
  private final SkipTally skips = new SkipTally();
  private final FeatureIntake intake = new FeatureIntake(tallies, budget, counts, current, line, keys);
  private boolean finished;

  /** Starts a new line; features reported until the next call belong to it. */
  public void beginLine(String source, long lineNo, String text) {
    if (finished) {
      throw new IllegalStateException("the collector is finished");
    }
    flushEvent();
    current.begin(source, lineNo, text);
    line.reset();
  }

  /** Ends input: records the last line's event and returns what was read. Later lines are refused. */
  public FeatureSet finish() {
    FeatureSet s = snapshot();
    finished = true;
    return s;
  }

  /** What was read so far, as an immutable set; the collector carries on (live streams). */
  public FeatureSet snapshot() {
    flushEvent();
    return new FeatureSet(tallies.occurrences(), events.placed(facts.tallies()), facts.freeze(), codes.freeze(), budget.droppedByType(),
        budget.droppedEvents, budget.droppedCodes, skips.listed(), skips.unlisted());
  }

  /** {@link #snapshot()} without features and codes: the events and facts a root cause reads. */
  public FeatureSet rootInputs() {
    flushEvent();
    return new FeatureSet(Map.of(), events.placed(facts.tallies()), facts.freeze(), List.of(), Map.of(), budget.droppedEvents, 0,
        skips.listed(), skips.unlisted());
  }

  /**
   * Counts up when a token key (not a value) or a catalogued code is added or forgotten: while it
   * stays the same, the ranking of the cases cannot change (a claim that asked the layer reasoning
   * reads the codes too: {@code Cascades}).
   */
  public long tokenGeneration() {
    return counts.tokenGeneration + codes.moved;
  }

  /**
   * Narrows {@link #watchedGeneration()} to what a reader reads (by kind and key): the {@code keys} coming or going,
   * new evidence lines (a code: its entries) of the {@code lines}, each sighting of the {@code counted}.
   */
  public void watch(BiPredicate<FeatureType, String> keys, BiPredicate<FeatureType, String> lines, BiPredicate<FeatureType, String> counted) {
    counts.watch(keys, lines, counted, tallies);
  }

  /**
   * Counts up when a watched token ({@link #watch}) is added or forgotten, and on every {@link #add};
   * without a filter it moves with {@link #tokenGeneration()}.
   */
  public long watchedGeneration() {
    return counts.watchedGeneration;
  }

  /** Distinct features of {@code t} kept (what a merge of several collectors counts against its caps). */
  public int kept(FeatureType t) {
    return budget.kept(t);
  }

  /** Distinct uncapped tokens kept (they share {@link FeatureBudget#MAX_TOKENS}). */
  public int keptTokens() {
    return budget.keptTokens();
  }

  private void report(Runnable r) {
    counts.reports++;
    r.run();
  }

  private void fact(boolean given, java.util.function.Consumer<FactsTally> c) {
    counts.reports++;
    facts.with(current.source(), given, c);
  }

  @Override
  public void self(FeatureType type, String value) {
    fact(value != null && !value.isEmpty(), f -> f.self(type, value));
  }

  @Override
  public void deviceAddress(String device, String ip) {
    fact(true, f -> f.deviceAddress(device, ip));
  }

  @Override
  public void printedBy(String rank) {
    fact(true, f -> f.printedBy(rank));
  }

  @Override
  public void process(String pid, String rank, String device) {
    fact(pid != null && (rank != null || device != null), f -> f.process(pid, rank, device));
  }

  @Override
  public void writer(String pid) {
    line.writer(pid);
  }

  @Override
  public void identity(Identity what, String value) {
    fact(value != null && !value.isEmpty(), f -> f.identity(line.writerOrNone(), what, value, current.number()));
  }

  @Override
  public void groupRank(String group, String rank) {
    fact(group != null && rank != null, f -> f.groupRank(line.writerOrNone(), group, rank));
  }

  @Override
  public void eventPlace(long fromLine, String rank, String device, io.github.ascendtriage.internal.extract.facts.DeviceReading reading, String address) {
    counts.reports++;
    line.own(rank, device, reading, address);
    events.place(current.source(), fromLine, current.number(), rank, device, reading);
  }

  @Override
  public void messagePlace(long line, String prefix, java.util.function.Predicate<String> sameMessage, String rank, String device) {
    report(() -> events.placeMessage(current.source(), line, current.number(), prefix, sameMessage, rank, device));
  }

  @Override
  public void setting(Setting what, String value) {
    String v = what.keep() != Setting.Keep.FIRST && (value == null || value.isEmpty()) ? line.timestamp() : value;
    fact(v != null && !v.isEmpty(), f -> f.setting(what, v, current.evidence()));
  }

  @Override
  public void peer(Peer peer) {
    report(() -> line.peer(peer));
  }

  @Override
  public void hardware() {
    report(() -> line.hardware());
  }

  @Override
  public void peerGroup(String group) {
    report(() -> events.inGroup(current.source(), current.number(), group));
  }

  @Override
  public void waitDetail(long waitLine, String group, String tag, String index) {
    report(() -> events.detail(current.source(), waitLine, group, tag, index));
  }

  @Override
  public void taskDetail(String tag, String index) {
    report(() -> line.detail(tag, index));
  }

  @Override
  public void featureAt(FeatureType type, String value, long atLine, String atText) {
    if (atLine == current.number()) {
      feature(type, value);
    } else {
      current.at(atLine, atText, () -> feature(type, value));
    }
  }

  @Override
  public void feature(FeatureType type, String value) {
    if (value != null && !value.isEmpty()) {
      intake.take(type, value);
    }
  }

  @Override
  public void code(io.github.ascendtriage.internal.codes.CodeHit hit) {
    counts.reports++;
    if (!hit.success()) {
      current.code(hit.candidates().get(0).code());
    }
    if (!codes.add(hit, current.evidence())) {
      budget.droppedCodes++;
    }
  }

  /** Kept for the answer's warnings; never forgotten ({@link #forgetOlderThan}): a skip concerns the whole stream. */
  @Override
  public void skipped(long fromLine, Skip skip) {
    counts.reports++;
    skips.add(new SkippedInput(current.source(), fromLine, skip));
  }

  @Override
  public void event(EventKind kind) {
    report(() -> line.event(kind));
  }

  @Override
  public void eventAbout(EventKind kind, String rank, String device, String host, String ip) {
    report(() -> line.eventAbout(kind, rank, device, host, ip));
  }

  @Override
  public void eventAboutSeat(EventKind kind, String instance, String localId) {
    report(() -> line.eventAboutSeat(kind, instance, localId));
  }

  private void flushEvent() {
    if (line.pending()) {
      events.add(line.toEvent(current.evidence()), budget);
    }
    line.reset();
  }

  /** The official codes found on the current line (the first candidate of each), in order. */
  public List<String> currentLineCodes() {
    return current.codes();
  }

  /**
   * Counts up on every report of a recogniser (the writer's pid aside): a line after which it did
   * not move told the collector nothing.
   */
  public long reports() {
    return counts.reports;
  }

  /**
   * Counts up on every report that may change what a {@link #snapshot()} holds other than counts
   * (of occurrences and of what the caps dropped), and on every forget and add: all reports but those of
   * a feature seen before whose evidence is complete or already on this line. While it stays the
   * same, a new snapshot differs from the last one only in its counts.
   */
  public long changes() {
    return counts.changes();
  }

  /** The token keys ({@code type:value}, lowercased) found on the current line, in order. */
  public List<String> currentLineTokens() {
    return current.keys();
  }

  /** Forgets features not seen since line {@code line} (for streaming sessions). */
  public void forgetOlderThan(long line) {
    counts.forgot();
    tallies.forgetOlderThan(line, t -> counts.forgotten(t, budget));
    events.forgetOlderThan(line);
    codes.forgetOlderThan(line);
  }

  /** Adds what another part of the input read (files read in parallel), in the order added. */
  public void add(FeatureSet other) {
    counts.added(tallies.add(other, budget));
    events.add(other.events(), budget); // the other set placed its own events
    budget.add(other);
    budget.droppedCodes += codes.add(other.codes());
    facts.add(other.sources());
    skips.add(other);
  }
}
