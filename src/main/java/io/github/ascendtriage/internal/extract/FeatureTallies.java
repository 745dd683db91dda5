package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The distinct features of a {@link FeatureCollector} while they are counted, by key in the order
 * first seen: each with its first occurrence, up to {@link FeatureCollector#MAX_EVIDENCE} evidence
 * lines, its count and the last line it was seen on. Not thread-safe.
 */
final class FeatureTallies {
  /** A distinct feature while it is being counted. */
  static final class Tally {
    final Feature first;
    final List<Evidence> evidence = new ArrayList<>(2);
    long count;
    long lastLine;
    /** The occurrence last made of it: the same while its count and evidence are (evidence only grows). */
    private FeatureSet.Occurrence made;

    Tally(Feature first) {
      this.first = first;
    }

    /** True when the last evidence kept is line {@code lineNo} of {@code source}. */
    boolean lastOn(String source, long lineNo) {
      if (evidence.isEmpty()) {
        return false;
      }
      Evidence last = evidence.get(evidence.size() - 1);
      return last.line() == lineNo && last.source().equals(source);
    }

    /** This tally as an occurrence; a live stream's snapshots reuse one while nothing moved. */
    FeatureSet.Occurrence occurrence() {
      FeatureSet.Occurrence o = made;
      if (o == null || o.count() != count || o.evidence().size() != evidence.size()) {
        o = new FeatureSet.Occurrence(first, evidence, count);
        made = o;
      }
      return o;
    }
  }

  private final Map<String, Tally> byKey = new LinkedHashMap<>();

  /** The tally of {@code key}, or null. */
  Tally get(String key) {
    return byKey.get(key);
  }

  /** A new tally for {@code key}, first seen as {@code first}. */
  Tally add(String key, Feature first) {
    Tally t = new Tally(first);
    byKey.put(key, t);
    return t;
  }

  /** The tallies as occurrences, in the order first seen. */
  Map<String, FeatureSet.Occurrence> occurrences() {
    Map<String, FeatureSet.Occurrence> occ = new LinkedHashMap<>();
    for (Map.Entry<String, Tally> e : byKey.entrySet()) {
      occ.put(e.getKey(), e.getValue().occurrence());
    }
    return occ;
  }

  /** Removes the tallies last seen before line {@code line}, each handed to {@code forgotten}. */
  void forgetOlderThan(long line, Consumer<Tally> forgotten) {
    Iterator<Map.Entry<String, Tally>> it = byKey.entrySet().iterator();
    while (it.hasNext()) {
      Tally t = it.next().getValue();
      if (t.lastLine < line) {
        it.remove();
        forgotten.accept(t);
      }
    }
  }

  /**
   * Adds the occurrences of {@code other} (files read in parallel): counts add up and evidence is
   * kept up to the cap; a new key is taken only when {@code budget} allows its count.
   *
   * @return how many new keys were taken
   */
  int add(FeatureSet other, FeatureBudget budget) {
    int added = 0;
    for (Map.Entry<String, FeatureSet.Occurrence> e : other.occurrences().entrySet()) {
      Tally mine = byKey.get(e.getKey());
      FeatureSet.Occurrence theirs = e.getValue();
      if (mine == null) {
        if (!budget.take(theirs.first().type(), theirs.count())) {
          continue;
        }
        mine = add(e.getKey(), theirs.first());
        mine.evidence.addAll(theirs.evidence());
        mine.count = theirs.count();
        added++;
      } else {
        mine.count += theirs.count();
        for (Evidence ev : theirs.evidence()) {
          if (mine.evidence.size() >= FeatureCollector.MAX_EVIDENCE) {
            break;
          }
          mine.evidence.add(ev);
        }
      }
    }
    return added;
  }
}
