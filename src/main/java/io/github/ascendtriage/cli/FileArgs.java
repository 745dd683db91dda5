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
