package io.github.ascendtriage;

import java.util.Objects;

/**
 * An entry of an imported knowledge base (ascend-fd {@code kg-config.json} or a site's custom
 * entities) that matched a line of the input, matched the way ascend-fd matches it. Every such
 * entry is listed in {@link Diagnosis#knowledgeBaseHits()}, whether or not it is strong enough to
 * be claimed as a {@link CaseMatch}. Immutable and thread-safe; no component is null.
 *
 * @param entryId the entry's code, e.g. {@code AISW_CANN_HCCL_027}
 * @param caseId the id of the case it was imported as ({@code ascend-fd:AISW_CANN_HCCL_027}), for
 *     {@link AscendTriage#findCase}
 * @param kind the log kind it matched in ({@code CANN_Plog}, {@code TrainLog}, ...)
 * @param evidence the first line it matched (for a console-log entry that spans lines, the line
 *     with its first substring)
 * @param occurrences on how many lines it matched
 * @param entryClass the entry's {@code attribute.class}, empty when it has none
 * @param component the entry's {@code attribute.component}, empty when it has none
 * @param layer the layer ascend-triage maps the entry to
 * @param claimed true when the entry is also among the diagnosis' matches
 */
public record KnowledgeBaseHit(
    String entryId,
    String caseId,
    String kind,
    Evidence evidence,
    long occurrences,
    String entryClass,
    String component,
    Layer layer,
    boolean claimed) {
  public KnowledgeBaseHit {
    Objects.requireNonNull(entryId, "entryId");
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(evidence, "evidence");
    Objects.requireNonNull(entryClass, "entryClass");
    Objects.requireNonNull(component, "component");
    Objects.requireNonNull(layer, "layer");
  }
}
