package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * The case base in one Lucene index, which serves both ranking and free-text search (see {@link
 * CaseDocuments} for its two kinds of documents). Ranking asks the group documents ({@link
 * #candidates}, through {@link RequiredGroups} and {@link GroupCoverage}); free-text search
 * (similar incidents, {@code cases search}) asks the text documents with Lucene's BM25.
 *
 * <p>In memory (the default) the group documents are written when the index is built; the text
 * documents, whose analysis is most of the cost of a build, are added to the same index on the
 * first free-text search, so a diagnosis that claims a case never pays for them. On disk ({@code
 * --index-dir}) both kinds are written once, merged, and shared between runs ({@link
 * IndexFolder}). The built-in group documents, read from the build's derived cache ({@link
 * PrebuiltIndex}), are opened on the first ranking that has a group token: an input without one has
 * no candidate, and its run loads no Lucene reader (docs/performance.md, run 2026-12-05-cold15).
 * Thread-safe: the first free-text search adds the text documents once.
 */
public final class LuceneCaseIndex implements AutoCloseable {
  /** What the index holds at one moment: its reader and the two searchers over it. */
  private record View(DirectoryReader reader, IndexSearcher ranking, IndexSearcher text, boolean hasText) {
    static View of(DirectoryReader r, boolean hasText) {
      IndexSearcher ranking = new IndexSearcher(r);
      ranking.setSimilarity(new GroupCoverage());
      ranking.setQueryCache(null); // each ranking asks its own terms once: nothing to reuse
      return new View(r, ranking, new IndexSearcher(r), hasText);
    }
  }

  private final List<CaseDefinition> byPos;
  /**
   * The keys of the cases' required tokens: the terms of the group documents. A key outside it is
   * no group token, so the index's term dictionary is asked only about those inside (a stream's
   * window holds thousands of keys, a few of them group tokens).
   */
  private final java.util.Set<String> groupKeys;
  private Directory directory; // guarded by this; null until the prebuilt documents are opened
  private final Analyzer analyzer;
  private final List<DirectoryReader> readers = new ArrayList<>(); // guarded by this
  private IndexWriter textPending; // guarded by this; in memory until the text documents are added
  private byte[] unopened; // guarded by this: the prebuilt section, until its documents are opened
  private long unopenedDigest;
  private volatile boolean prebuilt;
  private boolean closed; // guarded by this
  private volatile View view; // null until the prebuilt documents are opened

  private LuceneCaseIndex(List<CaseDefinition> byPos, Directory directory, Analyzer analyzer) {
    this.byPos = byPos;
    java.util.Set<String> keys = new java.util.HashSet<>();
    byPos.forEach(c -> c.required().forEach(g -> g.forEach(t -> keys.add(t.key()))));
    this.groupKeys = keys;
    this.directory = directory;
    this.analyzer = analyzer;
  }

  /**
   * Indexes the cases in memory, or under {@code onDisk} when it is not null: in a subfolder for
   * this case base, built once and moved into place atomically, then only read (see {@link
   * IndexFolder}), so any number of processes may share the folder.
   *
   * @throws UncheckedIOException if the index cannot be written, on disk or in memory
   */
  public static LuceneCaseIndex build(List<CaseDefinition> cases, Path onDisk) {
    List<CaseDefinition> copy = List.copyOf(cases);
    Analyzer analyzer = CaseDocuments.analyzer();
    try {
      if (onDisk != null) {
        Directory dir = FSDirectory.open(IndexFolder.prepare(onDisk, copy, d -> writeAll(d, copy, analyzer)));
        LuceneCaseIndex idx = new LuceneCaseIndex(copy, dir, analyzer);
        idx.open(DirectoryReader.open(dir), true);
        return idx;
      }
      long digest = PrebuiltIndex.digest(copy);
      byte[] section = PrebuiltIndex.section(digest); // then the text documents' writer comes with the first search
      if (section != null) { // read on the first ranking with a group token (opened())
        LuceneCaseIndex idx = new LuceneCaseIndex(copy, null, analyzer);
        idx.prebuilt = true;
        idx.unopened = section;
        idx.unopenedDigest = digest;
        return idx;
      }
      Directory dir = new ByteBuffersDirectory();
      LuceneCaseIndex idx = new LuceneCaseIndex(copy, dir, analyzer);
      idx.textPending = writeGroups(dir, copy, analyzer);
      idx.open(DirectoryReader.open(dir), false);
      return idx;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot build the case index: " + e.getMessage(), e);
    }
  }

  /** The group documents of {@code cases} indexed afresh, as the build writes them into the derived cache. */
  public static byte[] prebuiltBytes(List<CaseDefinition> cases) {
    return PrebuiltIndex.bytes(List.copyOf(cases));
  }

