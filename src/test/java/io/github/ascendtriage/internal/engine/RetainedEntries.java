package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.collect.FeatureBudget;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.Map;
import java.util.TreeMap;

/**
 * The entries of what a stream session keeps, structure by structure (counted, not weighed), and
 * the bound that holds each: the alert queue, the sources, each source's kept lines and tokens,
 * and what the window's features hold (features, events, codes, each source's facts and processes,
 * skipped inputs), and the session's warnings.
 */
final class RetainedEntries {
  /** A structure this small is flat whatever its history. */
  static final int SMALL = 64;

  private RetainedEntries() {}

  static Map<String, Integer> of(StreamingSession s) {
    Map<String, Integer> m = new TreeMap<>();
    m.put("pending alerts", s.alerts.pendingCount());
    m.put("sources", s.sourceCount());
    int kept = 0;
    int tokens = 0;
    for (StreamSource src : s.sources()) {
      kept += src.keptCount();
      tokens += src.collector.keptTokens();
    }
    m.put("kept lines", kept);
    m.put("tokens", tokens);
    FeatureSet f = s.ranking.merged();
    m.put("features", f.size());
    m.put("events", f.events().size());
    m.put("codes", f.codes().size());
    m.put("skipped inputs", f.skipped().size());
    m.put("fact sources", f.sources().size());
    int processes = 0;
    for (SourceFacts facts : f.sources().values()) {
      processes = Math.max(processes, facts.processes().size());
    }
    m.put("processes of a source", processes);
    m.put("warnings", s.diagnosis().warnings().size());
    return m;
  }

  /** Asserts each count within the bound that holds it (the constants the code caps it with). */
  static void assertWithinBounds(Map<String, Integer> m) {
    int sources = m.get("sources");
    Map<String, Integer> bounds = Map.ofEntries(
        Map.entry("pending alerts", AlertTracker.MAX_PENDING),
        Map.entry("sources", StreamingSession.MAX_SOURCES),
        Map.entry("kept lines", StreamSource.MAX_KEPT * sources),
        Map.entry("tokens", FeatureBudget.MAX_TOKENS * sources),
        Map.entry("features", (FeatureBudget.MAX_TOKENS + FeatureBudget.MAX_VALUES * io.github.ascendtriage.FeatureType.values().length) * sources),
        Map.entry("events", FeatureCollector.MAX_EVENTS),
        Map.entry("codes", FeatureBudget.MAX_CATALOGUE_CODES),
        Map.entry("skipped inputs", SMALL),
        Map.entry("fact sources", FeatureBudget.MAX_SOURCES),
        Map.entry("processes of a source", 256),
        Map.entry("warnings", SessionWarnings.MAX));
    for (Map.Entry<String, Integer> e : m.entrySet()) {
      assertTrue(e.getValue() <= bounds.get(e.getKey()), e.getKey() + ": " + e.getValue() + " entries, bound " + bounds.get(e.getKey()));
    }
  }
}
