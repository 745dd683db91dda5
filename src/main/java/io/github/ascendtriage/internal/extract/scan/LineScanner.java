package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
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

  // terminal-wrap detection: a terminal cuts every long line at the same width, so a line as
  // long as the longest seen so far, seen at least twice (or at a usual terminal width), whose
  // last char and the next line's first char are both letters or digits, is taken as cut mid-token
  private static final int MIN_WRAP = 60;
  private static final int MAX_WRAP = 512;
  private final int[] lengthCounts = new int[MAX_WRAP + 1];
  private int longest;
  private String previous;
  private String gated; // the line skips last gated without skipping it, and its answer
  private long gatedLook;
  private int unprovenLength = -1; // skipsAscii's byte proof failed on a line this long: the next skips is that line

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
    raw = ConsolePrefix.stripAnsi(raw);
    String prev = previous;
    previous = raw;
    int len = raw.length();
    if (len > longest) {
      longest = len;
    }
    if (len >= MIN_WRAP && len <= MAX_WRAP && lengthCounts[len] < 1_000) {
      lengthCounts[len]++;
    }
    if (prev != null && wrappedBefore(prev, raw, longest, 0)) {
      // only the cut token's first part is put back, so anchored formats still see the line start
      int cut = prev.length();
      while (cut > 0 && Character.isLetterOrDigit(prev.charAt(cut - 1)) && prev.length() - cut < 64) {
        cut--;
      }
      raw = prev.substring(cut) + raw;
    }
    ctx.raw = raw;
    ctx.lineNo = lineNo;
    ctx.folded = null;
    ctx.level = null;
    ctx.module = null;
    ctx.pid = null;
    ctx.tid = null;
    ctx.body = ConsolePrefix.strip(raw, ctx, sink);
    ctx.gatedPhrases = null;
    long look = -1L;
    if (gate != null && QuietGate.quiet(ctx.level)) {
      // skips has looked at this very line already when it is the one it was given last
      look = line == gated ? gatedLook : gate.recognizers(ctx.body, 0, ctx.gateHits);
      ctx.gatedPhrases = ctx.gateHits;
    } else if (gate != null && line == gated) {
      look = gatedLook; // skips has found this loud line's triggers and phrases
      ctx.gatedPhrases = ctx.gateHits;
    } else if (gate != null) {
      look = gate.loudRecognizers(ctx.body, ctx.gateHits);
    }
    gated = null;
    for (int i = 0; i < recognizers.length; i++) {
      Recognizer r = recognizers[i];
      if ((look & (1L << i)) != 0 && r.mayMatch(ctx.body)) {
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
    boolean proven = unprovenLength == len; // only a speed-up: the gate finds the same either way
    unprovenLength = -1;
    if (gate == null || len < 40 || len > MAX_LINE_CHARS || line.charAt(0) != '['
        || gate.runsOnEveryLine()) {
      return false;
    }
    char c1 = line.charAt(1);
    if ((c1 != 'I' && c1 != 'D' && c1 != 'T' && c1 != 'W' && c1 != 'E') || (!noEscape && line.indexOf('\u001B') >= 0)) {
      return false;
    }
    PlogHeader h = ctx.plogHeader();
    if (!h.locate(line) || cutBefore(len, line.charAt(0)) || ConsolePrefix.repeatedSuffix(line)) {
      return false;
    }
    String level = h.locatedLevel();
    boolean quiet = QuietGate.quiet(level);
    if (!quiet && ConsolePrefix.headerIsEvidence(level)) {
      return false;
    }
    long look = quiet ? gate.recognizers(h.chars(), h.bodyStart, len, ctx.gateHits, proven)
        : gate.loudRecognizers(h.chars(), h.bodyStart, len, ctx.gateHits);
    if (look != 0 && ctx.gateHits.isEmpty() && !mayMatch(look, line.substring(h.bodyStart))) {
      look = 0; // a literal was found, but no recogniser it belongs to would look further
    }
    if (look != 0) {
      gated = line; // scan takes the gate's answer and phrases from here
      gatedLook = look;
      return false;
    }
    previous = countSkipped(len) && Character.isLetterOrDigit(line.charAt(len - 1)) ? line : null;
    return true;
  }

  /**
   * As {@link #skips(String, boolean)} on a line not yet decoded: {@code b[from, to)}, ASCII bytes
   * with no ESC, CR or LF. True when the line needs no scan (the state is then updated as skips
   * would); false when it may need one, or when that is not sure from the bytes alone: then
   * decode it and call {@link #skips(String, boolean)} as usual (nothing has changed). Besides
   * the quiet lines of {@link #skips}, it takes a plog line at WARNING or EVENT whose message
   * holds no recogniser's trigger and no case phrase ({@link QuietGate#nothingLoudIn}).
   */
  public boolean skipsAscii(byte[] b, int from, int to) {
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
    if (!h.locate(b, from, len) || cutBefore(len, (char) b[from]) || ConsolePrefix.repeatedSuffix(b, from, to)) {
      return false;
    }
    String level = h.locatedLevel();
    if (!QuietGate.quiet(level)) {
      // WARNING or EVENT: skipped when its message holds no trigger and no phrase, as scan would
      // find nothing there; an ERROR line's header is evidence by itself, so it is scanned
      if (ConsolePrefix.headerIsEvidence(level) || !gate.nothingLoudIn(b, from + h.bodyStart, to)) {
        return false;
      }
    } else if (!gate.nothingIn(b, from + h.bodyStart, to)) {
      unprovenLength = len; // the proof failed on these bytes: skips need not try it on their chars
      return false;
    }
    previous = countSkipped(len) && Character.isLetterOrDigit(b[to - 1])
        ? new String(b, from, len, java.nio.charset.StandardCharsets.ISO_8859_1) : null;
    return true;
  }

  /**
   * Where the plog header's timestamp of the line {@link #skipsAscii} last skipped starts, relative
   * to the {@code from} it was given (its shape and digits checked): valid only right after that
   * call returned true.
   */
  public int skippedTimeStart() {
    return ctx.plogHeader().foundTimeStart();
  }

  /**
   * True when a line of {@code len} chars beginning with {@code first}, were it counted now,
   * would continue the line before it, cut by a terminal (such a line is scanned, not skipped).
   */
  private boolean cutBefore(int len, char first) {
    return previous != null && wrappedBefore(previous, len, first, Math.max(longest, len),
        previous.length() == len && len >= MIN_WRAP && len <= MAX_WRAP && lengthCounts[len] < 1_000 ? 1 : 0);
  }

  /**
   * Counts a skipped line of {@code len} chars as scan would; true when it is as long as the
   * longest line yet and of a length a terminal may cut at: then, if it ends in a letter or digit,
   * it may be the first part of a cut line, and the caller keeps it as the line before the next.
   */
  private boolean countSkipped(int len) {
    gated = null;
    if (len > longest) {
      longest = len;
    }
    boolean counted = len >= MIN_WRAP && len <= MAX_WRAP;
    if (counted && lengthCounts[len] < 1_000) {
      lengthCounts[len]++;
    }
    return counted && len == longest;
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
  }

  /**
   * True when {@code cur} continues {@code prev}, cut by a terminal; {@code longestNow} and {@code
   * bonus} (added to the count of prev's length) are the state after {@code cur} is counted.
   */
  private boolean wrappedBefore(String prev, CharSequence cur, int longestNow, int bonus) {
    return cur.length() != 0 && wrappedBefore(prev, cur.length(), cur.charAt(0), longestNow, bonus);
  }

  /** As {@link #wrappedBefore(String, CharSequence, int, int)} for a line of {@code curLength} chars beginning with {@code first}. */
  private boolean wrappedBefore(String prev, int curLength, char first, int longestNow, int bonus) {
    int n = prev.length();
    if (n < MIN_WRAP || n > MAX_WRAP || n != longestNow || curLength == 0) {
      return false;
    }
    if (lengthCounts[n] + bonus < 2 && n != 80 && n != 100 && n != 120 && n != 132 && n != 160 && n != 200) {
      return false;
    }
    char last = prev.charAt(n - 1);
    return Character.isLetterOrDigit(last) && Character.isLetterOrDigit(first);
  }

  /** Tells the scanner what a feature means for the source as a whole (used by the tree walker). */
  public static boolean isSourceLevel(FeatureType t) {
    return t == FeatureType.HOST;
  }
}
