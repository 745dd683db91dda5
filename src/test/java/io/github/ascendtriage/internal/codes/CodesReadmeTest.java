package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The README's table of code families is computed from the shipped catalogue, never typed: this
 * test renders it and compares it with the block between the markers, and writes
 * {@code target/codes-table.md} ready to paste when they differ.
 */
class CodesReadmeTest {
  static final String START = "<!-- codes-table:start (CodesReadmeTest) -->\n";
  static final String END = "<!-- codes-table:end -->";

  /** The layer words of the code files, in the table's column order. */
  static final String[] WORDS = {"device", "network", "link-setup", "collective", "script", "symptom", "none"};

  private static String word(CodeRecord r) {
    return r.symptom() ? "symptom" : r.layer() == io.github.ascendtriage.Layer.UNKNOWN ? "none" : r.layer().id();
  }

  static String table(CodeCatalog c) {
    StringBuilder b = new StringBuilder();
    b.append("| family | codes | what they are | device | network | link-setup | collective | script | symptom | none |\n");
    b.append("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
    Map<String, Integer> total = new java.util.HashMap<>();
    for (CodeFamily f : c.families()) {
      Map<String, Integer> n = new java.util.HashMap<>();
      f.codes().forEach(r -> n.merge(word(r), 1, Integer::sum));
      n.forEach((k, v) -> total.merge(k, v, Integer::sum));
      b.append("| `").append(f.id()).append("` | ").append(f.codes().size()).append(" | ")
          .append(f.titleEn().replace("|", "\\|")).append(" |");
      for (String l : WORDS) {
        b.append(' ').append(n.getOrDefault(l, 0)).append(" |");
      }
      b.append('\n');
    }
    b.append("| **all** | **").append(c.size()).append("** | ").append(c.families().size()).append(" families |");
    for (String l : WORDS) {
      b.append(' ').append(total.getOrDefault(l, 0)).append(" |");
    }
    return b.append('\n').toString();
  }

  @Test
  void readmeTableIsTheCatalogue() throws IOException {
    String want = table(CodeCatalogLoader.builtIn());
    Path out = TestPaths.repo().resolve("target/codes-table.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, want);
    String readme = Files.readString(TestPaths.repo().resolve("README.md"), StandardCharsets.UTF_8);
    int s = readme.indexOf(START);
    int e = readme.indexOf(END);
    assertTrue(s >= 0 && e > s, "README.md has no codes table between the markers");
    assertEquals(want, readme.substring(s + START.length(), e), "README codes table is stale: paste " + out);
  }
}
