package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The folded scan against its definition, on random patterns and lines: a reported pattern occurs
 * in the folded line (white-space runs as one space) at a word start when it starts with a letter
 * or digit, and a gate literal's mask counts wherever it occurs, or only at a word start when it is
 * declared so: by its own rule also when it is a reported phrase as well (the line gate's one
 * automaton of triggers and phrases, run 2026-12-07-walk35). Enough patterns that many states lie
 * beyond the scan's table rows, with tabs, runs of blanks, upper case, full-width and CJK chars; an
 * ASCII line is also walked as bytes ({@link AhoCorasick#walk}).
 */
class AhoCorasickFoldedTest {
  private static final String ALPHABET = "abAB1 _:|\t  x\u3000\uFF21\u4E2D.";

  private static String random(Random r, int len) {
    return random(r, len, ALPHABET);
  }

  private static String random(Random r, int len, String alphabet) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < len; i++) {
      b.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return b.toString();
  }

  /** Every printable ASCII char and a few others: so many states that most lie past the table rows. */
  private static final String WIDE;

  static {
    StringBuilder b = new StringBuilder(ALPHABET);
    for (char c = ' '; c < 127; c++) {
      b.append(c);
    }
    WIDE = b.toString();
  }

  /** The folded text as the scan sees it: runs of white space as one space, a leading one kept. */
  static String fold(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = PhraseNormalizer.fold(s.charAt(i));
      if (c != ' ' || b.length() == 0 || b.charAt(b.length() - 1) != ' ') {
        b.append(c);
      }
    }
    return b.toString();
  }

  private static boolean occursAtWordStart(String text, String p, boolean anywhere) {
    for (int j = text.indexOf(p); j >= 0; j = text.indexOf(p, j + 1)) {
      if (anywhere || !FoldedChars.wordChar(p.charAt(0)) || j == 0 || !FoldedChars.wordChar(text.charAt(j - 1))) {
        return true;
      }
    }
    return false;
  }

  @Test
  void foldedScanFindsWhatTheDefinitionSays() {
    Random r = new Random(20261201);
    for (int round = 0; round < 8; round++) {
      boolean wide = round >= 6; // 30,000 long patterns over a wide alphabet: past the table rows
      int count = round < 3 ? 40 : wide ? 30_000 : 4_000;
      String alphabet = wide ? WIDE : ALPHABET;
      Set<String> phrases = new LinkedHashSet<>();
      Set<String> substrings = new HashSet<>();
      Set<String> literals = new LinkedHashSet<>();
      while (phrases.size() < count) {
        String p = PhraseNormalizer.normalize(random(r, 1 + r.nextInt(round < 3 ? 4 : wide ? 14 : 9), alphabet));
        if (!p.isEmpty() && phrases.add(p) && r.nextInt(5) == 0) {
          substrings.add(p);
        }
      }
      List<String> phraseList = new ArrayList<>(phrases);
      while (literals.size() < 18) { // a third of them phrases as well
        String l = literals.size() % 3 == 0 ? phraseList.get(r.nextInt(phraseList.size())) : fold(random(r, 1 + r.nextInt(3)));
        if (!l.isBlank()) {
          literals.add(l);
        }
      }
      Set<String> atWordStart = new HashSet<>();
      for (String l : literals) {
        if (r.nextBoolean()) {
          atWordStart.add(l);
        }
      }
      AhoCorasick ac = AhoCorasick.withSilent(phrases, substrings, literals, atWordStart);
      List<String> pats = ac.patterns();
      long[] masks = new long[pats.size()];
      for (int i = 0; i < masks.length; i++) {
        masks[i] = literals.contains(pats.get(i)) ? 1L << (i % 63) : 0;
      }
      List<String> some = new ArrayList<>(phrases);
      for (int t = 0; t < (wide ? 120 : 400); t++) {
        String line = random(r, r.nextInt(60));
        if (wide) { // pieces of patterns, so the scan goes deep into the trie
          StringBuilder b = new StringBuilder();
          while (b.length() < 80) {
            String p = some.get(r.nextInt(some.size()));
            b.append(p, 0, 1 + r.nextInt(p.length())).append(random(r, r.nextInt(3), alphabet));
          }
          line = b.toString();
        }
        String f = fold(line);
        Set<String> want = new TreeSet<>();
        long wantMask = 0;
        for (int i = 0; i < pats.size(); i++) {
          String p = pats.get(i);
          if (phrases.contains(p) && occursAtWordStart(f, p, substrings.contains(p))) {
            want.add(p);
          }
          if (occursAtWordStart(f, p, !atWordStart.contains(p))) {
            wantMask |= masks[i];
          }
        }
        List<String> got = new ArrayList<>();
        long mask = ac.scanFolded(line.toCharArray(), 0, line.length(), got::add, masks);
        assertEquals(want, new TreeSet<>(got), "phrases in [" + line + "]");
        assertEquals(got.size(), new HashSet<>(got).size(), "each phrase once in [" + line + "]");
        assertEquals(wantMask, mask, "literal masks of [" + line + "]");
        if (line.chars().allMatch(c -> c < 128)) {
          List<String> walked = new ArrayList<>();
          TriggerHits hits = new TriggerHits();
          byte[] bytes = line.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
          assertEquals(true, ac.walk(bytes, 0, bytes.length, walked::add, masks, hits), line);
          assertEquals(want, new TreeSet<>(walked), "phrases walked in [" + line + "]");
          assertEquals(wantMask, hits.union(), "literal masks walked in [" + line + "]");
        }
        // without masks the leading run of blanks is dropped: no phrase starts with a space
        List<String> plain = new ArrayList<>();
        ac.forEachMatchFolded(line, plain::add);
        assertEquals(want, new TreeSet<>(plain), "phrases (no masks) in [" + line + "]");
      }
    }
  }
}
