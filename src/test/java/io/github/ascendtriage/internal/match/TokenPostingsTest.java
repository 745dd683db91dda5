package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestKnowledge;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Candidates by group anchor lose no case that scores: ranking the candidates gives exactly the
 * ranking of every case scored (scores, reasons, order), on the built-in base with random feature
 * sets, and on hand-made cases whose anchors are chosen against each other.
 */
class TokenPostingsTest {
  static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  static FeatureSet features(Iterable<String> tokens) {
    FeatureCollector f = new FeatureCollector();
    f.beginLine("<t>", 1, "line");
    for (String k : tokens) {
      SignatureToken t = SignatureToken.parse(k);
      f.feature(t.type(), t.value());
    }
    return f.finish();
  }

  static FeatureSet features(String... tokens) {
    return features(Arrays.asList(tokens));
  }

  static CaseDefinition own(String id, List<List<String>> required, String... supporting) {
    return new CaseDefinition(id, id, id, id, id, Layer.NETWORK, false,
        required.stream().map(g -> g.stream().map(SignatureToken::parse).toList()).toList(),
        Arrays.stream(supporting).map(SignatureToken::parse).toList(), List.of(), List.of(), List.of(), "",
        List.of(), List.of(), List.of(), CaseDefinition.SITE, id, List.of(), false);
  }

  static List<String> ids(List<CaseDefinition> cs) {
    return cs.stream().map(CaseDefinition::id).toList();
  }

  /** Everything a ranking says: order, ids, scores, matched and excluded tokens, reasons. */
  static List<String> render(List<Score> scores) {
    return scores.stream()
        .map(s -> s.definition().id() + "=" + s.raw() + " " + s.matched() + " " + s.excludedBy() + " " + s.reasons())
        .toList();
  }

  static void assertSameRanking(List<CaseDefinition> cases, FeatureSet f) {
    List<CaseDefinition> candidates = new TokenPostings(cases).candidates(f);
    List<Score> all = CaseRanker.rank(cases, f, TestKnowledge.K);
    for (Score s : all) {
      assertTrue(candidates.contains(s.definition()), s.definition().id() + " scores but is no candidate");
    }
    assertEquals(render(all), render(CaseRanker.rank(candidates, f, TestKnowledge.K)));
  }

  /**
   * Random inputs made of the base's own tokens: some with a whole group of a random case, some
   * with a group short of one token, all with random other tokens (supporting and excluding ones
   * among them), so groups complete through the anchor and through the others alike.
   */
  @TestFactory
  Stream<DynamicTest> candidatesRankLikeEveryCaseOnTheBuiltInBase() {
    List<CaseDefinition> cases = BASE.cases();
    List<String> pool = new ArrayList<>(new LinkedHashSet<>(cases.stream()
        .flatMap(c -> Stream.of(c.required().stream().flatMap(List::stream), c.supporting().stream(), c.excluding().stream())
            .flatMap(s -> s))
        .map(SignatureToken::toString)
        .toList()));
    return IntStream.range(0, 40).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Random r = new Random(seed);
      for (int trial = 0; trial < 50; trial++) {
        Set<String> toks = new LinkedHashSet<>();
        int groups = r.nextInt(4);
        for (int g = 0; g < groups; g++) {
          CaseDefinition c = cases.get(r.nextInt(cases.size()));
          List<SignatureToken> group = c.required().get(r.nextInt(c.required().size()));
          int skip = r.nextBoolean() && group.size() > 1 ? r.nextInt(group.size()) : -1;
          for (int i = 0; i < group.size(); i++) {
            if (i != skip) {
              toks.add(group.get(i).toString());
            }
          }
        }
        int noise = r.nextInt(12);
        for (int i = 0; i < noise; i++) {
          toks.add(pool.get(r.nextInt(pool.size())));
        }
        assertSameRanking(cases, features(toks));
      }
    }));
  }

  @Test
  void aGroupIsFiledUnderItsRarestTokenSoACommonTokenAloneFindsNoCase() {
    List<CaseDefinition> cases = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      cases.add(own("site-" + i, List.of(List.of("code:EI0002", "phrase:own phrase " + i))));
    }
    TokenPostings p = new TokenPostings(cases);
    assertEquals(List.of(), p.candidates(features("code:EI0002")));
    assertEquals(List.of("site-3"), ids(p.candidates(features("code:EI0002", "phrase:own phrase 3"))));
    // the anchor alone makes a candidate that does not score: a superset, never fewer
    assertEquals(List.of("site-3"), ids(p.candidates(features("phrase:own phrase 3"))));
    assertEquals(List.of(), CaseRanker.rank(p.candidates(features("phrase:own phrase 3")), features("phrase:own phrase 3"), TestKnowledge.K));
  }

  @Test
  void aCaseIsFoundThroughAnyOfItsGroupsWhenAnotherGroupsAnchorIsPresentButIncomplete() {
    // 'a' has two groups: [rare, common] (anchor rare) and [common2, other] (anchor other, since
    // common2 is required by three cases); the input completes only the second
    CaseDefinition a = own("a", List.of(List.of("phrase:rare words", "code:EI0002"), List.of("code:EI0006", "phrase:other words")));
    CaseDefinition b = own("b", List.of(List.of("code:EI0002"), List.of("code:EI0006")));
    CaseDefinition c = own("c", List.of(List.of("code:EI0006", "code:EI0002")));
    List<CaseDefinition> cases = List.of(a, b, c);
    FeatureSet f = features("phrase:rare words", "code:EI0006", "phrase:other words");
    assertEquals(List.of("a", "b", "c"), ids(new TokenPostings(cases).candidates(f))); // c through its anchor EI0006, not scoring
    assertSameRanking(cases, f);
    assertEquals(List.of("a", "b"), CaseRanker.rank(cases, f, TestKnowledge.K).stream().map(s -> s.definition().id()).sorted().toList());
  }

  @Test
  void onATieTheFirstTokenOfTheGroupIsTheAnchor() {
    CaseDefinition x = own("x", List.of(List.of("phrase:first words", "phrase:second words")));
    TokenPostings p = new TokenPostings(List.of(x));
    assertEquals(List.of("x"), ids(p.candidates(features("phrase:first words"))));
    assertEquals(List.of(), p.candidates(features("phrase:second words")));
  }

  @Test
  void generatedSiteCasesThatShareTheInputsCodesAreNoCandidatesAndChangeNoRanking() {
    List<CaseDefinition> cases = new ArrayList<>(BASE.cases());
    Set<String> common = new HashSet<>();
    for (CaseDefinition c : BASE.cases()) {
      common.add(c.required().get(0).get(0).toString());
    }
    List<String> commons = new ArrayList<>(new java.util.TreeSet<>(common));
    for (int i = 0; i < 300; i++) {
      cases.add(own("gen-" + i, List.of(List.of("phrase:generated case " + i),
          List.of(commons.get(i % commons.size()), "phrase:generated case " + i + " again")), commons.get((i + 1) % commons.size())));
    }
    for (CaseDefinition c : BASE.cases()) {
      for (List<SignatureToken> g : c.required()) {
        List<String> toks = new ArrayList<>(g.stream().map(SignatureToken::toString).toList());
        toks.add("phrase:generated case 7 again");
        FeatureSet f = features(toks);
        assertTrue(new TokenPostings(cases).candidates(f).stream().noneMatch(d -> d.id().startsWith("gen-") && !d.id().equals("gen-7")),
            c.id());
        assertSameRanking(cases, f);
      }
    }
  }
}
