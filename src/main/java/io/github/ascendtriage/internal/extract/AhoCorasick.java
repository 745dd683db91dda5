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
  private final List<Map<Character, Integer>> next = new ArrayList<>();
  private int[] fail;
  private final List<int[]> out = new ArrayList<>(); // pattern indexes ending at each state
  private final String[] patterns;

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
      Integer t;
      while ((t = next.get(s).get(c)) == null && s != 0) {
        s = fail[s];
      }
      s = t == null ? 0 : t;
      int[] o = out.get(s);
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
