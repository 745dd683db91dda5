package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Device-fault reasons torch_npu and the runtime print ({@code UCE ERROR}, {@code HCCS LINK ERROR}...). */
public final class DeviceErrorRecognizer implements Recognizer {
  static final java.util.List<String> REASONS = java.util.List.of("UCE ERROR", "HBM MULTI BIT ECC ERROR",
      "SUSPECT MEM ERROR", "HCCS LINK ERROR", "UB LINK ERROR", "HCCL OP RETRY FAILED", "SUSPECT REMOTE ERROR",
      "FORCE STOP");
  private static final Pattern REASON = Pattern.compile("\\b(" + String.join("|", REASONS) + ")\\b");
  /** A match starts with one of the reasons. */
  static final AnchoredFind FIND = AnchoredFind.literals(REASON, 0, REASONS);

  @Override
  public boolean mayMatch(String body) {
    return body.contains("ERROR") || body.contains("FORCE STOP") || body.contains("FAILED");
  }

  /** The literals of {@link #mayMatch}: it runs on the lines it ran on before. */
  @Override
  public java.util.List<String> loudOnlyTriggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = java.util.List.of("ERROR", "FORCE STOP", "FAILED");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String body = ctx.body();
    Matcher m = FIND.matcher(body);
    for (int from = 0; FIND.next(m, body, from); from = m.end()) {
      sink.feature(FeatureType.DEVICE_ERROR, m.group(1));
      sink.event(EventKind.FAULT);
    }
  }
}
