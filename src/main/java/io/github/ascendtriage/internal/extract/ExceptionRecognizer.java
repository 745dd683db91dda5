package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Python exception lines ({@code RuntimeError: ...}, {@code torch.distributed...ChildFailedError}). */
final class ExceptionRecognizer implements Recognizer {
  private static final Pattern EXC =
      Pattern.compile("^\\s*(?:[a-z_][\\w]{0,40}\\.){0,8}([A-Z][A-Za-z0-9_]{0,60}(?:Error|Exception|Interrupt|Exit|Warning))(?::|$)");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("Error") || body.contains("Exception") || body.contains("Interrupt");
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = EXC.matcher(ctx.body());
    if (m.lookingAt()) {
      sink.feature(FeatureType.EXCEPTION, m.group(1));
    }
  }
}
