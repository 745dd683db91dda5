package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CANN error codes ({@code EI0006}, {@code EJ0003}, {@code EE9999}) in all three message-block
 * generations and bare in text. Six characters: level letter, module character, four digits; the
 * glog prefix {@code [E1206 ...]} (five characters) is not a code.
 */
final class CannCodeRecognizer implements Recognizer {
  private static final Pattern CODE = Pattern.compile("(?<![A-Za-z0-9_])([EW][0-9A-Z]\\d{4})(?![0-9A-Za-z_])");

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf('E') >= 0 || body.indexOf('W') >= 0;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = CODE.matcher(ctx.body());
    while (m.find()) {
      String code = m.group(1);
      if (code.charAt(0) == 'W' && !Character.isLetter(code.charAt(1))) {
        continue; // W plus digits is rarely a CANN warning code and often a word or id
      }
      sink.feature(FeatureType.CODE, code);
    }
  }
}
