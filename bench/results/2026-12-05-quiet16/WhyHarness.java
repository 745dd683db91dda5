package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/** For every quiet plog line of a tree: does the byte proof hold, does the gate's char pass find anything; why not. */
public class WhyHarness {
  public static void main(String[] a) throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    var gf = LineScanner.class.getDeclaredField("gate");
    gf.setAccessible(true);
    QuietGate gate = (QuietGate) gf.get(ex.newScanner("h"));
    var af = QuietGate.class.getDeclaredField("automaton");
    af.setAccessible(true);
    AhoCorasick ac = (AhoCorasick) af.get(gate);
    var alw = QuietGate.class.getDeclaredField("always");
    alw.setAccessible(true);
    long always = (long) alw.get(gate);
    List<String> pats = ac.patterns();
    PlogHeader h = new PlogHeader();
    QuietGate.Hits hits = new QuietGate.Hits();
    long quiet = 0, proved = 0, read = 0, failNoRead = 0, provedButRead = 0;
    Map<String, Integer> why = new TreeMap<>();
    Map<String, Integer> readWhy = new TreeMap<>();
    Map<String, Integer> readShown = new TreeMap<>();
    int shown = 0;
    List<Path> files;
    try (var s = Files.walk(Path.of(a[0]))) { files = s.filter(Files::isRegularFile).sorted().toList(); }
    for (Path f : files) {
      byte[] b = Files.readAllBytes(f);
      int start = 0;
      for (int i = 0; i <= b.length; i++) {
        if (i == b.length || b[i] == '\n') {
          int n = i - start;
          boolean ascii = true;
          for (int k = start; k < i && ascii; k++) ascii = b[k] >= 0 && b[k] != '\r' && b[k] != 0x1B;
          if (ascii && n >= 40 && h.locate(b, start, n) && QuietGate.quiet(h.locatedLevel())) {
            quiet++;
            byte[] line = Arrays.copyOfRange(b, start, i);
            boolean p = gate.nothingIn(line, h.bodyStart, line.length);
            char[] cs = new char[line.length];
            for (int k = 0; k < cs.length; k++) cs[k] = (char) line[k];
            long m = gate.recognizers(cs, h.bodyStart, cs.length, hits, true);
            boolean r = (m & ~always) != 0 || !hits.isEmpty();
            if (p) proved++;
            if (r) read++;
            if (p && r) provedButRead++;
            if (r) {
              String msg = QuietGate.fold(new String(line, h.bodyStart, line.length - h.bodyStart));
              String k = "READ ";
              for (String pat : pats) if (msg.contains(pat)) k += "[" + pat + "]";
              readWhy.merge(k, 1, Integer::sum);
              if (readShown.merge(k, 1, Integer::sum) <= 2) System.out.println("EXR " + k + " :: " + new String(line, h.bodyStart, line.length - h.bodyStart));
            }
            if (!p && !r) {
              failNoRead++;
              String msg = QuietGate.fold(new String(line, h.bodyStart, line.length - h.bodyStart));
              String k = "";
              for (String pat : pats) if (msg.contains(pat)) k += "[" + pat + "]";
              if (k.isEmpty()) k = "(no pattern as substring)";
              why.merge(k, 1, Integer::sum);
              if (shown < 15 && k.startsWith("(no")) { shown++; System.out.println("EX " + new String(line, h.bodyStart, line.length - h.bodyStart)); }
            }
          }
          start = i + 1;
        }
      }
    }
    System.out.printf("quiet %d proved %d (%.1f%%) charpass-reads %d (%.1f%%) proof-fails-but-not-read %d (%.1f%%) proved-but-read %d%n",
        quiet, proved, 100.0 * proved / quiet, read, 100.0 * read / quiet, failNoRead, 100.0 * failNoRead / quiet, provedButRead);
    why.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(40).forEach(e -> System.out.println(e.getValue() + "\t" + e.getKey()));
    readWhy.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(30).forEach(e -> System.out.println(e.getValue() + "\t" + e.getKey()));
    if (a.length > 1) for (String p : pats) System.out.println("PAT [" + p + "]");
  }
}
