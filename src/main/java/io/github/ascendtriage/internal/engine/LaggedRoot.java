package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer;
import java.util.List;
import java.util.Optional;

/**
 * lag37: the layer of a root found by its lag rather than by a fault: it began its wait more than the timeout after
 * the others had reported theirs ({@code Laggards}), or it stopped (or never began) reporting that it still waited
 * while the others went on ({@code Members.stoppedReporting}). Both say the same of the root's process: the others
 * were in the collective and it was not, because its host process was busy or blocked before it. So the layer is
 * that process's (script), by the rule {@code script.root-lagged} of {@code reasoning.json}, whatever case the
 * others' waits matched. Sources: HCCL's notify-wait page (hcclug_000036, 80RC2, cause 1: some cards were blocked by
 * a long task and went on only after HCCL_EXEC_TIMEOUT; solution 2: when every card reported the timeout and the
 * earliest and latest reports lie more than the timeout apart, find what blocked the latest reporter, such as a
 * checkpoint save), the older troubleshooting page (troubleshooting_0110, CANN 6.0.1, the same cause and step),
 * catalogue cann-message EI0002 (cause 2, solution 2), and ascend-fd's root-cluster decision for a runtime that
 * stopped its waiting reports (LAGGING_ON_WAITING_TIMEOUT_REPORT, Ascend/mind-cluster 22bb3d98
 * {@code pkg/diag/root_cluster/rc_diag_job.py}, {@code filter_lagging_devices}). A root with a fault of its own is
 * left to that fault ({@link RootLayer}). Stateless and thread-safe.
 */
final class LaggedRoot {
  private LaggedRoot() {}

  static final String RULE = "script.root-lagged";

  /** The summary of an answer the root's lag decided. */
  static final String SUMMARY = "the process the others waited for was not in the collective when they were (it began"
      + " waiting after they had timed out, or stopped reporting its wait before them): its host process was busy or"
      + " blocked before the collective, so the layer is that process's (script), not the collective's";

  /** The reasoning of an answer whose root lagged, with {@code confidence}; empty when the root was not found by a lag. */
  static Optional<LayerReasoning> of(CaseBase base, Optional<RootCauseAnalyzer.Finding> finding, double confidence) {
    Optional<Evidence> line = lag(finding);
    if (line.isEmpty()) {
      return Optional.empty();
    }
    ReasoningRule rule = rule(base);
    ReasoningStep step = new ReasoningStep(line.get(), rule.tokens().get(0), Layer.SCRIPT, Role.FAULT.id(), rule.id(), rule.why());
    return Optional.of(new LayerReasoning(Layer.SCRIPT, confidence, Optional.of(rule.stage()), List.of(step), SUMMARY));
  }

  /** The reasoner's answer {@code a}, of no layer, with the root's lag as its first fault; {@code a} otherwise. */
  static LayerReasoner.Answer unclaimed(LayerReasoner.Answer a, Optional<RootCauseAnalyzer.Finding> finding, CaseBase base) {
    Optional<Evidence> line = lag(finding);
    if (line.isEmpty() || a.layer() != Layer.UNKNOWN) {
      return a;
    }
    ReasoningRule rule = rule(base);
    Clue c = new Clue(rule.tokens().get(0), List.of(line.get()), Optional.of(Layer.SCRIPT), Role.FAULT, rule.id(),
        Optional.of(rule.stage()), rule.why());
    return LayerReasoner.withFirstFault(a, c, base.reasoning());
  }

  /** The line of the root's lag, when the root cause names one known process the input decides. */
  private static Optional<Evidence> lag(Optional<RootCauseAnalyzer.Finding> finding) {
    return finding.filter(fd -> fd.rootCause().known() && fd.rootCause().decided() && !fd.rootCause().cycle()
        && !fd.rootCause().roots().isEmpty()).flatMap(RootCauseAnalyzer.Finding::lag);
  }

  private static ReasoningRule rule(CaseBase base) {
    return base.reasoning().byId(RULE).orElseThrow(() -> new IllegalStateException("reasoning.json has no rule " + RULE));
  }
}
