package io.github.ascendtriage.internal.extract.tools;

import java.util.Map;

/**
 * The Linux signals 1-15 by number, and by the words glibc's {@code strsignal} gives them (its {@code
 * sigabbrev}/{@code siglist} tables: {@code Killed}, {@code Terminated}, {@code Segmentation fault}, ...), which is
 * how srun and Open MPI print a task's signal. Stateless.
 */
final class SignalNames {
  private SignalNames() {}

  private static final String[] BY_NUMBER = {null, "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS",
      "SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM"};

  private static final Map<String, String> BY_TEXT = Map.ofEntries(Map.entry("Hangup", "SIGHUP"), Map.entry("Interrupt", "SIGINT"),
      Map.entry("Quit", "SIGQUIT"), Map.entry("Illegal instruction", "SIGILL"), Map.entry("Trace/breakpoint trap", "SIGTRAP"),
      Map.entry("Aborted", "SIGABRT"), Map.entry("Bus error", "SIGBUS"), Map.entry("Floating point exception", "SIGFPE"),
      Map.entry("Killed", "SIGKILL"), Map.entry("User defined signal 1", "SIGUSR1"), Map.entry("Segmentation fault", "SIGSEGV"),
      Map.entry("User defined signal 2", "SIGUSR2"), Map.entry("Broken pipe", "SIGPIPE"), Map.entry("Alarm clock", "SIGALRM"),
      Map.entry("Terminated", "SIGTERM"));

  /** The name of signal {@code n}, or null outside 1-15. */
  static String number(int n) {
    return n > 0 && n < BY_NUMBER.length ? BY_NUMBER[n] : null;
  }

  /** The number of the signal named {@code name} (1-15), or 0 for another name. */
  static int numberOf(String name) {
    return Math.max(0, java.util.Arrays.asList(BY_NUMBER).indexOf(name));
  }

  /** The name of the signal {@code strsignal} words as {@code text}, or null for other words. */
  static String of(String text) {
    return BY_TEXT.get(text);
  }

  /**
   * Whether {@code sig} is how a whole job is stopped from outside (a person's Ctrl-C, the scheduler's or the
   * launcher's SIGTERM, a closed terminal), not how one process fails on its own.
   */
  static boolean stops(String sig) {
    return "SIGTERM".equals(sig) || "SIGINT".equals(sig) || "SIGHUP".equals(sig);
  }
}
