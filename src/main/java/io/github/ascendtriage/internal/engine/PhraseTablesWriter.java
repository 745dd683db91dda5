package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the built-in case base's phrase automaton tables ({@code phrases.automaton}, see
 * {@code extract.PhraseTables}): run by the build after {@code casebase.trees} and {@code
 * codes.compiled} are written, {@code PhraseTablesWriter <built-in case base folder>}. It loads
 * the built-in base from the class path (the folder's own files) and builds the extractor a
 * diagnosis builds, without any tables a build before left there. Stateless.
 */
public final class PhraseTablesWriter {
  private PhraseTablesWriter() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: PhraseTablesWriter <built-in case base folder>");
    }
    Path out = Path.of(args[0]).resolve(FeatureExtractor.PHRASE_TABLES);
    Files.deleteIfExists(out); // the automaton below is then built from the phrases, not read
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    FeatureExtractor ex = TriageEngine.extractor(base, List.of());
    if (ex.phrasesPrecompiled()) {
      throw new IllegalStateException(FeatureExtractor.PHRASE_TABLES + " was read while it was written");
    }
    byte[] tables = ex.phraseTables();
    if (tables != null) {
      Files.write(out, tables);
    }
  }
}
