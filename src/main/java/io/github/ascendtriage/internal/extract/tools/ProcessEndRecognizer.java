package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
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
 *
 * <p>own41: the OOM kill is also a FAULT event of the killed process, placed by the pid the kernel names (the line's
 * writer is the kernel, but the failure it records is that process's): the killer ends a process with SIGKILL, which
 * it cannot catch, so it prints nothing of its own (its launcher sees exit code -9: torch's elastic agent, msrun's
 * worker exit). Host memory is the process's own resource, not the device's (ascend-fd's knowledge base files {@code
 * Out of memory} under the host OS, cause "insufficient system memory" from the service process's leak or its
 * specification, apart from its device-OOM codes): the fault is that process's, in the script's layer. The kernel's
 * ring-buffer stamp is seconds since boot, no wall time: the event has no time, so it never orders itself before a
 * fault that states one.
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
      sink.writer(m.group(1));
      sink.event(EventKind.FAULT);
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
