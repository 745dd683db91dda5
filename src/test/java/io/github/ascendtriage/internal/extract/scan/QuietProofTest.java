package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The quiet lines' byte proof ({@link QuietGate#nothingIn}) of the built-in case base's gate held
 * to the gate's char pass ({@link QuietGate#recognizers}): it never says "nothing" on a message the
 * char pass reads (a literal or phrase found there), and it says "nothing" on every ASCII message
 * that holds none of the gate's patterns, however short (issue 38, run 2026-12-05-quiet16).
 * Messages are glued per seed (printed; {@code -DquietProof.seed=N} repeats one) from the gate's own
 * patterns in any case with their spaces as runs, a letter or digit often just before them (the
 * word-start literals, {@code port } inside {@code transport }), words, digit-colon runs as
 * timestamps have, and now and then a char outside ASCII.
 */
class QuietProofTest {
  private static final String INFO = "[INFO] HCCL(4242,python3):2025-07-23-03:00:00.000.000 [gate.cc:1] [4243]";
  private static final String[] WORDS = {"transport", "support", "report", "level", "record", "recover",
      "nodeComm", "rdmaRetryCnt is set", "alloc", "rank", "socket", "link", "wait", "done", "[", "]", ":",
      "=", "12:30:01", "tid:2988,", "ip[10.0.0.1]", "port", " ", "\t", "_"};

  @Test
  void proofSaysNothingExactlyWhereTheCharPassFindsNothing() throws Exception {
    long seed = Long.getLong("quietProof.seed", System.nanoTime());
    System.out.println("QuietProofTest seed " + seed);
    Random r = new Random(seed);
    QuietGate gate = builtInGate();
    assertFalse(gate.runsOnEveryLine(), "the built-in chain has a recogniser on every quiet line");
    List<String> pats = gate.quietPatterns();
    QuietGate.Hits hits = new QuietGate.Hits();
    int proved = 0;
    int empty = 0;
    int shortProved = 0;
    for (int k = 0; k < 40_000; k++) {
      String msg = message(r, pats);
      byte[] b = (INFO + msg).getBytes(StandardCharsets.ISO_8859_1);
      int body = INFO.length();
      boolean none = gate.nothingIn(b, body, b.length);
      char[] chars = new char[b.length];
      for (int i = 0; i < b.length; i++) {
        chars[i] = (char) (b[i] & 0xFF);
      }
      boolean reads = gate.recognizers(chars, body, b.length, hits) != 0;
      String where = "seed " + seed + ", message [" + msg + "]";
      assertFalse(none && reads, "proved empty, but the char pass reads it: " + where);
      String folded = QuietGate.fold(msg);
      boolean ascii = msg.chars().allMatch(c -> c < 128);
      if (ascii && pats.stream().noneMatch(folded::contains)) {
        empty++;
        assertTrue(none, "holds no pattern of the gate, yet not proved empty: " + where);
        shortProved += msg.length() < 32 ? 1 : 0;
      }
      proved += none ? 1 : 0;
    }
    assertTrue(proved > 5_000 && empty > 5_000 && shortProved > 500,
        "seed " + seed + ": proved " + proved + ", without a pattern " + empty + ", of them short " + shortProved);
  }

  private static String message(Random r, List<String> pats) {
    StringBuilder m = new StringBuilder();
    int pieces = r.nextInt(9);
    for (int i = 0; i < pieces; i++) {
      if (i > 0 && r.nextInt(3) > 0) {
        m.append(' ');
      }
      switch (r.nextInt(6)) {
        case 0 -> { // a pattern of the gate, in any case, its spaces widened, often after a letter or digit
          if (r.nextBoolean()) {
            m.append("sa7_".charAt(r.nextInt(4)));
          }
          for (char c : pats.get(r.nextInt(pats.size())).toCharArray()) {
            m.append(c == ' ' && r.nextBoolean() ? " \t " : r.nextBoolean() ? Character.toUpperCase(c) : c);
          }
        }
        case 1 -> m.append(r.nextInt(100_000));
        case 2 -> m.append(r.nextInt(24)).append(':').append(r.nextInt(60));
        default -> m.append(WORDS[r.nextInt(WORDS.length)]);
      }
    }
    if (r.nextInt(16) == 0) {
      m.insert(r.nextInt(m.length() + 1), '\u00e9');
    }
    return m.toString();
  }

  private static QuietGate builtInGate() throws ReflectiveOperationException {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    java.lang.reflect.Field f = LineScanner.class.getDeclaredField("gate"); // no accessor for tests alone
    f.setAccessible(true);
    return (QuietGate) f.get(ex.newScanner("t"));
  }
}
