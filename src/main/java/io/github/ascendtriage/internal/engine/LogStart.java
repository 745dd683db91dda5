package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.ConsolePrefix;
import io.github.ascendtriage.internal.extract.scan.PlogHeader;
import io.github.ascendtriage.internal.extract.scan.PlogHeaderChars;
import java.nio.charset.StandardCharsets;

/**
 * When a file begins: the header time of the first plog line among its first {@link #LINES} lines,
 * stated as {@link Setting#LOG_FROM} for the file's process. A quiet line is read here too (the
 * scanner skips most of them), so this looks at a few lines of each file only. CANN's log rotation
 * deletes a process's oldest plog files (ASCEND_HOST_LOG_FILE_NUM, envref_07_0126), so where a
 * process's oldest surviving file begins is where what the input knows of it begins. Not
 * thread-safe; one per file read.
 */
final class LogStart {
  /** The lines looked at for a header: a plog's first line has one; other files are not plogs. */
  static final int LINES = 32;

  private final PlogHeader header = new PlogHeader();
  private final FeatureCollector collector;
  private final String source;
  private int seen;

  LogStart(FeatureCollector collector, String source) {
    this.collector = collector;
    this.source = source;
  }

  /** Line {@code no} of the file, before it is scanned. */
  void line(String text, long no) {
    if (seen >= LINES) {
      return;
    }
    seen++;
    if (header.locate(text)) {
      int t = header.foundTimeStart();
      if (t >= 0 && t + PlogHeaderChars.TS_LEN <= text.length()) {
        collector.beginLine(source, no, text);
        collector.setting(Setting.LOG_FROM, ConsolePrefix.plogTimestamp(text.substring(t, t + PlogHeaderChars.TS_LEN)));
        seen = LINES;
      }
    }
  }

  /** As {@link #line} for a line the reader holds as ASCII bytes. */
  void line(byte[] bytes, int from, int to, long no) {
    if (seen < LINES) {
      line(new String(bytes, from, to - from, StandardCharsets.ISO_8859_1), no);
    }
  }
}
