package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.collect.FeatureBudget;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.collect.SkippedInput;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.Skip;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The warnings that say what a reading did not keep because a cap was full: one for values (by
 * kind, with counts), one for other tokens, one for the official codes list, one for error events, one
 * for each list setting whose bound dropped values, one for each part of a source a recogniser
 * skipped at its bound (with its file and line). Added by the assembler, so
 * every path (text, stdin, files, trees, streams) reports them. Stateless.
 */
final class CapWarnings {
  private CapWarnings() {}

  static List<TriageWarning> of(FeatureSet f) {
    List<TriageWarning> out = new ArrayList<>();
    StringBuilder values = new StringBuilder();
    StringBuilder tokens = new StringBuilder();
    for (Map.Entry<FeatureType, Long> e : f.dropped().entrySet()) {
      StringBuilder b = FeatureBudget.isCapped(e.getKey()) ? values : tokens;
      b.append(b.length() == 0 ? "" : ", ").append(e.getKey().id()).append(' ').append(count(e.getValue()));
    }
    if (values.length() > 0) {
      out.add(new TriageWarning("-", 0, "more than " + count(FeatureBudget.MAX_VALUES)
          + " distinct values of one kind: later new values were not kept (" + values
          + " occurrences); codes and error events are not affected, remediation and root cause use the values kept"));
    }
    if (tokens.length() > 0) {
      out.add(new TriageWarning("-", 0, "more than " + count(FeatureBudget.MAX_TOKENS)
          + " distinct tokens: later new tokens were not kept (" + tokens + " occurrences); the diagnosis may miss a case"));
    }
    if (f.droppedCodes() > 0) {
      out.add(new TriageWarning("-", 0, "more than " + count(FeatureBudget.MAX_CATALOGUE_CODES)
          + " distinct official codes: " + count(f.droppedCodes()) + " later occurrences of new codes were not listed in codes"));
    }
    if (f.droppedEvents() > 0) {
      out.add(new TriageWarning("-", 0, "more than " + count(FeatureCollector.MAX_EVENTS)
          + " error events: " + count(f.droppedEvents()) + " later ones were not used for the root cause"));
    }
    out.addAll(settings(f));
    out.addAll(skipped(f));
    return out;
  }

  /**
   * One warning per part of a source a recogniser read only up to its bound, at the line it began:
   * what, the bound, how many it counted and left out, what the answer goes without; one more for those not listed.
   */
  private static List<TriageWarning> skipped(FeatureSet f) {
    List<TriageWarning> out = new ArrayList<>();
    for (SkippedInput s : f.skipped()) {
      Skip k = s.skip();
      if (k.bound() == 0) { // a part not read at all (records38: malformed entries of a record), not one cut at a bound
        out.add(new TriageWarning(s.source(), s.line(), k.what() + ": " + count(k.seen()) + " " + k.unit() + " not read; " + k.effect()));
        continue;
      }
      out.add(new TriageWarning(s.source(), s.line(), k.what() + " of more than " + count(k.bound()) + " " + k.unit() + " ("
          + count(k.seen()) + " seen): only the first " + count(k.bound()) + " were read, " + count(k.seen() - k.bound())
          + " left out; " + k.effect()));
    }
    if (f.skippedUnlisted() > 0) {
      out.add(new TriageWarning("-", 0, count(f.skippedUnlisted()) + " more parts of the input were skipped at a reader's bound (not listed)"));
    }
    return out;
  }

  /** One warning per list setting whose bound dropped values, in any source: which, how many, and what was kept. */
  private static List<TriageWarning> settings(FeatureSet f) {
    Map<Setting, Long> lost = new EnumMap<>(Setting.class);
    f.sources().values().forEach(s -> s.dropped().forEach((k, n) -> lost.merge(k, n, Long::sum)));
    List<TriageWarning> out = new ArrayList<>();
    lost.forEach((k, n) -> out.add(new TriageWarning("-", 0, "setting " + k.name() + " holds at most " + count(k.maxList())
        + " characters per source: " + count(n) + (k.keep() == Setting.Keep.TAIL ? " earlier values were not kept (the latest are)"
            : " later values were not kept; the analysis uses the values kept"))));
    return out;
  }

  private static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}
