package io.github.ascendtriage.testing;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import java.nio.file.Path;

/**
 * Diagnoses a tree and prints one summary line, for tests that run it in a forked JVM with a small
 * heap: {@code root=<host>/<rank> files=<n> lines=<n> warnings=<n>}. Exits 0 on success.
 */
public final class TreeDiagnoseMain {
  private TreeDiagnoseMain() {}

  public static void main(String[] args) throws Exception {
    Diagnosis d = AscendTriage.builder().build().diagnose(Path.of(args[0]));
    String root =
        d.rootCause()
            .map((RootCause r) -> r.host().orElse("?") + "/" + (r.rank().isPresent() ? r.rank().getAsInt() : -1))
            .orElse("none");
    System.out.println(
        "root=" + root + " files=" + d.filesRead() + " lines=" + d.linesRead() + " warnings=" + d.warnings().size());
  }
}
