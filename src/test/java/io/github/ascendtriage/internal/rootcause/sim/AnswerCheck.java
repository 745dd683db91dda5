package io.github.ascendtriage.internal.rootcause.sim;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.Proc;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares a root-cause answer with a simulated job's truth: the roots (every planted root named
 * once, nothing else; a root outside the input as an unknown place named as the waiters name it),
 * the chain (each step a wait the job planted, ending at a root), and the cascades (every process
 * that only waited is listed; no root is). Stateless.
 */
final class AnswerCheck {
  private AnswerCheck() {}

  /** What was wrong with one answer; empty lists mean right. */
  record Verdict(List<String> root, List<String> chain, List<String> cascades) {
    boolean rootOk() {
      return root.isEmpty();
    }

    boolean chainOk() {
      return chain.isEmpty();
    }

    boolean cascadesOk() {
      return cascades.isEmpty();
    }

    boolean ok() {
      return rootOk() && chainOk() && cascadesOk();
    }

    String describe() {
      List<String> all = new ArrayList<>();
      root.forEach(s -> all.add("root: " + s));
      chain.forEach(s -> all.add("chain: " + s));
      cascades.forEach(s -> all.add("cascades: " + s));
      return all.isEmpty() ? "right" : String.join("; ", all);
    }
  }

  private static final Pattern LABEL = Pattern.compile("^(\\S+) (?:device-(\\d+)|rank (\\d+))( \\(no log\\))?$");

  static Verdict check(SimJob job, Optional<RootCause> answer) {
    List<String> root = new ArrayList<>();
    List<String> chain = new ArrayList<>();
    List<String> cascades = new ArrayList<>();
    if (answer.isEmpty()) {
      root.add("no root cause at all");
      return new Verdict(root, chain, cascades);
    }
    RootCause rc = answer.get();
    String got = rc.roots().stream().map(p -> p.label() + (p.known() ? "" : " [unknown]")).toList() + " by " + rc.reason();
    if (job.rootOutside()) {
      // the absent process may be named twice (by its device address and rank, by its host address and
      // device): every root must be an unknown place that names it
      if (rc.roots().isEmpty() || rc.roots().stream().anyMatch(p -> p.known() || !namesOutside(job, p.label()))) {
        root.add("expected a place outside the input named one of " + job.outsideNames + ", got " + got);
      }
    } else {
      List<ProcessPlace> left = new ArrayList<>(rc.roots());
      for (Proc t : job.roots) {
        Optional<ProcessPlace> m = left.stream().filter(p -> p.known() && matches(p, t)).findFirst();
        if (m.isPresent()) {
          left.remove(m.get());
        } else {
          root.add("missing root " + t.place());
        }
      }
      if (!left.isEmpty()) {
        root.add("extra roots " + left.stream().map(ProcessPlace::label).toList());
      }
      if (!root.isEmpty()) {
        root.add("got " + got);
      }
    }
    checkChain(job, rc, chain);
    for (Proc c : job.cascades()) {
      if (rc.cascadePlaces().stream().noneMatch(p -> matches(p, c))) {
        cascades.add("not listed: " + c.place());
      }
    }
    for (Proc r : job.roots) {
      if (rc.cascadePlaces().stream().anyMatch(p -> matches(p, r))) {
        cascades.add("root listed as cascade: " + r.place());
      }
    }
    return new Verdict(root, chain, cascades);
  }

