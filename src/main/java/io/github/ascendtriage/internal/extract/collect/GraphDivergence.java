package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Processes of one job that compiled different graphs while the job hung. Data parallelism runs the
 * same compute graph on every device; when a rank-dependent branch or a summary op on some devices
 * only makes them compile another graph, the collective operators' ids no longer agree and every
 * rank waits in a collective that never completes, with no error of its own (the official case
 * tensorflow_faq_0014: the graph ids of {@code The model has been compiled on the Ascend AI
 * processor, current graph id is: N} differ between devices, in ids or counts). The facts are each
 * source's {@link Setting#GRAPHS_COMPILED} (a source is one process's log); two are compared only
 * when they share a graph id (the processes of one job build their first graphs alike; the rotated
 * files of one process, or the logs of another job, share none) and, when both carry times, their
 * spans overlap (another run's log does not). The finding is the token {@link #TOKEN_VALUE} of
 * type {@code hccl-stage}, and only while some process of the input waited for a peer and gave up
 * (an error event of {@link EventKind#CASCADE}: a notify wait, a socket or watchdog timeout): a
 * difference in graphs alone is no failure. Its evidence is the first graph line of each of the two
 * processes and the waits that timed out: the divergence explains them. Stateless and thread-safe.
 */
public final class GraphDivergence {
  private GraphDivergence() {}

  /** The value of the {@code hccl-stage} token this finding adds. */
  public static final String TOKEN_VALUE = "ranks compiled different graphs";

  /** At most this many waits are the finding's evidence. */
  static final int MAX_WAITS = 62;

  /** One process's compiled graphs: id -> how often, and the span of their times ("" when none). */
  private record Compiled(String source, Map<String, Integer> ids, String from, String to, Evidence first) {
    boolean overlaps(Compiled o) {
      return from.isEmpty() || o.from.isEmpty() || from.compareTo(o.to) <= 0 && o.from.compareTo(to) <= 0;
    }

    boolean sharesAnId(Compiled o) {
      return ids.keySet().stream().anyMatch(o.ids::containsKey);
    }
  }

  /** {@code f} with the finding's token when two processes of one job compiled different graphs in a hung job. */
  public static FeatureSet derive(FeatureSet f) {
    List<Evidence> waits = waits(f);
    if (waits.isEmpty()) {
      return f;
    }
    List<Compiled> all = new ArrayList<>();
    for (Map.Entry<String, SourceFacts> s : f.sources().entrySet()) {
      String list = s.getValue().settings().get(Setting.GRAPHS_COMPILED);
      if (list != null) {
        all.add(parse(s.getKey(), list, s.getValue().stated().get(Setting.GRAPHS_COMPILED)));
      }
    }
    for (int i = 0; i < all.size(); i++) {
      for (int j = i + 1; j < all.size(); j++) {
        Compiled a = all.get(i);
        Compiled b = all.get(j);
        if (a.sharesAnId(b) && a.overlaps(b) && !a.ids.equals(b.ids)) {
          List<Evidence> ev = new ArrayList<>();
          if (a.first != null) {
            ev.add(a.first);
          }
          if (b.first != null && !b.first.equals(a.first)) {
            ev.add(b.first);
          }
          // every wait: the divergence explains them (the component words on them are its cascade)
          waits.stream().filter(w -> !ev.contains(w)).forEach(ev::add);
          return f.withDerived(FeatureType.HCCL_STAGE, TOKEN_VALUE, ev);
        }
      }
    }
    return f;
  }

  /** The lines of the input's waits that timed out (its {@link EventKind#CASCADE} events), at most {@link #MAX_WAITS}. */
  static List<Evidence> waits(FeatureSet f) {
    List<Evidence> waits = new ArrayList<>();
    for (ErrorEvent e : f.events()) {
      if (e.kind() == EventKind.CASCADE && waits.size() < MAX_WAITS) {
        waits.add(e.evidence());
      }
    }
    return waits;
  }

  private static Compiled parse(String source, String list, Evidence first) {
    Map<String, Integer> ids = new TreeMap<>();
    String from = "";
    String to = "";
    for (String entry : list.split(",")) {
      int at = entry.indexOf('@');
      ids.merge(at < 0 ? entry : entry.substring(0, at), 1, Integer::sum);
      if (at >= 0) {
        String t = entry.substring(at + 1);
        from = from.isEmpty() || t.compareTo(from) < 0 ? t : from;
        to = t.compareTo(to) > 0 ? t : to;
      }
    }
    return new Compiled(source, ids, from, to, first);
  }
}
