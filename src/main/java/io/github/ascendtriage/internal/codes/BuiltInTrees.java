package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * The built-in case base's JSON files, parsed at build time ({@link BuiltInTreesWriter}) and kept
 * as one binary resource, {@value #NAME}, next to them: reading it costs no JSON parsing and no
 * look into the jar as a file system, and the readers of the case base, knowledge and code
 * catalogue are given the very trees the parser would have given them.
 *
 * <p>The resource records each file's size and CRC-32; it is used only when every file it names is
 * still there with that size and checksum (in a jar, as its entry says; in a folder, as the file
 * reads) and, in a folder, no other JSON file is there. Otherwise, or when it is missing or
 * damaged, {@link #load()} is empty (with a warning when it exists but does not fit) and the
 * callers read the JSON files as before. Immutable and thread-safe.
 */
public final class BuiltInTrees {
  /** File name of the resource, in the built-in case base folder. */
  public static final String NAME = "casebase.trees";
  static final int MAGIC = 0x41544342; // "ATCB"
  static final int FORMAT = 2; // 2: ASCII strings flagged (TreeCodec.string), the head's length
  /** Magic, format, the head's length, the whole length, the number of files. */
  private static final int HEADER = 20;

  /** Made on first use: the build's writer, which parses the resource it wrote, logs nothing. */
  private static final class Log {
    static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(BuiltInTrees.class);
  }

  /** One file: where its tree starts, and what its source was. */
  record Entry(long size, int crc, int offset) {}

  /**
   * The resource up to its head (the index and the trees of every file outside {@code codes/}),
   * or all of it; the code files' trees, which a start that uses {@link CompiledCatalog} never
   * reads, are {@link #whole() read} when first asked for.
   */
  private final byte[] bytes;
  private final boolean partial;
  private final Map<String, Entry> files;
  private volatile byte[] whole;

  private BuiltInTrees(byte[] bytes, boolean partial, Map<String, Entry> files) {
    this.bytes = bytes;
    this.partial = partial;
    this.files = files;
  }

  /** True for a file of the code catalogue, whose tree lies after the resource's head. */
  static boolean isCodeFile(String name) {
    return name.startsWith("codes/");
  }

  /**
   * Read and checked once: a start asks three times (code catalogue, NPU event table, case base),
   * and each reading inflated the 1.8 MB resource again. The bytes stay for the process's life.
   */
  private static final class Checked {
    static final Optional<BuiltInTrees> TREES = check();
  }

  /**
   * The compiled files, or empty when the resource is missing, damaged or does not fit the JSON
   * files beside it. Never throws; the same instance every time.
   */
  public static Optional<BuiltInTrees> load() {
    return Checked.TREES;
  }

  /** The tree of {@code name} (relative to the case base folder, e.g. {@code cases/x/y.json}). */
  public Optional<JsonNode> tree(String name) {
    Entry e = files.get(name);
    if (e == null) {
      return Optional.empty();
    }
    byte[] b = partial && e.offset() >= bytes.length ? whole() : bytes;
    return Optional.of(new TreeCodec.Decoder(b, e.offset()).tree());
  }

  /**
   * The whole resource, read again from the class path the first time a tree past the head is
   * asked for (its head must be the bytes read at the start).
   *
   * @throws IllegalStateException if it cannot be read or is no longer the resource read before
   */
  private byte[] whole() {
    byte[] w = whole;
    if (w == null) {
      synchronized (this) {
        w = whole;
        if (w == null) {
          try (InputStream in = BuiltInTrees.class.getResourceAsStream(CodeCatalogLoader.RESOURCE_ROOT + NAME)) {
            w = in == null ? new byte[0] : in.readAllBytes();
          } catch (IOException e) {
            throw new IllegalStateException(NAME + " cannot be read again: " + e.getMessage(), e);
          }
          if (w.length <= bytes.length || !Arrays.equals(w, 0, bytes.length, bytes, 0, bytes.length)) {
            throw new IllegalStateException(NAME + " changed while it was in use");
          }
          whole = w;
        }
      }
    }
    return w;
  }

  /** The names of the files below {@code folder} (e.g. {@code cases/}), in path order. */
  public List<String> names(String folder) {
    List<String> out = new ArrayList<>();
    for (String n : files.keySet()) {
      if (n.startsWith(folder)) {
        out.add(n);
      }
    }
    return out;
  }

  /** The resource's head from the class path (the code files' trees are read when asked for). */
  private static BuiltInTrees read() throws IOException {
    try (InputStream in = BuiltInTrees.class.getResourceAsStream(CodeCatalogLoader.RESOURCE_ROOT + NAME)) {
      if (in == null) {
        throw new IOException("not on the class path");
      }
      byte[] header = in.readNBytes(HEADER);
      if (header.length < HEADER) {
        throw new IOException("not a compiled case base of format " + FORMAT);
      }
      TreeCodec.Decoder d = new TreeCodec.Decoder(header, 8);
      int head = d.readInt();
      int total = d.readInt();
      if (head < HEADER || head > total) {
        throw new IOException("a head of " + head + " bytes in " + total);
      }
      byte[] b = Arrays.copyOf(header, head);
      if (in.readNBytes(b, HEADER, head - HEADER) != head - HEADER) {
        throw new IOException("shorter than its head of " + head + " bytes");
      }
      return parse(b, head < total);
    }
  }

  /**
   * The compiled files in {@code b}, as {@link BuiltInTreesWriter#compile} wrote them.
   *
   * @throws IOException if {@code b} is not of this format
   */
  static BuiltInTrees parse(byte[] b) throws IOException {
    return parse(b, false);
  }

  /** As {@link #parse(byte[])}; {@code partial} when {@code b} is the resource's head alone. */
  private static BuiltInTrees parse(byte[] b, boolean partial) throws IOException {
    TreeCodec.Decoder d = new TreeCodec.Decoder(b, 0);
    if (b.length < HEADER || d.readInt() != MAGIC || d.readInt() != FORMAT) {
      throw new IOException("not a compiled case base of format " + FORMAT);
    }
    d.readInt(); // the head's length and the whole length: read() needs them
    d.readInt();
    int n = d.readInt();
    Map<String, Entry> files = new LinkedHashMap<>();
    List<String> names = new ArrayList<>();
    List<long[]> meta = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      names.add(d.string());
      meta.add(new long[] {d.readLong(), d.readInt(), d.readInt()});
    }
    int data = d.position();
    for (int i = 0; i < n; i++) {
      long[] m = meta.get(i);
      files.put(names.get(i), new Entry(m[0], (int) m[1], data + (int) m[2]));
    }
    if (data > b.length) {
      throw new IOException("index past the end");
    }
    return new BuiltInTrees(b, partial, files);
  }

  /** The files and what their sources were, in path order. */
  Map<String, Entry> files() {
    return files;
  }

  /** The resource, when it exists, reads, and fits the JSON files beside it; warns when not. */
  private static Optional<BuiltInTrees> check() {
    URL u = BuiltInTrees.class.getResource(CodeCatalogLoader.RESOURCE_ROOT + NAME);
    if (u == null) {
      Log.LOG.debug("built-in case base: no {}; reading the JSON files", NAME);
      return Optional.empty();
    }
    try {
      BuiltInTrees trees = read();
      Map<String, Entry> files = trees.files;
      String stale = switch (u.getProtocol()) {
        case "jar" -> staleInJar(u, files);
        case "file" -> staleInFolder(Path.of(u.toURI()).getParent(), files);
        default -> "its source files cannot be checked through a " + u.getProtocol() + ": URL";
      };
      if (stale != null) {
        Log.LOG.warn("built-in case base: {} does not fit the JSON files ({}); reading the JSON files", NAME, stale);
        return Optional.empty();
      }
      return Optional.of(trees);
    } catch (IOException | URISyntaxException | RuntimeException e) {
      Log.LOG.warn("built-in case base: {} cannot be read ({}); reading the JSON files", NAME, e.getMessage());
      return Optional.empty();
    }
  }

  private static String staleInJar(URL u, Map<String, Entry> files) throws IOException, URISyntaxException {
    URLConnection c = u.openConnection();
    if (!(c instanceof JarURLConnection j)) {
      return "not a jar entry";
    }
    String prefix = CodeCatalogLoader.RESOURCE_ROOT.substring(1);
    try (ZipFile z = new ZipFile(Path.of(j.getJarFileURL().toURI()).toFile())) {
      for (Map.Entry<String, Entry> f : files.entrySet()) {
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

  /** Why the compiled {@code files} do not fit the folder {@code root}, or null when they do. */
  static String staleInFolder(Path root, Map<String, Entry> files) throws IOException {
    List<String> present;
    try (Stream<Path> s = Files.walk(root)) {
      present = s.filter(p -> p.toString().endsWith(".json")).filter(Files::isRegularFile)
          .map(p -> root.relativize(p).toString().replace('\\', '/')).sorted().toList();
    }
    if (!present.equals(files.keySet().stream().sorted().toList())) {
      return "the folder holds other files than it names";
    }
    for (Map.Entry<String, Entry> f : files.entrySet()) {
      byte[] b = Files.readAllBytes(root.resolve(f.getKey()));
      CRC32 crc = new CRC32();
      crc.update(b);
      if (b.length != f.getValue().size() || (int) crc.getValue() != f.getValue().crc()) {
        return f.getKey() + " changed";
      }
    }
    return null;
  }
}
