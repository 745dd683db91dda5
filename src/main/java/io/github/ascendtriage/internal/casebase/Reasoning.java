package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The rules of the layer reasoner, read from {@code casebase/reasoning.json} (schema in
 * casebase/README.md, "Reasoning"): which component a token belongs to, at which stage of the job
 * it fails, whether it is a fault of its own or only a symptom of something below, and how the
 * clues are weighed. Immutable and thread-safe; nothing returns null.
 */
public final class Reasoning {

  /** What a token says about the failure. */
  public enum Role {
    /** The component failed on its own: evidence for its layer. */
    FAULT,
    /**
     * Waiting on a failure elsewhere (a timeout, a watchdog, a lost heartbeat): weak evidence for its
     * layer, and the words on its line are part of the wait.
     */
    SYMPTOM,
    /**
     * Repeats that a call failed without saying why (an inner-error wrapper, a launcher summary):
     * weak evidence for its layer, if it has one; the words beside it say which call failed.
     */
    WRAPPER,
    /** Names the component without showing it fail (a command, a setting): background only. */
    CONTEXT,
    /** A real fault outside the communication ladder (memory exhaustion, operator faults). */
    OUTSIDE;

    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** One stage of a multi-card job, in the order a job goes through them. */
  public record Stage(String id, String doc) {}


  /**
   * How clues are weighed.
   *
   * @param roles the weight of one clue of each role
   * @param firstFault extra weight for the fault seen first (the failure that started it)
   * @param minimum the least weight a layer needs to be answered; below it the answer is unknown
   * @param symptomsOnly when no fault anywhere reaches {@code minimum}, the least symptom weight
   *     that still answers the layer the symptoms name (a collective that timed out with nothing
   *     else in the log is best looked at from the collective down)
   */
  public record Weights(Map<Role, Double> roles, double firstFault, double minimum, double symptomsOnly) {
    public Weights {
      roles = Map.copyOf(roles);
    }

    public double of(Role r) {
      return roles.getOrDefault(r, 0.0);
    }
  }

  private final Set<String> wrapperFamilies;
  private final List<Stage> stages;
  private final List<ReasoningRule> rules;
  private final Map<FeatureType, List<String>> codeFamilies;
  private final List<String> failureWords;
  private final List<String> quietWords;
  private final Weights weights;
  private final Calibration confidence;
  private final RuleIndex index;
  /** The fix steps of each rule ({@code casebase/rule-steps.json}), by rule id; set once by {@link #withSteps}. */
  private final Map<String, List<Knowledge.LayerStep>> steps;

  /**
   * @param wrapperFamilies the code families whose codes only repeat a failure's category to the
   *     caller (a return status passed up the stack): read as wrappers of their layer, not faults
   */
  public Reasoning(
      List<Stage> stages,
      List<ReasoningRule> rules,
      Map<FeatureType, List<String>> codeFamilies,
      List<String> failureWords,
      List<String> quietWords,
      Set<String> wrapperFamilies,
      Weights weights,
      Calibration confidence) {
    this.wrapperFamilies = Set.copyOf(wrapperFamilies);
    this.stages = List.copyOf(stages);
    this.rules = List.copyOf(rules);
    Map<FeatureType, List<String>> fam = new EnumMap<>(FeatureType.class);
    for (Map.Entry<FeatureType, List<String>> e : codeFamilies.entrySet()) { // loops, not lambdas: a start runs this
      fam.put(e.getKey(), List.copyOf(e.getValue()));
    }
    this.codeFamilies = java.util.Collections.unmodifiableMap(fam);
    this.failureWords = lowerCase(failureWords);
    this.quietWords = lowerCase(quietWords);
    this.weights = Objects.requireNonNull(weights, "weights");
    this.confidence = Objects.requireNonNull(confidence, "confidence");
    this.index = new RuleIndex(this.rules);
    this.steps = Map.of();
  }

  private static List<String> lowerCase(List<String> words) {
    String[] out = new String[words.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = words.get(i).toLowerCase(Locale.ROOT);
    }
    return List.of(out);
  }

  /** No rules at all: the reasoner then falls back to the code catalogue and the layer hints. */
  public static Reasoning none() {
    return new Reasoning(List.of(), List.of(), Map.of(), List.of(), List.of(), Set.of(),
        new Weights(Map.of(Role.FAULT, 1.0, Role.SYMPTOM, 0.25), 0.5, 1.0, 0.5), Calibration.defaults());
  }

  public List<Stage> stages() {
    return stages;
  }

  public List<ReasoningRule> rules() {
    return rules;
  }

  /** The catalogue families a code of each token type is looked up in, in order. */
  public Map<FeatureType, List<String>> codeFamilies() {
    return codeFamilies;
  }

  /** Words (folded) that make a line read as a failure: error, failed, timed out, ... */
  public List<String> failureWords() {
    return failureWords;
  }

  /** True when the rule {@code id} owns the lines it reads as a fault (see {@link ReasoningRule#ownsLine()}). */
  public boolean ownsLine(String id) {
    return byId(id).map(ReasoningRule::ownsLine).orElse(false);
  }

  /** True when the rule {@code id} is a wrapper that names the failed call (see {@link ReasoningRule#namesCall()}). */
  public boolean namesCall(String id) {
    return byId(id).map(ReasoningRule::namesCall).orElse(false);
  }

