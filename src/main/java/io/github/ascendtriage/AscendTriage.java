package io.github.ascendtriage;

import io.github.ascendtriage.internal.engine.Engine;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Diagnoses failed Ascend NPU multi-card jobs: finds the layer at fault, the known case that
 * explains the log, and the commands that fix it, filled in with values from the log.
 *
 * <pre>{@code
 * AscendTriage triage = AscendTriage.builder().build();      // built-in case base
 * Diagnosis d = triage.diagnose(pastedTrace);
 * d.bestMatch().ifPresent(m -> System.out.println(m.caseId() + " " + m.confidence()));
 * }</pre>
 *
 * <p>Immutable and thread-safe: build one and share it across threads. Building it loads and
 * validates the case base and indexes it, so do it once. No method returns null.
 */
public final class AscendTriage {

  /** Default number of matches returned. */
  public static final int DEFAULT_TOP_K = TriageSettings.DEFAULT_TOP_K;

  /** Default bound on the site and ascend-fd knowledge one build loads: 16 MiB of files in all. */
  public static final long DEFAULT_MAX_KNOWLEDGE_BYTES = CaseBaseLoader.DEFAULT_MAX_KNOWLEDGE_BYTES;

  private final Engine engine;

  private AscendTriage(Engine engine) {
    this.engine = engine;
  }

  /** A builder with the defaults: the built-in case base, an in-memory index, top 3. */
  public static Builder builder() {
    return new Builder();
  }

  /** The version of this library, e.g. {@code 0.1.0}. */
  public static String version() {
    return Engine.toolVersion();
  }

  /**
   * Diagnoses pasted text (a stack trace, console output, log excerpt, or a description in Chinese
   * or English).
   *
   * @param text the text; must not be null (empty text gives an {@code unknown} diagnosis)
   */
  public Diagnosis diagnose(String text) {
    return engine.diagnose(new Engine.Input.Text(Objects.requireNonNull(text, "text"), "<text>"));
  }

  /**
   * Diagnoses a file or a whole directory tree (an {@code ~/ascend/log} tree, or a folder with one
   * subfolder per host). Files are streamed; gzip files are read transparently. Files that cannot be
   * read are skipped and listed in {@link Diagnosis#warnings()}.
   *
   * @param path a file or directory; must not be null
   * @throws java.nio.file.NoSuchFileException if the path does not exist
   * @throws IOException if the path itself cannot be read
   */
  public Diagnosis diagnose(Path path) throws IOException {
    return engine.diagnose(new Engine.Input.Files(List.of(Objects.requireNonNull(path, "path")), ReadProgress.NONE));
  }

  /**
   * Diagnoses the files or trees {@code paths} (not null or empty) together, as one job (e.g. one folder per host).
   *
   * @throws IOException if one of the paths itself cannot be read
   */
  public Diagnosis diagnose(List<Path> paths) throws IOException {
    return diagnose(paths, ReadProgress.NONE);
  }

  /**
   * As {@link #diagnose(List)}, telling {@code progress} how the reading goes (a long tree's
   * progress display); it is called from the reading threads.
   *
   * @param paths the files or directories; must not be null or empty
   * @param progress told of each file read; must not be null
   * @throws IOException if one of the paths itself cannot be read
   */
  public Diagnosis diagnose(List<Path> paths, ReadProgress progress) throws IOException {
    return engine.diagnose(new Engine.Input.Files(paths, progress));
  }

  /**
   * Diagnoses a byte stream (UTF-8, or GBK when detected), read to its end but not closed.
   *
   * @param in the stream; must not be null
   * @param sourceName the name used in evidence, e.g. {@code -} for stdin; must not be null
   * @throws IOException if reading fails
   */
  public Diagnosis diagnose(InputStream in, String sourceName) throws IOException {
    return engine.diagnose(new Engine.Input.Bytes(Objects.requireNonNull(in, "in"), Objects.requireNonNull(sourceName, "sourceName")));
  }

  /**
   * Diagnoses the characters of {@code reader} (not null), read to its end but not closed; {@code
   * sourceName} (not null) is the name used in evidence.
   *
   * @throws IOException if reading fails
   */
  public Diagnosis diagnose(Reader reader, String sourceName) throws IOException {
    return engine.diagnose(new Engine.Input.Chars(Objects.requireNonNull(reader, "reader"), Objects.requireNonNull(sourceName, "sourceName")));
  }

  /** Opens a streaming session for a live stream of lines; close it when the stream ends. */
  public StreamSession openStream() {
    return engine.openStream();
  }

  /**
   * Opens a stream session that continues one saved by {@link StreamSession#snapshot()} (of any
   * session of this format version; the case base may differ, the evidence is read again).
   *
   * @param snapshot the bytes; must not be null
   * @return the restored session; close it when the stream ends
   * @throws IllegalArgumentException if the bytes are no snapshot this version reads (foreign,
   *     damaged, truncated or of another format version), with a message that says which
   */
  public StreamSession restoreStream(byte[] snapshot) {
    return engine.restoreStream(Objects.requireNonNull(snapshot, "snapshot"));
  }

  /**
   * The same diagnosis with its prose in Chinese where the built-in case base has the Chinese: the
   * explanations of the fix, the cases' verification, the reasoning's summary and why, the next
   * checks' expectations. Ids, names, commands, evidence and numbers are kept; prose with no
   * Chinese stays English. The case titles in Chinese are {@link CaseMatch#titleZh()} either way.
   *
   * @param d a diagnosis of this triage object; must not be null
   * @throws CaseBaseException if the built-in Chinese texts do not fit the built-in case base
   */
  public Diagnosis inChinese(Diagnosis d) {
    return engine.inChinese(Objects.requireNonNull(d, "d"));
  }

