import io.github.ascendtriage.*;
import java.nio.file.*;
import java.lang.reflect.*;
import java.util.*;
/** Count3 FILE: of the lines acceptQuiet declines (decoded and accepted), how many the scanner then skips, how many report, how many carry a case or a code. */
public class Count3 {
  static Object get(Object o, String f) throws Exception { Field x = o.getClass().getDeclaredField(f); x.setAccessible(true); return x.get(o); }
  public static void main(String[] a) throws Exception {
    AscendTriage t = AscendTriage.builder().build();
    StreamSession s = t.openStream();
    long decoded = 0, skipped = 0, tagged = 0, coded = 0, warnDecoded = 0, warnSkipped = 0;
    try (var r = Files.newBufferedReader(Path.of(a[0]), java.nio.charset.StandardCharsets.ISO_8859_1)) {
      String l;
      while ((l = r.readLine()) != null) {
        byte[] b = l.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        if (!s.acceptQuiet(b, 0, b.length, LineSource.UNNAMED)) {
          decoded++;
          boolean warn = l.startsWith("[WARNING]");
          if (warn) warnDecoded++;
          TaggedLine tl = s.accept(l, LineSource.UNNAMED);
          Map<?,?> srcs = (Map<?,?>) get(s, "sources");
          Object src = srcs.values().iterator().next();
          if ((Boolean) get(src, "skipped")) { skipped++; if (warn) warnSkipped++; }
          if (tl.caseId().isPresent()) tagged++;
          if (!tl.codes().isEmpty()) coded++;
        }
        s.takeAlerts();
      }
    }
    System.out.println("decoded=" + decoded + " skippedAfterDecode=" + skipped + " warningDecoded=" + warnDecoded + " warningSkipped=" + warnSkipped + " withCase=" + tagged + " withCode=" + coded);
  }
}
