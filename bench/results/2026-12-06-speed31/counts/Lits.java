import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/** Lits TREE_CAT: per recogniser of the built-in chain, its literals, the plog lines (quiet: INFO/DEBUG/TRACE; loud: WARNING/EVENT) holding one (folded: lower case), and those holding no other recogniser's. */
public class Lits {
  public static void main(String[] a) throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    java.lang.reflect.Field f = FeatureExtractor.class.getDeclaredField("recognizers");
    f.setAccessible(true);
    @SuppressWarnings("unchecked") List<Recognizer> rs = (List<Recognizer>) f.get(ex);
    int n = rs.size();
    List<List<String>> q = new ArrayList<>(), l = new ArrayList<>();
    for (Recognizer r : rs) {
      q.add(low(r.quietLiterals())); l.add(low(r.triggers()));
    }
    long[] woken = new long[n], sole = new long[n];
    long quiet = 0, loud = 0;
    for (String line : Files.readAllLines(Path.of(a[0]), StandardCharsets.ISO_8859_1)) {
      boolean isQuiet = line.startsWith("[INFO]") || line.startsWith("[DEBUG]") || line.startsWith("[TRACE]");
      boolean isLoud = line.startsWith("[WARNING]") || line.startsWith("[EVENT]");
      if (!isQuiet && !isLoud) continue;
      if (isQuiet) quiet++; else loud++;
      int close = line.indexOf(']', line.indexOf(']') + 1); // rough: the message after the header's [file:line]
      String m = line.toLowerCase(Locale.ROOT);
      int hits = 0, last = -1;
      for (int i = 0; i < n; i++) {
        List<String> lits = isQuiet ? q.get(i) : l.get(i);
        if (lits == null) continue;
        for (String s : lits) if (m.contains(s)) { woken[i]++; hits++; last = i; break; }
      }
      if (hits == 1) sole[last]++;
    }
    System.out.println("quiet lines " + quiet + ", loud lines " + loud);
    for (int i = 0; i < n; i++) {
      System.out.printf("%-34s woken=%7d sole=%7d quiet=%s loud=%s%n", rs.get(i).getClass().getSimpleName(), woken[i], sole[i],
          abbrev(q.get(i)), abbrev(l.get(i)));
    }
  }
  static List<String> low(List<String> s) {
    if (s == null) return null;
    List<String> o = new ArrayList<>();
    for (String x : s) o.add(x.replace("\\b", "").toLowerCase(Locale.ROOT));
    return o;
  }
  static String abbrev(List<String> s) { if (s == null) return "null"; String t = s.toString(); return t.length() > 90 ? t.substring(0, 90) + "...(" + s.size() + ")" : t; }
}
