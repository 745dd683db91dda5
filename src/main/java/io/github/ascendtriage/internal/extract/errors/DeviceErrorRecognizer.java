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
 * Device-fault reasons torch_npu and the runtime print ({@code UCE ERROR}, {@code HCCS LINK ERROR}...; the runtime's
 * {@code reason=[device mem error]}).
 */
public final class DeviceErrorRecognizer implements Recognizer {
  static final java.util.List<String> REASONS = java.util.List.of("UCE ERROR", "HBM MULTI BIT ECC ERROR",
      "SUSPECT MEM ERROR", "HCCS LINK ERROR", "UB LINK ERROR", "HCCL OP RETRY FAILED", "SUSPECT REMOTE ERROR",
      "FORCE STOP");
  private static final Pattern REASON = Pattern.compile("\\b(" + String.join("|", REASONS) + ")\\b");
  /**
   * msrun39: the runtime's own words for two of those faults, as its {@code FuncErrorReason} prints them in the plog
   * and in the error block's trace: {@code reason=[device mem error]} is the memory UCE of ACL 507053 (torch_npu's
   * {@code UCE ERROR}) and {@code reason=[link error]} the broken link of 507056 ({@code HCCS LINK ERROR});
   * docs/log-formats.md section 6 gives both texts of each. A fault of the process that printed it, as torch_npu's.
   */
  static final java.util.List<String> RUNTIME_REASONS = java.util.List.of("reason=[device mem error]", "reason=[link error]");
  /** A match starts with one of the reasons. */
  static final AnchoredFind FIND = AnchoredFind.literals(REASON, 0, REASONS);

  @Override
  public boolean mayMatch(String body) {
    return body.contains("ERROR") || body.contains("FORCE STOP") || body.contains("FAILED") || body.contains(RUNTIME);
  }

  /** The literals of {@link #mayMatch}: it runs on the lines it ran on before. */
  @Override
  public java.util.List<String> loudOnlyTriggers() {
    return TRIGGERS;
  }

  private static final String RUNTIME = "reason=[";
  private static final java.util.List<String> TRIGGERS = java.util.List.of("ERROR", "FORCE STOP", "FAILED", RUNTIME);

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String body = ctx.body();
    Matcher m = FIND.matcher(body);
    boolean fault = false;
    for (int from = 0; FIND.next(m, body, from); from = m.end()) {
      sink.feature(FeatureType.DEVICE_ERROR, m.group(1));
      fault = true;
    }
    if (!fault && body.contains(RUNTIME)) {
      fault = RUNTIME_REASONS.stream().anyMatch(body::contains);
    }
    if (fault) {
      sink.event(EventKind.FAULT); // tenthd40: a line is one report of its writer's fault, however many reasons it names
    }
  }
}
