package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Environment variables that matter for multi-card jobs ({@code HCCL_*}, {@code ASCEND_*},
 * {@code GLOO_SOCKET_IFNAME}, {@code MASTER_PORT}, {@code RANK_TABLE_FILE}, ...), with the values
 * remediation needs: a timeout, a NIC, a port.
 */
public final class EnvVarRecognizer implements Recognizer {
  private static final Pattern ENV =
      Pattern.compile(
          "\\b((?:HCCL|ASCEND|GLOO|TORCH_HCCL|TORCH_NPU|RAY_EXPERIMENTAL|NPU)_[A-Z0-9_]{2,60}|MASTER_PORT|MASTER_ADDR|RANK_TABLE_FILE|WORLD_SIZE|LOCAL_RANK)\\b"
              + "(?:\\s*(?:=|is set to|set by (?:default|environment|env) to|set to|is set|:)\\s*\\[?\"?([^\\s\\]\",;]{1,80}))?");

  @Override
  public boolean mayMatch(String body) {
    // an upper-case letter, '_', an upper-case letter or digit: cheaper than the regex everywhere
    for (int i = body.indexOf('_'); i > 0 && i < body.length() - 1; i = body.indexOf('_', i + 1)) {
      char a = body.charAt(i - 1);
      char b = body.charAt(i + 1);
      if (a >= 'A' && a <= 'Z' && ((b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9'))) {
        return true;
      }
    }
    return false;
  }

  /** On the other lines too: no variable of the pattern is without one of these names. */
  @Override
  public java.util.List<String> literals() {
    return QUIET;
  }

  private static final java.util.List<String> QUIET = java.util.List.of("HCCL_", "ASCEND_", "GLOO_", "TORCH_NPU_", "RAY_EXPERIMENTAL_", "NPU_", "MASTER_PORT", "MASTER_ADDR", "RANK_TABLE_FILE", "WORLD_SIZE", "LOCAL_RANK");
  /** A match opens with one of the literals, or with TORCH_ before HCCL_ or NPU_. */
  static final AnchoredFind FIND = AnchoredFind.literals(ENV, "TORCH_".length(), QUIET);
  private static final Pattern SECONDS = Pattern.compile("\\d{1,6}(?:\\.\\d{1,3})?s?");
  private static final Pattern FRACTION = Pattern.compile("\\..*");
  private static final Pattern IFNAME_SIGNS = Pattern.compile("^\\^?=?");
  private static final Pattern PORT = Pattern.compile("\\d{2,5}");
  private static final Pattern FILE_NUM = Pattern.compile("\\d{1,4}");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = FIND.matcher(ctx.body());
    for (int from = 0; FIND.next(m, ctx.body(), from); from = m.end()) {
      String name = m.group(1);
      if (name.equals("HCCL_ENV")) {
        continue; // the tag of HCCL's settings report, not a variable
      }
      sink.feature(FeatureType.ENV_VAR, name);
      String v = m.group(2);
      if (v == null) {
        continue;
      }
      if (name.endsWith("_TIMEOUT") && SECONDS.matcher(v).matches()) {
        String secs = FRACTION.matcher(v.replace("s", "")).replaceFirst("");
        sink.feature(FeatureType.TIMEOUT, secs);
        if (name.equals("HCCL_EXEC_TIMEOUT")) {
          sink.setting(Setting.EXEC_TIMEOUT, secs);
        } else if (name.equals("HCCL_CONNECT_TIMEOUT")) {
          sink.setting(Setting.CONNECT_TIMEOUT, secs);
        }
      } else if (name.endsWith("SOCKET_IFNAME")) {
        sink.feature(FeatureType.NIC, IFNAME_SIGNS.matcher(v).replaceFirst(""));
      } else if ((name.equals("MASTER_PORT") || name.endsWith("_BASE_PORT")) && PORT.matcher(v).matches()) {
        sink.feature(FeatureType.PORT, v);
      } else if (name.equals("ASCEND_HOST_LOG_FILE_NUM") && FILE_NUM.matcher(v).matches()) {
        int n = Integer.parseInt(v);
        if (n >= 1 && n <= 1000) { // CANN's range (envref_07_0126); another value is not what CANN kept
          sink.setting(Setting.LOG_FILE_NUM, Integer.toString(n));
        }
      }
    }
  }
}
