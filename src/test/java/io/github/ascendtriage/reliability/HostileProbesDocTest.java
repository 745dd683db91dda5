package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/hostile-probes.md names, for each probe of issue 40, the test that reproduces it: every
 * {@code Class#method} it names must exist (a renamed or deleted test fails here), and each of the
 * issue's ten items must have a section that names at least one test.
 */
class HostileProbesDocTest {
  /** {@code `SomeTest#method`}, {@code `#method`} (same class as the last one named on the line), an optional {@code [params]}. */
  private static final Pattern REF = Pattern.compile("`([A-Z][A-Za-z0-9]*Test)?#([a-zA-Z0-9_]+)(?:\\[[^\\]`]*\\])?`");
  private static final Pattern SECTION = Pattern.compile("^### (\\d+)\\. ");

  private static Map<String, String> testClasses() throws IOException {
    Path root = TestPaths.repo().resolve("src/test/java");
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(p -> p.getFileName().toString().endsWith("Test.java"))
          .collect(Collectors.toMap(p -> p.getFileName().toString().replace(".java", ""),
              p -> root.relativize(p).toString().replace(".java", "").replace('/', '.'), (a, b) -> a, TreeMap::new));
    }
  }

  @Test
  void everyTestNamedForAProbeExistsAndEveryItemHasOne() throws Exception {
    Map<String, String> classes = testClasses();
    List<String> lines = Files.readAllLines(TestPaths.repo().resolve("docs/hostile-probes.md"));
    List<String> missing = new ArrayList<>();
    int[] refsPerItem = new int[11];
    int item = 0;
    for (String line : lines) {
      Matcher s = SECTION.matcher(line);
      if (s.find()) {
        item = Integer.parseInt(s.group(1));
        continue;
      }
      String current = null;
      Matcher m = REF.matcher(line);
      while (m.find()) {
        current = m.group(1) != null ? m.group(1) : current;
        String name = m.group(2);
        String fqn = current == null ? null : classes.get(current);
        if (fqn == null) {
          missing.add(line.substring(0, Math.min(60, line.length())) + ": no test class for #" + name);
          continue;
        }
        Class<?> c = Class.forName(fqn, false, getClass().getClassLoader());
        if (Arrays.stream(c.getDeclaredMethods()).map(Method::getName).noneMatch(name::equals)) {
          missing.add(current + "#" + name);
        } else if (item >= 1 && item <= 10) {
          refsPerItem[item]++;
        }
      }
    }
    assertEquals(List.of(), missing, "tests named in docs/hostile-probes.md that do not exist");
    for (int i = 1; i <= 10; i++) {
      assertTrue(refsPerItem[i] > 0, "item " + i + " of issue 40 names no test");
    }
    assertFalse(classes.isEmpty());
  }
}
