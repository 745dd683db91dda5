package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.ReadProgress;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.input.Archives;
import io.github.ascendtriage.internal.input.FileNameHosts;
import io.github.ascendtriage.internal.input.HostFolders;
import io.github.ascendtriage.internal.input.Hostfiles;
import io.github.ascendtriage.internal.input.InputLimits;
import io.github.ascendtriage.internal.input.InputWalker;
import io.github.ascendtriage.internal.input.LineHandler;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.input.LogSource;
import io.github.ascendtriage.internal.input.MsrunWorkerLogs;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reading: turns an input (text, a stream, a reader, files and trees) into a {@link Reading}. The
 * files of a tree are read in parallel, each into its own collector, and their feature sets are
 * added in path order, so the result does not depend on the number of threads. Immutable and
 * thread-safe.
 */
final class InputReader {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(InputReader.class);

  /** Reads the lines of one source into a handler. */
  @FunctionalInterface
  interface LineSource {
    LineReader.Result read(LineHandler handler) throws IOException;
  }

  private final FeatureExtractor extractor;
  private final int threads;

  InputReader(FeatureExtractor extractor, int threads) {
    this.extractor = extractor;
    this.threads = threads;
  }

  FeatureExtractor extractor() {
    return extractor;
  }

  Reading text(String text, String source) {
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = extractor.newScanner(source);
    long n = 0;
    for (String line : LineReader.lines(text)) {
      n++;
      if (!sc.skips(line)) { // a quiet line no recogniser would report on, as in a file
        scanLine(sc, f, source, line, n);
      }
    }
    sc.end(f);
    return new Reading(f.finish(), List.of(), Map.of(), n > 0 ? 1 : 0, n);
  }

  /** A stream: one text source, or an archive whose entries are the sources (serve uploads, stdin). */
  Reading stream(InputStream in, String source) throws IOException {
    SourceMeta meta = SourceMeta.named(source, Optional.empty());
    List<FileResult> results = new ArrayList<>();
    List<TriageWarning> warnings = new ArrayList<>();
    Archives.read(in, meta, "", InputLimits.DEFAULT, sink(meta, results, warnings, true));
    if (results.size() == 1 && results.get(0).meta().isEmpty()) {
      return plain(results.get(0), warnings); // plain text, as before
    }
    results.sort(Comparator.comparing(FileResult::name));
    Merge m = new Merge(warnings);
    results.forEach(m::add);
    return m.reading();
  }

  Reading reader(Reader reader, String source) throws IOException {
    return plain(readText(SourceMeta.named(source, Optional.empty()), false, h -> LineReader.read(reader, h), true), new ArrayList<>());
  }

  /** One source read as the whole input, no tree (a source that is not text is a warning). */
  private static Reading plain(FileResult r, List<TriageWarning> warnings) {
    warnings.addAll(0, r.warnings());
    return new Reading(r.features().orElseGet(() -> new FeatureCollector().finish()), warnings, Map.of(), 1, r.lines());
  }

  Reading paths(List<Path> roots, ReadProgress progress) throws IOException {
    List<TriageWarning> warnings = new ArrayList<>();
    List<LogSource> sources = new ArrayList<>();
    for (Path root : roots) {
      List<LogSource> found = InputWalker.walk(root, warnings);
      if (roots.size() > 1 && Files.isDirectory(root)) {
        // several roots: each is a host; keep names unique by prefixing the root's name
        String rn = root.getFileName() == null ? root.toString() : root.getFileName().toString();
        for (LogSource s : found) {
          SourceMeta m = s.meta();
          sources.add(new LogSource(s.path(), m.renamed(rn + "/" + m.source(), m.host().orElse(rn))));
        }
      } else {
        sources.addAll(found);
      }
    }
    SourceProgress told = new SourceProgress(sources, progress);
    Merge m = new Merge(warnings, roots.size() == 1, roots.size() == 1 ? Hostfiles.listed(sources) : Set.of());
    readAll(sources, roots.size() > 1, m::add, told::read);
    return m.reading();
  }

  /** The results of the sources, added in their order into one reading. Not thread-safe. */
  private static final class Merge {
    private final List<TriageWarning> warnings;
    private final Map<String, SourceMeta> metas = new LinkedHashMap<>();
    private final FeatureCollector all = new FeatureCollector();
    private long lines;
    private int files;

    private final boolean oneTree;
    private final Set<String> listedHosts;

    Merge(List<TriageWarning> warnings) {
      this(warnings, true, Set.of());
    }

    /**
     * {@code oneTree}: the sources are one tree (or archive), whose hosts are named from it as a whole;
     * {@code listedHosts}: the hosts its hostfiles list.
     */
    Merge(List<TriageWarning> warnings, boolean oneTree, Set<String> listedHosts) {
      this.warnings = warnings;
      this.oneTree = oneTree;
      this.listedHosts = listedHosts;
    }

    void add(FileResult r) {
      r.meta().ifPresent(m -> metas.put(r.name(), m));
      warnings.addAll(r.warnings());
      if (r.features().isPresent()) {
        all.add(r.features().get());
        lines += r.lines();
        files++;
      }
    }

    /** The merged reading; a cap that was hit is reported by the assembler, on every path. */
    Reading reading() {
      // a folder per host, else (flat36) a host at the start of each name of a flattened upload
      Map<String, SourceMeta> placed = oneTree ? FileNameHosts.place(HostFolders.place(metas), listedHosts).noted(warnings) : metas;
      FeatureSet read = all.finish(); // msrun's worker logs get their ranks once the hosts are known (port33, tenthe40)
      return new Reading(read, warnings, MsrunWorkerLogs.tie(placed, SourceFacts.ranked(read.sources()), SourceFacts.clusterProcesses(read.sources())), files, lines);
    }
  }

