package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.ConsolePrefix;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code [FUNC:x][FILE:y][LINE:z]} suffix of CANN inner errors and TraceBack lines. */
public final class FuncFileRecognizer implements Recognizer {
  private static final Pattern FUNC = Pattern.compile("\\[FUNC:([^\\]]{1,120})\\](?:\\[FILE:([^\\]]{1,200})\\])?");
  private static final Pattern EXECUTE_FAILED = Pattern.compile("\\b(\\w{2,80}) execute failed, reason=\\[([^\\]]{1,80})\\]");
  /** The op's name (at most 80 chars) comes before the words. */
  static final AnchoredFind EXECUTE_FAILED_FIND =
      AnchoredFind.literals(EXECUTE_FAILED, 80, java.util.List.of(" execute failed, reason=["));

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
    String body = ctx.body();
    m = EXECUTE_FAILED_FIND.matcher(body);
    for (int from = 0; EXECUTE_FAILED_FIND.next(m, body, from); from = m.end()) {
      sink.feature(FeatureType.FUNCTION, m.group(1));
    }
  }
}
