package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.function.Consumer;

/**
 * A multi-pattern substring matcher over chars: linear in the text whatever the number of patterns,
 * with no backtracking. Transitions are compiled into arrays (a full table for the start state,
 * sorted arrays elsewhere) so a scan allocates nothing. Immutable after construction, so
 * thread-safe.
 */
final class AhoCorasick {
  private final int[] rootNext = new int[Character.MAX_VALUE + 1];
  private final char[][] keys;
  private final int[][] targets;
  private final int[] fail;
  private final int[][] out; // pattern indexes ending at each state
  // full transition table for ASCII, failure links resolved: one array read per character of log
  // text, which is nearly all ASCII. Columns are the ASCII characters the patterns use (column 0:
  // any other), so a row is a few dozen entries and the hot rows stay in the cache
  private final int[] ascii;
  private final byte[] asciiClass = new byte[128];
  private final int classes;
  private final String[] patterns;
  // word-start rule: a pattern that starts with an ASCII letter or digit matches only where the
  // text has no letter or digit just before it, so "910a" is not found inside a hex number or a
  // longer word; the end is free, because case phrases often name a prefix ("aclnn" of
  // aclnnHcPreInvRms, "moedistributedispatch" of MoeDistributeDispatchV2). CJK and punctuation
  // starts match anywhere
  private final boolean[] wordStart;

  /** Plain substring matching: every occurrence counts (ascend-fd patterns, anchors). */
  AhoCorasick(Collection<String> pats) {
    this(pats, null);
  }

  /**
   * Matching with the word-start rule for case phrases.
   *
   * @param pats the patterns
   * @param substrings patterns exempt from the rule, matched anywhere, also inside words (markers
   *     such as {@code nccl} in {@code ProcessGroupNCCL})
   */
  static AhoCorasick wordStarts(Collection<String> pats, java.util.Set<String> substrings) {
    return new AhoCorasick(pats, java.util.Objects.requireNonNull(substrings, "substrings"));
  }

  /** @param substrings null for plain substring matching of every pattern */
  private AhoCorasick(Collection<String> pats, java.util.Set<String> substrings) {
    this.patterns = new LinkedHashSet<>(pats).stream().filter(p -> !p.isEmpty()).toArray(String[]::new);
    wordStart = new boolean[patterns.length];
    for (int i = 0; i < patterns.length; i++) {
      String p = patterns[i];
      boolean whole = substrings != null && !substrings.contains(p);
      wordStart[i] = whole && wordChar(p.charAt(0));
    }
    List<Map<Character, Integer>> next = new ArrayList<>();
    List<int[]> outs = new ArrayList<>();
    next.add(new HashMap<>());
    outs.add(new int[0]);
    for (int i = 0; i < patterns.length; i++) {
      int s = 0;
      for (char c : patterns[i].toCharArray()) {
        Integer t = next.get(s).get(c);
        if (t == null) {
          t = next.size();
          next.get(s).put(c, t);
          next.add(new HashMap<>());
          outs.add(new int[0]);
        }
        s = t;
      }
      int[] o = outs.get(s);
      int[] n = Arrays.copyOf(o, o.length + 1);
      n[o.length] = i;
      outs.set(s, n);
    }
    fail = new int[next.size()];
    Queue<Integer> q = new ArrayDeque<>();
    for (int t : next.get(0).values()) {
      q.add(t);
    }
    while (!q.isEmpty()) {
      int s = q.poll();
      for (Map.Entry<Character, Integer> e : next.get(s).entrySet()) {
        int t = e.getValue();
        q.add(t);
        int f = fail[s];
        while (f != 0 && !next.get(f).containsKey(e.getKey())) {
          f = fail[f];
        }
        Integer g = next.get(f).get(e.getKey());
        fail[t] = (g != null && g != t) ? g : 0;
        int[] a = outs.get(t);
        int[] b = outs.get(fail[t]);
        if (b.length > 0) {
          int[] m = Arrays.copyOf(a, a.length + b.length);
          System.arraycopy(b, 0, m, a.length, b.length);
          outs.set(t, m);
        }
      }
    }
    for (Map.Entry<Character, Integer> e : next.get(0).entrySet()) {
      rootNext[e.getKey()] = e.getValue();
    }
    keys = new char[next.size()][];
    targets = new int[next.size()][];
    for (int s = 0; s < next.size(); s++) {
      Character[] ks = next.get(s).keySet().toArray(Character[]::new);
      Arrays.sort(ks);
      keys[s] = new char[ks.length];
      targets[s] = new int[ks.length];
      for (int i = 0; i < ks.length; i++) {
        keys[s][i] = ks[i];
        targets[s][i] = next.get(s).get(ks[i]);
      }
    }
    out = outs.toArray(int[][]::new);
    int cls = 1;
    for (String p : patterns) {
      for (char c : p.toCharArray()) {
        if (c < 128 && asciiClass[c] == 0) {
          asciiClass[c] = (byte) cls++;
        }
      }
    }
    classes = cls;
    ascii = new int[next.size() * classes];
    // breadth-first, so the failure state's row is complete before it is copied
    List<Integer> order = new ArrayList<>();
    order.add(0);
    for (int k = 0; k < order.size(); k++) {
      int st = order.get(k);
      for (int t : targets[st]) {
        order.add(t);
      }
    }
    for (int st : order) {
      for (char c = 0; c < 128; c++) {
        int k = asciiClass[c];
        if (k == 0 && c != 0) {
          continue; // a character no pattern uses: column 0, filled from char 0 below
        }
        int t;
        if (st == 0) {
          t = rootNext[c];
        } else {
          int i = Arrays.binarySearch(keys[st], c);
          t = i >= 0 ? targets[st][i] : ascii[fail[st] * classes + k];
        }
        ascii[st * classes + k] = t;
      }
    }
  }

