package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import java.util.List;

/**
 * Scans the lines of one stream in order, keeping the multi-line state the recognisers need. Not
 * thread-safe: one scanner per stream.
 */
public final class LineScanner {
  /** Lines longer than this are cut before recognition (and the cut is reported). */
  public static final int MAX_LINE_CHARS = 16 * 1024;

  private final LineContext ctx;
  private final Recognizer[] recognizers;
  private final QuietGate gate; // null: every recogniser looks at every line

  private final TerminalWrap wrap = new TerminalWrap();
  private final FailingStatement statements = new FailingStatement();
  private String gated; // the line skips last gated without skipping it, and its answer
  private long gatedLook;
  private final BytesRead read = new BytesRead(); // what skipsAscii read from the bytes of the line it left to be decoded
  private final QuoteForm quote = new QuoteForm();

  public LineScanner(String source, List<Recognizer> recognizers, QuietGate gate) {
    this.ctx = new LineContext(source);
    this.recognizers = recognizers.toArray(Recognizer[]::new);
    this.gate = gate;
  }

  /** The source name given at creation. */
  public String source() {
    return ctx.source();
  }

  /**
   * Scans one line (without terminator). Recognisers report to {@code sink}.
   *
   * @param line the line; longer than {@link #MAX_LINE_CHARS} it is cut
   * @param lineNo its 1-based number
   */
  public void scan(String line, long lineNo, FeatureSink sink) {
    String raw = line.length() > MAX_LINE_CHARS
        ? line.substring(0, MAX_LINE_CHARS)
        : line;
    raw = wrap.join(ConsolePrefix.stripAnsi(raw));
    ctx.raw = raw;
    ctx.lineNo = lineNo;
    ctx.folded = null;
    ctx.level = null;
    ctx.module = null;
    ctx.pid = null;
    ctx.tid = null;
    ctx.plogTime = null;
    ctx.body = ConsolePrefix.strip(raw, ctx, sink);
    if (quote.open()) { // decided after a few lines: most lines skip the form check
      quote.line(raw, ctx.level != null || ctx.plogTime != null || !raw.equals(ctx.body));
    }
    ctx.gatedPhrases = null;
    ctx.positional = false;
    long look = -1L;
    if (gate != null && QuietGate.quiet(ctx.level)) {
      // skips has looked at this very line already when it is the one it was given last
      look = line == gated ? gatedLook : gate.recognizers(ctx.body, 0, ctx.gateHits);
      ctx.gatedPhrases = ctx.gateHits;
    } else if (gate != null && line == gated) {
      look = gatedLook; // skips has found this loud line's triggers and phrases
      ctx.gatedPhrases = ctx.gateHits;
    } else if (gate != null) {
      look = gate.loudRecognizers(ctx.body, ctx.gateHits); // its triggers and phrases, in one pass
      ctx.gatedPhrases = gate.findsPhrases() ? ctx.gateHits : null;
    }
    gated = null;
    read.forget();
    recognize(look, sink);
    for (String inner : statements.alsoRead(ctx.body)) { // an error record's lines, a bare exception's statement
      ctx.body = inner;
      ctx.folded = null;
      ctx.positional = false;
      ctx.gatedPhrases = gate != null && gate.findsPhrases() ? ctx.gateHits : null; // this text's, found with its triggers
      recognize(gate == null ? -1L : gate.loudRecognizers(inner, ctx.gateHits), sink);
    }
    for (String v : statements.checkedValues()) { // a name the failing check compared with (PlatformGuard)
      sink.feature(FeatureType.TOOL_STATUS, FailingStatement.CHECKED_VALUE + v);
    }
  }

  /** The recognisers of {@code look} that may match the current line's message report on it. */
  private void recognize(long look, FeatureSink sink) {
    for (int i = 0; i < recognizers.length; i++) {
      Recognizer r = recognizers[i];
      if ((look & (1L << i)) != 0 && r.mayMatch(ctx.body)) {
        ctx.triggers.owner(1L << i);
        r.recognize(ctx, sink);
      }
    }
  }

  /**
   * True when {@link #scan} would find nothing on this line: a plog line whose message holds no
   * literal of a recogniser that looks at its level and no phrase that counts there, at a level
   * whose header is no evidence by itself (INFO, DEBUG, TRACE, WARNING, EVENT; not ERROR or
   * CRITICAL). Then the scanner's state is updated as scan would
   * and the caller need not scan the line (nor begin it in its collector); otherwise nothing
   * changes and the caller scans the line as usual.
   */
  public boolean skips(String line) {
    return skips(line, false);
  }

