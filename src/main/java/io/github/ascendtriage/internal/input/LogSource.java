package io.github.ascendtriage.internal.input;

import java.nio.file.Path;

/** One file found in the input: where it is, and what its place in the tree says. */
public record LogSource(Path path, SourceMeta meta) {
  public String name() {
    return meta.source();
  }
}
