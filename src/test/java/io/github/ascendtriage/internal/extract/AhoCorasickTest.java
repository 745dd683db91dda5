package io.github.ascendtriage.internal.extract;

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
    AhoCorasick ac = new AhoCorasick(List.of("910a", "group"));
    assertEquals(List.of("910a", "group"), find(ac, "0x7f910a3c ProcessGroupNCCL"));
  }

  @Test
  void cjkEdgesAreNotWordEdges() {
    AhoCorasick ac = AhoCorasick.wordStarts(List.of("集群通信失败", "timeout"), Set.of());
    assertEquals(List.of("集群通信失败", "timeout"), find(ac, "HCCL集群通信失败，提示timeout"));
  }
}
