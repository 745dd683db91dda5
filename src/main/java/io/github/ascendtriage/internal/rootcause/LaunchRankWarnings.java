package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the rank of a torchrun worker could not be told from, said as a warning: when the input's
 * launches state different worker counts per node ({@link PeerRanks#workerCounts}), a rank derived
 * from a node rank ({@code node_rank * nproc_per_node + local_rank}) is not used, and a run that
 * skips it says so. Stateless and thread-safe.
 */
public final class LaunchRankWarnings {
  private LaunchRankWarnings() {}

  /** One warning when derived ranks were left out for differing worker counts; else none. */
  public static List<TriageWarning> of(Map<String, SourceFacts> self) {
    boolean derived = self.values().stream().map(f -> f.settings().get(Setting.LAUNCHER_RANKS))
        .anyMatch(v -> v != null && v.indexOf(Setting.DERIVED_RANK) >= 0);
    Map<Integer, String> counts = derived ? PeerRanks.workerCounts(self) : Map.of();
    if (counts.size() < 2) {
      return List.of();
    }
    String each = counts.entrySet().stream().map(e -> e.getKey() + " in " + e.getValue()).collect(Collectors.joining(", "));
    return List.of(new TriageWarning("-", 0, "torchrun's launches state different worker counts per node (" + each
        + "): no worker's rank was derived from its node rank (node_rank * nproc_per_node + local_rank holds only when"
        + " every node runs the same number), so a lost peer known only by its local rank is placed on its host without a rank"));
  }
}
