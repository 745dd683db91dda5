package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.input.InputWalker;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.ArrayDeque;
import java.util.Optional;

/**
 * One source of a stream session: its own scanner (the multi-line state of one file) and its own
 * collector, as a file of a tree has, and the lines a snapshot replays. The lines kept are those
 * that told the collector something and the few before each (the context a multi-line recogniser
 * may need), within the window, at most {@link #MAX_KEPT} of them. Not thread-safe.
 */
final class StreamSource {
  /** Evidence lines kept per source for a snapshot. */
  static final int MAX_KEPT = 256;
  /** Lines before an evidence line kept with it. */
  static final int CONTEXT = 2;
  /** A kept line longer than this is cut (the scanner reads the first 64 Ki chars; evidence 500). */
  static final int MAX_KEPT_CHARS = 2_048;

  /** A line kept for a snapshot: its number in the stream and in the source, and its text. */
  record Kept(long streamLine, long sourceLine, String text) {}

  final LineSource source;
  final String name;
  final SourceMeta meta;
  /** The source as tagged lines show it: with the host and pid its path tells when not given. */
  final LineSource shown;
  final LineScanner scanner;
  final FeatureCollector collector = new FeatureCollector();
  /** The sink the scanner reports to: the collector, noting what a look at the stream must read again. */
  final LookInputs inputs;
  long lines;
  long lastSeen;
  /** True when the last line scanned was passed over: it told the collector nothing. */
  boolean skipped;
  private final ArrayDeque<Kept> kept = new ArrayDeque<>();
  // the last CONTEXT lines that were no evidence, oldest first: a kept line is made of one only
  // when evidence follows (most lines are none, and then nothing is allocated for them)
  private final long[] recentStream = new long[CONTEXT];
  private final long[] recentSource = new long[CONTEXT];
  private final String[] recentText = new String[CONTEXT];
  // a line taken from its bytes (quiet) is kept as bytes in a buffer reused for it, its text
  // null: a string is made of it only when it becomes a kept line
  private final byte[][] recentBytes = new byte[CONTEXT][];
  private final int[] recentLength = new int[CONTEXT];
  private int recentCount;

  StreamSource(LineSource source, FeatureExtractor extractor, Assembler assembler) {
    this.source = source;
    this.presenceTypes = assembler.rankedTokens.presenceTypes();
    this.inputs = new LookInputs(collector, assembler::reasons);
    this.name = source.key();
    this.meta = metaOf(source, name);
    this.scanner = extractor.newScanner(name);
    this.shown = new LineSource(source.file(), source.host().or(meta::host),
        source.pid().or(() -> meta.process().map(ProcessKey::pid)));
    meta.host().ifPresent(h -> {
      collector.beginLine(name, 0, name);
      collector.feature(FeatureType.HOST, h);
    });
  }

  /** What the source's path says (as for a file of a tree), with the host and pid given beside it. */
  static SourceMeta metaOf(LineSource s, String name) {
    // an absolute path's first folder is no host (/var/log/...): only a relative path names one
    SourceMeta m = InputWalker.meta(name.startsWith("/") ? name.substring(1) : name);
    if (name.startsWith("/")) {
      m = new SourceMeta(name, Optional.empty(), m.rank(), m.device(), m.process().map(p -> new ProcessKey("", p.pid())));
    }
    if (s.host().isPresent()) {
      m = m.renamed(name, s.host().get());
    }
    if (s.pid().isPresent() && m.process().isEmpty()) {
      m = new SourceMeta(name, m.host(), m.rank(), m.device(), Optional.of(new ProcessKey(m.host().orElse(""), s.pid().get())));
    }
    return m;
  }

  /**
   * Scans the next line of this source; returns its number within the source. {@link #skipped}
   * tells whether the scanner passed it over (a quiet line on which no recogniser would report).
   */
  long scan(String line, long streamLine) {
    long no = ++lines;
    lastSeen = streamLine;
    long before = collector.reports();
    skipped = scanner.skips(line);
    if (!skipped) {
      collector.beginLine(name, no, line);
      inputs.beginLine(no);
      scanner.scan(line, no, inputs);
    }
    forget(no);
    keep(streamLine, no, line, collector.reports() != before);
    return no;
  }

