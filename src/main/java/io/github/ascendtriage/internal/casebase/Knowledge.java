package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.NextCheck;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The domain knowledge that is not a case: which layer a token points to, which tokens are only
 * symptoms of a fault elsewhere, the scoring weights, the platform markers, the ladder of next
 * checks and the remediation placeholders. Read from {@code casebase/knowledge.json} (and a site's
 * own {@code knowledge.json}) by the loader, validated there. Immutable and thread-safe; no method
 * returns null.
 */
public final class Knowledge {

  /**
   * What a symptom token says about the process that printed it. Both kinds are never the root of
   * a failure; they count {@link Scoring#symptomVote()} in the layer vote.
   */
  public enum Role {
    /** The process waited for a peer or a lower layer and timed out (a cascade event). */
    WAITING,
    /** A generic wrapper printed beside the real error; it says nothing on its own (no event). */
    WRAPPER,
    /** Not a symptom (a site uses it to take back a built-in entry). */
    NONE
  }

  /**
   * The tokens of one type whose values match one of {@code values} (wildcards {@code ?} and
   * {@code *}) point to {@code layer}; an empty layer means "no hint". The first rule that matches
   * a value decides.
   */
  public record LayerRule(FeatureType type, List<String> values, Optional<Layer> layer, String why) {
    public LayerRule {
      values = List.copyOf(values);
    }
  }

  /** A symptom entry: tokens of {@code type} whose value matches {@code value} have {@code role}. */
  public record Symptom(FeatureType type, String value, Role role, String why) {}

  /**
   * How tokens score (see casebase/README.md, "How a case scores").
   *
   * @param weights weight of one token by type; a type not listed weighs 0
   */
  public record Scoring(
      Map<FeatureType, Double> weights,
      double supportFactor,
      double exclusionDivisor,
      double cascadeFactor,
      double outOfScopeFactor,
      double foreignPlatformFactor,
      double symptomVote,
      double patternFullLength) {
    public Scoring {
      weights = Map.copyOf(weights);
    }

    /** Scoring where every imported pattern weighs in full (no specificity scaling). */
    public Scoring(
        Map<FeatureType, Double> weights, double supportFactor, double exclusionDivisor, double cascadeFactor,
        double outOfScopeFactor, double foreignPlatformFactor, double symptomVote) {
      this(weights, supportFactor, exclusionDivisor, cascadeFactor, outOfScopeFactor, foreignPlatformFactor, symptomVote, 0);
    }

    /**
     * The share of the pattern weight an imported line pattern earns: its literal characters (the
     * summed length of its substrings) over {@link #patternFullLength()}, at most 1; 1 when the
     * full length is 0. A short pattern ("timeout") is weak evidence, a long one is specific.
     */
    public double patternSpecificity(java.util.List<String> parts) {
      if (patternFullLength <= 0) {
        return 1.0;
      }
      int chars = 0;
      for (String p : parts) {
        chars += p.length();
      }
      return Math.min(1.0, chars / patternFullLength);
    }

    /** The weight of one token of type {@code t}. */
    public double weight(FeatureType t) {
      return weights.getOrDefault(t, 0.0);
    }
  }

  /**
   * A check or fix of one layer, from the lesson's ladder: what a case-less answer of that layer
   * gives as its remediation.
   *
   * @param source where it comes from (a lesson section, an official case), as the knowledge cites it
   */
  public record LayerStep(Layer layer, StepTemplate step, String source) {}

  /**
   * A remediation placeholder {@code {name}}: filled with the first value of {@code from}, plus
   * {@code plus} when it is not 0 (numbers only), when that value is of {@code valueClass}. A
   * {@code process} placeholder describes one process (its device, port, NIC, host): when the input
   * has a root cause it is filled only from the root-cause process, and stays unfilled when that
   * process gave no value.
   */
  public record Placeholder(String name, FeatureType from, int plus, String doc, boolean process, ValueClass valueClass) {}

