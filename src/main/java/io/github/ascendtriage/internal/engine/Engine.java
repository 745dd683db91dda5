package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ReadProgress;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.internal.casebase.CaseBase;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The one entry of the internals, for {@link io.github.ascendtriage.AscendTriage} alone: what it
 * asks of the pipeline, with one {@link #diagnose(Input)} for every kind of input (pasted text also
 * without {@code IOException}). The pipeline
 * itself ({@code TriageEngine}, the reader, the assembler) is package-private; the API checks its
 * callers' arguments before it calls here. Implementations are thread-safe; no method returns null.
 */
public interface Engine {

  /**
   * Checks the site cases' examples with the extractor the diagnoses then use, leaves out the cases
   * of {@code disabled} and builds the engine (see {@code TriageEngine#createChecked}).
   *
   * @param minConfidence the claim threshold, or NaN for the case base's calibrated one
   * @param indexDir where to keep the Lucene index, or null for memory
   * @throws io.github.ascendtriage.CaseBaseException naming every example that does not hold
   */
  static Engine create(CaseBase base, Collection<String> disabled, int topK, double minConfidence, Path indexDir,
      boolean redact, int threads) {
    return TriageEngine.createChecked(base, disabled, topK, minConfidence, indexDir, redact, threads);
  }

  /** The version of this library, from the jar's {@code version.properties} ({@code dev} without it). */
  static String toolVersion() {
    return TriageEngine.toolVersion();
  }

  /** What one diagnosis reads; its parts are checked for null by the API. */
  sealed interface Input {
    /** Pasted text, named {@code source} in evidence. */
    record Text(String text, String source) implements Input {}

    /** A byte stream, read to its end, not closed. */
    record Bytes(InputStream in, String source) implements Input {}

    /** Character input, read to its end, not closed. */
    record Chars(Reader reader, String source) implements Input {}

    /** Files or trees read as one job, {@code progress} told of each file. */
    record Files(List<Path> roots, ReadProgress progress) implements Input {
      /**
       * @throws NullPointerException if {@code roots}, one of them or {@code progress} is null
       * @throws IllegalArgumentException if {@code roots} is empty
       */
      public Files {
        Objects.requireNonNull(progress, "progress");
        if (Objects.requireNonNull(roots, "paths").isEmpty()) {
          throw new IllegalArgumentException("paths is empty");
        }
        roots = List.copyOf(roots);
      }
    }
  }

  /** Reads {@code input} and answers it. */
  Diagnosis diagnose(Input input) throws IOException;

  /** As {@link #diagnose(Input)} for pasted text, which no reading can fail. */
  Diagnosis diagnose(Input.Text text);

  /** A new live-stream session (not thread-safe itself). */
  StreamSession openStream();

  /** A live-stream session restored from {@link StreamSession#snapshot()} bytes. */
  StreamSession restoreStream(byte[] snapshot);

  /** {@code d} with its prose in Chinese where the case base has it. */
  Diagnosis inChinese(Diagnosis d);

  /** Every case, sorted by layer then id. */
  List<CaseInfo> cases();

  /** The case with this id; empty when there is none. */
  Optional<CaseInfo> findCase(String id);

  /**
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException if {@code limit} is not positive
   */
  List<CaseInfo> searchCases(String text, int limit);

  /** The catalogue lookup behind {@code explain}. */
  CodeExplanation explainCode(String query);

  String caseBaseVersion();

  /** What loading the knowledge bases did, one line per ascend-fd file. */
  List<String> knowledgeBaseInfo();

  /** What building the case base skipped or read another way, as each diagnosis's warnings list it. */
  List<io.github.ascendtriage.TriageWarning> loadWarnings();
}
