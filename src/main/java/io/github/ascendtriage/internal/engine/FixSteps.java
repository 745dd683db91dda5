package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.SimilarIncident;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.codes.SettingRules;
import io.github.ascendtriage.internal.match.RemediationFiller;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The top-level fix of an answer and the official case that applies to it. With a matched case,
 * the fix is that case's steps and the official case is the case itself or the one it refines;
 * without one, the fix is built from the codes, the layer's checks and the most similar incident.
 * Stateless and thread-safe.
 */
final class FixSteps {
  private FixSteps() {}

  /**
   * The fix of a matched case: its own steps first; then the steps of the official case it refines
   * ({@link FixOrigin#OFFICIAL_CASE}: the official fix of the failure class the case is a variant of);
   * then the first steps of the official codes in the input that belong to the case's layer (their
   * official solutions, at most {@link #MAX_CODE_STEPS}). Each command is said once; the host is the
   * root cause's.
   */
  static List<FixStep> ofCase(CaseBase base, CaseMatch m, List<CodeFinding> codes, Function<String, Optional<String>> values,
      Optional<RootCause> root) {
    Optional<String> host = host(root);
    Map<String, FixStep> out = new LinkedHashMap<>(); // by command: one step said once
    for (RemediationStep s : m.remediation()) {
      out.putIfAbsent(s.command(), new FixStep(s, FixOrigin.CASE, m.caseId(), OptionalDouble.empty(), host));
    }
    CaseDefinition matched = base.get(m.caseId());
    Optional<String> refined = matched == null ? Optional.empty() : matched.refines();
    CaseDefinition official = refined.filter(id -> !id.equals(m.caseId())).map(base::get).orElse(null);
    if (official != null) {
      for (RemediationStep s : RemediationFiller.fill(official, values)) {
        out.putIfAbsent(s.command(), new FixStep(s, FixOrigin.OFFICIAL_CASE, official.id(), OptionalDouble.empty(), host));
      }
    }
    int coded = 0;
    for (CodeFinding c : codes) {
      if (coded < MAX_CODE_STEPS && !c.ambiguous() && c.layer().id().equals(m.layer().id()) && c.firstStep().isPresent()
          && out.putIfAbsent(c.firstStep().get().command(), codeStep(c, host)) == null) {
        coded++;
      }
    }
    return placed(out.values());
  }

  /** The first steps of {@code codes} (each present), each command once, marked as the codes'. */
  static List<FixStep> codeSteps(List<CodeFinding> codes, Optional<String> host) {
    Map<String, FixStep> out = new LinkedHashMap<>();
    codes.forEach(c -> out.putIfAbsent(c.firstStep().orElseThrow().command(), codeStep(c, host)));
    return placed(out.values());
  }

  /** The first step of the code {@code c} (present), marked as the code's. */
  private static FixStep codeStep(CodeFinding c, Optional<String> host) {
    return new FixStep(c.firstStep().orElseThrow(), FixOrigin.CODE, c.entry().key(), OptionalDouble.empty(), host);
  }

  /**
   * The steps with where they run: a step that sets a setting every rank's process reads ({@link
   * SettingRules#setsEveryRank}, e.g. {@code export HCCL_CONNECT_TIMEOUT=600}: HCCL's page says each
   * device's process waits by it) has no host, for it runs on every rank of the job; the others keep
   * the root's host.
   */
  static List<FixStep> placed(java.util.Collection<FixStep> steps) {
    SettingRules settings = SettingRules.builtIn();
    return steps.stream().map(x -> x.host().isPresent() && settings.setsEveryRank(x.command())
        ? new FixStep(x.step(), x.origin(), x.ref(), x.similarity(), Optional.empty()) : x).toList();
  }

  /** The host the steps run on: the root-cause process's, when the input names it. */
  static Optional<String> host(Optional<RootCause> root) {
    return root.flatMap(RootCause::host);
  }

  /** The official case of the best match: itself when it is official, else the one it refines. */
  static Optional<OfficialCase> official(CaseBase base, List<CaseMatch> matches) {
    if (matches.isEmpty()) {
      return Optional.empty();
    }
    CaseMatch best = matches.get(0);
    CaseDefinition c = base.get(best.caseId());
    if (c == null) {
      return Optional.empty();
    }
    return base.officialCase(c).map(id -> {
      CaseDefinition o = base.get(id);
      return new OfficialCase(id, Optional.ofNullable(o).map(CaseDefinition::titleEn), c.id(), base.sources().libraryPage(id));
    });
  }

