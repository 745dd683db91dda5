package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.codes.AscendVersion;
import io.github.ascendtriage.internal.codes.HdkRequirements;
import io.github.ascendtriage.internal.codes.PackageVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A driver older than the software above it needs: the NPU driver version that {@code npu-smi
 * info} prints in its header ({@code npu-smi 23.0.7   Version: 23.0.7}, log-formats 9.3), compared
 * with the oldest driver ({@link HdkRequirements}) of what the same stream shows running on it: a
 * stack by its markers (vLLM on Ascend), or a CANN release by the forms that name it (the
 * toolkit's {@code version.cfg} line {@code runtime_running_version=[..:8.5.1]}, an install path
 * {@code ascend-toolkit/8.0.RC2/} or {@code /cann-8.5.1/}, an image tag {@code cann:8.3.rc2-...}, the
 * toolkit's {@code ascend_toolkit_install.info} as {@code collect_env.py} prints it), or the CANN
 * release that a package version the stream prints needs ({@link PackageVersionForms}: vllm-ascend,
 * torch_npu; the table's {@code packages}).
 * When the driver is older, it reports {@code tool-status:driver_version=below MIN (WHAT)} once, on
 * the header's line, as soon as both are known (so a stream gets it without waiting for its end).
 * A stack named only by the source files of the stream's logger prefixes ({@code [worker_v1.py:234]},
 * which the triggers do not see) is compared at the stream's end. A driver or release it cannot
 * parse is no evidence. The versions of one stream (file) only: npu-smi output saved to another
 * file of a tree is not compared.
 */
final class DriverVersionRecognizer implements Recognizer {
  private static final Pattern NPU_SMI = Pattern.compile("npu-smi [0-9][0-9a-z.]{0,30} {0,40}version: ?([0-9][0-9a-z.]{0,30})");
  private static final Pattern RUNNING = Pattern.compile("running_version=\\[([0-9a-z.]{1,40})(?::([0-9a-z.]{1,40}))?\\]");
  private static final Pattern CANN_PATH = Pattern.compile("(?:ascend-toolkit/|/cann-|/cann:)([0-9]{1,2}\\.[0-9]{1,2}\\.[0-9a-z.]{1,20})");

  private final HdkRequirements table;
  private final List<String> triggers;

  DriverVersionRecognizer(HdkRequirements table) {
    this.table = table;
    List<String> t = new ArrayList<>(CANN_LITERALS);
    t.add("npu-smi");
    t.add(CANN_INFO);
    t.add("version=");
    t.addAll(PackageVersionForms.LITERALS);
    table.stacks().forEach(s -> t.addAll(s.markers()));
    this.triggers = List.copyOf(t);
  }

  private static final List<String> CANN_LITERALS = List.of("running_version", "ascend-toolkit/", "/cann-", "/cann:");
  /** The first line of the toolkit's install info; its {@code version=} follows within a few lines. */
  private static final String CANN_INFO = "package_name=ascend-cann-toolkit";
  private static final int INFO_LINES = 4;

  /** Per-stream state: the driver and its line, the CANN release, the stacks seen, and whether it reported. */
  static final class State {
    AscendVersion driver;
    long driverLine;
    String driverText;
    AscendVersion cann;
    long infoLine = -INFO_LINES - 1;
    AscendVersion needed;
    String neededBy;
    final List<HdkRequirements.Stack> stacks = new ArrayList<>();
    boolean reported;
  }

  @Override
  public List<String> triggers() {
    return triggers;
  }

  /** An install path may be printed on an INFO plog line; the rest is tool or console output. */
  @Override
  public List<String> quietLiterals() {
    return CANN_LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    if (st.reported) {
      return;
    }
    String f = ctx.folded();
    Matcher m;
    if (f.contains("npu-smi")) {
      m = NPU_SMI.matcher(f);
      if (m.find()) {
        Optional<AscendVersion> v = AscendVersion.parse(trim(m.group(1)));
        if (v.isPresent()) {
          st.driver = v.get();
          st.driverLine = ctx.lineNo();
          st.driverText = ctx.raw();
        }
      }
    }
    if (f.contains("running_version")) {
      m = RUNNING.matcher(f);
      if (m.find()) {
        cann(st, m.group(2) != null ? m.group(2) : m.group(1));
      }
    }
    if (f.contains("ascend-toolkit/") || f.contains("/cann")) {
      m = CANN_PATH.matcher(f);
      if (m.find()) {
        cann(st, m.group(1));
      }
    }
    if (f.contains(CANN_INFO)) {
      st.infoLine = ctx.lineNo();
    } else if (f.startsWith("version=") && ctx.lineNo() - st.infoLine <= INFO_LINES) {
      cann(st, f.substring("version=".length()).trim());
    }
    PackageVersionForms.find(f).ifPresent(p -> needed(st, p));
    stacks(st, f, ctx);
    check(st, sink);
  }

  /** The CANN release a stated package version needs, when the table pairs it; the strictest one is kept. */
  private void needed(State st, PackageVersionForms.Stated p) {
    PackageVersion.parse(trim(p.version())).flatMap(v -> table.packages().cannFor(p.id(), v)).ifPresent(c -> {
      if (st.needed == null || st.needed.olderThan(c)) {
        st.needed = c;
        st.neededBy = p.id() + " " + trim(p.version());
      }
    });
  }

  /**
   * The stream's last word: a stack named only by the logger prefixes of its lines (vLLM prints its
   * source file there, and the prefix is no part of the body the triggers are looked for in) is
   * known by now.
   */
  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    if (!st.reported && st.driver != null) {
      stacks(st, "", ctx);
      check(st, sink);
    }
  }

  /** The stacks whose markers the folded line or the stream's logger source files hold. */
  private void stacks(State st, String folded, LineContext ctx) {
    for (HdkRequirements.Stack s : table.stacks()) {
      if (!st.stacks.contains(s) && s.markers().stream().anyMatch(m -> folded.contains(m) || logged(ctx, m))) {
        st.stacks.add(s);
      }
    }
  }

  private static boolean logged(LineContext ctx, String marker) {
    for (String file : ctx.loggerFiles()) {
      if (file.toLowerCase(java.util.Locale.ROOT).contains(marker)) {
        return true;
      }
    }
    return false;
  }

  private static void cann(State st, String text) {
    AscendVersion.parse(trim(text)).ifPresent(v -> st.cann = v);
  }

  /** A version at the end of a sentence or path keeps no trailing dot. */
  private static String trim(String v) {
    int end = v.length();
    while (end > 0 && v.charAt(end - 1) == '.') {
      end--;
    }
    return v.substring(0, end);
  }

  private void check(State st, FeatureSink sink) {
    if (st.driver == null) {
      return;
    }
    AscendVersion need = null;
    String what = null;
    for (HdkRequirements.Stack s : st.stacks) {
      if (need == null || need.olderThan(s.minimumDriver())) {
        need = s.minimumDriver();
        what = s.id();
      }
    }
    for (AscendVersion c : new AscendVersion[] {st.cann, st.needed}) {
      Optional<HdkRequirements.CannLine> line = c == null ? Optional.empty() : table.forCann(c);
      if (line.isPresent() && (need == null || need.olderThan(line.get().minimumDriver()))) {
        need = line.get().minimumDriver();
        what = "cann " + c.text().toLowerCase(java.util.Locale.ROOT) + (c == st.cann ? "" : ", needed by " + st.neededBy);
      }
    }
    if (need != null && st.driver.olderThan(need)) {
      st.reported = true;
      sink.featureAt(FeatureType.TOOL_STATUS, "driver_version=below " + need.text().toLowerCase(java.util.Locale.ROOT) + " (" + what + ")",
          st.driverLine, st.driverText);
    }
  }
}
