package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.LineScanner;
import io.github.ascendtriage.internal.input.InputWalker;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.input.LogSource;
import io.github.ascendtriage.internal.match.CaseMatcher;
import io.github.ascendtriage.internal.match.LayerHints;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import io.github.ascendtriage.internal.match.LuceneMatcher;
import io.github.ascendtriage.internal.match.NextChecks;
import io.github.ascendtriage.internal.match.RemediationFiller;
import io.github.ascendtriage.internal.match.Score;
import io.github.ascendtriage.internal.output.Redactor;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * The pipeline behind {@link io.github.ascendtriage.AscendTriage}: read, extract, match, assemble.
 * Immutable and thread-safe.
 */
public final class TriageEngine {
  private static final String VERSION = loadVersion();

  private final CaseBase base;
  private final FeatureExtractor extractor;
  private final LuceneCaseIndex index;
  private final CaseMatcher matcher;
  private final int topK;
  private final double threshold;
  private final boolean redact;
  private final int threads;

  private TriageEngine(
      CaseBase base, LuceneCaseIndex index, int topK, double threshold, boolean redact, int threads) {
    this.base = base;
    this.extractor = FeatureExtractor.forCaseBase(base);
    this.index = index;
    this.matcher = new LuceneMatcher(index);
    this.topK = topK;
    this.threshold = threshold;
    this.redact = redact;
    this.threads = threads;
  }

  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(TriageEngine.class);

  public static TriageEngine create(
      CaseBase base, int topK, double minConfidence, Path indexDir, boolean redact, int threads) {
    long t0 = System.nanoTime();
    LuceneCaseIndex idx = LuceneCaseIndex.build(base.cases(), indexDir);
    double t = Double.isNaN(minConfidence) ? base.calibration().threshold() : minConfidence;
    LOG.info(
        "case base {}: {} cases indexed {} in {} ms; claiming matches from confidence {}",
        base.version(), base.cases().size(), indexDir == null ? "in memory" : "in " + indexDir,
        (System.nanoTime() - t0) / 1_000_000, t);
    return new TriageEngine(base, idx, topK, t, redact, threads);
  }

  public static String toolVersion() {
    return VERSION;
  }

