package io.github.ascendtriage.internal.extract.automaton;

import java.util.BitSet;
import java.util.function.Consumer;

/**
 * The folded walk of a message's ASCII bytes ({@link AhoCorasick#walk}): the phrases found, once
 * each, and the triggers with their ends. Each step of one cursor is a row read that waits for the
 * one before, in a table of megabytes for the gate's loud automaton (run 2026-12-07-quiet36), so a
 * long message is walked as two halves by two cursors in one loop and their reads overlap, the way
 * {@link NoMatchCheck} proves a quiet line. The second cursor starts from the root on the first char
 * past the middle that does not fold to a space, so it finds every match that starts there or later
 * and none that starts before; the first goes on past the middle while its state is deeper than the
 * chars read since the middle (a match begun before the middle may still be in progress), keeping
 * there only the matches longer than the folded chars since the middle, which the second cannot
 * see. The state-machine facts behind it are the standard ones for a split Aho-Corasick scan: a
 * state stands for the longest suffix of the text read that is a prefix of a pattern, and every
 * pattern ending at a char is on that state's output chain. What each cursor meets is kept, then
 * put in the one cursor's order (by end; at one end, longer first) before any rule is applied, so
 * what is reported and in which order is exactly what one cursor reports ({@code ByteWalkTest}). A
 * short message, one with a byte outside ASCII, or a walk without trigger hits to keep the matches
 * in is walked by one cursor. Immutable, so thread-safe; the matches are kept in the caller's
 * {@link TriggerHits}.
 */
final class ByteWalk {
  /** Shorter messages are walked by one cursor. */
  static final int MIN_BYTES = 32;

  private final AhoCorasick automaton; // a state without a row is stepped by it
  private final int[] ascii;
  private final byte[] asciiClass;
  private final int classes;
  private final int denseRows;
  private final int denseEnd;
  private final int[] firstOut;
  private final int[] outLink;
  private final int[] own;
  private final int[] length; // by pattern, in folded chars
  private final int[] depth; // by state
  private final boolean[] wordStart;
  private final boolean[] maskWordStart;
  private final boolean[] silent;
  private final String[] patterns;
  private final boolean[] space = new boolean[128];

  ByteWalk(AhoCorasick automaton, int[] ascii, byte[] asciiClass, int classes, int denseRows, int[] firstOut,
      int[] outLink, int[] own, int[] depth, String[] patterns, boolean[] wordStart, boolean[] maskWordStart,
      boolean[] silent) {
    this.automaton = automaton;
    this.ascii = ascii;
    this.asciiClass = asciiClass;
    this.classes = classes;
    this.denseRows = denseRows;
    this.denseEnd = denseRows * classes;
    this.firstOut = firstOut;
    this.outLink = outLink;
    this.own = own;
    this.depth = depth;
    this.patterns = patterns;
    this.wordStart = wordStart;
    this.maskWordStart = maskWordStart;
    this.silent = silent;
    this.length = new int[patterns.length];
    for (int p = 0; p < patterns.length; p++) {
      length[p] = patterns[p].length();
    }
    for (char c = 0; c < 128; c++) {
      space[c] = FoldedChars.fold(c) == ' ';
    }
  }

  /** As {@link AhoCorasick#walk}. */
  boolean walk(byte[] text, int from, int n, Consumer<String> found, long[] masks, TriggerHits out) {
    if (out != null) {
      out.clear();
    }
    int i = from;
    while (masks == null && i < n && text[i] >= 0 && space[text[i]]) {
      i++; // as the char scan drops a leading run of white space when it only reports
    }
    return out == null || n - i < MIN_BYTES || !paired(text, from, i, n, out) ? single(text, from, i, n, found, masks, out)
        : reportKept(text, from, found, masks, out);
  }

  /** One cursor over {@code text[i, n)}, reporting as it goes. */
  boolean single(byte[] text, int from, int i, int n, Consumer<String> found, long[] masks, TriggerHits out) {
    int at = 0;
    BitSet reported = null;
    for (; i < n; i++) {
      byte c = text[i];
      if (c < 0) {
        return false;
      }
      int v = step(at, c);
      if (v >= 0) {
        at = v;
        continue;
      }
      at = ~v;
      reported = report(text, from, i, at, 0, found, masks, out, reported);
    }
    return true;
  }

