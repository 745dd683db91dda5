package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.PhraseRecognizer;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The byte proof of the phrase automaton the CLI builds ({@link FeatureExtractor#forCaseBase}: the
 * cases' and the reasoner's phrases, too many states for a row each, run 2026-12-05-proof19) held
 * to its own char pass: {@link AhoCorasick#noneIn} says "no phrase" only where {@link
 * AhoCorasick#scanFolded} reports none, and it does say so on most messages without a phrase.
 * Messages are glued per seed (printed; {@code -DphraseProof.seed=N} repeats one) from the
 * automaton's phrases in any case with their spaces widened, often after a letter or digit, their
 * prefixes cut at any length (a walk deep into a phrase that ends before it: where the proof's rows
 * stop), words and numbers, and now and then a char outside ASCII.
 */
class PhraseProofTest {
  private static final String[] WORDS = {"transport", "link", "socket", "timeout", "wait", "rank", "done",
      "[", "]", ":", "=", "12:30:01", "ip[10.0.0.1]", "port", " ", "\t", "_", "error", "failed"};

  @Test
  void proofSaysNoPhraseOnlyWhereTheCharPassFindsNone() {
    long seed = Long.getLong("phraseProof.seed", System.nanoTime());
    System.out.println("PhraseProofTest seed " + seed);
    Random r = new Random(seed);
    AhoCorasick ac = cliPhrases();
    List<String> pats = ac.patterns();
    int proved = 0;
    int empty = 0;
    int emptyProved = 0;
    for (int k = 0; k < 40_000; k++) {
      String msg = message(r, pats);
      byte[] b = msg.getBytes(StandardCharsets.UTF_8);
      char[] chars = msg.toCharArray();
      boolean none = ac.noneIn(b, 0, b.length);
      List<String> found = new ArrayList<>();
      ac.scanFolded(chars, 0, chars.length, found::add, null, false);
      assertFalse(none && !found.isEmpty(), "seed " + seed + ": proved no phrase, but the char pass finds "
          + found + " in [" + msg + "]");
      proved += none ? 1 : 0;
      if (found.isEmpty() && msg.chars().allMatch(c -> c < 128)) {
        empty++;
        emptyProved += none ? 1 : 0;
      }
    }
    System.out.println("PhraseProofTest: proved " + proved + "; without a phrase " + empty + ", of them proved " + emptyProved);
    assertTrue(empty > 5_000 && emptyProved > empty / 2,
        "seed " + seed + ": without a phrase " + empty + ", of them proved " + emptyProved);
  }

  @Test
  void theCliAutomatonIsTheOneWithoutARowPerState() {
    AhoCorasick ac = cliPhrases();
    byte[] b = "nothing of any case here, only words".getBytes(StandardCharsets.ISO_8859_1);
    // the full walk (hitsIn) needs a row per state: the CLI's phrases have too many, so the
    // proof over the rows is what answers (if this fails, the budget grew: the full check holds)
    assertFalse(ac.hitsIn(b, 0, b.length, null, new TriggerHits()), "a row per state: this test no longer covers the cut proof");
    assertTrue(ac.noneIn(b, 0, b.length), "no byte proof for the CLI's phrase automaton");
  }

  static AhoCorasick cliPhrases() {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    for (Recognizer rec : ex.recognizers()) {
      if (rec instanceof PhraseRecognizer p) {
        return p.automaton();
      }
    }
    throw new AssertionError("no phrase recogniser");
  }

  private static String message(Random r, List<String> pats) {
    StringBuilder m = new StringBuilder();
    int pieces = 1 + r.nextInt(8);
    for (int i = 0; i < pieces; i++) {
      if (i > 0 && r.nextInt(3) > 0) {
        m.append(' ');
      }
      switch (r.nextInt(6)) {
        case 0, 1 -> { // a phrase or a prefix of one, any case, spaces widened, often after a letter or digit
          if (r.nextBoolean()) {
            m.append("sa7_".charAt(r.nextInt(4)));
          }
          String p = pats.get(r.nextInt(pats.size()));
          int len = r.nextInt(3) == 0 ? p.length() : r.nextInt(p.length());
          for (char c : p.substring(0, len).toCharArray()) {
            m.append(c == ' ' && r.nextBoolean() ? " \t " : r.nextBoolean() ? Character.toUpperCase(c) : c);
          }
        }
        case 2 -> m.append(r.nextInt(100_000));
        default -> m.append(WORDS[r.nextInt(WORDS.length)]);
      }
    }
    if (r.nextInt(16) == 0) {
      m.insert(r.nextInt(m.length() + 1), '\u00e9');
    }
    return m.toString();
  }
}
