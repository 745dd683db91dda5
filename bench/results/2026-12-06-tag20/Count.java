import io.github.ascendtriage.*;
import java.nio.file.*;
import java.lang.reflect.*;
public class Count {
  static Object get(Object o, String f) throws Exception { Field x = o.getClass().getDeclaredField(f); x.setAccessible(true); return x.get(o); }
  public static void main(String[] a) throws Exception {
    AscendTriage t = AscendTriage.builder().build();
    StreamSession s = t.openStream();
    long decoded = 0, lines = 0, alerts = 0, looksAssembled;
    long[] looks = new long[1];
    try (var r = Files.newBufferedReader(Path.of(a[0]), java.nio.charset.StandardCharsets.ISO_8859_1)) {
      String l; long lastLooked = 0;
      while ((l = r.readLine()) != null) {
        byte[] b = l.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        lines++;
        if (!s.acceptQuiet(b, 0, b.length, LineSource.UNNAMED)) { decoded++; s.accept(l, LineSource.UNNAMED); }
        long la = (Long) get(s, "lookedAt"); if (la != lastLooked) { looks[0]++; lastLooked = la; }
        alerts += s.takeAlerts().size();
      }
    }
    Object rk = get(s, "ranking");
    System.out.println("lines=" + lines + " decoded=" + decoded + " looks=" + looks[0] + " assembled=" + get(s, "assembled") + " ranked=" + get(rk, "ranked") + " alerts=" + alerts);
  }
}
