package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Records of a process's own end that something other than the process wrote: the kernel's OOM
 * killer naming the process it killed (Linux mm/oom_kill.c {@code __oom_kill_process}: {@code
 * Out of memory: Killed process <pid> (<comm>) total-vm:...}, {@code Memory cgroup out of memory:}
 * for a container's limit; the host's {@code messages} or {@code dmesg}), and CPython's
 * faulthandler naming the fatal signal a process died of ({@code Fatal Python error: Segmentation
 * fault}, {@code Aborted}, {@code Bus error}, {@code Floating point exception}, {@code Illegal
 * instruction}). Gives {@code tool-status:oom_killed=<pid>} and {@code
 * tool-status:fatal_signal=<SIGNAME>}; the root-cause layer reads them for the process the others
 * waited on ({@code engine.RootEnds}). Stateless.
 */
public final class ProcessEndRecognizer implements Recognizer {
  private static final Pattern OOM_KILL = Pattern.compile("out of memory: Killed process (\\d{1,10}) \\(", Pattern.CASE_INSENSITIVE);
  private static final Pattern FATAL = Pattern.compile(
      "Fatal Python error: (Segmentation fault|Aborted|Bus error|Floating point exception|Illegal instruction)");

  @Override
  public List<String> triggers() {
    return List.of("Killed process", "Fatal Python error");
  }

  /** A kernel or interpreter record of a death: never on a plog's INFO, DEBUG or TRACE lines. */
  @Override
  public List<String> quietLiterals() {
    return List.of();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    Matcher m = OOM_KILL.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.TOOL_STATUS, "oom_killed=" + m.group(1));
      return;
    }
    Matcher f = FATAL.matcher(b);
    if (f.find()) {
      sink.feature(FeatureType.TOOL_STATUS, "fatal_signal=" + signal(f.group(1)));
    }
  }

  /** The signal faulthandler's words name (Modules/faulthandler.c, its table of fatal signals). */
  static String signal(String words) {
    return switch (words) {
      case "Segmentation fault" -> "SIGSEGV";
      case "Aborted" -> "SIGABRT";
      case "Bus error" -> "SIGBUS";
      case "Floating point exception" -> "SIGFPE";
      default -> "SIGILL";
    };
  }
}
