package io.github.ascendtriage.internal.casebase;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One ordered-substring line pattern of an imported case, as the extractor compiles it. Immutable.
 *
 * @param key the feature value reported when it matches, {@code caseId#n}
 * @param parts the substrings, which must occur in this order (case-sensitive)
 * @param kinds the log kinds it applies to; empty means every line (and then it is reported beside
 *     every other pattern that matches, not ranked by file order)
 */
public record LinePattern(String key, List<String> parts, Set<String> kinds) {
  public LinePattern {
    Objects.requireNonNull(key, "key");
    parts = List.copyOf(parts);
    kinds = Set.copyOf(kinds);
  }
}
