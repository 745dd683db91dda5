package io.github.ascendtriage.cli;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * File arguments of {@code tag}: a path, {@code -} for stdin, or a glob ({@code logs/**}{@code
 * /plog-*.log}) for shells that did not expand it. Stateless.
 */
final class FileArgs {
  private FileArgs() {}

  /** True when {@code arg} has a glob character. */
  static boolean isGlob(String arg) {
    return arg.chars().anyMatch(c -> c == '*' || c == '?' || c == '[' || c == '{');
  }

  /**
   * The files that {@code arg} names: itself, or the regular files its glob matches, sorted.
   *
   * @throws IllegalArgumentException with a message naming {@code arg} when it names nothing
   */
  static List<Path> expand(String arg) throws IOException {
    Path p = Path.of(arg);
    if (Files.exists(p) || !isGlob(arg)) {
      if (!Files.exists(p)) {
        throw new IllegalArgumentException(arg + ": no such file");
      }
      if (Files.isDirectory(p)) {
        throw new IllegalArgumentException(arg + ": is a folder; name its files or a glob such as '" + arg + "/**'");
      }
      return List.of(p);
    }
    int cut = firstGlobChar(arg);
    int slash = arg.lastIndexOf('/', cut);
    Path base = slash < 0 ? Path.of(".") : Path.of(slash == 0 ? "/" : arg.substring(0, slash));
    PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + arg);
    List<Path> out = new ArrayList<>();
    if (Files.isDirectory(base)) {
      try (Stream<Path> s = Files.walk(base)) {
        s.filter(Files::isRegularFile)
            .filter(f -> m.matches(slash < 0 ? base.relativize(f) : f))
            .sorted()
            .forEach(out::add);
      }
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException(arg + ": the glob matches no file");
    }
    return out;
  }

  /** The deepest folder that holds all of {@code files} (made absolute). */
  static Path commonFolder(List<Path> files) {
    Path common = null;
    for (Path f : files) {
      Path parent = f.toAbsolutePath().normalize().getParent();
      if (common == null) {
        common = parent;
      }
      while (common != null && parent != null && !parent.startsWith(common)) {
        common = common.getParent();
      }
    }
    return common;
  }

  /**
   * The source of {@code file}: its absolute path, and the host its place below {@code common}
   * names ({@code worker-1/plog/plog-1_2.log}: {@code worker-1}), as in a tree; none for a file
   * directly in it.
   */
  static io.github.ascendtriage.LineSource source(Path common, Path file) {
    Path abs = file.toAbsolutePath().normalize();
    java.util.Optional<String> host = common == null || !abs.startsWith(common)
        ? java.util.Optional.empty()
        : io.github.ascendtriage.internal.input.InputWalker.meta(common.relativize(abs).toString().replace('\\', '/')).host();
    return new io.github.ascendtriage.LineSource(abs.toString(), host, java.util.Optional.empty());
  }

  private static int firstGlobChar(String arg) {
    for (int i = 0; i < arg.length(); i++) {
      char c = arg.charAt(i);
      if (c == '*' || c == '?' || c == '[' || c == '{') {
        return i;
      }
    }
    return arg.length();
  }
}
