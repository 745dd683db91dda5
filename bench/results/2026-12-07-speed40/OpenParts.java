package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import static speed40.Marks.mark;

import java.nio.file.*;
import java.util.*;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.store.Directory;

public class OpenParts {
  public static void main(String[] a) throws Exception {
    CaseBase base = CaseBaseLoader.loadExamplesUnchecked(true, List.of(), List.of(), CaseBaseLoader.DEFAULT_MAX_KNOWLEDGE_BYTES);
    List<io.github.ascendtriage.internal.casebase.CaseDefinition> cases = List.copyOf(base.cases());
    mark("case base");
    long digest = PrebuiltIndex.digest(cases);
    mark("digest");
    CaseDocuments.analyzer();
    mark("analyzer");
    byte[] section = PrebuiltIndex.section(digest);
    mark("section " + section.length);
    Directory d = PrebuiltIndex.decode(section, digest);
    mark("decode into ByteBuffersDirectory");
    DirectoryReader r = DirectoryReader.open(d);
    mark("DirectoryReader.open");
    IndexSearcher s = new IndexSearcher(r);
    s.setSimilarity(new GroupCoverage());
    if (System.getProperty("nocache") != null) s.setQueryCache(null);
    mark("IndexSearcher");
    org.apache.lucene.search.SynonymQuery.Builder q = new org.apache.lucene.search.SynonymQuery.Builder(CaseDocuments.GROUP);
    q.addTerm(new org.apache.lucene.index.Term(CaseDocuments.GROUP, "x"));
    s.search(q.build(), 10);
    mark("a search");
    Directory d2 = PrebuiltIndex.decode(section, digest);
    mark("decode again");
    DirectoryReader r2 = DirectoryReader.open(d2);
    IndexSearcher s2 = new IndexSearcher(r2);
    s2.setSimilarity(new GroupCoverage());
    mark("open and searcher again");
    s2.search(q.build(), 10);
    mark("a search again");
  }
}
