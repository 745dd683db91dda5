package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.SimpleCollector;
import org.apache.lucene.search.SynonymQuery;
import org.apache.lucene.util.BytesRef;

/**
 * The first half of the scoring model as a Lucene query: a case can score only when every token of
 * one of its required groups is present ({@link ScoringModel}). The input's keys that are group
 * tokens of the index become one {@link SynonymQuery} over the group documents: a document's
 * frequency is then the number of its tokens present (they are indexed without frequencies), which
 * {@link GroupCoverage} takes as the score, and the group is complete when that is its size. (A
 * disjunction of term queries says the same, but sets up a 2,048-bucket window per ranking, which
 * cost more than the ranking itself on our small index.) The cases of the complete groups are exactly the cases that score, and nothing
 * else is looked at: a group document that holds only a common code of the input is visited by the
 * disjunction and dropped by one comparison. Stateless and thread-safe.
 */
final class RequiredGroups {
  private RequiredGroups() {}

  /**
   * The positions of the cases with a complete required group.
   *
   * @param searcher a searcher with {@link GroupCoverage} over the case index
   * @param mayBeGroupToken false only for a key that is no group token of the index
   */
  static BitSet complete(IndexSearcher searcher, FeatureSet f, java.util.function.Predicate<String> mayBeGroupToken, int cases) {
    List<Term> present = present(searcher.getIndexReader(), f, mayBeGroupToken);
    BitSet out = new BitSet(cases);
    if (present.isEmpty()) {
      return out;
    }
    // a query holds at most maxClauseCount terms; an input with more group tokens (a large tree
    // of a large base) is asked in parts whose counts are summed per group document
    int max = IndexSearcher.getMaxClauseCount();
    Map<Integer, Integer> partial = present.size() > max ? new HashMap<>() : null;
    try {
      for (int from = 0; from < present.size(); from += max) {
        SynonymQuery.Builder q = new SynonymQuery.Builder(CaseDocuments.GROUP);
        for (Term t : present.subList(from, Math.min(present.size(), from + max))) {
          q.addTerm(t);
        }
        searcher.search(q.build(), new Completed(out, partial));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot search the case index: " + e.getMessage(), e);
    }
    return out;
  }

  /** The keys of {@code f} that are a group token in the index, in the feature set's order. */
  private static List<Term> present(IndexReader reader, FeatureSet f, java.util.function.Predicate<String> mayBeGroupToken) {
    List<TermsEnum> enums = new ArrayList<>();
    for (LeafReaderContext leaf : reader.leaves()) {
      try {
        Terms t = leaf.reader().terms(CaseDocuments.GROUP);
        if (t != null) {
          enums.add(t.iterator());
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the case index: " + e.getMessage(), e);
      }
    }
    List<Term> out = new ArrayList<>();
    if (enums.isEmpty()) {
      return out;
    }
    for (String k : f.keys()) {
      if (!mayBeGroupToken.test(k)) {
        continue;
      }
      BytesRef b = new BytesRef(k);
      for (TermsEnum te : enums) {
        try {
          if (te.seekExact(b)) {
            out.add(new Term(CaseDocuments.GROUP, b));
            break;
          }
        } catch (IOException e) {
          throw new UncheckedIOException("cannot read the case index: " + e.getMessage(), e);
        }
      }
    }
    return out;
  }

  /** Marks the case of each group document whose score (its tokens present) reaches its size. */
  private static final class Completed extends SimpleCollector {
    private final BitSet cases;
    private final Map<Integer, Integer> partial; // null: one query holds every present token
    private Scorable scorer;
    private NumericDocValues size;
    private NumericDocValues pos;
    private int docBase;

    Completed(BitSet cases, Map<Integer, Integer> partial) {
      this.cases = cases;
      this.partial = partial;
    }

    @Override
    protected void doSetNextReader(LeafReaderContext context) throws IOException {
      size = DocValues.getNumeric(context.reader(), CaseDocuments.GROUP_SIZE);
      pos = DocValues.getNumeric(context.reader(), CaseDocuments.POS);
      docBase = context.docBase;
    }

    @Override
    public void setScorer(Scorable scorer) {
      this.scorer = scorer;
    }

    @Override
    public void collect(int doc) throws IOException {
      int present = Math.round(scorer.score());
      if (partial != null) {
        present = partial.merge(docBase + doc, present, Integer::sum);
      }
      if (size.advanceExact(doc) && present == size.longValue() && pos.advanceExact(doc)) {
        cases.set((int) pos.longValue());
      }
    }

    @Override
    public ScoreMode scoreMode() {
      return ScoreMode.COMPLETE;
    }
  }
}
