package io.github.ascendtriage.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The subpackages of {@code extract} form layers too, drawn in docs/architecture.md ("Inside
 * extract"): each uses only subpackages of a lower layer there (so there is no cycle among them),
 * and its "May use" column names exactly what its sources use (imports and fully qualified names,
 * comments left out; API for the public package). A row that says "all above" is held to the
 * layers alone.
 */
class ExtractLayersTest {
  private static final Pattern SECTION = Pattern.compile("^## Inside `extract`\\n(.*?)(?=^## |\\z)", Pattern.MULTILINE | Pattern.DOTALL);
  private static final Pattern ROW = Pattern.compile(
      "^\\| (\\d+) \\| `(extract(?:\\.[a-z]+)?)`[^|]*\\|.*\\| ([^|]+) \\|$", Pattern.MULTILINE);
  private static final Pattern NAME = Pattern.compile("`([a-z.]+)`");
  private static final Pattern REF = Pattern.compile("io\\.github\\.ascendtriage\\.internal\\.((?:[a-z]+\\.)*[a-z]+)\\.[A-Z]");
  private static final Pattern API = Pattern.compile("io\\.github\\.ascendtriage\\.[A-Z]");
  private static final Pattern COMMENT = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);

  private record Row(int layer, Set<String> uses, boolean allAbove) {}

  private static Map<String, Row> documented() throws IOException {
    String doc = Files.readString(TestPaths.repo().resolve("docs/architecture.md"));
    Matcher sec = SECTION.matcher(doc);
    assertTrue(sec.find(), "docs/architecture.md has no section '## Inside `extract`'");
    Map<String, Row> rows = new TreeMap<>();
    Matcher row = ROW.matcher(sec.group(1));
    while (row.find()) {
      Set<String> uses = new TreeSet<>();
      Matcher n = NAME.matcher(row.group(3));
      while (n.find()) {
        uses.add(n.group(1));
      }
      if (row.group(3).contains("API")) {
        uses.add("API");
      }
      rows.put(row.group(2), new Row(Integer.parseInt(row.group(1)), uses, row.group(3).contains("all above")));
    }
    assertFalse(rows.isEmpty(), "no table in docs/architecture.md's 'Inside extract'");
    return rows;
  }

  /** For each package under extract (the root is {@code extract}), what its sources name. */
  private static Map<String, Set<String>> actual() throws IOException {
    Path root = TestPaths.repo().resolve("src/main/java/io/github/ascendtriage/internal/extract");
    Map<String, Set<String>> out = new TreeMap<>();
    try (Stream<Path> s = Files.walk(root)) {
      for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
        Path dir = root.relativize(f).getParent();
        String pkg = "extract" + (dir == null ? "" : "." + dir.toString().replace(java.io.File.separatorChar, '.'));
        Set<String> uses = out.computeIfAbsent(pkg, k -> new TreeSet<>());
        String src = COMMENT.matcher(Files.readString(f)).replaceAll("");
        Matcher m = REF.matcher(src);
        while (m.find()) {
          if (!m.group(1).equals(pkg)) {
            uses.add(m.group(1));
          }
        }
        if (API.matcher(src).find()) {
          uses.add("API");
        }
      }
    }
    return out;
  }

  @Test
  void everySubpackageHasARowThatNamesWhatItUses() throws IOException {
    Map<String, Row> doc = documented();
    Map<String, Set<String>> code = actual();
    assertEquals(code.keySet(), doc.keySet(), "the packages under extract/ and the rows of 'Inside extract'");
    Map<String, String> wrong = new TreeMap<>();
    doc.forEach((pkg, row) -> {
      if (!row.allAbove() && !row.uses().equals(code.get(pkg))) {
        wrong.put(pkg, "documented " + row.uses() + ", the code uses " + code.get(pkg));
      }
    });
    assertEquals(Map.of(), wrong, "'Inside extract': the 'May use' column");
  }

  @Test
  void subpackagesOnlyUseLowerLayers() throws IOException {
    Map<String, Row> doc = documented();
    List<String> wrong = new ArrayList<>();
    actual().forEach((from, tos) -> {
      for (String to : tos) {
        Row a = doc.get(from);
        Row b = doc.get(to);
        if (a != null && b != null && b.layer() >= a.layer()) {
          wrong.add(from + " (layer " + a.layer() + ") uses " + to + " (layer " + b.layer() + ")");
        }
      }
    });
    assertEquals(List.of(), wrong);
  }
}