  /** The group documents committed to {@code dir} by a writer left open for the text documents. */
  static IndexWriter writeGroups(Directory dir, List<CaseDefinition> cases, Analyzer analyzer) throws IOException {
    IndexWriter w = new IndexWriter(dir, config(analyzer, false));
    for (int i = 0; i < cases.size(); i++) {
      w.addDocuments(CaseDocuments.groups(i, cases.get(i)));
    }
    w.commit();
    return w;
  }

  /** Whether the group documents were read from the build's resource rather than indexed here. */
  boolean prebuilt() {
    return prebuilt;
  }

  /** Whether a reader is open on the group documents (the prebuilt ones wait for the first group token); for tests. */
  boolean readerOpen() {
    return view != null;
  }

  /**
   * An index in memory, built for this process, is never merged: merging a large base's segments
   * costs more than its searches ever gain. One on disk, built once and shared, is merged into one
   * segment.
   */
  private static IndexWriterConfig config(Analyzer analyzer, boolean merge) {
    IndexWriterConfig cfg = new IndexWriterConfig(analyzer).setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
    cfg.setRAMBufferSizeMB(64);
    cfg.setUseCompoundFile(merge); // in memory a compound file is one more copy of every byte
    if (!merge) {
      cfg.setMergePolicy(NoMergePolicy.INSTANCE);
    }
    return cfg;
  }

  /** Both kinds of document for every case, merged into one segment: the index on disk. */
  private static void writeAll(Directory dir, List<CaseDefinition> cases, Analyzer analyzer) throws IOException {
    try (IndexWriter w = new IndexWriter(dir, config(analyzer, true).setOpenMode(IndexWriterConfig.OpenMode.CREATE))) {
      for (int i = 0; i < cases.size(); i++) {
        w.addDocuments(CaseDocuments.groups(i, cases.get(i)));
        w.addDocument(CaseDocuments.text(i, cases.get(i)));
      }
      w.forceMerge(1);
    }
  }

  private synchronized void open(DirectoryReader r, boolean hasText) {
    readers.add(r);
    view = View.of(r, hasText);
  }

  /** The view, the prebuilt group documents opened on the first call. */
  private View view() {
    View v = view;
    return v != null ? v : opened();
  }

  private synchronized View opened() {
    if (view == null) {
      if (closed) {
        throw new IllegalStateException("the case index is closed");
      }
      try {
        Directory d = PrebuiltIndex.decode(unopened, unopenedDigest);
        if (d == null) { // a section that does not read after all: indexed here, as without one
          prebuilt = false;
          d = new ByteBuffersDirectory();
          textPending = writeGroups(d, byPos, analyzer);
        }
        unopened = null;
        directory = d;
        open(DirectoryReader.open(d), false);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot build the case index: " + e.getMessage(), e);
      }
    }
    return view;
  }

  /** The view with the text documents, added to the index in memory on the first call. */
  private View textView() {
    View v = view();
    if (v.hasText()) {
      return v;
    }
    synchronized (this) {
      if (view.hasText()) {
        return view;
      }
      if (closed) {
        throw new IllegalStateException("the case index is closed");
      }
      try (IndexWriter w = textPending != null ? textPending : new IndexWriter(directory, config(analyzer, false))) {
        textPending = null;
        for (int i = 0; i < byPos.size(); i++) {
          w.addDocument(CaseDocuments.text(i, byPos.get(i)));
        }
        w.commit();
        // the rankings under way keep the reader they started with; it is closed with the index
        open(DirectoryReader.open(directory), true);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot add the text of the cases to the case index: " + e.getMessage(), e);
      }
      return view;
    }
  }

  /** The cases with a complete required group, in case order: exactly the cases that score. */
  public List<CaseDefinition> candidates(FeatureSet f) {
    boolean any = false; // a key that is no group token is never asked (RequiredGroups): none, no candidate
    for (String k : f.keys()) {
      if (groupKeys.contains(k)) {
        any = true;
        break;
      }
    }
    if (!any) {
      return new ArrayList<>(0);
    }
    BitSet hit = RequiredGroups.complete(view().ranking(), f, groupKeys::contains, byPos.size());
    List<CaseDefinition> out = new ArrayList<>(hit.cardinality());
    for (int p = hit.nextSetBit(0); p >= 0; p = hit.nextSetBit(p + 1)) {
      out.add(byPos.get(p));
    }
    return out;
  }

  /** A scored free-text hit. */
  public record TextHit(CaseDefinition definition, float score) {}

  /** Free-text search over titles, summaries and signature text, English and Chinese. */
  public List<TextHit> search(String text, int limit) {
    View v = textView();
    return TextSearch.search(v.text(), v.reader(), analyzer, byPos, text, limit);
  }

  /** Number of indexed cases. */
  public int size() {
    return byPos.size();
  }

  @Override
  public synchronized void close() {
    closed = true;
    try {
      if (textPending != null) {
        textPending.rollback(); // nothing was added since the commit of the group documents
        textPending = null;
      }
      for (DirectoryReader r : readers) {
        r.close();
      }
      readers.clear();
      if (directory != null) {
        directory.close();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
