package io.github.ascendtriage.internal.codes;

import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The trees of the repository's case base folder as the build's writer compiles them, made in
 * memory: for tests that compare the compiled trees with the parsed files whether or not the
 * build's cache is on the class path.
 */
public final class CompiledTrees {
  private CompiledTrees() {}

  /** The trees of {@code casebase/}, compiled now. */
  public static BuiltInTrees ofRepository() {
    try {
      BuiltInTreesWriter.Compiled c = BuiltInTreesWriter.compile(TestPaths.repo().resolve("casebase"));
      return DerivedCache.parse(BuiltInTreesWriter.encode(c.sources(), Map.of(), c.trees(), c.tail())).trees();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