  /** True when the rule {@code id} answers on a log of any platform (see {@link ReasoningRule#anyPlatform()}). */
  public boolean anyPlatform(String id) {
    return byId(id).map(ReasoningRule::anyPlatform).orElse(false);
  }

  /** The official case the rule {@code id} names (see {@link ReasoningRule#officialCase()}); empty for none or no such rule. */
  public Optional<String> officialCase(String id) {
    return byId(id).flatMap(ReasoningRule::officialCase);
  }

  /**
   * The rule that lists a catalogued code as a documented form of its failure class: the code
   * clue {@code code:<family>/<code>} is looked up as that token (a number shared by several
   * families, such as hccn_tool's {@code 0x3105}, is listed with its family), then as {@code
   * code:<code>} (a code word such as {@code EI0019}). Empty when no rule lists it.
   */
  public Optional<String> classOfCode(String clueKey) {
    String key = clueKey.toLowerCase(Locale.ROOT);
    int slash = key.indexOf('/');
    Optional<ReasoningRule> qualified = slash < 0 ? Optional.empty() : rule(key);
    return qualified.or(() -> rule(slash < 0 ? key : "code:" + key.substring(slash + 1))).map(ReasoningRule::id);
  }

  /** True when the rule {@code id} reads a setting's value beside the failures it explains ({@link ReasoningRule#withFailure()}). */
  public boolean setting(String id) {
    return byId(id).map(r -> !r.withFailure().isEmpty()).orElse(false);
  }

  /** The rule with {@code id}; empty when there is none. */
  public Optional<ReasoningRule> byId(String id) {
    for (ReasoningRule r : rules) {
      if (r.id().equals(id)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /** The code families whose codes are wrappers of their layer (return statuses passed up). */
  public Set<String> wrapperFamilies() {
    return wrapperFamilies;
  }

  public Weights weights() {
    return weights;
  }

  /** Raw reasoner strength to calibrated confidence; its threshold is not used. */
  public Calibration confidence() {
    return confidence;
  }

  /** These settings with other rules (leave-case-out holds out what was derived from a case). */
  public Reasoning withRules(List<ReasoningRule> other) {
    return new Reasoning(stages, other, codeFamilies, failureWords, quietWords, wrapperFamilies, weights, confidence).withSteps(steps);
  }

  /** The same rules with another confidence mapping (the fitter scores with a linear one). */
  public Reasoning withConfidence(Calibration c) {
    return new Reasoning(stages, rules, codeFamilies, failureWords, quietWords, wrapperFamilies, weights, c).withSteps(steps);
  }

  /** The same rules, with {@code byRule} the fix steps of each rule (its id to its steps, in order). */
  public Reasoning withSteps(Map<String, List<Knowledge.LayerStep>> byRule) {
    return new Reasoning(this, byRule);
  }

  /** {@code base} with other steps: the same rules, words, weights and index. */
  private Reasoning(Reasoning base, Map<String, List<Knowledge.LayerStep>> byRule) {
    this.wrapperFamilies = base.wrapperFamilies;
    this.stages = base.stages;
    this.rules = base.rules;
    this.codeFamilies = base.codeFamilies;
    this.failureWords = base.failureWords;
    this.quietWords = base.quietWords;
    this.weights = base.weights;
    this.confidence = base.confidence;
    this.index = base.index;
    Map<String, List<Knowledge.LayerStep>> m = new java.util.LinkedHashMap<>();
    for (Map.Entry<String, List<Knowledge.LayerStep>> e : byRule.entrySet()) { // no lambda: a start runs this
      m.put(e.getKey(), List.copyOf(e.getValue()));
    }
    this.steps = java.util.Collections.unmodifiableMap(m);
  }

  /** The fix steps of the rule {@code id}, each citing a source the rule cites; empty for none. */
  public List<Knowledge.LayerStep> steps(String id) {
    return steps.getOrDefault(id, List.of());
  }

  /** Every phrase the rules use (folded), for the extractor to look for. */
  public Set<String> phrases() {
    Set<String> out = new LinkedHashSet<>();
    for (ReasoningRule r : rules) {
      for (String t : r.tokens()) {
        SignatureToken tok = SignatureToken.parse(t);
        if (tok.type() == FeatureType.PHRASE) {
          out.add(tok.value());
        }
      }
    }
    return out;
  }

  /**
   * The first rule (in file order) one of whose tokens matches {@code key} ({@code type:value},
   * lowercased; {@code ?} and {@code *} wildcards in the rule).
   */
  public Optional<ReasoningRule> rule(String key) {
    int i = index.first(key);
    return i < 0 ? Optional.empty() : Optional.of(rules.get(i));
  }

  /** Words (folded) that make a line a warning or a note even when it holds a failure word. */
  public List<String> quietWords() {
    return quietWords;
  }

  /**
   * True when {@code line} is a warning or a note: it holds one of the quiet words (folded) outside
   * the type column of a Kubernetes event row, whose {@code Warning} is how Kubernetes files every
   * failure it reports (see {@link FailureLines}).
   */
  public boolean quietLine(String line) {
    return FailureLines.quiet(line, quietWords);
  }

  /**
   * True when {@code line} reads as a failure: it holds one of the failure words and none of the
   * quiet words (both folded), or it names a raised exception class (see {@link FailureLines}).
   */
  public boolean failureLine(String line) {
    return FailureLines.failure(line, failureWords, quietWords);
  }
}
