package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompiledCatalogTest {
  /** The build wrote the resource, it fits the shipped code files, and it holds what they do. */
  @Test
  void theShippedCatalogueIsTheOneTheTreesAssembleTo() {
    DerivedCache cache = DerivedCache.load().orElseThrow(() -> new AssertionError("no usable " + DerivedCache.NAME));
    CodeCatalog compiled = CompiledCatalog.load(cache)
        .orElseThrow(() -> new AssertionError("no catalogue section in " + DerivedCache.NAME));
    CodeCatalog assembled = CodeCatalogLoader.fromTrees(cache.trees());
    assertEquals(assembled.families(), compiled.families());
    assertEquals(assembled.records(), compiled.records());
    assertTrue(compiled.size() > 1000, "records: " + compiled.size());
    sameForms(assembled.recognizer().derived(), compiled.recognizer().derived());
    sameKept(assembled.recognizer().kept(), compiled.recognizer().kept());
    assertTrue(compiled.recognizer().kept().named().size() > 100, "names: " + compiled.recognizer().kept().named().size());
    assertTrue(compiled.recognizer().kept().templates().size() > 10, "messages: " + compiled.recognizer().kept().templates().size());
    assertTrue(compiled.recognizer().kept().decimal().size() > 100, "leads: " + compiled.recognizer().kept().decimal().size());
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
  void aCatalogueReadsBackAsItWasWritten() throws IOException {
    CodeCatalog c = TestCatalogs.fixture();
    CodeCatalog back = CompiledCatalog.decode(CompiledCatalog.encode(c));
    assertEquals(c.records(), back.records());
    sameForms(c.recognizer().derived(), back.recognizer().derived());
    sameKept(c.recognizer().kept(), back.recognizer().kept());
  }

  /** The recognizer's kept tables are read from the section, not compiled again at start. */
  @Test
  void theKeptTablesAreTheSectionsNotCompiledAgain() throws IOException {
    CodeCatalog c = TestCatalogs.fixture();
    RecognizerTables.Kept k = c.recognizer().kept();
    List<String> marked = new java.util.ArrayList<>(k.triggers());
    marked.add("only-in-the-section");
    CodeCatalog withMark = new CodeCatalog(c.families(), c.recognizer().derived(),
        new RecognizerTables.Kept(k.named(), k.templates(), k.decimal(), k.hex(), marked));
    CodeCatalog back = CompiledCatalog.decode(CompiledCatalog.encode(withMark));
    assertEquals(marked, back.recognizer().triggers());
    assertEquals(marked, back.recognizer().kept().triggers());
  }

  /** A cut section is refused (a changed byte is the cache's checksum's to catch: DerivedCacheTest). */
  @Test
  void cutOrPaddedBytesAreRefused() throws IOException {
    byte[] b = CompiledCatalog.encode(TestCatalogs.fixture());
    assertThrows(RuntimeException.class, () -> CompiledCatalog.decode(Arrays.copyOf(b, 8)));
    assertThrows(RuntimeException.class, () -> CompiledCatalog.decode(Arrays.copyOf(b, b.length - 3)));
    IOException e = assertThrows(IOException.class, () -> CompiledCatalog.decode(Arrays.copyOf(b, b.length + 2)));
    assertTrue(e.getMessage().contains("after the end"), e.getMessage());
  }

  @Test
  void theBytesAreTheSameOnEveryBuild() throws IOException {
    byte[] once = CompiledCatalog.encode(TestCatalogs.fixture());
    assertArrayEquals(once, CompiledCatalog.encode(CompiledCatalog.decode(once)));
  }

  private static void sameKept(RecognizerTables.Kept want, RecognizerTables.Kept got) {
    assertEquals(want.named(), got.named());
    assertEquals(want.templates(), got.templates());
    assertEquals(want.decimal(), got.decimal());
    assertEquals(want.hex(), got.hex());
    assertEquals(want.triggers(), got.triggers());
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
