package io.github.ascendtriage.internal.codes;

/**
 * A set of longs without boxing, for the per-token "is this a known value" check on the hot path.
 *
 * <p>Immutable after construction and thread-safe.
 */
final class LongSet {
  private static final long EMPTY = Long.MIN_VALUE;
  static final LongSet EMPTY_SET = new LongSet(java.util.List.of());
  private final long[] table;
  private final int mask;
  private final boolean hasEmpty;

  LongSet(Iterable<Long> values) {
    int n = 0;
    boolean empty = false;
    for (long v : values) {
      n++;
      empty |= v == EMPTY;
    }
    int cap = Integer.highestOneBit(Math.max(4, n * 2 - 1)) << 1;
    table = new long[cap];
    java.util.Arrays.fill(table, EMPTY);
    mask = cap - 1;
    hasEmpty = empty;
    for (long v : values) {
      if (v != EMPTY) {
        int i = slot(v);
        while (table[i] != EMPTY && table[i] != v) {
          i = (i + 1) & mask;
        }
        table[i] = v;
      }
    }
  }

  boolean contains(long v) {
    if (v == EMPTY) {
      return hasEmpty;
    }
    for (int i = slot(v); ; i = (i + 1) & mask) {
      long t = table[i];
      if (t == v) {
        return true;
      }
      if (t == EMPTY) {
        return false;
      }
    }
  }

  private int slot(long v) {
    long h = v * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 40) & mask;
  }
}
