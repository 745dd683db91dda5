package io.github.ascendtriage.internal.extract.collect;

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
    /** What a stream's reader watches of it besides its key ({@link ChangeCounts#watchOf}). */
    byte watch;
    /** The last line it was seen on; set by {@link FeatureTallies#seen}. */
    long lastLine;
    /** The block of lines whose list holds it, or -1 once forgotten ({@link FeatureTallies#seen}). */
    private long block = -1;
    private final String key;
    /** The occurrence last made of it: the same while its count and evidence are (evidence only grows). */
    private FeatureSet.Occurrence made;

    Tally(String key, Feature first) {
      this.key = key;
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
  /** Lines per block of {@link #seenIn}. */
  private static final int BLOCK_BITS = 10;
  /**
   * The tallies by the block of lines ({@code line >> BLOCK_BITS}) they were last seen in: a tally
   * is in the list of its block (and may still be in those of blocks it was seen in before), so a
   * forget reads only the blocks before its line, not every tally a window holds.
   */
  private final java.util.TreeMap<Long, List<Tally>> seenIn = new java.util.TreeMap<>();
  /** A tally was taken from another set ({@link #add(FeatureSet, FeatureBudget)}), not seen on a line. */
  private boolean merged;
  /** {@link #seenIn} is kept: since the first forget, unless a merge came before it. */
  private boolean indexed;

  /** The tally of {@code key}, or null. */
  Tally get(String key) {
    return byKey.get(key);
  }

  /** Tells each tally what is watched of it now ({@link ChangeCounts#watchOf}). */
  void watch(ChangeCounts counts) {
    byKey.values().forEach(t -> t.watch = counts.watchOf(t.first.type(), t.key));
  }

  /** A new tally for {@code key}, first seen as {@code first}. */
  Tally add(String key, Feature first) {
    Tally t = new Tally(key, first);
    byKey.put(key, t);
    return t;
  }

  /** {@code t} was seen on line {@code line}. */
  void seen(Tally t, long line) {
    t.lastLine = line;
    long b = line >> BLOCK_BITS;
    if (b != t.block && indexed) {
      t.block = b;
      seenIn.computeIfAbsent(b, k -> new ArrayList<>()).add(t);
    }
  }

  /** The tallies as occurrences, in the order first seen. */
  Map<String, FeatureSet.Occurrence> occurrences() {
    Map<String, FeatureSet.Occurrence> occ = new LinkedHashMap<>(byKey.size() * 4 / 3 + 1); // no rehash as it fills
    for (Map.Entry<String, Tally> e : byKey.entrySet()) {
      occ.put(e.getKey(), e.getValue().occurrence());
    }
    return occ;
  }

  /** Removes the tallies last seen before line {@code line}, each handed to {@code forgotten}. */
  void forgetOlderThan(long line, Consumer<Tally> forgotten) {
    if (!indexed) {
      // the first forget (or any after a merge: tallies taken from other sets were not seen on a
      // line) reads every tally; from then on the blocks are kept, for what forgets (a stream)
      Iterator<Map.Entry<String, Tally>> it = byKey.entrySet().iterator();
      while (it.hasNext()) {
        Tally t = it.next().getValue();
        if (t.lastLine < line) {
          it.remove();
          forgotten.accept(t);
        } else if (!merged) {
          t.block = t.lastLine >> BLOCK_BITS;
          seenIn.computeIfAbsent(t.block, k -> new ArrayList<>()).add(t);
        }
      }
      indexed = !merged;
      return;
    }
    long last = line >> BLOCK_BITS; // the block of the line itself: only part of it is older
    Iterator<Map.Entry<Long, List<Tally>>> blocks = seenIn.headMap(last, true).entrySet().iterator();
    while (blocks.hasNext()) {
      Map.Entry<Long, List<Tally>> e = blocks.next();
      long b = e.getKey();
      // a tally seen in a later block since is in that block's list: it is left to that one
      e.getValue().removeIf(t -> {
        if (t.block != b) {
          return true;
        }
        if (t.lastLine >= line) {
          return false;
        }
        byKey.remove(t.key);
        t.block = -1;
        forgotten.accept(t);
        return true;
      });
      if (e.getValue().isEmpty()) {
        blocks.remove();
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
        merged = true;
        indexed = false;
        seenIn.clear();
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
