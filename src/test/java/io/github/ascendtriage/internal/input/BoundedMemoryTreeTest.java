package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.testing.LogTreeGenerator;
import io.github.ascendtriage.testing.TreeDiagnoseMain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory bound: the tool promises a 1 GiB tree in a 256 MiB heap. This test keeps the same ratio
 * at a smaller scale (a tree of about 128 MiB of log text, partly gzip-compressed, in a forked JVM
 * with {@code -Xmx32m}); a reader that kept whole files or all lines would run out of memory.
 */
class BoundedMemoryTreeTest {

  @Test
  void aLargeTreeIsDiagnosedInASmallHeap(@TempDir Path dir) throws Exception {
    LogTreeGenerator.Spec spec = new LogTreeGenerator.Spec(2, 4, 5, 16L << 20, 4L << 20, true, false, 11L);
    long bytes = LogTreeGenerator.generate(dir, spec);
    assertTrue(bytes >= 128L << 20, "tree is " + bytes + " bytes");

    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb =
        new ProcessBuilder(
            List.of(java, "-Xmx32m", "-XX:+ExitOnOutOfMemoryError", "-cp", System.getProperty("java.class.path"),
                TreeDiagnoseMain.class.getName(), dir.toString()));
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IOException("forked diagnosis did not end");
    }

    assertEquals(0, p.exitValue(), out);
    assertTrue(out.contains("root=worker-1/5 "), out);
    assertTrue(out.contains("warnings=0"), out);
  }
}
