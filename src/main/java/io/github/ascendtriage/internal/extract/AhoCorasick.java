package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Consumer;

/**
 * A multi-pattern substring matcher over chars: linear in the text whatever the number of patterns,
 * with no backtracking, and memory linear in the pattern text. The trie is numbered breadth-first,
 * so the children of a state are one run of ids and a state is its label, its first child and its
 * failure link: a few ints per pattern char. Only the shallowest states, where log text spends
 * nearly all its time, also get a full row for ASCII with failure links resolved (within a fixed
 * budget); deeper states search their children and follow failure links. A scan of a caller's
 * char array allocates only a small list on a line's first reported match; a {@code CharSequence}
 * is copied into an array first. Immutable after construction, so thread-safe.
 */
final class AhoCorasick {
  /** Ints spent on the dense ASCII rows, whatever the number of patterns (4 MiB). */
  static final int DENSE_BUDGET = 1 << 20;

  private final int[] rootNext = new int[Character.MAX_VALUE + 1];
  private final char[] label; // the char on the edge into each state
  private final int[] firstChild; // children of s: ids firstChild[s] .. firstChild[s + 1] - 1
  private final int[] fail;
  private final int[] own; // the pattern ending exactly at each state, or -1
  private final int[] outLink; // the nearest state on the failure chain with a pattern; 0 for none
  private final int[] firstOut; // the state itself when a pattern ends there, else outLink: one read per char
  // rows for ASCII, failure links resolved: one array read per character of log text, which is
  // nearly all ASCII. Columns are the ASCII characters the patterns use (column 0: any other), so
  // a row is a few dozen entries and the hot rows stay in the cache
  private final int[] ascii;
  private final int denseRows;
  private final byte[] asciiClass = new byte[128];
  private final int classes;
  private final String[] patterns;
  // word-start rule: a pattern that starts with an ASCII letter or digit matches only where the
  // text has no letter or digit just before it, so "910a" is not found inside a hex number or a
  // longer word; the end is free, because case phrases often name a prefix ("aclnn" of
  // aclnnHcPreInvRms, "moedistributedispatch" of MoeDistributeDispatchV2). CJK and punctuation
  // starts match anywhere
  private final boolean[] wordStart;
  // patterns that only count for a mask (orMasks), never reported to a consumer
  private final boolean[] silent;
  // the tables this automaton was made from, or null when it built its own
  private final PhraseTables tables;

  /** Plain substring matching: every occurrence counts (ascend-fd patterns, anchors). */
  AhoCorasick(Collection<String> pats) {
    this(pats, null, List.of(), false);
  }

  /**
   * Matching with the word-start rule for case phrases.
   *
   * @param pats the patterns
   * @param substrings patterns exempt from the rule, matched anywhere, also inside words (markers
   *     such as {@code nccl} in {@code ProcessGroupNCCL})
   */
  static AhoCorasick wordStarts(Collection<String> pats, java.util.Set<String> substrings) {
    return new AhoCorasick(pats, java.util.Objects.requireNonNull(substrings, "substrings"), List.of(), true);
  }

  /** As {@link #wordStarts}, built at start even when {@link PhraseTables} has its tables (for the writer and tests). */
  static AhoCorasick wordStartsBuilt(Collection<String> pats, java.util.Set<String> substrings) {
    return new AhoCorasick(pats, java.util.Objects.requireNonNull(substrings, "substrings"), List.of(), false);
  }

  /**
   * As {@link #wordStarts}, plus {@code silent} patterns that are matched anywhere and only count
   * for {@link #scanFolded}'s mask (a pattern in both sets is reported and counts).
   */
  static AhoCorasick withSilent(Collection<String> pats, java.util.Set<String> substrings, Collection<String> silent) {
    return new AhoCorasick(pats, java.util.Objects.requireNonNull(substrings, "substrings"), silent, false);
  }

  /**
   * @param substrings null for plain substring matching of every pattern
   * @param precompiled whether to take the trie and failure links from {@link PhraseTables} when
   *     it has those of these patterns
   */
  private AhoCorasick(Collection<String> pats, java.util.Set<String> substrings, Collection<String> silentPats,
      boolean precompiled) {
    LinkedHashSet<String> all = new LinkedHashSet<>(pats);
    all.addAll(silentPats);
    all.remove("");
    this.patterns = all.toArray(new String[0]);
    java.util.Set<String> reported = new java.util.HashSet<>(pats);
    wordStart = new boolean[patterns.length];
    silent = new boolean[patterns.length];
    for (int i = 0; i < patterns.length; i++) {
      String p = patterns[i];
      silent[i] = !reported.contains(p);
      boolean whole = substrings != null && !substrings.contains(p) && !silent[i];
      wordStart[i] = whole && FoldedChars.wordChar(p.charAt(0));
    }
    tables = precompiled ? PhraseTables.builtInFor(patterns) : null;
    PhraseTrie t = tables == null ? PhraseTrie.build(patterns) : null;
    label = t != null ? t.label : tables.label;
    firstChild = t != null ? t.firstChild : tables.firstChild;
    own = t != null ? t.own : tables.own;
    int n = label.length;
    fail = t != null ? new int[n] : tables.fail.clone();
    outLink = new int[n];
    for (int s = firstChild[0]; s < firstChild[1]; s++) {
      rootNext[label[s]] = s;
    }
    int cls = 1;
    for (String p : patterns) {
      for (int i = 0; i < p.length(); i++) {
        char c = p.charAt(i);
        if (c < 128 && asciiClass[c] == 0) {
          asciiClass[c] = (byte) cls++;
        }
      }
    }
    classes = cls;
    denseRows = Math.max(1, Math.min(n, DENSE_BUDGET / classes));
    ascii = new int[denseRows * classes];
    // the root's row from its children (column 0, a character no pattern uses, stays 0)
    for (int g = firstChild[0]; g < firstChild[1]; g++) {
      if (label[g] < 128) {
        ascii[asciiClass[label[g]]] = g;
      }
    }
    // ids are breadth-first: a state's failure target is shallower, so its failure link and, for
    // a dense state, its row are already there; a state's failure target is where its parent's
    // failure target goes on its char, and its row is the failure target's row with its own
    // children written over it
    for (int s = 1; s < n; s++) {
      int f = t == null ? fail[s] : t.parent[s] == 0 ? 0 : step(fail[t.parent[s]], label[s]);
      fail[s] = f;
      outLink[s] = own[f] >= 0 ? f : outLink[f];
      if (s < denseRows) {
        System.arraycopy(ascii, f * classes, ascii, s * classes, classes);
        for (int g = firstChild[s]; g < firstChild[s + 1]; g++) {
          if (label[g] < 128) {
            ascii[s * classes + asciiClass[label[g]]] = g;
          }
        }
      }
    }
    firstOut = new int[n];
    for (int s = 1; s < n; s++) {
      firstOut[s] = own[s] >= 0 ? s : outLink[s];
    }
  }

