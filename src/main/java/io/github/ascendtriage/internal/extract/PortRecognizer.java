package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Port numbers in the forms HCCL, Gloo and the launchers print them. */
final class PortRecognizer implements Recognizer {
  private static final Pattern PORT =
      Pattern.compile("(?i)\\b(?:port\\[|port |port:|port=|master_port[= ])\\s?(\\d{2,5})\\b|\\[(?:\\d{1,3}\\.){3}\\d{1,3} ?: ?(\\d{4,5})\\]");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("port") || body.contains("Port") || body.contains("PORT") || body.contains(" : ");
  }

  /** On quiet lines: what mayMatch needs. */
  @Override
  public java.util.List<String> quietLiterals() {
    return QUIET;
  }

  private static final java.util.List<String> QUIET = java.util.List.of("port", " : ");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = PORT.matcher(ctx.body());
    while (m.find()) {
      String p = m.group(1) != null ? m.group(1) : m.group(2);
      int v = Integer.parseInt(p);
      if (v > 0 && v < 65536) {
        sink.feature(FeatureType.PORT, Integer.toString(v));
      }
    }
  }
}
