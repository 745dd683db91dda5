package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** The engine the root-cause tests diagnose a {@link PlogTree} with, and how they read its root cause. */
record TreeTriage(AscendTriage engine) {
  /** Without the built-in cases: the root cause alone is asked about. */
  static TreeTriage bare() {
    return new TreeTriage(AscendTriage.builder().builtInCases(false).build());
  }

  static TreeTriage withBuiltInCases() {
    return new TreeTriage(AscendTriage.builder().build());
  }

  /** The root cause of the tree at {@code root}; fails where the engine names none. */
  RootCause rootCause(Path root) throws IOException {
    return engine.diagnose(root).rootCause().orElseThrow();
  }

  /** The root cause of the tree at {@code root}, checked to name exactly the roots {@code labels}. */
  RootCause assertRoots(Path root, String... labels) throws IOException {
    RootCause rc = rootCause(root);
    assertEquals(Set.of(labels), rootLabels(rc), rc.reason());
    return rc;
  }

  Optional<RootCause> maybeRootCause(Path root) throws IOException {
    return engine.diagnose(root).rootCause();
  }

  /** The roots' labels ({@code node-b device-3}, {@code node-b pid 5100}), sorted. */
  static Set<String> rootLabels(RootCause rc) {
    return rc.roots().stream().map(ProcessPlace::label).collect(Collectors.toCollection(TreeSet::new));
  }
}