  private static String loadVersion() {
    try (InputStream in =
        TriageEngine.class.getResourceAsStream("/io/github/ascendtriage/version.properties")) {
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

  public String caseBaseVersion() {
    return base.version();
  }

  public CaseBase caseBase() {
    return base;
  }

  public FeatureExtractor extractor() {
    return extractor;
  }

  public CaseMatcher matcher() {
    return matcher;
  }

  // ---------------------------------------------------------------- inputs

  public Diagnosis diagnoseText(String text, String source) {
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = extractor.newScanner(source);
    long n = 0;
    for (String line : LineReader.lines(text)) {
      n++;
      scanLine(sc, f, source, line, n);
    }
    f.finish();
    return assemble(f, List.of(), Map.of(), n > 0 ? 1 : 0, n);
  }

  public Diagnosis diagnoseStream(InputStream in, String source) throws IOException {
    List<TriageWarning> warnings = new ArrayList<>();
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = extractor.newScanner(source);
    long lines = 0;
    try {
      LineReader.Result r = LineReader.read(in, (line, no) -> scanLine(sc, f, source, line, no));
      report(source, r, warnings);
      lines = r.lines();
    } catch (LineReader.NotTextException e) {
      warnings.add(new TriageWarning(source, 0, "skipped: " + e.getMessage()));
    }
    f.finish();
    return assemble(f, warnings, Map.of(), 1, lines);
  }

  public Diagnosis diagnoseReader(Reader reader, String source) throws IOException {
    List<TriageWarning> warnings = new ArrayList<>();
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = extractor.newScanner(source);
    LineReader.Result r = LineReader.read(reader, (line, no) -> scanLine(sc, f, source, line, no));
    report(source, r, warnings);
    f.finish();
    return assemble(f, warnings, Map.of(), 1, r.lines());
  }

  public Diagnosis diagnosePaths(List<Path> roots) throws IOException {
    List<TriageWarning> warnings = new ArrayList<>();
    List<LogSource> sources = new ArrayList<>();
    for (Path root : roots) {
      List<LogSource> found = InputWalker.walk(root, warnings);
      if (roots.size() > 1 && Files.isDirectory(root)) {
        // several roots: each is a host; keep names unique by prefixing the root's name
        String rn = root.getFileName() == null ? root.toString() : root.getFileName().toString();
        for (LogSource s : found) {
          SourceMeta m = s.meta();
          sources.add(
              new LogSource(s.path(), m.renamed(rn + "/" + m.source(), m.host() == null ? rn : m.host())));
        }
      } else {
        sources.addAll(found);
      }
    }
    Map<String, SourceMeta> metas = new LinkedHashMap<>();
    for (LogSource s : sources) {
      metas.put(s.name(), s.meta());
    }
    List<FileResult> results = readAll(sources);
    FeatureCollector all = new FeatureCollector();
    long lines = 0;
    int files = 0;
    for (FileResult r : results) {
      warnings.addAll(r.warnings);
      if (r.collector != null) {
        all.merge(r.collector);
        lines += r.lines;
        files++;
      }
    }
    if (all.truncated()) {
      warnings.add(new TriageWarning("-", 0, "more than " + FeatureCollector.MAX_KEYS + " distinct features: later ones were not kept"));
    }
    return assemble(all, warnings, metas, files, lines);
  }

  private record FileResult(FeatureCollector collector, List<TriageWarning> warnings, long lines) {}

  private List<FileResult> readAll(List<LogSource> sources) throws IOException {
    if (threads <= 1 || sources.size() <= 1) {
      List<FileResult> out = new ArrayList<>();
      for (LogSource s : sources) {
        out.add(readOne(s));
      }
      return out;
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, sources.size()), r -> {
      Thread t = new Thread(r, "ascend-triage-reader");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<FileResult>> fs = new ArrayList<>();
      for (LogSource s : sources) {
        fs.add(pool.submit(() -> readOne(s)));
      }
      List<FileResult> out = new ArrayList<>();
      for (Future<FileResult> f : fs) {
        try {
          out.add(f.get());
        } catch (ExecutionException e) {
          Throwable c = e.getCause();
          if (c instanceof RuntimeException re) {
            throw re;
          }
          throw new IOException(c);
        }
      }
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while reading logs", e);
    } finally {
      pool.shutdownNow();
    }
  }

  private FileResult readOne(LogSource s) {
    List<TriageWarning> w = new ArrayList<>();
    FeatureCollector f = new FeatureCollector();
    String name = s.name();
    LineScanner sc = extractor.newScanner(name);
    if (s.meta().host() != null) {
      f.beginLine(name, 0, name);
      f.feature(FeatureType.HOST, s.meta().host());
    }
    try (InputStream in = Files.newInputStream(s.path())) {
      LineReader.Result r = LineReader.read(in, (line, no) -> scanLine(sc, f, name, line, no));
      report(name, r, w);
      f.finish();
      return new FileResult(f, w, r.lines());
    } catch (LineReader.NotTextException e) {
      w.add(new TriageWarning(name, 0, "skipped: " + e.getMessage()));
    } catch (java.nio.file.AccessDeniedException e) {
      w.add(new TriageWarning(name, 0, "skipped: not readable (permission denied)"));
    } catch (IOException | UncheckedIOException e) {
      w.add(new TriageWarning(name, 0, "skipped: " + e.getMessage()));
    }
    if (LOG.isDebugEnabled()) {
      w.forEach(x -> LOG.debug("{}", x));
    }
    return new FileResult(null, w, 0);
  }

  private static void report(String source, LineReader.Result r, List<TriageWarning> w) {
    if (LOG.isDebugEnabled()) {
      LOG.debug("read {}: {} lines, charset {}", source, r.lines(), r.charset());
    }
    if (r.cutLines() > 0) {
      w.add(new TriageWarning(source, r.firstCutLine(), r.cutLines() + " line(s) longer than " + LineReader.MAX_LINE + " characters were cut"));
    }
    if (r.truncatedGzip()) {
      w.add(new TriageWarning(source, r.lines(), "gzip data ends early (truncated file): read the first " + r.lines() + " lines"));
    }
  }

  void scanLine(LineScanner sc, FeatureCollector f, String source, String line, long no) {
    f.beginLine(source, no, line);
    sc.scan(line, no, f);
  }

  // ---------------------------------------------------------------- streaming

  public StreamSession openStream() {
    return new StreamingSession(this);
  }

  // ---------------------------------------------------------------- answer

  public Diagnosis assemble(
      FeatureCollector f, List<TriageWarning> warnings, Map<String, SourceMeta> sources, int files, long lines) {
    List<Score> ranked = matcher.rank(f);
    Function<String, String> values = RemediationFiller.lookup(f);
    List<CaseMatch> matches = new ArrayList<>();
    for (Score s : ranked) {
      if (matches.size() >= topK) {
        break;
      }
      double conf = base.calibration().confidence(s.raw());
      if (conf < threshold) {
        continue;
      }
      matches.add(toMatch(s, conf, f, values));
    }
    Layer layer = matches.isEmpty() ? LayerHints.infer(f, explainedAway(ranked)) : matches.get(0).layer();
    Optional<RootCause> root = RootCauseAnalyzer.analyze(f.events(), sources, RootCauseAnalyzer.SelfFacts.of(f));
    List<Feature> features = f.features();
    Diagnosis d = new io.github.ascendtriage.Diagnosis(
        VERSION,
        base.version(),
        layer,
        matches.isEmpty() ? 0.0 : matches.get(0).confidence(),
        matches,
        features,
        root,
        NextChecks.from(layer),
        searchTokens(f),
        base.notes().isEmpty() ? warnings : concat(base.notes(), warnings),
        files,
        lines);
    // one pass over every field, so that no new field can be forgotten and host names learned from
    // the input are masked everywhere
    return redact ? Redactor.redact(d) : d;
  }

  private static <T> List<T> concat(List<T> a, List<T> b) {
    List<T> out = new ArrayList<>(a.size() + b.size());
    out.addAll(a);
    out.addAll(b);
    return out;
  }

  /** The signature tokens of cases that an excluding token ruled out: a look-alike explains them. */
  static Set<String> explainedAway(List<Score> ranked) {
    Set<String> out = new java.util.HashSet<>();
    for (Score s : ranked) {
      if (!s.excludedBy().isEmpty()) {
        for (String t : s.matchedKeys()) {
          out.add(SignatureToken.parse(t).key());
        }
      }
    }
    return out;
  }

  /** Whether output is redacted (streaming sessions mask their tagged lines too). */
  public boolean redacts() {
    return redact;
  }

  private CaseMatch toMatch(Score s, double conf, FeatureCollector f, Function<String, String> values) {
    CaseDefinition c = s.definition();
    Set<Evidence> ev = new LinkedHashSet<>();
    for (String tok : s.matchedKeys()) {
      FeatureCollector.Occurrence o = f.get(SignatureToken.parse(tok).key());
      if (o != null) {
        ev.addAll(o.evidence());
      }
    }
    List<Evidence> evidence = new ArrayList<>(ev);
    evidence.sort(Comparator.comparing(Evidence::source).thenComparingLong(Evidence::line));
    if (evidence.size() > 12) {
      evidence = new ArrayList<>(evidence.subList(0, 12));
    }
    List<RemediationStep> steps = RemediationFiller.fill(c, values);
    return new CaseMatch(
        c.id(), c.titleEn(), c.titleZh(), c.layer(), round(conf), c.knowledgeBase(), steps,
        c.verification(), evidence, s.reasons(), c.references());
  }

  static double round(double d) {
    return Math.round(d * 1000.0) / 1000.0;
  }

  /** Stable tokens to search the official case library with: codes, return codes, ports, functions. */
  static List<String> searchTokens(FeatureCollector f) {
    Set<String> out = new LinkedHashSet<>();
    for (Feature ft : f.features()) {
      switch (ft.type()) {
        case CODE, PTA_CODE, ACL_CODE, FUNCTION, PORT, DEVICE_ERROR -> out.add(ft.value());
        case HCCL_RET -> out.add("error code is " + ft.value());
        default -> {}
      }
      if (out.size() >= 12) {
        break;
      }
    }
    return new ArrayList<>(out);
  }

  // ---------------------------------------------------------------- browsing

  public List<CaseInfo> cases() {
    List<CaseInfo> out = new ArrayList<>();
    for (CaseDefinition c : base.cases()) {
      out.add(info(c));
    }
    out.sort(Comparator.comparing(CaseInfo::layer).thenComparing(CaseInfo::id));
    return out;
  }

  public Optional<CaseInfo> findCase(String id) {
    CaseDefinition c = base.get(id);
    return c == null ? Optional.empty() : Optional.of(info(c));
  }

  public List<CaseInfo> searchCases(String text, int limit) {
    List<CaseInfo> out = new ArrayList<>();
    for (LuceneCaseIndex.TextHit h : index.search(text, limit)) {
      out.add(info(h.definition()));
    }
    return out;
  }

  public static CaseInfo info(CaseDefinition c) {
    List<String> sig = new ArrayList<>();
    for (List<SignatureToken> g : c.required()) {
      sig.add("required: " + String.join(" + ", g.stream().map(SignatureToken::toString).toList()));
    }
    if (!c.supporting().isEmpty()) {
      sig.add("supporting: " + String.join(", ", c.supporting().stream().map(SignatureToken::toString).toList()));
    }
    if (!c.excluding().isEmpty()) {
      sig.add("excluding: " + String.join(", ", c.excluding().stream().map(SignatureToken::toString).toList()));
    }
    for (List<String> p : c.linePatterns()) {
      sig.add("line contains, in order: " + String.join(" ... ", p));
    }
    if (c.cascade()) {
      sig.add("cascade: explains the waiting side of a failure elsewhere");
    }
    return new CaseInfo(
        c.id(), c.titleEn(), c.titleZh(), c.summaryEn(), c.summaryZh(), c.layer(), c.knowledgeBase(),
        RemediationFiller.unfilled(c), c.verification(), c.references(), sig);
  }

  Layer layerOfLine(List<String> tokens) {
    Layer best = Layer.UNKNOWN;
    for (String t : tokens) {
      Layer l = LayerHints.hint(t);
      if (l != null && (best == Layer.UNKNOWN || l.ordinal() < best.ordinal())) {
        best = l;
      }
    }
    return best;
  }
}
