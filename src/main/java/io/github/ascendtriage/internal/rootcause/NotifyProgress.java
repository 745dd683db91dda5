package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * How far the ranks of one communicator got, as their notify-wait timeouts say: those at a lower
 * operation index than the others, or (at the same index) those on a tag fewer ranks ran, stopped
 * behind the rest (HCCL's troubleshooting guide, "notify wait timeout", and ascend-fd's
 * root-cluster analysis reason the same way). {@link WaitSinks} makes them the roots of the notify
 * waits. Stateless.
 */
final class NotifyProgress {
  private NotifyProgress() {}

  /**
   * The ranks that stopped behind, the notify reports of their communicator (one per rank) and why.
   *
   * @param ranks never empty
   * @param reports each reporting rank's first notify report of the communicator
   */
  record Behind(List<WaitGraph.Node> ranks, Map<WaitGraph.Node, ErrorEvent> reports, String reason) {}

  /**
   * The first communicator (by name) whose notify waits show some ranks behind the others; empty
   * when all reporters agree or say nothing of it.
   */
  static Optional<Behind> behind(Set<WaitGraph.Node> waiters) {
    Map<String, Map<WaitGraph.Node, ErrorEvent>> byGroup = new TreeMap<>();
    for (WaitGraph.Node n : waiters) {
      for (ErrorEvent e : n.events) {
        boolean notify = e.peers().stream().anyMatch(p -> p.kind() == WaitKind.NOTIFY);
        if (notify && (e.opIndex().isPresent() || e.tag().isPresent())) {
          String group = e.peers().stream().filter(p -> p.kind() == WaitKind.NOTIFY)
              .map(p -> p.group().orElse("")).findFirst().orElse("");
          byGroup.computeIfAbsent(group, k -> new LinkedHashMap<>()).putIfAbsent(n, e);
        }
      }
    }
    for (Map.Entry<String, Map<WaitGraph.Node, ErrorEvent>> grp : byGroup.entrySet()) {
      Map<WaitGraph.Node, ErrorEvent> rep = grp.getValue();
      if (rep.size() < 2) {
        continue;
      }
      // indexes of one counter only: the host's task reports and AI CPU's ("aicpu:") count apart
      Map<String, TreeMap<Long, List<WaitGraph.Node>>> byCounter = new TreeMap<>();
      rep.forEach((n, e) -> e.opIndex().ifPresent(raw -> {
        int colon = raw.indexOf(':');
        String counter = colon < 0 ? "" : raw.substring(0, colon);
        number(raw.substring(colon + 1)).ifPresent(i -> byCounter.computeIfAbsent(counter, k -> new TreeMap<>())
            .computeIfAbsent(i, k -> new ArrayList<>()).add(n));
      }));
      for (TreeMap<Long, List<WaitGraph.Node>> byIndex : byCounter.values()) {
        if (byIndex.size() > 1) {
          List<WaitGraph.Node> low = byIndex.firstEntry().getValue();
          return Optional.of(new Behind(low, rep, "the notify timeouts of communicator " + name(grp.getKey())
              + " stopped at operation indexes " + byIndex.keySet() + "; the ranks at index " + byIndex.firstKey()
              + " fell behind the others"));
        }
      }
      Map<String, List<WaitGraph.Node>> byTag = new TreeMap<>();
      rep.forEach((n, e) -> e.tag().ifPresent(t -> byTag.computeIfAbsent(t, k -> new ArrayList<>()).add(n)));
      if (byTag.size() > 1) {
        List<Map.Entry<String, List<WaitGraph.Node>>> tags = new ArrayList<>(byTag.entrySet());
        tags.sort(Comparator.comparing(t -> t.getValue().size()));
        if (tags.get(0).getValue().size() < tags.get(1).getValue().size()) {
          return Optional.of(new Behind(tags.get(0).getValue(), rep, "the notify timeouts of communicator "
              + name(grp.getKey()) + " ran different operations " + byTag.keySet() + "; fewest ranks ran "
              + tags.get(0).getKey()));
        }
      }
    }
    return Optional.empty();
  }

  private static String name(String group) {
    return group.isEmpty() ? "(unnamed)" : group;
  }

  private static Optional<Long> number(String s) {
    try {
      return Optional.of(Long.parseLong(s.trim()));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
