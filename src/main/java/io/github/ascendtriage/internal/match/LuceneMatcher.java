package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.List;

/**
 * Ranks on the Lucene case index: the index finds the cases with a complete required group (a
 * query over the group documents, {@link RequiredGroups}), {@link ScoringModel} weighs each of
 * them with the knowledge's weights and {@link CaseRanker} orders them. Thread-safe, as the index.
 */
public final class LuceneMatcher implements CaseMatcher {
  private final Knowledge knowledge;
  private final LuceneCaseIndex index;

  public LuceneMatcher(LuceneCaseIndex index, Knowledge knowledge) {
    this.index = index;
    this.knowledge = knowledge;
  }

  @Override
  public List<Score> rank(FeatureSet features) {
    return CaseRanker.rank(index.candidates(features), features, knowledge);
  }
}
