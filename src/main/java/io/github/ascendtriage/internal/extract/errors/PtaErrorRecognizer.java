package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * torch_npu error lines: {@code [ERROR] 2024-03-07-01:31:48 (PID:116072, Device:0, RankID:-1)
 * ERR02200 DIST call hccl api failed}.
 */
public final class PtaErrorRecognizer implements Recognizer {
  private static final Pattern PTA =
      Pattern.compile(
          "(?:\\[ERROR\\] (\\d{4}-\\d{2}-\\d{2}-\\d{2}:\\d{2}:\\d{2}) \\(PID:(\\d{1,10}), Device:(-?\\d{1,5}), RankID:(-?\\d{1,7})\\) )?ERR(\\d{5})\\b");
  /** Every match holds ERR at its start, or one char after it (the {@code [ERROR]} of the prefix). */
  static final AnchoredFind FIND = AnchoredFind.literals(PTA, 1, java.util.List.of("ERR"));

  /**
   * True for the first line of torch_npu's exception for a failed call, which the ERR line follows as the same message
   * (log-formats 7.2: {@code <func>:<file>:<line> NPU function error: <call>, error code is <n>}, the HCCL and OPS
   * forms alike, then {@code \n[ERROR] <ts> (PID:p, Device:d, RankID:r) ERR...}; before torch_npu v2.1.0-5.0.rc3
   * {@code [ERROR] HCCL error in: <file>:<line>}): the ERR line's device and rank are that call's.
   */
  static boolean failedCall(String text) {
    return text.contains(" function error: ") && text.contains("error code is ") || text.contains("HCCL error in: ");
  }

  @Override
  public boolean mayMatch(String body) {
    return body.contains("ERR");
  }

  /** The literals of {@link #mayMatch}: it runs on the lines it ran on before. */
  @Override
  public java.util.List<String> loudOnlyTriggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = java.util.List.of("ERR");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String body = ctx.body();
    Matcher m = FIND.matcher(body);
    for (int from = 0; FIND.next(m, body, from); from = m.end()) {
      sink.feature(FeatureType.PTA_CODE, "ERR" + m.group(5));
      if (m.group(5).equals("02011")) {
        sink.event(EventKind.CASCADE); // DIST timeout: this rank waited
      }
      if (m.group(1) != null) {
        String ts = m.group(1);
        sink.feature(FeatureType.TIMESTAMP, ts.substring(0, 10) + "T" + ts.substring(11));
        if (!m.group(3).startsWith("-")) {
          sink.feature(FeatureType.DEVICE, m.group(3));
        }
        if (!m.group(4).startsWith("-")) {
          sink.feature(FeatureType.RANK, m.group(4));
        }
        String rank = m.group(4).startsWith("-") ? null : m.group(4);
        String device = m.group(3).startsWith("-") ? null : m.group(3);
        sink.process(m.group(2), rank, device);
        int at = ctx.raw().indexOf("[ERROR] " + ts);
        if (at >= 0 && ctx.lineNo() > 1) {
          // the failed call's line before it is the same exception's (pdsh36): behind the same launcher prefix
          sink.messagePlace(ctx.lineNo() - 1, ctx.raw().substring(0, at), PtaErrorRecognizer::failedCall, rank, device);
        }
      }
    }
  }
}
