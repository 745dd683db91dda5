package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which processes may have lost their early reports to CANN's log rotation. CANN keeps at most
 * ASCEND_HOST_LOG_FILE_NUM files (default 10) of at most 20 MB per process in a plog folder and
 * deletes the oldest first (CANN's environment-variable reference, envref_07_0126; each file is named
 * by the time it was created, docs/log-formats.md 1.2). A process whose oldest surviving debug plog
 * begins after the first fault, with a line that is none of its own reports, or whose debug plog
 * files number the cap where no file's time was read, may have printed a report then that the input
 * no longer holds: it is not a process that printed nothing. Immutable once built.
 */
final class RotatedLogs {
  /** ASCEND_HOST_LOG_FILE_NUM's default: the files CANN keeps per process in each plog folder. */
  static final int FILE_NUM = 10;

  /** When each process's oldest surviving debug plog begins, where a file's first header was read. */
  private final Map<ProcessRecord, LocalDateTime> from;
  /** How many debug plog files of each process the input holds. */
  private final Map<ProcessRecord, Integer> files;
  private final Map<ProcessRecord, Map<Setting, String>> settings;
  /** The ASCEND_HOST_LOG_FILE_NUM the input states for the whole job: the one value its lines state, else the default. */
  private final int jobFileNum;

  private RotatedLogs(Map<ProcessRecord, LocalDateTime> from, Map<ProcessRecord, Integer> files,
      Map<ProcessRecord, Map<Setting, String>> settings, int jobFileNum) {
    this.from = from;
    this.files = files;
    this.settings = settings;
    this.jobFileNum = jobFileNum;
  }

  /** What the input's debug plogs cover of each process of {@code registry}. */
  static RotatedLogs of(ProcessRegistry registry, Map<String, SourceMeta> metas, Map<String, SourceFacts> self,
      Map<ProcessRecord, Map<Setting, String>> settings) {
    Map<ProcessRecord, LocalDateTime> from = new LinkedHashMap<>();
    Map<ProcessRecord, Integer> files = new LinkedHashMap<>();
    for (ProcessRecord r : registry.all()) {
      if (r.key().pid().isEmpty()) {
        continue;
      }
      for (String src : r.sources()) {
        SourceMeta m = metas.get(src);
        if (m == null || !m.process().map(k -> k.pid().equals(r.key().pid())).orElse(false) || !debugPlog(src)) {
          continue;
        }
        files.merge(r, 1, Integer::sum);
        SourceFacts f = self.get(src);
        HostClocks.time(f == null ? null : f.settings().get(Setting.LOG_FROM))
            .ifPresent(t -> from.merge(r, t, (a, b) -> a.isBefore(b) ? a : b));
      }
    }
    Set<String> stated = new LinkedHashSet<>();
    self.values().forEach(f -> Optional.ofNullable(f.settings().get(Setting.LOG_FILE_NUM)).ifPresent(stated::add));
    return new RotatedLogs(from, files, settings, stated.size() == 1 ? Integer.parseInt(stated.iterator().next()) : FILE_NUM);
  }

  /**
   * How many debug plog files CANN kept for {@code r}: the ASCEND_HOST_LOG_FILE_NUM its own lines
   * state, else the one value the job's lines state (an environment dump, a launch script), else the
   * default; values that disagree leave the default.
   */
  int fileNum(ProcessRecord r) {
    String own = settings.getOrDefault(r, Map.of()).get(Setting.LOG_FILE_NUM);
    return own != null ? Integer.parseInt(own) : jobFileNum;
  }

  /** A host-side plog that is not in a {@code run} folder: the debug log (CANN 5.0's plog folder has no split). */
  static boolean debugPlog(String source) {
    String[] parts = source.split("/");
    if (!parts[parts.length - 1].startsWith("plog-")) {
      return false;
    }
    for (int i = 0; i < parts.length - 1; i++) {
      if (parts[i].toLowerCase(Locale.ROOT).equals("run")) {
        return false;
      }
    }
    return true;
  }

