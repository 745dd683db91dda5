package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.cjk.CJKAnalyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;

/**
 * The documents of the case index. Two kinds share it: a group document for each required group of
 * a case (its token keys, exact, and the number of them: what ranking asks, see {@link
 * RequiredGroups}), and one text document per case (id, titles, summaries and signature text in
 * English and Chinese: what free-text search asks). Both carry the case's position in the case
 * list, which is how a hit becomes a case. Stateless and thread-safe.
 */
final class CaseDocuments {
  static final String ID = "id";
  static final String POS = "pos";
  /** Group documents: one exact term per distinct token key of the group. */
  static final String GROUP = "grp";
  /** Group documents: how many distinct token keys the group has. */
  static final String GROUP_SIZE = "grp_size";
  static final String TEXT_EN = "text_en";
  static final String TEXT_ZH = "text_zh";
  static final String TITLE_EN = "title_en";
  static final String TITLE_ZH = "title_zh";

  private CaseDocuments() {}

  /** The analyzer per field: CJK bigrams for Chinese fields, standard tokens for English. */
  static Analyzer analyzer() {
    Map<String, Analyzer> per = new HashMap<>();
    CJKAnalyzer cjk = new CJKAnalyzer();
    per.put(TEXT_ZH, cjk);
    per.put(TITLE_ZH, cjk);
    return new PerFieldAnalyzerWrapper(new StandardAnalyzer(), per);
  }

  /** One document per non-empty required group of the case at {@code pos}, in group order. */
  static List<Document> groups(int pos, CaseDefinition c) {
    List<Set<String>> groups = groupKeys(c);
    List<Document> out = new ArrayList<>(groups.size());
    for (Set<String> keys : groups) {
      Document d = new Document();
      for (String k : keys) {
        d.add(new StringField(GROUP, k, Field.Store.NO));
      }
      d.add(new NumericDocValuesField(GROUP_SIZE, keys.size()));
      d.add(new NumericDocValuesField(POS, pos));
      out.add(d);
    }
    return out;
  }

  /** The distinct token keys of each non-empty required group of {@code c}, in group order: its group documents' terms. */
  static List<Set<String>> groupKeys(CaseDefinition c) {
    List<Set<String>> out = new ArrayList<>(c.required().size());
    for (List<SignatureToken> g : c.required()) {
      Set<String> keys = new LinkedHashSet<>();
      for (SignatureToken t : g) {
        keys.add(t.key());
      }
      if (!keys.isEmpty()) { // a group of no token is never matched on its own
        out.add(keys);
      }
    }
    return out;
  }

  /** The text document of the case at {@code pos}. */
  static Document text(int pos, CaseDefinition c) {
    Document d = new Document();
    d.add(new StringField(ID, c.id(), Field.Store.NO));
    d.add(new NumericDocValuesField(POS, pos));
    StringBuilder en = new StringBuilder(c.titleEn()).append('\n').append(c.summaryEn());
    StringBuilder zh = new StringBuilder(c.titleZh()).append('\n').append(c.summaryZh());
    for (List<SignatureToken> g : c.required()) {
      for (SignatureToken t : g) {
        en.append('\n').append(t.value());
        zh.append('\n').append(t.value());
      }
    }
    for (SignatureToken t : c.supporting()) {
      en.append('\n').append(t.value());
      zh.append('\n').append(t.value());
    }
    for (String ex : c.positiveExamples()) {
      en.append('\n').append(ex);
      zh.append('\n').append(ex);
    }
    d.add(new TextField(TITLE_EN, c.titleEn(), Field.Store.NO));
    d.add(new TextField(TITLE_ZH, c.titleZh(), Field.Store.NO));
    d.add(new TextField(TEXT_EN, en.toString(), Field.Store.NO));
    d.add(new TextField(TEXT_ZH, zh.toString(), Field.Store.NO));
    return d;
  }
}