  private final List<LayerRule> layerRules;
  /** The rules of knowledge.json (without the catalogue's), as documented and merged. */
  private final List<LayerRule> ownRules;
  private final List<Symptom> symptoms;
  private final Scoring scoring;
  private final Platform platform;
  private final List<NextCheck> nextChecks;
  private final Map<Layer, List<LayerStep>> layerSteps;
  private final Map<String, Placeholder> placeholders;
  private final Map<String, ValueClass> placeholderClasses;
  /** The catalogue families whose codes are each token type's values (reasoning.json codeFamilies). */
  private final Map<FeatureType, List<String>> codeFamilies;
  private final Map<FeatureType, GlobLookup<Optional<Layer>>> layerLookup = new EnumMap<>(FeatureType.class);
  private final Map<FeatureType, GlobLookup<Role>> symptomLookup = new EnumMap<>(FeatureType.class);

  public Knowledge(
      List<LayerRule> layerRules,
      List<Symptom> symptoms,
      Scoring scoring,
      Platform platform,
      List<NextCheck> nextChecks,
      List<Placeholder> placeholders) {
    this(layerRules, symptoms, scoring, platform, nextChecks, placeholders, List.of());
  }

  /** As the other constructor, with the steps of each layer ({@link #layerSteps(Layer)}). */
  public Knowledge(
      List<LayerRule> layerRules,
      List<Symptom> symptoms,
      Scoring scoring,
      Platform platform,
      List<NextCheck> nextChecks,
      List<Placeholder> placeholders,
      List<LayerStep> layerSteps) {
    this(layerRules, layerRules, symptoms, scoring, platform, nextChecks, placeholders, layerSteps, Map.of());
  }

  private Knowledge(
      List<LayerRule> layerRules,
      List<LayerRule> ownRules,
      List<Symptom> symptoms,
      Scoring scoring,
      Platform platform,
      List<NextCheck> nextChecks,
      List<Placeholder> placeholders,
      List<LayerStep> layerSteps,
      Map<FeatureType, List<String>> codeFamilies) {
    this.codeFamilies = codeFamilies.entrySet().stream()
        .collect(java.util.stream.Collectors.toUnmodifiableMap(Map.Entry::getKey, e -> List.copyOf(e.getValue())));
    Map<Layer, List<LayerStep>> steps = new EnumMap<>(Layer.class);
    for (LayerStep s : layerSteps) {
      steps.computeIfAbsent(s.layer(), l -> new ArrayList<>()).add(s);
    }
    steps.replaceAll((l, v) -> List.copyOf(v));
    this.layerSteps = java.util.Collections.unmodifiableMap(steps);
    this.layerRules = List.copyOf(layerRules);
    this.ownRules = List.copyOf(ownRules);
    this.symptoms = List.copyOf(symptoms);
    this.scoring = scoring;
    this.platform = platform;
    this.nextChecks = List.copyOf(nextChecks);
    Map<String, Placeholder> p = new LinkedHashMap<>();
    for (Placeholder x : placeholders) { // loops, not lambdas, on the start path
      p.put(x.name(), x);
    }
    this.placeholders = java.util.Collections.unmodifiableMap(p);
    Map<String, ValueClass> pc = new LinkedHashMap<>();
    for (Placeholder x : p.values()) {
      pc.put(x.name(), x.valueClass());
    }
    this.placeholderClasses = java.util.Collections.unmodifiableMap(pc);
    for (LayerRule r : this.layerRules) {
      for (String v : r.values()) {
        GlobLookup.of(layerLookup, r.type()).add(new Glob(v), r.layer());
      }
    }
    for (Symptom s : this.symptoms) {
      GlobLookup.of(symptomLookup, s.type()).add(new Glob(s.value()), s.role());
    }
  }

