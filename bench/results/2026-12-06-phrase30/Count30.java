import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.FeatureType;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/**
 * Count30 STREAM: what the built-in scanner does with each line, as the byte path of `tag` asks it
 * (skipsAscii; when that declines, the line decoded, skips, then scan): lines taken as bytes, decoded
 * and skipped by the char gate, decoded and scanned with no feature, decoded with a feature; all and
 * WARNING lines apart. Load-independent (counts only). javac -cp cli.jar Count30.java; java -cp cli.jar:. Count30 F
 */
public class Count30 {
  public static void main(String[] a) throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    LineScanner s = ex.newScanner("stream");
    long[][] c = new long[2][5]; // [all, warning][lines, bytes, decoded+skipped, decoded+nothing, decoded+feature]
    Map<FeatureType, Long> types = new TreeMap<>();
    long[] n = new long[1];
    long lineNo = 0;
    for (String l : Files.readAllLines(Path.of(a[0]), StandardCharsets.ISO_8859_1)) {
      lineNo++;
      byte[] b = l.getBytes(StandardCharsets.ISO_8859_1);
      int k;
      if (s.skipsAscii(b, 0, b.length)) {
        k = 1;
      } else if (s.skips(l)) {
        k = 2;
      } else {
        n[0] = 0;
        s.scan(l, lineNo, (t, v) -> { n[0]++; types.merge(t, 1L, Long::sum); });
        k = n[0] == 0 ? 3 : 4;
      }
      for (int w = 0; w < (l.startsWith("[WARNING]") ? 2 : 1); w++) {
        c[w][0]++;
        c[w][k]++;
      }
    }
    String[] names = {"lines", "bytes", "decodedSkipped", "decodedNothing", "decodedFeature"};
    for (int w = 0; w < 2; w++) {
      StringBuilder o = new StringBuilder(w == 0 ? "all:" : "warning:");
      for (int i = 0; i < 5; i++) o.append(' ').append(names[i]).append('=').append(c[w][i]);
      System.out.println(o);
    }
    System.out.println("features by type: " + types);
  }
}
