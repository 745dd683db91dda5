package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.codes.LauncherVariables;
import io.github.ascendtriage.internal.codes.SettingRules;
import io.github.ascendtriage.internal.casebase.ValueClass;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.collect.CrossLineFindings;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.match.CaseMatcher;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import io.github.ascendtriage.internal.match.RemediationFiller;
import io.github.ascendtriage.internal.match.Score;
import io.github.ascendtriage.internal.output.Redactor;
import io.github.ascendtriage.internal.rootcause.LaunchRankWarnings;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import io.github.ascendtriage.LayerReasoning;
import java.util.Set;
import io.github.ascendtriage.SimilarIncident;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import io.github.ascendtriage.internal.match.SimilarIncidents;
import java.util.function.Function;

/**
 * Assembly: a {@link Reading} to a {@link Diagnosis}. Ranks the cases, claims those whose calibrated
 * confidence reaches the threshold (at most top K), infers the layer when none is claimed, finds
 * the root cause, fills the remediation and redacts. {@link #claims} is the one ranking that batch
 * diagnosis and streaming both use. Immutable and thread-safe.
 */
final class Assembler {
  /** A case claimed for a feature set: its score and calibrated confidence. */
  record Claim(Score score, double confidence) {
    CaseDefinition definition() {
      return score.definition();
    }
  }

  /**
   * The ranked and the claimed cases; {@code reasoned} when a claim asked the layer reasoning
   * (which reads every token and code of the input, not only the ranking's tokens).
   */
  record Ranking(List<Score> ranked, List<Claim> claimed, boolean reasoned) {}

  private final String toolVersion;
  private final CaseBase base;
  private final CaseMatcher matcher;
  private final int topK;
  private final double threshold;
  private final boolean redact;

  /** How many similar incidents a case-less answer lists. */
  static final int SIMILAR = 3;

  private final LuceneCaseIndex index;

  Assembler(String toolVersion, CaseBase base, CaseMatcher matcher, LuceneCaseIndex index, int topK, double threshold,
      boolean redact) {
    this.index = index;
    this.toolVersion = toolVersion;
    this.base = base;
    this.matcher = matcher;
    this.topK = topK;
    this.threshold = threshold;
    this.redact = redact;
    this.rankedTokens = new RankedTokens(base);
  }

  /** The tokens whose coming or going can change {@link #claims} while no claim asks the layer reasoning. */
  final RankedTokens rankedTokens;

  /**
   * True when a feature of {@code type} and {@code value} is one the answer's layer may read
   * without a claim: a possible clue of the layer reasoning, or a token {@link RankedTokens#ranks} reads (the
   * platform guard). Other features never change an assembled diagnosis's layer or answer.
   */
  boolean reasons(FeatureType type, String value) {
    String key = SignatureToken.keyOf(type, value);
    return rankedTokens.ranks(type, key) || LayerReasoner.reads(type, value, key, base.knowledge(), base.reasoning(), base.codes());
  }

  boolean redacts() {
    return redact;
  }

  Ranking claims(FeatureSet read) {
    FeatureSet f = derived(read);
    List<Score> ranked = matcher.rank(f);
    List<Claim> claimed = new ArrayList<>();
    LayerReasoner.Answer[] reasoned = new LayerReasoner.Answer[1]; // the bottom-up check reasons once per input
    java.util.function.Supplier<LayerReasoner.Answer> once = () -> reasoned[0] != null ? reasoned[0]
        : (reasoned[0] = LayerReasoner.reason(f, base.knowledge(), base.reasoning(), base.codes(), Set.of()));
    for (Score s : ranked) {
      if (claimed.size() >= topK) {
        break;
      }
      double conf = base.calibration().confidence(s.raw());
      if (conf >= threshold && !Cascades.yields(s, f, base, once)) {
        claimed.add(new Claim(s, conf));
      }
    }
    return new Ranking(ranked, claimed, reasoned[0] != null);
  }

  Diagnosis assemble(Reading r) {
    return assemble(r, true);
  }

  /**
   * The diagnosis of {@code r}; without {@code similar} its similar incidents are left empty (the
   * one free-text search of the case index), every other field is the same.
   */
  Diagnosis assemble(Reading r, boolean similarIncidents) {
    return assemble(r, similarIncidents, claims(r.features()));
  }