  /**
   * The processes of {@code g}'s registry, other than {@code except}, whose early reports may be gone
   * at the time of the first of {@code faults} (each fault with the node that printed it): their
   * oldest surviving debug plog begins after it, on clocks {@link HostClocks} aligns, else against the
   * first fault of their own host where it has one, else of any host; and its first line is none of
   * their own reports. Also one with {@link #fileNum} debug plog files or more and no file's time
   * read. In the order of the registry.
   */
  List<WaitGraph.Node> goneAt(WaitGraph g, Map<WaitGraph.Node, ErrorEvent> faults, Collection<WaitGraph.Node> except) {
    Map<String, LocalDateTime> firstOnHost = new LinkedHashMap<>();
    faults.forEach((n, e) -> e.timestamp().flatMap(HostClocks::time)
        .ifPresent(t -> firstOnHost.merge(host(n), t, (a, b) -> a.isBefore(b) ? a : b)));
    Set<String> hosts = new LinkedHashSet<>(firstOnHost.keySet());
    files.keySet().forEach(r -> hosts.add(r.key().host()));
    Optional<Map<String, Duration>> offsets = HostClocks.offsets(settings, hosts);
    Optional<LocalDateTime> firstAligned = firstOnHost.entrySet().stream()
        .map(x -> x.getValue().minus(offsets.map(o -> o.get(x.getKey())).orElse(Duration.ZERO))).min(LocalDateTime::compareTo);
    List<WaitGraph.Node> out = new ArrayList<>();
    for (Map.Entry<ProcessRecord, Integer> f : files.entrySet()) {
      ProcessRecord r = f.getKey();
      WaitGraph.Node existing = g.nodes.get(WaitGraph.keyOf(r));
      if (existing != null && except.contains(existing)) {
        continue;
      }
      LocalDateTime begins = from.get(r);
      boolean gone;
      if (begins == null) {
        gone = f.getValue() >= fileNum(r);
      } else {
        String h = r.key().host();
        Optional<LocalDateTime> fault = offsets.isPresent()
            ? firstAligned.map(t -> t.plus(offsets.get().getOrDefault(h, Duration.ZERO)))
            : Optional.ofNullable(firstOnHost.get(h)).or(() -> firstOnHost.values().stream().min(LocalDateTime::compareTo));
        gone = fault.isPresent() && begins.isAfter(fault.get()) && !beginsWithReport(existing, begins);
      }
      if (gone) {
        out.add(existing != null ? existing : g.node(r));
      }
    }
    return out;
  }

  /**
   * {@code v} with its roots chosen because they reported nothing ({@link Members#silent}): where
   * one of them may have lost its reports of the waiters' time to rotation, it may have reported a
   * wait too, so the answer is not decided (the roots stay, said to be what survives gives).
   */
  RootCauseAnalyzer.Verdict silentRoots(RootCauseAnalyzer.Verdict v, WaitGraph g) {
    Map<WaitGraph.Node, ErrorEvent> first = new LinkedHashMap<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      n.events.stream().min(RootCauseAnalyzer.byTime()).ifPresent(e -> first.put(n, e));
    }
    List<WaitGraph.Node> gone = goneAt(g, first, first.keySet()).stream().filter(v.roots()::contains).toList();
    return gone.isEmpty() ? v : new RootCauseAnalyzer.Verdict(v.roots(), v.reason() + note(gone, false), v.evidence(), v.chain(),
        v.steps(), v.cycle(), false, gone);
  }

  private static String host(WaitGraph.Node n) {
    return n.host == null ? "" : n.host;
  }

  /** True when the process's first surviving debug line is one of its reports (a file created by its first error). */
  private static boolean beginsWithReport(WaitGraph.Node n, LocalDateTime begins) {
    return n != null && n.events.stream().anyMatch(e -> e.timestamp().flatMap(HostClocks::time).map(t -> !t.isAfter(begins))
        .orElse(false));
  }

  /**
   * The sentence a reason ends with when {@code gone} is not empty (output.RootCauseWords reads it
   * back to say it in Chinese): their places, and whether what survives still decides the root.
   */
  static String note(List<WaitGraph.Node> gone, boolean decides) {
    if (gone.isEmpty()) {
      return "";
    }
    List<String> places = gone.stream().limit(8).map(Places::cascadeKey).toList();
    return "; early reports gone on " + String.join(", ", places) + (gone.size() > places.size() ? " and "
        + (gone.size() - places.size()) + " more" : "") + " (their oldest surviving debug plog begins after the first fault; "
        + "CANN keeps ASCEND_HOST_LOG_FILE_NUM plog files of 20 MB per process and deletes the oldest): "
        + (decides ? "what survives still decides" : "cannot tell: a report gone from them may have decided another root, so "
            + "the answer may be incomplete (collect the logs before they rotate away, or raise ASCEND_HOST_LOG_FILE_NUM)");
  }
}
