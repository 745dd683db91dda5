package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * rerun38: a feature set less the lines of a file set aside. A token goes only when every line of it was in that file,
 * which a merged set knows past the evidence cap by the files whose lines it did not list.
 */
class KeptLinesTest {
  /** One file's features: {@code token} on lines 1..n of {@code source}. */
  private static FeatureSet file(String source, String token, int n) {
    FeatureCollector c = new FeatureCollector();
    for (int i = 1; i <= n; i++) {
      c.beginLine(source, i, "line " + i + " " + token);
      c.feature(FeatureType.PHRASE, token);
    }
    return c.finish();
  }

  private static FeatureSet merged(FeatureSet... files) {
    FeatureCollector all = new FeatureCollector();
    for (FeatureSet f : files) {
      all.add(f);
    }
    return all.finish();
  }

  private static FeatureSet without(FeatureSet f, String aside) {
    return KeptLines.of(f, e -> e.source().equals(aside), Set.of(aside), f.events(), Map.of());
  }

  @Test
  void aTokenOnlyTheFileSetAsidePrintedGoesThoughItsLinesPassTheCap() {
    FeatureSet f = merged(file("old.log", "notify wait", FeatureCollector.MAX_EVIDENCE + 3), file("new.log", "link", 1));

    FeatureSet kept = without(f, "old.log");

    assertFalse(kept.has("phrase:notify wait"), kept.keys().toString());
    assertTrue(kept.has("phrase:link"), kept.keys().toString());
  }

  @Test
  void aTokenAKeptFilePrintedPastTheCapStays() {
    // the first file fills the evidence; the kept file's lines are counted but not listed
    FeatureSet f = merged(file("old.log", "notify wait", FeatureCollector.MAX_EVIDENCE), file("new.log", "notify wait", 2));

    FeatureSet kept = without(f, "old.log");

    assertTrue(kept.has("phrase:notify wait"), kept.keys().toString());
    assertEquals(2, kept.occurrence("phrase:notify wait").orElseThrow().count());
  }

  @Test
  void aKeptTokensEvidenceLosesTheLinesSetAside() {
    FeatureSet f = merged(file("old.log", "timeout", 2), file("new.log", "timeout", 1));

    FeatureSet kept = without(f, "old.log");

    List<String> sources = kept.occurrence("phrase:timeout").orElseThrow().evidence().stream().map(e -> e.source()).toList();
    assertEquals(List.of("new.log"), sources);
    assertEquals("new.log", kept.occurrence("phrase:timeout").orElseThrow().first().evidence().source());
  }
}
