package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.input.LineTimestamps;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.output.Redactor;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

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
 * possible clue for the reasoned layer); otherwise the alert state stands as it is. A session told
 * that nobody takes its alerts ({@code tag} without {@code --alerts}) does not look at all: a look
 * only makes alerts, and a queued alert holds its window's features until taken. Memory is
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
  private final Assembler assembler;
  private final StreamSources streams;
  private final Map<String, StreamSource> sources;
  private final SessionWarnings warnings = new SessionWarnings();
  final AlertTracker alerts = new AlertTracker();
  final StreamRanking ranking;
  private final AssemblyGate gate = new AssemblyGate(); // whether a look assembles
  long lines, lookedAt;
  /** Something was reported since the last look: the look schedule. */
  boolean dirty;
  /**
   * Test switch: assemble at every look with a ranking of its own, as before looks were skipped
   * (for comparisons).
   */
  boolean assembleEveryLook;
  long assembled; // looks that assembled a diagnosis (for tests and benchmarks)
  private boolean closed;
  /** False: nobody takes this session's alerts ({@link #withoutAlerts}), so it makes none. */
  private boolean alertsTaken = true;

  StreamingSession(Knowledge knowledge, FeatureExtractor extractor, Assembler assembler) {
    this.knowledge = knowledge;
    this.assembler = assembler;
    this.streams = new StreamSources(extractor, assembler);
    this.sources = streams.map();
    this.ranking = new StreamRanking(assembler, sources);
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
      gate.note(src.inputs);
      ranking.pending |= src.collector.watchedGeneration() != watched | src.presenceMoved();
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
    return streams.get(s, () -> {
      ranking.sourceMoved();
      gate.all(); // a source's place is part of the root cause
    }, this::warn);
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
      src.inputs.changed |= src.collector.changes() != changes;
      gate.note(src.inputs);
      if (src.collector.tokenGeneration() != gen) {
        ranking.generation++;
      }
      if (src.collector.watchedGeneration() != watched | src.presenceMoved()) {
        ranking.rankGeneration++;
      }
      dirty |= src.collector.reports() != reports;
      // the scan has located the plog header of most lines: the time is read where it found it
      Optional<String> ts = LineTimestamps.find(line, src.scanner.plogTimeStart(line));
      if (src.skipped) {
        return LineTags.plain(no, line, src.shown, at, Layer.UNKNOWN, List.of(), false, ts);
      }
      return tagged(no, line, src, at, ts);
    } catch (RuntimeException | StackOverflowError e) {
      ranking.pending |= src != null && (src.collector.watchedGeneration() != watched | src.presenceMoved());
      return failed(no, line, source, src, e);
    }
  }

  /** A scanned line: the best claimed case whose matched tokens it carries, else its layer hint. */
  private TaggedLine tagged(long no, String line, StreamSource src, long at, Optional<String> ts) {
    List<String> toks = src.collector.currentLineTokens();
    List<String> codes = src.collector.currentLineCodes();
    if (toks.isEmpty()) {
      return LineTags.plain(no, line, src.shown, at, Layer.UNKNOWN, codes, false, ts);
    }
    return LineTags.of(no, line, src.shown, at, toks, codes, ranking.now().claimed(), knowledge, ts);
  }

  private TaggedLine failed(long no, String line, LineSource source, StreamSource src, Throwable e) {
    // the line is still passed on, marked unprocessed: one bad line must not end a live stream
    gate.all(); // it may have reported part of what it holds
    String why = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    warn(new TriageWarning(source.key(), no, "line not processed: " + why));
    // a failure here is a bug of ours, not bad input: keep the stack trace for whoever embeds us
    LOG.warn("stream line {} not processed", no, e);
    return LineTags.failed(no, line, why, source, src == null ? 0 : src.lines);
  }

  private void warn(TriageWarning w) {
    warnings.add(w);
  }

  // a look needs the similar incidents (a free-text search) only for an alert it queues, and only
  // when that is taken; the schedule of looks is kept as it is (an alert's line and diagnosis are
  // those of its look)
  private void look() {
    dirty = false;
    lookedAt = lines;
    if (!alertsTaken) {
      return; // what a look finds is only ever an alert
    }
    if (!assembleEveryLook && !gate.needed(ranking, assembler.redacts(), assembler)) {
      return; // what an alert reads of the diagnosis is as at the last assembly: its state stands
    }
    Reading r = reading();
    Assembler.Ranking rk = ranking.stale() ? ranking.rank(r.features()) : ranking.last();
    assembled++;
    long droppedBefore = alerts.dropped();
    // the comparison's reference ranks afresh, as every look did before it kept the ranking
    Diagnosis d = assembleEveryLook ? assembler.assemble(r, false) : assembler.assemble(r, false, rk);
    gate.assembled(rk, d);
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
    return new Reading(ranking.merged(), warnings.list(), metas, sources.size(), read);
  }

  @Override
  public StreamSession withoutAlerts() {
    alertsTaken = false;
    alerts.drop();
    return this;
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
