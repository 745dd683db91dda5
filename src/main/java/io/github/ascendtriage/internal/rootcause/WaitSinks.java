package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the waits of one kind end. Every process that waited names whom it waited on; following
 * those steps from all the waiters at once, the places where they stop are the roots: a process
 * that waited on no one (it failed on its own, or went silent), a process that waited on its own
 * rank ({@code remote rank:[local]}), a peer the input does not show (named as the waiters named
 * it), or a group of processes that wait on each other (a cycle, every member a root). Several
 * such ends are several roots, those that more waiters lead to first. A step to a process the
 * input shows is preferred to a step to a peer it does not. Clocks are not trusted across hosts:
 * time only picks the waiter whose chain is shown.
 *
 * <p>Notify waits carry how far each rank got: the ranks of a communicator that stopped behind the
 * others ({@link NotifyProgress}) are the roots, whatever the rest waited on. Stateless.
 */
final class WaitSinks {
  private static final int MAX_ROOTS = 16;

  private WaitSinks() {}

  static Optional<RootCauseAnalyzer.Verdict> find(WaitGraph g, WaitKind kind) {
    Map<String, List<WaitGraph.Edge>> out = preferred(g, kind);
    Set<WaitGraph.Node> waiters = new LinkedHashSet<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      if (out.containsKey(n.key) || n.waitsOnItself.contains(kind)) {
        waiters.add(n);
      }
    }
    if (waiters.isEmpty()) {
      return Optional.empty();
    }
    if (kind == WaitKind.NOTIFY) {
      Optional<NotifyProgress.Behind> behind = NotifyProgress.behind(waiters);
      if (behind.isPresent()) {
        return Optional.of(verdict(out, behind.get()));
      }
    }
    WaitComponents c = new WaitComponents(g, out);
    Map<Integer, Integer> reach = new HashMap<>();
    Map<Integer, WaitGraph.Node> firstWaiter = new HashMap<>();
    List<WaitGraph.Node> byTime = new ArrayList<>(waiters);
    byTime.sort(Comparator.comparing(WaitGraph.Node::firstTime));
    for (WaitGraph.Node w : byTime) {
      for (int sink : c.sinksFrom(w)) {
        reach.merge(sink, 1, Integer::sum);
        firstWaiter.putIfAbsent(sink, w);
      }
    }
    List<Integer> sinks = new ArrayList<>(reach.keySet());
    boolean anyKnown = sinks.stream().anyMatch(s -> c.members(s).stream().anyMatch(n -> n.known));
    sinks.removeIf(s -> anyKnown && c.members(s).stream().noneMatch(n -> n.known));
    // chain41: an end that only reported its own timeout lost the line naming its peer, and is a waiter (HCCL's
    // debug_thinking: one node's error is most often a timeout waiting for another; EI0002's official solution 1: look
    // for other ranks' earlier errors); an end that failed on its own or went silent comes first, then by reach
    sinks.sort(Comparator.comparing((Integer s) -> onlyWaited(c.members(s))).thenComparing(s -> -reach.get(s))
        .thenComparing(s -> firstWaiter.get(s).firstTime()).thenComparing(s -> s));
    List<WaitGraph.Node> roots = new ArrayList<>();
    boolean cycle = false;
    for (int s : sinks) {
      List<WaitGraph.Node> m = c.members(s);
      cycle |= m.size() > 1;
      for (WaitGraph.Node n : m) {
        if (roots.size() < MAX_ROOTS) {
          roots.add(n);
        }
      }
    }
    int top = sinks.get(0);
    List<WaitGraph.Node> path = new ArrayList<>();
    List<Evidence> steps = new ArrayList<>();
    WaitGraph.Node start = firstWaiter.get(top);
    if (c.members(top).size() > 1) {
      // a cycle is shown from its own earliest member, around and back to it
      start = c.members(top).stream().min(Comparator.comparing(WaitGraph.Node::firstTime)).orElse(start);
    }
    walk(start, c.members(top), out, path, steps);
    List<String> chain = new ArrayList<>();
    path.forEach(n -> chain.add(Places.label(n)));
    String what = kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    String text = String.join(" -> ", chain);
    String reason;
    boolean topCycle = c.members(top).size() > 1;
    if (topCycle) {
      reason = "the " + what + " waits form a cycle, every member waits on the next: " + text;
    } else if (roots.get(0).waitsOnItself.contains(kind)) {
      reason = "end of the " + what + " wait chain (the last process waited on its own rank, remote rank local): " + text;
    } else if (!roots.get(0).known) {
      reason = "end of the " + what + " wait chain, a peer the input does not show: " + text;
    } else {
      reason = "end of the " + what + " wait chain (the last process waited on no one): " + text;
    }
    if (sinks.size() > 1) {
      reason += "; " + sinks.size() + " chains end apart, each end is a root";
      if (onlyWaited(c.members(sinks.get(sinks.size() - 1))) && !onlyWaited(c.members(top))) {
        reason += " (an end that only reported its own timeout waited on a peer the input lost: it comes last)";
      }
    }
    if (OwnPortDown.linkSetup(kind) && OwnPortDown.of(roots.get(0))) {
      reason += "; its own network port is down (EI0009/EJ0002): its link-setup failures toward peers are its own fault, not waits";
    }
    Evidence ev = steps.isEmpty() ? firstWaiter.get(top).events.get(0).evidence() : steps.get(steps.size() - 1);
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, ev, chain, steps, cycle));
  }

  /** True for a chain's end (one process, not a cycle) that the input shows only waiting. */
  private static boolean onlyWaited(List<WaitGraph.Node> end) {
    return end.size() == 1 && end.get(0).known && end.get(0).onlyWaited();
  }

  /** Per node, its steps of {@code kind}: those to shown processes when it has any, else all. */
  private static Map<String, List<WaitGraph.Edge>> preferred(WaitGraph g, WaitKind kind) {
    Map<String, List<WaitGraph.Edge>> out = new LinkedHashMap<>();
    Set<String> back = new java.util.HashSet<>();
    if (kind == WaitKind.ROOT_INFO) {
      // the server names the ranks that never connected; such a rank's own failure to reach the
      // server is its side of the same fault, not a wait: the server's word decides
      for (WaitGraph.Edge e : g.edges) {
        if (e.kind() == kind) {
          back.add(e.from().key + "->" + e.to().key);
        }
      }
    }
    for (Map.Entry<String, List<WaitGraph.Edge>> e : g.out.entrySet()) {
      List<WaitGraph.Edge> all = e.getValue().stream().filter(x -> x.kind() == kind)
          // a process whose own port is down failed its links by itself: they are not waits (OwnPortDown)
          .filter(x -> !(OwnPortDown.linkSetup(kind) && OwnPortDown.of(x.from())))
          .filter(x -> !(back.contains(x.to().key + "->" + x.from().key) && x.to().rank != null && "0".equals(x.to().rank)))
          .toList();
      List<WaitGraph.Edge> known = all.stream().filter(x -> x.to().known).toList();
      List<WaitGraph.Edge> use = known.isEmpty() ? all : known;
      if (!use.isEmpty()) {
        out.put(e.getKey(), use);
      }
    }
    return out;
  }

  /** The shortest walk from {@code start} into {@code end} (closing a cycle when the end is one). */
  private static void walk(WaitGraph.Node start, List<WaitGraph.Node> end, Map<String, List<WaitGraph.Edge>> out,
      List<WaitGraph.Node> path, List<Evidence> steps) {
    Map<String, WaitGraph.Edge> via = new HashMap<>();
    ArrayDeque<WaitGraph.Node> q = new ArrayDeque<>();
    Set<String> seen = new LinkedHashSet<>();
    q.add(start);
    seen.add(start.key);
    WaitGraph.Node hit = null;
    while (!q.isEmpty()) {
      WaitGraph.Node n = q.poll();
      if (end.contains(n)) {
        hit = n;
        break;
      }
      for (WaitGraph.Edge e : out.getOrDefault(n.key, List.of())) {
        if (seen.add(e.to().key)) {
          via.put(e.to().key, e);
          q.add(e.to());
        }
      }
    }
    List<WaitGraph.Edge> back = new ArrayList<>();
    for (WaitGraph.Node n = hit; n != null && via.containsKey(n.key); n = via.get(n.key).from()) {
      back.add(0, via.get(n.key));
    }
    path.add(start);
    for (WaitGraph.Edge e : back) {
      path.add(e.to());
      steps.add(e.evidence());
    }
    if (hit != null && end.size() > 1) {
      // around the cycle back to where the walk entered it
      WaitGraph.Node cur = hit;
      Set<String> inCycle = new LinkedHashSet<>();
      end.forEach(n -> inCycle.add(n.key));
      for (int i = 0; i < end.size(); i++) {
        WaitGraph.Edge next = out.getOrDefault(cur.key, List.of()).stream()
            .filter(e -> inCycle.contains(e.to().key)).findFirst().orElse(null);
        if (next == null) {
          break;
        }
        path.add(next.to());
        steps.add(next.evidence());
        cur = next.to();
        if (cur == hit) {
          break;
        }
      }
    }
  }

  /** The ranks found behind as roots, with the chain of waits from a waiter that leads to the first, if one does. */
  private static RootCauseAnalyzer.Verdict verdict(Map<String, List<WaitGraph.Edge>> out, NotifyProgress.Behind b) {
    List<WaitGraph.Node> roots = b.ranks();
    Map<WaitGraph.Node, ErrorEvent> rep = b.reports();
    List<WaitGraph.Node> sorted = new ArrayList<>(roots);
    sorted.sort(Comparator.comparing(WaitGraph.Node::firstTime));
    List<WaitGraph.Node> capped = sorted.subList(0, Math.min(MAX_ROOTS, sorted.size()));
    List<WaitGraph.Node> path = new ArrayList<>();
    List<Evidence> steps = new ArrayList<>();
    List<WaitGraph.Node> waiters = new ArrayList<>(rep.keySet());
    waiters.sort(Comparator.comparing(WaitGraph.Node::firstTime));
    for (WaitGraph.Node w : waiters) {
      if (capped.contains(w)) {
        continue;
      }
      List<WaitGraph.Node> p = new ArrayList<>();
      List<Evidence> st = new ArrayList<>();
      walk(w, List.of(capped.get(0)), out, p, st);
      if (!st.isEmpty() && p.get(p.size() - 1) == capped.get(0)) {
        path = p;
        steps = st;
        break;
      }
    }
    List<String> chain = new ArrayList<>();
    path.forEach(n -> chain.add(Places.label(n)));
    Evidence ev = steps.isEmpty() ? rep.get(sorted.get(0)).evidence() : steps.get(steps.size() - 1);
    return new RootCauseAnalyzer.Verdict(List.copyOf(capped), b.reason(), ev, chain, steps, false);
  }

}