  /** Every case of the loaded case base, sorted by layer then id. */
  public List<CaseInfo> cases() {
    return engine.cases();
  }

  /** The case with this id ({@code id} must not be null); empty when there is none. */
  public Optional<CaseInfo> findCase(String id) {
    return engine.findCase(Objects.requireNonNull(id, "id"));
  }

  /**
   * The cases that match the free text {@code text} (Chinese or English; titles, summaries,
   * signatures; not null), best first, at most {@code limit} (positive) of them.
   */
  public List<CaseInfo> searchCases(String text, int limit) {
    return engine.searchCases(text, limit);
  }

  /**
   * Looks an official code up, as {@code ascend-triage explain} does: case-insensitive, in any
   * printed form ({@code 0x5000007}, {@code -8020}, {@code error code is 107002}, {@code EI0006},
   * {@code HCCL_E_TIMEOUT}), the site's code files included.
   *
   * @param query the code or the text it was printed in; must not be null
   * @return the codes it names (several when families share a number), or near codes
   */
  public CodeExplanation explainCode(String query) {
    return engine.explainCode(Objects.requireNonNull(query, "query"));
  }

  /** The version of the loaded case base. */
  public String caseBaseVersion() {
    return engine.caseBaseVersion();
  }

  /**
   * What loading the knowledge bases did, one line per ascend-fd file: how many entries were
   * imported and why the others were skipped (the {@code cases} command prints it), said here once
   * rather than in every diagnosis. Never null; empty without ascend-fd files.
   */
  public List<String> knowledgeBaseInfo() {
    return engine.knowledgeBaseInfo();
  }

  /** What building this object skipped or read another way (source {@code "case base"}: a derived cache not used, so the
   * JSON files were read; a disabled id naming no case), as every diagnosis's warnings list it too. Never null. */
  public List<TriageWarning> loadWarnings() {
    return engine.loadWarnings();
  }

  /**
   * Every problem of the case files in {@code dir} (not null), as {@code file: $.json.path: reason},
   * without building a triage object; empty when all is well.
   * @throws IOException if the directory cannot be listed
   */
  public static List<String> validateCaseDirectory(Path dir) throws IOException {
    return CaseBaseLoader.validateDirectory(Objects.requireNonNull(dir, "dir"));
  }

  /** Builds {@link AscendTriage} objects. Not thread-safe; the product is. Setters fail fast, naming the bad value. */
  public static final class Builder {
    private final TriageSettings settings = new TriageSettings();

    private Builder() {}

    /** Adds a directory of case files (the built-in schema); a case with a built-in case's id replaces it. */
    public Builder addCaseDirectory(Path dir) {
      settings.addCaseDirectory(dir);
      return this;
    }

    /**
     * Adds an ascend-fd (MindCluster FaultDiag) knowledge-base file, {@code kg-config.json} or a
     * custom-entity file; its entries are matched alongside the cases, with ids prefixed {@code
     * ascend-fd:}.
     */
    public Builder addAscendFdKnowledgeBase(Path file) {
      settings.addAscendFdKnowledgeBase(file);
      return this;
    }

    /**
     * Switches cases off by id (built-in, site or {@code ascend-fd:} ones), for a site where a case
     * misfires; may be called several times. They are neither matched nor listed nor shown as
     * similar incidents. An id that names no loaded case is reported in every diagnosis's {@link
     * Diagnosis#warnings()} rather than refused, so an upgrade that renames a case is noticed.
     *
     * @param ids case ids; none may be null or blank
     */
    public Builder disableCases(String... ids) {
      settings.disableCases(ids);
      return this;
    }

    /** Whether to load the case base shipped in the jar (default true). */
    public Builder builtInCases(boolean load) {
      settings.builtInCases(load);
      return this;
    }

    /** How many matches to return at most (default 3, 1 to 100). */
    public Builder topK(int k) {
      settings.topK(k);
      return this;
    }

    /** The confidence below which no case is claimed (default: the case base's calibrated threshold). */
    public Builder minConfidence(double min) {
      settings.minConfidence(min);
      return this;
    }

    /** Keeps the case index in this directory (created if missing), not in memory; runs may share
     * it: one subfolder per case base, moved into place atomically, afterwards only read. */
    public Builder indexDirectory(Path dir) {
      settings.indexDirectory(dir);
      return this;
    }

    /** Masks IPs, host and user names and e-mails in the output; codes and ports stay (default false). */
    public Builder redact(boolean redact) {
      settings.redact(redact);
      return this;
    }

    /** How many files to read in parallel when diagnosing a tree (default: cores, at most 4). */
    public Builder threads(int threads) {
      settings.threads(threads);
      return this;
    }

    /**
     * The most bytes the files of the case directories and the ascend-fd files may have in all
     * (positive; default {@link #DEFAULT_MAX_KNOWLEDGE_BYTES}, 16 MiB), checked before any is
     * parsed: a larger base fails {@link #build()} with one error instead of exhausting the heap.
     * Raise the heap with it: 100,000 cases (92 MB of files) keep 300-400 MB (1 GiB is roomy).
     */
    public Builder maxKnowledgeBytes(long bytes) {
      settings.maxKnowledgeBytes(bytes);
      return this;
    }

    /**
     * Loads, validates and indexes the case base.
     *
     * @return the triage object
     * @throws CaseBaseException if a case file is invalid (every problem is named)
     * @throws java.io.UncheckedIOException if a case directory or index directory cannot be read,
     *     or a case directory or ascend-fd file is missing (the message names it and its role)
     */
    public AscendTriage build() {
      return new AscendTriage(settings.engine());
    }
  }
}
