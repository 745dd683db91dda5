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
        sink.process(
            m.group(2), m.group(4).startsWith("-") ? null : m.group(4), m.group(3).startsWith("-") ? null : m.group(3));
      }
    }
  }
}
