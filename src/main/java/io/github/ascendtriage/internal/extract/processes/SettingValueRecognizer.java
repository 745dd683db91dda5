package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The value a log shows a setting of HCCL, torch_npu or CANN set to, as a {@code setting} token
 * {@code NAME=value}: a shell export or an environment listing ({@code export
 * HCCL_OP_EXPANSION_MODE="AIV"}, {@code HCCL_BUFFSIZE=2048}), HCCL's own report of the settings it
 * runs with ({@code [HCCL_ENV] HCCL_DETERMINISTIC set by environment to [true]}) and a script's
 * {@code os.environ["HCCL_INTRA_ROCE_ENABLE"] = "1"}. {@link EnvVarRecognizer} reports the name; the
 * value is what a documented constraint of the setting reads (the reasoner's rules that hold a
 * {@code setting} token and name the failures it explains). A value is a single word of at most 48
 * characters; a shell expansion ({@code $X}) or a comparison ({@code X == y}, {@code $X==y}) is no
 * value. A value may open with the signs of HCCL_SOCKET_IFNAME's forms, {@code ^} (leave out) and
 * {@code =} (exact name): {@code HCCL_SOCKET_IFNAME==eth0} sets {@code =eth0}, as its page shows.
 */
public final class SettingValueRecognizer implements Recognizer {
  private static final Pattern SETTING = Pattern.compile(
      "\\b((?:TORCH_)?HCCL_[A-Z0-9_]{2,60}|ASCEND_[A-Z0-9_]{2,60}|(?:PY)?TORCH_NPU_[A-Z0-9_]{2,60})(?:(=)(?==[A-Za-z0-9_])|[\"']?\\]?"
          + "\\s{0,3}(?:=(?!=)|set by (?:default|environment|env) to|is set to|set to))\\s{0,3}\\[?[\"']?"
          + "(\\^?=?[A-Za-z0-9_.:,/+-]{1,48})");
  /**
   * A map's entry, {@code NAME: value}: a YAML line ({@code env_vars:} of Ray's runtime_env, a
   * compose file's {@code environment:}) or a quoted key of a dict ({@code {"NAME": "value"}}), the
   * forms in which Ray's {@code runtime_env} documentation gives a job its variables (fix20). The
   * comma or closing brace after an entry is looked at, not taken: it opens the next entry of a
   * one-line map, which would otherwise go unread (dict38). A quoted value ends at the quote that opened it, so a
   * value holding a character outside the value's set, or a quote left open (a line cut short), gives nothing rather
   * than its first part (tidy39).
   */
  private static final Pattern ENTRY = Pattern.compile(
      "(?:^\\s*(?:-\\s+)?|[{,]\\s*)([\"']?)((?:TORCH_)?HCCL_[A-Z0-9_]{2,60}|ASCEND_[A-Z0-9_]{2,60}|(?:PY)?TORCH_NPU_[A-Z0-9_]{2,60})\\1"
          + ":\\s{1,3}(?:([\"'])([A-Za-z0-9_.:,/+-]{1,48})\\3|([A-Za-z0-9_.:,/+-]{1,48}))\\s*(?=[,}]|$)");
  private static final List<String> LITERALS = List.of("HCCL_", "ASCEND_", "TORCH_NPU_");
  /** A match opens with one of the literals, or with TORCH_ before HCCL_ or PY before TORCH_NPU_. */
  static final AnchoredFind FIND = AnchoredFind.literals(SETTING, "TORCH_".length(), LITERALS);

  @Override
  public boolean mayMatch(String body) {
    return (body.indexOf('=') >= 0 || body.indexOf(':') >= 0 || body.contains("set ")) && (body.contains("HCCL_") || body.contains("ASCEND_")
        || body.contains("TORCH_NPU_"));
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = FIND.matcher(ctx.body());
    for (int from = 0; FIND.next(m, ctx.body(), from); from = m.end()) {
      String name = m.group(1);
      if (name.equals("HCCL_ENV") || m.group(2) != null && m.start() > 0 && ctx.body().charAt(m.start() - 1) == '$') {
        continue; // the tag of HCCL's settings report, not a variable; $NAME==x compares
      }
      sink.feature(FeatureType.SETTING, name + "=" + m.group(3).toLowerCase(Locale.ROOT));
    }
    Matcher e = ENTRY.matcher(ctx.body());
    while (e.find()) {
      String value = e.group(4) != null ? e.group(4) : e.group(5);
      sink.feature(FeatureType.SETTING, e.group(2) + "=" + value.toLowerCase(Locale.ROOT));
    }
  }
}