  /** The same, with the ranking of {@code r}'s features already made (a stream keeps its last). */
  Diagnosis assemble(Reading r, boolean similarIncidents, Ranking ranking) {
    FeatureSet f = derived(r.features());
    Optional<RootCauseAnalyzer.Finding> finding = RootCauseAnalyzer.find(f, r.sources());
    Optional<RootCause> root = finding.map(RootCauseAnalyzer.Finding::rootCause);
    // the process placeholders ({device}, {port}, {nic}, ...) come from the root-cause process only
    Function<String, Optional<String>> values =
        RemediationFiller.lookup(f, base.knowledge(), finding.map(Assembler::rootProcess));
    List<CaseMatch> matches = new ArrayList<>();
    for (Claim c : ranking.claimed()) {
      matches.add(toMatch(c, f, values, base.knowledge().placeholderClasses()));
    }
    List<CodeFinding> codes = CodeFindings.of(f, values, base.knowledge());
    Layer layer;
    double confidence = 0.0;
    AnswerSource answer;
    Optional<CodeFinding> catalog = Optional.empty();
    Optional<LayerReasoning> reasoning = Optional.empty();
    List<SimilarIncident> similar = List.of();
    List<io.github.ascendtriage.FixStep> fix = List.of();
    Optional<io.github.ascendtriage.OfficialCase> official = FixSteps.official(base, matches);
    java.util.Set<String> levers = java.util.Set.of();
    if (!matches.isEmpty()) {
      fix = FixSteps.ofCase(base, matches.get(0), codes, values, root);
      layer = matches.get(0).layer();
      confidence = matches.get(0).confidence();
      answer = AnswerSource.CASE;
      // a case of the others' waits: the root process decides the layer, by its own fault or its end (RootLayer)
      Optional<RootLayer.Decision> own = RootLayer.decide(ranking, f, base, finding, r.sources(), () -> reasoned(f, ranking));
      if (own.isPresent()) {
        layer = own.get().layer();
        confidence = own.get().confidence();
        reasoning = Optional.of(own.get().reasoning());
        Optional<CaseMatch> rootCase = own.get().fault().flatMap(c -> RootLayer.rootCase(c, own.get().rootSources(), matches));
        official = RootLayer.official(base, rootCase, own.get().fault(), official);
        fix = RootLayer.fix(rootCase.map(m -> FixSteps.ofCase(base, m, codes, values, root))
            .orElseGet(() -> RootLayer.outsideSteps(own.get(), codes, root)), fix);
      }
    } else {
      // code35: the root's own fault; lag37: else its lag behind the others; tenthd40: else its own code's exception;
      // own41: else its end recorded from outside it (the kernel's OOM kill); tenth41: one that never joined
      LayerReasoner.Answer a = UnjoinedRoot.unclaimed(EndedRoot.unclaimed(RaisedRoot.unclaimed(LaggedRoot.unclaimed(
          RootLayer.unclaimed(reasoned(f, ranking), finding, f), finding, base), finding, f, base), finding, f, base,
          r.sources()), finding, f, base);
      layer = a.layer();
      confidence = a.confidence();
      answer = layer == Layer.UNKNOWN ? AnswerSource.NONE : AnswerSource.REASONING;
      reasoning = Optional.of(ReasoningView.of(a, f));
      if (similarIncidents && !a.foreign()) {
        similar = SimilarIncidents.of(f, base.reasoning(), index, SIMILAR).stream()
            .map(h -> new SimilarIncident(h.definition().id(), h.definition().titleEn(), h.definition().layer(), h.score()))
            .toList();
      }
      fix = FixSteps.reasoned(base, a, codes, similar, values, root);
      official = FixSteps.official(base, a);
      levers = SettingSteps.levers(base, a, f.features());
      OptionalInt code = layer == Layer.UNKNOWN ? OptionalInt.empty() : ReasoningView.supportingCode(a);
      if (code.isPresent()) {
        catalog = Optional.of(codes.get(code.getAsInt()));
      }
    }
    List<Feature> features = f.features();
    List<TriageWarning> warnings = base.notes().isEmpty() ? r.warnings() : concat(base.notes(), r.warnings());
    if (f.truncated()) {
      warnings = concat(warnings, CapWarnings.of(f));
    }
    List<ConfigFindings.Finding> settings = ConfigFindings.settings(f, SettingRules.builtIn());
    fix = SettingSteps.with(base, layer, fix, settings, SettingSteps.andRefused(levers, features, codes), values, FixSteps.host(root));
    fix = LauncherSteps.adapt(fix, features, LauncherVariables.builtIn());
    List<TriageWarning> config = concat(concat(ConfigFindings.warnings(f), ConfigFindings.settingWarnings(settings)),
        LaunchRankWarnings.of(f.sources()));
    if (!config.isEmpty()) {
      warnings = concat(warnings, config);
    }
    List<TriageWarning> gaveUp = BudgetWarnings.of(matches, fix, codes, values, features);
    if (!gaveUp.isEmpty()) {
      warnings = concat(warnings, gaveUp);
    }
    Diagnosis d = new Diagnosis(
        toolVersion, base.version(), layer, confidence, answer, matches, features, codes, catalog, reasoning, similar, root,
        ConfigFindings.nextChecks(f, settings, base.knowledge().nextChecksFrom(layer)), KnowledgeBaseHits.searchTokens(f), warnings, r.files(), r.lines(),
        KnowledgeBaseHits.of(f, base, matches), fix, official);
    // one pass over every field, so that no new field can be forgotten and host names learned from
    // the input are masked everywhere
    return redact ? Redactor.redact(d) : d;
  }

