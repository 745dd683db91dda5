package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The answer for one input: the layer, the known cases that explain it (best first), what was
 * found, and what to run next.
 *
 * <p>When no case is confident enough, {@link #matches()} is empty, {@link #layer()} is the layer
 * the evidence alone supports (or {@link Layer#UNKNOWN}), and {@link #searchTokens()} lists the
 * stable tokens to search Huawei's case library with.
 *
 * @param toolVersion the ascend-triage version that produced it; never null
 * @param caseBaseVersion the version of the case base used; never null
 * @param layer the layer of the best match, or the layer the evidence supports; never null
 * @param confidence the best match's confidence; without a match, the layer reasoning's
 *     confidence; 0 when neither
 * @param answer where the layer comes from: a case, the layer reasoning, or nothing; never null
 * @param matches matching cases, best first, at most top-k; never null
 * @param features the features found, in input order, one per distinct token; never null
 * @param codes the official codes found, in input order, one per distinct code; never null
 * @param catalogAnswer when {@link #answer()} is {@link AnswerSource#REASONING} and an official
 *     code supports the answered layer, the first such code; empty otherwise
 * @param reasoning when no case matched, how the layer was found (or why it is unknown), line by
 *     line; empty when a case matched
 * @param similar when no case matched, the known incidents most like the input (cases whose
 *     examples share its stable tokens), best first, at most three; empty when a case matched
 * @param rootCause the rank/host where the failure started, when the input covers several
 * @param nextChecks the bottom-up checks to run next, from the answer's layer; never null
 * @param searchTokens stable tokens (codes, ports, functions) to search the official case
 *     library with; never null
 * @param warnings what was skipped or only partly read, and each rule of the documentation the
 *     input's configuration breaks (a rank table's entry, a setting's value); never null
 * @param filesRead how many files were read
 * @param linesRead how many lines were read
 * @param knowledgeBaseHits every imported knowledge-base entry (ascend-fd) that matched a line, in
 *     input order, claimed or not; empty without an imported knowledge base; never null
 * @param remediation the steps to take now, each saying where it comes from: the matched case's
 *     steps; without a case, the first steps of the official codes that support the answered
 *     layer, the layer's checks and the fix of the most similar known incident; at least one step
 *     whenever {@link #layer()} is not {@link Layer#UNKNOWN}, empty when it is; never null
 * @param officialCase the official Ascend case that applies: the matched case when it is one, or
 *     the official case the matched case refines; empty without a match or when neither is
 *     <p>Immutable and thread-safe.
 */
public record Diagnosis(
    String toolVersion,
    String caseBaseVersion,
    Layer layer,
    double confidence,
    AnswerSource answer,
    List<CaseMatch> matches,
    List<Feature> features,
    List<CodeFinding> codes,
    Optional<CodeFinding> catalogAnswer,
    Optional<LayerReasoning> reasoning,
    List<SimilarIncident> similar,
    Optional<RootCause> rootCause,
    List<NextCheck> nextChecks,
    List<String> searchTokens,
    List<TriageWarning> warnings,
    int filesRead,
    long linesRead,
    List<KnowledgeBaseHit> knowledgeBaseHits,
    List<FixStep> remediation,
    Optional<OfficialCase> officialCase) {
  public Diagnosis {
    Objects.requireNonNull(toolVersion, "toolVersion");
    Objects.requireNonNull(caseBaseVersion, "caseBaseVersion");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(rootCause, "rootCause");
    Objects.requireNonNull(answer, "answer");
    Objects.requireNonNull(catalogAnswer, "catalogAnswer");
    Objects.requireNonNull(reasoning, "reasoning");
    similar = List.copyOf(similar);
    codes = List.copyOf(codes);
    matches = List.copyOf(matches);
    features = List.copyOf(features);
    nextChecks = List.copyOf(nextChecks);
    searchTokens = List.copyOf(searchTokens);
    warnings = List.copyOf(warnings);
    knowledgeBaseHits = List.copyOf(knowledgeBaseHits);
    remediation = List.copyOf(remediation);
    Objects.requireNonNull(officialCase, "officialCase");
  }

  /** A diagnosis without a top-level remediation and official case. */
  public Diagnosis(
      String toolVersion, String caseBaseVersion, Layer layer, double confidence, AnswerSource answer,
      List<CaseMatch> matches, List<Feature> features, List<CodeFinding> codes, Optional<CodeFinding> catalogAnswer,
      Optional<LayerReasoning> reasoning, List<SimilarIncident> similar, Optional<RootCause> rootCause,
      List<NextCheck> nextChecks, List<String> searchTokens, List<TriageWarning> warnings, int filesRead, long linesRead,
      List<KnowledgeBaseHit> knowledgeBaseHits) {
    this(toolVersion, caseBaseVersion, layer, confidence, answer, matches, features, codes, catalogAnswer, reasoning,
        similar, rootCause, nextChecks, searchTokens, warnings, filesRead, linesRead, knowledgeBaseHits, List.of(),
        Optional.empty());
  }

  /** A diagnosis without layer reasoning, similar incidents and knowledge-base hits. */
  public Diagnosis(
      String toolVersion, String caseBaseVersion, Layer layer, double confidence, AnswerSource answer,
      List<CaseMatch> matches, List<Feature> features, List<CodeFinding> codes, Optional<CodeFinding> catalogAnswer,
      Optional<RootCause> rootCause, List<NextCheck> nextChecks, List<String> searchTokens,
      List<TriageWarning> warnings, int filesRead, long linesRead) {
    this(toolVersion, caseBaseVersion, layer, confidence, answer, matches, features, codes, catalogAnswer, Optional.empty(),
        List.of(), rootCause, nextChecks, searchTokens, warnings, filesRead, linesRead, List.of(), List.of(), Optional.empty());
  }

  /** The best match, if any case was confident enough. */
  public Optional<CaseMatch> bestMatch() {
    return matches.isEmpty() ? Optional.empty() : Optional.of(matches.get(0));
  }

  /** True when at least one case matched. */
  public boolean matched() {
    return !matches.isEmpty();
  }
}
