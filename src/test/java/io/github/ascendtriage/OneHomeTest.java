package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 37's "one home" for the notions that had two, read from the main sources and the built
 * case base: one layer type, one ranking (on the Lucene index), one derived cache beside the JSON
 * files. (A code's layer in the catalogue only: {@code load.KnowledgeFileTest}; the boundary:
 * {@link ArchitectureTest}.)
 */
class OneHomeTest {

  @Test
  void oneLayerType() throws IOException {
    Set<String> enums = new TreeSet<>();
    Pattern e = Pattern.compile("\\benum\\s+(\\w*Layer\\w*)");
    for (String code : ArchitectureTest.sources().values()) {
      Matcher m = e.matcher(code);
      while (m.find()) {
        enums.add(m.group(1));
      }
    }
    assertEquals(Set.of("Layer"), enums, "layer enums of the main sources");
  }

  @Test
  void casesAreRankedOnTheLuceneIndexAlone() throws IOException {
    Set<String> matchers = new TreeSet<>();
    Set<String> postings = new TreeSet<>();
    Pattern impl = Pattern.compile("\\b(?:class|record)\\s+(\\w+)[^{]*\\bimplements\\s+[^{]*\\bCaseMatcher\\b");
    Pattern type = Pattern.compile("\\b(?:class|record|interface)\\s+(\\w*Postings\\w*)");
    for (String code : ArchitectureTest.sources().values()) {
      Matcher m = impl.matcher(code);
      while (m.find()) {
        matchers.add(m.group(1));
      }
      Matcher p = type.matcher(code);
      while (p.find()) {
        postings.add(p.group(1));
      }
    }
    assertEquals(Set.of("LuceneMatcher"), matchers, "rankers of the main sources (BruteForceMatcher is a test's)");
    assertEquals(Set.of(), postings, "a second index of the cases' tokens");
  }

  @Test
  void theBuiltCaseBaseIsItsJsonFilesAndOneDerivedCache() throws IOException, URISyntaxException {
    URL manifest = OneHomeTest.class.getResource("/io/github/ascendtriage/casebase/manifest.json");
    org.junit.jupiter.api.Assumptions.assumeTrue(manifest != null && manifest.getProtocol().equals("file"),
        "the built case base is a folder of the test class path");
    Path root = Path.of(manifest.toURI()).getParent();
    List<String> other;
    try (Stream<Path> s = Files.walk(root)) {
      other = s.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/'))
          .filter(n -> !n.endsWith(".json")).sorted().toList();
    }
    assertEquals(List.of(io.github.ascendtriage.internal.codes.DerivedCache.NAME), other);
  }
}
