package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The cases by the anchor of each required group, in memory beside the Lucene index. A case scores
 * only when every token of one of its required groups is present ({@link ScoringModel}), so each
 * group is filed under one of its tokens, its anchor: the token that the fewest cases require
 * (the first such in the group on a tie). The candidates of a feature set are the cases with a
 * group whose anchor is among its token keys, in case order: every case that can score is one,
 * and a case that shares only a common token with the input (a code that many site cases pair
 * with phrases of their own) is not looked at. A few ints per required group of the case base.
 * Immutable and thread-safe; no nulls.
 */
final class TokenPostings {
  private final Map<String, int[]> byAnchor;
  private final List<CaseDefinition> cases;

  TokenPostings(List<CaseDefinition> cases) {
    this.cases = List.copyOf(cases);
    Map<String, Integer> requiredBy = requiredBy(this.cases);
    Map<String, int[]> lists = new HashMap<>(); // anchor -> [count, case positions...], grown as needed
    for (int i = 0; i < this.cases.size(); i++) {
      for (List<SignatureToken> group : this.cases.get(i).required()) {
        if (!group.isEmpty()) {
          file(lists, anchor(group, requiredBy), i);
        }
      }
    }
    Map<String, int[]> m = new HashMap<>(lists.size() * 2);
    lists.forEach((k, l) -> m.put(k, Arrays.copyOfRange(l, 1, 1 + l[0])));
    this.byAnchor = m;
  }

  /** How many cases have each token in a required group. */
  private static Map<String, Integer> requiredBy(List<CaseDefinition> cases) {
    Map<String, Integer> count = new HashMap<>();
    Map<String, Integer> lastCase = new HashMap<>();
    for (int i = 0; i < cases.size(); i++) {
      for (List<SignatureToken> group : cases.get(i).required()) {
        for (SignatureToken t : group) {
          Integer prev = lastCase.put(t.key(), i);
          if (prev == null || prev != i) {
            count.merge(t.key(), 1, Integer::sum);
          }
        }
      }
    }
    return count;
  }

  /** The token of {@code group} that the fewest cases require; the first of them on a tie. */
  static String anchor(List<SignatureToken> group, Map<String, Integer> requiredBy) {
    String best = null;
    int fewest = Integer.MAX_VALUE;
    for (SignatureToken t : group) {
      int n = requiredBy.get(t.key());
      if (n < fewest) {
        fewest = n;
        best = t.key();
      }
    }
    return best;
  }

  private static void file(Map<String, int[]> lists, String anchor, int position) {
    int[] l = lists.get(anchor);
    if (l == null) {
      lists.put(anchor, new int[] {1, position});
      return;
    }
    if (l[l[0]] == position) {
      return; // two groups of one case with the same anchor
    }
    if (l[0] + 1 == l.length) {
      l = Arrays.copyOf(l, l.length * 2);
      lists.put(anchor, l);
    }
    l[++l[0]] = position;
  }

  /**
   * Every case with a required group whose anchor is among the features' token keys, in case
   * order: a superset of the cases that score.
   */
  List<CaseDefinition> candidates(FeatureSet f) {
    BitSet hit = null;
    for (String k : f.tokenKeys()) {
      int[] ps = byAnchor.get(k);
      if (ps == null) {
        continue;
      }
      if (hit == null) {
        hit = new BitSet(cases.size());
      }
      for (int p : ps) {
        hit.set(p);
      }
    }
    if (hit == null) {
      return List.of();
    }
    List<CaseDefinition> out = new ArrayList<>(hit.cardinality());
    for (int p = hit.nextSetBit(0); p >= 0; p = hit.nextSetBit(p + 1)) {
      out.add(cases.get(p));
    }
    return out;
  }
}
