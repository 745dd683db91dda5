package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Restarts within one process (D22 of docs/rootcause.md): after HCCL resumed a communicator
 * ({@code HcclCommResume:success}) or the runtime started over ({@code attr init successfully} a
 * second time), the errors printed before belong to the failure the job recovered from, and the
 * failure asked about is the later one. ascend-fd's root-cluster parser ignores every error before
 * the latest restart less ten seconds (errors of the restart itself stay). We do the same per host:
 * the files of a host share its clock, so its latest restart cuts all its files; a host that shows
 * no restart keeps its errors, since clocks of different hosts cannot be compared as they are.
 * A process whose runtime started over and that never completed communicator init again, while
 * others did, never rejoined: it is the root (ascend-fd names the devices that lack base
 * information after resuming). Stateless.
 */
final class Restarts {
  private Restarts() {}

  /** How long before a restart its own errors may come (ascend-fd's buffer). */
  private static final long BUFFER_SECONDS = 10;

  /** Per host, the time before which its errors are of a failure it recovered from; empty: no host restarted. */
  static Map<String, LocalDateTime> cuts(Map<ProcessRecord, Map<Setting, String>> settings) {
    Map<String, LocalDateTime> out = new LinkedHashMap<>();
    settings.forEach((r, s) -> {
      Optional<LocalDateTime> restarted = HostClocks.time(s.get(Setting.RESTARTED));
      Optional<LocalDateTime> started = HostClocks.time(s.get(Setting.STARTED));
      if (restarted.isPresent() && (started.isEmpty() || restarted.get().isAfter(started.get()))) {
        out.merge(r.key().host(), restarted.get().minusSeconds(BUFFER_SECONDS), (a, b) -> a.isAfter(b) ? a : b);
      }
    });
    return out;
  }

  /**
   * The processes whose runtime started over ({@link Setting#REINITIALISED} later than {@link
   * Setting#STARTED}) and that completed no communicator init after it, though they had before,
   * while another process that started over did: they never rejoined the job. Empty unless some
   * process rejoined (logs that end at the restart show no one rejoining).
   */
  static List<ProcessRecord> notRejoined(Map<ProcessRecord, Map<Setting, String>> settings) {
    List<ProcessRecord> missing = new java.util.ArrayList<>();
    boolean anyRejoined = false;
    for (Map.Entry<ProcessRecord, Map<Setting, String>> e : settings.entrySet()) {
      Map<Setting, String> s = e.getValue();
      Optional<LocalDateTime> started = HostClocks.time(s.get(Setting.STARTED));
      Optional<LocalDateTime> again = HostClocks.time(s.get(Setting.REINITIALISED));
      Optional<LocalDateTime> rejoined = HostClocks.time(s.get(Setting.REJOINED));
      if (started.isEmpty() || again.isEmpty() || !again.get().isAfter(started.get()) || rejoined.isEmpty()) {
        continue; // no restart of its runtime, or no init end in its logs to tell by
      }
      if (rejoined.get().isBefore(again.get())) {
        missing.add(e.getKey());
      } else {
        anyRejoined = true;
      }
    }
    return anyRejoined ? missing : List.of();
  }

  /** The verdict of {@link #notRejoined}, shown by the first such process's restart line. */
  static Optional<RootCauseAnalyzer.Verdict> neverRejoined(WaitGraph g, Map<ProcessRecord, Map<Setting, String>> settings,
      Map<String, io.github.ascendtriage.internal.extract.facts.SourceFacts> self) {
    List<ProcessRecord> missing = notRejoined(settings);
    if (missing.isEmpty()) {
      return Optional.empty();
    }
    Optional<io.github.ascendtriage.Evidence> shown = missing.get(0).sources().stream().map(self::get)
        .filter(sf -> sf != null && sf.stated().containsKey(Setting.REINITIALISED))
        .map(sf -> sf.stated().get(Setting.REINITIALISED)).findFirst();
    if (shown.isEmpty()) {
      return Optional.empty();
    }
    List<WaitGraph.Node> roots = missing.stream().limit(16).map(g::node).toList();
    String reason = (missing.size() == 1 ? "this process" : "these " + missing.size() + " processes")
        + " restarted the runtime and never completed communicator init again, while the others did: "
        + shown.get().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(roots, reason, shown.get(), List.of(), List.of(), false));
  }

  /**
   * The events left when each process's errors up to its latest {@link Setting#ERRORS_VOIDED} line
   * (that line's own included) are dropped: within a process, since only its own clock and its own
   * retry are meant (ascend-fd clears the pid's faults read so far).
   */
  static List<ErrorEvent> notVoided(List<ErrorEvent> events, ProcessRegistry registry, Map<String, SourceMeta> sources,
      Map<ProcessRecord, Map<Setting, String>> settings) {
    Map<io.github.ascendtriage.internal.input.ProcessKey, LocalDateTime> voids = new LinkedHashMap<>();
    settings.forEach((r, s) -> HostClocks.time(s.get(Setting.ERRORS_VOIDED)).ifPresent(t -> voids.put(r.key(), t)));
    if (voids.isEmpty()) {
      return events;
    }
    return events.stream().filter(e -> {
      SourceMeta m = sources.get(e.evidence().source());
      Optional<io.github.ascendtriage.internal.input.ProcessKey> k =
          registry.writer(e.evidence().source(), e.pid(), m == null ? "" : m.host().orElse(""));
      LocalDateTime cut = k.map(voids::get).orElse(null);
      return cut == null || e.timestamp().flatMap(HostClocks::time).map(t -> t.isAfter(cut)).orElse(true);
    }).toList();
  }

  /** The events that came after their host's cut (or have no time, or a host without a cut). */
  static List<ErrorEvent> after(List<ErrorEvent> events, Map<String, SourceMeta> sources, Map<String, LocalDateTime> cuts) {
    return events.stream().filter(e -> {
      SourceMeta m = sources.get(e.evidence().source());
      LocalDateTime cut = m == null ? null : cuts.get(m.host().orElse(""));
      return cut == null || e.timestamp().flatMap(HostClocks::time).map(t -> !t.isBefore(cut)).orElse(true);
    }).toList();
  }
}
