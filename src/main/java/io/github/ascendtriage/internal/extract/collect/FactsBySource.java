package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What each source of a collector says about its writer ({@link FactsTally}), by source name in the
 * order each first stated a fact, at most {@link FeatureBudget#MAX_SOURCES}. Not thread-safe; owned
 * by its {@link FeatureCollector}.
 */
final class FactsBySource {
  private final Map<String, FactsTally> facts = new LinkedHashMap<>();

  /**
   * Hands the facts of {@code source} to {@code c} when {@code given}, making them when the source
   * is new and {@link FeatureBudget#MAX_SOURCES} allows one more.
   */
  void with(String source, boolean given, Consumer<FactsTally> c) {
    if (!given) {
      return;
    }
    FactsTally f = facts.get(source);
    if (f == null && facts.size() < FeatureBudget.MAX_SOURCES) {
      f = new FactsTally();
      facts.put(source, f);
    }
    if (f != null) {
      c.accept(f);
    }
  }

  /** The tallies by source (what places the events on their writer). */
  Map<String, FactsTally> tallies() {
    return facts;
  }

  /** The facts of each source, frozen, in the order of the sources. */
  Map<String, SourceFacts> freeze() {
    Map<String, SourceFacts> out = new LinkedHashMap<>();
    facts.forEach((k, f) -> out.put(k, f.freeze()));
    return out;
  }

  /** Adds what another reading found, source by source. */
  void add(Map<String, SourceFacts> other) {
    other.forEach((src, theirs) -> facts.computeIfAbsent(src, k -> new FactsTally()).add(theirs));
  }
}
