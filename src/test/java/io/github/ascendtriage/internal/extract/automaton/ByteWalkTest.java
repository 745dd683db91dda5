package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The two-cursor byte walk against the one cursor it replaces on long messages, on the automaton the
 * CLI's line gate walks loud lines with (its triggers and every case phrase, most states without a
 * row) and its masks: the phrases reported, in the same order, the triggers kept with the same ends,
 * lengths and masks in the same order, and the same answer. The lines are glued from that
 * automaton's own patterns (cut short, a char changed, in random case, glued to letters or digits,
 * with runs of spaces and tabs between), so matches begin before the middle and end after it, and
 * some carry a byte outside ASCII or are too short for two cursors.
 */
class ByteWalkTest {
  private static AhoCorasick loud;
  private static long[] masks;
  private static ByteWalk walk;
  private static List<String> ascii;

  @BeforeAll
  static void gate() throws Exception {
    Object scanner = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of())).newScanner("t");
    Object gate = field(scanner, "gate");
    loud = (AhoCorasick) field(gate, "loud");
    masks = (long[]) field(gate, "loudMasks");
    walk = (ByteWalk) field(loud, "bytes");
    ascii = new ArrayList<>();
    for (String p : loud.patterns()) {
      if (p.chars().allMatch(c -> c < 128)) {
        ascii.add(p);
      }
    }
  }

  private static Object field(Object o, String name) throws Exception {
    java.lang.reflect.Field f = o.getClass().getDeclaredField(name);
    f.setAccessible(true);
    return f.get(o);
  }

  private static final String GLUE = "  \t :|,()[]=-_/.aZ09";

  static String line(Random r) {
    StringBuilder b = new StringBuilder();
    if (r.nextInt(8) == 0) {
      b.append(" \t ", 0, 1 + r.nextInt(3)); // a leading run of white space
    }
    int parts = 1 + r.nextInt(8);
    for (int k = 0; k < parts; k++) {
      String p = ascii.get(r.nextInt(ascii.size()));
      StringBuilder q = new StringBuilder(r.nextInt(5) == 0 ? p.substring(0, 1 + r.nextInt(p.length())) : p);
      for (int i = 0; i < q.length(); i++) {
        char c = q.charAt(i);
        if (c == ' ' && r.nextInt(3) == 0) {
          q.replace(i, i + 1, r.nextBoolean() ? "\t " : "   ");
        } else if (r.nextInt(4) == 0) {
          q.setCharAt(i, Character.toUpperCase(c));
        }
      }
      if (r.nextInt(6) == 0) {
        q.setCharAt(r.nextInt(q.length()), GLUE.charAt(r.nextInt(GLUE.length())));
      }
      b.append(q);
      int glue = r.nextInt(4);
      for (int i = 0; i < glue; i++) {
        b.append(GLUE.charAt(r.nextInt(GLUE.length())));
      }
    }
    if (r.nextInt(50) == 0) {
      b.setCharAt(r.nextInt(b.length()), '\u00e9'); // outside ASCII: the walk says it cannot tell
    }
    return b.toString();
  }

  private record Walked(boolean ok, List<String> phrases, List<List<Long>> triggers) {}

  private static Walked walked(byte[] b, boolean paired) {
    List<String> phrases = new ArrayList<>();
    TriggerHits hits = new TriggerHits();
    boolean ok = paired ? loud.walk(b, 0, b.length, phrases::add, masks, hits)
        : walk.single(b, 0, 0, b.length, phrases::add, masks, hits);
    List<List<Long>> triggers = new ArrayList<>();
    for (int k = 0; k < hits.size(); k++) {
      long[] e = hits.entry(k);
      triggers.add(List.of(e[0], e[1], e[2]));
    }
    return new Walked(ok, phrases, ok ? triggers : List.of());
  }

  @Test
  void twoCursorsReportWhatOneReports() {
    Random r = new Random(3707101L);
    int long_ = 0;
    int spanning = 0; // triggers that begin before the second cursor's start and end at or after it
    for (int t = 0; t < 220_000; t++) {
      String s = line(r);
      byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
      Walked one = walked(b, false);
      Walked two = walked(b, true);
      assertEquals(one, two, "walks of [" + s + "]");
      if (one.ok() && b.length >= ByteWalk.MIN_BYTES) {
        long_++;
        int mid = b.length >> 1;
        while (mid < b.length && (b[mid] == ' ' || b[mid] == '\t')) {
          mid++;
        }
        for (List<Long> e : one.triggers()) {
          long end = e.get(0);
          spanning += end - e.get(1) + 1 < mid && end >= mid ? 1 : 0;
        }
      }
    }
    assertTrue(long_ > 100_000, "lines long enough for two cursors: " + long_);
    assertTrue(spanning > 10_000, "triggers across the middle: " + spanning);
  }
}
