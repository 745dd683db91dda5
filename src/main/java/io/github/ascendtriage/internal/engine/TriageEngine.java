package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.load.ExampleChecker;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import io.github.ascendtriage.internal.match.LuceneMatcher;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;

/**
 * The pipeline behind {@link io.github.ascendtriage.AscendTriage}, wiring its three parts: reading
 * ({@link InputReader}: input to feature set), assembly ({@link Assembler}: feature set to
 * diagnosis) and the {@link CaseCatalogue}. Streaming sessions use the same reader and assembler.
 * For the built-in cases alone, indexed in memory, the reader, the assembler and the index are
 * made on first use: nothing in them can fail for that base (the build checks it), and {@code
 * explain} and the case listing need none of them.
 * Package-private: the API reaches it through {@link Engine}, its one entry.
 * Thread-safe (the parts are made once, whole); no method returns null.
 */
final class TriageEngine implements Engine {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(TriageEngine.class);
  private static final String VERSION = loadVersion();

  private final CaseBase base;
  private final CaseCatalogue catalogue;
  private final Wiring wiring;
  private final Object wiringLock = new Object();
  /** Made by {@link #parts()}: at once, or on first use for the built-in cases in memory. */
  private volatile Parts parts;

  /** The reader, the assembler and the index they share, made together. */
  private record Parts(InputReader reader, Assembler assembler, LuceneCaseIndex index) {}

  /** What the parts are made from: the extractor when one was built already (else null), and the settings. */
  private record Wiring(FeatureExtractor extractor, List<Recognizer> extra, int topK, double minConfidence,
      Path indexDir, boolean redact, int threads) {}

  private TriageEngine(CaseBase base, Wiring wiring) {
    this.base = base;
    this.catalogue = new CaseCatalogue(base);
    this.wiring = wiring;
  }

  /**
   * Indexes the case base and builds the engine.
   *
   * @param minConfidence the claim threshold, or NaN for the case base's calibrated one
   * @param indexDir where to keep the Lucene index, or null for memory
   */
  static TriageEngine create(
      CaseBase base, int topK, double minConfidence, Path indexDir, boolean redact, int threads) {
    return create(base, topK, minConfidence, indexDir, redact, threads, List.of());
  }

  /**
   * As {@link #create(CaseBase, int, double, Path, boolean, int)} for a base loaded by {@link
   * CaseBaseLoader#loadExamplesUnchecked}: the site cases' examples are checked first, with the
   * extractor the diagnoses then use (one automaton build for both), and the cases of {@code
   * disabled} are left out afterwards, as {@link CaseBase#without} does.
   *
   * @throws CaseBaseException naming every example that does not hold, before anything is indexed
   */
  static TriageEngine createChecked(CaseBase base, java.util.Collection<String> disabled, int topK,
      double minConfidence, Path indexDir, boolean redact, int threads) {
    FeatureExtractor ex = null;
    if (!builtInOnly(base)) { // the built-in cases' examples are checked by the build
      ex = extractor(base, List.of());
      List<String> problems = ExampleChecker.check(base.cases(), c -> !c.builtIn(), base.knowledge(), ex);
      if (!problems.isEmpty()) {
        throw new CaseBaseException(problems);
      }
    }
    CaseBase kept = base.without(disabled);
    return create(kept, kept == base ? ex : null, List.of(), topK, minConfidence, indexDir, redact, threads);
  }

  /** As {@link #create(CaseBase, int, double, Path, boolean, int)}, with extra recognisers. */
  static TriageEngine create(
      CaseBase base, int topK, double minConfidence, Path indexDir, boolean redact, int threads, List<Recognizer> extra) {
    return create(base, null, List.copyOf(extra), topK, minConfidence, indexDir, redact, threads);
  }

  /** The extractor of the diagnoses ({@link FeatureExtractor#forCaseBase(CaseBase, List)}: one recipe). */
  static FeatureExtractor extractor(CaseBase base, List<Recognizer> extra) {
    return FeatureExtractor.forCaseBase(base, extra);
  }

  /**
   * The engine; its parts made at once unless the base is the built-in cases alone, indexed in
   * memory (a site case, an import or an index on disk can fail while the parts are made: that
   * is said here, as before).
   */
  private static TriageEngine create(CaseBase base, FeatureExtractor ex, List<Recognizer> extra, int topK,
      double minConfidence, Path indexDir, boolean redact, int threads) {
    TriageEngine e = new TriageEngine(base, new Wiring(ex, extra, topK, minConfidence, indexDir, redact, threads));
    if (indexDir != null || !extra.isEmpty() || !builtInOnly(base)) {
      e.parts();
    }
    return e;
  }

