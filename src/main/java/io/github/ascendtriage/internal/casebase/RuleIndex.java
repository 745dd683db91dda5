package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.FeatureType;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the first rule of the layer reasoner (in file order) whose tokens match a token key: the
 * literal tokens and phrases by their key, the tokens with {@code ?} and {@code *} wildcards by
 * their type, each tried in turn. Built once per {@link Reasoning}; immutable and thread-safe.
 */
final class RuleIndex {
  private static final Map<String, FeatureType> TYPES = new HashMap<>();

  static {
    for (FeatureType t : FeatureType.values()) {
      TYPES.put(t.id(), t);
    }
  }

  private final Map<String, Integer> literal = new HashMap<>();
  private final Map<FeatureType, List<Map.Entry<Glob, Integer>>> globs = new EnumMap<>(FeatureType.class);

  RuleIndex(List<ReasoningRule> rules) {
    for (int i = 0; i < rules.size(); i++) {
      for (String t : rules.get(i).tokens()) {
        SignatureToken tok = SignatureToken.parse(t);
        Glob g = new Glob(tok.value());
        if (g.literal() || tok.type() == FeatureType.PHRASE) {
          literal.putIfAbsent(tok.key(), i);
        } else {
          List<Map.Entry<Glob, Integer>> l = globs.get(tok.type());
          if (l == null) {
            l = new ArrayList<>();
            globs.put(tok.type(), l);
          }
          l.add(Map.entry(g, i));
        }
      }
    }
  }

  /**
   * The index of the first rule one of whose tokens matches {@code key} ({@code type:value},
   * lowercased); -1 when none does.
   */
  int first(String key) {
    int colon = key.indexOf(':');
    if (colon <= 0) {
      return -1;
    }
    Integer best = literal.get(key);
    FeatureType type = TYPES.get(key.substring(0, colon));
    List<Map.Entry<Glob, Integer>> l = type == null ? null : globs.get(type);
    if (l != null) {
      String value = key.substring(colon + 1);
      for (Map.Entry<Glob, Integer> e : l) {
        if ((best == null || e.getValue() < best) && e.getKey().matches(value)) {
          best = e.getValue();
        }
      }
    }
    return best == null ? -1 : best;
  }
}
