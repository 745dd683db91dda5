package io.github.ascendtriage.internal.extract.automaton;

/**
 * The patterns one walk over a line's message bytes found ({@link AhoCorasick#walk}): where each
 * ends, relative to the message's start, its length and the mask it counts for, in the order the
 * walk met them (by end), and their masks' union. A recogniser told these (see {@code
 * LineContext#nextTriggerStart}) parses at its own triggers instead of searching the whole message for
 * them. Reused line after line by one scanner; not thread-safe.
 */
public final class TriggerHits {
  private int[] ends = new int[16];
  private int[] lengths = new int[16];
  private long[] masks = new long[16];
  private int count;
  private long union;
  private long owner = -1L; // whose triggers owned() answers for: the running recogniser's bit

  /** Forgets what was found (a walk does this itself). */
  public void clear() {
    count = 0;
    union = 0;
  }

  void add(int end, int length, long mask) {
    if (count == ends.length) {
      ends = java.util.Arrays.copyOf(ends, 2 * count);
      lengths = java.util.Arrays.copyOf(lengths, 2 * count);
      masks = java.util.Arrays.copyOf(masks, 2 * count);
    }
    ends[count] = end;
    lengths[count] = length;
    masks[count++] = mask;
    union |= mask;
  }

  /** The union of the masks of the patterns found; 0 when none was. */
  public long union() {
    return union;
  }

  /** How many patterns were found (a pattern found at two ends counts twice). */
  public int size() {
    return count;
  }

  /** Makes {@link #nextStart} answer for the patterns of mask {@code bit} (the scanner's, per recogniser). */
  public void owner(long bit) {
    owner = bit;
  }

  /**
   * The smallest start, not below {@code from}, of a pattern found whose mask shares a bit with
   * {@link #owner}'s; -1 when there is none. A start is the end less the pattern's length: exact
   * for a pattern without a space (a folded space may stand for a run of them in the text).
   */
  public int nextStart(int from) {
    int best = -1;
    for (int k = 0; k < count; k++) {
      int start = ends[k] - lengths[k] + 1;
      if ((masks[k] & owner) != 0 && start >= from && (best < 0 || start < best)) {
        best = start;
      }
    }
    return best;
  }
}
