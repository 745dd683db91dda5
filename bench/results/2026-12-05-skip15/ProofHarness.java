package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * In process, one thread: the quiet lines' byte proof (QuietGate.nothingIn) over every quiet plog
 * line of a tree, as LineScanner.readsAscii calls it (header located first), ROUNDS rounds; prints
 * the thread CPU per line of each round and how many messages were proved. Run against either
 * build's classes: java -cp <build>/target/classes:<deps>:. ...ProofHarness <tree> [rounds].
 * With "whole" as third argument it also counts the lines whose proof fails on the whole line but
 * holds on the message (the header's false hits a buffer-wide pass would have).
 */
public class ProofHarness {
  public static void main(String[] a) throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    java.lang.reflect.Field gf = LineScanner.class.getDeclaredField("gate");
    gf.setAccessible(true);
    QuietGate gate = (QuietGate) gf.get(ex.newScanner("h"));
    PlogHeader h = new PlogHeader();
    List<byte[]> lines = new ArrayList<>();
    List<Integer> bodies = new ArrayList<>();
    long all = 0;
    List<Path> files;
    try (var s = Files.walk(Path.of(a[0]))) {
      files = s.filter(Files::isRegularFile).sorted().toList();
    }
    for (Path f : files) {
      byte[] b = Files.readAllBytes(f);
      int start = 0;
      for (int i = 0; i <= b.length; i++) {
        if (i == b.length || b[i] == '\n') {
          if (i > start) {
            all++;
            int n = i - start;
            boolean ascii = true;
            for (int k = start; k < i && ascii; k++) {
              ascii = b[k] >= 0 && b[k] != '\r' && b[k] != 0x1B;
            }
            if (ascii && n >= 40 && h.locate(b, start, n) && QuietGate.quiet(h.locatedLevel())) {
              lines.add(java.util.Arrays.copyOfRange(b, start, i));
              bodies.add(h.bodyStart);
            }
          }
          start = i + 1;
        }
      }
    }
    System.out.printf("lines %d, quiet plog lines %d%n", all, lines.size());
    int rounds = a.length > 1 ? Integer.parseInt(a[1]) : 7;
    var cpu = ManagementFactory.getThreadMXBean();
    for (int r = 0; r < rounds; r++) {
      long t0 = cpu.getCurrentThreadCpuTime();
      int proved = 0;
      for (int i = 0; i < lines.size(); i++) {
        byte[] b = lines.get(i);
        proved += gate.nothingIn(b, bodies.get(i), b.length) ? 1 : 0;
      }
      long t1 = cpu.getCurrentThreadCpuTime();
      System.out.printf("round %d: %.1f ns per quiet line, proved %d of %d%n", r + 1, (t1 - t0) / (double) lines.size(), proved, lines.size());
    }
    // the whole byte path of a quiet line: LineScanner.readsAscii (header, proof, and the gate's
    // char pass on a line whose proof fails), as InputReader calls it
    for (int r = 0; r < rounds; r++) {
      LineScanner sc = ex.newScanner("h");
      io.github.ascendtriage.internal.extract.collect.FeatureCollector fc = new io.github.ascendtriage.internal.extract.collect.FeatureCollector();
      LineScanner.LineStart begin = (text, no) -> {
        fc.beginLine("h", no, text);
        return fc;
      };
      long t0 = cpu.getCurrentThreadCpuTime();
      int taken = 0;
      for (int i = 0; i < lines.size(); i++) {
        byte[] b = lines.get(i);
        taken += sc.readsAscii(b, 0, b.length, i + 1, begin) ? 1 : 0;
      }
      long t1 = cpu.getCurrentThreadCpuTime();
      System.out.printf("readsAscii round %d: %.1f ns per quiet line, taken %d of %d%n", r + 1, (t1 - t0) / (double) lines.size(), taken, lines.size());
    }
    if (a.length > 2) {
      int header = 0;
      for (int i = 0; i < lines.size(); i++) {
        byte[] b = lines.get(i);
        if (gate.nothingIn(b, bodies.get(i), b.length) && !gate.nothingIn(b, 0, b.length)) {
          header++;
        }
      }
      System.out.printf("proved on the message but not on the whole line (a hit in the header): %d of %d%n", header, lines.size());
    }
  }
}