  /**
   * Counts the next line of this source as one its scanner {@linkplain LineScanner#skipsAscii
   * skipped} (already told): what {@link #scan} does for a line passed over, from the ASCII bytes
   * {@code b[from, to)}, with no string made of them.
   */
  void quiet(byte[] b, int from, int to, long streamLine) {
    long no = ++lines;
    lastSeen = streamLine;
    skipped = true;
    forget(no);
    int at = shiftRecent();
    int n = to - from;
    byte[] room = recentBytes[at];
    if (room == null || room.length < n) {
      room = new byte[Math.max(n, 256)];
      recentBytes[at] = room;
    }
    System.arraycopy(b, from, room, 0, n);
    recentLength[at] = n;
    recentStream[at] = streamLine;
    recentSource[at] = no;
    recentText[at] = null;
    recentCount++;
  }

  // the kinds of token whose presence alone the ranking reads, and which of them this source held
  // when last asked (bit i: presenceTypes[i])
  private final FeatureType[] presenceTypes;
  private long presence;

  /**
   * True when this source came to hold a token of a kind whose mere presence the ranking reads
   * ({@link RankedTokens}), or stopped holding any, since the last call: the ranking reads such a
   * kind's first token coming and its last going, not the others.
   */
  boolean presenceMoved() {
    long now = 0;
    for (int i = 0; i < presenceTypes.length; i++) {
      if (collector.kept(presenceTypes[i]) > 0) {
        now |= 1L << i;
      }
    }
    boolean moved = now != presence;
    presence = now;
    return moved;
  }

  /** Every 1,024 lines past the window, forgets what was not seen within it. */
  private void forget(long no) {
    if ((no & 1023) == 0 && no > StreamingSession.WINDOW) {
      long tokens = collector.tokenGeneration();
      collector.forgetOlderThan(no - StreamingSession.WINDOW);
      inputs.forgot(no - StreamingSession.WINDOW, collector.tokenGeneration() != tokens);
    }
  }

  private static Kept kept(long streamLine, long sourceLine, String line) {
    return new Kept(streamLine, sourceLine, line.length() > MAX_KEPT_CHARS ? line.substring(0, MAX_KEPT_CHARS) : line);
  }

  /** Replays a kept line (restoring a snapshot): scanned at its own numbers, kept again. */
  void replay(Kept k) {
    lines = k.sourceLine() - 1;
    lastSeen = k.streamLine();
    scan(k.text(), k.streamLine());
  }

  private void keep(long streamLine, long sourceLine, String line, boolean evidence) {
    if (evidence) {
      for (int i = 0; i < recentCount; i++) {
        if (kept.isEmpty() || kept.peekLast().sourceLine() < recentSource[i]) {
          kept.addLast(kept(recentStream[i], recentSource[i], recentText(i)));
        }
        recentText[i] = null;
      }
      recentCount = 0;
      kept.addLast(kept(streamLine, sourceLine, line));
      long oldest = lines - StreamingSession.WINDOW;
      while (kept.size() > MAX_KEPT || (!kept.isEmpty() && kept.peekFirst().sourceLine() < oldest)) {
        kept.pollFirst();
      }
    } else {
      int at = shiftRecent();
      recentStream[at] = streamLine;
      recentSource[at] = sourceLine;
      recentText[at] = line;
      recentCount++;
    }
  }

  /** Makes room for one more recent line (the oldest goes when there are CONTEXT); its index. */
  private int shiftRecent() {
    if (recentCount == CONTEXT) {
      // CONTEXT is small: a shift by plain stores (five one-element array copies cost more) is
      // cheaper than a ring's index arithmetic; the byte buffers move round, so each stays reused
      byte[] first = recentBytes[0];
      for (int k = 0; k < CONTEXT - 1; k++) {
        recentStream[k] = recentStream[k + 1];
        recentSource[k] = recentSource[k + 1];
        recentText[k] = recentText[k + 1];
        recentBytes[k] = recentBytes[k + 1];
        recentLength[k] = recentLength[k + 1];
      }
      recentBytes[CONTEXT - 1] = first;
      recentCount--;
    }
    return recentCount;
  }

  /** The text of recent line {@code i}: its string, or the string of its ASCII bytes. */
  @SuppressWarnings("deprecation")
  private String recentText(int i) {
    String t = recentText[i];
    return t != null ? t : new String(recentBytes[i], 0, 0, recentLength[i]);
  }

  /** The kept lines, oldest first. */
  Iterable<Kept> kept() {
    return kept;
  }

  int keptCount() {
    return kept.size();
  }
}
