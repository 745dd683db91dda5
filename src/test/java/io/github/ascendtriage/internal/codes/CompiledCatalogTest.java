package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CompiledCatalogTest {
  /** The build wrote the resource, it fits the shipped code files, and it holds what they do. */
  @Test
  void theShippedCatalogueIsTheOneTheTreesAssembleTo() {
    BuiltInTrees trees = BuiltInTrees.load().orElseThrow(() -> new AssertionError("no usable " + BuiltInTrees.NAME));
    CodeCatalog compiled = CompiledCatalog.load(trees)
        .orElseThrow(() -> new AssertionError("no usable " + CompiledCatalog.NAME));
    CodeCatalog assembled = CodeCatalogLoader.fromTrees(trees);
    assertEquals(assembled.families(), compiled.families());
    assertEquals(assembled.records(), compiled.records());
    assertTrue(compiled.size() > 1000, "records: " + compiled.size());
    sameForms(assembled.recognizer().derived(), compiled.recognizer().derived());
    // the recognizers read every alias and message of the catalogue alike
    int lines = 0;
    for (CodeRecord r : assembled.records()) {
      for (List<String> texts : List.of(r.aliases(), r.messages())) {
        for (String t : texts) {
          String line = "[ERROR] RUNTIME(1,python):2025-01-01-00:00:00.000.000 " + t;
          assertEquals(assembled.recognizer().scan(line), compiled.recognizer().scan(line), line);
          lines++;
        }
      }
    }
    assertTrue(lines > 5000, "lines: " + lines);
    for (CodeFamily f : assembled.families()) {
      assertEquals(assembled.recognizer().forms(f.id()), compiled.recognizer().forms(f.id()), f.id());
    }
  }

  @Test
  void aCatalogueMadeFromOtherCodeFilesIsRefused() throws IOException {
    CodeCatalog c = TestCatalogs.fixture();
    Map<String, BuiltInTrees.Entry> sources = new LinkedHashMap<>();
    sources.put("codes/acl.json", new BuiltInTrees.Entry(120, 7, 0));
    byte[] b = CompiledCatalog.encode(c, sources);
    CodeCatalog back = CompiledCatalog.decode(b, sources);
    assertEquals(c.records(), back.records());
    sameForms(c.recognizer().derived(), back.recognizer().derived());

    Map<String, BuiltInTrees.Entry> changed = Map.of("codes/acl.json", new BuiltInTrees.Entry(120, 8, 0));
    IOException e = assertThrows(IOException.class, () -> CompiledCatalog.decode(b, changed));
    assertTrue(e.getMessage().contains("codes/acl.json changed"), e.getMessage());
    Map<String, BuiltInTrees.Entry> more = new LinkedHashMap<>(sources);
    more.put("codes/drv.json", new BuiltInTrees.Entry(10, 1, 0));
    e = assertThrows(IOException.class, () -> CompiledCatalog.decode(b, more));
    assertTrue(e.getMessage().contains("codes/drv.json"), e.getMessage());
  }

  @Test
  void damagedBytesAreRefused() throws IOException {
    Map<String, BuiltInTrees.Entry> sources = Map.of("codes/acl.json", new BuiltInTrees.Entry(120, 7, 0));
    byte[] b = CompiledCatalog.encode(TestCatalogs.fixture(), sources);
    assertThrows(IOException.class, () -> CompiledCatalog.decode(Arrays.copyOf(b, 8), sources));
    byte[] format = b.clone();
    format[7]++;
    assertThrows(IOException.class, () -> CompiledCatalog.decode(format, sources));
    // any changed byte of the content breaks the checksum
    for (int at : new int[] {12, b.length / 2, b.length - 1}) {
      byte[] flipped = b.clone();
      flipped[at] ^= 0x10;
      IOException e = assertThrows(IOException.class, () -> CompiledCatalog.decode(flipped, sources));
      assertTrue(e.getMessage().contains("checksum"), e.getMessage());
    }
    assertThrows(IOException.class, () -> CompiledCatalog.decode(Arrays.copyOf(b, b.length - 3), sources));
  }

  @Test
  void theBytesAreTheSameOnEveryBuild() throws IOException {
    Map<String, BuiltInTrees.Entry> sources = Map.of("codes/acl.json", new BuiltInTrees.Entry(120, 7, 0));
    byte[] once = CompiledCatalog.encode(TestCatalogs.fixture(), sources);
    CodeCatalog back = CompiledCatalog.decode(once, sources);
    assertArrayEquals(once, CompiledCatalog.encode(back, sources));
  }

  private static void sameForms(AliasForms.Derived want, AliasForms.Derived got) {
    assertEquals(want.shapes().size(), got.shapes().size());
    for (int i = 0; i < want.shapes().size(); i++) {
      Shape w = want.shapes().get(i);
      Shape g = got.shapes().get(i);
      String at = "shape " + i + " " + w;
      assertEquals(w.family, g.family, at);
      assertEquals(w.slot, g.slot, at);
      assertEquals(w.template, g.template, at);
      assertEquals(w.form, g.form, at);
      assertEquals(w.min, g.min, at);
      assertEquals(w.max, g.max, at);
      assertArrayEquals(w.highs, g.highs, at);
      assertEquals(w.bound, g.bound, at);
      assertEquals(w.specificity, g.specificity, at);
      assertArrayEquals(w.left, g.left, at);
      assertArrayEquals(w.right, g.right, at);
      assertArrayEquals(w.leftFar, g.leftFar, at);
      assertArrayEquals(w.rightFar, g.rightFar, at);
    }
    assertEquals(want.messages(), got.messages());
  }
}
