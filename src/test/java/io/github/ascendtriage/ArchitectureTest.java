package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * The boundary of the three parts of the main sources (docs/architecture.md): the API package, the
 * command line ({@code cli}) and the internals. Read from the sources (imports and fully qualified
 * names, comments left out), as {@code internal.PackageCyclesTest} reads the layers within {@code
 * internal}. The command line is a client of the API: it may use the internal output package (the
 * renderers) and the input package (reading a file's lines for {@code tag}), nothing else; the
 * internals never use the command line; and no code downcasts a public type to what implements it.
 */
class ArchitectureTest {
  private static final String BASE = "io.github.ascendtriage";
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
  private static final Pattern REF = Pattern.compile("io\\.github\\.ascendtriage\\.(internal\\.[a-z]+|cli)\\b");
  private static final Pattern COMMENT = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);
  private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\\\n]|\\\\.)*\"");

  /** What each part may use besides the API package, as docs/architecture.md documents it. */
  static final Map<String, Set<String>> ALLOWED = Map.of(
      "api", Set.of("internal.engine", "internal.load", "internal.casebase", "internal.output"),
      "cli", Set.of("internal.output", "internal.input"));

  /** The main sources, by file, comments and string literals removed. */
  static Map<Path, String> sources() throws IOException {
    Path root = TestPaths.repo().resolve("src/main/java");
    Map<Path, String> out = new TreeMap<>();
    try (Stream<Path> s = Files.walk(root)) {
      for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
        String code = STRING.matcher(COMMENT.matcher(Files.readString(f)).replaceAll("")).replaceAll("\"\"");
        out.put(root.relativize(f), code);
      }
    }
    return out;
  }

  /** The part a source belongs to: {@code api}, {@code cli}, {@code internal.<package>} or {@code module}. */
  static String part(String code) {
    Matcher m = PACKAGE.matcher(code);
    if (!m.find()) {
      return "module";
    }
    String p = m.group(1);
    if (p.equals(BASE)) {
      return "api";
    }
    String rest = p.substring(BASE.length() + 1);
    return rest.startsWith("internal.") ? "internal." + rest.split("\\.")[1] : rest;
  }

  /** Part -> the parts it refers to (API package references are not listed). */
  static Map<String, Set<String>> uses() throws IOException {
    Map<String, Set<String>> deps = new TreeMap<>();
    for (String code : sources().values()) {
      String from = part(code);
      Set<String> to = deps.computeIfAbsent(from, k -> new TreeSet<>());
      Matcher m = REF.matcher(code);
      while (m.find()) {
        if (!m.group(1).equals(from)) {
          to.add(m.group(1));
        }
      }
    }
    return deps;
  }

  @Test
  void theSourcesAreFoundAndSplitIntoTheThreeParts() throws IOException {
    Map<String, Set<String>> deps = uses();
    assertFalse(!deps.containsKey("api") || !deps.containsKey("cli") || !deps.containsKey("internal.engine"),
        "parts found: " + deps.keySet());
  }

  @Test
  void theCommandLineAndTheApiUseOnlyTheDocumentedInternalPackages() throws IOException {
    List<String> wrong = new ArrayList<>();
    uses().forEach((from, tos) -> {
      Set<String> ok = ALLOWED.get(from);
      if (ok != null) {
        for (String to : tos) {
          if (!ok.contains(to)) {
            wrong.add(from + " uses " + to);
          }
        }
      }
    });
    assertEquals(List.of(), wrong);
  }

  @Test
  void nothingButTheCommandLineUsesTheCommandLine() throws IOException {
    List<String> wrong = new ArrayList<>();
    uses().forEach((from, tos) -> {
      // module-info opens cli to picocli: a declaration, not a use
      if (!from.equals("cli") && !from.equals("module") && tos.contains("cli")) {
        wrong.add(from + " uses cli");
      }
    });
    assertEquals(List.of(), wrong);
  }

  /**
   * The public interfaces of the API are implemented inside; a cast or an {@code instanceof} to an
   * implementation, or to another type an implementation also is, reaches past the API. The
   * implementations are found by their {@code implements} clause.
   */
  @Test
  void noPublicTypeIsDowncastToWhatImplementsIt() throws IOException {
    Map<Path, String> sources = sources();
    Set<String> publicInterfaces = new TreeSet<>();
    sources.forEach((f, code) -> {
      Matcher m = Pattern.compile("^public (?:sealed )?interface (\\w+)", Pattern.MULTILINE).matcher(code);
      if (part(code).equals("api") && m.find()) {
        publicInterfaces.add(m.group(1));
      }
    });
    Set<String> behind = new TreeSet<>();
    Pattern decl = Pattern.compile("\\b(?:class|record|enum)\\s+(\\w+)[^{]*?\\bimplements\\s+([\\w.,\\s<>]+)\\{");
    sources.forEach((f, code) -> {
      Matcher m = decl.matcher(code);
      while (m.find()) {
        List<String> types = new ArrayList<>();
        for (String t : m.group(2).replaceAll("<[^>]*>", "").split(",")) {
          String simple = t.strip().replaceAll(".*\\.", "");
          if (!simple.isEmpty()) {
            types.add(simple);
          }
        }
        if (types.stream().anyMatch(publicInterfaces::contains)) {
          behind.add(m.group(1));
          types.stream().filter(t -> !publicInterfaces.contains(t)).forEach(behind::add);
        }
      }
    });
    assertFalse(behind.isEmpty(), "no implementation of " + publicInterfaces + " found: the test reads nothing");
    Map<String, String> casts = new LinkedHashMap<>();
    sources.forEach((f, code) -> {
      for (String t : behind) {
        Matcher m = Pattern.compile("instanceof\\s+(?:[\\w.]+\\.)?" + t + "\\b|\\(\\s*(?:[\\w.]+\\.)?" + t + "\\s*\\)\\s*[\\w(]").matcher(code);
        if (m.find()) {
          casts.put(f + ": " + m.group(), t);
        }
      }
    });
    assertEquals(Map.of(), casts, "downcasts to what implements " + publicInterfaces);
  }

  /**
   * The pipeline offers no second API beside {@code AscendTriage}: the engine package shows one
   * interface, {@code Engine} (with its inputs), to the API, and its classes are package-private
   * but for the build's cache writer, a main class the API never calls. The module exports the API
   * package alone.
   */
  @Test
  void theEngineIsReachedThroughOneInterfaceAndOnlyTheApiIsExported() throws IOException {
    Map<Path, String> sources = sources();
    Set<String> publicTypes = new TreeSet<>();
    Pattern top = Pattern.compile("^public (?:final |abstract |sealed )*(?:class|interface|record|enum) (\\w+)", Pattern.MULTILINE);
    Set<String> usedByApi = new TreeSet<>();
    Pattern engineRef = Pattern.compile("io\\.github\\.ascendtriage\\.internal\\.engine\\.(\\w+)");
    String module = "";
    for (Map.Entry<Path, String> e : sources.entrySet()) {
      String code = e.getValue();
      if (part(code).equals("internal.engine")) {
        Matcher m = top.matcher(code);
        while (m.find()) {
          publicTypes.add(m.group(1));
        }
      } else if (part(code).equals("api")) {
        Matcher m = engineRef.matcher(code);
        while (m.find()) {
          usedByApi.add(m.group(1));
        }
      } else if (part(code).equals("module")) {
        module = code;
      }
    }
    assertEquals(Set.of("DerivedCacheWriter", "Engine"), publicTypes, "public types of internal.engine");
    assertEquals(Set.of("Engine"), usedByApi, "what the API imports from internal.engine");
    List<String> exports = new ArrayList<>();
    Matcher m = Pattern.compile("\\bexports\\s+([\\w.]+)").matcher(module);
    while (m.find()) {
      exports.add(m.group(1));
    }
    assertEquals(List.of(BASE), exports, "packages module-info exports");
  }
}
