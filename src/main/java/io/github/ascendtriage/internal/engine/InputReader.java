package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.FeatureSet;
import io.github.ascendtriage.internal.extract.LineScanner;
import io.github.ascendtriage.internal.input.InputWalker;
import io.github.ascendtriage.internal.input.LineHandler;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.input.LogSource;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

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
      scanLine(sc, f, source, line, n);
    }
    sc.end(f);
    return new Reading(f.finish(), List.of(), Map.of(), n > 0 ? 1 : 0, n);
  }

  Reading stream(InputStream in, String source) throws IOException {
    return single(source, h -> LineReader.read(in, h));
  }

  Reading reader(Reader reader, String source) throws IOException {
    return single(source, h -> LineReader.read(reader, h));
  }

  /** One source read as the whole input; a source that is not text is skipped with a warning. */
  private Reading single(String source, LineSource src) throws IOException {
    List<TriageWarning> warnings = new ArrayList<>();
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = extractor.newScanner(source);
    long lines = 0;
    try {
      LineReader.Result r = src.read((line, no) -> scanLine(sc, f, source, line, no));
      sc.end(f);
      report(source, r, warnings);
      lines = r.lines();
    } catch (LineReader.NotTextException e) {
      warnings.add(new TriageWarning(source, 0, "skipped: " + e.getMessage()));
    }
    return new Reading(f.finish(), warnings, Map.of(), 1, lines);
  }

  Reading paths(List<Path> roots) throws IOException {
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
    Map<String, SourceMeta> metas = new LinkedHashMap<>();
    for (LogSource s : sources) {
      metas.put(s.name(), s.meta());
    }
    FeatureCollector all = new FeatureCollector();
    long[] lines = {0};
    int[] files = {0};
    readAll(sources, r -> {
      warnings.addAll(r.warnings());
      if (r.features().isPresent()) {
        all.add(r.features().get());
        lines[0] += r.lines();
        files[0]++;
      }
    });
    return new Reading(all.finish(), warnings, metas, files[0], lines[0]);
  }

  private record FileResult(Optional<FeatureSet> features, List<TriageWarning> warnings, long lines) {}

  /**
   * Reads the sources and hands their results to {@code merge} in path order. At most a few files
   * per thread are read ahead of the merge, so a tree of any number of files holds only that many
   * feature sets at once.
   */
  private void readAll(List<LogSource> sources, java.util.function.Consumer<FileResult> merge) throws IOException {
    if (threads <= 1 || sources.size() <= 1) {
      for (LogSource s : sources) {
        merge.accept(readOne(s));
      }
      return;
    }
    int workers = Math.min(threads, sources.size());
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, "ascend-triage-reader");
      t.setDaemon(true);
      return t;
    });
    try {
      java.util.ArrayDeque<Future<FileResult>> window = new java.util.ArrayDeque<>();
      int next = 0;
      while (next < sources.size() || !window.isEmpty()) {
        while (next < sources.size() && window.size() < 4 * workers) {
          LogSource s = sources.get(next++);
          window.add(pool.submit(() -> readOne(s)));
        }
        try {
          merge.accept(window.poll().get());
        } catch (ExecutionException e) {
          Throwable c = e.getCause();
          if (c instanceof RuntimeException re) {
            throw re;
          }
          if (c instanceof Error err) {
            throw err; // OutOfMemoryError above all: the CLI turns it into one line
          }
          throw new IOException(c);
        }
      }
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
    s.meta().host().ifPresent(h -> {
      f.beginLine(name, 0, name);
      f.feature(FeatureType.HOST, h);
    });
    try {
      LineReader.Result r = LineReader.read(s.path(), (line, no) -> scanLine(sc, f, name, line, no));
      sc.end(f);
      report(name, r, w);
      return new FileResult(Optional.of(f.finish()), w, r.lines());
    } catch (LineReader.NotTextException e) {
      w.add(new TriageWarning(name, 0, "skipped: " + e.getMessage()));
    } catch (AccessDeniedException e) {
      w.add(new TriageWarning(name, 0, "skipped: not readable (permission denied)"));
    } catch (IOException | UncheckedIOException e) {
      w.add(new TriageWarning(name, 0, "skipped: " + e.getMessage()));
    }
    if (LOG.isDebugEnabled()) {
      w.forEach(x -> LOG.debug("{}", x));
    }
    return new FileResult(Optional.empty(), w, 0);
  }

  private static void report(String source, LineReader.Result r, List<TriageWarning> w) {
    if (LOG.isDebugEnabled()) {
      LOG.debug("read {}: {} lines, charset {}", source, r.lines(), r.charset());
    }
    if (r.cutLines() > 0) {
      w.add(new TriageWarning(source, r.firstCutLine(), r.cutLines() + " line(s) longer than " + LineReader.MAX_LINE + " characters were cut"));
    }
    r.stopped().ifPresent(why -> w.add(new TriageWarning(source, r.lines(), "read stopped after " + r.lines() + " lines: " + why)));
    if (r.shrunkFrom() >= 0) {
      w.add(new TriageWarning(source, r.lines(), "file became shorter while read (truncated or rotated): read "
          + r.rawBytes() + " of the " + r.shrunkFrom() + " bytes it had when opened"));
    }
    if (r.truncatedGzip()) {
      w.add(new TriageWarning(source, r.lines(), "gzip data ends early (truncated file): read the first " + r.lines() + " lines"));
    }
  }

  static void scanLine(LineScanner sc, FeatureCollector f, String source, String line, long no) {
    f.beginLine(source, no, line);
    sc.scan(line, no, f);
  }
}
