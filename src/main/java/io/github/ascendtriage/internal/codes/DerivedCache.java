package io.github.ascendtriage.internal.codes;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The one cache derived from the built-in case base, {@value #NAME}, written by the build
 * ({@code engine.DerivedCacheWriter}) beside the JSON files it is made from. It holds, as named
 * sections, what a start would otherwise compute from those files: the files' parsed trees
 * ({@link #TREES}, read by {@link BuiltInTrees}), the assembled code catalogue ({@link #CATALOG},
 * {@link CompiledCatalog}), the tables of the phrase automaton and of the line gate's ({@link #PHRASES},
 * {@code "gate"}: {@code extract.automaton.PhraseTables}) and the Lucene segment of the cases' group
 * documents ({@link #INDEX}, {@code match.PrebuiltIndex}).
 *
 * <p>Layout, big-endian: magic, format, the head's length, the whole length, the CRC-32 of the head
 * after these 24 bytes, the CRC-32 of the tail; the sources (every JSON file below the case base
 * folder: name, size, CRC-32), which together are the digest the cache is checked against; the
 * sections (name, offset from the end of this list, length); their bytes ({@link BuiltInTreesWriter}
 * writes them). The head ends where the code files'
 * trees begin, at the end of the trees section: a start that takes the catalogue from its own
 * section reads only the head, and the tail is read, and its checksum checked, when first asked for.
 *
 * <p>One fall-back path: when the cache is missing, damaged (magic, format, lengths, checksum) or
 * stale (a source changed, is missing, or, in a folder, a JSON file is there that it does not name),
 * {@link #load()} is empty and {@link #fallback()} says why; every reader then works from the JSON
 * files, and each diagnosis's warnings say so (the loader's note). Whether
 * a section applies to the case base at hand (site cases or code files, other phrases) stays the
 * reader's check. Immutable and thread-safe.
 */
public final class DerivedCache {
  /** File name of the cache, in the built-in case base folder. */
  public static final String NAME = "casebase.derived";
  /** The sections, in the order they are written; the trees go last (their end is the tail). */
  public static final String CATALOG = "catalog";
  public static final String PHRASES = "phrases";
  public static final String INDEX = "index";
  static final String TREES = "trees";
  static final int MAGIC = 0x41544443; // "ATDC"
  static final int FORMAT = 2; // 2: a code record's scope
  static final int HEADER = 24;
  private static final String RESOURCE = CodeCatalogLoader.RESOURCE_ROOT + NAME;

  /** A source file as the cache was made from it. */
  record Source(long size, int crc) {}

  private record Span(int offset, int length) {}

  private final byte[] head;
  private final int total;
  private final int tailCrc;
  private final Map<String, Source> sources;
  private final Map<String, Span> sections;
  private volatile byte[] whole;
  private volatile BuiltInTrees trees;

  private DerivedCache(byte[] head, int total, int tailCrc, Map<String, Source> sources, Map<String, Span> sections) {
    this.head = head;
    this.total = total;
    this.tailCrc = tailCrc;
    this.sources = sources;
    this.sections = sections;
  }

  /** The cache, or why it is not used. */
  private record Outcome(Optional<DerivedCache> cache, Optional<String> why) {}

  /** Read and checked once for the process: every reader of a section asks. */
  private static final class Checked {
    static final Outcome OUTCOME = check();
  }

  /** The cache, or empty when it is missing, damaged or stale (said once). Never throws. */
  public static Optional<DerivedCache> load() {
    return Checked.OUTCOME.cache();
  }

  /**
   * Why the cache is not used, as a user should read it (the built-in case base is then read from
   * its JSON files: a slower start, the same answers); empty when it is used. The loader carries
   * it into every diagnosis's warnings, so a command line without a logger says it too.
   */
  public static Optional<String> fallback() {
    return Checked.OUTCOME.why();
  }

  private static Outcome notUsed(String why) {
    return new Outcome(Optional.empty(), Optional.of(NAME + " " + why + "; the built-in case base was read from its JSON files"));
  }

  /** A copy of the section {@code name}, or empty when the cache has none (the trees are not one to copy). */
  public Optional<byte[]> section(String name) {
    Span s = sections.get(name);
    return s == null || name.equals(TREES) ? Optional.empty() : Optional.of(Arrays.copyOfRange(head, s.offset(), s.offset() + s.length()));
  }

  /** The files' trees. */
  BuiltInTrees trees() {
    BuiltInTrees t = trees;
    if (t == null) {
      Span s = sections.get(TREES);
      try {
        t = s == null ? BuiltInTrees.EMPTY : BuiltInTrees.parse(head, s.offset(), this::whole);
      } catch (IOException e) {
        throw new IllegalStateException(NAME + ": " + e.getMessage(), e); // the head's checksum held: a writer's defect
      }
      trees = t;
    }
    return t;
  }

  Map<String, Source> sources() {
    return sources;
  }

  /** Whether {@code offset} lies in the head, which is always in memory. */
  boolean inHead(int offset) {
    return offset < head.length;
  }

  /**
   * The whole cache, read again from the class path the first time a tree past the head is asked
   * for.
   *
   * @throws IllegalStateException if it cannot be read, is no longer the cache read before, or its
   *     tail's checksum does not hold
   */
  byte[] whole() {
    byte[] w = whole;
    if (w == null) {
      synchronized (this) {
        w = whole;
        if (w == null) {
          try (InputStream in = DerivedCache.class.getResourceAsStream(RESOURCE)) {
            w = in == null ? new byte[0] : in.readAllBytes();
          } catch (IOException e) {
            throw new IllegalStateException(NAME + " cannot be read again: " + e.getMessage(), e);
          }
          if (w.length != total || !Arrays.equals(w, 0, head.length, head, 0, head.length)
              || crc(w, head.length, total) != tailCrc) {
            throw new IllegalStateException(NAME + " changed while it was in use");
          }
          whole = w;
        }
      }
    }
    return w;
  }

  /**
   * The cache in {@code b}: its head, or the whole cache.
   *
   * @throws IOException if {@code b} is not of this format, is cut, or a checksum of what it holds
   *     fails
   */
  static DerivedCache parse(byte[] b) throws IOException {
    ByteBuffer h = ByteBuffer.wrap(b);
    if (b.length < HEADER || h.getInt() != MAGIC || h.getInt() != FORMAT) {
      throw new IOException("not a derived cache of format " + FORMAT);
    }
    int headLength = h.getInt();
    int total = h.getInt();
    if (headLength < HEADER || headLength > total || b.length < headLength) {
      throw new IOException("cut: " + b.length + " bytes of a head of " + headLength);
    }
    if (h.getInt() != crc(b, HEADER, headLength)) {
      throw new IOException("its checksum does not hold");
    }
    byte[] head = b.length == headLength ? b : Arrays.copyOf(b, headLength);
    try {
      TreeCodec.Decoder d = new TreeCodec.Decoder(head, HEADER);
      Map<String, Source> sources = new LinkedHashMap<>();
      for (int n = d.count(); n > 0; n--) {
        sources.put(d.string(), new Source(d.readLong(), d.readInt()));
      }
      Map<String, Span> sections = new LinkedHashMap<>();
      for (int n = d.count(); n > 0; n--) {
        sections.put(d.string(), new Span(d.readInt(), d.readInt()));
      }
      int data = d.position();
      for (Map.Entry<String, Span> e : sections.entrySet()) {
        Span s = e.getValue();
        long end = (long) data + s.offset() + s.length();
        if (s.offset() < 0 || s.length() < 0 || end > (e.getKey().equals(TREES) ? total : headLength)) {
          throw new IOException("section " + e.getKey() + " out of range");
        }
        e.setValue(new Span(data + s.offset(), s.length()));
      }
      int tailCrc = h.getInt();
      DerivedCache cache = new DerivedCache(head, total, tailCrc, sources, sections);
      if (b.length == total) { // the whole cache at hand: its tail is checked now
        if (crc(b, headLength, total) != tailCrc) {
          throw new IOException("its tail's checksum does not hold");
        }
        cache.whole = b;
      }
      return cache;
    } catch (IllegalArgumentException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  /** The head of the cache from the class path. */
  private static DerivedCache read(InputStream in) throws IOException {
    byte[] header = in.readNBytes(HEADER);
    if (header.length < HEADER) {
      throw new IOException("not a derived cache of format " + FORMAT);
    }
    int headLength = ByteBuffer.wrap(header).getInt(8);
    if (headLength < HEADER) {
      throw new IOException("a head of " + headLength + " bytes");
    }
    byte[] b = Arrays.copyOf(header, headLength);
    if (in.readNBytes(b, HEADER, headLength - HEADER) != headLength - HEADER) {
      throw new IOException("shorter than its head of " + headLength + " bytes");
    }
    return parse(b);
  }

  private static Outcome check() {
    URL u = DerivedCache.class.getResource(RESOURCE);
    if (u == null) {
      return notUsed("is missing");
    }
    try (InputStream in = u.openStream()) {
      DerivedCache cache = read(in);
      String stale = switch (u.getProtocol()) {
        case "jar" -> staleInJar(u, cache.sources);
        case "file" -> staleInFolder(Path.of(u.toURI()).getParent(), cache.sources);
        default -> "its source files cannot be checked through a " + u.getProtocol() + ": URL";
      };
      if (stale != null) {
        return notUsed("is stale (" + stale + ")");
      }
      return new Outcome(Optional.of(cache), Optional.empty());
    } catch (IOException | URISyntaxException | RuntimeException e) {
      return notUsed("is damaged (" + e.getMessage() + ")");
    }
  }

  private static String staleInJar(URL u, Map<String, Source> sources) throws IOException, URISyntaxException {
    URLConnection c = u.openConnection();
    if (!(c instanceof JarURLConnection j)) {
      return "not a jar entry";
    }
    String prefix = CodeCatalogLoader.RESOURCE_ROOT.substring(1);
    try (ZipFile z = new ZipFile(Path.of(j.getJarFileURL().toURI()).toFile())) {
      for (Map.Entry<String, Source> f : sources.entrySet()) {
        ZipEntry e = z.getEntry(prefix + f.getKey());
        if (e == null) {
          return f.getKey() + " is missing";
        }
        if (e.getSize() != f.getValue().size() || (int) e.getCrc() != f.getValue().crc()) {
          return f.getKey() + " changed";
        }
      }
    }
    return null;
  }

  /** Why the {@code sources} do not fit the folder {@code root}, or null when they do. */
  static String staleInFolder(Path root, Map<String, Source> sources) throws IOException {
    List<String> present;
    try (Stream<Path> s = Files.walk(root)) {
      present = s.filter(p -> p.toString().endsWith(".json")).filter(Files::isRegularFile)
          .map(p -> root.relativize(p).toString().replace('\\', '/')).sorted().toList();
    }
    if (!present.equals(sources.keySet().stream().sorted().toList())) {
      return "the folder holds other files than it names";
    }
    for (Map.Entry<String, Source> f : sources.entrySet()) {
      byte[] b = Files.readAllBytes(root.resolve(f.getKey()));
      if (b.length != f.getValue().size() || crc(b, 0, b.length) != f.getValue().crc()) {
        return f.getKey() + " changed";
      }
    }
    return null;
  }

  static int crc(byte[] b, int from, int to) {
    CRC32 c = new CRC32();
    c.update(b, from, to - from);
    return (int) c.getValue();
  }
}
