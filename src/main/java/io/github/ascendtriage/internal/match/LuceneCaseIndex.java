package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.cjk.CJKAnalyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.MultiDocValues;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * The case base in Lucene: exact fields for signature tokens (still indexed), analysed
 * fields for titles, summaries and phrases in English and Chinese (free-text search, CJK bigrams).
 * Candidates come from the token postings held in memory ({@link TokenPostings}), so an index in
 * memory is only built on the first free-text search (similar incidents, {@code cases search}):
 * a diagnosis that claims a case never needs it. An index on disk is built or opened at once.
 * Thread-safe: the first search builds it once.
 */
public final class LuceneCaseIndex implements AutoCloseable {
  static final String ID = "id";
  static final String POS = "pos";
  static final String TOKEN = "tok";
  static final String TEXT_EN = "text_en";
  static final String TEXT_ZH = "text_zh";
  static final String TITLE_EN = "title_en";
  static final String TITLE_ZH = "title_zh";

  /** The Lucene side, once built. */
  private record Built(Directory directory, DirectoryReader reader, IndexSearcher searcher, Analyzer analyzer) {}

  /** Builds the Lucene side; may throw {@link UncheckedIOException}. */
  @FunctionalInterface
  private interface Maker {
    Built make() throws IOException;
  }

  private final List<CaseDefinition> byDoc;
  private final TokenPostings postings;
  private final Maker maker;
  private volatile Built built;

  private LuceneCaseIndex(List<CaseDefinition> byDoc, Maker maker) {
    this.byDoc = byDoc;
    this.postings = new TokenPostings(byDoc);
    this.maker = maker;
  }

  private Built built() {
    Built b = built;
    if (b == null) {
      synchronized (this) {
        b = built;
        if (b == null) {
          try {
            b = maker.make();
          } catch (IOException e) {
            throw new UncheckedIOException("cannot build the case index: " + e.getMessage(), e);
          }
          built = b;
        }
      }
    }
    return b;
  }

  /** The analyzer per field: CJK bigrams for Chinese fields, standard tokens for English. */
  static Analyzer analyzer() {
    Map<String, Analyzer> per = new HashMap<>();
    CJKAnalyzer cjk = new CJKAnalyzer();
    per.put(TEXT_ZH, cjk);
    per.put(TITLE_ZH, cjk);
    return new PerFieldAnalyzerWrapper(new StandardAnalyzer(), per);
  }

  /**
   * Indexes the cases in memory, or under {@code onDisk} when it is not null: in a subfolder for
   * this case base, built once and moved into place atomically, then only read (see {@link
   * IndexFolder}), so any number of processes may share the folder.
   *
   * @throws UncheckedIOException if the on-disk directory cannot be written
   */
  public static LuceneCaseIndex build(List<CaseDefinition> cases, Path onDisk) {
    List<CaseDefinition> copy = List.copyOf(cases);
    LuceneCaseIndex idx = new LuceneCaseIndex(copy, () -> {
      Analyzer analyzer = analyzer();
      Directory dir;
      if (onDisk == null) {
        dir = new ByteBuffersDirectory();
        write(dir, copy, analyzer, false);
      } else {
        dir = FSDirectory.open(IndexFolder.prepare(onDisk, copy, d -> write(d, copy, analyzer, true)));
      }
      DirectoryReader r = DirectoryReader.open(dir);
      return new Built(dir, r, new IndexSearcher(r), analyzer);
    });
    if (onDisk != null) {
      idx.built(); // a folder that cannot be written is said at once
    }
    return idx;
  }

