package io.github.ascendtriage.internal.codes;

import java.util.List;
import java.util.Objects;

/**
 * What a lookup found: the records the query names (several when a bare number exists in several
 * families) or, when it names none, the nearest codes.
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param query the query as given, trimmed
 * @param matches the records named, in catalog order; empty when the query is unknown
 * @param suggestions near codes when nothing matched (same prefix, small edit distance, numeric
 *     neighbours); empty when something matched or nothing is near
 */
public record LookupResult(String query, List<CodeRecord> matches, List<CodeRecord> suggestions) {
  public LookupResult {
    Objects.requireNonNull(query, "query");
    matches = List.copyOf(matches);
    suggestions = List.copyOf(suggestions);
  }

  /** True when the query named at least one code. */
  public boolean found() {
    return !matches.isEmpty();
  }
}
