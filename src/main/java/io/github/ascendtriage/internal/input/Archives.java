package io.github.ascendtriage.internal.input;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * Archives and compressed files read as what they hold, without unpacking to disk: a tar (plain
 * or inside gzip, xz, zstd or bzip2) or a zip is a tree of sources; a single xz or zstd file is one
 * source (gzip stays with {@link LineReader}). The kind is told by the first bytes, never by the
 * name. Archive entries are bounded like gzip ({@link InputLimits}: entry count, expanded size and
 * ratio, counted over the whole archive); entries whose path is absolute or climbs out with
 * {@code ..} are refused, and links are never followed: each is reported with its entry name.
 *
 * <p>Reading archives needs Apache Commons Compress (and org.tukaani:xz for xz, aircompressor for
 * zstd) on the class or module path; the CLI bundles them. Without them the source is skipped
 * with a warning that names what to add. Stateless and thread-safe.
 */
public final class Archives {
  /** What the first bytes of a source say it is. */
  enum Kind { TEXT, GZIP, XZ, ZSTD, BZIP2, ZIP, TAR }

  /** Receives what an input holds: text sources to read, and what was skipped. */
  public interface Sink {
    /** One text source (a file, an archive entry), to be read to its end before the next. */
    void text(SourceMeta meta, InputStream content) throws IOException;

    /** A source or entry that was not read, or an archive read only in part. */
    void skipped(String source, String why);
  }

  static final String NEEDS_COMPRESS =
      "reading archives needs Apache Commons Compress (org.apache.commons:commons-compress) on the"
          + " class or module path; the ascend-triage CLI bundles it. Add it, or unpack the archive";

  private static final int PEEK = 1024;

  private Archives() {}

  /**
   * Reads {@code raw}: a text source (plain or gzip) goes to {@code sink} once under {@code meta};
   * an archive gives one text source per regular entry, named {@code entryPrefix + entry path}.
   */
  public static void read(InputStream raw, SourceMeta meta, String entryPrefix, InputLimits limits, Sink sink)
      throws IOException {
    BoundedStreams.Counting counted = new BoundedStreams.Counting(raw);
    BufferedInputStream in = new BufferedInputStream(counted, 1 << 16);
    Kind kind = kind(peek(in, PEEK));
    switch (kind) {
      case TEXT -> sink.text(meta, in);
      case GZIP -> {
        if (gzipHoldsTar(in)) {
          tree(Kind.GZIP, in, counted, meta, entryPrefix, limits, sink);
        } else {
          sink.text(meta, in); // LineReader unpacks and bounds gzip itself
        }
      }
      case XZ, ZSTD, BZIP2 -> {
        if (!Decoders.has(kind)) {
          sink.skipped(meta.source(), "skipped: " + describe(kind) + " data; " + Decoders.missing(kind));
          return;
        }
        InputStream decoder;
        ZstdFrames frames = kind == Kind.ZSTD ? new ZstdFrames(in) : null;
        try {
          decoder = Decoders.decompress(kind, frames == null ? in : frames);
        } catch (IOException | RuntimeException e) {
          if (counted.failure().isPresent()) {
            throw counted.failure().get();
          }
          sink.skipped(meta.source(), "skipped: damaged or unreadable " + describe(kind) + " data (" + CutShort.why(e) + ")");
          return;
        }
        CutShort cut = new CutShort(decoder, counted);
        BoundedStreams.Expansion body = new BoundedStreams.Expansion(cut, counted, limits);
        BufferedInputStream inner = new BufferedInputStream(body, 1 << 16);
        if (kind(peek(inner, PEEK)) == Kind.TAR) {
          tree(Kind.TAR, inner, counted, meta, entryPrefix, limits, sink);
        } else {
          sink.text(meta, inner);
          body.stopped().ifPresent(why -> sink.skipped(meta.source(), "read stopped: " + why));
        }
        cut.damage().or(() -> frames == null ? Optional.empty() : frames.cut())
            .ifPresent(why -> sink.skipped(meta.source(), "read in part: the " + describe(kind)
            + " data is damaged or cut short (" + why + "); what came before was read"));
      }
      case ZIP, TAR -> tree(kind, in, counted, meta, entryPrefix, limits, sink);
    }
  }

  private static void tree(Kind kind, InputStream in, BoundedStreams.Counting counted, SourceMeta meta, String prefix,
      InputLimits limits, Sink sink) throws IOException {
    if (!Decoders.hasCompress()) {
      sink.skipped(meta.source(), "skipped: " + describe(kind) + " archive; " + NEEDS_COMPRESS);
      return;
    }
    ArchiveEntries.read(kind, in, counted, meta.source(), prefix, limits, sink);
  }