  private static boolean builtInOnly(CaseBase base) {
    for (io.github.ascendtriage.internal.casebase.CaseDefinition c : base.cases()) { // no lambda on the start path
      if (!c.builtIn()) {
        return false;
      }
    }
    return true;
  }

  /** The parts, made on the first call (once: later calls see the same ones). */
  private Parts parts() {
    Parts p = parts;
    if (p != null) {
      return p;
    }
    synchronized (wiringLock) {
      if (parts == null) {
        parts = wire(base, wiring);
      }
      return parts;
    }
  }

  /** Whether the parts are made; for tests. */
  boolean wired() {
    return parts != null;
  }

  private static Parts wire(CaseBase base, Wiring w) {
    FeatureExtractor ex = w.extractor() != null ? w.extractor() : extractor(base, w.extra());
    long t0 = System.nanoTime();
    LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), w.indexDir());
    double t = Double.isNaN(w.minConfidence()) ? base.calibration().threshold() : w.minConfidence();
    LOG.info(
        "case base {}: {} cases indexed {} in {} ms; claiming matches from confidence {}",
        base.version(), base.cases().size(),
        w.indexDir() == null ? "in memory (case text added on the first search)" : "in " + w.indexDir(),
        (System.nanoTime() - t0) / 1_000_000, t);
    return new Parts(
        new InputReader(ex, w.threads()),
        new Assembler(VERSION, base, new LuceneMatcher(idx, base.knowledge()), idx, w.topK(), t, w.redact()),
        idx);
  }

  static String toolVersion() {
    return VERSION;
  }

  private static String loadVersion() {
    try (InputStream in = TriageEngine.class.getResourceAsStream("/io/github/ascendtriage/version.properties")) {
      if (in == null) {
        return "dev";
      }
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("version", "dev");
    } catch (IOException e) {
      return "dev";
    }
  }

  @Override
  public String caseBaseVersion() {
    return base.version();
  }

  /** Read on the first Chinese report only: an English run never reads zh.json. */
  private volatile io.github.ascendtriage.internal.casebase.ChineseTexts chinese;

  /** {@code d} with its prose in Chinese where the case base has it (see {@code casebase/zh.json}). */
  @Override
  public Diagnosis inChinese(Diagnosis d) {
    io.github.ascendtriage.internal.casebase.ChineseTexts zh = chinese;
    if (zh == null) {
      zh = io.github.ascendtriage.internal.load.ChineseFile.builtIn();
      chinese = zh;
    }
    return ChineseView.of(d, zh);
  }

  @Override
  public List<String> knowledgeBaseInfo() {
    return base.info();
  }

  @Override
  public List<io.github.ascendtriage.TriageWarning> loadWarnings() {
    return base.notes();
  }

  @Override
  public Diagnosis diagnose(Input input) throws IOException {
    if (input instanceof Input.Text t) {
      return diagnose(t);
    }
    Parts p = parts();
    Reading r;
    if (input instanceof Input.Bytes b) {
      r = p.reader().stream(b.in(), b.source());
    } else if (input instanceof Input.Chars c) {
      r = p.reader().reader(c.reader(), c.source());
    } else {
      Input.Files f = (Input.Files) input;
      r = p.reader().paths(f.roots(), f.progress());
    }
    return p.assembler().assemble(r);
  }

  @Override
  public Diagnosis diagnose(Input.Text text) {
    Parts p = parts();
    return p.assembler().assemble(p.reader().text(text.text(), text.source()));
  }

  @Override
  public StreamSession openStream() {
    Parts p = parts();
    return new StreamingSession(base.knowledge(), p.reader().extractor(), p.assembler());
  }

  @Override
  public StreamSession restoreStream(byte[] snapshot) {
    Parts p = parts();
    return SessionSnapshot.read(snapshot, new StreamingSession(base.knowledge(), p.reader().extractor(), p.assembler()));
  }

  @Override
  public CodeExplanation explainCode(String query) {
    return CodeFindings.explanation(base.codes(), query, base.knowledge().placeholderClasses());
  }

  @Override
  public List<CaseInfo> cases() {
    return catalogue.cases();
  }

  @Override
  public Optional<CaseInfo> findCase(String id) {
    return catalogue.find(id);
  }

  @Override
  public List<CaseInfo> searchCases(String text, int limit) {
    Objects.requireNonNull(text, "text");
    if (limit <= 0) {
      throw new IllegalArgumentException("limit must be positive, was " + limit);
    }
    return catalogue.search(parts().index(), text, limit);
  }
}
