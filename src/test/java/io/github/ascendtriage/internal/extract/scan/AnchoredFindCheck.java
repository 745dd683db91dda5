package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;

/**
 * Holds an {@link AnchoredFind} to the plain {@link Matcher#find()} loop of its pattern: the same
 * matches (start, end, every group) on random lines glued from {@code pieces} (a regex's own
 * words, near misses, separators) and on the given lines. A seed from the clock, printed.
 */
public final class AnchoredFindCheck {
  private static final List<String> FILLER = List.of(" ", "  ", "[", "]", "(", ")", "=", ":", ",", "\"", "'", "-",
      ".", "_", "$", "a", "Z", "x", "0", "7", "12", "98", "111", "4096", "s", "\t", "is ", "set ", "to ");

  private AnchoredFindCheck() {}

  /** Fails with the first line on which the two differ. */
  public static void sameAsFind(AnchoredFind f, List<String> pieces, List<String> lines, int random) {
    long seed = System.nanoTime();
    SplittableRandom r = new SplittableRandom(seed);
    List<String> all = new ArrayList<>(lines);
    for (int i = 0; i < random; i++) {
      StringBuilder b = new StringBuilder();
      for (int n = r.nextInt(1, 14); n > 0; n--) {
        List<String> from = r.nextInt(3) == 0 ? FILLER : pieces;
        b.append(from.get(r.nextInt(from.size())));
      }
      all.add(b.toString());
    }
    for (String s : all) {
      assertEquals(plain(f, s), anchored(f, s), () -> "seed " + seed + ", line: " + s);
    }
  }

  private static List<String> plain(AnchoredFind f, String s) {
    List<String> out = new ArrayList<>();
    Matcher m = f.pattern().matcher(s);
    while (m.find()) {
      out.add(describe(m));
    }
    return out;
  }

  private static List<String> anchored(AnchoredFind f, String s) {
    List<String> out = new ArrayList<>();
    Matcher m = f.matcher(s);
    for (int from = 0; f.next(m, s, from); from = m.end()) {
      out.add(describe(m));
    }
    return out;
  }

  private static String describe(Matcher m) {
    StringBuilder b = new StringBuilder().append(m.start()).append('-').append(m.end());
    for (int g = 0; g <= m.groupCount(); g++) {
      b.append('|').append(m.group(g));
    }
    return b.toString();
  }
}
