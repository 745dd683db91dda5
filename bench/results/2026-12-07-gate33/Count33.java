package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.automaton.TriggerHits;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Count33 STREAM...: how many lines of a stream reach each pass of the built-in line gate as `tag`'s byte path
 * takes them (a plog line of 40+ ASCII chars, not ERROR/CRITICAL), and how many of those find anything. Reads the
 * gate's automata by reflection (measurement only, nothing in the library counts). Load-independent.
 * javac -cp CLI.jar -d out Count33.java; java -cp CLI.jar:out io.github.ascendtriage.internal.extract.scan.Count33 F...
 */
public class Count33 {
  public static void main(String[] args) throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    LineScanner s = ex.newScanner("stream");
    QuietGate gate = (QuietGate) field(LineScanner.class, s, "gate");
    AhoCorasick loud = (AhoCorasick) field(QuietGate.class, gate, "loud");
    long[] loudMasks = (long[]) field(QuietGate.class, gate, "loudMasks");
    AhoCorasick phrases = (AhoCorasick) field(QuietGate.class, gate, "phraseCheck");
    for (String f : args) {
      long lines = 0, other = 0, quiet = 0, quietProofFailed = 0, quietFound = 0, loudLines = 0, trigProofFailed = 0,
          trigFound = 0, phraseFound = 0, both = 0, neither = 0, nonAscii = 0;
      QuietGate.Hits hits = new QuietGate.Hits();
      TriggerHits th = new TriggerHits();
      PlogHeader h = new PlogHeader();
      for (String l : Files.readAllLines(Path.of(f), StandardCharsets.ISO_8859_1)) {
        lines++;
        byte[] b = l.getBytes(StandardCharsets.ISO_8859_1);
        boolean ascii = true;
        for (byte x : b) ascii &= x >= 0 && x != 27;
        if (!ascii) { nonAscii++; continue; }
        if (b.length < 40 || b[0] != '[' || !h.locate(b, 0, b.length)) { other++; continue; }
        String level = h.locatedLevel();
        int n = b.length;
        if (QuietGate.quiet(level)) {
          quiet++;
          if (!gate.nothingIn(b, h.bodyStart, n)) {
            quietProofFailed++;
            char[] c = new char[n];
            for (int i = 0; i < n; i++) c[i] = (char) b[i];
            if (gate.recognizers(c, h.bodyStart, n, hits, true) != 0) quietFound++;
          }
          continue;
        }
        if (ConsolePrefix.headerIsEvidence(level)) { other++; continue; }
        loudLines++;
        boolean t = false;
        if (!loud.noneIn(b, h.bodyStart, n)) {
          trigProofFailed++;
          loud.hitsIn(b, h.bodyStart, n, loudMasks, th);
          t = th.union() != 0;
          if (t) trigFound++;
        }
        hits.clear();
        char[] c = new char[n - h.bodyStart];
        for (int i = h.bodyStart; i < n; i++) c[i - h.bodyStart] = (char) b[i];
        phrases.scanFolded(c, 0, c.length, hits, null, true);
        boolean p = !hits.isEmpty();
        if (p) phraseFound++;
        if (p && t) both++;
        if (!p && !t) neither++;
      }
      System.out.printf("%s: lines=%d nonAsciiOrEsc=%d otherOrErrorOrShort=%d quiet=%d quietProofFailed=%d quietFoundSomething=%d"
          + " loud(WARNING/EVENT)=%d triggerProofFailed=%d triggerWalkFound=%d phrasePassFound=%d both=%d neither=%d%n",
          f, lines, nonAscii, other, quiet, quietProofFailed, quietFound, loudLines, trigProofFailed, trigFound, phraseFound,
          both, neither);
    }
  }

  private static Object field(Class<?> c, Object o, String name) throws Exception {
    java.lang.reflect.Field f = c.getDeclaredField(name);
    f.setAccessible(true);
    return f.get(o);
  }
}
