package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.util.List;

/**
 * The root-cause process of a diagnosis in words, for the text and Markdown reports: a short line
 * for the top of a report and the full account for its why. Stateless and thread-safe.
 */
final class RootCauseWords {
  private RootCauseWords() {}

  /**
   * The root cause in a few words, for the top of a report: the place ({@code worker-1 rank 9
   * device 1, pid 114652}), several places, a cycle, or a place outside the input as the waiters
   * named it.
   */
  static String rootLine(RootCause r) {
    List<ProcessPlace> roots = r.roots();
    if (roots.size() > 1) {
      String all = String.join(r.cycle() ? " <-> " : ", ", roots.stream().map(RootCauseWords::placeWords).toList());
      return (r.cycle() ? "a cycle of " + roots.size() + " processes waiting on each other: " : roots.size() + " roots: ") + all;
    }
    if (!r.known()) {
      return "outside the input: " + (roots.isEmpty() ? "a process whose logs are not here" : placeWords(roots.get(0)))
          + " (no logs of it here)";
    }
    StringBuilder b = new StringBuilder();
    r.host().ifPresent(h -> b.append(h));
    r.rank().ifPresent(n -> b.append(b.length() > 0 ? " " : "").append("rank ").append(n));
    r.device().ifPresent(n -> b.append(b.length() > 0 ? " " : "").append("device ").append(n));
    r.pid().ifPresent(n -> b.append(b.length() > 0 ? ", " : "").append("pid ").append(n));
    return b.length() > 0 ? b.toString() : placeWords(roots.isEmpty() ? null : roots.get(0));
  }

  /** A place as words: its label, and the address the waiters gave for one outside the input. */
  private static String placeWords(ProcessPlace p) {
    if (p == null) {
      return "?";
    }
    return p.known() || p.address().isEmpty() || p.label().contains(p.address().get())
        ? p.label() : p.label() + " at " + p.address().get();
  }

  /**
   * The root cause in full, for the report's why: the place, every root, where it was read and why,
   * and the processes that show only cascades.
   */
  static String root(RootCause r) {
    StringBuilder b = new StringBuilder();
    r.host().ifPresent(h -> b.append(h).append(' '));
    r.rank().ifPresent(n -> b.append("rank ").append(n).append(' '));
    r.device().ifPresent(n -> b.append("device ").append(n).append(' '));
    r.pid().ifPresent(n -> b.append("pid ").append(n).append(' '));
    if (r.roots().size() > 1) {
      b.append("[all of: ").append(String.join(", ", r.roots().stream().map(ProcessPlace::label).toList())).append("] ");
    }
    b.append("(").append(r.source()).append("; ").append(r.reason()).append(")");
    if (!r.cascades().isEmpty()) {
      b.append("; only cascades on: ").append(String.join(", ", r.cascades()));
    }
    return b.toString();
  }
}
