package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.FeatureSet;
import io.github.ascendtriage.internal.input.LineTimestamps;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.match.LayerHints;
import io.github.ascendtriage.internal.output.Redactor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * A live stream. Each line is scanned by the scanner of its source into that source's collector
 * (as each file of a tree is); the sources together are ranked with the very ranking {@link
 * #diagnosis()} uses, and a line is tagged with the best claimed case whose matched tokens it
 * carries, so a line's tag is always a case the session's diagnosis claims at that moment. The
 * ranking is recomputed only when a token it reads came or went. The diagnosis (with the root
 * cause across sources) is looked at on a fault line, or every {@link #LOOK_EVERY} lines while
 * something was reported (the line an alert names), and {@link AlertTracker} turns it into alerts.
 * A look assembles a diagnosis only when an input of what an alert reads moved since the last
 * assembly ({@link LookInputs}: the ranking, an event or a new fact for the root cause, a code or a
 * possible clue for the reasoned layer); otherwise the alert state stands as it is. Memory is
 * bounded by the window per source and {@link #MAX_SOURCES}. Not thread-safe.
 */
final class StreamingSession implements StreamSession {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(StreamingSession.class);
  /** Lines of history a signature may span, per source. */
  static final int WINDOW = 10_000;
  /** Sources followed at once; past this the one seen least recently is dropped. */
  static final int MAX_SOURCES = 4_096;
  /** Lines after which new evidence is looked at even without a fault line. */
  static final int LOOK_EVERY = 64;

  private final Knowledge knowledge;
  private final FeatureExtractor extractor;
  private final Assembler assembler;
  private final Map<String, StreamSource> sources = new TreeMap<>();
  private final List<TriageWarning> warnings = new ArrayList<>();
  private LineSource lastAsked; // the source asked for last (by identity), and its StreamSource
  private StreamSource lastFound;
  final AlertTracker alerts = new AlertTracker();
  /** The last ranking made (null before the first); see {@link #ranking()}. */
  private Assembler.Ranking ranking;
  /** The ranking the last assembly used (null: none yet). */
  private Assembler.Ranking lookedRanking;
  /** Since the last assembly an event or a writer's fact came, or anything (a forget, a source, a failure). */
  private boolean rootRead = true;
  /** Since the last assembly a code, or a possible clue of the layer reasoning with something new, came. */
  private boolean reasonRead = true;
  /** Counts up when any token came or went (a source's, or a new source). */
  private long generation;
  private long rankedGeneration = -1;
  /** Counts up when a token the ranking reads ({@link Assembler#ranks}) came or went, or a source. */
  private long rankGeneration;
  private long rankedRankGeneration = -1;
  /**
   * The last ranking asked the layer reasoning (which reads every token), or was of a merge that
   * may have reached its caps: any token then ranks again.
   */
  private boolean rankedLoose;
  /**
   * A token the ranking reads came or went outside a tagged line's scan (a quiet line's forget, a
   * failed line): the next ranking the token generation calls for is not skipped.
   */
  private boolean rankPending;
  /** Rankings computed (for tests and benchmarks). */
  long ranked;
  /** Test switch: re-rank whenever any token came or went, as before the filter (for comparisons). */
  boolean rankEveryToken;
  long lines;
  long lookedAt;
  /** Something was reported since the last look: the look schedule. */
  boolean dirty;
  /**
   * Something besides counts changed since the last assembly (a new feature or evidence line, an
   * event, a fact, a code, a forget, a source): a look without it would assemble the same diagnosis
   * but for counts, which no alert depends on, and is skipped.
   */
  private boolean changed = true;
  /**
   * Test switch: assemble at every look with a ranking of its own, as before looks were skipped
   * (for comparisons).
   */
  boolean assembleEveryLook;
  /** Looks that assembled a diagnosis (for tests and benchmarks). */
  long assembled;
  private boolean closed;

  StreamingSession(Knowledge knowledge, FeatureExtractor extractor, Assembler assembler) {
    this.knowledge = knowledge;
    this.extractor = extractor;
    this.assembler = assembler;
  }

  @Override
  public TaggedLine accept(String line) {
    return accept(line, LineSource.UNNAMED);
  }

  @Override
  public TaggedLine accept(String line, LineSource source) {
    Objects.requireNonNull(line, "line");
    Objects.requireNonNull(source, "source");
    open();
    TaggedLine t = tag(line, source);
    if (dirty && (t.isAlert() || lines - lookedAt >= LOOK_EVERY)) {
      look();
    }
    return assembler.redacts() ? Redactor.redact(t) : t;
  }

  @Override
  public boolean acceptQuiet(byte[] b, int from, int to, LineSource source) {
    open();
    if (assembler.redacts()) {
      return false; // a quiet line's text may hold what is redacted: accept makes its tag
    }
    try {
      StreamSource src = source(source);
      if (!src.scanner.skipsAscii(b, from, to)) {
        return false;
      }
      long watched = src.collector.watchedGeneration();
      src.quiet(b, from, to, lines + 1);
      noteInputs(src);
      rankPending |= src.collector.watchedGeneration() != watched;
      lines++;
      quietFrom = src;
    } catch (RuntimeException | StackOverflowError e) {
      return false; // accept gives the line again and tags it as failed, as a line's failure is
    }
    if (dirty && lines - lookedAt >= LOOK_EVERY) {
      look();
    }
    return true;
  }

  private StreamSource quietFrom; // the source of the line acceptQuiet took last

  @Override
  public LineSource quietSource() {
    return quietFrom.shown;
  }

  @Override
  public long quietSourceLine() {
    return quietFrom.lines;
  }

  @Override
  public int quietTimeStart() {
    return quietFrom.scanner.skippedTimeStart();
  }

  private void open() {
    if (closed) {
      throw new IllegalStateException("the stream session is closed");
    }
  }

  StreamSource source(LineSource s) {
    if (s == lastAsked) { // a caller passes the same source line after line
      return lastFound;
    }
    StreamSource src = sources.get(s.key());
    if (src == null) {
      if (sources.size() >= MAX_SOURCES) {
        StreamSource old = sources.values().stream().min((a, b) -> Long.compare(a.lastSeen, b.lastSeen)).orElseThrow();
        sources.remove(old.name);
        lastAsked = null;
        warn(new TriageWarning(old.name, old.lines, "source dropped: more than " + MAX_SOURCES + " sources at once"));
      }
      src = new StreamSource(s, extractor, assembler);
      src.collector.watch(assembler::ranks);
      sources.put(src.name, src);
      generation++;
      rankGeneration++;
      changed = true;
      rootRead = reasonRead = true; // a source's place is part of the root cause
    }
    lastAsked = s;
    lastFound = src;
    return src;
  }

  // the path of a quiet line is kept short (a tagged line and a failure are methods of their own),
  // so the compiler makes a small method of it and the rare paths do not make it compile again
  private TaggedLine tag(String line, LineSource source) {
    long no = ++lines;
    StreamSource src = null;
    long watched = 0;
    try {
      src = source(source);
      long gen = src.collector.tokenGeneration();
      watched = src.collector.watchedGeneration();
      long reports = src.collector.reports();
      long changes = src.collector.changes();
      long at = src.scan(line, no);
      noteInputs(src);
      if (src.collector.tokenGeneration() != gen) {
        generation++;
      }
      if (src.collector.watchedGeneration() != watched) {
        rankGeneration++;
      }
      dirty |= src.collector.reports() != reports;
      changed |= src.collector.changes() != changes;
      // the scan has located the plog header of most lines: the time is read where it found it
      Optional<String> ts = LineTimestamps.find(line, src.scanner.plogTimeStart(line));
      if (src.skipped) {
        return plain(no, line, src.shown, at, Layer.UNKNOWN, List.of(), false, ts);
      }
      return tagged(no, line, src, at, ts);
    } catch (RuntimeException | StackOverflowError e) {
      rankPending |= src != null && src.collector.watchedGeneration() != watched;
      return failed(no, line, source, src, e);
    }
  }

  /** A scanned line: the best claimed case whose matched tokens it carries, else its layer hint. */
  private TaggedLine tagged(long no, String line, StreamSource src, long at, Optional<String> ts) {
    LineSource shown = src.shown;
    List<String> toks = src.collector.currentLineTokens();
    List<String> codes = src.collector.currentLineCodes();
    if (toks.isEmpty()) {
      return plain(no, line, shown, at, Layer.UNKNOWN, codes, false, ts);
    }
    List<Assembler.Claim> claimed = ranking().claimed();
    boolean symptom = toks.stream().anyMatch(k -> knowledge.symptom(k).filter(r -> r != Knowledge.Role.NONE).isPresent());
    for (Assembler.Claim c : claimed) {
      for (SignatureToken t : c.score().matched()) {
        if (toks.contains(t.key())) {
          boolean cascade = c.definition().cascade() || (symptom && onlySymptoms(c, toks));
          return new TaggedLine(no, line, Optional.of(c.definition().id()), c.definition().layer(), Optional.empty(),
              shown, at, Optional.of(c.definition().titleEn()), OptionalDouble.of(Assembler.round(c.confidence())),
              c.definition().references(), codes, cascade, ts);
        }
      }
    }
    return plain(no, line, shown, at, LayerHints.lowest(knowledge, toks), codes, symptom, ts);
  }

  /**
   * The ranking of the sources' tokens now: the last one made, unless a token it reads came or went
   * since. A token no case, no platform marker reads cannot complete or break a group: while no
   * claim asked the layer reasoning, the ranking is the same as at the last one. A ranking is only
   * ever skipped where the token generation alone would have ranked again.
   */
  private Assembler.Ranking ranking() {
    if (ranking == null || rankGeneration != rankedRankGeneration
        || generation != rankedGeneration && (rankPending || rankedLoose || rankEveryToken || mergeMayCap())) {
      ranking = assembler.claims(merged());
      rankedLoose = ranking.reasoned() || mergeMayCap();
      rankPending = false;
      rankedGeneration = generation;
      rankedRankGeneration = rankGeneration;
      ranked++;
    }
    return ranking;
  }

  /** Takes what the source's last line may have changed of an alert's inputs. */
  private void noteInputs(StreamSource src) {
    LookInputs in = src.inputs;
    rootRead |= in.root;
    reasonRead |= in.reason;
    in.root = false;
    in.reason = false;
  }

  private TaggedLine failed(long no, String line, LineSource source, StreamSource src, Throwable e) {
    // the line is still passed on, marked unprocessed: one bad line must not end a live stream
    changed = true; // it may have reported part of what it holds
    rootRead = reasonRead = true;
    String why = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    warn(new TriageWarning(source.key(), no, "line not processed: " + why));
    // a failure here is a bug of ours, not bad input: keep the stack trace for whoever embeds us
    LOG.warn("stream line {} not processed", no, e);
    return new TaggedLine(no, line, Optional.empty(), Layer.UNKNOWN, Optional.of(why), source,
        src == null ? 0 : src.lines, Optional.empty(), OptionalDouble.empty(), List.of(), List.of(), false, Optional.empty());
  }

  private static TaggedLine plain(long no, String line, LineSource source, long at, Layer layer, List<String> codes,
      boolean cascade, Optional<String> ts) {
    return new TaggedLine(no, line, Optional.empty(), layer, Optional.empty(), source, at, Optional.empty(),
        OptionalDouble.empty(), List.of(), codes, cascade, ts);
  }

  /** True when every token of the claim that this line carries is a symptom (waiting, wrapper). */
  private boolean onlySymptoms(Assembler.Claim c, List<String> toks) {
    for (SignatureToken t : c.score().matched()) {
      if (toks.contains(t.key()) && knowledge.symptom(t.key()).filter(r -> r != Knowledge.Role.NONE).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  private void warn(TriageWarning w) {
    if (warnings.size() < 100) {
      warnings.add(w);
    }
  }

  /**
   * True when the sources' tokens together may pass a cap of the merge ({@link #merged()}), where
   * any token may then push out one the ranking reads.
   */
  private boolean mergeMayCap() {
    if (sources.size() < 2) {
      return false;
    }
    long tokens = 0;
    long ports = 0;
    for (StreamSource s : sources.values()) {
      tokens += s.collector.keptTokens();
      ports += s.collector.kept(io.github.ascendtriage.FeatureType.PORT);
    }
    return tokens >= io.github.ascendtriage.internal.extract.FeatureBudget.MAX_TOKENS
        || ports >= io.github.ascendtriage.internal.extract.FeatureBudget.MAX_VALUES;
  }

  /** The sources' feature sets added in name order, as the files of a tree are in path order. */
  private FeatureSet merged() {
    if (sources.size() == 1) {
      return sources.values().iterator().next().collector.snapshot();
    }
    FeatureCollector all = new FeatureCollector();
    for (StreamSource s : sources.values()) {
      all.add(s.collector.snapshot());
    }
    return all.finish();
  }

  // a look needs the similar incidents (a free-text search) only for an alert it queues, and only
  // when that is taken; the schedule of looks is kept as it is (an alert's line and diagnosis are
  // those of its look)
  private void look() {
    dirty = false;
    lookedAt = lines;
    if (!changed && !assembleEveryLook) {
      return; // the last assembly's alert state stands: the same diagnosis but for counts
    }
    changed = false;
    // what an alert reads of the diagnosis (the root cause, the best case or else the reasoned layer)
    // is the same as at the last assembly unless one of its inputs moved
    Assembler.Ranking rk = ranking();
    if (!assembleEveryLook && rk == lookedRanking && !rootRead && (!reasonRead || !rk.claimed().isEmpty())
        && !assembler.redacts() && !mergeMayCap()) {
      return;
    }
    lookedRanking = rk;
    rootRead = reasonRead = false;
    assembled++;
    Reading r = reading();
    long droppedBefore = alerts.dropped();
    // the comparison's reference ranks afresh, as every look did before it kept the ranking
    Diagnosis d = assembleEveryLook ? assembler.assemble(r, false) : assembler.assemble(r, false, rk);
    alerts.look(d, lines, () -> assembler.assemble(r));
    if (droppedBefore == 0 && alerts.dropped() > 0) {
      warn(new TriageWarning("stream", lines, "alerts dropped: more than " + AlertTracker.MAX_PENDING
          + " not taken (takeAlerts); the oldest go first, their sequence numbers are skipped"));
    }
  }

  @Override
  public Diagnosis diagnosis() {
    return assembler.assemble(reading());
  }

  private Reading reading() {
    Map<String, SourceMeta> metas = new LinkedHashMap<>();
    long read = 0;
    for (StreamSource s : sources.values()) {
      metas.put(s.name, s.meta);
      read += s.lines;
    }
    return new Reading(merged(), warnings, metas, sources.size(), read);
  }

  @Override
  public List<StreamAlert> takeAlerts() {
    return alerts.take();
  }

  @Override
  public List<StreamAlert> flush() {
    open();
    if (dirty) {
      look();
    }
    return alerts.take();
  }

  @Override
  public byte[] snapshot() {
    open();
    if (alerts.hasPending()) {
      throw new IllegalStateException("alerts are pending: take them (takeAlerts) before a snapshot, or they would be lost");
    }
    return SessionSnapshot.write(this);
  }

  Iterable<StreamSource> sources() {
    return sources.values();
  }

  int sourceCount() {
    return sources.size();
  }

  @Override
  public long linesAccepted() {
    return lines;
  }

  @Override
  public void close() {
    closed = true;
  }
}
