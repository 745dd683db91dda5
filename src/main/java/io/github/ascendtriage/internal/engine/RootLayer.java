package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The layer of an answer whose best case is the others' cascade, decided by the root process: its
 * own first fault ({@link Cascades#rootFault}, layer31), else its lag ({@link LaggedRoot}, lag37), else an exception it
 * raised in its own code ({@link RaisedRoot}, tenthd40), else its end or
 * absence when it printed nothing of its own ({@link RootEnds}). When the root's own fault is a case of the answer, that
 * case's official case and steps come first ({@link #official}, {@link #fix}): the cascade's case
 * says what the others saw, the root's what to repair. Stateless and thread-safe.
 */
final class RootLayer {
  private RootLayer() {}

  /**
   * What the root decided: the layer, the confidence, the reasoning shown, the root's own fault
   * when that decided (empty when its end or silence did), and the root process's files.
   */
  record Decision(Layer layer, double confidence, LayerReasoning reasoning, Optional<Clue> fault, java.util.Set<String> rootSources) {}

  /**
   * The decision for an answer that claims {@code ranking}'s first case, with the confidence its match shows, when the
   * root cause is {@code finding}; empty when there is none or the root leaves the case's layer. The one place an
   * assembly ({@link Assembler#assemble}) and a stream's look gate ({@link Assembler#claimedLayer}) ask it.
   */
  static Optional<Decision> decide(Assembler.Ranking ranking, FeatureSet f, CaseBase base,
      Optional<RootCauseAnalyzer.Finding> finding, Map<String, SourceMeta> sources, Supplier<LayerReasoner.Answer> reasoning) {
    Assembler.Claim top = ranking.claimed().get(0);
    return finding.flatMap(fd -> decide(top, Assembler.round(top.confidence()), f, base, fd, sources, reasoning));
  }

  private static Optional<Decision> decide(Assembler.Claim top, double caseConfidence, FeatureSet f, CaseBase base,
      RootCauseAnalyzer.Finding fd, Map<String, SourceMeta> sources, Supplier<LayerReasoner.Answer> reasoning) {
    LayerReasoner.Answer[] a = new LayerReasoner.Answer[1];
    Supplier<LayerReasoner.Answer> once = () -> a[0] != null ? a[0] : (a[0] = reasoning.get());
    Optional<Clue> own = Cascades.rootFault(top.score(), f, base, fd.rootCause(), fd.rootSources(), once);
    if (own.isPresent() && own.get().layer().isEmpty()) {
      // silent33: the root's own fault is outside the ladder (an operator fault): the layer is none, not the case's
      return Optional.of(new Decision(Layer.UNKNOWN, caseConfidence, outside(a[0], own.get()), own, fd.rootSources()));
    }
    if (own.isPresent()) {
      Layer layer = own.get().layer().orElseThrow();
      double confidence = a[0].layer() == layer ? a[0].confidence() : caseConfidence;
      return Optional.of(new Decision(layer, confidence, ReasoningView.of(a[0]), own, fd.rootSources()));
    }
    Optional<LayerReasoning> lag = LaggedRoot.of(base, Optional.of(fd), caseConfidence); // lag37: it was not in the collective
    if (lag.isPresent()) {
      return Optional.of(new Decision(Layer.SCRIPT, caseConfidence, lag.get(), Optional.empty(), fd.rootSources()));
    }
    Optional<LayerReasoning> raised = RaisedRoot.of(base, f, fd, caseConfidence); // tenthd40: it raised in its own code
    if (raised.isPresent()) {
      return Optional.of(new Decision(Layer.SCRIPT, caseConfidence, raised.get(), Optional.empty(), fd.rootSources()));
    }
    Optional<LayerReasoning> ends = RootEnds.of(top.score(), caseConfidence, f, base, fd.rootCause(), fd.rootSources(), sources, once);
    if (ends.isPresent() && RootEnds.SILENT_SUMMARY.equals(ends.get().summary())) {
      Optional<Clue> device = HostDevice.fault(fd.rootCause(), f, sources, fd.rootSources(), fd.rootMachine(), once.get());
      if (device.isPresent()) {
        java.util.Set<String> files = new java.util.LinkedHashSet<>(fd.rootSources());
        device.get().evidence().forEach(e -> files.add(e.source()));
        double confidence = a[0].layer() == Layer.DEVICE ? a[0].confidence() : caseConfidence;
        return Optional.of(new Decision(Layer.DEVICE, confidence, ReasoningView.of(a[0]), device, java.util.Set.copyOf(files)));
      }
    }
    return ends.map(r -> new Decision(Layer.SCRIPT, caseConfidence, r, Optional.empty(), fd.rootSources()));
  }

  /**
   * code35: the reasoner's answer {@code a} when no case was claimed, re-pointed at the root process's own fault. The
   * same principle as {@link Cascades#rootFault} (layer31, devroot34: the root's own first fault decides, the others'
   * timeouts are its cascade; catalogue cann-message EI0002, official solution 1; the lesson's bottom-up order, §6.1,
   * §7.1), for an input where no case describes the others' waits: the root cause names one known process
   * ({@link Cascades#oneProcess}); the answered layer's clues are all on lines outside that process's files (other
   * ranks; a symptom on its own lines does not count when it has a fault of its own below that layer, {@link #faultBelow}); and the root's own first fault ({@link Cascades#owned}: a catalogued code it printed counts though a
   * console repeats it) is either of a ladder layer below the answered one (a device runtime code such as
   * log-formats 6's, under the others' collective task exceptions), which then answers, or, with no such fault, an
   * operator fault outside the ladder ({@link Cascades#operatorFault}: the catalogue files AI Core faults under none,
   * silent33), and the answer is none. Otherwise {@code a} unchanged.
   */
  static LayerReasoner.Answer unclaimed(LayerReasoner.Answer a, Optional<RootCauseAnalyzer.Finding> finding, FeatureSet f) {
    if (finding.isEmpty() || a.layer() == Layer.UNKNOWN || a.foreign()) {
      return a;
    }
    RootCause root = finding.get().rootCause();
    java.util.Set<String> own = finding.get().rootSources();
    if (!root.known() || root.cycle() || own.isEmpty() || !Cascades.oneProcess(root, f, own) || a.support().isEmpty()) {
      return a;
    }
    boolean below = faultBelow(a, own);
    if (a.support().stream().anyMatch(c -> !(below && c.role() == Role.SYMPTOM)
        && c.evidence().stream().anyMatch(e -> own.contains(e.source())))) {
      return a;
    }
    Clue outside = null;
    for (Clue c : a.clues()) {
      if (!Cascades.owned(c, own)) {
        continue;
      }
      if (c.role() == Role.FAULT && c.layer().isPresent() && c.layer().get().compareTo(a.layer()) < 0) {
        Layer at = c.layer().get();
        Optional<String> stage = a.clues().stream().filter(x -> x.role() != Role.OUTSIDE && x.layer().equals(Optional.of(at))
            && x.stage().isPresent()).findFirst().flatMap(Clue::stage);
        return new LayerReasoner.Answer(at, a.raw(), a.confidence(), stage, a.clues(), false, a.scores(), a.outside());
      }
      if (outside == null && Cascades.operatorFault(c)) {
        outside = c;
      }
    }
    return outside == null ? a : new LayerReasoner.Answer(Layer.UNKNOWN, 0, 0, Optional.empty(), a.clues(), false, a.scores(), a.outside());
  }

  /**
   * aicpu37: true when the root printed a fault of its own below the answered layer. A symptom of the answered layer
   * on the root's own lines is then that fault's report, not a second failure of the root: a symptom's cause is
   * elsewhere by definition, and the root's own lower fault is the nearest. HCCL's AI CPU communicator prints a failed
   * SDMA task of its own device from aicpu_communicator.cc, whose lines the collective symptom
   * {@code symptom.aicpu-executor} reads as a collective that failed while it ran, with an earlier error of the task,
   * the device or a peer as its cause (its rule; hicann/hcomm@fb10caded3ce src/framework/device/framework/
   * aicpu_communicator.cc; ascend-fd fixture st_aicpu_notify's root device log). A fault of the answered layer on
   * the root's lines still leaves the answer as it is.
   */
  private static boolean faultBelow(LayerReasoner.Answer a, java.util.Set<String> own) {
    return a.clues().stream().anyMatch(c -> c.role() == Role.FAULT && c.layer().isPresent()
        && c.layer().get().compareTo(a.layer()) < 0 && Cascades.owned(c, own));
  }

  /**
   * The case of the answer, other than the best, that is the root's own failure: at the layer of
   * the root's fault {@code c}, with a line in the root's own files (an HBM ECC case beside the
   * others' heartbeat case); the first such in the answer's order.
   */
  static Optional<CaseMatch> rootCase(Clue c, java.util.Set<String> rootSources, List<CaseMatch> matches) {
    for (CaseMatch m : matches.subList(Math.min(1, matches.size()), matches.size())) {
      if (c.layer().filter(l -> l == m.layer()).isPresent()
          && m.evidence().stream().map(Evidence::source).anyMatch(rootSources::contains)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /** The official case of the root's case, else of its own fault's rule or code, else {@code cascade}'s. */
  static Optional<OfficialCase> official(CaseBase base, Optional<CaseMatch> rootCase, Optional<Clue> fault,
      Optional<OfficialCase> cascade) {
    Optional<OfficialCase> own = rootCase.flatMap(m -> FixSteps.official(base, List.of(m)));
    return own.or(() -> fault.flatMap(c -> FixSteps.officialOf(base, c))).or(() -> cascade);
  }

  /** The summary of an answer the root's own fault outside the ladder decided ({@link ChineseView#summary} has its Chinese). */
  static final String OUTSIDE_SUMMARY = "the process the others waited for failed on its own with a fault outside the"
      + " communication ladder (an operator on its AI Core): the layer is that fault's (none), not the collective's the others"
      + " timed out in; the case shown is what the other ranks saw";

  /** The reasoning shown for a root whose own fault {@code fault} is outside the ladder: that fault first, then the others'. */
  private static LayerReasoning outside(LayerReasoner.Answer a, Clue fault) {
    LayerReasoning all = ReasoningView.of(a);
    List<ReasoningStep> steps = new ArrayList<>();
    steps.add(new ReasoningStep(fault.first(), fault.key(), Layer.UNKNOWN, fault.role().id(), fault.rule(),
        fault.why()));
    all.steps().stream().filter(x -> !x.evidence().equals(fault.first()) || !x.token().equals(fault.key()))
        .limit(LayerReasoning.MAX_STEPS - 1L).forEach(steps::add);
    return new LayerReasoning(Layer.UNKNOWN, 0.0, all.stage(), steps, OUTSIDE_SUMMARY);
  }

  /**
   * The first steps of the root's own codes outside the ladder (507015, 507014: where the catalogue's record gives
   * one), for an answer the root's operator fault decided; empty otherwise.
   */
  static List<FixStep> outsideSteps(Decision d, List<CodeFinding> codes, Optional<RootCause> root) {
    if (d.layer() != Layer.UNKNOWN || d.fault().isEmpty()) {
      return List.of();
    }
    List<CodeFinding> own = codes.stream().filter(c -> !c.ambiguous() && c.layer() == Layer.UNKNOWN
        && c.firstStep().isPresent() && c.evidence().stream().anyMatch(e -> d.rootSources().contains(e.source()))).toList();
    return FixSteps.codeSteps(own, FixSteps.host(root));
  }

  /** The root case's steps first, then the cascade's, each command once. */
  static List<FixStep> fix(List<FixStep> root, List<FixStep> cascade) {
    Map<String, FixStep> out = new LinkedHashMap<>();
    root.forEach(s -> out.putIfAbsent(s.step().command(), s));
    cascade.forEach(s -> out.putIfAbsent(s.step().command(), s));
    return new ArrayList<>(out.values());
  }
}