  /**
   * As {@link #skips(String)}, told by the reader whether the line surely holds no ESC char (the
   * start of a terminal's colour codes, which such a line may not be skipped with): the search
   * for one is saved when it does.
   */
  public boolean skips(String line, boolean noEscape) {
    int len = line.length();
    boolean kept = read.holds(line); // skipsAscii has read this very line from its bytes (then so have the gate's hits)
    if (gate == null || len < 40 || len > MAX_LINE_CHARS || line.charAt(0) != '['
        || gate.runsOnEveryLine()) {
      return false;
    }
    char c1 = line.charAt(1);
    if ((c1 != 'I' && c1 != 'D' && c1 != 'T' && c1 != 'W' && c1 != 'E') || (!noEscape && line.indexOf('\u001B') >= 0)) {
      return false;
    }
    PlogHeader h = ctx.plogHeader();
    if (!h.locate(line) || wrap.cutBefore(len, line.charAt(0)) || ConsolePrefix.repeatedSuffix(line)) {
      return false;
    }
    String level = h.locatedLevel();
    boolean quiet = QuietGate.quiet(level);
    if (!quiet && ConsolePrefix.headerIsEvidence(level)) {
      return false;
    }
    long look = kept ? read.look() : quiet ? gate.recognizers(h.chars(), h.bodyStart, len, ctx.gateHits)
        : gate.loudRecognizers(h.chars(), h.bodyStart, len, ctx.gateHits);
    if (look != 0 && ctx.gateHits.isEmpty() && !mayMatch(look, line.substring(h.bodyStart))) {
      look = 0; // a literal was found, but no recogniser it belongs to would look further
    }
    if (look != 0) {
      gated = line; // scan takes the gate's answer and phrases from here
      gatedLook = look;
      return false;
    }
    wrap.previous = countSkipped(len) && Character.isLetterOrDigit(line.charAt(len - 1)) ? line : null;
    return true;
  }

  /**
   * As {@link #skips(String, boolean)} on a line not yet decoded: {@code b[from, to)}, ASCII bytes
   * with no ESC, CR or LF. True when the line needs no scan (the state is then updated as skips
   * would); false when it may need one, or when that is not sure from the bytes alone: then
   * decode it and call {@link #skips(String, boolean)} as usual (nothing has changed). Besides
   * the quiet lines of {@link #skips}, it takes a plog line at WARNING or EVENT whose message
   * holds no recogniser's trigger and no case phrase ({@link QuietGate#read}). A line it leaves
   * to be decoded has been read all the same: the {@link #skips} of that very line that comes next
   * takes what the bytes told instead of reading its chars again.
   */
  public boolean skipsAscii(byte[] b, int from, int to) {
    return readsAscii(b, from, to, 0, null);
  }

  /**
   * As {@link #skipsAscii}, and a plog line whose bytes may hold a literal, trigger or phrase (at
   * any level but ERROR and CRITICAL) is read from them too: one pass of the gate over its message
   * finds the recognisers and phrases {@link #skips} would; with none (or none whose recogniser may
   * match) the line is skipped, else it is scanned as {@link #scan} would scan it decoded,
   * reporting to the sink that {@code start} gives once it has begun the line. True when the line
   * was taken so (skipped or scanned); false as {@link #skipsAscii}: decode it and go on as usual.
   */
  public boolean readsAscii(byte[] b, int from, int to, long lineNo, LineStart start) {
    read.forget();
    int len = to - from;
    if (gate == null || len < 40 || len > MAX_LINE_CHARS || b[from] != '['
        || gate.runsOnEveryLine()) {
      return false;
    }
    byte c1 = b[from + 1];
    if (c1 != 'I' && c1 != 'D' && c1 != 'T' && c1 != 'W' && c1 != 'E') {
      return false; // not a plog line, or one at CRITICAL (its header is evidence)
    }
    PlogHeader h = ctx.plogHeader();
    if (!h.locate(b, from, len) || wrap.cutBefore(len, (char) b[from]) || ConsolePrefix.repeatedSuffix(b, from, to)) {
      return false;
    }
    String level = h.locatedLevel();
    boolean quiet = QuietGate.quiet(level);
    // an ERROR line's header is evidence by itself, so it is scanned
    if (!quiet && ConsolePrefix.headerIsEvidence(level) || !gate.read(b, from + h.bodyStart, to, quiet, ctx.gateHits, ctx.triggers)) {
      return false;
    }
    long look = gate.look(quiet, ctx.gateHits, ctx.triggers);
    if (look != 0 && start == null) {
      read.keep(b, from, to, look); // skips takes it from here
      return false;
    }
    if (look != 0) {
      return readsGated(b, from, len, lineNo, look, !quiet && ctx.triggers.union() != 0, start);
    }
    wrap.previous = countSkipped(len) && Character.isLetterOrDigit(b[to - 1])
        ? new String(b, from, len, java.nio.charset.StandardCharsets.ISO_8859_1) : null;
    return true;
  }

