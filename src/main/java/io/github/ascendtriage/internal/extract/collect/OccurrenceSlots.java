package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.FeatureType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tallies of a {@link FeatureTallies} by slot, for snapshots that copy only what moved (issue
 * 38: a live stream's window holds thousands of values, and each ranking and assembly took a
 * snapshot that put every one in a new map). A new tally takes the next slot; a forgotten one
 * empties its slot; a tally whose count or evidence moved is marked and only its occurrence is
 * made again at the next {@link #snapshot}, which then copies one array of references and shares
 * the keys and their index ({@link OccurrenceMap}). When the emptied slots outnumber the live ones,
 * the next snapshot starts new arrays and a new index with the live tallies in order (the old ones
 * stay with the snapshots that hold them). Not thread-safe; owned by its {@link FeatureTallies}.
 */
final class OccurrenceSlots {
  private static final FeatureType[] TYPES = FeatureType.values();
  private String[] keys = new String[64];
  private FeatureSet.Occurrence[] occ = new FeatureSet.Occurrence[64];
  private Map<String, OccurrenceMap.Slot> index = new ConcurrentHashMap<>();
  private int used; // slots taken since the last compaction
  private int live;
  private int[] tokenSlots = new int[16];
  private int tokens;
  private final int[] byType = new int[TYPES.length]; // live tallies per type
  private final List<FeatureTallies.Tally> marked = new ArrayList<>();
  private OccurrenceMap last; // the last snapshot, given again while nothing moved
  private boolean moved;

  /** A new tally takes the next slot. */
  void add(FeatureTallies.Tally t) {
    if (used == keys.length) {
      keys = Arrays.copyOf(keys, used * 2); // a new array: snapshots keep reading the old one
      occ = Arrays.copyOf(occ, used * 2);
    }
    place(t, used++);
    live++;
    byType[t.first.type().ordinal()]++;
  }

  private void place(FeatureTallies.Tally t, int slot) {
    t.slot = slot;
    keys[slot] = t.key;
    index.put(t.key, new OccurrenceMap.Slot(slot, index.get(t.key)));
    if (!t.first.type().isValue()) {
      if (tokens == tokenSlots.length) {
        tokenSlots = Arrays.copyOf(tokenSlots, tokens * 2);
      }
      tokenSlots[tokens++] = slot;
    }
    moved(t);
  }

  /** The count or evidence of {@code t} moved: its occurrence is made again at the next snapshot. */
  void moved(FeatureTallies.Tally t) {
    if (!t.marked) {
      t.marked = true;
      marked.add(t);
    }
    moved = true;
  }

  /** {@code t} was forgotten: its slot is empty from the next snapshot on. */
  void remove(FeatureTallies.Tally t) {
    occ[t.slot] = null;
    t.slot = -1;
    live--;
    byType[t.first.type().ordinal()]--;
    moved = true;
  }

  /**
   * The live tallies as occurrences, in the order first seen; {@code inOrder} are the same tallies
   * in that order (read only when the slots are compacted).
   */
  OccurrenceMap snapshot(Collection<FeatureTallies.Tally> inOrder) {
    if (used > 2 * live + 64) {
      compact(inOrder);
    }
    for (FeatureTallies.Tally t : marked) {
      t.marked = false;
      if (t.slot >= 0) {
        occ[t.slot] = t.occurrence();
      }
    }
    marked.clear();
    if (last == null || moved) {
      List<String> tokenKeys = new ArrayList<>();
      for (int i = 0; i < tokens; i++) {
        if (occ[tokenSlots[i]] != null) {
          tokenKeys.add(keys[tokenSlots[i]]);
        }
      }
      Set<FeatureType> types = EnumSet.noneOf(FeatureType.class);
      for (FeatureType type : TYPES) {
        if (byType[type.ordinal()] > 0) {
          types.add(type);
        }
      }
      last = new OccurrenceMap(keys, Arrays.copyOf(occ, used), index, live, List.copyOf(tokenKeys),
          Collections.unmodifiableSet(types));
      moved = false;
    }
    return last;
  }

  /** New arrays and a new index holding the live tallies only, in order. */
  private void compact(Collection<FeatureTallies.Tally> inOrder) {
    int room = Math.max(64, Integer.highestOneBit(Math.max(1, live)) * 2);
    keys = new String[room];
    occ = new FeatureSet.Occurrence[room];
    index = new ConcurrentHashMap<>();
    used = 0;
    tokens = 0;
    for (FeatureTallies.Tally t : inOrder) {
      place(t, used++); // marked: its occurrence is put in the new array below
    }
  }
}
