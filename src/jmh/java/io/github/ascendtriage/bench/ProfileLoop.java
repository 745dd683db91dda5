package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;
import java.nio.file.Path;

/**
 * Runs one workload in a loop for a profiler (e.g. {@code -XX:StartFlightRecording}): {@code trace
 * <lines> <seconds>}, {@code cases <generated cases> <seconds>}, {@code tree <size> <seconds>} or {@code stream <seconds>}. Not a benchmark:
 * it prints a rough rate only to show that it ran.
 */
public final class ProfileLoop {
  private ProfileLoop() {}

  public static void main(String[] args) throws Exception {
    AscendTriage.Builder b = AscendTriage.builder().threads(1);
    if (args[0].equals("cases")) {
      b.addCaseDirectory(CaseBaseScaleBenchmark.caseDir(Integer.parseInt(args[1]),
          CaseBaseScaleBenchmark.commonTokens(Fixtures.trace(500)))).maxKnowledgeBytes(CaseBaseScaleBenchmark.MAX_KNOWLEDGE);
    }
    AscendTriage t = b.build();
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    long cpu0 = mx.getCurrentThreadCpuTime();
    long end = System.nanoTime() + (long) (Double.parseDouble(args[args.length - 1]) * 1e9);
    long n = 0;
    switch (args[0]) {
      case "trace", "cases" -> {
        String trace = Fixtures.trace(args[0].equals("cases") ? 500 : Integer.parseInt(args[1]));
        while (System.nanoTime() < end) {
          t.diagnose(trace);
          n++;
        }
      }
      case "tree" -> {
        Path root = Fixtures.tree(args[1]).root();
        while (System.nanoTime() < end) {
          t.diagnose(root);
          n++;
        }
      }
      case "stream" -> {
        String[] lines = Fixtures.streamLines(1 << 17);
        try (StreamSession s = t.openStream()) {
          while (System.nanoTime() < end) {
            for (int i = 0; i < 1024; i++) {
              s.accept(lines[(int) (n++ & ((1 << 17) - 1))]);
            }
          }
        }
      }
      default -> throw new IllegalArgumentException(args[0]);
    }
    double cpu = (mx.getCurrentThreadCpuTime() - cpu0) / 1e9;
    System.out.printf(java.util.Locale.ROOT, "%s: %d operations, %.2f s CPU of this thread, %.3f ms CPU per operation%n",
        args[0], n, cpu, cpu * 1000 / Math.max(1, n));
  }
}
