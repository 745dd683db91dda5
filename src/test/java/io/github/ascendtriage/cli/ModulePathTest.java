package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library jar works on the module path and on the class path: the compiled classes and the
 * case base are packed into a jar (as the build packs them) and the command line is run from it
 * both ways, in a fresh JVM, with the same answer.
 */
class ModulePathTest {
  static final String FAULT =
      "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.";

  @Test
  void theJarRunsOnTheModulePathAndTheClassPath(@TempDir Path tmp) throws Exception {
    Path jar = jar(Path.of(AscendTriage.class.getProtectionDomain().getCodeSource().getLocation().toURI()), tmp.resolve("ascend-triage.jar"));
    String deps = dependencies();
    Path log = tmp.resolve("job.log");
    Files.writeString(log, "[ERROR] HCCL(1,python3):2026-01-01-00:00:00.000.000 " + FAULT + "\n");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // an archive, with no archive library on either path: skipped, and the warning says what to add
    Path tgz = tmp.resolve("logs.tar.gz");
    Files.write(tgz, io.github.ascendtriage.internal.input.ArchiveInputTest.archive("tar.gz", Map.of("w/x.log", new byte[] {'o', 'k', '\n'})));
    String modular = run(tmp, java, "-p", jar + File.pathSeparator + deps, "--add-modules", "info.picocli",
        "-m", "io.github.ascendtriage/io.github.ascendtriage.cli.Main", "diagnose", "--format", "json", log.toString(), tgz.toString());
    String plain = run(tmp, java, "-cp", jar + File.pathSeparator + deps,
        "io.github.ascendtriage.cli.Main", "diagnose", "--format", "json", log.toString(), tgz.toString());
    assertTrue(modular.contains("\"ptacase_0043\""), modular);
    assertEquals(plain, modular);
    assertTrue(plain.contains("logs.tar.gz") && plain.contains("org.apache.commons:commons-compress"), plain);
  }

  private static String run(Path dir, String... cmd) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(false)
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), "exit code of " + String.join(" ", cmd) + "\n" + out);
    return out;
  }

  /** The runtime dependencies (Jackson, Lucene, SLF4J API, picocli) from the test class path. */
  private static String dependencies() {
    List<String> out = new ArrayList<>();
    for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
      String n = Path.of(e).getFileName().toString();
      if (n.endsWith(".jar") && (n.startsWith("jackson-") || n.startsWith("lucene-core") || n.startsWith("lucene-analysis-common")
          || n.startsWith("slf4j-api") || n.startsWith("picocli"))) {
        out.add(e);
      }
    }
    assertTrue(out.size() >= 6, "dependencies found: " + out);
    return String.join(File.pathSeparator, out);
  }

  private static Path jar(Path classes, Path to) throws IOException {
    try (OutputStream os = Files.newOutputStream(to); JarOutputStream j = new JarOutputStream(os);
        Stream<Path> files = Files.walk(classes)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
        Files.copy(f, j);
        j.closeEntry();
      }
    }
    return to;
  }
}
