package io.github.ascendtriage;

import java.util.Objects;

/**
 * A known incident that resembles an input no case matched: a case whose text (title, summary,
 * signature, examples) shares the most words with the input's failing lines. A pointer for the
 * reader, not a claim: it does not decide the layer.
 *
 * @param caseId the case; never null
 * @param title the case title, in English; never null
 * @param layer the case's layer; never null
 * @param score its similarity relative to the most similar incident, in (0, 1] (the first is 1)
 *     <p>Immutable and thread-safe.
 */
public record SimilarIncident(String caseId, String title, Layer layer, double score) {
  public SimilarIncident {
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(layer, "layer");
    if (!(score > 0 && score <= 1)) {
      throw new IllegalArgumentException("score must be in (0, 1]: " + score);
    }
  }
}
