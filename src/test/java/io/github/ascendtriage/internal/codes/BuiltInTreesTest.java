package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BuiltInTreesTest {
  static final ObjectMapper M = new ObjectMapper();

  /** The build wrote the resource, it fits the files, and every tree is the parser's, node for node. */
  @Test
  void everyShippedFileDecodesToTheTreeTheParserGives() throws IOException {
    BuiltInTrees trees = BuiltInTrees.load().orElseThrow(() -> new AssertionError("no usable " + DerivedCache.NAME));
    Path root = TestPaths.repo().resolve("casebase");
    List<String> shipped;
    try (Stream<Path> s = Files.walk(root)) {
      shipped = s.filter(p -> p.toString().endsWith(".json")).map(p -> root.relativize(p).toString()).sorted().toList();
    }
    assertEquals(shipped, trees.files().keySet().stream().sorted().toList());
    assertTrue(trees.names("cases/").size() > 100, trees.names("cases/").toString());
    for (String f : shipped) {
      sameTree(M.readTree(Files.readAllBytes(root.resolve(f))), trees.tree(f).orElseThrow(), f + ": $");
    }
  }

  @Test
  void theCompiledCatalogueIsTheParsedOne() {
    CodeCatalog parsed = CodeCatalogLoader.load(TestPaths.repo().resolve("casebase/codes"), List.of());
    assertEquals(parsed.records(), CodeCatalogLoader.builtIn().records());
    assertEquals(parsed.families(), CodeCatalogLoader.builtIn().families());
  }

  @Test
  void numbersAndTextKeepTheirNodeTypes() throws IOException {
    JsonNode n = M.readTree("{\"i\": 7, \"l\": 8000000000, \"b\": 123456789012345678901234567890, \"d\": 0.25,"
        + " \"e\": -1.5e300, \"s\": \"\", \"z\": \"中文 \\u0000 end\", \"t\": true, \"f\": false, \"n\": null,"
        + " \"a\": [[], {}, [1, \"x\"]], \"o\": {\"k\": {\"k\": 1}}}");
    sameTree(n, new TreeCodec.Decoder(TreeCodec.encode(n), 0).tree(), "$");
  }

  /** The cache of the JSON files below {@code dir} alone (no other section), whole. */
  static byte[] cacheOf(Path dir) throws IOException {
    BuiltInTreesWriter.Compiled c = BuiltInTreesWriter.compile(dir);
    return BuiltInTreesWriter.encode(c.sources(), Map.of(), c.trees(), c.tail());
  }

  @Test
  void theTreesOfAFolderAreItsFiles(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("a.json"), "{\"x\": [1, 2]}");
    Files.createDirectories(dir.resolve("cases/n"));
    Files.writeString(dir.resolve("cases/n/c.json"), "[{\"id\": \"c\"}]");
    BuiltInTrees t = DerivedCache.parse(cacheOf(dir)).trees();
    assertEquals(List.of("cases/n/c.json"), t.names("cases/"));
    assertEquals(List.of("a.json", "cases/n/c.json"), List.copyOf(t.files().keySet()));
    assertEquals(M.readTree("{\"x\": [1, 2]}"), t.tree("a.json").orElseThrow());
    assertEquals(java.util.Optional.empty(), t.tree("b.json"));
  }

  /** A start reads the cache up to its head: every file but the code files is there. */
  @Test
  void theCodeFilesComeAfterTheHead(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("a.json"), "{\"x\": 1}");
    Files.createDirectories(dir.resolve("codes"));
    Files.writeString(dir.resolve("codes/b.json"), "{\"y\": [\"some text\"]}");
    Files.writeString(dir.resolve("z.json"), "[true, \"中文\"]");
    byte[] b = cacheOf(dir);
    int head = java.nio.ByteBuffer.wrap(b).getInt(8);
    assertEquals(b.length, java.nio.ByteBuffer.wrap(b).getInt(12));
    assertTrue(head < b.length, head + " of " + b.length);
    BuiltInTrees h = DerivedCache.parse(Arrays.copyOf(b, head)).trees();
    assertEquals(List.of("a.json", "codes/b.json", "z.json"), List.copyOf(h.files().keySet()));
    assertEquals(M.readTree("{\"x\": 1}"), h.tree("a.json").orElseThrow());
    assertEquals(M.readTree("[true, \"中文\"]"), h.tree("z.json").orElseThrow());
    // the tail is read from the class path, whose cache is not this one
    assertThrows(IllegalStateException.class, () -> h.tree("codes/b.json"));
    assertEquals(M.readTree("{\"y\": [\"some text\"]}"), DerivedCache.parse(b).trees().tree("codes/b.json").orElseThrow());
  }

  @Test
  void aDuplicateKeyFailsTheCompilation(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("a.json"), "{\"x\": 1, \"x\": 2}");
    IOException e = assertThrows(IOException.class, () -> BuiltInTreesWriter.compile(dir));
    assertTrue(e.getMessage().startsWith("a.json: "), e.getMessage());
  }

  /** Equal, and of the same node class at every level (an IntNode is not a LongNode). */
  private static void sameTree(JsonNode want, JsonNode got, String path) {
    assertEquals(want.getClass(), got.getClass(), path);
    assertEquals(want, got, path);
    if (want.isObject()) {
      assertEquals(iterator(want.fieldNames()), iterator(got.fieldNames()), path + ": field order");
      for (Iterator<Map.Entry<String, JsonNode>> it = want.fields(); it.hasNext();) {
        Map.Entry<String, JsonNode> e = it.next();
        sameTree(e.getValue(), got.get(e.getKey()), path + "." + e.getKey());
      }
    } else if (want.isArray()) {
      for (int i = 0; i < want.size(); i++) {
        sameTree(want.get(i), got.get(i), path + "[" + i + "]");
      }
    }
  }

  private static List<String> iterator(Iterator<String> it) {
    List<String> out = new java.util.ArrayList<>();
    it.forEachRemaining(out::add);
    return out;
  }
}
