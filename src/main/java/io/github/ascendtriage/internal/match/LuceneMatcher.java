package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.extract.FeatureSet;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.util.List;

/** Retrieves candidates from the Lucene index, then scores them with {@link ScoringModel}. */
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
