package io.github.ascendtriage.flink;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.FileSourceSplit;
import org.apache.flink.connector.file.src.reader.BulkFormat;
import org.apache.flink.connector.file.src.util.CheckpointedPosition;
import org.apache.flink.connector.file.src.util.RecordAndPosition;
import org.apache.flink.core.fs.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the files of log trees as {@link LogLine}s for Flink's {@code FileSource}: each line with
 * its job (the input root it lies under), its path relative to that root (which tells host,
 * device and pid as a tree does) and, keyed by host, the host folder in the key. A file is one
 * split, read whole in order; a checkpoint records how many of its lines were emitted, and a
 * restore skips them. Lines are decoded as UTF-8 (a malformed byte becomes U+FFFD); a file whose
 * name ends in {@code .gz} is unzipped (when it is cut or damaged, the lines before the damage are
 * kept and a warning is logged, as for a file that is no gzip); a line longer than {@link
 * #MAX_LINE} characters is cut there. Immutable and thread-safe; its readers are not.
 */
final class TreeLineFormat implements BulkFormat<LogLine, FileSourceSplit> {
  private static final long serialVersionUID = 1L;
  private static final Logger LOG = LoggerFactory.getLogger(TreeLineFormat.class);
  /** The longest line kept, in chars: what a stream session keeps of a line. */
  static final int MAX_LINE = 64 * 1024;
  private static final int BATCH = 256;

  /** One input root: the job its lines belong to and its path (the URI's path, no trailing slash). */
  record Root(String job, String path) implements java.io.Serializable {
    Root {
      Objects.requireNonNull(job, "job");
      Objects.requireNonNull(path, "path");
    }
  }

  private final List<Root> roots;
  private final boolean keyByHost;

  /**
   * @param roots the input roots (files or folders), each with its job
   * @param keyByHost whether the key is the job and the host folder rather than the job alone
   */
  TreeLineFormat(List<Root> roots, boolean keyByHost) {
    this.roots = List.copyOf(roots);
    this.keyByHost = keyByHost;
  }

  /** The root a file lies under (the deepest when roots nest), or null. */
  Root rootOf(String filePath) {
    Root best = null;
    for (Root r : roots) {
      boolean under = filePath.equals(r.path()) || filePath.startsWith(r.path().endsWith("/") ? r.path() : r.path() + "/");
      if (under && (best == null || r.path().length() > best.path().length())) {
        best = r;
      }
    }
    return best;
  }

  /** A line of the file at {@code relative} under {@code root}: keyed by the job, or the job and host folder. */
  LogLine line(Root root, String relative, String text) {
    String job = root.job();
    int slash = relative.indexOf('/');
    if (keyByHost && slash > 0) {
      job = job + "/" + relative.substring(0, slash);
    }
    return new LogLine(job, relative, null, null, text);
  }

  /** The file's path relative to its root: the file name when the root is the file itself. */
  static String relative(Root root, String filePath) {
    if (filePath.length() <= root.path().length()) {
      int slash = filePath.lastIndexOf('/');
      return filePath.substring(slash + 1);
    }
    String rest = filePath.substring(root.path().length());
    return rest.startsWith("/") ? rest.substring(1) : rest;
  }

  @Override
  public Reader<LogLine> createReader(Configuration config, FileSourceSplit split) throws IOException {
    return new LineReader(split, 0);
  }

  @Override
  public Reader<LogLine> restoreReader(Configuration config, FileSourceSplit split) throws IOException {
    long done = split.getReaderPosition().map(CheckpointedPosition::getRecordsAfterOffset).orElse(0L);
    return new LineReader(split, done);
  }

  @Override
  public boolean isSplittable() {
    return false;
  }

  @Override
  public TypeInformation<LogLine> getProducedType() {
    return TypeInformation.of(LogLine.class);
  }

  /** Reads one file's lines in batches; skips the lines a restored checkpoint had emitted. */
  private final class LineReader implements Reader<LogLine> {
    private final java.io.Reader in;
    private final Path path;
    private final boolean gzip;
    private boolean ended;
    private final Root root;
    private final String relative;
    private final char[] buf = new char[8192];
    private int pos;
    private int end;
    private long emitted;
    private final long skip;

    LineReader(FileSourceSplit split, long skip) throws IOException {
      Path path = split.path();
      String filePath = path.toUri().getPath();
      Root r = rootOf(filePath);
      if (r == null) {
        // a file the enumerator found under a root always has one; keep it as its own job
        r = new Root(path.getName(), filePath);
      }
      this.root = r;
      this.relative = relative(r, filePath);
      this.path = path;
      if (isArchive(path.getName())) {
        LOG.warn("{}: not read: an archive (unpack it, or give it to the ascend-triage command line)", path);
        this.in = java.io.Reader.nullReader();
        this.gzip = false;
        this.skip = skip;
        return;
      }
      this.gzip = path.getName().endsWith(".gz");
      InputStream raw = path.getFileSystem().open(path);
      InputStream bytes = raw;
      if (gzip) {
        try {
          bytes = new GZIPInputStream(raw, 65536);
        } catch (EOFException | ZipException e) {
          raw.close();
          LOG.warn("{}: not read: it is no gzip file ({})", path, e.getMessage());
          bytes = InputStream.nullInputStream();
        }
      }
      this.in = new InputStreamReader(bytes, StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE));
      this.skip = skip;
    }

    @Override
    public RecordIterator<LogLine> readBatch() throws IOException {
      List<LogLine> lines = new ArrayList<>();
      long first = emitted;
      while (lines.size() < BATCH) {
        String text = readLine();
        if (text == null) {
          break;
        }
        emitted++;
        if (emitted > skip) {
          lines.add(line(root, relative, text));
        }
      }
      if (lines.isEmpty()) {
        return null;
      }
      long firstKept = Math.max(first, skip);
      return new Batch(lines, firstKept);
    }

    /** The next line without its terminator (LF, CRLF), cut at {@link #MAX_LINE}; null at the end. */
    private String readLine() throws IOException {
      StringBuilder sb = null;
      while (true) {
        if (pos == end) {
          end = read();
          pos = 0;
          if (end <= 0) {
            end = 0;
            return sb == null ? null : strip(sb);
          }
        }
        if (sb == null) {
          sb = new StringBuilder(128);
        }
        int i = pos;
        while (i < end && buf[i] != '\n') {
          i++;
        }
        int room = MAX_LINE - sb.length();
        sb.append(buf, pos, Math.min(i - pos, Math.max(room, 0)));
        if (i < end) {
          pos = i + 1;
          return strip(sb);
        }
        pos = end;
      }
    }

    /** The next chars into {@link #buf}; a cut or damaged gzip stream ends there, with a warning. */
    private int read() throws IOException {
      if (ended) {
        return -1;
      }
      try {
        int n = in.read(buf, 0, buf.length);
        ended = n < 0;
        return n;
      } catch (EOFException | ZipException e) {
        if (!gzip) {
          throw e;
        }
        ended = true;
        LOG.warn("{}: the gzip stream is cut or damaged after line {}; the lines before are kept ({})", path, emitted,
            e.getMessage());
        return -1;
      }
    }

    private String strip(StringBuilder sb) {
      int n = sb.length();
      if (n > 0 && sb.charAt(n - 1) == '\r') {
        sb.setLength(n - 1);
      }
      return sb.toString();
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }

  /** Whether a file name is that of an archive of many files, which this format does not unpack. */
  static boolean isArchive(String name) {
    String n = name.toLowerCase(java.util.Locale.ROOT);
    for (String ext : ARCHIVES) {
      if (n.endsWith(ext)) {
        return true;
      }
    }
    return false;
  }

  private static final List<String> ARCHIVES =
      List.of(".tar", ".tar.gz", ".tgz", ".tar.xz", ".txz", ".tar.bz2", ".tar.zst", ".zip", ".7z", ".rar");

  /** A batch of lines: each one's position counts the lines of the file up to and including it. */
  private static final class Batch implements RecordIterator<LogLine> {
    private final List<LogLine> lines;
    private final long before;
    private int next;

    Batch(List<LogLine> lines, long before) {
      this.lines = lines;
      this.before = before;
    }

    @Override
    public RecordAndPosition<LogLine> next() {
      if (next == lines.size()) {
        return null;
      }
      LogLine l = lines.get(next++);
      return new RecordAndPosition<>(l, CheckpointedPosition.NO_OFFSET, before + next);
    }

    @Override
    public void releaseBatch() {}
  }
}