  /**
   * Two cursors over {@code text[i, n)}, the matches kept in {@code out}'s lists (the first
   * cursor's with the least length that counts); false, with nothing reported, at a byte outside
   * ASCII or where the halves cannot be split (then one cursor walks).
   */
  private boolean paired(byte[] text, int from, int i, int n, TriggerHits out) {
    int mid = NoMatchCheck.secondStart(text, i, n, space);
    if (mid < 0) {
      return false;
    }
    out.keepClear();
    int atA = 0;
    int atB = 0;
    int half = Math.min(mid - i, n - mid);
    for (int k = 0; k < half; k++) {
      byte ca = text[i + k];
      byte cb = text[mid + k];
      if ((ca | cb) < 0) {
        return false;
      }
      int va = step(atA, ca);
      int vb = step(atB, cb);
      if ((va | vb) < 0) {
        if (va < 0) {
          out.keepFirst(i + k, va = ~va, 0);
        }
        if (vb < 0) {
          out.keepSecond(mid + k, vb = ~vb);
        }
      }
      atA = va;
      atB = vb;
    }
    if (rest(text, mid + half, n, atB, out, false) < 0 || (atA = rest(text, i + half, mid, atA, out, true)) < 0) {
      return false;
    }
    // past the middle: read counts the chars that are not spaces (a run of spaces may fold to one char, so it
    // is at most the folded count), folded counts the folded chars exactly (text[mid] is not a space)
    for (int read = 0, folded = 0, j = mid; j < n && depth[state(atA)] > read; j++) {
      byte c = text[j];
      boolean sp = space[c];
      read += sp ? 0 : 1;
      folded += sp && space[text[j - 1]] ? 0 : 1;
      int v = step(atA, c);
      if (v < 0) {
        out.keepFirst(j, v = ~v, folded + 1);
      }
      atA = v;
    }
    return true;
  }

  /**
   * One cursor over {@code text[i, end)} from the code {@code at}, its matches kept as the first
   * or the second cursor's (all of them count): the code it ends on, or -1 at a byte outside ASCII.
   */
  private int rest(byte[] text, int i, int end, int at, TriggerHits out, boolean first) {
    for (; i < end; i++) {
      byte c = text[i];
      if (c < 0) {
        return -1;
      }
      int v = step(at, c);
      if (v < 0) {
        v = ~v;
        if (first) {
          out.keepFirst(i, v, 0);
        } else {
          out.keepSecond(i, v);
        }
      }
      at = v;
    }
    return at;
  }

  /** The flagged code the walk goes to from the code {@code at} on the ASCII byte {@code c}. */
  private int step(int at, byte c) {
    return at < denseEnd ? ascii[at + asciiClass[c]] : automaton.next(at, (char) c);
  }

  /** The kept matches of both cursors in one cursor's order, each put through the rules. */
  private boolean reportKept(byte[] text, int from, Consumer<String> found, long[] masks, TriggerHits out) {
    int[] first = out.firstKept();
    int[] second = out.secondKept();
    int firstEnd = out.firstKeptSize();
    int secondEnd = out.secondKeptSize();
    BitSet reported = null;
    int x = 0;
    int y = 0;
    while (x < firstEnd || y < secondEnd) {
      // at one end the first cursor's matches are the longer ones (they begin before the middle)
      if (y >= secondEnd || x < firstEnd && first[x] <= second[y]) {
        reported = report(text, from, first[x], first[x + 1], first[x + 2], found, masks, out, reported);
        x += 3;
      } else {
        reported = report(text, from, second[y], second[y + 1], 0, found, masks, out, reported);
        y += 2;
      }
    }
    return true;
  }

  /**
   * The rules for the patterns of at least {@code least} chars ending at {@code text[i]} in the
   * state of {@code code}: a trigger (non-zero mask) to {@code out}, a phrase to {@code found} once.
   */
  private BitSet report(byte[] text, int from, int i, int code, int least, Consumer<String> found, long[] masks,
      TriggerHits out, BitSet reported) {
    for (int t = firstOut[state(code)]; t != 0; t = outLink[t]) {
      int p = own[t];
      int len = length[p];
      if (len < least) {
        break; // the chain goes from the longest pattern to shorter ones
      }
      if (masks != null && masks[p] != 0 && !(maskWordStart[p] && !FoldedChars.startOk(text, from, i, len))) {
        out.add(i - from, len, masks[p]);
      }
      if (found == null || silent[p] || (reported != null && reported.get(p))
          || (wordStart[p] && !FoldedChars.startOk(text, from, i, len))) {
        continue;
      }
      reported = reported == null ? new BitSet() : reported;
      reported.set(p);
      found.accept(patterns[p]);
    }
    return reported;
  }

  private int state(int code) {
    return code < denseEnd ? code / classes : denseRows + code - denseEnd;
  }
}