  /**
   * The official case of an answer no case claimed: the one named by the first fault of the
   * answered layer that shows one official failure class, either a rule that reads that class or
   * a catalogued code a class rule lists among its documented forms ({@code code:EI0019}, one of
   * the bind failures of ptacase_0043). Faults of component rules name none and are passed over:
   * a generic {@code socket} word on the line before an EJ0003 does not hide the bind failure.
   * A setting's rule ({@code withFailure}: a rank-table launch beside an Inner Error) names its
   * official case only when no catalogued code is among those faults: a code tells the failure
   * more exactly than the setting it happened under. {@code matchedCase} is then {@code
   * rule:<id>} of the rule that names it.
   */
  static Optional<OfficialCase> official(CaseBase base, LayerReasoner.Answer a) {
    if (a.layer() == Layer.UNKNOWN) {
      return Optional.empty();
    }
    boolean coded = a.support().stream().anyMatch(c -> c.role() == Role.FAULT && c.code().isPresent());
    Set<String> failedLines = new LinkedHashSet<>();
    for (Clue c : a.support()) {
      if (c.role() != Role.FAULT || (coded && base.reasoning().setting(c.rule()))) {
        continue;
      }
      c.evidence().forEach(e -> failedLines.add(e.source() + ":" + e.line()));
      Optional<OfficialCase> o = officialOf(base, c);
      if (o.isPresent()) {
        return o;
      }
    }
    // no fault of the layer shows a class: a class fault of the layer just beneath it (the one the
    // ladder says it rests on) on a line that failed the answered layer tells why that line failed
    // (a rendezvous that cannot resolve its master's name); a word two layers down on such a line
    // (a backend list naming gloo beside a script's error) explains nothing
    for (Clue c : a.clues()) {
      if (c.role() == Role.FAULT && c.layer().filter(l -> l.ordinal() + 1 == a.layer().ordinal()).isPresent()
          && c.evidence().stream().anyMatch(e -> failedLines.contains(e.source() + ":" + e.line()))) {
        Optional<OfficialCase> o = officialOf(base, c);
        if (o.isPresent()) {
          return o;
        }
      }
    }
    return Optional.empty();
  }

  /** The official case the fault {@code c} shows: its class rule's, or that of the class rule listing its code. */
  static Optional<OfficialCase> officialOf(CaseBase base, Clue c) {
    Optional<String> rule = c.code().isPresent() ? base.reasoning().classOfCode(c.key()) : Optional.of(c.rule());
    return rule.flatMap(r -> base.reasoning().officialCase(r).map(id -> {
      CaseDefinition o = base.get(id);
      return new OfficialCase(id, Optional.ofNullable(o).map(CaseDefinition::titleEn), RULE_PREFIX + r, base.sources().libraryPage(id));
    }));
  }

  /** How {@code matchedCase} names a reasoning rule that gave the official case. */
  static final String RULE_PREFIX = "rule:";

  /** At most this many first steps of codes lead a case-less fix. */
  static final int MAX_CODE_STEPS = 3;

  /**
   * The fix of an answer no case claimed: the first steps of the official codes that support the
   * answered layer (the reasoner's support first: faults, then symptoms and wrappers; then the
   * other codes of that layer), the steps of the rules that decided it ({@link #supportingRules}:
   * the fix of the failure class each reads, from the source it cites), the layer's checks from
   * the knowledge, and the steps of the most
   * similar known incident of that layer, marked with its similarity. Each placeholder is filled
   * from the log as a case's are. Empty for the layer {@code unknown}; at least the layer's checks
   * otherwise.
   */
  static List<FixStep> reasoned(CaseBase base, LayerReasoner.Answer a, List<CodeFinding> codes, List<SimilarIncident> similar,
      Function<String, Optional<String>> values, Optional<RootCause> root) {
    Layer layer = a.layer();
    if (layer == Layer.UNKNOWN) {
      return List.of();
    }
    Optional<String> host = host(root);
    Map<String, FixStep> out = new LinkedHashMap<>(); // by command: one step said once
    for (int i : supportingCodes(a, codes, layer)) {
      CodeFinding c = codes.get(i);
      if (c.firstStep().isPresent() && out.values().stream().filter(x -> x.origin() == FixOrigin.CODE).count() < MAX_CODE_STEPS) {
        out.putIfAbsent(c.firstStep().get().command(), codeStep(c, host));
      }
    }
    for (String rule : supportingRules(base, a, layer)) {
      for (Knowledge.LayerStep s : base.reasoning().steps(rule)) {
        put(out, s, values, FixOrigin.RULE, rule + ": " + s.source(), host);
      }
    }
    for (Knowledge.LayerStep s : base.knowledge().layerSteps(layer)) {
      put(out, s, values, FixOrigin.LAYER_CHECK, s.source(), host);
    }
    for (SimilarIncident x : similar) {
      CaseDefinition c = base.get(x.caseId());
      if (c == null || x.layer() != layer) {
        continue;
      }
      for (RemediationStep s : RemediationFiller.fill(c, values)) {
        out.putIfAbsent(s.command(), new FixStep(s, FixOrigin.SIMILAR_INCIDENT, c.id(), OptionalDouble.of(x.score()), host));
      }
      break; // the most similar one
    }
    return placed(out.values());
  }