  private static void checkChain(SimJob job, RootCause rc, List<String> problems) {
    List<String> labels = rc.chain();
    boolean expectChain = switch (job.kind) {
      case NOTIFY_CHAIN, LINK_TIMEOUT, TRANSPORT_INIT, CYCLE, WRAPPED_HOSTS -> true;
      case SILENT_ROOT -> true;
      default -> false;
    } && !job.located; // a line that names the root outright needs no chain
    if (labels.isEmpty()) {
      if (expectChain) {
        problems.add("no chain");
      }
      return;
    }
    if (rc.chainEvidence().size() != labels.size() - 1) {
      problems.add(labels.size() + " labels but " + rc.chainEvidence().size() + " evidence lines");
    }
    List<Proc> path = new ArrayList<>();
    for (int i = 0; i < labels.size(); i++) {
      String l = labels.get(i);
      boolean last = i == labels.size() - 1;
      if (last && job.rootOutside()) {
        if (!namesOutside(job, l)) {
          problems.add("the chain ends at " + l + ", not at the peer named one of " + job.outsideNames);
        }
        path.add(null);
        continue;
      }
      Proc p = resolve(job, rc, l);
      if (p == null) {
        problems.add("step " + l + " is no process of the job (" + labels + ")");
        return;
      }
      path.add(p);
    }
    for (int i = 0; i + 1 < path.size(); i++) {
      Proc from = path.get(i);
      Proc to = path.get(i + 1);
      Proc truth = job.waitsOn.get(from);
      boolean shortcut = to != null && job.alsoWaitsOn.getOrDefault(from, Set.of()).contains(to);
      if (!shortcut && (truth == null || (to != null && truth != to) || (to == null && truth.host.present))) {
        problems.add("step " + labels.get(i) + " -> " + labels.get(i + 1) + " is no planted wait (" + from + " waits on " + truth + ")");
        return;
      }
    }
    Proc end = path.get(path.size() - 1);
    if (end != null && !job.roots.contains(end)) {
      problems.add("the chain ends at " + end + ", which is no root");
    }
    // a cycle ends with its first member again (the walk may reach it through processes that wait on it)
    if (job.cycle && labels.subList(0, labels.size() - 1).stream().noneMatch(l -> l.equals(labels.get(labels.size() - 1)))) {
      problems.add("a cycle should end at one of its members again: " + labels);
    }
  }

  private static boolean namesOutside(SimJob job, String label) {
    return job.outsideNames.stream()
        .anyMatch(n -> label.contains(n + ")") || label.contains(n + " ") || label.contains(n + "/") || label.endsWith(n));
  }

  /**
   * The process a chain label names: the place of the answer with that label when it states a rank
   * (a device id read from a device-N folder may be logical, and another process's physical id),
   * else by the label itself.
   */
  private static Proc resolve(SimJob job, RootCause rc, String label) {
    List<ProcessPlace> places = new ArrayList<>(rc.roots());
    places.addAll(rc.cascadePlaces());
    for (ProcessPlace p : places) {
      if (p.label().equals(label) && p.host().isPresent() && p.rank().isPresent()) {
        Optional<Proc> t = job.procs.stream().filter(q -> q.host.name.equals(p.host().get()) && q.rank == p.rank().getAsInt()).findFirst();
        if (t.isPresent()) {
          return t.get();
        }
      }
    }
    return resolve(job, label);
  }

  /** The process a chain label names ({@code host device-N} or {@code host rank N}), or null. */
  private static Proc resolve(SimJob job, String label) {
    Matcher m = LABEL.matcher(label);
    if (!m.matches()) {
      return null;
    }
    String host = m.group(1);
    for (Proc p : job.procs) {
      if (!p.host.name.equals(host)) {
        continue;
      }
      if (m.group(3) != null && p.rank == Integer.parseInt(m.group(3))) {
        return p;
      }
      if (m.group(2) != null) {
        int d = Integer.parseInt(m.group(2));
        if (p.physicalDevice == d || (p.logicalDevice == d && p.host.procs.stream().noneMatch(q -> q.physicalDevice == d))) {
          return p;
        }
      }
    }
    return null;
  }

  /** True when the place is the process: its host, and its rank and device where the place states them. */
  static boolean matches(ProcessPlace p, Proc t) {
    if (p.host().isEmpty() || !p.host().get().equals(t.host.name)) {
      return false;
    }
    if (p.rank().isEmpty() && p.device().isEmpty()) {
      return false;
    }
    if (p.rank().isPresent() && p.rank().getAsInt() != t.rank) {
      return false;
    }
    return p.device().isEmpty() || p.device().getAsInt() == t.physicalDevice || p.device().getAsInt() == t.logicalDevice;
  }
}
