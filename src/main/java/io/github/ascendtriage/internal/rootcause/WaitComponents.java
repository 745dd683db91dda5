package io.github.ascendtriage.internal.rootcause;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The strongly connected components of the wait steps (Tarjan, iterative) and, from any node,
 * the components with no step out that it reaches: where {@link WaitSinks} finds the ends of the
 * waits. Not thread-safe.
 */
final class WaitComponents {
  private final Map<String, List<WaitGraph.Edge>> out;
  private final Map<String, Integer> comp = new HashMap<>();
  private final List<List<WaitGraph.Node>> members = new ArrayList<>();

  WaitComponents(WaitGraph g, Map<String, List<WaitGraph.Edge>> out) {
    this.out = out;
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    ArrayDeque<WaitGraph.Node> stack = new ArrayDeque<>();
    Set<String> onStack = new LinkedHashSet<>();
    int[] counter = {0};
    for (WaitGraph.Node root : g.nodes.values()) {
      if (index.containsKey(root.key)) {
        continue;
      }
      // frames: node and the position of the next edge to try
      ArrayDeque<Object[]> frames = new ArrayDeque<>();
      frames.push(new Object[] {root, 0});
      index.put(root.key, counter[0]);
      low.put(root.key, counter[0]++);
      stack.push(root);
      onStack.add(root.key);
      while (!frames.isEmpty()) {
        Object[] f = frames.peek();
        WaitGraph.Node n = (WaitGraph.Node) f[0];
        List<WaitGraph.Edge> es = out.getOrDefault(n.key, List.of());
        int i = (Integer) f[1];
        if (i < es.size()) {
          f[1] = i + 1;
          WaitGraph.Node m = es.get(i).to();
          if (!index.containsKey(m.key)) {
            index.put(m.key, counter[0]);
            low.put(m.key, counter[0]++);
            stack.push(m);
            onStack.add(m.key);
            frames.push(new Object[] {m, 0});
          } else if (onStack.contains(m.key)) {
            low.put(n.key, Math.min(low.get(n.key), index.get(m.key)));
          }
          continue;
        }
        frames.pop();
        if (!frames.isEmpty()) {
          WaitGraph.Node parent = (WaitGraph.Node) frames.peek()[0];
          low.put(parent.key, Math.min(low.get(parent.key), low.get(n.key)));
        }
        if (low.get(n.key).equals(index.get(n.key))) {
          List<WaitGraph.Node> c = new ArrayList<>();
          WaitGraph.Node x;
          do {
            x = stack.pop();
            onStack.remove(x.key);
            comp.put(x.key, members.size());
            c.add(x);
          } while (x != n);
          java.util.Collections.reverse(c);
          members.add(c);
        }
      }
    }
  }

  List<WaitGraph.Node> members(int c) {
    return members.get(c);
  }

  private boolean isSink(int c) {
    for (WaitGraph.Node n : members.get(c)) {
      for (WaitGraph.Edge e : out.getOrDefault(n.key, List.of())) {
        if (comp.get(e.to().key) != c) {
          return false;
        }
      }
    }
    return true;
  }

  /** The components without a step out that {@code from} reaches (its own, when it is one). */
  List<Integer> sinksFrom(WaitGraph.Node from) {
    List<Integer> found = new ArrayList<>();
    Set<Integer> seen = new LinkedHashSet<>();
    ArrayDeque<Integer> q = new ArrayDeque<>();
    q.add(comp.get(from.key));
    seen.add(comp.get(from.key));
    while (!q.isEmpty()) {
      int c = q.poll();
      if (isSink(c)) {
        found.add(c);
        continue;
      }
      for (WaitGraph.Node n : members.get(c)) {
        for (WaitGraph.Edge e : out.getOrDefault(n.key, List.of())) {
          int d = comp.get(e.to().key);
          if (seen.add(d)) {
            q.add(d);
          }
        }
      }
    }
    return found;
  }
}
