package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Two rules' phrases on one line, one part of the other (issue 35, know31). MindSpore's collective manager
 * refuses a rank-table launch in PyNative mode ({@code CollectiveManager::Initialize},
 * mindspore-ai/mindspore_test@039d7a8d {@code mindspore/ccsrc/distributed/collective/collective_manager.cc}:
 * "Ranktable startup method doesn't support pynative mode. Please switch to msrun method."): a launch and
 * mode the script chose, whose word {@code ranktable} is also the rank-table rendezvous rule's phrase. The
 * line says what the longer phrase says. The refusal is made up in its printed form; the other lines are plain
 * failures that name the rank table.
 */
class ContainedPhrasesTest {
  private static final String PYNATIVE = "RuntimeError: Ranktable startup method doesn't support pynative mode."
      + " Please switch to msrun method.";

  private static Optional<Clue> clue(LayerReasoner.Answer a, String key) {
    return a.clues().stream().filter(c -> c.key().equals(key)).findFirst();
  }

  @Test
  void aRankTableLaunchInPynativeModeIsTheScriptsLaunch() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(PYNATIVE);
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertEquals(Optional.of(Role.CONTEXT), clue(a, "phrase:ranktable").map(Clue::role),
        "the rank-table word is part of the launch refusal: " + a.clues());
  }

  @Test
  void theShorterPhraseKeepsItsOtherLines() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(String.join("\n", PYNATIVE,
        "RuntimeError: the ranktable of this job could not be read"));
    Clue word = clue(a, "phrase:ranktable").orElseThrow();
    assertEquals(Role.FAULT, word.role(), a.clues().toString());
    assertEquals(1, word.evidence().size(), "only the line that is not the refusal: " + word.evidence());
    assertTrue(word.first().text().contains("could not be read"), word.evidence().toString());
  }

  @Test
  void aloneTheRankTableWordStillAnswersLinkSetup() {
    LayerReasoner.Answer a = LayerReasonerTest.reason("RuntimeError: failed to load the ranktable for this job");
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
  }

  @Test
  void partOfFollowsTheAutomatonsWordStarts() {
    assertTrue(ContainedPhrases.holds("ranktable startup method doesn't support pynative mode", "ranktable"));
    assertTrue(ContainedPhrases.holds("failed to parse the ranktable", "ranktable"));
    assertFalse(ContainedPhrases.holds("process group", "roce"), "'roce' is never matched inside 'process'");
    assertFalse(ContainedPhrases.holds("ranktable", "ranktable"), "a phrase is not part of itself");
    assertTrue(ContainedPhrases.holds("kernel_name=aiv_", "aiv_"));
    assertFalse(ContainedPhrases.holds("xranktable", "ranktable"));
  }

  @Test
  void phrasesOfOneLayerAreNotRankedAgainstEachOther() {
    Evidence line = new Evidence("<text>", 1, "x");
    Clue shortOne = new Clue("phrase:ranktable", List.of(line), Optional.of(Layer.LINK_SETUP), Role.FAULT, "r", Optional.empty(), "w");
    Clue sameRule = new Clue("phrase:ranktable check", List.of(line), Optional.of(Layer.LINK_SETUP), Role.FAULT, "r", Optional.empty(), "w");
    assertEquals(List.of(shortOne, sameRule), ContainedPhrases.apply(List.of(shortOne, sameRule)));
    Clue sameLayer = new Clue("phrase:ranktable check", List.of(line), Optional.of(Layer.LINK_SETUP), Role.FAULT, "q", Optional.empty(), "w");
    assertEquals(List.of(shortOne, sameLayer), ContainedPhrases.apply(List.of(shortOne, sameLayer)),
        "two rules that give the line one layer both keep counting");
    Clue other = new Clue("phrase:ranktable check", List.of(line), Optional.of(Layer.SCRIPT), Role.FAULT, "s", Optional.empty(), "w");
    List<Clue> ranked = ContainedPhrases.apply(List.of(shortOne, other));
    assertEquals(Role.CONTEXT, ranked.get(0).role(), ranked.toString());
    assertEquals(Role.FAULT, ranked.get(1).role(), ranked.toString());
  }

  @Test
  void aTlsRefusalKeepsItsNetworkWordsAndDropsTheScriptsWord() {
    // hicann/hccl cluster_info_verify_fail.md: the communicator check refuses ranks whose TLS states differ
    LayerReasoner.Answer a = LayerReasonerTest.reason("[ERROR] HCCL(61001,python3):2026-12-06-10:00:09.440.118 [topoinfo_exchange.cc:540]"
        + "[61001][Check][Tls]Some ranks tlsStatus are inconsistent, please check the tls config of all ranks");
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertEquals(Optional.of(Role.CONTEXT), clue(a, "phrase:inconsistent").map(Clue::role), a.clues().toString());
  }
}
