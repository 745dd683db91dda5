package io.github.ascendtriage.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Writes a deterministic multi-host {@code ~/ascend/log} tree for the benchmarks: {@code hosts}
 * folders of 8 ranks each, every rank with a {@code run/plog}, a rotated {@code debug/plog} (20 MB
 * per file, as CANN rotates) and a {@code debug/device-<id>} log. Lines are INFO/DEBUG noise with
 * rare unrelated warnings and errors; one rank has a RoCE completion error and every other rank
 * logs the timeouts it causes. The same seed gives the same bytes. Memory is bounded: lines are
 * written as they are made.
 *
 * <p>A tree is described by {@code <root>.properties} (bytes, lines, files); an existing tree
 * with a matching description is reused.
 */
public final class LogTreeGenerator {
  static final long ROTATE_BYTES = 20L * 1024 * 1024;
  static final int FAULTY_DEVICE = 5;

  /** What was written. */
  public record Tree(Path root, long bytes, long lines, int files, int hosts) {}

  private LogTreeGenerator() {}

  /** The number of hosts used for a tree of this size: 2 for 10 MB up to 16 for 1 GB. */
  public static int hostsFor(long bytes) {
    long mb = bytes >> 20;
    if (mb <= 16) {
      return 2;
    }
    if (mb <= 160) {
      return 4;
    }
    return 16;
  }

