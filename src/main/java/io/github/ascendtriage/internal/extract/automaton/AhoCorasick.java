package io.github.ascendtriage.internal.extract.automaton;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A multi-pattern substring matcher over chars: linear in the text whatever the number of patterns,
 * with no backtracking, and memory linear in the pattern text. The trie is numbered breadth-first,
 * so the children of a state are one run of ids and a state is its label, its first child and its
 * failure link: a few ints per pattern char. Only the shallowest states, where log text spends
 * nearly all its time, also get a full row for ASCII with failure links resolved (within a fixed
 * budget); deeper states search their children and follow failure links. An automaton is plain
 * (the constructor) or folded ({@link #wordStarts}, {@link #withSilent}), and refuses the other
 * scan. A scan of an array allocates only on a first match. Immutable, so thread-safe.
 */
public final class AhoCorasick {
  /** Ints spent on the dense ASCII rows, whatever the number of patterns (4 MiB). */
  static final int DENSE_BUDGET = 1 << 20;

  private final int[] rootNext = new int[Character.MAX_VALUE + 1];
  private final PhraseTrie trie; // labels; the children of a state without a row are searched
  private final int[] fail;
  private final int[] own; // the pattern ending exactly at each state, or -1
  private final int[] outLink; // the nearest state on the failure chain with a pattern; 0 for none
  private final int[] firstOut; // the state itself when a pattern ends there, else outLink: one read per char
  // rows for ASCII, failure links resolved: one array read per character of log text, which is nearly all ASCII.
  // Columns are the ASCII characters the patterns use (column 0: any other), so a row is a few dozen entries and the
  // hot rows stay in the cache. An entry is its target's code, complemented when a pattern ends there. A folded
  // automaton folds in its tables: an ASCII char has its folded char's class; a state entered on a space stays on another space
  private final int[] ascii;
  private final int denseRows;
  private final int denseEnd; // denseRows * classes: codes from here on are states without a row
  private final byte[] asciiClass = new byte[128];
  private final int classes;
  private final String[] patterns;
  // word-start rule: a pattern that starts with an ASCII letter or digit matches only where no letter or digit
  // comes just before, so "910a" is not found inside a hex number; the end is free, as case phrases often name a
  // prefix ("aclnn" of aclnnHcPreInvRms). CJK and punctuation starts match anywhere. Reporting a pattern and its
  // mask have each their own (a phrase that is also a trigger keeps the trigger's rule for its mask)
  private final boolean[] wordStart;
  private final boolean[] maskWordStart;
  private final boolean[] silent; // patterns that only count for a mask (orMasks), never reported to a consumer
  private final boolean folded; // scanned folded only (phrases and gate literals)
  private final NoMatchCheck check; // null unless every state has a row

  /** Plain substring matching: every occurrence counts (ascend-fd patterns, anchors). */
  public AhoCorasick(Collection<String> pats) {
    this(pats, null, List.of(), Set.of(), false);
  }

  /**
   * Matching with the word-start rule for case phrases; {@code substrings} are exempt from it and
   * matched anywhere, also inside words (markers such as {@code nccl} in {@code ProcessGroupNCCL}).
   */
  public static AhoCorasick wordStarts(Collection<String> pats, Set<String> substrings) {
    return new AhoCorasick(pats, java.util.Objects.requireNonNull(substrings, "substrings"), List.of(), Set.of(), true);
  }

  /** As {@link #wordStarts}, built at start even when {@link PhraseTables} has its tables (for the writer and tests). */
  static AhoCorasick wordStartsBuilt(Collection<String> pats, Set<String> substrings) {
    return new AhoCorasick(pats, java.util.Objects.requireNonNull(substrings, "substrings"), List.of(), Set.of(), false);
  }

  /** As {@link #wordStarts}, plus {@code silent} patterns that only count for {@link #scanFolded}'s mask (those of {@code atWordStart} at a word start). */
  public static AhoCorasick withSilent(Collection<String> pats, Set<String> substrings, Collection<String> silent, Set<String> atWordStart) {
    return new AhoCorasick(pats, java.util.Objects.requireNonNull(substrings, "substrings"), silent, atWordStart, true);
  }

  /** {@code substrings} null: plain matching; {@code precompiled}: the trie from {@link PhraseTables} if it has these patterns'. */
  private AhoCorasick(Collection<String> pats, Set<String> substrings, Collection<String> silentPats,
      Set<String> silentAtWordStart, boolean precompiled) {
    LinkedHashSet<String> all = new LinkedHashSet<>(pats);
    all.addAll(silentPats);
    all.remove("");
    this.patterns = all.toArray(new String[0]);
    Set<String> reported = new java.util.HashSet<>(pats);
    wordStart = new boolean[patterns.length];
    maskWordStart = new boolean[patterns.length];
    silent = new boolean[patterns.length];
    boolean[] passOver = new boolean[patterns.length]; // found off a word start, it counts for nothing
    for (int i = 0; i < patterns.length; i++) {
      String p = patterns[i];
      silent[i] = !reported.contains(p);
      wordStart[i] = substrings != null && !substrings.contains(p) && !silent[i] && FoldedChars.wordChar(p.charAt(0));
      maskWordStart[i] = silentAtWordStart.contains(p) && FoldedChars.wordChar(p.charAt(0));
      passOver[i] = (silent[i] || wordStart[i]) && (maskWordStart[i] || silentPats.isEmpty() && substrings != null);
    }
    PhraseTrie t = PhraseTrie.of(patterns, precompiled);
    int n = t.size;
    trie = t;
    char[] label = t.label;
    own = t.own;
    for (int s = t.firstChild[0]; s < t.firstChild[1]; s++) {
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
    denseEnd = denseRows * classes;
    fail = t.fail != null ? t.fail : AsciiRows.failureLinks(t, rootNext); // the tables' are shared, never written
    outLink = AsciiRows.outLinks(own, fail);
    firstOut = AsciiRows.firstOuts(own, outLink);
    folded = substrings != null;
    ascii = AsciiRows.rows(t, fail, firstOut, asciiClass, classes, denseRows, folded);
    if (folded) {
      for (char c = 0; c < 128; c++) {
        asciiClass[c] = asciiClass[FoldedChars.fold(c)];
      }
    }
    check = denseRows == n ? new NoMatchCheck(ascii, asciiClass, classes, t.depths(), folded, firstOut, outLink, own, patterns, passOver) : null;
  }

  /** The state of a code the scan carries. */
  private int state(int code) {
    return code < denseEnd ? code / classes : denseRows + code - denseEnd;
  }

  /** The code of {@code s}, complemented when a pattern ends at s or on its failure chain. */
  private int flagged(int s) {
    return AsciiRows.flagged(s, firstOut, classes, denseRows);
  }

  public boolean isEmpty() {
    return patterns.length == 0;
  }

  /** Where {@code s} goes on {@code c}. */
  private int step(int s, char c) {
    boolean asc = c < 128;
    while (true) {
      if (asc && s < denseRows) {
        int v = ascii[s * classes + asciiClass[c]];
        return state(v < 0 ? ~v : v);
      }
      if (s == 0) {
        return rootNext[c];
      }
      int g = trie.child(s, c);
      if (g >= 0) {
        return g;
      }
      s = fail[s];
    }
  }

  /** Calls {@code found} once per distinct pattern occurring in {@code text}. */
  public void forEachMatch(String text, Consumer<String> found) {
    scan(text.toCharArray(), 0, text.length(), false, found, null);
  }

  /** As {@link #forEachMatch} on {@code PhraseNormalizer.normalize(text)}, folded on the fly. */
  public void forEachMatchFolded(CharSequence text, Consumer<String> found) {
    scan(text.toString().toCharArray(), 0, text.length(), true, found, null);
  }

  /**
   * One folded pass over {@code chars[from, n)} (the caller's buffer), as if the text began at {@code from}:
   * reports the (non-silent) patterns to {@code found}, as {@link #forEachMatchFolded}, and returns the union
   * of {@code masks} over all patterns that occur; the quick proof ({@link #noneIn}) first where there is one.
   */
  public long scanFolded(char[] chars, int from, int n, Consumer<String> found, long[] masks) {
    return scan(chars, from, n, true, found, masks);
  }

  /**
   * True when ASCII bytes {@code text[from, n)} surely hold no pattern (as a folded scan of them would find); false when they may, or when no quick proof is possible here.
   */
  public boolean noneIn(byte[] text, int from, int n) {
    return check != null && check.none(text, from, n);
  }

  /**
   * {@link #scanFolded} over the ASCII bytes {@code text[from, n)}, no char copy, for any automaton (a state
   * without a row follows the trie as {@link #scan} does; its loop on the other array type, as Java has no code
   * generic over arrays of primitives): each phrase to {@code found} once; with {@code masks}, each pattern of
   * non-zero mask to {@code out} with its end (from {@code from}), length and mask. False at a byte outside ASCII.
   */
  public boolean walk(byte[] text, int from, int n, Consumer<String> found, long[] masks, TriggerHits out) {
    if (!folded) {
      throw new IllegalStateException("a plain automaton scanned folded");
    }
    if (out != null) {
      out.clear();
    }
    int at = 0;
    java.util.BitSet reported = null;
    int i = from;
    while (masks == null && i < n && text[i] >= 0 && FoldedChars.fold((char) text[i]) == ' ') {
      i++; // as the char scan drops a leading run of white space when it only reports
    }
    for (; i < n; i++) {
      byte c = text[i];
      if (c < 0) {
        return false;
      }
      int v = at < denseEnd ? ascii[at + asciiClass[c]] : next(at, (char) c);
      if (v >= 0) {
        at = v;
        continue;
      }
      at = ~v;
      for (int t = firstOut[state(at)]; t != 0; t = outLink[t]) {
        int p = own[t];
        int len = patterns[p].length();
        if (masks != null && masks[p] != 0 && !(maskWordStart[p] && !FoldedChars.startOk(text, from, i, len))) {
          out.add(i - from, len, masks[p]);
        }
        if (found == null || silent[p] || (reported != null && reported.get(p))
            || (wordStart[p] && !FoldedChars.startOk(text, from, i, len))) {
          continue;
        }
        reported = reported == null ? new java.util.BitSet() : reported;
        reported.set(p);
        found.accept(patterns[p]);
      }
    }
    return true;
  }

  /** The trie and failure links as {@link PhraseTables}: the very tables when it was made from them. */
  public PhraseTables tables() {
    return trie.tables != null ? trie.tables
        : new PhraseTables(patterns.clone(), trie.label.clone(), trie.firstChild.clone(), own.clone(), fail.clone());
  }

  /** Pattern {@code p} of {@link #patterns}. */
  public String pattern(int p) {
    return patterns[p];
  }

  /** The patterns, in the order {@code masks} are indexed by: duplicates and empty ones removed. */
  public List<String> patterns() {
    return List.of(patterns);
  }

  /** Reports each distinct pattern to {@code found}, or with {@code masks} returns their union. */
  private long scan(char[] text, int from, int n, boolean fold, Consumer<String> found, long[] masks) {
    if (fold != folded) {
      throw new IllegalStateException(folded ? "a folded automaton scanned unfolded" : "a plain automaton scanned folded");
    }
    long union = 0;
    int at = 0; // the code of the state
    java.util.BitSet reported = null; // the patterns reported so far (made on a first match)
    int i = from;
    // a leading run of white space is dropped, except for masks (literals may start with a space;
    // no phrase does, so the phrases found stay the same)
    while (fold && masks == null && i < n && FoldedChars.fold(text[i]) == ' ') {
      i++;
    }
    if (check != null && n - i >= NoMatchCheck.MIN_CHARS && check.none(text, i, n)) {
      return 0;
    }
    for (; i < n; i++) {
      char c = text[i];
      int v = c < 128 && at < denseEnd ? ascii[at + asciiClass[c]] : next(at, c);
      if (v >= 0) {
        at = v;
        continue;
      }
      at = ~v;
      for (int t = firstOut[state(at)]; t != 0; t = outLink[t]) {
        int p = own[t];
        if (masks != null && !(maskWordStart[p] && !FoldedChars.startOk(text, from, i, fold, patterns[p].length()))) {
          union |= masks[p];
        }
        if (found == null || silent[p] || (reported != null && reported.get(p))
            || (wordStart[p] && !FoldedChars.startOk(text, from, i, fold, patterns[p].length()))) {
          continue;
        }
        reported = reported == null ? new java.util.BitSet() : reported;
        reported.set(p);
        found.accept(patterns[p]);
      }
    }
    return union;
  }

  /**
   * The flagged code the scan goes to from {@code at} on a char the rows do not answer (not ASCII,
   * or a state without a row); a folded automaton folds it, and a space after a space stays.
   */
  private int next(int at, char c) {
    int s = state(at);
    char f = folded ? FoldedChars.fold(c) : c;
    if (folded && f == ' ' && s != 0 && trie.label[s] == ' ') {
      return at;
    }
    return flagged(step(s, f));
  }
}
