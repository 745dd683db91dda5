package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.codes.CodeHit;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The catalogued codes of one collector: one entry per distinct code (or ambiguous candidate set),
 * first-seen order, at most {@link #MAX_CODES} of them and {@link FeatureCollector#MAX_EVIDENCE}
 * evidence lines each. Not thread-safe; owned by its {@link FeatureCollector}.
 */
final class CodeTally {
  /** The most distinct codes kept; later new ones are dropped (and the set marked truncated). */
  static final int MAX_CODES = 1_024;

  /** A code while it is counted: its first hit, and where and how often it was seen. */
  private static final class Entry {
    final CodeHit hit;
    final List<Evidence> evidence = new ArrayList<>(2);
    long count;
    long lastLine;

    Entry(CodeHit hit) {
      this.hit = hit;
    }
  }

  private final Map<String, Entry> byKey = new LinkedHashMap<>();
  /** Counts up when a code came or was forgotten: what the layer reasoning reads of the codes moved. */
  long moved;
  private final ChangeCounts counts;

  CodeTally(ChangeCounts counts) {
    this.counts = counts;
  }

  /**
   * Counts a hit seen on line {@code ev}; false when the cap is reached and a new code was dropped.
   */
  boolean add(CodeHit hit, Evidence ev) {
    String key = hit.key();
    Entry e = byKey.get(key);
    if (e == null) {
      if (byKey.size() >= MAX_CODES) {
        return false;
      }
      e = new Entry(hit);
      byKey.put(key, e);
      moved++;
      counts.codeMoved(hit.text());
    }
    e.count++;
    e.lastLine = ev.line();
    if (e.evidence.size() < FeatureCollector.MAX_EVIDENCE && !e.evidence.contains(ev)) {
      e.evidence.add(ev);
    }
    return true;
  }

  /** Adds another part's codes after this one's; the number of occurrences dropped at the cap. */
  long add(List<CodeOccurrence> other) {
    long dropped = 0;
    for (CodeOccurrence o : other) {
      Entry e = byKey.get(o.key());
      if (e == null) {
        if (byKey.size() >= MAX_CODES) {
          dropped += o.count();
          continue;
        }
        e = new Entry(o.hit());
        byKey.put(o.key(), e);
        moved++;
      }
      e.count += o.count();
      for (Evidence ev : o.evidence()) {
        if (e.evidence.size() >= FeatureCollector.MAX_EVIDENCE) {
          break;
        }
        e.evidence.add(ev);
      }
    }
    return dropped;
  }

  /** Forgets codes not seen since line {@code line} (streaming windows). */
  void forgetOlderThan(long line) {
    Iterator<Entry> it = byKey.values().iterator();
    while (it.hasNext()) {
      Entry e = it.next();
      if (e.lastLine < line) {
        it.remove();
        moved++;
        counts.codeMoved(e.hit.text());
      }
    }
  }

  List<CodeOccurrence> freeze() {
    List<CodeOccurrence> out = new ArrayList<>(byKey.size());
    for (Entry e : byKey.values()) {
      out.add(new CodeOccurrence(e.hit, e.evidence, e.count));
    }
    return out;
  }
}
