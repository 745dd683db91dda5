package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.ProcessKey;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Several attempts of one job in the same log folders (restart36, docs/rootcause.md). An attempt is a
 * set of processes, one per device (else per rank) of each host; a later attempt is a new process in
 * every seat: torchrun's elastic agent, on a failed or unhealthy worker group with restarts left,
 * logs {@code [default] Worker group FAILED. n/m attempts left; will restart worker group} and stops
 * and starts the workers again, as new processes (pytorch torch/distributed/elastic/agent/server/api.py,
 * {@code _invoke_run} and {@code _restart_workers}, commit 00a1abb4ef74f047662e57678240bbe3dfe46ef0);
 * a Kubernetes pod restart starts new processes too. CANN writes a plog per process, named by its pid
 * and the time the file was made (docs/log-formats.md 1.2), so each attempt leaves its own files and
 * the first header time of a process's files is when it started ({@link Setting#LOG_FROM}; else its
 * runtime start or its communicator-init end).
 *
 * <p>Per host, the k-th process of every seat by start time is of attempt k; the earliest of those
 * starts opens attempt k on that host, and a process belongs to the latest attempt opened on its host
 * by the time it started. The failure asked about is the latest attempt in which some process printed
 * an error, not the attempt that started last: after a pod restart the later attempt may still be
 * healthy and the earlier hold the only failure. Everything of the other attempts is set aside: the
 * files named by their pids, the lines that name their pids, and the timed lines of a host's shared
 * files (a launcher's console) outside the chosen attempt's time on that host. A host whose seats hold
 * one process each shows no attempt and keeps all its lines. Immutable.
 */
final class Attempts {
  /** The attempt read (from 1) and how many the input shows. */
  private final int chosen;
  private final int count;
  /** The processes set aside, and every process placed in an attempt. */
  private final Set<ProcessKey> setAside;
  private final Set<ProcessKey> placed;
  /** Per host, when each attempt began there. */
  private final Map<String, List<LocalDateTime>> opened;

  private Attempts(int chosen, int count, Set<ProcessKey> setAside, Set<ProcessKey> placed,
      Map<String, List<LocalDateTime>> opened) {
    this.chosen = chosen;
    this.count = count;
    this.setAside = setAside;
    this.placed = placed;
    this.opened = opened;
  }

  /** The attempts of the input; empty when no seat holds two processes or no error tells which attempt failed. */
  static Optional<Attempts> of(ProcessRegistry registry, Map<ProcessRecord, Map<Setting, String>> settings,
      List<ErrorEvent> events, Map<String, SourceMeta> sources) {
    Map<ProcessRecord, LocalDateTime> start = new LinkedHashMap<>();
    Map<String, List<ProcessRecord>> seats = new LinkedHashMap<>();
    for (ProcessRecord r : registry.all()) {
      Optional<String> seat = r.device().map(d -> "d" + d).or(() -> r.anyRank().map(x -> "r" + x));
      Optional<LocalDateTime> t = started(settings.getOrDefault(r, Map.of()));
      if (r.key().pid().isEmpty() || r.key().host().isEmpty() || seat.isEmpty() || t.isEmpty()) {
        // a process with no host (a flattened upload) has no seat: devices of different hosts share numbers
        continue;
      }
      start.put(r, t.get());
      seats.computeIfAbsent(r.key().host() + "\0" + seat.get(), k -> new ArrayList<>()).add(r);
    }
    Map<String, List<LocalDateTime>> opened = new LinkedHashMap<>();
    for (List<ProcessRecord> seat : seats.values()) {
      seat.sort(Comparator.comparing(start::get));
      List<LocalDateTime> at = opened.computeIfAbsent(seat.get(0).key().host(), k -> new ArrayList<>());
      for (int k = 0; k < seat.size(); k++) {
        LocalDateTime t = start.get(seat.get(k));
        if (k == at.size()) {
          at.add(t);
        } else if (t.isBefore(at.get(k))) {
          at.set(k, t);
        }
      }
    }
    opened.values().removeIf(at -> at.size() < 2);
    if (opened.isEmpty()) {
      return Optional.empty();
    }
    Map<ProcessKey, Integer> attempt = new LinkedHashMap<>();
    start.forEach((r, t) -> {
      List<LocalDateTime> at = opened.get(r.key().host());
      if (at != null) {
        attempt.put(r.key(), index(at, t));
      }
    });
    int failed = -1;
    for (ErrorEvent e : events) {
      if (e.kind() == EventKind.LOCATOR) {
        continue;
      }
      SourceMeta m = sources.get(e.evidence().source());
      Integer a = registry.writer(e.evidence().source(), e.pid(), m == null ? "" : m.host().orElse(""))
          .map(attempt::get).orElse(null);
      if (a != null && a > failed) {
        failed = a;
      }
    }
    if (failed < 0) {
      return Optional.empty();
    }
    int chosen = failed;
    Set<ProcessKey> aside = new LinkedHashSet<>();
    attempt.forEach((k, a) -> {
      if (a != chosen) {
        aside.add(k);
      }
    });
    if (aside.isEmpty()) {
      return Optional.empty(); // nothing to set aside: the input is read as one attempt
    }
    int count = opened.values().stream().mapToInt(List::size).max().orElse(1);
    return Optional.of(new Attempts(chosen + 1, count, aside, Set.copyOf(attempt.keySet()), opened));
  }

  /** The attempt of a process that started at {@code t}: the latest one opened by then (the first if none). */
  private static int index(List<LocalDateTime> at, LocalDateTime t) {
    int k = 0;
    for (int i = 1; i < at.size(); i++) {
      if (!t.isBefore(at.get(i))) {
        k = i;
      }
    }
    return k;
  }

  /** When a process started, as far as its lines tell: its first plog header, else its runtime start or init end. */
  private static Optional<LocalDateTime> started(Map<Setting, String> s) {
    return HostClocks.time(s.get(Setting.LOG_FROM)).or(() -> HostClocks.time(s.get(Setting.STARTED)))
        .or(() -> HostClocks.time(s.get(Setting.JOINED)));
  }

  /** The files written by a process set aside (named by its pid). */
  Set<String> sources(Map<String, SourceMeta> sources) {
    Set<String> out = new LinkedHashSet<>();
    sources.forEach((src, m) -> m.process().filter(setAside::contains).ifPresent(k -> out.add(src)));
    return out;
  }

  /**
   * What the files left said, less the files {@link #sources} sets aside and, in a file shared by the attempts (a
   * launcher's console printing each rank's {@code (PID:.., Device:.., RankID:..)}), less what it said of a process set
   * aside: within the attempt read, each rank and device has one process again.
   */
  Map<String, SourceFacts> facts(Map<String, SourceFacts> self, Map<String, SourceMeta> sources) {
    Set<String> aside = sources(sources);
    Map<String, SourceFacts> out = new LinkedHashMap<>();
    self.forEach((src, f) -> {
      if (aside.contains(src)) {
        return;
      }
      SourceMeta m = sources.get(src);
      String host = m == null ? "" : m.host().orElse("");
      Map<String, SourceFacts.ProcessFacts> left = new LinkedHashMap<>(f.processes());
      left.keySet().removeIf(pid -> setAside.contains(new ProcessKey(host, pid)));
      out.put(src, left.size() == f.processes().size() ? f : new SourceFacts(f.rank(), f.device(), f.ips(), f.printedBy(), left,
          f.settings(), f.stated(), f.deviceIps(), f.dropped()));
    });
    return out;
  }

  /**
   * The events of the chosen attempt: those of its processes; of a writer no seat places, those in the attempt's time
   * on its host (the others' where the host shows no attempts, or the line no time).
   */
  List<ErrorEvent> kept(List<ErrorEvent> events, ProcessRegistry registry, Map<String, SourceMeta> sources) {
    return events.stream().filter(e -> {
      SourceMeta m = sources.get(e.evidence().source());
      String host = m == null ? "" : m.host().orElse("");
      Optional<ProcessKey> writer = registry.writer(e.evidence().source(), e.pid(), host);
      if (writer.isPresent() && placed.contains(writer.get())) {
        return !setAside.contains(writer.get());
      }
      // a line no process of a seat is known to have written (a launcher's console): by its time on its host
      List<LocalDateTime> at = opened.get(host);
      Optional<LocalDateTime> t = e.timestamp().flatMap(HostClocks::time);
      if (at == null || t.isEmpty()) {
        return true;
      }
      int k = chosen - 1;
      return !t.get().isBefore(at.get(Math.min(k, at.size() - 1))) && (k + 1 >= at.size() || t.get().isBefore(at.get(k + 1)));
    }).toList();
  }

  /** What the answer says about the attempts it set aside. */
  String note() {
    return "the input holds " + count + " attempts of the job (a new process on each device after a restart): attempt "
        + chosen + " of " + count + " was read, the latest in which a process reported an error; "
        + setAside.size() + " processes of the " + (count == 2 ? "other attempt" : "other attempts") + " and their lines were set aside";
  }
}
