package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.automaton.TriggerHits;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * WalkHarness ROUNDS FILE...: CPU per line of the built-in gate's read (QuietGate.read) of plog lines, by kind
 * (quiet, loud = WARNING/EVENT), in process (thread CPU time), and the loud automaton's size. Measurement only.
 */
public class WalkHarness {
  public static void main(String[] args) throws Exception {
    // the gate the CLI's scanner holds: its two automata, by their field names
    QuietGate gate = (QuietGate) field(LineScanner.class,
        FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of())).newScanner("h"), "gate");
    AhoCorasick quietA = (AhoCorasick) field(QuietGate.class, gate, "automaton"), loud = (AhoCorasick) field(QuietGate.class, gate, "loud");
    for (AhoCorasick a : List.of(quietA, loud)) {
      System.out.printf("automaton: patterns=%d states=%d classes=%d denseRows=%d%n", a.patterns().size(),
          ((int[]) field(AhoCorasick.class, a, "own")).length, field(AhoCorasick.class, a, "classes"), field(AhoCorasick.class, a, "denseRows"));
    }
    List<byte[]> qb = new ArrayList<>(), lb = new ArrayList<>();
    List<Integer> qs = new ArrayList<>(), ls = new ArrayList<>();
    PlogHeader h = new PlogHeader();
    long qbytes = 0, lbytes = 0;
    for (int k = 1; k < args.length; k++) {
      for (String l : Files.readAllLines(Path.of(args[k]), StandardCharsets.ISO_8859_1)) {
        byte[] b = l.getBytes(StandardCharsets.ISO_8859_1);
        boolean ascii = true;
        for (byte x : b) ascii &= x >= 0 && x != 27;
        if (!ascii || b.length < 40 || b[0] != '[' || !h.locate(b, 0, b.length)) continue;
        String level = h.locatedLevel();
        if (QuietGate.quiet(level)) { qb.add(b); qs.add(h.bodyStart); qbytes += b.length - h.bodyStart; }
        else if (!ConsolePrefix.headerIsEvidence(level)) { lb.add(b); ls.add(h.bodyStart); lbytes += b.length - h.bodyStart; }
      }
    }
    System.out.printf("quiet lines %d (%d message bytes), loud lines %d (%d message bytes)%n", qb.size(), qbytes, lb.size(), lbytes);

    {
      int[] ascii = (int[]) field(AhoCorasick.class, loud, "ascii");
      byte[] cls = (byte[]) field(AhoCorasick.class, loud, "asciiClass");
      int denseEnd = (int) field(AhoCorasick.class, loud, "denseEnd");
      java.lang.reflect.Method next = AhoCorasick.class.getDeclaredMethod("next", int.class, char.class);
      next.setAccessible(true);
      long steps = 0, slow = 0, linesSlow = 0;
      for (int i = 0; i < Math.min(20000, lb.size()); i++) {
        byte[] b = lb.get(i); int at = 0; boolean any = false;
        for (int j = ls.get(i); j < b.length; j++) {
          steps++;
          int v;
          if (at < denseEnd) v = ascii[at + cls[b[j]]]; else { slow++; any = true; v = (int) next.invoke(loud, at, (char) b[j]); }
          at = v >= 0 ? v : ~v;
        }
        if (any) linesSlow++;
      }
      System.out.printf("loud walk: steps %d, from a state without a row %d (%.1f%%), lines with such a step %d of %d%n", steps, slow, 100.0 * slow / steps, linesSlow, Math.min(20000, lb.size()));
    }

    {
      int[] ascii = (int[]) field(AhoCorasick.class, loud, "ascii");
      byte[] cls = (byte[]) field(AhoCorasick.class, loud, "asciiClass");
      int denseEnd = (int) field(AhoCorasick.class, loud, "denseEnd");
      int classes = (int) field(AhoCorasick.class, loud, "classes");
      int rows = denseEnd / classes;
      // compact copy: entry = target row index (char), flag kept in a bitset by row; a code past the rows -> 0xFFFF
      char[] compact = new char[ascii.length];
      long[] flag = new long[(rows >> 6) + 2];
      for (int k = 0; k < ascii.length; k++) {
        int v = ascii[k]; int code = v < 0 ? ~v : v;
        if (code >= denseEnd) { compact[k] = 0xFFFF; continue; }
        int row = code / classes; compact[k] = (char) row;
        if (v < 0) flag[row >> 6] |= 1L << row;
      }
      for (int r = 0; r < 12; r++) {
        long t0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); long sa = 0;
        for (int i = 0; i < lb.size(); i++) { byte[] b = lb.get(i); int at = 0;
          for (int j = ls.get(i); j < b.length; j++) { int v = at < denseEnd ? ascii[at + cls[b[j]]] : 0; if (v < 0) { sa++; at = ~v; } else at = v; } }
        long t1 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); long sb = 0;
        for (int i = 0; i < lb.size(); i++) { byte[] b = lb.get(i); int at = 0;
          for (int j = ls.get(i); j < b.length; j++) { int v = at < rows ? compact[at * classes + cls[b[j]]] : 0; if (v == 0xFFFF) v = 0; if ((flag[v >> 6] & (1L << v)) != 0) sb++; at = v; } }
        long t2 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        long t3 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); long sc = 0;
        for (int i = 0; i < lb.size(); i++) { byte[] b = lb.get(i); int a1 = 0, a2 = 0; int s0 = ls.get(i), mid = (s0 + b.length) >>> 1;
          int j = s0, k = mid;
          for (; k < b.length; j++, k++) { int v1 = a1 < denseEnd ? ascii[a1 + cls[b[j]]] : 0; int v2 = a2 < denseEnd ? ascii[a2 + cls[b[k]]] : 0;
            if (v1 < 0) { sc++; a1 = ~v1; } else a1 = v1; if (v2 < 0) { sc++; a2 = ~v2; } else a2 = v2; }
          for (; j < mid; j++) { int v1 = a1 < denseEnd ? ascii[a1 + cls[b[j]]] : 0; if (v1 < 0) { sc++; a1 = ~v1; } else a1 = v1; } }
        long t4 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        System.out.printf("two cursors (halves, no seam) %.2f ns/byte [%d]; ", (t4 - t3) / (double) lbytes, sc);
        System.out.printf("bare loop over loud messages: int codes %.2f ns/byte [%d], char rows + flag bits %.2f ns/byte [%d]%n", (t1 - t0) / (double) lbytes, sa, (t2 - t1) / (double) lbytes, sb);
      }
    }
    var mx = ManagementFactory.getThreadMXBean();
    QuietGate.Hits hits = new QuietGate.Hits();
    TriggerHits th = new TriggerHits();
    int rounds = Integer.parseInt(args[0]);
    for (int r = 0; r < rounds; r++) {
      long sink = 0;
      long t0 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < qb.size(); i++) { byte[] b = qb.get(i); if (gate.read(b, qs.get(i), b.length, true, hits, th)) sink++; }
      long t1 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < lb.size(); i++) { byte[] b = lb.get(i); if (gate.read(b, ls.get(i), b.length, false, hits, th)) sink++; }
      long t2 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < qb.size(); i++) { byte[] b = qb.get(i); if (h.locate(b, 0, b.length)) sink++; }
      long t3 = mx.getCurrentThreadCpuTime();
      System.out.printf("round %d: quiet read %.0f ns/line (%.2f ns/byte), loud read %.0f ns/line (%.2f ns/byte), header locate (quiet lines) %.0f ns/line [%d]%n",
          r, (t1 - t0) / (double) qb.size(), (t1 - t0) / (double) qbytes, (t2 - t1) / (double) lb.size(), (t2 - t1) / (double) lbytes,
          (t3 - t2) / (double) qb.size(), sink);
    }
  }

  private static Object field(Class<?> c, Object o, String name) throws Exception {
    java.lang.reflect.Field f = c.getDeclaredField(name);
    f.setAccessible(true);
    return f.get(o);
  }
}
