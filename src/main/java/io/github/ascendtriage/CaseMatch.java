package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;

/**
 * A known case that explains the input, with the confidence that it does and the reasons.
 *
 * @param caseId the case id (official ids are kept as Huawei writes them, e.g. {@code
 *     ptacase_0043}; imported ascend-fd entries are prefixed {@code ascend-fd:}); never null
 * @param title the case title in English; never null
 * @param titleZh the case title in Chinese; never null
 * @param layer the layer the case belongs to; never null
 * @param confidence the calibrated probability, in [0, 1], that this case is the right one
 * @param knowledgeBase where the case came from: {@code built-in}, {@code site} (a user's case
 *     directory) or {@code ascend-fd}; never null
 * @param remediation the steps to fix it, placeholders filled from the log; never null
 * @param verification the command and result that prove the fix, placeholders filled like the
 *     remediation's; never null, may be empty
 * @param evidence the lines that matched the case's signature; never null
 * @param reasons why it matched: one line per signature token found or missing; never null
 * @param references where the case is documented (official case id, lesson section); never null
 * @param verificationUnfilled the placeholders left in {@code verification} because the log had no
 *     value for them; never null
 *     <p>Immutable and thread-safe.
 */
public record CaseMatch(
    String caseId,
    String title,
    String titleZh,
    Layer layer,
    double confidence,
    String knowledgeBase,
    List<RemediationStep> remediation,
    String verification,
    List<Evidence> evidence,
    List<String> reasons,
    List<String> references,
    List<String> verificationUnfilled) {
  public CaseMatch {
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(titleZh, "titleZh");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(knowledgeBase, "knowledgeBase");
    Objects.requireNonNull(verification, "verification");
    if (!(confidence >= 0.0 && confidence <= 1.0)) {
      throw new IllegalArgumentException("confidence must be in [0,1], was " + confidence);
    }
    remediation = List.copyOf(remediation);
    evidence = List.copyOf(evidence);
    reasons = List.copyOf(reasons);
    references = List.copyOf(references);
    verificationUnfilled = List.copyOf(verificationUnfilled);
  }

  /** A match whose verification has no unfilled placeholders. */
  public CaseMatch(
      String caseId, String title, String titleZh, Layer layer, double confidence, String knowledgeBase,
      List<RemediationStep> remediation, String verification, List<Evidence> evidence, List<String> reasons,
      List<String> references) {
    this(caseId, title, titleZh, layer, confidence, knowledgeBase, remediation, verification, evidence, reasons,
        references, List.of());
  }
}