  /**
   * The same knowledge with {@code first} tried before its own layer rules: the layers the code
   * catalogue gives its codes, so that a code's layer has one home (the catalogue) and the layer
   * hints say only what the catalogue cannot.
   */
  public Knowledge withLayerRulesFirst(List<LayerRule> first) {
    if (first.isEmpty()) {
      return this;
    }
    List<LayerRule> all = new ArrayList<>(first);
    all.addAll(layerRules);
    return new Knowledge(all, ownRules, symptoms, scoring, platform, nextChecks, new ArrayList<>(placeholders.values()), steps(s -> true), codeFamilies);
  }

  /**
   * The same knowledge knowing which catalogue families' codes are the values of which token type
   * (reasoning.json {@code codeFamilies}): a printed code the catalogue reads in a family of a type
   * is a token of that type ({@link #codeFamilies(FeatureType)}).
   */
  public Knowledge withCodeFamilies(Map<FeatureType, List<String>> families) {
    return new Knowledge(layerRules, ownRules, symptoms, scoring, platform, nextChecks, new ArrayList<>(placeholders.values()), steps(s -> true), families);
  }

  /** The catalogue families whose codes are values of {@code type}; empty when none is declared. */
  public List<String> codeFamilies(FeatureType type) {
    return codeFamilies.getOrDefault(type, List.of());
  }

  /** The same knowledge with only the layer steps {@code keep} accepts (a held-out run drops those written from a held-out report). */
  public Knowledge withLayerSteps(java.util.function.Predicate<LayerStep> keep) {
    return new Knowledge(layerRules, ownRules, symptoms, scoring, platform, nextChecks, new ArrayList<>(placeholders.values()), steps(keep), codeFamilies);
  }

  private List<LayerStep> steps(java.util.function.Predicate<LayerStep> keep) {
    return layerSteps.values().stream().flatMap(List::stream).filter(keep).toList();
  }

  public List<LayerRule> layerRules() {
    return ownRules;
  }

  public List<Symptom> symptoms() {
    return symptoms;
  }

  public Scoring scoring() {
    return scoring;
  }

  public Platform platform() {
    return platform;
  }

  /** The checks and fixes of {@code layer}, in the order of the knowledge; empty for none. */
  public List<LayerStep> layerSteps(Layer layer) {
    return layerSteps.getOrDefault(layer, List.of());
  }

  /** The whole ladder, bottom layer first. */
  public List<NextCheck> nextChecks() {
    return nextChecks;
  }

  /** The checks from {@code layer} upwards; for {@link Layer#UNKNOWN}, all of them. */
  public List<NextCheck> nextChecksFrom(Layer layer) {
    return nextChecks.stream().filter(c -> layer == Layer.UNKNOWN || c.layer().ordinal() >= layer.ordinal()).toList();
  }

  /** The placeholders by name, in file order. */
  public Map<String, Placeholder> placeholders() {
    return placeholders;
  }

  /** The class of each placeholder's values, by placeholder name, in file order (for compiling templates). */
  public Map<String, ValueClass> placeholderClasses() {
    return placeholderClasses;
  }

  /**
   * The layer a token points to, from its key ({@code type:value}, lowercased).
   *
   * @return empty when the knowledge gives no hint for it
   */
  public Optional<Layer> layerHint(String key) {
    return find(layerLookup, key).flatMap(x -> x);
  }

  /** The symptom role of a token key; empty when it is not a symptom. */
  public Optional<Role> symptom(String key) {
    return find(symptomLookup, key).filter(r -> r != Role.NONE);
  }

  /** The entry of a token key ({@code type:value}) in the lookup of its type; empty without a type or an entry. */
  private static <T> Optional<T> find(Map<FeatureType, GlobLookup<T>> lookups, String key) {
    int colon = key.indexOf(':');
    GlobLookup<T> l = colon <= 0 ? null : lookups.get(GlobLookup.type(key.substring(0, colon)));
    return l == null ? Optional.empty() : l.find(key.substring(colon + 1));
  }

  /** The symptom role of a token, by type and value. */
  public Optional<Role> symptom(FeatureType type, String value) {
    return symptom(SignatureToken.keyOf(type, value));
  }
}
