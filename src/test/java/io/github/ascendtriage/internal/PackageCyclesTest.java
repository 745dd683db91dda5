package io.github.ascendtriage.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * The internal packages form layers that only point down. The dependencies are read from the main
 * sources (imports and fully qualified names, comments left out), so the check needs no tool.
 */
class PackageCyclesTest {
  private static final String INTERNAL = "io.github.ascendtriage.internal.";
  private static final Pattern REF = Pattern.compile("io\\.github\\.ascendtriage\\.internal\\.([a-z]+)\\b");
  private static final Pattern COMMENT = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);

  /**
   * The documented layers (docs/architecture.md), lowest first: a package may use only packages of
   * a lower layer. A package missing here is still held to the no-cycle rule.
   */
  static final Map<String, Integer> LAYER =
      Map.ofEntries(
          Map.entry("codes", 0),
          Map.entry("casebase", 1),
          Map.entry("input", 2), Map.entry("extract", 2), Map.entry("output", 2),
          Map.entry("match", 3), Map.entry("rootcause", 3),
          Map.entry("fd", 4), Map.entry("reason", 4),
          Map.entry("load", 5),
          Map.entry("engine", 6));

  static Map<String, Set<String>> dependencies() throws IOException {
    Path root = TestPaths.repo().resolve("src/main/java/io/github/ascendtriage/internal");
    Map<String, Set<String>> deps = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> s = Files.walk(root)) {
      files = s.filter(p -> p.toString().endsWith(".java")).toList();
    }
    for (Path f : files) {
      String src = Files.readString(f);
      Matcher pk = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE).matcher(src);
      if (!pk.find() || !pk.group(1).startsWith(INTERNAL)) {
        continue; // the internal package itself holds only shared test fixtures, if anything
      }
      String from = pk.group(1).substring(INTERNAL.length());
      Set<String> to = deps.computeIfAbsent(from, k -> new TreeSet<>());
      Matcher m = REF.matcher(COMMENT.matcher(src).replaceAll(""));
      while (m.find()) {
        if (!m.group(1).equals(from)) {
          to.add(m.group(1));
        }
      }
    }
    return deps;
  }

  @Test
  void noCycleBetweenInternalPackages() throws IOException {
    Map<String, Set<String>> deps = dependencies();
    List<String> cycles = new ArrayList<>();
    for (String start : deps.keySet()) {
      // a path from a dependency of start back to start is a cycle through start
      for (String next : deps.get(start)) {
        List<String> path = path(deps, next, start, new TreeSet<>());
        if (path != null) {
          cycles.add(start + " -> " + String.join(" -> ", path));
        }
      }
    }
    assertEquals(List.of(), cycles, "package cycles under internal (dependencies: " + deps + ")");
  }

  @Test
  void layersOnlyPointDown() throws IOException {
    List<String> wrong = new ArrayList<>();
    dependencies().forEach((from, tos) -> {
      for (String to : tos) {
        Integer a = LAYER.get(from);
        Integer b = LAYER.get(to);
        if (a != null && b != null && b >= a) {
          wrong.add(from + " (layer " + a + ") uses " + to + " (layer " + b + ")");
        }
      }
    });
    assertEquals(List.of(), wrong);
  }

  private static List<String> path(Map<String, Set<String>> deps, String from, String to, Set<String> seen) {
    if (from.equals(to)) {
      return new ArrayList<>(List.of(to));
    }
    if (!seen.add(from)) {
      return null;
    }
    for (String n : deps.getOrDefault(from, Set.of())) {
      List<String> p = path(deps, n, to, seen);
      if (p != null) {
        p.add(0, from);
        return p;
      }
    }
    return null;
  }
}
