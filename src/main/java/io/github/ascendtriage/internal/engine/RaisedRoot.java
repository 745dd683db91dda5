package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.tools.ExceptionRecognizer;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * tenthd40 (tenth39's classes D and G): the layer when the process the others waited for, or the one the others
 * failed after, ended on an exception raised in its own code: a Python traceback in its own files whose innermost
 * frame is the job's script ({@link ExceptionRecognizer#OWN_CODE}). That exception is the process's own fault and the
 * script's, so the layer is script, whatever the others reported while they waited for it (their EI0002, the
 * cluster's heartbeat error): the catalogue's EI0002 (official cause 1 and solution 1: an exception on some ranks; where
 * only some report the timeout, look at the others for an earlier error) and the lesson's bottom-up order (§6.1, §7.1:
 * the lowest layer seen failing decides; a cascade is not the cause). A root with a fault of its own below the script
 * (a device fault in its plog) is left to that fault ({@link RootLayer}). Read only for a known first root the input
 * decides, and, when no case was claimed, only when another process of the input also failed (an exception or an
 * error of its own outside the root's files): a traceback in a log that is no failure of a multi-card job is not
 * given a layer by this. own41: the first of several roots counts too (two workers whose own code raised and whose lines
 * carry no time are both roots, {@code rootcause.OwnFaultRoots}): its own exception is as much the script's. Stateless
 * and thread-safe.
 */
final class RaisedRoot {
  private RaisedRoot() {}

  static final String RULE = "script.root-raised";
  private static final String KEY = FeatureType.TOOL_STATUS.id() + ":" + ExceptionRecognizer.OWN_CODE;
  private static final String EXCEPTION = FeatureType.EXCEPTION.id() + ":";

  /** The summary of an answer the root's own exception decided ({@link ChineseView#summary} has its Chinese). */
  static final String SUMMARY = "the process the others waited for ended on an exception raised in its own script (the"
      + " last line of a Python traceback whose innermost frame is the job's code): the layer is that process's (script),"
      + " not the collective's or the cluster's the others reported after it";

  /** The reasoning of an answer whose root raised in its own code, with {@code confidence}; empty otherwise. */
  static Optional<LayerReasoning> of(CaseBase base, FeatureSet f, RootCauseAnalyzer.Finding fd, double confidence) {
    List<Evidence> lines = lines(f, Optional.of(fd));
    if (lines.isEmpty()) {
      return Optional.empty();
    }
    ReasoningRule rule = rule(base);
    List<ReasoningStep> steps = lines.stream()
        .map(e -> new ReasoningStep(e, rule.tokens().get(0), Layer.SCRIPT, Role.FAULT.id(), rule.id(), rule.why())).toList();
    return Optional.of(new LayerReasoning(Layer.SCRIPT, confidence, Optional.of(rule.stage()), steps, SUMMARY));
  }

  /**
   * The reasoner's answer {@code a}, of no layer, with the root's own exception as its first fault, when another
   * process of the input failed too; {@code a} otherwise.
   */
  static LayerReasoner.Answer unclaimed(LayerReasoner.Answer a, Optional<RootCauseAnalyzer.Finding> finding, FeatureSet f,
      CaseBase base) {
    if (a.layer() != Layer.UNKNOWN) {
      return a;
    }
    Optional<Clue> c = clue(f, finding, base);
    if (c.isEmpty() || !othersFailed(f, finding.get().rootSources())) {
      return a;
    }
    return LayerReasoner.withFirstFault(a, c.get(), base.reasoning());
  }

  /** The root's own exception as a script fault of rule {@value #RULE}, when it raised one in its own code; else empty. */
  static Optional<Clue> clue(FeatureSet f, Optional<RootCauseAnalyzer.Finding> finding, CaseBase base) {
    List<Evidence> lines = lines(f, finding);
    if (lines.isEmpty()) {
      return Optional.empty();
    }
    ReasoningRule rule = rule(base);
    return Optional.of(new Clue(rule.tokens().get(0), lines, Optional.of(Layer.SCRIPT), Role.FAULT, rule.id(),
        Optional.of(rule.stage()), rule.why()));
  }

  /** The lines of the root's own files where an exception raised in the job's code ended a traceback, first three. */
  private static List<Evidence> lines(FeatureSet f, Optional<RootCauseAnalyzer.Finding> finding) {
    if (finding.isEmpty()) {
      return List.of();
    }
    RootCause root = finding.get().rootCause();
    Set<String> own = finding.get().rootSources();
    if (!root.known() || root.cycle() || !root.decided() || root.roots().isEmpty() || own.isEmpty()) {
      return List.of();
    }
    return f.occurrence(KEY).map(o -> o.evidence().stream().filter(e -> own.contains(e.source())).limit(3).toList())
        .orElse(List.of());
  }

  /** True when a file outside {@code own} holds an exception line or an error event: another process failed too. */
  static boolean othersFailed(FeatureSet f, Set<String> own) {
    if (f.events().stream().anyMatch(e -> !own.contains(e.evidence().source()))) {
      return true;
    }
    return f.keys().stream().filter(k -> k.startsWith(EXCEPTION)).anyMatch(k -> f.occurrence(k)
        .map(o -> o.evidence().stream().anyMatch(e -> !own.contains(e.source()))).orElse(false));
  }

  private static ReasoningRule rule(CaseBase base) {
    return base.reasoning().byId(RULE).orElseThrow(() -> new IllegalStateException("reasoning.json has no rule " + RULE));
  }
}
