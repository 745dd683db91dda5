package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.List;

/**
 * Scans the lines of one stream in order, keeping the multi-line state the recognisers need. Not
 * thread-safe: one scanner per stream.
 */
public final class LineScanner {
  private final LineContext ctx;
  private final List<Recognizer> recognizers;

  LineScanner(String source, List<Recognizer> recognizers) {
    this.ctx = new LineContext(source);
    this.recognizers = recognizers;
  }

  /** The source name given at creation. */
  public String source() {
    return ctx.source();
  }

  /**
   * Scans one line (without terminator). Recognisers report to {@code sink}.
   *
   * @param line the line; longer than {@link FeatureExtractor#MAX_LINE_CHARS} it is cut
   * @param lineNo its 1-based number
   */
  public void scan(String line, long lineNo, FeatureSink sink) {
    String raw = line.length() > FeatureExtractor.MAX_LINE_CHARS
        ? line.substring(0, FeatureExtractor.MAX_LINE_CHARS)
        : line;
    raw = ConsolePrefix.stripAnsi(raw);
    ctx.raw = raw;
    ctx.lineNo = lineNo;
    ctx.folded = null;
    ctx.level = null;
    ctx.module = null;
    ctx.body = ConsolePrefix.strip(raw, ctx, sink);
    for (Recognizer r : recognizers) {
      if (r.mayMatch(ctx.body)) {
        r.recognize(ctx, sink);
      }
    }
  }

  /** Tells the scanner what a feature means for the source as a whole (used by the tree walker). */
  public static boolean isSourceLevel(FeatureType t) {
    return t == FeatureType.HOST;
  }
}
