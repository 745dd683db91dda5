package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/ascend-triage run through symbolic links finds its checkout. The checkout is a copy of the
 * script beside a jar that is newer than its (absent) sources, and {@code java} on the PATH is a
 * stand-in that prints what it was asked to run, so no build happens.
 */
class LauncherTest {
  @Test
  void runsThroughAbsoluteAndRelativeSymlinks(@TempDir Path tmp) throws Exception {
    Path checkout = tmp.resolve("checkout");
    Path bin = Files.createDirectories(checkout.resolve("bin"));
    Files.copy(TestPaths.repo().resolve("bin/ascend-triage"), bin.resolve("ascend-triage"));
    Path jar = Files.createDirectories(checkout.resolve("target")).resolve("ascend-triage-9.9-cli.jar");
    Files.writeString(jar, "not really a jar");
    Path fakeBin = Files.createDirectories(tmp.resolve("fake-jdk/bin"));
    Path java = fakeBin.resolve("java");
    Files.writeString(java, "#!/bin/sh\necho \"ran: $*\"\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));

    Path home = Files.createDirectories(tmp.resolve("home/bin"));
    Path absolute = Files.createSymbolicLink(home.resolve("ascend-triage"), bin.resolve("ascend-triage"));
    // a link to a link, the second one relative (as `ln -s ../checkout/bin/ascend-triage` makes)
    Path other = Files.createDirectories(tmp.resolve("other"));
    Path relative = Files.createSymbolicLink(other.resolve("at"), other.relativize(absolute));

    for (Path link : new Path[] {absolute, relative}) {
      ProcessBuilder pb = new ProcessBuilder("bash", link.toString(), "diagnose", "x.log").directory(tmp.toFile());
      pb.environment().remove("JAVA_HOME");
      pb.environment().put("PATH", fakeBin + ":/usr/bin:/bin");
      pb.redirectErrorStream(true);
      Process p = pb.start();
      assertTrue(p.waitFor(60, TimeUnit.SECONDS));
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(0, p.exitValue(), out);
      assertTrue(out.contains("-jar " + jar.toRealPath() + " diagnose x.log") || out.contains("-jar " + jar + " diagnose x.log"), out);
    }
  }
  @Test
  void theFirstRunSaysItBuildsTheJarAndABrokenBuildSaysWhatToRun(@TempDir Path tmp) throws Exception {
    Path checkout = tmp.resolve("checkout");
    Path bin = Files.createDirectories(checkout.resolve("bin"));
    Files.copy(TestPaths.repo().resolve("bin/ascend-triage"), bin.resolve("ascend-triage"));
    Path fakeBin = Files.createDirectories(tmp.resolve("fake-jdk/bin"));
    Path java = fakeBin.resolve("java");
    Files.writeString(java, "#!/bin/sh\necho \"ran: $*\"\n");
    Path mvnw = checkout.resolve("mvnw");
    // a stand-in for the Maven Wrapper: "builds" the jar, or fails when told to
    Files.writeString(mvnw, "#!/bin/sh\n[ -f fail ] && exit 1\nmkdir -p target && echo jar > target/ascend-triage-9.9-cli.jar\n");
    for (Path x : new Path[] {java, mvnw}) {
      Files.setPosixFilePermissions(x, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    Files.writeString(checkout.resolve("fail"), "");
    String failed = run(bin.resolve("ascend-triage"), fakeBin, 2);
    assertTrue(failed.contains("first run: building the command-line jar") && failed.contains("build failed; run '")
        && failed.contains("mvnw -B package' to see why"), failed);

    Files.delete(checkout.resolve("fail"));
    String built = run(bin.resolve("ascend-triage"), fakeBin, 0);
    assertTrue(built.contains("first run: building the command-line jar from the sources in " + checkout.toRealPath()), built);
    assertTrue(built.contains("about a minute, once") && built.contains("; running it"), built);
    assertTrue(built.contains("ran: ") && built.contains("ascend-triage-9.9-cli.jar --version"), built);
    String again = run(bin.resolve("ascend-triage"), fakeBin, 0);
    assertFalse(again.contains("building"), "a built jar is not built again: " + again);
  }

  private static String run(Path launcher, Path fakeBin, int code) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("bash", launcher.toString(), "--version");
    pb.environment().remove("JAVA_HOME");
    pb.environment().put("PATH", fakeBin + ":/usr/bin:/bin");
    pb.redirectErrorStream(true);
    Process p = pb.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(code, p.exitValue(), out);
    return out;
  }
}
