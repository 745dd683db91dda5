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
  private final String[] patterns;

  AhoCorasick(Collection<String> pats) {
    this.patterns = new LinkedHashSet<>(pats).stream().filter(p -> !p.isEmpty()).toArray(String[]::new);
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
  }

  boolean isEmpty() {
    return patterns.length == 0;
  }

  private int step(int s, char c) {
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

  private void scan(CharSequence text, boolean fold, Consumer<String> found) {
    int s = 0;
    boolean[] seen = null;
    boolean space = true; // leading white space is dropped, runs become one space
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (fold) {
        c = PhraseNormalizer.fold(c);
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
          if (!seen[p]) {
            seen[p] = true;
            found.accept(patterns[p]);
          }
        }
      }
    }
  }
}
