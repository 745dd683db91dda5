package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A feature set less the lines of what its caller sets aside (rerun38: an earlier attempt of the job, whose lines
 * are history and must not choose the case or the layer of the attempt kept). A token or code goes when every line of
 * it is set aside: its listed evidence is, and no file left may hold a line past the evidence cap ({@link
 * FeatureSet.Occurrence#unlistedIn}). One that some file left may hold is kept; its evidence loses the lines set aside,
 * unless no listed line is left, when it keeps them (the only lines known; its count still falls). Stateless.
 */
public final class KeptLines {
  private KeptLines() {}

  /**
   * {@code f} less the lines {@code aside} tells.
   *
   * @param aside true for a line set aside
   * @param asideFiles the files set aside whole (every line of them is set aside)
   * @param events the error events left
   * @param facts what the files left said of their processes
   */
  public static FeatureSet of(FeatureSet f, Predicate<Evidence> aside, Set<String> asideFiles, List<ErrorEvent> events,
      Map<String, SourceFacts> facts) {
    Map<String, FeatureSet.Occurrence> occ = new LinkedHashMap<>();
    f.occurrences().forEach((key, o) -> {
      List<Evidence> kept = o.evidence().stream().filter(aside.negate()).toList();
      Set<String> unlisted = left(o.unlistedIn(), asideFiles);
      if (kept.size() == o.evidence().size() && unlisted.size() == o.unlistedIn().size()) {
        occ.put(key, o);
      } else if (!kept.isEmpty() || !unlisted.isEmpty()) {
        long count = o.count() - (o.evidence().size() - kept.size());
        Feature first = kept.isEmpty() || !aside.test(o.first().evidence()) ? o.first()
            : new Feature(o.first().type(), o.first().value(), kept.get(0));
        occ.put(key, new FeatureSet.Occurrence(first, kept.isEmpty() ? o.evidence() : kept, Math.max(1, count), unlisted));
      }
    });
    List<CodeOccurrence> codes = new ArrayList<>();
    for (CodeOccurrence c : f.codes()) {
      List<Evidence> kept = c.evidence().stream().filter(aside.negate()).toList();
      Set<String> unlisted = left(c.unlistedIn(), asideFiles);
      if (kept.size() == c.evidence().size() && unlisted.size() == c.unlistedIn().size()) {
        codes.add(c);
      } else if (!kept.isEmpty() || !unlisted.isEmpty()) {
        long count = c.count() - (c.evidence().size() - kept.size());
        codes.add(new CodeOccurrence(c.hit(), kept.isEmpty() ? c.evidence() : kept, Math.max(1, count), unlisted));
      }
    }
    return f.with(occ, events, facts, codes);
  }

  private static Set<String> left(Set<String> sources, Set<String> aside) {
    if (sources.isEmpty()) {
      return sources;
    }
    Set<String> out = new HashSet<>(sources);
    out.removeAll(aside);
    return out;
  }
}
