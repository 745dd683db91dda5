package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * own41: the layer of an answer no case claimed (the heartbeat-only msrun trees) when the first root printed no error
 * and its end is recorded from outside it ({@link RootEnds#ended}: the kernel's OOM kill naming its pid, its launcher's
 * exit with a signal, faulthandler's fatal signal). The principle of rule {@code script.root-process-ended}, which
 * {@link RootEnds#of} applies when a case of the others' waits was claimed: the process the others failed after ended on
 * its own, so the layer is that process's (script). The kernel's line also reads as memory exhausted, outside the
 * ladder (rule {@code outside.memory-exhausted}); that clue on the end's own lines is the same fact, the root's end, and
 * gives way to it. Only when another process of the input failed too (an exception or an error event outside the root's
 * files and the end's lines). Stateless and thread-safe.
 */
final class EndedRoot {
  private EndedRoot() {}

  /** {@code a}, of no layer, with the root's recorded end as its first fault, when the conditions above hold; else {@code a}. */
  static LayerReasoner.Answer unclaimed(LayerReasoner.Answer a, Optional<RootCauseAnalyzer.Finding> finding, FeatureSet f,
      CaseBase base, Map<String, SourceMeta> sources) {
    if (a.layer() != Layer.UNKNOWN || a.foreign() || finding.isEmpty()) {
      return a;
    }
    RootCause root = finding.get().rootCause();
    Set<String> own = finding.get().rootSources();
    if (!root.known() || root.cycle() || !root.decided() || root.roots().isEmpty() || own.isEmpty()) {
      return a;
    }
    ProcessPlace first = root.roots().get(0);
    if (first.pid().isEmpty() || first.host().isEmpty()) {
      return a;
    }
    List<Evidence> end = RootEnds.ended(first, f, own, sources);
    Set<String> quiet = new HashSet<>(own);
    end.forEach(e -> quiet.add(e.source()));
    if (end.isEmpty() || !RaisedRoot.othersFailed(f, quiet)) {
      return a;
    }
    List<Clue> kept = a.clues().stream().filter(c -> c.role() != Role.OUTSIDE || !c.evidence().stream().allMatch(e -> on(e, end)))
        .toList();
    double outside = Math.max(0, a.outside() - (a.clues().size() - kept.size()) * base.reasoning().weights().of(Role.OUTSIDE));
    LayerReasoner.Answer b = new LayerReasoner.Answer(a.layer(), a.raw(), a.confidence(), a.stage(), kept, a.foreign(),
        a.scores(), outside);
    ReasoningRule rule = base.reasoning().byId(RootEnds.ENDED)
        .orElseThrow(() -> new IllegalStateException("reasoning.json has no rule " + RootEnds.ENDED));
    Clue c = new Clue(rule.tokens().get(0), end, Optional.of(Layer.SCRIPT), Role.FAULT, rule.id(), Optional.of(rule.stage()),
        rule.why());
    LayerReasoner.Answer out = LayerReasoner.withFirstFault(b, c, base.reasoning());
    return out.layer() == Layer.UNKNOWN ? a : out;
  }

  private static boolean on(Evidence e, List<Evidence> lines) {
    return lines.stream().anyMatch(x -> x.line() == e.line() && x.source().equals(e.source()));
  }
}
