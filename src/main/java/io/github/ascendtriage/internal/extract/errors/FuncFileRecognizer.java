package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.ConsolePrefix;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code [FUNC:x][FILE:y][LINE:z]} suffix of CANN inner errors and TraceBack lines. */
public final class FuncFileRecognizer implements Recognizer {
  private static final Pattern FUNC = Pattern.compile("\\[FUNC:([^\\]]{1,120})\\](?:\\[FILE:([^\\]]{1,200})\\])?");
  private static final Pattern EXECUTE_FAILED = Pattern.compile("\\b(\\w{2,80}) execute failed, reason=\\[([^\\]]{1,80})\\]");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("[FUNC:") || body.contains("execute failed");
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  /** The literals of {@link #mayMatch}: it runs on the lines it ran on before. */
  @Override
  public java.util.List<String> triggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = java.util.List.of("[FUNC:", "execute failed");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = FUNC.matcher(ctx.body());
    while (m.find()) {
      sink.feature(FeatureType.FUNCTION, m.group(1));
      if (m.group(2) != null) {
        sink.feature(FeatureType.SOURCE_FILE, ConsolePrefix.baseName(m.group(2)));
      }
    }
    m = EXECUTE_FAILED.matcher(ctx.body());
    while (m.find()) {
      sink.feature(FeatureType.FUNCTION, m.group(1));
    }
  }
}
