package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.codes.DerivedCache;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The phrase automaton's tables read from the build's derived cache are the tables built at start. */
class PhraseTablesTest {
  private static byte[] resource() {
    return DerivedCache.load().flatMap(c -> c.section(DerivedCache.PHRASES))
        .orElseThrow(() -> new AssertionError("the build writes the phrase tables into " + DerivedCache.NAME));
  }

  private static List<String> patterns() throws IOException {
    return List.of(PhraseTables.decode(resource()).patterns);
  }

  @Test
  void theTablesReadAreTheTablesBuilt() throws IOException {
    PhraseTables read = PhraseTables.decode(resource());
    PhraseTables built = AhoCorasick.wordStartsBuilt(List.of(read.patterns), Set.of()).tables();
    sameTables(built, read);
    assertTrue(read.patterns.length > 500, "the built-in phrases: " + read.patterns.length);
  }

  @Test
  void anAutomatonOfThosePatternsIsMadeFromThem() throws IOException {
    List<String> p = patterns();
    AhoCorasick quick = AhoCorasick.wordStarts(p, Set.of());
    assertSame(PhraseTables.builtInFor(p.toArray(new String[0])), quick.tables());
    // other patterns, or the same in another order, build their own
    List<String> more = new ArrayList<>(p);
    more.add("a phrase of a site case");
    assertNull(PhraseTables.builtInFor(more.toArray(new String[0])));
    List<String> reversed = new ArrayList<>(p);
    java.util.Collections.reverse(reversed);
    assertNull(PhraseTables.builtInFor(reversed.toArray(new String[0])));
    assertNull(PhraseTables.builtInFor(p.subList(1, p.size()).toArray(new String[0])));
  }

  @Test
  void bothFindTheSamePhrasesInTheCorpus() throws IOException {
    List<String> p = patterns();
    Set<String> substrings = Set.of(p.get(0), p.get(p.size() / 2)); // some matched inside words too
    AhoCorasick quick = AhoCorasick.wordStarts(p, substrings);
    AhoCorasick built = AhoCorasick.wordStartsBuilt(p, substrings);
    assertTrue(quick.tables() != built.tables());
    int lines = 0;
    int found = 0;
    try (Stream<Path> s = Files.walk(TestPaths.corpus())) {
      for (Path f : s.filter(x -> x.getFileName().toString().equals("input.log")).sorted().toList()) {
        for (String line : Files.readString(f, StandardCharsets.UTF_8).split("\n")) {
          List<String> a = AhoCorasickTest.find(quick, line);
          assertEquals(AhoCorasickTest.find(built, line), a, f + ": " + line);
          lines++;
          found += a.size();
        }
      }
    }
    assertTrue(lines > 2_000 && found > 1_000, lines + " lines, " + found + " phrases");
  }

  private static PhraseTables[] gate() throws IOException {
    return PhraseTables.decodeAll(DerivedCache.load().flatMap(c -> c.section(PhraseTables.GATE))
        .orElseThrow(() -> new AssertionError("the build writes the line gate's tables into " + DerivedCache.NAME)));
  }

  /** The line gate's two automata: their tables read are those built from the same patterns, and used. */
  @Test
  void theGateTablesReadAreTheTablesBuiltAndUsed() throws IOException {
    PhraseTables[] gate = gate();
    assertEquals(2, gate.length);
    for (PhraseTables read : gate) {
      PhraseTables built = AhoCorasick.wordStartsBuilt(List.of(read.patterns), Set.of()).tables();
      sameTables(built, read);
      assertSame(PhraseTables.builtInFor(read.patterns),
          AhoCorasick.withSilent(List.of(), Set.of(), List.of(read.patterns), Set.of()).tables());
    }
    assertTrue(gate[1].patterns.length > 100, "the triggers: " + gate[1].patterns.length);
  }

  @Test
  void cutOrPaddedGateTablesAreRefused() throws IOException {
    PhraseTables[] gate = gate();
    byte[] good = PhraseTables.encodeAll(List.of(gate));
    assertEquals(gate.length, PhraseTables.decodeAll(good).length);
    assertThrows(IOException.class, () -> PhraseTables.decodeAll(Arrays.copyOf(good, good.length - 5)));
    assertThrows(IOException.class, () -> PhraseTables.decodeAll(Arrays.copyOf(good, good.length + 4)));
    assertThrows(IOException.class, () -> PhraseTables.decodeAll(new byte[0]));
    byte[] length = good.clone();
    length[4] = (byte) 0x80; // a negative length of the first table
    assertThrows(IOException.class, () -> PhraseTables.decodeAll(length));
  }

  /** Cut or padded tables are refused (a changed byte is the cache's checksum's to catch: DerivedCacheTest). */
  @Test
  void cutOrPaddedTablesAreRefused() throws IOException {
    byte[] good = resource();
    assertThrows(IOException.class, () -> PhraseTables.decode(Arrays.copyOf(good, good.length - 5)));
    assertThrows(IOException.class, () -> PhraseTables.decode(Arrays.copyOf(good, good.length + 4)));
    assertThrows(IOException.class, () -> PhraseTables.decode(new byte[0]));
    byte[] count = good.clone();
    count[0] = (byte) 0x80; // a negative number of patterns
    assertThrows(IOException.class, () -> PhraseTables.decode(count));
  }

  @Test
  void tablesThatDoNotFormATrieAreRefused() throws IOException {
    PhraseTables t = PhraseTables.decode(resource());
    int last = t.label.length - 1;
    int[] fail = t.fail.clone();
    fail[last] = last; // a failure link that does not go up
    assertThrows(IOException.class, () -> PhraseTables.decode(
        new PhraseTables(t.patterns, t.label, t.firstChild, t.own, fail).encode()));
    int[] own = t.own.clone();
    own[last] = t.patterns.length;
    assertThrows(IOException.class, () -> PhraseTables.decode(
        new PhraseTables(t.patterns, t.label, t.firstChild, own, t.fail).encode()));
    int[] kids = t.firstChild.clone();
    kids[kids.length - 1]++;
    assertThrows(IOException.class, () -> PhraseTables.decode(
        new PhraseTables(t.patterns, t.label, kids, t.own, t.fail).encode()));
    // and the tables as they are pass
    assertArrayEquals(t.fail, PhraseTables.decode(t.encode()).fail);
  }

  private static void sameTables(PhraseTables built, PhraseTables read) {
    assertArrayEquals(built.patterns, read.patterns);
    assertArrayEquals(built.label, read.label);
    assertArrayEquals(built.firstChild, read.firstChild);
    assertArrayEquals(built.own, read.own);
    assertArrayEquals(built.fail, read.fail);
  }
}
