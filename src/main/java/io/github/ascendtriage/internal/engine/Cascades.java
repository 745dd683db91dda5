package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.match.Score;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The lesson's bottom-up rule applied to claims: a case whose required signature matched only
 * symptoms (a wait that timed out, a wrapper that says an inner call failed) describes the cascade,
 * not the cause, when the same input shows a component failing on its own; a case matched only on
 * return statuses, when the input carries the catalogued code of a fault the case does not name.
 * Such a case is not claimed; the layer reasoning answers from that fault instead, and the case is
 * still ranked. Stateless and thread-safe.
 */
final class Cascades {
  private Cascades() {}

  /**
   * True when {@code s} matched only symptoms and the input shows a fault of its own, or matched
   * only return statuses (codes of the reasoning's wrapper families) and the input carries a
   * catalogued code of a fault that the case does not name: the status is how that fault reached
   * the caller.
   *
   * @param reasoned the layer reasoning over {@code f} with nothing explained away, computed once
   *     for all the claims of one input and only when a claim needs it
   */
  static boolean yields(Score s, FeatureSet f, CaseBase base, Supplier<LayerReasoner.Answer> reasoned) {
    Kind kind = kind(s, base);
    if (kind == Kind.CAUSE) {
      return false;
    }
    Set<String> own = new java.util.HashSet<>();
    s.definition().required().forEach(g -> g.forEach(t -> own.add(t.value().toLowerCase(java.util.Locale.ROOT))));
    LayerReasoner.Answer a = reasoned.get();
    for (Clue c : a.clues()) {
      if (c.role() != Role.FAULT || c.layer().isEmpty()) {
        continue;
      }
      if (kind == Kind.SYMPTOM) {
        return true;
      }
      if (c.code().isPresent()) {
        String printed = f.codes().get(c.code().getAsInt()).text().toLowerCase(java.util.Locale.ROOT);
        if (!own.contains(printed)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The root process's own fault that decides the layer of an answer whose best case is a cascade:
   * the case is marked a cascade or matched only on waits (each matched required group holds a
   * symptom of the knowledge, the catalogue or a reasoning rule: a notify wait, a lost heartbeat, a
   * watchdog), the root cause names one known process ({@link #oneProcess}), not a cycle; some of the case's lines are in
   * files other than that process's own (another rank waited); and the layer reasoning shows a fault
   * with a layer of its own (a code, a device error, an exception placed by {@code EarlierFailure})
   * on lines of the root process's own files only ({@link #owned}: a catalogued code it printed counts
   * though a console repeats it; {@link #oneProcess}). The first such fault is returned when its layer
   * is not the case's; the waits the case describes are what the other ranks saw. Sources: the lesson's bottom-up order (§6.1, §7.1); catalog
   * cann-message EI0002, official cause 1 and solution 1 (an exception on some NPUs; look for an
   * earlier error on the other ranks); HCCL's fault-locating page for the cluster heartbeat
   * (hcclug_000054: a lost heartbeat is filed under the peer process's exit, whose own error says
   * why). Where the root's own lines hold no fault of a ladder layer but an operator fault outside the ladder
   * ({@link #operatorFault}), that fault is returned (no layer: the answer's is unknown; the field reports'
   * vocabulary files AI Core operator faults under none, troubleshooting_0013, catalogue 507015/507014); a
   * faulting kernel that is HCCL's own ({@code aiv_...}) is the collective's fault and explains it away.
   */
  static Optional<Clue> rootFault(Score top, FeatureSet f, CaseBase base, RootCause root,
      Set<String> rootSources, Supplier<LayerReasoner.Answer> reasoned) {
    if (!root.known() || root.cycle() || !oneProcess(root, f, rootSources) || rootSources.isEmpty()
        || !(top.definition().cascade() || waitsOnly(top, base)) || !othersWait(top, f, rootSources)) {
      return Optional.empty();
    }
    Layer at = top.definition().layer();
    Clue outside = null;
    for (Clue c : reasoned.get().clues()) {
      if (!owned(c, rootSources)) {
        continue;
      }
      if (c.role() == Role.FAULT && c.layer().isPresent()) {
        // the root's first fault decides; one at the case's own layer leaves the answer as it is
        return c.layer().get() == at ? Optional.empty() : Optional.of(c);
      }
      if (outside == null && operatorFault(c)) {
        outside = c;
      }
    }
    // silent33: a root whose own faults are all outside the ladder (an AI Core operator fault): the layer is none
    return Optional.ofNullable(outside);
  }

  /**
   * True when {@code c} is a fault the root wrote: every line of it in the root's own files (not a finding across
   * ranks), or a catalogued code with a line there (devroot34: the root printed it; a console that repeats it, such as
   * torch_npu's {@code NPU function error: ..., error code is N} or the CANN message block, log-formats 3 and 7.2,
   * does not make it another's; the code's layer is the catalogue's, whoever repeats it).
   */
  static boolean owned(Clue c, Set<String> rootSources) {
    return !c.evidence().isEmpty() && (c.evidence().stream().allMatch(e -> rootSources.contains(e.source()))
        || c.code().isPresent() && c.evidence().stream().anyMatch(e -> rootSources.contains(e.source())));
  }

  /**
   * True when the root cause names one process: one root, or further roots that are files tied to no process (no pid)
   * holding a catalogued code the root's own files hold too (devroot34: a console that repeats the root's code, LF 7.2,
   * is that failure's echo, not a second one).
   */
  static boolean oneProcess(RootCause root, FeatureSet f, Set<String> rootSources) {
    List<io.github.ascendtriage.ProcessPlace> roots = root.roots();
    if (roots.isEmpty()) {
      return false;
    }
    for (io.github.ascendtriage.ProcessPlace p : roots.subList(1, roots.size())) {
      if (p.pid().isPresent() || p.source().isEmpty() || f.codes().stream().noneMatch(o -> echoes(o.evidence(), p.source().get(), rootSources))) {
        return false;
      }
    }
    return true;
  }

  private static boolean echoes(List<io.github.ascendtriage.Evidence> lines, String console, Set<String> rootSources) {
    return lines.stream().anyMatch(e -> e.source().equals(console)) && lines.stream().anyMatch(e -> rootSources.contains(e.source()));
  }

  /** The rule of the operator faults outside the ladder (troubleshooting_0013; catalogue 507015, 507014). */
  static final String OPERATOR_FAULT = "outside.operator-fault";

  /**
   * True for the root's own fault outside the ladder that decides its layer (silent33): the operator-fault rule's
   * clue (an AI Core or AI CPU kernel, its compilation), or a catalogued code of no ladder layer (507015 AI Core
   * exception, 507014 AI Core timeout: the catalogue files them under none).
   */
  static boolean operatorFault(Clue c) {
    return c.role() == Role.OUTSIDE && (c.rule().equals(OPERATOR_FAULT) || c.code().isPresent());
  }

  /** True when a line of the case's matched tokens is in a file other than the root process's own: another rank waited. */
  static boolean othersWait(Score s, FeatureSet f, Set<String> rootSources) {
    for (SignatureToken t : s.matched()) {
      if (f.occurrence(t.key()).map(o -> o.evidence().stream().anyMatch(e -> !rootSources.contains(e.source()))).orElse(false)) {
        return true;
      }
    }
    return false;
  }

  /**
   * True when each required group of {@code s} whose tokens all matched holds a wait (a symptom of
   * the knowledge, the catalogue or a reasoning rule), and one did: a group is read whole (the run
   * log's {@code crimer rank ... status[LOST]} is a heartbeat event because of its status).
   */
  static boolean waitsOnly(Score s, CaseBase base) {
    boolean any = false;
    for (List<SignatureToken> g : s.definition().required()) {
      if (g.isEmpty() || !s.matched().containsAll(g)) {
        continue;
      }
      any = true;
      if (g.stream().noneMatch(t -> base.knowledge().symptom(t.key()).isPresent() || catalogueSymptom(t, base)
          || base.reasoning().rule(t.key()).map(r -> r.role() == Role.SYMPTOM).orElse(false))) {
        return false;
      }
    }
    return any;
  }

  /** What a case's matched required tokens are. */
  enum Kind { CAUSE, SYMPTOM, STATUS }

  /**
   * {@code SYMPTOM} when every matched required token is a symptom (knowledge or catalogue),
   * {@code STATUS} when each is a symptom or a code of a wrapper family and one is such a code,
   * {@code CAUSE} otherwise (also when no required token matched).
   */
  static Kind kind(Score s, CaseBase base) {
    CaseDefinition c = s.definition();
    boolean any = false;
    boolean status = false;
    for (SignatureToken t : s.matched()) {
      if (!required(c, t)) {
        continue;
      }
      any = true;
      if (base.knowledge().symptom(t.key()).isPresent() || catalogueSymptom(t, base)) {
        continue;
      }
      if (wrapperCode(t, base)) {
        status = true;
        continue;
      }
      return Kind.CAUSE;
    }
    return !any ? Kind.CAUSE : status ? Kind.STATUS : Kind.SYMPTOM;
  }

  private static boolean wrapperCode(SignatureToken t, CaseBase base) {
    for (String family : base.reasoning().codeFamilies().getOrDefault(t.type(), List.of())) {
      if (base.reasoning().wrapperFamilies().contains(family) && base.codes().find(family, t.value()).isPresent()) {
        return true;
      }
    }
    return false;
  }

  private static boolean required(CaseDefinition c, SignatureToken t) {
    for (List<SignatureToken> g : c.required()) {
      if (g.contains(t)) {
        return true;
      }
    }
    return false;
  }

  private static boolean catalogueSymptom(SignatureToken t, CaseBase base) {
    List<String> families = base.reasoning().codeFamilies().getOrDefault(t.type(), List.of());
    for (String family : families) {
      if (base.codes().find(family, t.value()).map(r -> r.symptom()).orElse(false)) {
        return true;
      }
    }
    return false;
  }
}
