package io.github.ascendtriage;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the repository and the shared folder beside it are, for tests. */
public final class TestPaths {
  private TestPaths() {}

  /** The repository root. */
  public static Path repo() {
    String p = System.getProperty("ascendtriage.basedir");
    return p != null ? Path.of(p) : Path.of("").toAbsolutePath();
  }

  /** The corpus folder. */
  public static Path corpus() {
    return repo().resolve("corpus");
  }

  /** {@code ../shared}, which CI lays beside the clone; may not exist elsewhere. */
  public static Path shared() {
    String p = System.getProperty("ascendtriage.shared");
    return p != null ? Path.of(p) : repo().resolve("../shared");
  }

  /**
   * The {@code .log} files of the corpus and of the shared field reports (when that folder is
   * there), each tree in path order; {@code validation}: the held-out reports too (for measuring).
   */
  public static java.util.List<Path> logFiles(boolean validation) throws java.io.IOException {
    java.util.List<Path> roots = new java.util.ArrayList<>(java.util.List.of(corpus()));
    Path reports = shared().resolve("field-reports");
    if (Files.isDirectory(reports)) {
      roots.add(reports);
    }
    java.util.List<Path> out = new java.util.ArrayList<>();
    for (Path root : roots) {
      try (java.util.stream.Stream<Path> s = Files.walk(root)) {
        s.filter(x -> Files.isRegularFile(x) && x.toString().endsWith(".log")
            && (validation || !x.startsWith(reports.resolve("validation")))).sorted().forEach(out::add);
      }
    }
    return out;
  }

  /** True when {@link #shared()} exists. */
  public static boolean hasShared() {
    return Files.isDirectory(shared());
  }
}
