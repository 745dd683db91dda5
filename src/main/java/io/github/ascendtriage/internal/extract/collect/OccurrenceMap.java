package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.FeatureType;
import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The occurrences of one snapshot of a {@link FeatureTallies}, by key in the order first seen,
 * sharing with the snapshots before and after it what did not change (issue 38): the keys by slot
 * and the index of their slots, which only grow between two compactions ({@link OccurrenceSlots}),
 * are the tallies' own; a snapshot owns only its array of occurrences by slot (null where no key
 * was live when it was made) and its token keys. A slot's key never changes, so a slot this
 * snapshot holds reads the same key however the tallies grew since. Immutable, so thread-safe:
 * the shared index is a concurrent map that only gains entries, and a key's entry lists every slot
 * it had, newest first (a key forgotten and seen again gets a new slot at the end, as a linked
 * map would put it there).
 */
final class OccurrenceMap extends AbstractMap<String, FeatureSet.Occurrence> {
  /** A slot a key had, and the one it had before (null for none). */
  record Slot(int at, Slot older) {}

  private final String[] keys; // shared; only slots below occ.length are read
  private final FeatureSet.Occurrence[] occ; // this snapshot's own
  private final Map<String, Slot> index; // shared; a key's slots, newest first
  private final int size;
  private final List<String> tokenKeys;
  private final Set<FeatureType> types;

  OccurrenceMap(String[] keys, FeatureSet.Occurrence[] occ, Map<String, Slot> index, int size, List<String> tokenKeys,
      Set<FeatureType> types) {
    this.keys = keys;
    this.occ = occ;
    this.index = index;
    this.size = size;
    this.tokenKeys = tokenKeys;
    this.types = types;
  }

  /** The keys of the token types, in the order first seen (what {@link FeatureSet#tokenKeys()} gives). */
  List<String> tokenKeys() {
    return tokenKeys;
  }

  /** The types of the features held (what {@link FeatureSet#hasType} reads). */
  Set<FeatureType> types() {
    return types;
  }

  @Override
  public FeatureSet.Occurrence get(Object key) {
    for (Slot s = index.get(key); s != null; s = s.older()) {
      if (s.at() < occ.length && occ[s.at()] != null) {
        return occ[s.at()]; // a key is live in one slot at most: its older ones were emptied when it went
      }
    }
    return null;
  }

  @Override
  public boolean containsKey(Object key) {
    return get(key) != null;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Set<Map.Entry<String, FeatureSet.Occurrence>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public Iterator<Map.Entry<String, FeatureSet.Occurrence>> iterator() {
        return new Slots<>(i -> new AbstractMap.SimpleImmutableEntry<>(keys[i], occ[i]));
      }

      @Override
      public int size() {
        return size;
      }
    };
  }

  @Override
  public Set<String> keySet() {
    return new AbstractSet<>() {
      @Override
      public Iterator<String> iterator() {
        return new Slots<>(i -> keys[i]);
      }

      @Override
      public boolean contains(Object o) {
        return containsKey(o);
      }

      @Override
      public int size() {
        return size;
      }
    };
  }

  @Override
  public Collection<FeatureSet.Occurrence> values() {
    return new AbstractCollection<>() {
      @Override
      public Iterator<FeatureSet.Occurrence> iterator() {
        return new Slots<>(i -> occ[i]);
      }

      @Override
      public int size() {
        return size;
      }
    };
  }

  /** The live slots in order, each read as {@code at} makes it. */
  private final class Slots<T> implements Iterator<T> {
    private final IntFunction<T> at;
    private int next = advance(0);

    Slots(IntFunction<T> at) {
      this.at = at;
    }

    private int advance(int from) {
      int i = from;
      while (i < occ.length && occ[i] == null) {
        i++;
      }
      return i;
    }

    @Override
    public boolean hasNext() {
      return next < occ.length;
    }

    @Override
    public T next() {
      if (next >= occ.length) {
        throw new NoSuchElementException();
      }
      T t = at.apply(next);
      next = advance(next + 1);
      return t;
    }
  }
}
