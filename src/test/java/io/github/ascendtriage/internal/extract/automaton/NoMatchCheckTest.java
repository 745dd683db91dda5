package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The two-cursor check must never hide a match: on long texts where patterns sit across the
 * middle, after runs of blanks that fold to one space, or near a char outside ASCII, the folded
 * and the plain scans still find what the definition says. Few patterns, so most texts hold none
 * and the check answers for them.
 */
class NoMatchCheckTest {
  private static final String ALPHABET = "abcdxyz _:.ABX\t19";

  private static String random(Random r, int len) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < len; i++) {
      b.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
    }
    return b.toString();
  }

  /** A long text, with a pattern (blanks in it widened to runs) put near its middle half the time. */
  private static String text(Random r, List<String> pats) {
    String t = random(r, NoMatchCheck.MIN_CHARS + r.nextInt(120));
    if (r.nextBoolean()) {
      String p = pats.get(r.nextInt(pats.size())).replace(" ", r.nextBoolean() ? " \t  " : " ");
      int at = Math.max(0, t.length() / 2 - r.nextInt(p.length() + 3));
      t = t.substring(0, at) + p + t.substring(Math.min(t.length(), at + p.length()));
    }
    if (r.nextInt(8) == 0) {
      int at = r.nextInt(t.length());
      t = t.substring(0, at) + "\u4E2D" + t.substring(at);
    }
    return t;
  }

  @Test
  void foldedMasksAndPhrasesAcrossTheMiddle() {
    Random r = new Random(77);
    int none = 0;
    for (int round = 0; round < 300; round++) {
      List<String> pats = new ArrayList<>();
      while (pats.size() < 1 + r.nextInt(6)) {
        String p = PhraseNormalizer.normalize(random(r, 2 + r.nextInt(9)));
        if (p.length() >= 2 && !pats.contains(p)) {
          pats.add(p);
        }
      }
      AhoCorasick masks = AhoCorasick.withSilent(List.of(), Set.of(), pats, Set.of());
      AhoCorasick phrases = AhoCorasick.wordStarts(pats, Set.copyOf(pats)); // matched anywhere
      long[] bits = new long[masks.patterns().size()];
      for (int i = 0; i < bits.length; i++) {
        bits[i] = 1L << i;
      }
      for (int k = 0; k < 30; k++) {
        String t = text(r, pats);
        String f = AhoCorasickFoldedTest.fold(t);
        long want = 0;
        Set<String> wantPhrases = new TreeSet<>();
        for (int i = 0; i < bits.length; i++) {
          if (f.contains(masks.patterns().get(i))) {
            want |= bits[i];
          }
        }
        String n = PhraseNormalizer.normalize(t);
        for (String p : pats) {
          if (n.contains(p) || (n + " ").contains(p)) {
            wantPhrases.add(p);
          }
        }
        none += want == 0 ? 1 : 0;
        assertEquals(want, masks.scanFolded(t.toCharArray(), 0, t.length(), null, bits), "masks of " + pats + " in [" + t + "]");
        Set<String> got = new TreeSet<>();
        phrases.forEachMatchFolded(t, got::add);
        assertEquals(wantPhrases, got, "phrases " + pats + " in [" + t + "]");
      }
    }
    assertTrue(none > 1_000, "texts holding no pattern: " + none);
  }

  /**
   * One to six distinct folded patterns of random chars, some ending in a space; each one that
   * {@code mark} says yes to is put in {@code marked} too.
   */
  private static List<String> patterns(Random r, Set<String> marked, java.util.function.BooleanSupplier mark) {
    List<String> pats = new ArrayList<>();
    while (pats.size() < 1 + r.nextInt(6)) {
      String p = PhraseNormalizer.normalize(random(r, 2 + r.nextInt(6)) + (r.nextBoolean() ? " " : ""));
      if (p.length() >= 2 && !pats.contains(p)) {
        pats.add(p);
        if (mark.getAsBoolean()) {
          marked.add(p);
        }
      }
    }
    return pats;
  }

  /**
   * Case phrases (reported, counted only at a word start unless exempt as substrings): the byte
   * check proves a text free of them only where the folded scan reports none, also where a letter
   * or digit comes just before a phrase (then passed over, as the scan passes it over).
   */
  @Test
  void wordStartPhrasesProvedAbsentOnlyWhereTheScanFindsNone() {
    Random r = new Random(83);
    int proved = 0;
    int provedPastOne = 0;
    for (int round = 0; round < 300; round++) {
      Set<String> substrings = new java.util.HashSet<>();
      List<String> pats = patterns(r, substrings, () -> r.nextInt(4) == 0);
      AhoCorasick phrases = AhoCorasick.wordStarts(pats, substrings);
      for (int k = 0; k < 30; k++) {
        String t = text(r, pats);
        if (r.nextBoolean()) { // a letter or digit just before the middle pattern, or a space
          int at = t.length() / 2;
          t = t.substring(0, at) + "aZ7 ".charAt(r.nextInt(4)) + t.substring(at);
        }
        List<String> found = new ArrayList<>();
        phrases.forEachMatchFolded(t, found::add);
        byte[] b = t.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (b.length == t.length() && phrases.noneIn(b, 0, b.length)) {
          assertEquals(List.of(), found, "bytes proved none of " + pats + " (anywhere: " + substrings + ") in [" + t + "]");
          proved++;
          String f = AhoCorasickFoldedTest.fold(t);
          provedPastOne += pats.stream().anyMatch(f::contains) ? 1 : 0;
        }
      }
    }
    assertTrue(proved > 500, "texts proved free: " + proved);
    assertTrue(provedPastOne > 50, "proved free with a phrase inside a word: " + provedPastOne);
  }

  /**
   * Silent literals that count only at a word start: the folded scan's mask and the two-cursor
   * checks (chars and bytes) agree with the definition (a folded occurrence with no ASCII letter or
   * digit just before it), where letters and digits often come just before a pattern.
   */
  @Test
  void wordStartLiteralsCountOnlyAtAWordStart() {
    Random r = new Random(79);
    int none = 0;
    int passedOver = 0;
    for (int round = 0; round < 300; round++) {
      Set<String> atWordStart = new java.util.HashSet<>();
      List<String> pats = patterns(r, atWordStart, () -> r.nextInt(3) > 0);
      AhoCorasick masks = AhoCorasick.withSilent(List.of(), Set.of(), pats, atWordStart);
      long[] bits = new long[masks.patterns().size()];
      for (int i = 0; i < bits.length; i++) {
        bits[i] = 1L << i;
      }
      for (int k = 0; k < 30; k++) {
        String t = text(r, pats);
        if (r.nextBoolean()) { // a letter or digit just before the middle pattern, or a space
          int at = t.length() / 2;
          t = t.substring(0, at) + "aZ7 ".charAt(r.nextInt(4)) + t.substring(at);
        }
        String f = AhoCorasickFoldedTest.fold(t);
        long want = 0;
        for (int i = 0; i < bits.length; i++) {
          String p = masks.patterns().get(i);
          for (int j = f.indexOf(p); j >= 0; j = f.indexOf(p, j + 1)) {
            if (!atWordStart.contains(p) || !FoldedChars.wordChar(p.charAt(0)) || j == 0 || !FoldedChars.wordChar(f.charAt(j - 1))) {
              want |= bits[i];
              break;
            }
            passedOver++;
          }
        }
        none += want == 0 ? 1 : 0;
        assertEquals(want, masks.scanFolded(t.toCharArray(), 0, t.length(), null, bits), "masks of " + pats + " " + atWordStart + " in [" + t + "]");
        byte[] b = t.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (b.length == t.length() && masks.noneIn(b, 0, b.length)) {
          assertEquals(0, want, "bytes proved none of " + pats + " " + atWordStart + " in [" + t + "]");
        }
      }
    }
    assertTrue(none > 1_000, "texts holding no pattern: " + none);
    assertTrue(passedOver > 300, "occurrences after a letter or digit: " + passedOver);
  }

  @Test
  void plainScanAcrossTheMiddle() {
    Random r = new Random(78);
    for (int round = 0; round < 300; round++) {
      List<String> pats = new ArrayList<>();
      while (pats.size() < 1 + r.nextInt(6)) {
        String p = random(r, 2 + r.nextInt(9));
        if (!pats.contains(p)) {
          pats.add(p);
        }
      }
      AhoCorasick ac = new AhoCorasick(pats);
      for (int k = 0; k < 30; k++) {
        String t = text(r, pats);
        Set<String> want = new TreeSet<>();
        for (String p : pats) {
          if (t.contains(p)) {
            want.add(p);
          }
        }
        Set<String> got = new TreeSet<>();
        ac.forEachMatch(t, got::add);
        assertEquals(want, got, pats + " in [" + t + "]");
      }
    }
  }
}
