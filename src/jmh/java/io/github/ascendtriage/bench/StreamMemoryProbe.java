package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;
import java.util.Locale;

/**
 * Checks that a streaming session's memory is bounded by its window: the heap still in use after
 * 100,000, 1,000,000 and {@code -Dprobe.max} (default 5,000,000) accepted lines (after a full GC). Prints one {@code STREAM-HEAP}
 * line per step. Run with a small heap, e.g. {@code -Xmx256m}.
 */
public final class StreamMemoryProbe {
  private StreamMemoryProbe() {}

  public static void main(String[] args) {
    String[] lines = Fixtures.streamLines(1 << 17);
    AscendTriage t = AscendTriage.builder().build();
    long base = used();
    long max = Long.getLong("probe.max", 5_000_000L);
    long[] steps = {100_000, Math.min(1_000_000, max), max};
    try (StreamSession s = t.openStream()) {
      long n = 0;
      for (long step : steps) {
        while (n < step) {
          s.accept(lines[(int) (n++ & ((1 << 17) - 1))]);
        }
        System.out.printf(Locale.ROOT, "STREAM-HEAP lines=%d retained-mb=%.1f%n", n, (used() - base) / 1048576.0);
      }
    }
  }

  private static long used() {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return rt.totalMemory() - rt.freeMemory();
  }
}
