package io.github.ascendtriage.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layer table of docs/architecture.md is drawn from the code: for each internal package, the
 * "May use" column names exactly the internal packages its sources use (imports and fully
 * qualified names, comments left out), and every package of the sources has a row. A row that says
 * "all above" is held by {@link PackageCyclesTest} alone.
 */
class ArchitectureDocTest {
  private static final Pattern ROW = Pattern.compile("^\\| (\\d+|-) \\| `([a-z]+)` \\|.*\\| ([^|]+) \\|$", Pattern.MULTILINE);
  private static final Pattern NAME = Pattern.compile("`([a-z]+)`");
  private static final Pattern REF = Pattern.compile("io\\.github\\.ascendtriage\\.internal\\.([a-z]+)\\b");
  private static final Pattern COMMENT = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);

  @Test
  void theLayerTableNamesWhatEachPackageUses() throws IOException {
    String doc = Files.readString(TestPaths.repo().resolve("docs/architecture.md"));
    Map<String, Set<String>> documented = new TreeMap<>();
    Matcher row = ROW.matcher(doc);
    while (row.find()) {
      if (row.group(2).equals("cli") || row.group(3).contains("all above")) {
        documented.put(row.group(2), null);
        continue;
      }
      Set<String> uses = new TreeSet<>();
      Matcher n = NAME.matcher(row.group(3));
      while (n.find()) {
        uses.add(n.group(1));
      }
      documented.put(row.group(2), uses);
    }
    assertFalse(documented.isEmpty(), "no layer table found in docs/architecture.md");

    Map<String, Set<String>> actual = uses(TestPaths.repo().resolve("src/main/java/io/github/ascendtriage/internal"));
    Set<String> rows = new TreeSet<>(documented.keySet());
    rows.remove("cli");
    assertEquals(actual.keySet(), rows, "the packages of internal/ and the rows of the table");
    Map<String, String> wrong = new TreeMap<>();
    documented.forEach((pkg, uses) -> {
      if (uses != null && !uses.equals(actual.get(pkg))) {
        wrong.put(pkg, "documented " + uses + ", the code uses " + actual.get(pkg));
      }
    });
    assertEquals(Map.of(), wrong, "docs/architecture.md's 'May use' column");
  }

  /** For each internal package, the other internal packages its sources name. */
  private static Map<String, Set<String>> uses(Path internal) throws IOException {
    Map<String, Set<String>> out = new TreeMap<>();
    try (Stream<Path> s = Files.walk(internal)) {
      for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
        String pkg = internal.relativize(f).getName(0).toString();
        Set<String> uses = out.computeIfAbsent(pkg, k -> new TreeSet<>());
        Matcher m = REF.matcher(COMMENT.matcher(Files.readString(f)).replaceAll(""));
        while (m.find()) {
          if (!m.group(1).equals(pkg)) {
            uses.add(m.group(1));
          }
        }
      }
    }
    return out;
  }
}
