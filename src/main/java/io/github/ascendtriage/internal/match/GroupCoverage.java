package io.github.ascendtriage.internal.match;

import org.apache.lucene.index.FieldInvertState;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.similarities.Similarity;

/**
 * The similarity of the ranking query ({@link RequiredGroups}): each signature token of a required
 * group that the input holds counts one, whatever the group's length or the token's rarity, so a
 * group document scores the number of its tokens present (the query's summed frequency), an
 * integer a float holds exactly. A group is complete when that number is its size: the condition under which {@link
 * ScoringModel} lets a case score. The weights stay with the scoring model, in doubles, so the
 * confidences are those of the knowledge file to the last bit. Stateless and thread-safe.
 */
final class GroupCoverage extends Similarity {
  private static final SimScorer COUNT = new SimScorer() {
    @Override
    public float score(float freq, long norm) {
      return freq; // group tokens are indexed without frequencies: each present one adds 1
    }
  };

  @Override
  public long computeNorm(FieldInvertState state) {
    return 1; // group tokens are indexed without norms; a text field's norm is never read here
  }

  @Override
  public SimScorer scorer(float boost, CollectionStatistics collectionStats, TermStatistics... termStats) {
    return COUNT;
  }
}
