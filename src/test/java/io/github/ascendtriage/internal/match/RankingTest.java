package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import io.github.ascendtriage.internal.load.ExampleChecker;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ranking rules on a small hand-made case base: cascades, exclusions, the GPU guard. */
class RankingTest {

  static CaseDefinition c(String id, boolean cascade, List<String> required, List<String> excluding) {
    return new CaseDefinition(
        id, id, id, id, id, Layer.LINK_SETUP, cascade,
        List.of(required.stream().map(SignatureToken::parse).toList()),
        List.of(), excluding.stream().map(SignatureToken::parse).toList(), List.of(),
        List.of(new StepTemplate(PlaceholderTemplate.compile("true", io.github.ascendtriage.TestKnowledge.K.placeholderClasses()), "x")), "v", List.of(),
        List.of("x"), List.of("y"), "built-in", id + ".json", List.of(), false);
  }

  static final CaseDefinition WAITING = c("waiting", true, List.of("code:EI0006"), List.of());
  static final CaseDefinition ROOT = c("root", false, List.of("code:EJ0003"), List.of());
  static final CaseDefinition WEAK_ROOT = c("weak-root", false, List.of("phrase:leftover marker"), List.of());
  static final CaseDefinition EXCLUDED =
      c("excluded", false, List.of("phrase:bound already"), List.of("phrase:aclgraph sizes capture fail"));
  static final List<CaseDefinition> ALL = List.of(WAITING, ROOT, WEAK_ROOT, EXCLUDED);
  static final FeatureExtractor EX =
      new FeatureExtractor(List.of("leftover marker", "bound already", "aclgraph sizes capture fail"), java.util.Map.of(), io.github.ascendtriage.TestKnowledge.K);

  static List<String> rank(String... lines) {
    FeatureSet f = EX.extractText(String.join("\n", lines));
    return CaseRanker.rank(ALL, f, io.github.ascendtriage.TestKnowledge.K).stream().map(s -> s.definition().id()).toList();
  }

  @Test
  void cascadeRanksBelowARootCauseEvenWhenItsTokenWeighsMore() {
    // EI0006 (a code, weight 3) outweighs a phrase (2.5) on its own, yet it only explains the
    // waiting side, so the root-cause case must come first.
    assertEquals(List.of("weak-root", "waiting"), rank("EI0006: Getting socket times out.", "leftover marker seen"));
  }

  @Test
  void cascadeAloneStillMatches() {
    assertEquals(List.of("waiting"), rank("EI0006: Getting socket times out."));
  }

  @Test
  void excludingTokenDemotesBelowOthers() {
    List<String> r = rank("bound already", "ACLgraph sizes capture fail: RuntimeError", "EJ0003: x");
    assertEquals("root", r.get(0));
    assertTrue(r.indexOf("excluded") > 0);
  }

  @Test
  void gpuLogWithoutAscendMarkersIsDemotedToAbstention() {
    FeatureSet f = EX.extractText("NCCL WARN bound already on cuda device 0");
    Score s = CaseRanker.rank(ALL, f, io.github.ascendtriage.TestKnowledge.K).get(0);
    FeatureSet g = EX.extractText("HCCL bound already on npu device 0, torch_npu");
    Score t = CaseRanker.rank(ALL, g, io.github.ascendtriage.TestKnowledge.K).get(0);
    assertTrue(s.raw() < t.raw() / 5, Arrays.asList(s.raw(), t.raw()).toString());
  }
}
