package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Device-fault reasons torch_npu and the runtime print ({@code UCE ERROR}, {@code HCCS LINK ERROR}...). */
public final class DeviceErrorRecognizer implements Recognizer {
  private static final Pattern REASON =
      Pattern.compile(
          "\\b(UCE ERROR|HBM MULTI BIT ECC ERROR|SUSPECT MEM ERROR|HCCS LINK ERROR|UB LINK ERROR|HCCL OP RETRY FAILED|SUSPECT REMOTE ERROR|FORCE STOP)\\b");

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
    Matcher m = REASON.matcher(ctx.body());
    while (m.find()) {
      sink.feature(FeatureType.DEVICE_ERROR, m.group(1));
      sink.event(EventKind.FAULT);
    }
  }
}
