package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;

/**
 * What {@link AscendTriage#explainCode(String)} found for a query: the codes it names (several when
 * a bare number exists in several families, such as {@code 7}) or, when it names none, the nearest
 * known codes.
 *
 * @param query the query as given, trimmed; never null
 * @param matches the codes named, in catalogue order; empty when the query is unknown; never null
 * @param suggestions near codes when nothing matched; empty when something matched or nothing is
 *     near; never null
 *     <p>Immutable and thread-safe.
 */
public record CodeExplanation(String query, List<CodeEntry> matches, List<CodeEntry> suggestions) {
  public CodeExplanation {
    Objects.requireNonNull(query, "query");
    matches = List.copyOf(matches);
    suggestions = List.copyOf(suggestions);
  }

  /** True when the query named at least one code. */
  public boolean found() {
    return !matches.isEmpty();
  }
}
