package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;

/**
 * A case of the knowledge base, for browsing ({@code cases}, {@code cases show}).
 *
 * @param id the case id; never null
 * @param title the English title; never null
 * @param titleZh the Chinese title; never null
 * @param summary the English summary; never null
 * @param summaryZh the Chinese summary; never null
 * @param layer the layer; never null
 * @param knowledgeBase {@code built-in}, {@code site} or {@code ascend-fd}; never null
 * @param remediation the steps with their placeholders unfilled; never null
 * @param verification how to prove the fix; never null
 * @param references documents and official case ids; never null
 * @param signature a readable rendering of the case's signature; never null
 *     <p>Immutable and thread-safe.
 */
public record CaseInfo(
    String id,
    String title,
    String titleZh,
    String summary,
    String summaryZh,
    Layer layer,
    String knowledgeBase,
    List<RemediationStep> remediation,
    String verification,
    List<String> references,
    List<String> signature) {
  public CaseInfo {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(titleZh, "titleZh");
    Objects.requireNonNull(summary, "summary");
    Objects.requireNonNull(summaryZh, "summaryZh");
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(knowledgeBase, "knowledgeBase");
    Objects.requireNonNull(verification, "verification");
    remediation = List.copyOf(remediation);
    references = List.copyOf(references);
    signature = List.copyOf(signature);
  }
}
