import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * In process, run pos37: the reader's path of a tree's files (bytes first, as InputReader offers them:
 * readsAscii, else skips and scan), the thread's CPU per round. java -cp JAR ScanHarness.java ROUNDS FILE...
 */
public class ScanHarness {
  public static void main(String[] a) throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    int rounds = Integer.parseInt(a[0]);
    List<byte[][]> files = new ArrayList<>();
    long lines = 0;
    for (int i = 1; i < a.length; i++) {
      List<byte[]> ls = new ArrayList<>();
      for (String l : Files.readAllLines(Path.of(a[i]), java.nio.charset.StandardCharsets.ISO_8859_1)) {
        ls.add(l.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      }
      files.add(ls.toArray(byte[][]::new));
      lines += ls.size();
    }
    var mx = ManagementFactory.getThreadMXBean();
    for (int round = 1; round <= rounds; round++) {
      long t0 = mx.getCurrentThreadCpuTime();
      long keys = 0;
      for (byte[][] f : files) {
        FeatureCollector c = new FeatureCollector();
        LineScanner sc = ex.newScanner("f.log");
        LineScanner.LineStart start = (text, no) -> {
          c.beginLine("f.log", no, text);
          return c;
        };
        long no = 0;
        for (byte[] b : f) {
          no++;
          if (sc.readsAscii(b, 0, b.length, no, start)) {
            continue;
          }
          String line = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
          if (!sc.skips(line)) {
            c.beginLine("f.log", no, line);
            sc.scan(line, no, c);
          }
        }
        sc.end(c);
        keys += c.finish().keys().size();
      }
      long ns = mx.getCurrentThreadCpuTime() - t0;
      System.out.printf("round %d: %d lines, %.1f ms CPU, %.0f ns/line, keys %d%n", round, lines, ns / 1e6, (double) ns / lines, keys);
    }
  }
}
