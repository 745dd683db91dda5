package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.ConsolePrefix;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.PlogHeader;
import io.github.ascendtriage.internal.extract.scan.PlogHeaderChars;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;

/**
 * HCCL's periodic report of a rank still waiting in a collective past the report interval ({@code
 * ReportTimeoutProc: report timeout}, an INFO line): when it was last printed is a setting of the
 * process ({@link Setting#WAIT_REPORTED}). The literal is the one ascend-fd's root-cluster parser
 * reads (component/ascend-faultdiag, utils/regular_table.py, LAGGING_INFO_ON_WAITING).
 */
public final class WaitReportRecognizer implements Recognizer {
  private static final String REPORT = "ReportTimeoutProc: report timeout";
  private static final List<String> LITERALS = List.of("ReportTimeoutProc");

  @Override
  public boolean mayMatch(String body) {
    return body.contains(REPORT);
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    sink.setting(Setting.WAIT_REPORTED, headerTime(ctx));
  }

  /** The time of the line's own plog header, or "" (quiet lines carry no time feature). */
  static String headerTime(LineContext ctx) {
    String raw = ctx.raw();
    PlogHeader h = ctx.plogHeader();
    if (h.locate(raw)) {
      int t = h.foundTimeStart();
      return ConsolePrefix.plogTimestamp(raw.substring(t, t + PlogHeaderChars.TS_LEN));
    }
    return "";
  }
}
