package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The grep-like skip-ahead proof of a quiet line's bytes ({@link QuietGate#nothingIn}, {@code
 * SkipSearch}) never proves empty a message on which the gate's own pass ({@link
 * QuietGate#recognizers}) finds a literal or a phrase: random messages glued from the built-in
 * gate's patterns (in any case, their spaces as runs of spaces and tabs), near misses (a char
 * changed or dropped, a letter or digit just before a word-start literal), digits and colons,
 * bars, words, behind plog headers whose file names hold literals too. The seed is printed;
 * {@code -Dskip.seed=N} tries others. It also has to prove nearly every message of words and
 * numbers alone on which the gate finds nothing (a search that proves nothing would pass the
 * first check).
 */
class SkipSearchTest {
  private static final String[] HEADS = {"", "[INFO] HCCL(4242,python3):2025-07-23-03:00:00.000.000 [hccl_op.cc:12] [4243]",
      "[DEBUG] RUNTIME(17,python):2025-07-23-03:00:00.000.000 [port_util.cc:1] 4243 ", "[TRACE] GE(1,a):2025-07-23-03:00:00.000.000 "};
  private static final String[] WORDS = {"wait", "link", "socket", "timeout", "transport", "report", "support", "rank",
      "device", "stream", "task", "op", "done", "ok", "init", "ip", "10.0.0.1", "29500", "0x15", "a", "Z9"};
  private static final String[] SEPARATORS = {" ", "", "  ", "\t", ",", "_", "=", "[", "]", "(", ")", "/", ".", "-"};

  @Test
  void proofNeverHidesWhatTheGateFinds() {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    QuietGate gate = ex.newScanner("skip.log").gate();
    List<String> patterns = new ArrayList<>(List.of(gate.tables().get(0).patterns));
    patterns.removeIf(p -> !p.chars().allMatch(c -> c < 128));
    assertTrue(patterns.size() > 50, "patterns: " + patterns.size());
    long seed = Long.getLong("skip.seed", System.nanoTime());
    System.out.println("SkipSearchTest seed " + seed);
    Random rnd = new Random(seed);
    QuietGate.Hits hits = new QuietGate.Hits();
    int reads = 0;
    int empty = 0;
    int proved = 0;
    int plain = 0;
    int plainProved = 0;
    for (int line = 0; line < 60_000; line++) {
      String head = HEADS[rnd.nextInt(HEADS.length)];
      boolean words = rnd.nextInt(4) == 0; // words and numbers only: what most quiet lines are
      String message = words ? words(rnd) : message(rnd, patterns);
      byte[] b = (head + message).getBytes(StandardCharsets.US_ASCII);
      char[] chars = new char[b.length];
      for (int i = 0; i < b.length; i++) {
        chars[i] = (char) b[i];
      }
      int from = head.length();
      boolean found = gate.recognizers(chars, from, b.length, hits, true) != 0 || !hits.isEmpty();
      boolean none = gate.nothingIn(b, from, b.length);
      if (found) {
        reads++;
        assertFalse(none, () -> "seed " + seed + ": proved empty, but the gate reads: [" + message + "]");
      } else {
        empty++;
        proved += none ? 1 : 0;
        plain += words ? 1 : 0;
        plainProved += words && none ? 1 : 0;
      }
    }
    System.out.printf("SkipSearchTest: %d read by the gate, %d not, of which %d proved (of words alone %d, %d proved)%n",
        reads, empty, proved, plain, plainProved);
    assertTrue(reads > 10_000 && empty > 10_000, "seed " + seed + ": read " + reads + ", not " + empty);
    assertTrue(plainProved > plain * 0.95, "seed " + seed + ": proved " + plainProved + " of " + plain + " word messages");
  }

  /** A message of words and numbers alone (some hold a literal inside a word: transport, report). */
  private static String words(Random rnd) {
    StringBuilder m = new StringBuilder();
    for (int k = 2 + rnd.nextInt(12); k > 0; k--) {
      m.append(SEPARATORS[rnd.nextInt(SEPARATORS.length)]);
      m.append(rnd.nextInt(5) == 0 ? String.valueOf(rnd.nextInt(100_000)) : cased(rnd, WORDS[rnd.nextInt(WORDS.length)]));
    }
    return m.toString();
  }

  /** A message of one to eight parts: patterns as they may occur, near misses, words, numbers. */
  private static String message(Random rnd, List<String> patterns) {
    StringBuilder m = new StringBuilder();
    int parts = 1 + rnd.nextInt(8);
    boolean literals = rnd.nextInt(3) == 0; // a third of the messages may hold a pattern
    for (int k = 0; k < parts; k++) {
      m.append(SEPARATORS[rnd.nextInt(SEPARATORS.length)]);
      int kind = rnd.nextInt(10);
      String p = patterns.get(rnd.nextInt(patterns.size()));
      if (kind == 0 && literals) {
        m.append(spaced(rnd, cased(rnd, p)));
      } else if (kind <= 2) {
        m.append(nearMiss(rnd, p));
      } else if (kind == 3) {
        m.append(rnd.nextInt(100)).append(rnd.nextBoolean() ? "." : rnd.nextBoolean() ? "-" : "h").append(rnd.nextInt(60));
      } else if (kind == 4 && literals) {
        m.append(rnd.nextInt(24)).append(rnd.nextBoolean() ? ":" : " \t:").append(rnd.nextInt(60));
      } else if (kind == 5) {
        m.append(rnd.nextBoolean() ? "x:" : "a | b").append(rnd.nextBoolean() ? " :" : "");
      } else {
        m.append(cased(rnd, WORDS[rnd.nextInt(WORDS.length)]));
      }
    }
    return m.toString();
  }

  /** {@code p} with a char changed, dropped or doubled, or a letter or digit put just before it. */
  private static String nearMiss(Random rnd, String p) {
    StringBuilder s = new StringBuilder(p);
    int i = rnd.nextInt(p.length());
    switch (rnd.nextInt(4)) {
      case 0 -> s.setCharAt(i, (char) ('a' + rnd.nextInt(26)));
      case 1 -> s.deleteCharAt(i);
      case 2 -> s.insert(i, s.charAt(i));
      default -> s.insert(0, rnd.nextBoolean() ? "trans" : "7");
    }
    return cased(rnd, s.toString());
  }

  private static String cased(Random rnd, String s) {
    return s.isEmpty() || rnd.nextBoolean() ? s : rnd.nextBoolean() ? s.toUpperCase(java.util.Locale.ROOT) : s.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + s.substring(1);
  }

  /** Each space of a folded pattern as a run the folded scan takes as one space. */
  private static String spaced(Random rnd, String s) {
    String[] runs = {" ", "  ", "\t", " \t "};
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) {
      b.append(c == ' ' ? runs[rnd.nextInt(runs.length)] : String.valueOf(c));
    }
    return b.toString();
  }
}
