package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The first half of the scoring model: a case can score only when every token of one of its
 * required groups is present ({@link ScoringModel}). Each group is the set of its distinct token
 * keys ({@link CaseDocuments#groupKeys}, as the group documents hold them); an input's keys add one
 * to every group that holds them, and a group whose count reaches its size makes its case a
 * candidate. That is what the query over the group documents answered (each present token counted
 * one), as plain arithmetic on a table made from the case list at start: ranking opens no Lucene
 * reader, so a diagnosis that claims a case loads none of Lucene's classes (docs/performance.md, run
 * 2026-12-06-cold20). Immutable and thread-safe.
 */
final class RequiredGroups {
  private static final int[] NONE = new int[0];
  /** For each token key of a group, the groups that hold it, in group order. */
  private final Map<String, int[]> groupsOf;
  /** Per group: how many distinct token keys it has, and its case's position. */
  private final int[] size;
  private final int[] caseOf;
  private final int cases;

  RequiredGroups(List<CaseDefinition> byPos) {
    Map<String, List<Integer>> of = new HashMap<>();
    List<Integer> sizes = new ArrayList<>();
    List<Integer> owners = new ArrayList<>();
    for (int p = 0; p < byPos.size(); p++) {
      for (Set<String> keys : CaseDocuments.groupKeys(byPos.get(p))) {
        int g = sizes.size();
        sizes.add(keys.size());
        owners.add(p);
        for (String k : keys) {
          of.computeIfAbsent(k, x -> new ArrayList<>(2)).add(g);
        }
      }
    }
    Map<String, int[]> table = new HashMap<>(of.size() * 2);
    of.forEach((k, gs) -> table.put(k, gs.stream().mapToInt(Integer::intValue).toArray()));
    this.groupsOf = table;
    this.size = sizes.stream().mapToInt(Integer::intValue).toArray();
    this.caseOf = owners.stream().mapToInt(Integer::intValue).toArray();
    this.cases = byPos.size();
  }

  /** The positions of the cases with a complete required group, given the input's distinct keys. */
  BitSet complete(Set<String> keys) {
    BitSet out = new BitSet(cases);
    int[] count = null;
    for (String k : keys) {
      int[] gs = groupsOf.getOrDefault(k, NONE);
      if (gs.length == 0) {
        continue;
      }
      if (count == null) {
        count = new int[size.length];
      }
      for (int g : gs) {
        if (++count[g] == size[g]) {
          out.set(caseOf[g]);
        }
      }
    }
    return out;
  }
}
