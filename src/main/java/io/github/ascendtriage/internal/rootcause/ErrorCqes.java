package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The roots that error CQEs show. A CQE with an error status means the reporter's RDMA link to
 * the end it names failed: a fault of the link, at either end. The one end every other reporter
 * names is the root; otherwise every reporter is, with the ends they name that did not only wait
 * (ascend-fd's CQE check, D3 of docs/rootcause.md). A failed SDMA copy names its far end the same way
 * ({@link #links}); it joins only when that end failed on its own before the report. Stateless.
 */
final class ErrorCqes {
  private ErrorCqes() {}

  /**
   * Error CQEs: each reporter's own link failed, a fault of its own. When every reporter but one
   * names that one as the other end of its failed link, that one is the root; otherwise every
   * reporter is a root, earliest first, then the ends they name that are roots too ({@link #suspectEnds}).
   */
  static Optional<RootCauseAnalyzer.Verdict> find(WaitGraph g, RotatedLogs logs, PortsDown down, ProcessRegistry registry) {
    List<WaitGraph.Node> reporters = new ArrayList<>();
    Map<WaitGraph.Node, ErrorEvent> first = new LinkedHashMap<>();
    for (WaitGraph.Node n : g.nodes.values()) {
      n.events.stream().filter(ErrorEvent::hardware).min(RootCauseAnalyzer.byTime()).ifPresent(e -> {
        reporters.add(n);
        first.put(n, e);
      });
    }
    List<WaitGraph.Edge> links = links(g);
    for (WaitGraph.Edge l : links) {
      copyReport(l).filter(c -> !first.containsKey(l.from())).ifPresent(c -> {
        reporters.add(l.from());
        first.put(l.from(), c);
      });
    }
    if (reporters.isEmpty()) {
      return Optional.empty();
    }
    reporters.sort(Comparator.comparing(n -> first.get(n).timestamp().orElse("~")));
    Optional<RootCauseAnalyzer.Verdict> downEnd = downEnd(links, reporters, first, down, registry);
    if (downEnd.isPresent()) {
      return downEnd;
    }
    // each reporter counted once; a process of several devices whose heartbeat lines name none of them, once per heartbeat thread
    Map<String, WaitGraph.Node> reporting = new LinkedHashMap<>();
    for (WaitGraph.Node n : reporters) {
      n.events.stream().filter(ErrorEvent::hardware).forEach(e -> reporting.put(reporter(n, e.evidence().text()), n));
      if (!first.get(n).hardware()) {
        reporting.put(n.key, n); // sdma40: a copy's reporter
      }
    }
    Map<WaitGraph.Node, Set<String>> named = new LinkedHashMap<>();
    for (WaitGraph.Edge e : links) {
      named.computeIfAbsent(e.to(), k -> new LinkedHashSet<>()).add(reporter(e.from(), e.evidence().text()));
    }
    // a process whose reports of the fault's time were rotated away may have been a reporter too
    List<WaitGraph.Node> gone = logs.goneAt(g, first, reporters);
    boolean couldAgree = false;
    for (Map.Entry<WaitGraph.Node, Set<String>> t : named.entrySet()) {
      Set<String> others = new LinkedHashSet<>(reporting.keySet());
      others.removeIf(r -> reporting.get(r) == t.getKey());
      if (reporting.size() >= 2 && others.size() >= 2 && t.getValue().containsAll(others)) {
        ErrorEvent e = first.get(reporters.get(0));
        // the surviving reporters agree: a gone report could only add one more
        return Optional.of(new RootCauseAnalyzer.Verdict(List.of(t.getKey()), "error CQE: " + others.size()
            + " processes report their link to this one failed: " + e.evidence().text().trim() + RotatedLogs.note(gone, true),
            e.evidence(), List.of(), List.of(), false, true, gone));
      }
      // every surviving reporter names this end: with the gone processes' reports there may have been two
      couldAgree |= t.getValue().containsAll(others) && others.size() + gone.stream().filter(x -> x != t.getKey()).count() >= 2;
    }
    ErrorEvent e = first.get(reporters.get(0));
    List<WaitGraph.Node> ends = suspectEnds(links, reporters);
    // an end counted because it printed nothing may have reported a wait that rotated away (then a cascade)
    boolean decides = !couldAgree && ends.stream().noneMatch(gone::contains);
    String why = reporters.size() == 1
        ? "error CQE: the link of this process failed: " + e.evidence().text().trim()
        : "error CQE on " + reporters.size() + " processes, each link failed on its own (every reporter is a root): "
            + e.evidence().text().trim();
    if (!ends.isEmpty()) {
      why += ends.size() == 1
          ? "; the other end of a failed link reported no wait of its own: a root too"
          : "; " + ends.size() + " other ends of failed links reported no wait of their own: roots too";
    }
    List<WaitGraph.Node> roots = new ArrayList<>(reporters);
    roots.addAll(ends);
    Evidence shown = e.evidence();
    for (WaitGraph.Node end : ends) {
      Optional<ErrorEvent> before = ownFaultBefore(end, e);
      if (before.isPresent()) {
        // sdma40: this end failed on its own before the earliest report: the reporters lost it (EI0012, EI0013 cause 2)
        roots.remove(end);
        roots.add(0, end);
        shown = before.get().evidence();
        why = "the far end of a failed link or copy failed on its own first (" + shown.source() + ":" + shown.line() + ": "
            + shown.text().trim() + "), before it was reported: " + e.evidence().text().trim();
        break;
      }
    }
    return Optional.of(new RootCauseAnalyzer.Verdict(List.copyOf(roots.subList(0, Math.min(16, roots.size()))),
        why + RotatedLogs.note(gone, decides), shown, List.of(), List.of(), false, decides, gone));
  }

  /**
   * sdma40: the links the CQE rules read: every error CQE's, and a failed copy's ({@link #copyReport}) only when its far
   * end failed first. Without that, a copy's report is the fault of its writer, as ascend-fd roots it (fixture
   * st_aicpu_notify) and as HCCL's guide ranks the causes (hicann/hccl@09300b70 task_exec_stage.md: an SDMA task fails
   * with an HCCS link or a multi-bit ECC, rarely with a far end that dumped core).
   */
  private static List<WaitGraph.Edge> links(WaitGraph g) {
    List<WaitGraph.Edge> out = new ArrayList<>();
    for (WaitGraph.Edge l : g.cqeLinks) {
      if (copy(l).isEmpty() || copyReport(l).isPresent()) {
        out.add(l);
      }
    }
    return out;
  }

  /** The event of the failed copy (an own fault naming its far end, not a CQE) that printed link {@code l}, if it is one. */
  private static Optional<ErrorEvent> copy(WaitGraph.Edge l) {
    return l.from().events.stream().filter(x -> !x.hardware() && x.kind() == EventKind.FAULT && x.evidence().equals(l.evidence())
        && x.peers().stream().anyMatch(p -> p.kind() == WaitKind.CQE_REMOTE)).findFirst();
  }

  /** The copy's report of link {@code l} when the far end had failed on its own before it (the catalogue's EI0012 cause 2). */
  private static Optional<ErrorEvent> copyReport(WaitGraph.Edge l) {
    return copy(l).filter(c -> ownFaultBefore(l.to(), c).isPresent());
  }

  /**
   * sdma40: the first fault of its own that {@code n} printed before {@code report}, both timed. The catalogue asks
   * whether a peer left before the report (EI0012 and EI0013, cause 2 and its fix), and HCCL's guide compares the far
   * end's exit time with the local report's (task_exec_stage.md, ERROR CQE). An untimed line never decides.
   */
  private static Optional<ErrorEvent> ownFaultBefore(WaitGraph.Node n, ErrorEvent report) {
    if (report.timestamp().isEmpty()) {
      return Optional.empty();
    }
    String at = report.timestamp().get();
    return n.events.stream().filter(n::ownFault).filter(x -> x.timestamp().isPresent() && x.timestamp().get().compareTo(at) < 0)
        .min(RootCauseAnalyzer.byTime());
  }

  /**
   * cqe36: the far ends of the reporters' failed links whose own port their machine's tool output says is down, when
   * no reporter's own port is. An error CQE is the reporter's RoCE retransmission timing out (status 12; HCCL's
   * fault-diagnosis guide, task-execution stage, ERROR CQE / EI0013: the local end got no acknowledgement from the
   * far end in time, the network between them failed or the far end is gone), and the line names the far end
   * (hcomm heartbeat.cc {@code PrintAndBroadCastErrorCqe}: {@code remoteIP{server, deviceId, deviceIp}}). A port
   * that is down at the far end (hccn_tool {@code link status: DOWN}, docs/log-formats.md 9.2) is where the link
   * broke: that end is the root and the reporters lost their link to it. Empty when no such end is shown.
   */
  private static Optional<RootCauseAnalyzer.Verdict> downEnd(List<WaitGraph.Edge> links, List<WaitGraph.Node> reporters,
      Map<WaitGraph.Node, ErrorEvent> first, PortsDown down, ProcessRegistry registry) {
    if (down.isEmpty()) {
      return Optional.empty();
    }
    Map<WaitGraph.Node, Evidence> ownDown = new LinkedHashMap<>();
    for (WaitGraph.Node r : reporters) {
      down.of(r, registry).ifPresent(at -> ownDown.put(r, at));
    }
    if (!ownDown.isEmpty()) {
      // msrun39: both ends of a dead link report its CQE, each naming the other; where only some reporters' own port is
      // down, the link broke at theirs (the others lost it). When every reporter's is, the CQE rule below decides.
      return ownDown.size() == reporters.size() ? Optional.empty() : Optional.of(downReporters(ownDown, reporters.size(), first));
    }
    Map<WaitGraph.Node, Evidence> ends = new LinkedHashMap<>();
    Map<WaitGraph.Node, Set<WaitGraph.Node>> by = new LinkedHashMap<>();
    for (WaitGraph.Edge l : links) {
      WaitGraph.Node end = l.to();
      if (reporters.contains(end)) {
        continue;
      }
      Optional<Evidence> at = ends.containsKey(end) ? Optional.of(ends.get(end)) : down.of(end, registry);
      if (at.isPresent()) {
        ends.put(end, at.get());
        by.computeIfAbsent(end, k -> new LinkedHashSet<>()).add(l.from());
      }
    }
    if (ends.isEmpty()) {
      return Optional.empty();
    }
    List<WaitGraph.Node> roots = new ArrayList<>(ends.keySet());
    WaitGraph.Node root = roots.get(0);
    Evidence at = ends.get(root);
    int n = by.get(root).size();
    ErrorEvent cqe = first.get(reporters.get(0));
    String why = "error CQE: " + n + (n == 1 ? " process reports its link" : " processes report their link")
        + " to this one failed, and its own port is down (" + at.source() + ":" + at.line() + ": " + at.text().trim()
        + "): the link broke at this end, the reporters only lost it: " + cqe.evidence().text().trim();
    return Optional.of(new RootCauseAnalyzer.Verdict(List.copyOf(roots.subList(0, Math.min(16, roots.size()))), why, at,
        List.of(), List.of(), false, true, List.of()));
  }

  /** The reporters whose own port is down, of {@code all} reporters, as the roots ({@link #downEnd}). */
  private static RootCauseAnalyzer.Verdict downReporters(Map<WaitGraph.Node, Evidence> ownDown, int all,
      Map<WaitGraph.Node, ErrorEvent> first) {
    List<WaitGraph.Node> roots = new ArrayList<>(ownDown.keySet());
    Evidence at = ownDown.get(roots.get(0));
    String why = "error CQE on " + all + " processes, and the own port of " + roots.size() + " of them is down (" + at.source()
        + ":" + at.line() + ": " + at.text().trim() + "): the link broke at that end, the other reporters only lost it: "
        + first.get(roots.get(0)).evidence().text().trim();
    return new RootCauseAnalyzer.Verdict(List.copyOf(roots.subList(0, Math.min(16, roots.size()))), why, at, List.of(),
        List.of(), false, true, List.of());
  }

  /**
   * Who reported a CQE line: its node; for a process of several devices whose line names none of
   * them, also the HCCL thread that printed a heartbeat line. HCCL keeps one heartbeat per device
   * (hccl heartbeat.cc, {@code Heartbeat::GetInstance(deviceLogicID)}), each polling its own NIC's
   * CQEs in a monitor thread of its own ({@code HeartbeatStatusMonitor} -> {@code ProcessCqeErrInfo}),
   * so two threads are two devices of that process.
   */
  private static String reporter(WaitGraph.Node n, String line) {
    if (!n.drivesSeveral || !line.contains("[Heartbeat]")) {
      return n.key;
    }
    Matcher m = HCCL_THREAD.matcher(line);
    return m.find() ? n.key + "~" + m.group(1) : n.key;
  }

  /** The thread id HCCL prints after a plog header's {@code [file:line]} (docs/log-formats.md, thread id in the body). */
  private static final Pattern HCCL_THREAD = Pattern.compile("^\\[[A-Z]+\\] HCCL\\([^)]*\\):\\S+ \\[[^\\]\\[]+:\\d+\\] ?\\[(\\d{1,10})\\]");

  /**
   * The other ends of the reporters' failed links that the input shows and that did not only wait:
   * each either printed nothing (its device or its process went silent) or failed on its own.
   * ascend-fd names every such end with the reporters (D3); an end that reported a wait of its own
   * was still there to wait, so it is a cascade, and an end the input does not show is not guessed.
   */
  private static List<WaitGraph.Node> suspectEnds(List<WaitGraph.Edge> links, List<WaitGraph.Node> reporters) {
    Set<WaitGraph.Node> ends = new LinkedHashSet<>();
    for (WaitGraph.Edge l : links) {
      WaitGraph.Node end = l.to();
      if (end.known && !reporters.contains(end) && !end.onlyWaited() && (end.rank != null || end.device != null)) {
        ends.add(end);
      }
    }
    return List.copyOf(ends);
  }
}
