package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * records38: a root the cluster manager's reset record names. MindCluster's ascend-device-plugin records, per job, each
 * faulty device by the job's rank that used it, its logical id, the fault's handling policy and its codes ({@link
 * Setting#RESET_FAULTS}, read by extract.tools.ResetRecordRecognizer from {@code reset.json}; Ascend/mind-cluster@22bb3d98
 * {@code device/ascendtolerance.go} {@code GenerateTaskDevFaultInfoList}: {@code RankId} is the rank whose device it
 * is). So a root the lines name by its rank is the rank the record names, on the record's device: a root that no
 * line places on a device takes the record's logical device, and the reason says what the record states (the device,
 * the policy, the codes) with its line. A rank the record lists with two devices (an inference pod's entries all carry
 * the pod's index) is not tied to either. The analyzer applies it to every verdict, after the job's host list ({@link
 * MissingHost}) has named the host of a root outside the input. Immutable.
 */
final class ResetRecordRoots {
  private static final ResetRecordRoots NONE = new ResetRecordRoots(Map.of(), null);

  /** One faulty device of the record: its logical id (null when the rank has two), the policy, the codes. */
  record Fault(String rank, String logicId, String policy, String codes) {
    String say() {
      return "rank " + rank + (logicId == null ? "" : "'s logical device " + logicId) + " faulty (policy " + policy
          + (codes.isEmpty() ? "" : ", code " + String.join(", ", List.of(codes.split("\\+")).stream().map(c -> "0x" + c).toList()))
          + ")";
    }
  }

  private final Map<String, Fault> byRank;
  private final Evidence line;

  private ResetRecordRoots(Map<String, Fault> byRank, Evidence line) {
    this.byRank = byRank;
    this.line = line;
  }

  /** The faulty devices the first reset record among {@code self} names; none when no source holds one. */
  static ResetRecordRoots of(Map<String, SourceFacts> self) {
    for (Map.Entry<String, SourceFacts> e : self.entrySet()) {
      String all = e.getValue().settings().get(Setting.RESET_FAULTS);
      if (all == null || all.isEmpty()) {
        continue;
      }
      Map<String, Fault> byRank = new LinkedHashMap<>();
      for (String v : all.split(",")) {
        int slash = v.indexOf('/');
        int eq = v.indexOf('=', slash + 1);
        int colon = v.indexOf(':', eq + 1);
        if (slash <= 0 || eq < 0 || colon < 0) {
          continue; // not a value the recogniser writes
        }
        Fault f = new Fault(v.substring(0, slash), v.substring(slash + 1, eq), v.substring(eq + 1, colon), v.substring(colon + 1));
        byRank.merge(f.rank(), f, (a, b) -> a.logicId() != null && a.logicId().equals(b.logicId()) ? a
            : new Fault(a.rank(), null, a.policy(), a.codes()));
      }
      Evidence at = e.getValue().stated().get(Setting.RESET_FAULTS);
      return new ResetRecordRoots(byRank, at == null ? new Evidence(e.getKey(), 0, "reset.json") : at);
    }
    return NONE;
  }

  /** {@code v} with each root the record names by rank placed on the record's device, and the reason saying so. */
  RootCauseAnalyzer.Verdict placed(RootCauseAnalyzer.Verdict v) {
    if (byRank.isEmpty()) {
      return v;
    }
    List<String> said = new ArrayList<>();
    List<WaitGraph.Node> roots = new ArrayList<>();
    for (WaitGraph.Node n : v.roots()) {
      Fault f = n.rank == null ? null : byRank.get(n.rank);
      if (f == null) {
        roots.add(n);
        continue;
      }
      said.add(f.say());
      if (n.device == null && f.logicId() != null && !n.drivesSeveral) {
        WaitGraph.Node c = n.copy(); // the graph, which a live stream's cache keeps, is not changed
        c.device = f.logicId();
        roots.add(c);
      } else {
        roots.add(n);
      }
    }
    if (said.isEmpty()) {
      return v;
    }
    String why = "; MindCluster's reset record (" + line.source() + ":" + line.line() + ") names " + String.join("; ", said);
    return new RootCauseAnalyzer.Verdict(roots, v.reason() + why, v.evidence(), v.chain(), v.steps(), v.cycle(),
        v.decided(), v.gone());
  }
}
