package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AhoCorasickTest {
  static List<String> find(AhoCorasick ac, String text) {
    List<String> out = new ArrayList<>();
    ac.forEachMatchFolded(text, out::add);
    return out;
  }

  @Test
  void alphanumericStartsMatchAtWordStartsOnly() {
    AhoCorasick ac = AhoCorasick.wordStarts(List.of("910a", "bound already", "set_device", "aclnn"), Set.of());
    // inside a hex number or after other letters: no match
    assertEquals(List.of(), find(ac, "addr 0x7f910a3c22 rebound already"));
    // a phrase may name the start of a longer word
    assertEquals(List.of("aclnn"), find(ac, "call aclnnHcPreInvRms failed"));
    // at word edges, with punctuation around and at the ends of the text: matches
    assertEquals(List.of("910a"), find(ac, "Atlas 800 (910A) training"));
    assertEquals(List.of("bound already"), find(ac, "have been Bound   Already."));
    assertEquals(List.of("set_device"), find(ac, "torch.npu.set_device(3)"));
    assertEquals(List.of("910a"), find(ac, "910A"));
  }

  @Test
  void aLaterWholeWordOccurrenceStillCounts() {
    AhoCorasick ac = AhoCorasick.wordStarts(List.of("910a"), Set.of());
    assertEquals(List.of("910a"), find(ac, "0x910a1 then chip 910a here"));
  }

  @Test
  void substringPatternsMatchInsideWords() {
    AhoCorasick ac = AhoCorasick.wordStarts(List.of("nccl", "group"), Set.of("nccl"));
    assertEquals(List.of("nccl"), find(ac, "ProcessGroupNCCL.cpp"));
  }

  @Test
  void plainAutomatonMatchesEveryOccurrence() {
    AhoCorasick ac = new AhoCorasick(List.of("910a", "Group"));
    List<String> out = new ArrayList<>();
    ac.forEachMatch("0x7f910a3c ProcessGroupNCCL", out::add);
    assertEquals(List.of("910a", "Group"), out);
  }

  @Test
  void anAutomatonIsScannedInTheModeItWasBuiltFor() {
    // a folded automaton's tables fold (upper case, runs of blanks), so a plain scan of it would
    // find what the plain text does not hold; each mode refuses the other's automaton
    AhoCorasick folded = AhoCorasick.wordStarts(List.of("a b"), Set.of());
    AhoCorasick plain = new AhoCorasick(List.of("a b"));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> folded.forEachMatch("a  b", p -> { }));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> plain.forEachMatchFolded("a b", p -> { }));
    assertEquals(List.of("a b"), find(folded, "A \t  B"));
  }

  @Test
  void cjkEdgesAreNotWordEdges() {
    AhoCorasick ac = AhoCorasick.wordStarts(List.of("集群通信失败", "timeout"), Set.of());
    assertEquals(List.of("集群通信失败", "timeout"), find(ac, "HCCL集群通信失败，提示timeout"));
  }

  @Test
  void plainAutomatonPastItsTableRowsFindsWhatOccurs() {
    // printable ASCII and a few others: 30,000 patterns give far more states than the rows cover,
    // and texts made of pattern pieces go deep into the trie
    java.util.Random r = new java.util.Random(20261202);
    StringBuilder alphabet = new StringBuilder("\u4E2D\u3000\t");
    for (char c = ' '; c < 127; c++) {
      alphabet.append(c);
    }
    java.util.Set<String> pats = new java.util.LinkedHashSet<>();
    while (pats.size() < 30_000) {
      StringBuilder b = new StringBuilder();
      for (int k = 1 + r.nextInt(12); k > 0; k--) {
        b.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      pats.add(b.toString());
    }
    AhoCorasick ac = new AhoCorasick(pats);
    List<String> some = new ArrayList<>(pats);
    for (int t = 0; t < 100; t++) {
      StringBuilder b = new StringBuilder();
      while (b.length() < 80) {
        String p = some.get(r.nextInt(some.size()));
        b.append(p, 0, 1 + r.nextInt(p.length())).append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      String text = b.toString();
      java.util.Set<String> want = new java.util.TreeSet<>();
      for (String p : pats) {
        if (text.contains(p)) {
          want.add(p);
        }
      }
      java.util.Set<String> got = new java.util.TreeSet<>();
      ac.forEachMatch(text, got::add);
      assertEquals(want, got, "patterns in [" + text + "]");
    }
  }
}
