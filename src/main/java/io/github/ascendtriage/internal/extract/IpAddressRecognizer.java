package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** IPv4 addresses: a value for remediation ({@code {remoteIp}}), never a matching token. */
final class IpAddressRecognizer implements Recognizer {
  private static final Pattern IPV4 =
      Pattern.compile("(?<![\\d.])((?:25[0-5]|2[0-4]\\d|1?\\d?\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)){3})(?![\\d.]*\\d)");

  @Override
  public boolean mayMatch(String body) {
    // An address has three dots, each between ASCII digits; nearly every plog line has a dot (file
    // names, decimals), so checking for one dot let the regex run on almost every line.
    int dots = 0;
    for (int i = body.indexOf('.', 1); i > 0 && i < body.length() - 1; i = body.indexOf('.', i + 1)) {
      if (digit(body.charAt(i - 1)) && digit(body.charAt(i + 1)) && ++dots == 3) {
        return true;
      }
    }
    return false;
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = IPV4.matcher(ctx.body());
    while (m.find()) {
      String ip = m.group(1);
      if (!ip.startsWith("0.") && !ip.equals("255.255.255.0")) {
        sink.feature(FeatureType.REMOTE_IP, ip);
      }
    }
  }
}
