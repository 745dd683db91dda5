package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** hccn_tool and hccl_test results: net health, link status, check_result. */
final class ToolStatusRecognizer implements Recognizer {
  private static final Pattern NET_HEALTH = Pattern.compile("net health status: ?(.{1,40}?)\\s*$");
  private static final Pattern LINK = Pattern.compile("^\\s*link status: ?(UP|DOWN)\\b");
  private static final Pattern HCCL_TEST_ROW =
      Pattern.compile("^\\s*(?:local rank_id \\d+, check result failed, )?\\d+\\s*\\|\\s*[\\d.]+\\s*\\|\\s*[\\d.]+\\s*\\|\\s*(success|failed|NULL)\\s*$");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("status") || body.indexOf('|') >= 0;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    Matcher m = NET_HEALTH.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.TOOL_STATUS, "net_health=" + m.group(1).toLowerCase(Locale.ROOT));
      return;
    }
    m = LINK.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.TOOL_STATUS, "link=" + m.group(1).toLowerCase(Locale.ROOT));
      return;
    }
    m = HCCL_TEST_ROW.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.TOOL_STATUS, "check_result=" + m.group(1).toLowerCase(Locale.ROOT));
    }
  }
}
