package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.codes.BuiltInTreesWriter;
import io.github.ascendtriage.internal.codes.DerivedCache;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.PhraseTables;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the built-in case base's one derived cache ({@link DerivedCache#NAME}): run by the build
 * after the resources are copied, {@code DerivedCacheWriter <built-in case base folder>}. It removes
 * the cache a build before left there, so that the built-in base loads from its JSON files alone;
 * then it compiles those files (their trees and the code catalogue), builds the extractor a
 * diagnosis builds for the tables of the phrase automaton and the line gate's automata, and indexes the cases' group documents: each
 * section is what a start without the cache would compute. A file that does not parse or load fails
 * the build. Stateless.
 */
public final class DerivedCacheWriter {
  /** The four files the cache replaced: removed, so an incremental build does not ship them. */
  private static final List<String> REPLACED = List.of("casebase.trees", "codes.compiled", "phrases.automaton", "casebase.index");

  private DerivedCacheWriter() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: DerivedCacheWriter <built-in case base folder>");
    }
    Path root = Path.of(args[0]);
    Files.deleteIfExists(root.resolve(DerivedCache.NAME));
    for (String old : REPLACED) {
      Files.deleteIfExists(root.resolve(old));
    }
    if (DerivedCache.load().isPresent()) {
      throw new IllegalStateException(DerivedCache.NAME + " was read while it was written");
    }
    BuiltInTreesWriter.Compiled compiled = BuiltInTreesWriter.compile(root);
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    FeatureExtractor ex = TriageEngine.extractor(base, List.of());
    Map<String, byte[]> sections = new LinkedHashMap<>();
    sections.put(DerivedCache.PHRASES, ex.phraseTables());
    sections.put(PhraseTables.GATE, ex.gateTables());
    sections.put(DerivedCache.INDEX, LuceneCaseIndex.prebuiltBytes(base.cases()));
    Files.write(root.resolve(DerivedCache.NAME), compiled.cache(sections));
  }
}