  boolean isEmpty() {
    return patterns.length == 0;
  }

  private int step(int s, char c) {
    if (c < 128) {
      return ascii[s * classes + asciiClass[c]];
    }
    while (s != 0) {
      int i = Arrays.binarySearch(keys[s], c);
      if (i >= 0) {
        return targets[s][i];
      }
      s = fail[s];
    }
    return rootNext[c];
  }

  /** Calls {@code found} once per distinct pattern occurring in {@code text}. */
  void forEachMatch(String text, Consumer<String> found) {
    scan(text, false, found);
  }

  /**
   * As {@link #forEachMatch} on {@code PhraseNormalizer.normalize(text)}, folding on the fly
   * instead of building the folded string.
   */
  void forEachMatchFolded(CharSequence text, Consumer<String> found) {
    scan(text, true, found);
  }

  /** {@link PhraseNormalizer#fold} for ASCII, as a table: it runs on every character of a scan. */
  private static final char[] ASCII_FOLD = new char[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII_FOLD[c] = PhraseNormalizer.fold(c);
    }
  }

  static boolean wordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
  }

  private void scan(CharSequence text, boolean fold, Consumer<String> found) {
    int s = 0;
    boolean[] seen = null;
    boolean space = true; // leading white space is dropped, runs become one space
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (fold) {
        c = foldChar(c);
        if (c == ' ') {
          if (space) {
            continue;
          }
          space = true;
        } else {
          space = false;
        }
      }
      s = step(s, c);
      int[] o = out[s];
      if (o.length > 0) {
        if (seen == null) {
          seen = new boolean[patterns.length];
        }
        for (int p : o) {
          if (seen[p] || (wordStart[p] && !startOk(text, i, fold, patterns[p].length()))) {
            continue;
          }
          seen[p] = true;
          found.accept(patterns[p]);
        }
      }
    }
  }

  private static char foldChar(char c) {
    return c < 128 ? ASCII_FOLD[c] : PhraseNormalizer.fold(c);
  }

  /**
   * Whole-word start check: walks back over the folded text from {@code end} (the raw index of the
   * match's last char) by {@code len} folded chars and looks at the one before. Runs only on a
   * match, which is rare, so the scan itself stays allocation-free.
   */
  private static boolean startOk(CharSequence text, int end, boolean fold, int len) {
    int counted = 0;
    boolean space = false;
    int i = end;
    char prev = 0;
    boolean found = false;
    for (; i >= 0; i--) {
      char c = text.charAt(i);
      if (fold) {
        c = foldChar(c);
        if (c == ' ') {
          if (space) {
            continue;
          }
          space = true;
        } else {
          space = false;
        }
      }
      if (counted == len) {
        prev = c;
        found = true;
        break;
      }
      counted++;
    }
    return !found || !wordChar(prev);
  }
}
