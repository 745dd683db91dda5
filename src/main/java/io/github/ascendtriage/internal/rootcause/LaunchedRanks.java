package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * late34: the process a launcher ran as a rank, by its record of the worker's end. torchrun's failure summary
 * gives each failed or stopped worker's {@code rank : R (local_rank: L)} and {@code exitcode : N (pid: P)} in one
 * entry, on the host whose agent printed it (docs/log-formats.md 9.4; pytorch v2.5.1
 * torch/distributed/elastic/multiprocessing/errors/__init__.py, {@code ProcessFailure}: the pid is the worker
 * process's own), and CANN names a process's plog files after that same host process ({@code plog-<pid>_...},
 * log-formats 1.1). So a rank that printed no HCCL identity of its own (it never reached communicator init) is the
 * process of that pid on that host. Used only where the input gives no process that rank by HCCL's own lines, only
 * when one host and pid carry the rank, and only when the launcher numbers the ranks as HCCL does: every process
 * that states both an HCCL rank (in the communicator asked about, else any) and a launcher rank states the same one,
 * and at least one does (a sub-communicator numbers its ranks otherwise). Immutable and thread-safe.
 */
final class LaunchedRanks {
  private final Map<String, Set<ProcessKey>> byRank;

  private LaunchedRanks(Map<String, Set<ProcessKey>> byRank) {
    this.byRank = byRank;
  }

  /** The launcher records of {@code facts}, each placed on the host of the file that holds it. */
  static LaunchedRanks of(Map<String, SourceFacts> facts, Map<String, ProcessKey> fileProcess) {
    Map<String, Set<ProcessKey>> byRank = new LinkedHashMap<>();
    facts.forEach((src, f) -> {
      String v = f.settings().get(Setting.LAUNCHER_EXITS);
      String host = fileProcess.getOrDefault(src, new ProcessKey("", "")).host();
      for (String x : v == null || v.isEmpty() ? new String[0] : v.split(",")) {
        PeerRanks.parse(host, x).filter(e -> e.rank() != null && e.pid() != null)
            .ifPresent(e -> byRank.computeIfAbsent(e.rank(), r -> new LinkedHashSet<>()).add(new ProcessKey(host, e.pid())));
      }
    });
    return new LaunchedRanks(byRank);
  }

  /** The process the launcher ran as {@code rank}, among {@code records}; empty unless the class comment's conditions hold. */
  Optional<ProcessRecord> process(String rank, Optional<String> group, Map<ProcessKey, ProcessRecord> records) {
    Set<ProcessKey> keys = byRank.get(rank);
    ProcessRecord r = keys == null || keys.size() != 1 ? null : records.get(keys.iterator().next());
    if (r == null || !r.seats().isEmpty() || r.anyRank().filter(x -> !x.equals(rank)).isPresent()) {
      return Optional.empty();
    }
    boolean agreed = false;
    for (Map.Entry<String, Set<ProcessKey>> e : byRank.entrySet()) {
      for (ProcessKey k : e.getValue()) {
        ProcessRecord other = records.get(k);
        Optional<String> hccl = other == null ? Optional.empty()
            : group.isPresent() ? Optional.ofNullable(other.groupRanks().get(group.get())) : other.anyRank();
        if (hccl.isPresent() && !hccl.get().equals(e.getKey())) {
          return Optional.empty();
        }
        agreed |= hccl.isPresent();
      }
    }
    return agreed ? Optional.of(r) : Optional.empty();
  }
}