  /** At most this many rules give their steps to a case-less fix. */
  static final int MAX_RULES = 2;

  /**
   * The rules of the answered layer that decided it and have steps: the reasoner's support in
   * role order (faults, the first fault first; then symptoms, then wrappers), each once, at most
   * {@link #MAX_RULES}. Within a role a clue that refines another ({@link #refines}) comes before
   * it, so a component's word on a line ("ranktable") does not crowd out the class its longer
   * phrase names ("invalid in ranktable"; branch fix28).
   */
  static List<String> supportingRules(CaseBase base, LayerReasoner.Answer a, Layer layer) {
    Set<String> out = new LinkedHashSet<>();
    for (Role role : new Role[] {Role.FAULT, Role.SYMPTOM, Role.WRAPPER}) {
      for (Clue c : refinedFirst(a.support())) {
        if (out.size() < MAX_RULES && c.role() == role && c.layer().orElse(Layer.UNKNOWN) == layer
            && !base.reasoning().steps(c.rule()).isEmpty()) {
          out.add(c.rule());
        }
      }
    }
    return new ArrayList<>(out);
  }

  /** The clues, each that refines an earlier one placed just before the first it refines; the rest in order. */
  static List<Clue> refinedFirst(List<Clue> clues) {
    List<Clue> out = new ArrayList<>();
    for (Clue c : clues) {
      int at = out.size();
      for (int i = 0; i < out.size(); i++) {
        if (refines(c, out.get(i))) {
          at = i;
          break;
        }
      }
      out.add(at, c);
    }
    return out;
  }

  /**
   * Whether {@code c} reads more of a line than {@code other}: both are phrases of different rules
   * in the same role on one line, and the other's phrase is part of {@code c}'s.
   */
  static boolean refines(Clue c, Clue other) {
    String p = "phrase:";
    return c.role() == other.role() && !c.rule().equals(other.rule()) && c.key().startsWith(p) && other.key().startsWith(p)
        && c.key().length() > other.key().length() && c.key().contains(other.key().substring(p.length()))
        && c.evidence().stream().anyMatch(other.evidence()::contains);
  }

  /** A step of the knowledge or of a rule, filled from the log, unless a step with its command is there. */
  private static void put(Map<String, FixStep> out, Knowledge.LayerStep s, Function<String, Optional<String>> values, FixOrigin origin,
      String ref, Optional<String> host) {
    Map<String, String> unfilled = new LinkedHashMap<>();
    String cmd = s.step().command().fill(values, unfilled);
    out.putIfAbsent(cmd, new FixStep(new RemediationStep(cmd, s.step().explanation(), List.copyOf(unfilled.keySet()), unfilled),
        origin, ref, OptionalDouble.empty(), host));
  }

  /** Indices of the codes that support {@code layer}: the reasoner's support in role order, then the rest of that layer. */
  private static List<Integer> supportingCodes(LayerReasoner.Answer a, List<CodeFinding> codes, Layer layer) {
    Set<Integer> out = new LinkedHashSet<>();
    for (Role role : new Role[] {Role.FAULT, Role.SYMPTOM, Role.WRAPPER}) {
      for (Clue c : a.support()) {
        if (c.role() == role && c.code().isPresent() && c.code().getAsInt() < codes.size()) {
          out.add(c.code().getAsInt());
        }
      }
    }
    for (int i = 0; i < codes.size(); i++) {
      CodeFinding c = codes.get(i);
      if (!c.ambiguous() && c.layer().id().equals(layer.id())) {
        out.add(i);
      }
    }
    return new ArrayList<>(out);
  }
}
