package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.MultiDocValues;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;

/**
 * The free-text query of {@link LuceneCaseIndex#search} over the text documents (titles, summaries
 * and signature text, English and Chinese; a case id weighs most) and the cases of its hits.
 * Stateless.
 */
final class TextSearch {
  private TextSearch() {}

  /** The at most {@code limit} best hits of {@code text} among the text documents {@code searcher} reads. */
  static List<LuceneCaseIndex.TextHit> search(IndexSearcher searcher, DirectoryReader reader, Analyzer analyzer,
      List<CaseDefinition> byPos, String text, int limit) {
    BooleanQuery.Builder b = new BooleanQuery.Builder();
    int clauses = 0;
    clauses += addTerms(analyzer, b, CaseDocuments.TITLE_EN, text, 2.0f);
    clauses += addTerms(analyzer, b, CaseDocuments.TEXT_EN, text, 1.0f);
    clauses += addTerms(analyzer, b, CaseDocuments.TITLE_ZH, text, 2.0f);
    clauses += addTerms(analyzer, b, CaseDocuments.TEXT_ZH, text, 1.0f);
    String id = text.trim();
    if (!id.isEmpty()) {
      b.add(new BoostQuery(new TermQuery(new Term(CaseDocuments.ID, id)), 10f), BooleanClause.Occur.SHOULD);
      clauses++;
    }
    if (clauses == 0) {
      return List.of();
    }
    try {
      TopDocs td = searcher.search(b.build(), limit);
      List<CaseDefinition> defs = resolve(byPos, reader, td);
      List<LuceneCaseIndex.TextHit> out = new ArrayList<>();
      for (int i = 0; i < defs.size(); i++) {
        out.add(new LuceneCaseIndex.TextHit(defs.get(i), td.scoreDocs[i].score));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Maps hits to cases through the position doc value, keeping the hit order. */
  private static List<CaseDefinition> resolve(List<CaseDefinition> byPos, DirectoryReader reader, TopDocs td)
      throws IOException {
    ScoreDoc[] hits = td.scoreDocs;
    Integer[] order = new Integer[hits.length];
    for (int i = 0; i < hits.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b2) -> Integer.compare(hits[a].doc, hits[b2].doc));
    CaseDefinition[] out = new CaseDefinition[hits.length];
    NumericDocValues pos = MultiDocValues.getNumericValues(reader, CaseDocuments.POS);
    for (Integer i : order) {
      if (pos == null || !pos.advanceExact(hits[i].doc)) {
        throw new IllegalStateException("case index has a document without position: " + hits[i].doc);
      }
      out[i] = byPos.get((int) pos.longValue());
    }
    return Arrays.asList(out);
  }

  private static int addTerms(Analyzer analyzer, BooleanQuery.Builder b, String field, String text, float boost) {
    int n = 0;
    Set<String> seen = new LinkedHashSet<>();
    try (TokenStream ts = analyzer.tokenStream(field, text)) {
      CharTermAttribute a = ts.addAttribute(CharTermAttribute.class);
      ts.reset();
      while (ts.incrementToken() && seen.size() < 200) {
        seen.add(a.toString());
      }
      ts.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (String t : seen) {
      b.add(new BoostQuery(new TermQuery(new Term(field, t)), boost), BooleanClause.Occur.SHOULD);
      n++;
    }
    return n;
  }
}