  /**
   * Writes one document per case, in case order. An index on disk, built once and shared by later
   * runs, is merged into one segment; one in memory, built for this process's first free-text
   * search, is not merged at all: merging a large base's segments cost more than its searches ever
   * gain, and without merges the documents stay in case order (the built-in base is one segment
   * either way).
   */
  private static void write(Directory dir, List<CaseDefinition> cases, Analyzer analyzer, boolean merge) throws IOException {
    IndexWriterConfig cfg = new IndexWriterConfig(analyzer).setOpenMode(IndexWriterConfig.OpenMode.CREATE);
    cfg.setRAMBufferSizeMB(64);
    if (!merge) {
      cfg.setMergePolicy(NoMergePolicy.INSTANCE);
    }
    try (IndexWriter w = new IndexWriter(dir, cfg)) {
      for (int i = 0; i < cases.size(); i++) {
        w.addDocument(document(i, cases.get(i)));
      }
      if (merge) {
        w.forceMerge(1);
      }
    }
  }

  private static Document document(int pos, CaseDefinition c) {
    Document d = new Document();
    d.add(new StringField(ID, c.id(), Field.Store.NO));
    d.add(new NumericDocValuesField(POS, pos));
    Set<String> toks = new LinkedHashSet<>();
    for (List<SignatureToken> g : c.required()) {
      for (SignatureToken t : g) {
        toks.add(t.key());
      }
    }
    for (String t : toks) {
      d.add(new StringField(TOKEN, t, Field.Store.NO));
    }
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

  /**
   * Every case with a required group whose anchor (its rarest token, see {@link TokenPostings}) is
   * among the features: a superset of the cases that score, since a case scores only when a whole
   * required group is present.
   */
  public List<CaseDefinition> candidates(FeatureSet f) {
    return postings.candidates(f); // held in memory: no term lookup per token
  }

  /** A scored free-text hit. */
  public record TextHit(CaseDefinition definition, float score) {}

  /** Free-text search over titles, summaries and signature text, English and Chinese. */
  public List<TextHit> search(String text, int limit) {
    Built lucene = built();
    Analyzer analyzer = lucene.analyzer();
    BooleanQuery.Builder b = new BooleanQuery.Builder();
    int clauses = 0;
    clauses += addTerms(analyzer, b, TITLE_EN, text, 2.0f);
    clauses += addTerms(analyzer, b, TEXT_EN, text, 1.0f);
    clauses += addTerms(analyzer, b, TITLE_ZH, text, 2.0f);
    clauses += addTerms(analyzer, b, TEXT_ZH, text, 1.0f);
    String id = text.trim();
    if (!id.isEmpty()) {
      b.add(new BoostQuery(new TermQuery(new Term(ID, id)), 10f), BooleanClause.Occur.SHOULD);
      clauses++;
    }
    if (clauses == 0) {
      return List.of();
    }
    try {
      TopDocs td = lucene.searcher().search(b.build(), limit);
      List<CaseDefinition> defs = resolve(lucene.reader(), td);
      List<TextHit> out = new ArrayList<>();
      for (int i = 0; i < defs.size(); i++) {
        out.add(new TextHit(defs.get(i), td.scoreDocs[i].score));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Maps hits to cases through the position doc value, keeping the hit order. */
  private List<CaseDefinition> resolve(DirectoryReader reader, TopDocs td) throws IOException {
    ScoreDoc[] hits = td.scoreDocs;
    Integer[] order = new Integer[hits.length];
    for (int i = 0; i < hits.length; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(order, (a, b2) -> Integer.compare(hits[a].doc, hits[b2].doc));
    CaseDefinition[] out = new CaseDefinition[hits.length];
    NumericDocValues pos = MultiDocValues.getNumericValues(reader, POS);
    for (Integer i : order) {
      if (pos == null || !pos.advanceExact(hits[i].doc)) {
        throw new IllegalStateException("case index has a document without position: " + hits[i].doc);
      }
      out[i] = byDoc.get((int) pos.longValue());
    }
    return java.util.Arrays.asList(out);
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

  /** Number of indexed cases. */
  public int size() {
    return byDoc.size();
  }

  @Override
  public void close() {
    Built b = built;
    if (b == null) {
      return;
    }
    try {
      b.reader().close();
      b.directory().close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static boolean isToken(FeatureType t) {
    return !t.isValue();
  }
}
