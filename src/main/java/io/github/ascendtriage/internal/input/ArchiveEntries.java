package io.github.ascendtriage.internal.input;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;

/**
 * The entries of a tar or zip archive, read one after the other through Apache Commons Compress
 * (only {@link Archives} touches this class, after checking the library is there). Bounds: at most
 * {@link InputLimits#maxFiles()} entries; all entries together expand to at most {@link
 * InputLimits#maxExpandedBytes()} and, past {@link InputLimits#ratioFloor()}, at most {@link
 * InputLimits#maxRatio()} times the archive's own bytes. Stateless; thread-safe.
 */
final class ArchiveEntries {
  private ArchiveEntries() {}

  static void read(Archives.Kind kind, InputStream in, BoundedStreams.Counting counted, String archive, String prefix,
      InputLimits limits, Archives.Sink sink) throws IOException {
    Budget budget = new Budget(counted, limits);
    ArchiveInputStream<?> entries;
    try {
      entries =
          switch (kind) {
            case GZIP -> new TarArchiveInputStream(new GZIPInputStream(in, 1 << 16));
            case ZIP -> new ZipArchiveInputStream(in, "UTF-8", true, true);
            default -> new TarArchiveInputStream(in);
          };
    } catch (IOException | RuntimeException x) {
      if (counted.failure().isPresent()) {
        throw counted.failure().get();
      }
      sink.skipped(archive, "skipped: damaged archive (" + CutShort.why(x) + ")");
      return;
    }
    int count = 0;
    boolean anyEntry = false;
    ArchiveEntry e = null;
    try {
      while ((e = entries.getNextEntry()) != null) {
        anyEntry = true;
        if (e.isDirectory()) {
          continue;
        }
        if (++count > limits.maxFiles()) {
          sink.skipped(archive, "archive read in part: more than " + limits.maxFiles() + " entries; the rest were not read");
          return;
        }
        Optional<String> name = Archives.safeName(e.getName());
        if (name.isEmpty()) {
          sink.skipped(archive, "entry " + Archives.shown(e.getName()) + " refused: its path is absolute or climbs out of the archive (..)");
          continue;
        }
        if (name.get().chars().filter(c -> c == '/').count() >= limits.maxDepth()) {
          // as a folder on disk that deep is not read
          sink.skipped(archive, "entry " + Archives.shown(name.get()) + " skipped: deeper than " + limits.maxDepth() + " levels");
          continue;
        }
        String source = prefix + name.get();
        Optional<String> why = notReadable(e, entries);
        if (why.isPresent()) {
          sink.skipped(source, "skipped: " + why.get());
          continue;
        }
        CutShort cut = new CutShort(new Charged(entries, budget), counted);
        BufferedInputStream content = new BufferedInputStream(cut, 1 << 16);
        Archives.Kind inner = Archives.kind(Archives.peek(content, 1024));
        if (inner != Archives.Kind.TEXT && inner != Archives.Kind.GZIP) {
          sink.skipped(source, "skipped: " + Archives.describe(inner) + " data inside an archive is not opened");
          continue;
        }
        sink.text(InputWalker.meta(source), content);
        if (budget.stopped != null) {
          sink.skipped(archive, "archive read in part, stopped in entry " + Archives.shown(name.get()) + ": " + budget.stopped);
          return;
        }
        if (cut.damage().isPresent()) {
          sink.skipped(archive, "archive read in part: damaged or cut short in entry " + Archives.shown(name.get())
              + " (" + cut.damage().get() + "); its lines before the damage were read, the entries after it were not");
          return;
        }
      }
      if (!anyEntry) {
        // its first bytes say archive (how it was told from a log), yet no header follows them
        sink.skipped(archive, "skipped: damaged archive (its first bytes are a " + Archives.describe(kind) + " header, but no entry could be read)");
      }
    } catch (IOException | RuntimeException x) {
      if (counted.failure().isPresent()) {
        throw counted.failure().get();
      }
      String where = e == null ? "" : " after entry " + Archives.shown(e.getName());
      sink.skipped(archive, "archive read in part: damaged" + where + " (" + CutShort.why(x) + ")");
    }
  }

  /** Why an entry is not read as a log, or empty when it is. */
  private static Optional<String> notReadable(ArchiveEntry e, ArchiveInputStream<?> in) {
    if (e instanceof TarArchiveEntry t) {
      if (t.isSymbolicLink() || t.isLink()) {
        return Optional.of("a link inside the archive (links are not followed)");
      }
      // isFile() is true for anything that is not a folder: name the special kinds first
      if (t.isFIFO() || t.isCharacterDevice() || t.isBlockDevice() || !t.isFile()) {
        return Optional.of("not a regular file");
      }
    }
    if (e instanceof ZipArchiveEntry z && z.isUnixSymlink()) {
      return Optional.of("a link inside the archive (links are not followed)");
    }
    if (!in.canReadEntryData(e)) {
      return Optional.of("encrypted or packed in a way that cannot be read");
    }
    String lower = e.getName().toLowerCase(Locale.ROOT);
    return InputWalker.skippedExtension(lower).map(ext -> "not a log file (" + ext + ")");
  }

  /** The expanded bytes of all entries of one archive, against the bounds. */
  private static final class Budget {
    final BoundedStreams.Counting compressed;
    final InputLimits limits;
    long expanded;
    String stopped;

    Budget(BoundedStreams.Counting compressed, InputLimits limits) {
      this.compressed = compressed;
      this.limits = limits;
    }

    void charge(int n) {
      expanded += n;
      if (expanded > limits.maxExpandedBytes()) {
        stopped = "its entries expand to more than " + limits.maxExpandedBytes() + " bytes";
      } else if (expanded > limits.ratioFloor() && expanded > (long) limits.maxRatio() * Math.max(1, compressed.count())) {
        stopped = "its entries expand more than " + limits.maxRatio() + " times";
      }
    }
  }

  /** One entry's bytes, charged to the archive's budget; ends early once the budget is spent; close leaves the archive open. */
  private static final class Charged extends BoundedStreams.BlockReads {
    private final Budget budget;

    Charged(InputStream in, Budget budget) {
      super(in);
      this.budget = budget;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (budget.stopped != null) {
        return -1;
      }
      int n = super.read(b, off, len);
      if (n > 0) {
        budget.charge(n);
      }
      return n;
    }

    @Override
    public void close() {}
  }
}