  /**
   * What one source gave: its features (empty when it was skipped) and warnings. {@code meta} is
   * empty for a plain stream and for the warnings of an archive as a whole.
   */
  private record FileResult(String name, Optional<SourceMeta> meta, Optional<FeatureSet> features, List<TriageWarning> warnings, long lines) {}

  /**
   * Hands the sources' results to {@code merge} in path order (an archive's entries by name, in its
   * place), reading at most a few files per thread ahead, so memory does not grow with the tree;
   * {@code done} is told of each source as it is read, not as it is merged.
   */
  private void readAll(List<LogSource> sources, boolean severalRoots, java.util.function.Consumer<FileResult> merge,
      java.util.function.IntConsumer done) throws IOException {
    InOrder.run(sources.size(), threads, i -> {
      List<FileResult> r = readSource(sources.get(i), severalRoots);
      done.accept(i);
      return r;
    }, r -> r.forEach(merge));
  }

  /** A failure in words: its message, or its kind when it has none (never "null"). */
  private static String why(Throwable e) {
    Throwable t = e instanceof UncheckedIOException u ? u.getCause() : e;
    String m = t.getMessage();
    return m == null || m.isBlank() ? t.getClass().getSimpleName() : m;
  }

  /** One file of the input: a log, or an archive whose entries are read as a tree. */
  private List<FileResult> readSource(LogSource s, boolean severalRoots) {
    if (!Archives.holdsSources(s.path())) {
      try {
        return List.of(readText(s.meta(), true, h -> LineReader.read(s.path(), h), false));
      } catch (IOException e) {
        throw new UncheckedIOException(e); // not thrown: only a fail-fast read rethrows
      }
    }
    // entries named as if unpacked where the archive lies; one of several inputs is its own host
    int slash = s.name().lastIndexOf('/');
    String prefix = slash >= 0 ? s.name().substring(0, slash + 1) : severalRoots ? Archives.stem(s.name()) + "/" : "";
    List<FileResult> out = new ArrayList<>();
    List<TriageWarning> w = new ArrayList<>();
    try (InputStream in = Files.newInputStream(s.path())) {
      Archives.read(in, s.meta(), prefix, InputLimits.DEFAULT, sink(s.meta(), out, w, false));
    } catch (IOException | RuntimeException e) {
      // the archive readers turn damage into warnings; this is the disk failing, or a decoder's bug
      w.add(new TriageWarning(s.name(), 0, "archive read in part: " + why(e)));
    }
    out.sort(Comparator.comparing(FileResult::name));
    out.add(new FileResult(s.name(), Optional.empty(), Optional.empty(), w, 0));
    return out;
  }

  /** Reads each text source an archive (or a plain stream) gives into its own result. */
  private Archives.Sink sink(SourceMeta given, List<FileResult> out, List<TriageWarning> warnings, boolean failFast) {
    return new Archives.Sink() {
      @Override
      public void text(SourceMeta meta, InputStream content) throws IOException {
        out.add(readText(meta, meta != given, h -> LineReader.read(content, h), failFast));
      }

      @Override
      public void skipped(String source, String why) {
        warnings.add(new TriageWarning(source, 0, why));
      }
    };
  }

  /**
   * One text source into its own feature set; a source that cannot be read is a warning. With {@code failFast} a failure of the stream itself (not "this is not text") is thrown: a
   * stream's failure is the caller's (serve answers 413 when its body passes the bound).
   */
  private FileResult readText(SourceMeta meta, boolean inTree, LineSource src, boolean failFast) throws IOException {
    List<TriageWarning> w = new ArrayList<>();
    FeatureCollector f = new FeatureCollector();
    String name = meta.source();
    Optional<SourceMeta> kept = inTree ? Optional.of(meta) : Optional.empty();
    LineScanner sc = extractor.newScanner(name);
    LogStart start = new LogStart(f, name);
    LineScanner.LineStart begin = (text, no) -> { // a loud line the scanner reads from its bytes
      f.beginLine(name, no, text);
      return f;
    };
    meta.host().ifPresent(h -> {
      f.beginLine(name, 0, name);
      f.feature(FeatureType.HOST, h);
    });
    try {
      // a file's quiet lines on which no recogniser would report anything are not scanned at all
      LineReader.Result r = src.read(new LineHandler() {
        @Override
        public void line(String line, long no) {
          line(line, no, false);
        }

        @Override
        public void line(String line, long no, boolean noEscape) {
          start.line(line, no);
          if (!sc.skips(line, noEscape)) {
            scanLine(sc, f, name, line, no);
          }
        }

        @Override
        public boolean skipsAscii(byte[] bytes, int from, int to, long no) {
          start.line(bytes, from, to, no);
          return sc.readsAscii(bytes, from, to, no, begin);
        }
      });
      sc.end(f);
      ReadWarnings.add(name, r, w);
      return new FileResult(name, kept, Optional.of(f.finish()), w, r.lines());
    } catch (LineReader.NotTextException e) {
      w.add(new TriageWarning(name, 0, "skipped: " + e.getMessage()));
    } catch (AccessDeniedException e) {
      w.add(new TriageWarning(name, 0, "skipped: not readable (permission denied)"));
    } catch (IOException | UncheckedIOException e) {
      if (failFast) {
        throw e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
      }
      w.add(new TriageWarning(name, 0, "skipped: " + why(e)));
    }
    if (LOG.isDebugEnabled()) {
      w.forEach(x -> LOG.debug("{}", x));
    }
    return new FileResult(name, kept, Optional.empty(), w, 0);
  }

  static void scanLine(LineScanner sc, FeatureCollector f, String source, String line, long no) {
    f.beginLine(source, no, line);
    sc.scan(line, no, f);
  }
}
