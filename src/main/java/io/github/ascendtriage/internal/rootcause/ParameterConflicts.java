package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The odd one out of a collective-parameter conflict (order34). At link setup each end of a link
 * sends the other its own record of the collective (tag, cmdType, count, dataType, op, ...) and
 * compares it with the one it receives; every field that differs is printed as {@code CMD
 * information <field> check fail. local[own], remote[peer's]} with EI0005 (hicann/hcomm@cb4898bb
 * {@code src/legacy/ascend910/common/health/rank_consistentcy_checker.cc}, {@code CompareCmdInfo}:
 * local is the printing rank's own record). The newer check prints {@code op information <field>
 * check fail. remoteRank[r] expectValue[own] remotePara[peer's]} (hicann/hccl@09300b70 {@code
 * src/common/inconsistent_check.cc}, {@code ReportOpExchangeInfoCheckFailed}). So when one rank
 * issues another collective (or another count or data type) at the same step, it and each of its
 * link peers print the conflict, each with its own value as local (docs/log-formats.md 8.2: the tag
 * says which op each rank ran); the catalogue's EI0005 solution is to make the ranks' scripts agree,
 * and HCCL's guide (hicann/hccl@09300b70 docs/zh/user_guide/fault_diagnosis/param_link_stage.md)
 * sends the reader to the ends whose values disagree. Which process exits first, and so which one a
 * launcher records as its first observed failure, says nothing about which end is the odd one.
 *
 * <p>The root is the one process whose own value of a field differs from that of every other
 * process reporting the field, where at least two others agree and each of them saw that value as
 * its peer's. Two processes that are each other's only disagreement (a two-rank job, a tie), or
 * fields that point at different processes, decide nothing. Stateless.
 */
final class ParameterConflicts {
  private ParameterConflicts() {}

  // local[own] remote[peer]: rank_consistentcy_checker.cc; expectValue[own] remotePara[peer]: inconsistent_check.cc
  private static final Pattern CONFLICT = Pattern.compile(
      "(?:CMD|op) information (\\w{1,40}) check fail\\. (?:local\\[([^\\]]{0,160})\\], remote\\[([^\\]]{0,160})\\]"
          + "|remoteRank\\[\\d{1,7}\\] expectValue\\[([^\\]]{0,160})\\] remotePara\\[([^\\]]{0,160})\\])");

  /** One process's report of a field: its own value and the values its peers sent. */
  private record Report(WaitGraph.Node node, Set<String> own, Set<String> seen) {}

  /** The odd one out, when the conflict lines decide it. */
  static Optional<RootCauseAnalyzer.Verdict> oddOneOut(List<ErrorEvent> events, WaitGraph g) {
    Map<String, Map<String, Report>> byField = new LinkedHashMap<>();
    Map<String, ErrorEvent> firstOf = new LinkedHashMap<>();
    for (ErrorEvent e : events) {
      if (e.kind() != EventKind.FAULT || !e.evidence().text().contains(" check fail")) {
        continue;
      }
      Matcher m = CONFLICT.matcher(e.evidence().text());
      if (!m.find()) {
        continue;
      }
      WaitGraph.Node n = g.nodeOf(e);
      if (!n.known) {
        continue;
      }
      String own = m.group(2) != null ? m.group(2) : m.group(4);
      String peer = m.group(2) != null ? m.group(3) : m.group(5);
      Report r = byField.computeIfAbsent(m.group(1), k -> new LinkedHashMap<>())
          .computeIfAbsent(n.key, k -> new Report(n, new LinkedHashSet<>(), new LinkedHashSet<>()));
      r.own().add(own);
      r.seen().add(peer);
      firstOf.putIfAbsent(n.key + "\n" + m.group(1), e);
    }
    Set<WaitGraph.Node> odd = new LinkedHashSet<>();
    List<String> why = new ArrayList<>();
    for (Map.Entry<String, Map<String, Report>> f : byField.entrySet()) {
      oddIn(f.getValue().values()).ifPresent(r -> {
        odd.add(r.node());
        why.add(f.getKey() + " " + r.own().iterator().next() + " against " + (f.getValue().size() - 1) + " others' "
            + majority(f.getValue().values(), r));
      });
    }
    if (odd.size() != 1) {
      return Optional.empty();
    }
    WaitGraph.Node root = odd.iterator().next();
    String field = byField.keySet().stream().filter(k -> firstOf.containsKey(root.key + "\n" + k)).findFirst().orElseThrow();
    ErrorEvent ev = firstOf.get(root.key + "\n" + field);
    return RootCauseAnalyzer.Verdict.of(root, "HCCL's parameter check at link setup (EI0005) found one rank's collective"
        + " unlike all its peers': its own " + String.join("; ", why) + " (every peer saw its value as the remote one);"
        + " the odd one out is the root, whichever process exited first", ev.evidence());
  }

  /** The one report whose own value no other shares, when at least two others share one value and saw its value. */
  private static Optional<Report> oddIn(java.util.Collection<Report> reports) {
    if (reports.size() < 3 || reports.stream().anyMatch(r -> r.own().size() != 1)) {
      return Optional.empty();
    }
    Report found = null;
    for (Report r : reports) {
      String v = r.own().iterator().next();
      boolean alone = reports.stream().filter(o -> o != r).allMatch(o -> !o.own().contains(v) && o.seen().equals(Set.of(v)));
      if (alone) {
        if (found != null) {
          return Optional.empty();
        }
        found = r;
      }
    }
    if (found == null) {
      return Optional.empty();
    }
    Report odd = found;
    long values = reports.stream().filter(o -> o != odd).map(o -> o.own().iterator().next()).distinct().count();
    return values == 1 ? Optional.of(odd) : Optional.empty();
  }

  private static String majority(java.util.Collection<Report> reports, Report odd) {
    return reports.stream().filter(o -> o != odd).map(o -> o.own().iterator().next()).findFirst().orElse("");
  }
}