  /**
   * Whether a regular file is read through {@link #read}: an archive, or a file compressed other
   * than with gzip. Only the first bytes are read; a file that cannot be opened is left to the
   * plain reader, which reports why.
   */
  public static boolean holdsSources(Path file) {
    if (!Files.isRegularFile(file)) {
      return false;
    }
    try (BufferedInputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
      Kind k = kind(peek(in, PEEK));
      return k == Kind.GZIP ? gzipHoldsTar(in) : k != Kind.TEXT;
    } catch (IOException e) {
      return false;
    }
  }

  /** An archive's name without its archive and compression suffixes: {@code worker-1.tar.gz} is {@code worker-1}. */
  public static String stem(String name) {
    String n = name.substring(name.lastIndexOf('/') + 1);
    String lower = n.toLowerCase(Locale.ROOT);
    for (String ext : new String[] {".tar.gz", ".tar.xz", ".tar.zst", ".tar.bz2", ".tgz", ".txz", ".tbz2", ".tar", ".zip", ".gz", ".xz", ".zst", ".bz2"}) {
      if (lower.endsWith(ext) && lower.length() > ext.length()) {
        return n.substring(0, n.length() - ext.length());
      }
    }
    return n;
  }

  /** The first {@code n} bytes (fewer at the end), the stream reset to its start. */
  static byte[] peek(BufferedInputStream in, int n) throws IOException {
    in.mark(n);
    byte[] b = in.readNBytes(n);
    in.reset();
    return b;
  }

  /** The kind the first bytes show. */
  static Kind kind(byte[] b) {
    if (starts(b, 0x1f, 0x8b)) {
      return Kind.GZIP;
    }
    if (starts(b, 0xfd, '7', 'z', 'X', 'Z', 0)) {
      return Kind.XZ;
    }
    // a zstd frame, or a skippable frame (magic 0x184D2A5?; pzstd starts its files with one): RFC 8878, 3.1
    if (starts(b, 0x28, 0xb5, 0x2f, 0xfd) || (b.length >= 4 && (b[0] & 0xf0) == 0x50 && (b[1] & 0xff) == 0x2a
        && (b[2] & 0xff) == 0x4d && (b[3] & 0xff) == 0x18)) {
      return Kind.ZSTD;
    }
    if (starts(b, 'B', 'Z', 'h') && b.length > 3 && b[3] >= '1' && b[3] <= '9') {
      return Kind.BZIP2;
    }
    if (starts(b, 'P', 'K', 3, 4) || starts(b, 'P', 'K', 5, 6)) {
      return Kind.ZIP;
    }
    // POSIX and GNU tar: "ustar" at offset 257 of the first header
    if (b.length >= 262 && new String(b, 257, 5, java.nio.charset.StandardCharsets.US_ASCII).equals("ustar")) {
      return Kind.TAR;
    }
    return Kind.TEXT;
  }

  /** Whether a gzip stream holds a tar: its first expanded bytes are looked at, the stream reset. */
  private static boolean gzipHoldsTar(BufferedInputStream in) throws IOException {
    in.mark(1 << 16);
    try {
      GZIPInputStream g = new GZIPInputStream(new NoClose(in), 512);
      return kind(g.readNBytes(PEEK)) == Kind.TAR;
    } catch (IOException e) {
      return false; // a damaged gzip: LineReader reads what it can and reports the rest
    } finally {
      in.reset();
    }
  }

  private static boolean starts(byte[] b, int... magic) {
    if (b.length < magic.length) {
      return false;
    }
    for (int i = 0; i < magic.length; i++) {
      if ((b[i] & 0xff) != (magic[i] & 0xff)) {
        return false;
      }
    }
    return true;
  }

  static String describe(Kind k) {
    return k.name().toLowerCase(Locale.ROOT);
  }

  /** An entry path made safe to use as a source name, or empty when it must be refused. */
  static Optional<String> safeName(String entry) {
    String n = entry.replace('\\', '/');
    while (n.startsWith("./")) {
      n = n.substring(2);
    }
    if (n.isEmpty() || n.startsWith("/") || n.indexOf('\0') >= 0 || (n.length() > 1 && n.charAt(1) == ':')) {
      return Optional.empty();
    }
    if (Arrays.asList(n.split("/")).contains("..")) {
      return Optional.empty();
    }
    return Optional.of(n.replaceAll("/{2,}", "/"));
  }

  /** An entry name fit for a one-line message: control characters shown as '?', quoted. */
  static String shown(String entry) {
    return "'" + entry.replaceAll("\\p{Cntrl}", "?") + "'";
  }

  /** Keeps the stream below open when a peeking decoder is dropped. */
  private static final class NoClose extends java.io.FilterInputStream {
    NoClose(InputStream in) {
      super(in);
    }

    @Override
    public void close() {}
  }
}
