package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one derived cache: its sources, its sections, and what it refuses. */
class DerivedCacheTest {
  /** The build wrote one cache, made from every JSON file of the case base as the files read now. */
  @Test
  void theBuildsCacheNamesEveryShippedFileAndHoldsEverySection() throws IOException {
    DerivedCache cache = DerivedCache.load().orElseThrow(() -> new AssertionError("no usable " + DerivedCache.NAME));
    Path root = TestPaths.repo().resolve("casebase");
    List<Path> shipped;
    try (Stream<Path> s = Files.walk(root)) {
      shipped = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    assertEquals(shipped.stream().map(p -> root.relativize(p).toString()).toList(), List.copyOf(cache.sources().keySet()));
    for (Path p : shipped) {
      byte[] b = Files.readAllBytes(p);
      CRC32 crc = new CRC32();
      crc.update(b);
      assertEquals(new DerivedCache.Source(b.length, (int) crc.getValue()), cache.sources().get(root.relativize(p).toString()), p.toString());
    }
    for (String section : List.of(DerivedCache.CATALOG, DerivedCache.PHRASES, DerivedCache.INDEX)) {
      assertTrue(cache.section(section).orElseThrow(() -> new AssertionError("no section " + section)).length > 1000, section);
    }
    assertTrue(cache.section(DerivedCache.TREES).isEmpty(), "the trees are read in place, not copied");
  }

  @Test
  void sectionsReadBackAsWritten(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("a.json"), "{\"x\": 1}");
    BuiltInTreesWriter.Compiled c = BuiltInTreesWriter.compile(dir);
    Map<String, byte[]> sections = new LinkedHashMap<>();
    sections.put("one", "first".getBytes(StandardCharsets.UTF_8));
    sections.put("two", new byte[0]);
    sections.put("three", "中文".getBytes(StandardCharsets.UTF_8));
    DerivedCache cache = DerivedCache.parse(BuiltInTreesWriter.encode(c.sources(), sections, c.trees(), c.tail()));
    sections.forEach((name, b) -> assertArrayEquals(b, cache.section(name).orElseThrow(), name));
    assertTrue(cache.section("four").isEmpty());
    assertEquals(1, cache.trees().files().size());
  }

  /** Any changed byte, head or tail, a cut or a wrong format is refused: the one fall-back path. */
  @Test
  void damagedOrCutBytesAreRefused(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("a.json"), "{\"x\": \"some text\"}");
    Files.createDirectories(dir.resolve("codes"));
    Files.writeString(dir.resolve("codes/b.json"), "{\"y\": [\"more text\"]}");
    byte[] b = cacheOf(dir);
    DerivedCache.parse(b); // as written it reads
    int head = ByteBuffer.wrap(b).getInt(8);
    assertTrue(head > DerivedCache.HEADER && head < b.length, head + " of " + b.length);
    for (int at : new int[] {DerivedCache.HEADER, head / 2, head - 1, head, b.length - 1}) {
      byte[] flipped = b.clone();
      flipped[at] ^= 0x10;
      IOException e = assertThrows(IOException.class, () -> DerivedCache.parse(flipped), "byte " + at);
      assertTrue(e.getMessage().contains("checksum"), e.getMessage());
    }
    for (int at : new int[] {0, 7}) {
      byte[] format = b.clone();
      format[at]++;
      assertThrows(IOException.class, () -> DerivedCache.parse(format), "byte " + at);
    }
    assertThrows(IOException.class, () -> DerivedCache.parse(Arrays.copyOf(b, 8)));
    assertThrows(IOException.class, () -> DerivedCache.parse(Arrays.copyOf(b, head - 1)));
    assertThrows(IOException.class, () -> DerivedCache.parse(new byte[0]));
  }

  /** The cache fits a folder only while every file it names is unchanged and no other is there. */
  @Test
  void aFolderChangedAfterTheBuildMakesTheCacheStale(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("a.json"), "{\"x\": [1, 2]}");
    Files.createDirectories(dir.resolve("cases/n"));
    Files.writeString(dir.resolve("cases/n/c.json"), "[{\"id\": \"c\"}]");
    Map<String, DerivedCache.Source> sources = DerivedCache.parse(cacheOf(dir)).sources();
    assertNull(DerivedCache.staleInFolder(dir, sources));
    Files.writeString(dir.resolve("a.json"), "{\"x\": [1, 3]}");
    assertEquals("a.json changed", DerivedCache.staleInFolder(dir, sources));
    Files.writeString(dir.resolve("a.json"), "{\"x\": [1, 2]}");
    assertNull(DerivedCache.staleInFolder(dir, sources));
    Files.writeString(dir.resolve("cases/n/d.json"), "[]");
    assertEquals("the folder holds other files than it names", DerivedCache.staleInFolder(dir, sources));
    Files.delete(dir.resolve("cases/n/d.json"));
    Files.delete(dir.resolve("cases/n/c.json"));
    assertEquals("the folder holds other files than it names", DerivedCache.staleInFolder(dir, sources));
  }

  /** The cache of a folder's JSON files and one small section, whole. */
  private static byte[] cacheOf(Path dir) throws IOException {
    BuiltInTreesWriter.Compiled c = BuiltInTreesWriter.compile(dir);
    return BuiltInTreesWriter.encode(c.sources(), Map.of("s", new byte[] {1, 2, 3}), c.trees(), c.tail());
  }
}