  /**
   * The layer an assembly of {@code read} with {@code ranking}, which claims a case, answers when its root cause is
   * {@code finding}: the root process's decision ({@link RootLayer#decide}), else the best case's layer.
   */
  Layer claimedLayer(FeatureSet read, Ranking ranking, Optional<RootCauseAnalyzer.Finding> finding, Map<String, SourceMeta> sources) {
    FeatureSet f = derived(read);
    return RootLayer.decide(ranking, f, base, finding, sources, () -> reasoned(f, ranking)).map(RootLayer.Decision::layer)
        .orElse(ranking.claimed().get(0).definition().layer());
  }

  /** The layer reasoning of {@code f}, as an assembly with {@code ranking} that claims no case answers it. */
  LayerReasoner.Answer reasoned(FeatureSet f, Ranking ranking) {
    return LayerReasoner.reason(derived(f), base.knowledge(), base.reasoning(), base.codes(), explainedAway(ranking.ranked()));
  }

  /**
   * {@code f} with the tokens that several lines show together and no line prints: ranks of one
   * communicator whose failed tasks ran different collective operators, and the others of {@link CrossLineFindings}.
   */
  static FeatureSet derived(FeatureSet f) {
    return CrossLineFindings.derive(f);
  }

  private static <T> List<T> concat(List<T> a, List<T> b) {
    List<T> out = new ArrayList<>(a.size() + b.size());
    out.addAll(a);
    out.addAll(b);
    return out;
  }

  /** The signature tokens of cases that an excluding token ruled out: a look-alike explains them. */
  static Set<String> explainedAway(List<Score> ranked) {
    Set<String> out = new HashSet<>();
    for (Score s : ranked) {
      if (!s.excludedBy().isEmpty()) {
        s.matched().forEach(t -> out.add(t.key()));
      }
    }
    return out;
  }

  /** What the root-cause process gives the remediation: its device, rank, host and own files. */
  static RemediationFiller.RootProcess rootProcess(RootCauseAnalyzer.Finding fd) {
    RootCause rc = fd.rootCause();
    Map<FeatureType, String> facts = new EnumMap<>(FeatureType.class);
    rc.device().ifPresent(d -> facts.put(FeatureType.DEVICE, Integer.toString(d)));
    rc.rank().ifPresent(x -> facts.put(FeatureType.RANK, Integer.toString(x)));
    rc.host().ifPresent(h -> facts.put(FeatureType.HOST, h));
    return new RemediationFiller.RootProcess(facts, fd.rootSources());
  }

  private static CaseMatch toMatch(Claim claim, FeatureSet f, Function<String, Optional<String>> values, Map<String, ValueClass> known) {
    CaseDefinition c = claim.definition();
    Set<Evidence> ev = new LinkedHashSet<>();
    for (SignatureToken tok : claim.score().matched()) {
      f.occurrence(tok.key()).ifPresent(o -> ev.addAll(o.evidence()));
    }
    List<Evidence> evidence = new ArrayList<>(ev);
    evidence.sort(Comparator.comparing(Evidence::source).thenComparingLong(Evidence::line));
    if (evidence.size() > 12) {
      evidence = new ArrayList<>(evidence.subList(0, 12));
    }
    List<RemediationStep> steps = RemediationFiller.fill(c, values);
    List<String> verificationUnfilled = new ArrayList<>();
    String verification = RemediationFiller.verification(c, known, values, verificationUnfilled);
    return new CaseMatch(
        c.id(), c.titleEn(), c.titleZh(), c.layer(), round(claim.confidence()), c.knowledgeBase(), steps,
        verification, evidence, claim.score().reasons(), c.references(), verificationUnfilled);
  }

  static double round(double d) {
    return Math.round(d * 1000.0) / 1000.0;
  }

}
