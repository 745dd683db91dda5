package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestKnowledge;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
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
 * The index's candidates ({@link RequiredGroups}: the cases with a complete required group, found by
 * a query over the group documents) are exactly the cases that score: ranking them gives the
 * ranking of every case scored (scores, reasons, order), on the built-in base with random feature
 * sets, and on hand-made cases whose groups share tokens.
 */
class RequiredGroupsTest {
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

  static List<CaseDefinition> candidates(List<CaseDefinition> cases, FeatureSet f) {
    try (LuceneCaseIndex idx = LuceneCaseIndex.build(cases, null)) {
      return idx.candidates(f);
    }
  }

  static void assertSameRanking(LuceneCaseIndex idx, List<CaseDefinition> cases, FeatureSet f) {
    List<CaseDefinition> candidates = idx.candidates(f);
    List<Score> all = CaseRanker.rank(cases, f, TestKnowledge.K);
    // exactly the scoring cases: none missing, none that does not score
    assertEquals(all.stream().map(s -> s.definition().id()).sorted().toList(), ids(candidates).stream().sorted().toList());
    assertEquals(render(all), render(CaseRanker.rank(candidates, f, TestKnowledge.K)));
  }

  static void assertSameRanking(List<CaseDefinition> cases, FeatureSet f) {
    try (LuceneCaseIndex idx = LuceneCaseIndex.build(cases, null)) {
      assertSameRanking(idx, cases, f);
    }
  }

  /**
   * Random inputs made of the base's own tokens: some with a whole group of a random case, some
   * with a group short of one token, all with random other tokens (supporting and excluding ones
   * among them), so groups complete through the anchor and through the others alike.
   */
  @TestFactory
  Stream<DynamicTest> candidatesRankLikeEveryCaseOnTheBuiltInBase() {
    List<CaseDefinition> cases = BASE.cases();
    LuceneCaseIndex idx = LuceneCaseIndex.build(cases, null);
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
        assertSameRanking(idx, cases, features(toks));
      }
    }));
  }

  @Test
  void aCommonTokenAloneFindsNoCaseAndAWholeGroupFindsItsCase() {
    List<CaseDefinition> cases = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      cases.add(own("site-" + i, List.of(List.of("code:EI0002", "phrase:own phrase " + i))));
    }
    assertEquals(List.of(), candidates(cases, features("code:EI0002")));
    assertEquals(List.of("site-3"), ids(candidates(cases, features("code:EI0002", "phrase:own phrase 3"))));
    assertEquals(List.of(), candidates(cases, features("phrase:own phrase 3")));
  }

  @Test
  void aCaseIsFoundThroughAnyOfItsGroupsAndAGroupShortOfOneTokenFindsNothing() {
    // 'a' has two groups, [rare, EI0002] and [EI0006, other]; the input completes only the second;
    // 'c' needs EI0006 and EI0002 together, and the input lacks EI0002
    CaseDefinition a = own("a", List.of(List.of("phrase:rare words", "code:EI0002"), List.of("code:EI0006", "phrase:other words")));
    CaseDefinition b = own("b", List.of(List.of("code:EI0002"), List.of("code:EI0006")));
    CaseDefinition c = own("c", List.of(List.of("code:EI0006", "code:EI0002")));
    List<CaseDefinition> cases = List.of(a, b, c);
    FeatureSet f = features("phrase:rare words", "code:EI0006", "phrase:other words");
    assertEquals(List.of("a", "b"), ids(candidates(cases, f)));
    assertSameRanking(cases, f);
  }

  @Test
  void aTokenTwiceInAGroupCountsOnce() {
    CaseDefinition x = own("x", List.of(List.of("phrase:first words", "phrase:first words", "phrase:second words")));
    assertEquals(List.of(), candidates(List.of(x), features("phrase:first words")));
    assertEquals(List.of("x"), ids(candidates(List.of(x), features("phrase:first words", "phrase:second words"))));
  }

  @Test
  void anInputWithMoreGroupTokensThanOneQueryHoldsIsAskedInParts() {
    int n = org.apache.lucene.search.IndexSearcher.getMaxClauseCount() + 50;
    List<CaseDefinition> cases = new ArrayList<>();
    List<String> all = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      all.add("phrase:token " + i);
      cases.add(own("single-" + i, List.of(List.of("phrase:token " + i))));
    }
    // one group whose tokens fall in both parts: its count is summed across the queries
    cases.add(own("spanning", List.of(List.of("phrase:token 3", "phrase:token " + (n - 2)))));
    cases.add(own("short", List.of(List.of("phrase:token 4", "phrase:absent token"))));
    List<CaseDefinition> found = candidates(cases, features(all));
    assertEquals(n + 1, found.size());
    assertTrue(ids(found).contains("spanning"));
    assertSameRanking(cases, features(all));
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
    try (LuceneCaseIndex idx = LuceneCaseIndex.build(cases, null)) {
      for (CaseDefinition c : BASE.cases()) {
        for (List<SignatureToken> g : c.required()) {
          List<String> toks = new ArrayList<>(g.stream().map(SignatureToken::toString).toList());
          toks.add("phrase:generated case 7 again");
          FeatureSet f = features(toks);
          assertTrue(idx.candidates(f).stream().noneMatch(d -> d.id().startsWith("gen-") && !d.id().equals("gen-7")),
              c.id());
          assertSameRanking(idx, cases, f);
        }
      }
    }
  }
}
