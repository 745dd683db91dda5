import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.scan.PhraseRecognizer;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/** On the WARNING lines of one plog: the CLI's phrase automaton's byte proof against its char pass. */
public class Held {
  public static void main(String[] a) throws Exception {
    AhoCorasick ac = null;
    for (Recognizer r : FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of())).recognizers()) {
      if (r instanceof PhraseRecognizer p) ac = p.automaton();
    }
    long warn = 0, proved = 0, noPhrase = 0, wrong = 0;
    for (String line : Files.readAllLines(Path.of(a[0]), StandardCharsets.UTF_8)) {
      if (!line.startsWith("[WARNING]")) continue;
      int i = line.indexOf(']', line.indexOf(']') + 1);
      String msg = line.substring(i + 1);
      byte[] b = msg.getBytes(StandardCharsets.UTF_8);
      warn++;
      boolean none = ac.noneIn(b, 0, b.length);
      List<String> found = new ArrayList<>();
      ac.scanFolded(msg.toCharArray(), 0, msg.length(), found::add, null, false);
      proved += none ? 1 : 0;
      noPhrase += found.isEmpty() ? 1 : 0;
      wrong += none && !found.isEmpty() ? 1 : 0;
    }
    System.out.println(a[0] + ": WARNING " + warn + ", without a phrase " + noPhrase + ", proved " + proved + ", proved with a phrase " + wrong);
  }
}
