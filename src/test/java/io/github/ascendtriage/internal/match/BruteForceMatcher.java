package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.util.List;

/**
 * The reference matcher: scores every case with plain loops, no index. Slow on big case bases;
 * kept with the tests so that they can prove the Lucene matcher ranks the same.
 */
final class BruteForceMatcher implements CaseMatcher {
  private final Knowledge knowledge;
  private final List<CaseDefinition> cases;

  BruteForceMatcher(List<CaseDefinition> cases, Knowledge knowledge) {
    this.cases = List.copyOf(cases);
    this.knowledge = knowledge;
  }

  @Override
  public List<Score> rank(FeatureSet features) {
    return CaseRanker.rank(cases, features, knowledge);
  }
}
