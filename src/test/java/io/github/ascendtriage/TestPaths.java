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

  /** True when {@link #shared()} exists. */
  public static boolean hasShared() {
    return Files.isDirectory(shared());
  }
}
