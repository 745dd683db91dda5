package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;

/**
 * Thread CPU per line of one stream session after a warm-up, on the stream of {@link
 * StreamTagBenchmark}: {@code WarmStream <warm lines> <measured lines> <rounds>}. Not a benchmark:
 * thread CPU instead of wall time, for a machine shared with other work, where a JMH throughput
 * run measures the waiting too; the warm-up keeps the compiler's first minutes out of the figure.
 */
public final class WarmStream {
  private WarmStream() {}

  public static void main(String[] a) {
    String[] lines = Fixtures.streamLines(1 << 17);
    long warm = Long.parseLong(a[0]), measured = Long.parseLong(a[1]);
    int rounds = Integer.parseInt(a[2]);
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    try (StreamSession s = AscendTriage.builder().build().openStream()) {
      long n = 0;
      for (; n < warm; n++) s.accept(lines[(int) (n & ((1 << 17) - 1))]);
      for (int r = 0; r < rounds; r++) {
        long c0 = mx.getCurrentThreadCpuTime();
        for (long i = 0; i < measured; i++, n++) s.accept(lines[(int) (n & ((1 << 17) - 1))]);
        double cpu = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
        System.out.printf(java.util.Locale.ROOT, "round %d: %d lines, %.2f s CPU, %.3f us/line, %.0f lines per CPU s%n", r, measured, cpu, cpu * 1e6 / measured, measured / cpu);
      }
    }
  }
}