  /** The child of {@code s} on {@code c}, or -1. */
  private int child(int s, char c) {
    int lo = firstChild[s];
    int hi = firstChild[s + 1] - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      char m = label[mid];
      if (m < c) {
        lo = mid + 1;
      } else if (m > c) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -1;
  }

  boolean isEmpty() {
    return patterns.length == 0;
  }

  private int step(int s, char c) {
    boolean asc = c < 128;
    while (true) {
      if (asc && s < denseRows) {
        return ascii[s * classes + asciiClass[c]];
      }
      if (s == 0) {
        return rootNext[c];
      }
      int g = child(s, c);
      if (g >= 0) {
        return g;
      }
      s = fail[s];
    }
  }

  /** Calls {@code found} once per distinct pattern occurring in {@code text}. */
  void forEachMatch(String text, Consumer<String> found) {
    scan(text, 0, false, found, null);
  }

  /**
   * As {@link #forEachMatch} on {@code PhraseNormalizer.normalize(text)}, folding on the fly
   * instead of building the folded string.
   */
  void forEachMatchFolded(CharSequence text, Consumer<String> found) {
    scan(text, 0, true, found, null);
  }

  /**
   * One folded pass over {@code text} from index {@code from} on (as if the text began there) that
   * does both: reports the (non-silent) patterns to {@code found}, as {@link #forEachMatchFolded},
   * and returns the union of {@code masks} over all patterns that occur.
   */
  long scanFolded(CharSequence text, int from, Consumer<String> found, long[] masks) {
    return scan(text, from, true, found, masks);
  }

  /**
   * As {@link #scanFolded} over {@code chars[from, n)} (a line's message copied out by the caller,
   * whose buffer it is), as if the text began at {@code from}: the loop then reads an array
   * instead of calling {@code charAt}.
   */
  long scanFolded(char[] chars, int from, int n, Consumer<String> found, long[] masks) {
    return scan(chars, from, n, true, found, masks);
  }

  /** The trie and failure links, as {@link PhraseTables} keeps them: the very tables when it was made from them. */
  PhraseTables tables() {
    return tables != null ? tables : new PhraseTables(patterns.clone(), label.clone(), firstChild.clone(), own.clone(), fail.clone());
  }

  /** The patterns, in the order {@code masks} are indexed by: duplicates and empty ones removed. */
  List<String> patterns() {
    return List.of(patterns);
  }

  /** Reports each distinct pattern to {@code found}, or with {@code masks} returns their union. */
  private long scan(CharSequence text, int from, boolean fold, Consumer<String> found, long[] masks) {
    int n = text.length();
    if (from >= n) {
      return 0;
    }
    char[] chars = new char[n - from];
    if (text instanceof String str) {
      str.getChars(from, n, chars, 0);
    } else {
      for (int i = from; i < n; i++) {
        chars[i - from] = text.charAt(i);
      }
    }
    return scan(chars, 0, chars.length, fold, found, masks);
  }

  private long scan(char[] text, int from, int n, boolean fold, Consumer<String> found, long[] masks) {
    long union = 0;
    int s = 0;
    int[] reported = null; // the patterns reported so far (a line holds few)
    int count = 0;
    // runs of white space become one space; a leading run is dropped, except for masks (literals
    // may start with a space; no phrase does, so the phrases found stay the same)
    boolean space = masks == null;
    for (int i = from; i < n; i++) {
      char c = text[i];
      if (fold) {
        c = FoldedChars.fold(c);
        if (c == ' ') {
          if (space) {
            continue;
          }
          space = true;
        } else {
          space = false;
        }
      }
      s = c < 128 && s < denseRows ? ascii[s * classes + asciiClass[c]] : step(s, c);
      for (int t = firstOut[s]; t != 0; t = outLink[t]) {
        int p = own[t];
        if (masks != null) {
          union |= masks[p];
        }
        if (found == null || silent[p] || contains(reported, count, p)
            || (wordStart[p] && !FoldedChars.startOk(text, from, i, fold, patterns[p].length()))) {
          continue;
        }
        if (reported == null || count == reported.length) {
          reported = reported == null ? new int[8] : java.util.Arrays.copyOf(reported, 2 * count);
        }
        reported[count++] = p;
        found.accept(patterns[p]);
      }
    }
    return union;
  }

  private static boolean contains(int[] a, int n, int p) {
    for (int i = 0; i < n; i++) {
      if (a[i] == p) {
        return true;
      }
    }
    return false;
  }
}
