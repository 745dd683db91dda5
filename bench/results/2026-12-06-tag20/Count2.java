import io.github.ascendtriage.*;
import java.nio.file.*;
import java.lang.reflect.*;
public class Count2 {
  static Object get(Object o, String f) throws Exception { Field x = o.getClass().getDeclaredField(f); x.setAccessible(true); return x.get(o); }
  static Object call(Object o, String m) throws Exception { Method x = o.getClass().getDeclaredMethod(m); x.setAccessible(true); return x.invoke(o); }
  public static void main(String[] a) throws Exception {
    AscendTriage t = AscendTriage.builder().build();
    StreamSession s = t.openStream();
    long asm = 0, sameClaimed = 0, emptyClaimed = 0;
    Object prevClaimed = null;
    try (var r = Files.newBufferedReader(Path.of(a[0]), java.nio.charset.StandardCharsets.ISO_8859_1)) {
      String l;
      while ((l = r.readLine()) != null) {
        byte[] b = l.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        if (!s.acceptQuiet(b, 0, b.length, LineSource.UNNAMED)) { s.accept(l, LineSource.UNNAMED); }
        long n = (Long) get(s, "assembled");
        if (n != asm) {
          asm = n;
          Object rk = call(get(s, "ranking"), "last");
          Object cl = call(rk, "claimed");
          if (((java.util.List<?>) cl).isEmpty()) emptyClaimed++;
          if (cl.equals(prevClaimed)) sameClaimed++;
          prevClaimed = cl;
        }
        s.takeAlerts();
      }
    }
    System.out.println("assembled=" + asm + " sameClaimedAsPrevious=" + sameClaimed + " emptyClaimed=" + emptyClaimed);
  }
}
