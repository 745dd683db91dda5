package speed40;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/** One row per step for the harnesses: the main thread's CPU, the process's (/proc, 10 ms ticks) and the classes loaded since the last row. */
public final class Marks {
  private static final java.lang.management.ThreadMXBean T = ManagementFactory.getThreadMXBean();
  private static long lastT, lastP, lastC;

  private Marks() {}

  private static long processMs() throws Exception {
    String s = Files.readString(Path.of("/proc/self/stat"));
    String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
    return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10L;
  }

  private static long classes() {
    return ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
  }

  public static void mark(String what) throws Exception {
    long t = T.getCurrentThreadCpuTime() / 1_000_000;
    long p = processMs();
    long c = classes();
    System.err.printf("%-34s main %5d  process %5d  classes %5d%n", what, t - lastT, p - lastP, c - lastC);
    lastT = T.getCurrentThreadCpuTime() / 1_000_000;
    lastP = processMs();
    lastC = classes();
  }
}
