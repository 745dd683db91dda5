package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.extract.collect.CodeOccurrence;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The known incidents most like an input that no case matched: the words of its failing lines
 * (lines the reasoning's failure words mark; numbers, addresses and hex values masked) searched in
 * the case index's text of every case (titles, summaries, signature text and match examples, in
 * English and Chinese). The cases come back best first with their score relative to the best. They
 * are pointers for the reader, not claims, and do not vote in the layer: measured under
 * leave-case-out, a vote of the nearest cases gained little and made healthy runs answer a layer
 * (README, "Accuracy"). Stateless and thread-safe.
 */
public final class SimilarIncidents {
  /** Digit runs, with the hex and separator characters that follow them (ids, addresses, times). */
  private static final Pattern NUMBERS = Pattern.compile("(?<![A-Za-z])[0-9][0-9a-fA-FxX._:-]*");
  /** At most this many distinct failing lines form the query. */
  static final int MAX_LINES = 40;

  private SimilarIncidents() {}

  /** One similar incident: the case and its score relative to the best hit, in (0, 1]. */
  public record Hit(CaseDefinition definition, double score) {}

  /** The at most {@code limit} cases most like the failing lines of {@code f}; empty when none fail. */
  public static List<Hit> of(FeatureSet f, Reasoning r, LuceneCaseIndex index, int limit) {
    String q = query(f, r);
    if (q.isEmpty() || limit <= 0) {
      return List.of();
    }
    List<LuceneCaseIndex.TextHit> hits = index.search(q, limit);
    List<Hit> out = new ArrayList<>();
    double top = hits.isEmpty() ? 0 : hits.get(0).score();
    for (LuceneCaseIndex.TextHit h : hits) {
      double s = Math.round(1000.0 * h.score() / top) / 1000.0;
      if (s > 0) {
        out.add(new Hit(h.definition(), s));
      }
    }
    return List.copyOf(out);
  }

  /** The masked text of the failing lines of {@code f}, input order; empty when no line fails. */
  static String query(FeatureSet f, Reasoning r) {
    Set<Evidence> lines = new LinkedHashSet<>();
    for (String k : f.keys()) {
      f.occurrence(k).ifPresent(o -> lines.addAll(o.evidence()));
    }
    for (CodeOccurrence o : f.codes()) {
      lines.addAll(o.evidence());
    }
    List<Evidence> failing = new ArrayList<>();
    for (Evidence e : lines) {
      if (r.failureLine(e.text())) {
        failing.add(e);
      }
    }
    failing.sort(Comparator.comparing(Evidence::source).thenComparingLong(Evidence::line));
    Set<String> seen = new LinkedHashSet<>();
    for (Evidence e : failing) {
      if (seen.size() == MAX_LINES) {
        break;
      }
      seen.add(NUMBERS.matcher(e.text()).replaceAll(" ").strip());
    }
    return String.join("\n", seen);
  }
}
