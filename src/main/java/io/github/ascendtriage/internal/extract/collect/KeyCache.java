package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.HashMap;
import java.util.Map;

/**
 * The comparison keys of recent feature values, per type: the same raw values recur on many lines
 * (a module, a marker phrase, an address), so their keys are remembered instead of lower-casing and
 * concatenating on every occurrence. Bounded; not thread-safe.
 */
final class KeyCache {
  private static final int SIZE = 4096;

  @SuppressWarnings("unchecked")
  private final Map<String, String>[] byType = new Map[FeatureType.values().length];

  String key(FeatureType type, String value) {
    if (type == FeatureType.TIMESTAMP) {
      // a time to the microsecond recurs on no other line: remembering it only filled and cleared the map
      return SignatureToken.keyOf(type, value);
    }
    Map<String, String> cache = byType[type.ordinal()];
    if (cache == null) {
      cache = new HashMap<>();
      byType[type.ordinal()] = cache;
    }
    String k = cache.get(value);
    if (k == null) {
      k = SignatureToken.keyOf(type, value);
      if (cache.size() >= SIZE) {
        cache.clear();
      }
      cache.put(value, k);
    }
    return k;
  }
}
