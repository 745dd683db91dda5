package io.github.ascendtriage.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The fixed inputs shared by the benchmarks: seed, work folder, pasted traces, stream lines. */
final class Fixtures {
  /** Every generator in the benchmarks starts from this seed. */
  static final long SEED = 20250723L;

  private Fixtures() {}

  /**
   * Where generated trees and case bases live: {@code -Dbench.dir}, else the environment variable
   * {@code BENCH_DIR} (which JMH's forked JVMs inherit), else {@code <tmp>/ascend-triage-bench}.
   */
  static Path workDir() {
    String env = System.getenv("BENCH_DIR");
    String dflt = env != null && !env.isBlank() ? env : System.getProperty("java.io.tmpdir") + "/ascend-triage-bench";
    return Path.of(System.getProperty("bench.dir", dflt));
  }

  /** The tree of a size, e.g. {@code 1g}, made on first use. */
  static LogTreeGenerator.Tree tree(String size) {
    long bytes = LogTreeGenerator.parseSize(size);
    return LogTreeGenerator.ensure(workDir().resolve("tree-" + size), bytes, LogTreeGenerator.hostsFor(bytes), SEED);
  }

  /**
   * A pasted trace of {@code lines} lines: the tail of the faulty rank's plog, noise with the
   * fault's host and device lines near the end, as a person would copy it from a terminal.
   */
  static String trace(int lines) {
    LogLines g = new LogLines(SEED, 1, LogTreeGenerator.FAULTY_DEVICE, 16);
    LogLines dev = new LogLines(SEED + 1, 1, LogTreeGenerator.FAULTY_DEVICE, 16);
    String[] host = g.faultHost("10.20.0.12");
    String[] device = dev.faultDevice();
    int noise = Math.max(0, lines - host.length - device.length);
    int at = noise * 9 / 10;
    StringBuilder b = new StringBuilder(lines * 180);
    for (int i = 0; i < noise; i++) {
      if (i == at) {
        for (String l : device) {
          b.append(l).append('\n');
        }
        for (String l : host) {
          b.append(l).append('\n');
        }
      }
      b.append(g.hostNoise()).append('\n');
    }
    if (noise == 0) {
      for (String l : device) {
        b.append(l).append('\n');
      }
      for (String l : host) {
        b.append(l).append('\n');
      }
    }
    return b.toString();
  }

  /**
   * Lines of a live stream: host plog noise of one rank, with a cascade block every 16,384 lines
   * and the fault once, so the tagger does real scoring now and then.
   */
  static String[] streamLines(int count) {
    LogLines g = new LogLines(SEED + 7, 0, 2, 16);
    List<String> out = new ArrayList<>(count);
    while (out.size() < count) {
      int i = out.size();
      if (i % 16_384 == 8_000) {
        for (String l : g.cascade("10.20.0.12", LogTreeGenerator.FAULTY_DEVICE)) {
          out.add(l);
        }
      } else if (i == count / 2) {
        for (String l : g.faultHost("10.20.0.12")) {
          out.add(l);
        }
      }
      out.add(g.hostNoise());
    }
    return out.subList(0, count).toArray(new String[0]);
  }
}
