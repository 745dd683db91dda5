package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * Writes {@link BuiltInTrees#NAME}: every JSON file below the built-in case base folder of the
 * build output, parsed (duplicate keys refused, as the loaders do) and encoded by
 * {@link TreeCodec}, with its size and CRC-32. Run by the build after the resources are copied:
 * {@code BuiltInTreesWriter <case base folder>}. A file that does not parse fails the build.
 * Then writes {@link CompiledCatalog#NAME} beside it: the code catalogue those trees hold,
 * assembled and checked as a start would, with the recognizer's forms (an invalid code file fails
 * the build too). Stateless.
 */
public final class BuiltInTreesWriter {
  private BuiltInTreesWriter() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: BuiltInTreesWriter <built-in case base folder>");
    }
    Path root = Path.of(args[0]);
    Path out = root.resolve(BuiltInTrees.NAME);
    byte[] trees = compile(root);
    try (OutputStream o = Files.newOutputStream(out)) {
      o.write(trees);
    }
    // the code catalogue assembled from those trees, and the recognizer's forms derived from it
    BuiltInTrees t = BuiltInTrees.parse(trees);
    Map<String, BuiltInTrees.Entry> codes = CompiledCatalog.sources(t);
    if (!codes.isEmpty()) {
      Files.write(root.resolve(CompiledCatalog.NAME), CompiledCatalog.encode(CodeCatalogLoader.fromTrees(t), codes));
    }
  }

  /** The resource's bytes for the JSON files below {@code root}. */
  static byte[] compile(Path root) throws IOException {
    ObjectMapper mapper = JsonMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();
    List<Path> files;
    try (Stream<Path> s = Files.walk(root)) {
      files = s.filter(p -> p.toString().endsWith(".json")).filter(Files::isRegularFile)
          .map(root::relativize).sorted().toList();
    }
    List<byte[]> encoded = new java.util.ArrayList<>();
    List<byte[]> sources = new java.util.ArrayList<>();
    for (Path rel : files) {
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
      sources.add(source);
      encoded.add(TreeCodec.encode(tree));
    }
    // the trees of the code files go last: a start that uses the compiled catalogue reads the
    // resource only up to them (BuiltInTrees.head)
    int[] offsets = new int[files.size()];
    int otherData = 0;
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    for (boolean codes : new boolean[] {false, true}) {
      for (int i = 0; i < files.size(); i++) {
        if (BuiltInTrees.isCodeFile(name(files.get(i))) == codes) {
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
    ix.writeInt(BuiltInTrees.MAGIC);
    ix.writeInt(BuiltInTrees.FORMAT);
    ix.writeInt(0); // the head's length, set below
    ix.writeInt(0); // the whole length, set below
    ix.writeInt(files.size());
    for (int i = 0; i < files.size(); i++) {
      CRC32 crc = new CRC32();
      crc.update(sources.get(i));
      TreeCodec.string(name(files.get(i)), ix);
      ix.writeLong(sources.get(i).length);
      ix.writeInt((int) crc.getValue());
      ix.writeInt(offsets[i]);
    }
    ix.flush();
    int indexLength = index.size();
    data.writeTo(index);
    byte[] out = index.toByteArray();
    ByteBuffer.wrap(out).putInt(8, indexLength + otherData).putInt(12, out.length);
    return out;
  }

  private static String name(Path rel) {
    return rel.toString().replace('\\', '/');
  }
}
