package io.github.ascendtriage.internal.extract.automaton;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.*;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.file.*; import java.util.*; import java.lang.management.*;
public class Mb {
  public static void main(String[] a) throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    AhoCorasick ac = null;
    for (Recognizer r : ex.recognizers()) if (r instanceof PhraseRecognizer p) ac = p.automaton();
    List<byte[]> msgs = new ArrayList<>();
    for (String l : Files.readAllLines(Path.of(a[0]), java.nio.charset.StandardCharsets.ISO_8859_1)) {
      if (!l.startsWith("[WARNING]")) continue;
      int i = l.indexOf(']', l.indexOf(".cc:") > 0 ? l.indexOf(".cc:") : l.indexOf(".cpp:"));
      msgs.add(l.substring(i + 1).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    }
    ThreadMXBean t = ManagementFactory.getThreadMXBean();
    int none = 0; long fpNs = 0, acNs = 0; int found = 0;
    for (int rep = 0; rep < 6; rep++) {
      long t0 = t.getCurrentThreadCpuTime(); none = 0;
      for (byte[] m : msgs) if (ac.noneIn(m, 0, m.length)) none++;
      long t1 = t.getCurrentThreadCpuTime(); found = 0;
      for (byte[] m : msgs) { char[] c = new char[m.length]; for (int i = 0; i < m.length; i++) c[i] = (char) m[i]; List<String> f = new ArrayList<>(); ac.scanFolded(c, 0, c.length, f::add, null, false); if (!f.isEmpty()) found++; }
      long t2 = t.getCurrentThreadCpuTime();
      if (rep >= 2) { fpNs += t1 - t0; acNs += t2 - t1; }
    }
    System.out.printf("messages %d, proved none %d, with a phrase %d; ns/message: fingerprints %.0f, char copy + AC pass %.0f%n", msgs.size(), none, found, fpNs / 4.0 / msgs.size(), acNs / 4.0 / msgs.size());
  }
}
