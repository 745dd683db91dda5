package io.github.ascendtriage.internal.extract.automaton;

/**
 * Makes {@link AhoCorasick}'s failure links and its dense ASCII rows. Every entry of a row is
 * written as the scan reads it (its target's code, complemented when a pattern ends there) at
 * once: a row is its failure target's row, whose entries are already in that form, copied in
 * bulk, with the state's own children written over it. So a start does work in the number of
 * states, not in the number of entries (a million for the built-in phrases, which a start used to
 * walk entry by entry to flag them: most of the automaton's build, run 2026-12-05-cold18). Keeping
 * the rows themselves in the derived cache was measured and costs more than this (eight MB to read
 * and convert). Stateless.
 */
final class AsciiRows {
  private AsciiRows() {}

  /**
   * The failure link of each state of {@code t}: the state of the longest proper suffix of its
   * prefix that is in the trie, the root for none. {@code rootNext} is the root's child by char (0
   * for none).
   */
  static int[] failureLinks(PhraseTrie t, int[] rootNext) {
    int[] fail = new int[t.size];
    for (int s = 1; s < t.size; s++) { // breadth-first: a state's parent and shallower states come first
      int p = t.parent[s];
      if (p == 0) {
        continue; // one char deep: the root
      }
      char c = t.label[s];
      int f = fail[p];
      while (true) {
        int g = f == 0 ? rootNext[c] : t.child(f, c);
        if (f == 0 || g >= 0) {
          fail[s] = g;
          break;
        }
        f = fail[f];
      }
    }
    return fail;
  }

  /** The nearest state on each state's failure chain where a pattern ends (0 for none), from {@code own} and {@code fail}. */
  static int[] outLinks(int[] own, int[] fail) {
    int[] outLink = new int[own.length];
    for (int s = 1; s < own.length; s++) {
      int f = fail[s];
      outLink[s] = own[f] >= 0 ? f : outLink[f];
    }
    return outLink;
  }

  /** For each state, itself when a pattern ends there, else its {@code outLink}. */
  static int[] firstOuts(int[] own, int[] outLink) {
    int[] firstOut = new int[own.length];
    for (int s = 1; s < own.length; s++) {
      firstOut[s] = own[s] >= 0 ? s : outLink[s];
    }
    return firstOut;
  }

  /**
   * The rows of the first {@code denseRows} states, {@code classes} entries each, column {@code
   * asciiClass[c]} for an ASCII char {@code c} (not yet folded); entries are codes as {@link
   * AhoCorasick} reads them. {@code folded}: a state entered on a space stays on another space.
   */
  static int[] rows(PhraseTrie t, int[] fail, int[] firstOut, byte[] asciiClass, int classes, int denseRows, boolean folded) {
    char[] label = t.label;
    int[] firstChild = t.firstChild;
    int[] ascii = new int[denseRows * classes];
    // the root's row from its children (column 0, a character no pattern uses, stays the root: 0)
    for (int g = firstChild[0]; g < firstChild[1]; g++) {
      if (label[g] < 128) {
        ascii[asciiClass[label[g]]] = flagged(g, firstOut, classes, denseRows);
      }
    }
    // a state's failure target is shallower, so its row is done: copied, then the children written over
    for (int s = 1; s < denseRows; s++) {
      System.arraycopy(ascii, fail[s] * classes, ascii, s * classes, classes);
      for (int g = firstChild[s]; g < firstChild[s + 1]; g++) {
        if (label[g] < 128) {
          ascii[s * classes + asciiClass[label[g]]] = flagged(g, firstOut, classes, denseRows);
        }
      }
    }
    // after all copies, so no row takes another's loop on a space
    int space = folded ? asciiClass[' '] : 0;
    if (space != 0) {
      for (int s = 1; s < denseRows; s++) {
        if (label[s] == ' ') {
          ascii[s * classes + space] = s * classes;
        }
      }
    }
    return ascii;
  }

  /** The code of state {@code s} (its row's offset, or past the rows), complemented when a pattern ends at s or on its failure chain. */
  static int flagged(int s, int[] firstOut, int classes, int denseRows) {
    int code = s < denseRows ? s * classes : denseRows * classes + s - denseRows;
    return firstOut[s] != 0 ? ~code : code;
  }
}
