package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.input.LineReader;
import java.util.List;

/** The warnings a source's reading gives (cut lines, a stop, a shrinking file, a short gzip). Stateless. */
final class ReadWarnings {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(InputReader.class);

  private ReadWarnings() {}

  static void add(String source, LineReader.Result r, List<TriageWarning> w) {
    if (LOG.isDebugEnabled()) {
      LOG.debug("read {}: {} lines, charset {}", source, r.lines(), r.charset());
    }
    if (r.cutLines() > 0) {
      w.add(new TriageWarning(source, r.firstCutLine(), r.cutLines() + " line(s) longer than " + LineReader.MAX_LINE + " characters were cut"));
    }
    r.stopped().ifPresent(why -> w.add(new TriageWarning(source, r.lines(), "read stopped after " + r.lines() + " lines: " + why)));
    if (r.shrunkFrom() >= 0) {
      w.add(new TriageWarning(source, r.lines(), "file became shorter while read (truncated or rotated): read "
          + r.rawBytes() + " of the " + r.shrunkFrom() + " bytes it had when opened"));
    }
    if (r.truncatedGzip()) {
      w.add(new TriageWarning(source, r.lines(), "gzip data ends early (truncated file): read the first " + r.lines() + " lines"));
    }
  }
}
