package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The part of the {@link DerivedCache} that comes from the JSON files alone, for the build's writer
 * ({@code engine.DerivedCacheWriter}): every JSON file below the built-in case base folder, parsed
 * (duplicate keys refused, as the loaders do) and encoded by {@link TreeCodec}, with its size and
 * CRC-32 as a source of the cache, and the code catalogue those trees hold, assembled and checked as
 * a start would, with the recognizer's forms ({@link CompiledCatalog}). A file that does not parse,
 * or an invalid code file, fails the build. Stateless.
 */
public final class BuiltInTreesWriter {
  private BuiltInTreesWriter() {}

  /**
   * The JSON files below {@code root} compiled: what {@link #cache} adds the other sections to.
   *
   * @param sources every file's size and CRC-32, in path order
   * @param trees the trees section
   * @param tail where the code files' trees start in {@code trees}
   */
  public record Compiled(Map<String, DerivedCache.Source> sources, byte[] trees, int tail) {
    /**
     * The cache's bytes: the compiled catalogue, then {@code sections} (name to bytes, in order;
     * a null value leaves its section out), then the trees.
     *
     * @throws IOException if the code files do not make a valid catalogue
     */
    public byte[] cache(Map<String, byte[]> sections) throws IOException {
      Map<String, byte[]> all = new LinkedHashMap<>();
      BuiltInTrees t = BuiltInTrees.parse(trees, 0, () -> trees);
      if (!t.names("codes/").isEmpty()) {
        all.put(DerivedCache.CATALOG, CompiledCatalog.encode(CodeCatalogLoader.fromTrees(t)));
      }
      sections.forEach((name, bytes) -> {
        if (bytes != null) {
          all.put(name, bytes);
        }
      });
      return encode(sources, all, trees, tail);
    }
  }

  /**
   * The cache's bytes: {@code sources} as they were read, the {@code sections} in order, then the
   * trees section, whose bytes from {@code treesTail} on are the tail.
   */
  static byte[] encode(Map<String, DerivedCache.Source> sources, Map<String, byte[]> sections, byte[] trees, int treesTail)
      throws IOException {
    ByteArrayOutputStream index = new ByteArrayOutputStream();
    DataOutputStream o = new DataOutputStream(index);
    o.write(new byte[DerivedCache.HEADER]); // set below
    o.writeInt(sources.size());
    for (Map.Entry<String, DerivedCache.Source> s : sources.entrySet()) {
      TreeCodec.string(s.getKey(), o);
      o.writeLong(s.getValue().size());
      o.writeInt(s.getValue().crc());
    }
    Map<String, byte[]> all = new LinkedHashMap<>(sections);
    all.put(DerivedCache.TREES, trees);
    o.writeInt(all.size());
    int at = 0;
    for (Map.Entry<String, byte[]> s : all.entrySet()) {
      TreeCodec.string(s.getKey(), o);
      o.writeInt(at); // from the end of this table
      o.writeInt(s.getValue().length);
      at += s.getValue().length;
    }
    o.flush();
    for (byte[] b : all.values()) {
      index.write(b);
    }
    byte[] out = index.toByteArray();
    int headLength = out.length - (trees.length - treesTail);
    ByteBuffer.wrap(out).putInt(DerivedCache.MAGIC).putInt(DerivedCache.FORMAT).putInt(headLength).putInt(out.length)
        .putInt(DerivedCache.crc(out, DerivedCache.HEADER, headLength)).putInt(DerivedCache.crc(out, headLength, out.length));
    return out;
  }

  /** The JSON files below {@code root}, parsed and encoded. */
  public static Compiled compile(Path root) throws IOException {
    ObjectMapper mapper = JsonMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();
    List<String> files;
    try (Stream<Path> s = Files.walk(root)) {
      files = s.filter(p -> p.toString().endsWith(".json")).filter(Files::isRegularFile)
          .map(p -> root.relativize(p).toString().replace('\\', '/')).sorted().toList();
    }
    Map<String, DerivedCache.Source> sources = new LinkedHashMap<>();
    List<byte[]> encoded = new ArrayList<>();
    for (String rel : files) {
      byte[] source = Files.readAllBytes(root.resolve(rel));
      JsonNode tree;
      try {
        tree = mapper.readTree(source);
      } catch (IOException e) {
        throw new IOException(rel + ": " + e.getMessage(), e);
      }
      if (tree == null || tree.isMissingNode()) {
        throw new IOException(rel + ": empty file");
      }
      sources.put(rel, new DerivedCache.Source(source.length, DerivedCache.crc(source, 0, source.length)));
      encoded.add(TreeCodec.encode(tree));
    }
    // the trees of the code files go last: a start that uses the compiled catalogue reads the cache
    // only up to them
    int[] offsets = new int[files.size()];
    int otherData = 0;
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    for (boolean codes : new boolean[] {false, true}) {
      for (int i = 0; i < files.size(); i++) {
        if (BuiltInTrees.isCodeFile(files.get(i)) == codes) {
          offsets[i] = data.size();
          data.write(encoded.get(i));
        }
      }
      if (!codes) {
        otherData = data.size();
      }
    }
    ByteArrayOutputStream index = new ByteArrayOutputStream();
    DataOutputStream ix = new DataOutputStream(index);
    ix.writeInt(files.size());
    for (int i = 0; i < files.size(); i++) {
      TreeCodec.string(files.get(i), ix);
      ix.writeInt(offsets[i]);
    }
    ix.flush();
    int indexLength = index.size();
    data.writeTo(index);
    return new Compiled(sources, index.toByteArray(), indexLength + otherData);
  }
}
