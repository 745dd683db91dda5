package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reports imported knowledge-base patterns: lists of substrings that must all occur on the line,
 * in order (the ascend-fd {@code regex.in} semantics). Matching is case-sensitive, as in ascend-fd.
 *
 * <p>An ascend-fd knowledge base brings about a thousand patterns, checked on every line, and
 * almost every line matches none of them. So each pattern has one anchor, its longest substring
 * (a long string is rarely present by chance), and a single Aho-Corasick pass finds the anchors
 * on the line; only the patterns whose anchor occurs get the full in-order check. A line with no
 * anchor costs one linear scan whatever the number of patterns. Immutable and thread-safe.
 */
final class LinePatternRecognizer implements Recognizer {
  private final String[] keys;
  private final String[][] parts;
  private final AhoCorasick anchors;
  private final Map<String, int[]> byAnchor;

  /**
   * @param patterns substring lists keyed by the feature value to report ({@code caseId#n});
   *     a list without any non-empty substring can never be anchored and is ignored
   */
  LinePatternRecognizer(Map<String, List<String>> patterns) {
    keys = patterns.keySet().toArray(String[]::new);
    parts = new String[keys.length][];
    Map<String, List<Integer>> index = new HashMap<>();
    for (int i = 0; i < keys.length; i++) {
      parts[i] = patterns.get(keys[i]).toArray(String[]::new);
      String anchor = anchor(parts[i]);
      if (anchor != null) {
        index.computeIfAbsent(anchor, a -> new ArrayList<>()).add(i);
      }
    }
    byAnchor = new HashMap<>();
    index.forEach((a, l) -> byAnchor.put(a, l.stream().mapToInt(Integer::intValue).toArray()));
    anchors = new AhoCorasick(index.keySet());
  }

  /** The longest substring (the first of equal length), or null when all are empty. */
  static String anchor(String[] ps) {
    String best = null;
    for (String p : ps) {
      if (!p.isEmpty() && (best == null || p.length() > best.length())) {
        best = p;
      }
    }
    return best;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    if (anchors.isEmpty()) {
      return;
    }
    String line = ctx.raw();
    anchors.forEachMatch(
        line,
        a -> {
          for (int i : byAnchor.get(a)) {
            if (inOrder(line, parts[i])) {
              sink.feature(FeatureType.PATTERN, keys[i]);
            }
          }
        });
  }

  /** True when every part occurs in {@code line}, each after the end of the previous one. */
  static boolean inOrder(String line, String[] ps) {
    int from = 0;
    for (String p : ps) {
      int at = line.indexOf(p, from);
      if (at < 0) {
        return false;
      }
      from = at + p.length();
    }
    return true;
  }
}