  /**
   * The rest of {@link #readsAscii} for a line the gate's walk of its bytes gave to the recognisers
   * of {@code look} (its header at {@code b[from, ...)} located; {@code positional}: the triggers'
   * positions are known): skipped or scanned as {@link #skips} and {@link #scan} would, without the
   * header and the gate found again.
   */
  private boolean readsGated(byte[] b, int from, int len, long lineNo, long look, boolean positional, LineStart start) {
    PlogHeader h = ctx.plogHeader();
    String text = new String(b, from, len, java.nio.charset.StandardCharsets.ISO_8859_1);
    if (ctx.gateHits.isEmpty() && !mayMatch(look, text.substring(h.bodyStart))) {
      wrap.previous = countSkipped(len) && Character.isLetterOrDigit(b[from + len - 1])
          ? new String(b, from, len, java.nio.charset.StandardCharsets.ISO_8859_1) : null;
      return true;
    }
    FeatureSink sink = start.begin(text, lineNo);
    countSkipped(len); // counted as scan counts it (the header's checks found it continues no line)
    wrap.previous = text;
    h.fieldsFrom(text);
    ctx.raw = text;
    ctx.lineNo = lineNo;
    ctx.folded = null;
    ctx.body = ConsolePrefix.header(text, h, ctx, sink);
    ctx.gatedPhrases = ctx.gateHits;
    ctx.positional = positional;
    recognize(look, sink);
    return true;
  }

  /** Where a line {@link #readsAscii} scans is begun: the caller's sink for it, the line begun there. */
  @FunctionalInterface
  public interface LineStart {
    /** Begins line {@code lineNo}, {@code text}, and returns the sink its features go to. */
    FeatureSink begin(String text, long lineNo);
  }

  /**
   * Where the plog header's timestamp of the line {@link #skipsAscii} last skipped starts, relative
   * to the {@code from} it was given (its shape and digits checked): valid only right after that
   * call returned true.
   */
  public int skippedTimeStart() {
    return ctx.plogHeader().foundTimeStart();
  }

  /** Counts a skipped line as scan would ({@link TerminalWrap#count}). */
  private boolean countSkipped(int len) {
    gated = null;
    quote.headed();
    return wrap.count(len);
  }

  /**
   * Where the timestamp of the plog header that starts {@code line} begins, when this scanner
   * located that header on this very line (by identity) in its last {@link #skips} or {@link
   * #scan}: a stream's time of the line is then read there ({@link
   * io.github.ascendtriage.internal.input.LineTimestamps#find(String, int)}) instead of searched.
   * -1 when it did not (no header, or the line was changed before its header was read).
   */
  public int plogTimeStart(String line) {
    return ctx.plogHeader().timeStartOf(line);
  }

  /** True when one of the recognisers of {@code look} may match {@code body} (as scan would ask). */
  private boolean mayMatch(long look, String body) {
    for (int i = 0; i < recognizers.length; i++) {
      if ((look & (1L << i)) != 0 && recognizers[i].mayMatch(body)) {
        return true;
      }
    }
    return false;
  }

  /** Ends the stream: recognisers report what was waiting for later lines (a multi-line match). */
  public void end(FeatureSink sink) {
    for (Recognizer r : recognizers) {
      r.end(ctx, sink);
    }
    if (quote.quoted()) { // stated on the last line read: the whole stream is the quote
      sink.setting(Setting.QUOTED, Integer.toString(quote.lines()));
    }
  }

  /** Tells the scanner what a feature means for the source as a whole (used by the tree walker). */
  public static boolean isSourceLevel(FeatureType t) {
    return t == FeatureType.HOST;
  }
}