  /** Returns the tree at {@code root}, writing it first unless it is already there. */
  public static Tree ensure(Path root, long targetBytes, int hosts, long seed) {
    Path desc = root.resolveSibling(root.getFileName() + ".properties");
    try {
      if (Files.exists(desc) && Files.isDirectory(root)) {
        Properties p = new Properties();
        try (var in = Files.newInputStream(desc)) {
          p.load(in);
        }
        if (Long.parseLong(p.getProperty("target")) == targetBytes
            && Integer.parseInt(p.getProperty("hosts")) == hosts
            && Long.parseLong(p.getProperty("seed")) == seed) {
          return new Tree(root, Long.parseLong(p.getProperty("bytes")), Long.parseLong(p.getProperty("lines")),
              Integer.parseInt(p.getProperty("files")), hosts);
        }
      }
      Tree t = generate(root, targetBytes, hosts, seed);
      Properties p = new Properties();
      p.setProperty("target", Long.toString(targetBytes));
      p.setProperty("hosts", Integer.toString(hosts));
      p.setProperty("seed", Long.toString(seed));
      p.setProperty("bytes", Long.toString(t.bytes()));
      p.setProperty("lines", Long.toString(t.lines()));
      p.setProperty("files", Integer.toString(t.files()));
      try (var out = Files.newOutputStream(desc)) {
        p.store(out, "ascend-triage benchmark log tree");
      }
      return t;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes the tree (deleting an older one at the same place). */
  public static Tree generate(Path root, long targetBytes, int hosts, long seed) throws IOException {
    if (Files.exists(root)) {
      try (var s = Files.walk(root)) {
        for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
    int world = hosts * 8;
    long perRank = Math.max(4096, targetBytes / world);
    int faultyHost = hosts / 2;
    String faultyIp = null;
    Counter c = new Counter();
    for (int h = 0; h < hosts; h++) {
      Path hostDir = root.resolve(String.format(hosts >= 100 ? "node-%03d" : "node-%02d", h));
      for (int d = 0; d < 8; d++) {
        LogLines g = new LogLines(seed * 1_000_003L + h * 8L + d, h, d, world);
        if (faultyIp == null) {
          faultyIp = new LogLines(seed * 1_000_003L + faultyHost * 8L + FAULTY_DEVICE, faultyHost, FAULTY_DEVICE, world).hostIp;
        }
        boolean faulty = h == faultyHost && d == FAULTY_DEVICE;
        String peerIp = new LogLines(seed, (faultyHost + 1) % Math.max(2, hosts), 0, world).hostIp;
        // run/plog: settings, communicator init, op entries
        try (Sink s = new Sink(hostDir.resolve("run/plog/plog-" + g.pid + "_" + g.fileStamp() + ".log"), c)) {
          for (String l : g.runHeader()) {
            s.line(l);
          }
          long budget = perRank * 3 / 100;
          while (s.bytes < budget) {
            s.line(g.runNoise());
          }
        }
        // debug/device-<id>: device-side noise, the CQE error on the faulty rank
        try (Sink s = new Sink(hostDir.resolve("debug/device-" + d + "/device-" + g.pid + "_" + g.fileStamp() + ".log"), c)) {
          long budget = perRank * 22 / 100;
          long faultAt = budget * 9 / 10;
          boolean done = false;
          while (s.bytes < budget) {
            if (!done && s.bytes >= faultAt) {
              done = true;
              if (faulty) {
                for (String l : g.faultDevice()) {
                  s.line(l);
                }
              }
            }
            s.line(g.deviceNoise());
          }
        }
        // debug/plog: most of the bytes, rotated every 20 MB
        long budget = perRank - perRank * 25 / 100;
        long faultAt = budget * 9 / 10;
        long written = 0;
        boolean done = false;
        while (written < budget) {
          try (Sink s = new Sink(hostDir.resolve("debug/plog/plog-" + g.pid + "_" + g.fileStamp() + ".log"), c)) {
            while (s.bytes < ROTATE_BYTES && written + s.bytes < budget) {
              if (!done && written + s.bytes >= faultAt) {
                done = true;
                for (String l : faulty ? g.faultHost(peerIp) : g.cascade(faultyIp, FAULTY_DEVICE)) {
                  s.line(l);
                }
              }
              s.line(g.hostNoise());
            }
            written += s.bytes;
          }
        }
      }
    }
    return new Tree(root, c.bytes, c.lines, c.files, hosts);
  }

  /** Totals over all files. */
  private static final class Counter {
    long bytes;
    long lines;
    int files;
  }

  /** A file written line by line through a fixed buffer (all generated text is ASCII). */
  private static final class Sink implements AutoCloseable {
    private final OutputStream out;
    private final byte[] buf = new byte[1 << 16];
    private final Counter counter;
    private int n;
    long bytes;

    Sink(Path file, Counter counter) throws IOException {
      Files.createDirectories(file.getParent());
      this.out = Files.newOutputStream(file);
      this.counter = counter;
      counter.files++;
    }

    void line(String s) throws IOException {
      int len = s.length();
      if (n + len + 1 > buf.length) {
        out.write(buf, 0, n);
        n = 0;
      }
      for (int i = 0; i < len; i++) {
        buf[n++] = (byte) s.charAt(i);
      }
      buf[n++] = '\n';
      bytes += len + 1;
      counter.bytes += len + 1;
      counter.lines++;
    }

    @Override
    public void close() throws IOException {
      out.write(buf, 0, n);
      out.close();
    }
  }

  /**
   * Command line: {@code LogTreeGenerator <root> <size, e.g. 10m or 1g> [hosts] [seed]}; prints the
   * tree's bytes, lines and files.
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: LogTreeGenerator <root> <size e.g. 10m|1g> [hosts] [seed]");
      System.exit(2);
    }
    long bytes = parseSize(args[1]);
    int hosts = args.length > 2 ? Integer.parseInt(args[2]) : hostsFor(bytes);
    long seed = args.length > 3 ? Long.parseLong(args[3]) : Fixtures.SEED;
    long t0 = System.nanoTime();
    Tree t = ensure(Path.of(args[0]), bytes, hosts, seed);
    System.out.printf("tree %s: %d bytes, %d lines, %d files, %d hosts (%.1f s)%n",
        t.root(), t.bytes(), t.lines(), t.files(), t.hosts(), (System.nanoTime() - t0) / 1e9);
  }

  /** {@code 10m}, {@code 1g}, {@code 512k} or a plain byte count. */
  public static long parseSize(String s) {
    String v = s.trim().toLowerCase(java.util.Locale.ROOT);
    long mult = 1;
    char last = v.charAt(v.length() - 1);
    if (last == 'k' || last == 'm' || last == 'g') {
      mult = last == 'k' ? 1L << 10 : last == 'm' ? 1L << 20 : 1L << 30;
      v = v.substring(0, v.length() - 1);
    }
    return Long.parseLong(v) * mult;
  }
}
