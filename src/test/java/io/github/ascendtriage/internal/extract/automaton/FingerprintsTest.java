package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.PhraseRecognizer;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The case phrases' byte proof ({@link Fingerprints}, behind {@link AhoCorasick#noneIn} for the
 * CLI's phrase automaton, which has too many states for {@link NoMatchCheck}) is exact on the "no"
 * side: every phrase of the built-in knowledge, glued into a line at an offset, in any case, its
 * spaces widened to runs and tabs, is never proved absent; a copy that lacks one phrase's
 * fingerprint is caught by the same check; and on random messages (seed printed; {@code
 * -Dfingerprints.seed=N} repeats one) it says "absent" exactly where the automaton's folded scan
 * finds nothing (issue 38, run 2026-12-06-phrase30).
 */
class FingerprintsTest {
  private static final String HEADER = "[WARNING] HCCL(4242,python3):2025-07-23-03:00:00.000.000 [hccl.cc:1]4243 ";
  // filler that holds no phrase of the built-in knowledge (checked: a line of it alone is proved empty)
  private static final String FILLER = "[12] 0x7f3a, 88; ";
  private static AhoCorasick phrases;

  @BeforeAll
  static void builtIn() throws Exception {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    for (Recognizer r : ex.recognizers()) {
      if (r instanceof PhraseRecognizer p) {
        phrases = p.automaton();
      }
    }
    assertNotNull(phrases, "the built-in chain has no phrase recogniser");
  }

  @Test
  void theBuiltInPhraseAutomatonIsProvedByItsFingerprints() {
    assertTrue(phrases.patterns().size() > 1_500, "phrases: " + phrases.patterns().size());
    byte[] filler = (HEADER + FILLER + FILLER).getBytes(StandardCharsets.US_ASCII);
    assertTrue(phrases.noneIn(filler, HEADER.length(), filler.length), "the filler alone is not proved empty");
  }

  @Test
  void everyPhraseGluedIntoALineIsNeverProvedAbsent() {
    Random r = new Random(3_800_030L);
    List<String> missed = new ArrayList<>();
    int tried = 0;
    for (String p : phrases.patterns()) {
      tried += missed(phrases::noneIn, p, r, missed, false);
    }
    assertEquals(List.of(), missed, "phrases found by the scan but proved absent");
    assertTrue(tried > 1_500 * 3, "lines where the scan finds the phrase: " + tried);
  }

  @Test
  void aCopyWithoutOnePhrasesFingerprintIsCaught() {
    List<String> pats = phrases.patterns();
    Random r = new Random(3_800_031L);
    int mutants = 0;
    List<String> uncaught = new ArrayList<>();
    for (int drop = 0; drop < pats.size(); drop += 11) {
      List<String> rest = new ArrayList<>();
      List<Boolean> starts = new ArrayList<>();
      for (int p = 0; p < pats.size(); p++) {
        if (p != drop) {
          rest.add(pats.get(p));
          starts.add(phrases.wordStart(p));
        }
      }
      boolean[] wordStart = new boolean[rest.size()];
      for (int p = 0; p < wordStart.length; p++) {
        wordStart[p] = starts.get(p);
      }
      Fingerprints mutant = new Fingerprints(rest, wordStart);
      List<String> missed = new ArrayList<>();
      int alone = missed(mutant::none, pats.get(drop), r, missed, true);
      if (alone > 0) { // a line where the scan finds the dropped phrase and no other
        mutants++;
        if (missed.isEmpty()) {
          uncaught.add(pats.get(drop));
        }
      }
    }
    assertTrue(mutants > 50, "mutants tried: " + mutants);
    assertEquals(List.of(), uncaught, "copies without these phrases' fingerprints were not caught");
  }

  @Test
  void onRandomMessagesAbsentExactlyWhereTheScanFindsNothing() {
    long seed = Long.getLong("fingerprints.seed", System.nanoTime());
    System.out.println("FingerprintsTest seed " + seed);
    Random r = new Random(seed);
    List<String> pats = phrases.patterns();
    int proved = 0;
    int held = 0;
    for (int k = 0; k < 30_000; k++) {
      String msg = message(r, pats);
      byte[] b = (HEADER + msg).getBytes(StandardCharsets.ISO_8859_1);
      char[] chars = new String(b, StandardCharsets.ISO_8859_1).toCharArray();
      List<String> found = new ArrayList<>();
      phrases.scanFolded(chars, HEADER.length(), chars.length, found::add, null, false);
      boolean none = phrases.noneIn(b, HEADER.length(), b.length);
      String where = "seed " + seed + ", message [" + msg + "]";
      assertFalse(none && !found.isEmpty(), "proved absent, but the scan finds " + found + ": " + where);
      if (msg.chars().allMatch(c -> c < 128)) {
        assertTrue(none || !found.isEmpty(), "holds no phrase, yet not proved: " + where);
      }
      proved += none ? 1 : 0;
      held += found.isEmpty() ? 0 : 1;
    }
    assertTrue(proved > 5_000 && held > 5_000, "seed " + seed + ": proved " + proved + ", with a phrase " + held);
  }

