package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.Layer;
import java.util.List;

/**
 * A case as loaded and validated: what identifies it, what fixes it, and the examples that prove
 * its signature. Immutable.
 *
 * @param required alternative groups; the case is a candidate when every token of one group is
 *     present
 * @param supporting tokens that raise the score when present
 * @param excluding tokens that rule the case out (a near miss that must not fire)
 * @param cascade true when the case only explains the waiting side of a failure elsewhere (notify
 *     wait or socket timeouts); the matcher ranks it below a root cause when one is present
 * @param linePatterns for imported knowledge bases: alternative lists of substrings that must all
 *     occur, in order, on one line; empty for our own cases
 * @param origin the file it was loaded from, for messages
 * @param causes ids of cases this one tends to cause (ascend-fd {@code rule} edges): when both
 *     score, the caused case is ranked below this one; empty for our own cases
 * @param anyPlatform true when the signature is the same whatever the accelerator (Gloo, Python
 *     level checks), so a log from a GPU host may still match it; false for Ascend-only cases
 * @param imported for a case imported from an ascend-fd knowledge base, the entry's code, log
 *     kinds and classification; empty for our own cases
 * @param infoLinePhrases the phrases of the signature (folded) that also count on plog lines of
 *     level INFO, DEBUG or TRACE, because the software prints the fact they stand for at that level
 *     (a communicator's NIC, a heartbeat's verdict); every other phrase counts only on other lines
 * @param refines the id of the official case (Ascend case library) of which this case is a
 *     specific variant; the loader checks that it names an official case of the case base; empty
 *     for a case that refines none (an official case itself among them)
 */
public record CaseDefinition(
    String id,
    String titleEn,
    String titleZh,
    String summaryEn,
    String summaryZh,
    Layer layer,
    boolean cascade,
    List<List<SignatureToken>> required,
    List<SignatureToken> supporting,
    List<SignatureToken> excluding,
    List<List<String>> linePatterns,
    List<StepTemplate> remediation,
    String verification,
    List<String> references,
    List<String> positiveExamples,
    List<String> negativeExamples,
    String knowledgeBase,
    String origin,
    List<String> causes,
    boolean anyPlatform,
    java.util.Optional<ImportedEntry> imported,
    List<String> infoLinePhrases,
    java.util.Optional<String> refines) {

  /** {@link #knowledgeBase()} of the cases shipped in the jar. */
  public static final String BUILT_IN = "built-in";

  /** {@link #knowledgeBase()} of the cases from a site directory. */
  public static final String SITE = "site";

  /** True for a case shipped in the jar. */
  public boolean builtIn() {
    return BUILT_IN.equals(knowledgeBase);
  }

  public CaseDefinition {
    required = copies(required);
    supporting = List.copyOf(supporting);
    excluding = List.copyOf(excluding);
    linePatterns = copies(linePatterns);
    remediation = List.copyOf(remediation);
    // resolved on first read (Sources#resolveOnRead): copying would resolve them now
    references = references instanceof ResolvedReferences ? references : List.copyOf(references);
    positiveExamples = List.copyOf(positiveExamples);
    negativeExamples = List.copyOf(negativeExamples);
    causes = List.copyOf(causes);
    java.util.Objects.requireNonNull(imported, "imported");
    infoLinePhrases = List.copyOf(infoLinePhrases);
    java.util.Objects.requireNonNull(refines, "refines");
  }

  /** A case that refines no official case. */
  public CaseDefinition(
      String id, String titleEn, String titleZh, String summaryEn, String summaryZh, Layer layer, boolean cascade,
      List<List<SignatureToken>> required, List<SignatureToken> supporting, List<SignatureToken> excluding,
      List<List<String>> linePatterns, List<StepTemplate> remediation, String verification, List<String> references,
      List<String> positiveExamples, List<String> negativeExamples, String knowledgeBase, String origin,
      List<String> causes, boolean anyPlatform, java.util.Optional<ImportedEntry> imported,
      List<String> infoLinePhrases) {
    this(id, titleEn, titleZh, summaryEn, summaryZh, layer, cascade, required, supporting, excluding, linePatterns,
        remediation, verification, references, positiveExamples, negativeExamples, knowledgeBase, origin, causes,
        anyPlatform, imported, infoLinePhrases, java.util.Optional.empty());
  }

  /** A case whose phrases count on warning and error lines only (see {@link #infoLinePhrases}). */
  public CaseDefinition(
      String id, String titleEn, String titleZh, String summaryEn, String summaryZh, Layer layer, boolean cascade,
      List<List<SignatureToken>> required, List<SignatureToken> supporting, List<SignatureToken> excluding,
      List<List<String>> linePatterns, List<StepTemplate> remediation, String verification, List<String> references,
      List<String> positiveExamples, List<String> negativeExamples, String knowledgeBase, String origin,
      List<String> causes, boolean anyPlatform, java.util.Optional<ImportedEntry> imported) {
    this(id, titleEn, titleZh, summaryEn, summaryZh, layer, cascade, required, supporting, excluding, linePatterns,
        remediation, verification, references, positiveExamples, negativeExamples, knowledgeBase, origin, causes,
        anyPlatform, imported, List.of());
  }

  /** Unmodifiable copies of {@code lists} and of each list in it; a loop, not a stream, for a cold start. */
  private static <T> List<List<T>> copies(List<List<T>> lists) {
    List<List<T>> out = new java.util.ArrayList<>(lists.size());
    for (List<T> l : lists) {
      out.add(List.copyOf(l));
    }
    return List.copyOf(out);
  }

  /** The same case with other references (as a reader finds them, see {@link Sources}). */
  public CaseDefinition withReferences(List<String> refs) {
    return new CaseDefinition(id, titleEn, titleZh, summaryEn, summaryZh, layer, cascade, required, supporting,
        excluding, linePatterns, remediation, verification, refs, positiveExamples, negativeExamples, knowledgeBase,
        origin, causes, anyPlatform, imported, infoLinePhrases, refines);
  }

  /** A case of our own (not imported). */
  public CaseDefinition(
      String id, String titleEn, String titleZh, String summaryEn, String summaryZh, Layer layer, boolean cascade,
      List<List<SignatureToken>> required, List<SignatureToken> supporting, List<SignatureToken> excluding,
      List<List<String>> linePatterns, List<StepTemplate> remediation, String verification, List<String> references,
      List<String> positiveExamples, List<String> negativeExamples, String knowledgeBase, String origin,
      List<String> causes, boolean anyPlatform) {
    this(id, titleEn, titleZh, summaryEn, summaryZh, layer, cascade, required, supporting, excluding, linePatterns,
        remediation, verification, references, positiveExamples, negativeExamples, knowledgeBase, origin, causes,
        anyPlatform, java.util.Optional.empty());
  }
}
