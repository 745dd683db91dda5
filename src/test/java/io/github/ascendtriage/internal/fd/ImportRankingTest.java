package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.match.CaseRanker;
import io.github.ascendtriage.internal.match.Score;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How CaseRanker places imported cases among ours and along their cascade links. */
class ImportRankingTest {

  private static CaseDefinition own(String id, boolean cascade, String... required) {
    List<SignatureToken> g = java.util.Arrays.stream(required).map(SignatureToken::parse).toList();
    return new CaseDefinition(
        id, id, id, id, id, Layer.COLLECTIVE, cascade, List.of(g), List.of(), List.of(), List.of(),
        List.of(), "", List.of(), List.of(), List.of(), "built-in", id, List.of(), false);
  }

  private static CaseDefinition imported(String code, List<String> causes, String... supporting) {
    return imported(code, Layer.NETWORK, causes, supporting);
  }

  private static CaseDefinition imported(String code, Layer layer, List<String> causes, String... supporting) {
    String id = "ascend-fd:" + code;
    return new CaseDefinition(
        id, code, code, code, code, layer, false,
        List.of(List.of(new SignatureToken(FeatureType.PATTERN, id + "#0"))),
        java.util.Arrays.stream(supporting).map(SignatureToken::parse).toList(), List.of(),
        List.of(List.of(code.toLowerCase())), List.of(), "", List.of(), List.of(), List.of(),
        "ascend-fd", id, causes, false);
  }

  private static FeatureSet features(String... keys) {
    FeatureCollector f = new FeatureCollector();
    f.beginLine("<t>", 1, "line");
    for (String k : keys) {
      SignatureToken t = SignatureToken.parse(k);
      f.feature(t.type(), t.value());
    }
    return f.finish();
  }

  private static List<String> ids(List<Score> s) {
    return s.stream().map(x -> x.definition().id()).toList();
  }

  @Test
  void anImportWithMoreTokensStillRanksAfterOurCaseAndScoresNoHigher() {
    CaseDefinition ours = own("ours", false, "code:EJ0003");
    CaseDefinition theirs = imported("X", List.of(), "code:EJ0003", "hccl-ret:7");
    List<Score> r = CaseRanker.rank(List.of(theirs, ours), features("code:EJ0003", "hccl-ret:7", "pattern:ascend-fd:X#0"), io.github.ascendtriage.TestKnowledge.K);
    assertEquals(List.of("ours", "ascend-fd:X"), ids(r));
    assertTrue(r.get(1).raw() <= r.get(0).raw(), r.toString());
  }

  @Test
  void aBareImportedHitWeighsAsAPhraseAndACodeOnItsLineAddsSupport() {
    List<Score> bare = CaseRanker.rank(List.of(imported("X", List.of(), "code:EI0006")), features("pattern:ascend-fd:X#0"), io.github.ascendtriage.TestKnowledge.K);
    List<Score> coded =
        CaseRanker.rank(List.of(imported("X", List.of(), "code:EI0006")), features("pattern:ascend-fd:X#0", "code:EI0006"), io.github.ascendtriage.TestKnowledge.K);
    assertTrue(coded.get(0).raw() > bare.get(0).raw(), bare + " " + coded);
  }

  @Test
  void anImportedMatchDoesNotDemoteOurCascadeCase() {
    CaseDefinition wait = own("wait", true, "code:EI0002");
    List<Score> alone = CaseRanker.rank(List.of(wait), features("code:EI0002"), io.github.ascendtriage.TestKnowledge.K);
    List<Score> withImport =
        CaseRanker.rank(List.of(wait, imported("X", List.of())), features("code:EI0002", "pattern:ascend-fd:X#0"), io.github.ascendtriage.TestKnowledge.K);
    assertEquals(alone.get(0).raw(), withImport.get(0).raw(), 1e-9);
    assertEquals("wait", withImport.get(0).definition().id());
  }

  @Test
  void theConsequenceOfARuleEdgeRanksBelowItsCauseWhateverTheirScores() {
    CaseDefinition cause = imported("CAUSE", List.of("ascend-fd:EFFECT"));
    CaseDefinition effect = imported("EFFECT", List.of(), "code:EI0002", "hccl-ret:4");
    FeatureSet f =
        features("pattern:ascend-fd:CAUSE#0", "pattern:ascend-fd:EFFECT#0", "code:EI0002", "hccl-ret:4");
    List<Score> r = CaseRanker.rank(List.of(effect, cause), f, io.github.ascendtriage.TestKnowledge.K);
    assertEquals(List.of("ascend-fd:CAUSE", "ascend-fd:EFFECT"), ids(r));
    assertTrue(r.get(1).reasons().stream().anyMatch(x -> x.contains("consequence of ascend-fd:CAUSE")));
    // without the cause on the line the effect keeps its score
    List<Score> alone = CaseRanker.rank(List.of(effect, cause), features("pattern:ascend-fd:EFFECT#0", "code:EI0002", "hccl-ret:4"), io.github.ascendtriage.TestKnowledge.K);
    assertEquals(List.of("ascend-fd:EFFECT"), ids(alone));
    assertTrue(alone.get(0).raw() > r.get(1).raw());
  }

  @Test
  void whenOurCaseIsExcludedAsALookAlikeTheImportIsDemotedToo() {
    CaseDefinition ours =
        new CaseDefinition(
            "ours", "o", "o", "o", "o", Layer.LINK_SETUP, false,
            List.of(List.of(SignatureToken.parse("code:EI0006"))), List.of(),
            List.of(SignatureToken.parse("phrase:aclgraph capture")), List.of(), List.of(), "",
            List.of(), List.of(), List.of(), "built-in", "ours", List.of(), false);
    CaseDefinition theirs = imported("X", List.of());
    double alone = CaseRanker.rank(List.of(theirs), features("pattern:ascend-fd:X#0"), io.github.ascendtriage.TestKnowledge.K).get(0).raw();
    List<Score> r =
        CaseRanker.rank(List.of(ours, theirs), features("code:EI0006", "phrase:aclgraph capture", "pattern:ascend-fd:X#0"), io.github.ascendtriage.TestKnowledge.K);
    Score x = r.stream().filter(s -> s.definition().id().equals("ascend-fd:X")).findFirst().orElseThrow();
    assertTrue(x.raw() < alone, r.toString());
  }

  @Test
  void aloneAnImportOutsideTheCommunicationLayersIsDemoted() {
    double network = CaseRanker.rank(List.of(imported("N", Layer.NETWORK, List.of())), features("pattern:ascend-fd:N#0"), io.github.ascendtriage.TestKnowledge.K).get(0).raw();
    double script = CaseRanker.rank(List.of(imported("S", Layer.SCRIPT, List.of())), features("pattern:ascend-fd:S#0"), io.github.ascendtriage.TestKnowledge.K).get(0).raw();
    double unknown = CaseRanker.rank(List.of(imported("U", Layer.UNKNOWN, List.of())), features("pattern:ascend-fd:U#0"), io.github.ascendtriage.TestKnowledge.K).get(0).raw();
    assertTrue(script < network && unknown < network, network + " " + script + " " + unknown);
    // next to one of our cases the same script import is not demoted below a bare hit
    CaseDefinition ours = own("ours", false, "code:EJ0003");
    List<Score> r = CaseRanker.rank(List.of(ours, imported("S", Layer.SCRIPT, List.of())), features("code:EJ0003", "pattern:ascend-fd:S#0"), io.github.ascendtriage.TestKnowledge.K);
    assertEquals(network, r.get(1).raw(), 1e-9);
  }
}
