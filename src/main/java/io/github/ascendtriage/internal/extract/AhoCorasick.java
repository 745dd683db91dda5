package io.github.ascendtriage.internal.extract;

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
 * with no backtracking. Immutable after construction, so thread-safe.
 */
final class AhoCorasick {
  private final List<Map<Character, Integer>> next = new ArrayList<>(); // build time only
  private int[] fail;
  private final List<int[]> out = new ArrayList<>(); // pattern indexes ending at each state
  private final String[] patterns;

  // The search tables, compiled from the maps above once they are complete: a direct table for the
  // root (where the search spends most of its time) and, for the other states, their edges sorted
  // by char in one flat array (state s owns labels[edgeStart[s] .. edgeStart[s + 1])). This avoids
  // a boxed HashMap lookup per character, which dominated the profile of a tree scan.
  private int[] rootNext;
  private int[] edgeStart;
  private char[] labels;
  private int[] targets;
  private int[][] outs;

  AhoCorasick(Collection<String> pats) {
    this.patterns = new LinkedHashSet<>(pats).stream().filter(p -> !p.isEmpty()).toArray(String[]::new);
    next.add(new HashMap<>());
    out.add(new int[0]);
    for (int i = 0; i < patterns.length; i++) {
      int s = 0;
      for (char c : patterns[i].toCharArray()) {
        Integer t = next.get(s).get(c);
        if (t == null) {
          t = next.size();
          next.get(s).put(c, t);
          next.add(new HashMap<>());
          out.add(new int[0]);
        }
        s = t;
      }
      int[] o = out.get(s);
      int[] n = Arrays.copyOf(o, o.length + 1);
      n[o.length] = i;
      out.set(s, n);
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
        int[] a = out.get(t);
        int[] b = out.get(fail[t]);
        if (b.length > 0) {
          int[] m = Arrays.copyOf(a, a.length + b.length);
          System.arraycopy(b, 0, m, a.length, b.length);
          out.set(t, m);
        }
      }
    }
    compile();
  }

  private void compile() {
    int states = next.size();
    rootNext = new int[Character.MAX_VALUE + 1];
    for (Map.Entry<Character, Integer> e : next.get(0).entrySet()) {
      rootNext[e.getKey()] = e.getValue();
    }
    edgeStart = new int[states + 1];
    int edges = 0;
    for (int s = 0; s < states; s++) {
      edgeStart[s] = edges;
      edges += s == 0 ? 0 : next.get(s).size();
    }
    edgeStart[states] = edges;
    labels = new char[edges];
    targets = new int[edges];
    for (int s = 1; s < states; s++) {
      Character[] keys = next.get(s).keySet().toArray(new Character[0]);
      Arrays.sort(keys);
      int at = edgeStart[s];
      for (Character k : keys) {
        labels[at] = k;
        targets[at] = next.get(s).get(k);
        at++;
      }
    }
    outs = out.toArray(new int[0][]);
    next.clear();
    out.clear();
  }

  /** The state reached from non-root state {@code s} on {@code c}, or -1 when there is no edge. */
  private int step(int s, char c) {
    int lo = edgeStart[s];
    int hi = edgeStart[s + 1] - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      char m = labels[mid];
      if (m < c) {
        lo = mid + 1;
      } else if (m > c) {
        hi = mid - 1;
      } else {
        return targets[mid];
      }
    }
    return -1;
  }

  boolean isEmpty() {
    return patterns.length == 0;
  }

  /** Calls {@code found} once per distinct pattern occurring in {@code text}. */
  void forEachMatch(String text, Consumer<String> found) {
    int s = 0;
    boolean[] seen = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      while (true) {
        if (s == 0) {
          s = rootNext[c];
          break;
        }
        int t = step(s, c);
        if (t >= 0) {
          s = t;
          break;
        }
        s = fail[s];
      }
      int[] o = outs[s];
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
