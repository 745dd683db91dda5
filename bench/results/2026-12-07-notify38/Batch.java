import java.io.*;
import java.nio.file.*;

/** notify38 measuring aid: diagnoses each tree of <trees-dir> in one JVM through the CLI's own in-process entry (Main.run), writing <answers>/<tree>.json and .err as bin/ascend-triage diagnose --format json --quiet would. */
public class Batch {
  public static void main(String[] a) throws Exception {
    Path trees = Path.of(a[0]), answers = Path.of(a[1]);
    Files.createDirectories(answers);
    try (var s = Files.list(trees)) {
      for (Path t : s.filter(p -> p.getFileName().toString().startsWith("tree-")).sorted().toList()) {
        String id = t.getFileName().toString();
        try (OutputStream out = Files.newOutputStream(answers.resolve(id + ".json"));
             OutputStream err = Files.newOutputStream(answers.resolve(id + ".err"))) {
          int rc = io.github.ascendtriage.cli.Main.run(new String[] {"diagnose", "--format", "json", "--quiet", t.resolve("logs").toString()},
              InputStream.nullInputStream(), out, err);
          if (rc > 1) System.err.println(id + ": exit " + rc);
        }
      }
    }
  }
}
