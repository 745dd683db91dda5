package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SimilarIncidentsTest {
  private static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  private static FeatureSet features(CaseBase b, String text) {
    java.util.Set<String> phrases = new java.util.LinkedHashSet<>(b.phrases());
    phrases.addAll(b.reasoning().phrases());
    return new FeatureExtractor(phrases, b.linePatterns(), b.knowledge(), b.codes(), List.of()).extractText(text);
  }

  @Test
  void theQueryIsTheFailingLinesWithNumbersMasked() {
    FeatureSet f = features(BASE, "INFO dcmi init ok on device 3\nCall dcmi_set_device_ip failed. ret is -8013.\n");
    String q = SimilarIncidents.query(f, BASE.reasoning());
    assertTrue(q.contains("dcmi_set_device_ip failed"), q);
    assertFalse(q.contains("8013"), "numbers are masked: " + q);
    assertFalse(q.contains("init ok"), "a line that does not fail is not in the query: " + q);
  }

  @Test
  void aLogWithNoFailingLineHasNoSimilarIncident() {
    FeatureSet f = features(BASE, "INFO HCCL_CONNECT_TIMEOUT=1800\nINFO training step 10 loss 2.31\n");
    assertTrue(SimilarIncidents.of(f, BASE.reasoning(), LuceneCaseIndex.build(BASE.cases(), null), 3).isEmpty());
  }

  @Test
  void withoutItsCaseAFailureResemblesCasesOfTheSameComponentAndNeverTheLeftOutOne() {
    CaseBase without = BASE.without(Set.of("dcmi-not-supported-in-container"));
    FeatureSet f = features(without, "Call dcmi_set_device_ip failed. ret is -8013.\n");
    List<SimilarIncidents.Hit> hits = SimilarIncidents.of(f, without.reasoning(), LuceneCaseIndex.build(without.cases(), null), 3);
    assertEquals(3, hits.size(), hits.toString());
    assertEquals(1.0, hits.get(0).score());
    assertTrue(hits.stream().noneMatch(h -> h.definition().id().equals("dcmi-not-supported-in-container")));
    assertTrue(hits.stream().allMatch(h -> h.definition().id().startsWith("dcmi-")), "other DCMI cases: " + hits);
    for (int i = 1; i < hits.size(); i++) {
      assertTrue(hits.get(i).score() <= hits.get(i - 1).score(), "best first: " + hits);
    }
  }
}
