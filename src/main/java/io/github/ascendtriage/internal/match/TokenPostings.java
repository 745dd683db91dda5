package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureSet;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The cases by required token, in memory beside the Lucene index: the candidates of a feature set
 * are the cases that have one of its token keys in a required group, in case order, which is what
 * walking the index's token postings gives, without a term lookup per token. A few ints per
 * required token of the case base. Immutable and thread-safe; no nulls.
 */
final class TokenPostings {
  private final Map<String, int[]> byToken;
  private final List<CaseDefinition> cases;

  TokenPostings(List<CaseDefinition> cases) {
    this.cases = List.copyOf(cases);
    Map<String, List<Integer>> lists = new HashMap<>();
    for (int i = 0; i < cases.size(); i++) {
      for (List<SignatureToken> group : cases.get(i).required()) {
        for (SignatureToken t : group) {
          List<Integer> l = lists.computeIfAbsent(t.key(), k -> new ArrayList<>());
          if (l.isEmpty() || l.get(l.size() - 1) != i) {
            l.add(i);
          }
        }
      }
    }
    Map<String, int[]> m = new HashMap<>(lists.size() * 2);
    lists.forEach((k, l) -> m.put(k, l.stream().mapToInt(Integer::intValue).toArray()));
    this.byToken = m;
  }

  /** Every case with at least one required token among the features', in case order. */
  List<CaseDefinition> candidates(FeatureSet f) {
    BitSet hit = null;
    for (String k : f.tokenKeys()) {
      int[] ps = byToken.get(k);
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
