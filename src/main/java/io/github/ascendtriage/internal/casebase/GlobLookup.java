package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.FeatureType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * First-match lookup over ordered globs, the literal ones in a hash map: the layer hints and
 * symptoms of {@link Knowledge}, one lookup per token type. Filled while the knowledge is made,
 * then only read; not thread-safe while filled.
 */
final class GlobLookup<T> {
  private static final Map<String, FeatureType> TYPES = new HashMap<>();

  static {
    for (FeatureType t : FeatureType.values()) {
      TYPES.put(t.id(), t);
    }
  }

  private final Map<String, Integer> literal = new HashMap<>();
  private final List<Glob> globs = new ArrayList<>();
  private final List<Integer> globOrder = new ArrayList<>();
  private final List<T> results = new ArrayList<>();

  /** The lookup of {@code type} in {@code lookups}, made when it is not there yet. */
  static <V> GlobLookup<V> of(Map<FeatureType, GlobLookup<V>> lookups, FeatureType type) {
    GlobLookup<V> l = lookups.get(type);
    if (l == null) { // not computeIfAbsent: no lambda on the start path
      l = new GlobLookup<>();
      lookups.put(type, l);
    }
    return l;
  }

  /** The token type of a key's prefix ({@code port} of {@code port:60000}); null for none. */
  static FeatureType type(String id) {
    return TYPES.get(id);
  }

  void add(Glob g, T result) {
    int i = results.size();
    results.add(result);
    if (g.literal()) {
      literal.putIfAbsent(g.pattern(), i);
    } else {
      globs.add(g);
      globOrder.add(i);
    }
  }

  /** The result of the first entry, in the order added, whose glob matches {@code value}. */
  Optional<T> find(String value) {
    Integer best = literal.get(value);
    for (int i = 0; i < globs.size() && (best == null || globOrder.get(i) < best); i++) {
      if (globs.get(i).matches(value)) {
        best = globOrder.get(i);
      }
    }
    return best == null ? Optional.empty() : Optional.of(results.get(best));
  }
}