  @Test
  void wordStartsRunsOfSpaceAndCharsOutsideAscii() {
    Fingerprints f = new Fingerprints(List.of("ray", "socket timeout", "\u8d85\u65f6", "0x5010b00e"),
        new boolean[] {true, true, false, true});
    assertTrue(none(f, "an array of 3"), "a word-start phrase inside a word");
    assertFalse(none(f, "x-ray done"), "after punctuation it counts");
    assertFalse(none(f, "RAY"), "at the start of the text");
    assertFalse(none(f, "wait SOCKET \t  Timeout now"), "spaces as a run, any case");
    assertTrue(none(f, "socket\ttime out"), "a space the phrase does not have");
    assertFalse(none(f, "code=0X5010B00E"), "a code after punctuation");
    assertTrue(none(f, "code 10x5010b00e"), "a code inside a hex number");
    assertTrue(none(f, "timeout of the socket"), "a phrase with no ASCII char cannot occur in ASCII");
    byte[] b = "socket \u00e9".getBytes(StandardCharsets.ISO_8859_1);
    assertFalse(f.none(b, 0, b.length), "a byte outside ASCII gives no proof");
  }

  private static boolean none(Fingerprints f, String text) {
    byte[] b = ("[x]" + text).getBytes(StandardCharsets.US_ASCII);
    return f.none(b, 3, b.length);
  }

  /** A byte proof: {@link AhoCorasick#noneIn} or a {@link Fingerprints}' own. */
  private interface Proof {
    boolean none(byte[] text, int from, int n);
  }

  /**
   * Glues ASCII phrase {@code p} into four lines (case, spaces and place varied) after a header;
   * where the scan finds it there (with {@code alone}: and no other phrase) but {@code proof} says
   * absent, the line goes to {@code missed}. The lines so tried.
   */
  private static int missed(Proof proof, String p, Random r, List<String> missed, boolean alone) {
    if (!p.chars().allMatch(c -> c < 128)) {
      return 0;
    }
    int tried = 0;
    for (int k = 0; k < 4; k++) {
      StringBuilder m = new StringBuilder();
      if (k > 0) {
        m.append(FILLER.repeat(k)).append(k == 2 ? "[" : " ");
      }
      for (char c : p.toCharArray()) {
        m.append(c == ' ' && k == 3 ? " \t  " : k == 1 ? Character.toUpperCase(c)
            : r.nextBoolean() ? Character.toUpperCase(c) : c);
      }
      m.append(k == 2 ? "] " : " ").append(FILLER);
      byte[] b = (HEADER + m).getBytes(StandardCharsets.US_ASCII);
      char[] chars = new String(b, StandardCharsets.US_ASCII).toCharArray();
      List<String> found = new ArrayList<>();
      phrases.scanFolded(chars, HEADER.length(), chars.length, found::add, null, false);
      if (alone ? found.equals(List.of(p)) : found.contains(p)) {
        tried++;
        if (proof.none(b, HEADER.length(), b.length)) {
          missed.add(p + " in [" + m + "]");
        }
      }
    }
    return tried;
  }

  private static final String[] WORDS = {"array", "socket", "link", "rank", "device", "wait", "timeout", "done",
      "[", "]", ":", "=", "0x7f3a", "12:30:01", "ip[10.0.0.1]", "port", " ", "\t", "_", "failed", "memory"};

  /** Phrases (any case, spaces widened, often glued to a letter), words, numbers; now and then a char outside ASCII. */
  private static String message(Random r, List<String> pats) {
    StringBuilder m = new StringBuilder();
    int pieces = r.nextInt(9);
    for (int i = 0; i < pieces; i++) {
      if (i > 0 && r.nextInt(3) > 0) {
        m.append(' ');
      }
      switch (r.nextInt(5)) {
        case 0 -> {
          if (r.nextBoolean()) {
            m.append("sa7_".charAt(r.nextInt(4)));
          }
          String p = pats.get(r.nextInt(pats.size()));
          int cut = r.nextInt(4) == 0 ? r.nextInt(p.length() + 1) : p.length(); // a prefix now and then
          for (char c : p.substring(0, cut).toCharArray()) {
            m.append(c == ' ' && r.nextBoolean() ? " \t " : r.nextBoolean() ? Character.toUpperCase(c) : c);
          }
        }
        case 1 -> m.append(r.nextInt(100_000));
        default -> m.append(WORDS[r.nextInt(WORDS.length)]);
      }
    }
    if (r.nextInt(16) == 0) {
      m.insert(r.nextInt(m.length() + 1), '\u00e9');
    }
    return m.toString();
  }
}
