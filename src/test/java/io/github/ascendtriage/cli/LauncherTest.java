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

  /**
   * Both launchers choose C1 alone for inputs under 1 GiB and the optimising compiler above, for
   * folders (by the bytes of their files) as for files, archives counted at ten times their size.
   * The large inputs are sparse files: their size is real, their disk use is none.
   */
  /** The checkout's and the image's launcher, each beside a jar, with a java that prints its arguments. */
  private record Launchers(Path checkout, Path image, Path fakeBin) {
    static Launchers in(Path tmp) throws Exception {
      Path checkout = tmp.resolve("checkout");
      Path bin = Files.createDirectories(checkout.resolve("bin"));
      Files.copy(TestPaths.repo().resolve("bin/ascend-triage"), bin.resolve("ascend-triage"));
      Files.writeString(Files.createDirectories(checkout.resolve("target")).resolve("ascend-triage-9.9-cli.jar"), "jar");
      Path fakeBin = Files.createDirectories(tmp.resolve("fake-jdk/bin"));
      Path image = tmp.resolve("image");
      Files.createDirectories(image.resolve("bin"));
      Files.copy(TestPaths.repo().resolve("src/dist/ascend-triage-image"), image.resolve("bin/ascend-triage"));
      Files.writeString(Files.createDirectories(image.resolve("lib")).resolve("ascend-triage-cli.jar"), "jar");
      Path imageJava = Files.createDirectories(image.resolve("runtime/bin")).resolve("java");
      for (Path java : new Path[] {fakeBin.resolve("java"), imageJava}) {
        Files.writeString(java, "#!/bin/sh\necho \"ran: $*\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
      }
      return new Launchers(bin.resolve("ascend-triage"), image.resolve("bin/ascend-triage"), fakeBin);
    }

    Path[] both() {
      return new Path[] {checkout, image};
    }

    /** What the launcher ran java with (the image's launcher is POSIX sh, the checkout's bash). */
    String ran(Path launcher, String... args) throws Exception {
      return LauncherTest.ran(launcher.equals(image) ? "sh" : "bash", launcher, fakeBin, args);
    }
  }

  @Test
  void bothLaunchersChooseTheCompilerByTheInputsSize(@TempDir Path tmp) throws Exception {
    Launchers launchers = Launchers.in(tmp);
    Path small = Files.writeString(tmp.resolve("trace.log"), "EI0006\n");
    Path smallTree = Files.createDirectories(tmp.resolve("small/node-0"));
    Files.writeString(smallTree.resolve("plog-1.log"), "x\n");
    Path bigTree = Files.createDirectories(tmp.resolve("big/node-0"));
    sparse(bigTree.resolve("plog-1.log"), 700L << 20);
    sparse(bigTree.resolve("plog-2.log"), 400L << 20);
    Path bigFile = sparse(tmp.resolve("one.log"), 1100L << 20);
    Path archive = sparse(tmp.resolve("logs.tar.gz"), 110L << 20);
    Path fewHundredMb = sparse(tmp.resolve("five-hundred.log"), 500L << 20); // C1 since session 12
    Path smallArchive = sparse(tmp.resolve("few.tar.gz"), 30L << 20);
    Path midFile = sparse(tmp.resolve("mid.log"), 20L << 20);

    for (Path launcher : launchers.both()) {
      String what = launcher.equals(launchers.image()) ? "image launcher" : "checkout launcher";
      String[][] quick = {{"diagnose", small.toString()}, {"diagnose", smallTree.getParent().toString()},
          {"diagnose", smallArchive.toString()}, {"diagnose", small.toString(), smallTree.toString()}, {"diagnose", "-"},
          {"--version"}, {"diagnose", midFile.toString()}, {"diagnose", fewHundredMb.toString()}};
      for (String[] args : quick) {
        String out = launchers.ran(launcher, args);
        assertTrue(out.contains("-XX:TieredStopAtLevel=1") && !out.contains("FreqInlineSize"), what + " " + String.join(" ", args) + ": " + out);
        // under 16 MiB of input C1 also inlines less (the 30 MiB archive counts as 300)
        String last = args[args.length - 1];
        boolean shortRun = !last.equals(smallArchive.toString()) && !last.equals(midFile.toString())
            && !last.equals(fewHundredMb.toString());
        assertEquals(shortRun, out.contains("-XX:C1MaxInlineSize=15"), what + " " + String.join(" ", args) + ": " + out);
        // and huge pages where this machine's kernel gives them on request, never where it would warn
        assertEquals(shortRun && thpOnRequest(), out.contains("-XX:+UseTransparentHugePages"),
            what + " " + String.join(" ", args) + ": " + out);
      }
      String[][] full = {{"diagnose", bigTree.getParent().toString()}, {"diagnose", bigFile.toString()},
          {"diagnose", archive.toString()}, {"diagnose", small.toString(), bigTree.toString()}, {"tag"}};
      for (String[] args : full) {
        String out = launchers.ran(launcher, args);
        assertFalse(out.contains("UseTransparentHugePages"), what + " " + String.join(" ", args) + ": " + out);
        assertTrue(out.contains("-XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000"
                + " -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000")
                && !out.contains("TieredStopAtLevel") && !out.contains("C1MaxInlineSize"),
            what + " " + String.join(" ", args) + ": " + out);
      }
    }
  }

  /**
   * Console text (no plog header) is read line by line in full, so the optimising compiler pays
   * for it from 64 MiB, where plog text of any size under 1 GiB keeps C1 alone. The files are
   * sparse beyond their first lines: the launchers sample only the start of each.
   */
  @Test
  void bothLaunchersGiveConsoleTextTheOptimisingCompilerFrom64MiB(@TempDir Path tmp) throws Exception {
    Launchers launchers = Launchers.in(tmp);
    StringBuilder console = new StringBuilder();
    StringBuilder plog = new StringBuilder();
    for (int i = 0; i < 2000; i++) {
      console.append("2026-12-05 00:01:02,345 - INFO - step ").append(i).append(" loss 2.31 lr 1e-4\n");
      plog.append("[INFO] HCCL(1234,python3):2026-12-05-00:01:02.345.678 [hccl.cc:12][1234]op ").append(i).append(" done\n");
    }
    Path bigConsole = textThenSparse(tmp.resolve("train.log"), console, 72L << 20);
    Path smallConsole = textThenSparse(tmp.resolve("short-train.log"), console, 56L << 20);
    Path bigPlog = textThenSparse(tmp.resolve("plog-1234_20261205000102345.log"), plog, 72L << 20);
    Path consoleTree = Files.createDirectories(tmp.resolve("console-tree/node-0"));
    textThenSparse(consoleTree.resolve("rank0.log"), console, 36L << 20);
    textThenSparse(consoleTree.resolve("rank1.log"), console, 36L << 20);
    Path plogTree = Files.createDirectories(tmp.resolve("plog-tree/node-0/debug/plog"));
    textThenSparse(plogTree.resolve("plog-1.log"), plog, 36L << 20);
    textThenSparse(plogTree.resolve("plog-2.log"), plog, 36L << 20);
    Path zeros = sparse(tmp.resolve("zeros.log"), 72L << 20); // no lines at all: not console text
    for (Path launcher : launchers.both()) {
      for (Path full : new Path[] {bigConsole, consoleTree.getParent()}) {
        String out = launchers.ran(launcher, "diagnose", full.toString());
        assertTrue(out.contains("-XX:FreqInlineSize=50") && !out.contains("TieredStopAtLevel"), launcher + " " + full + ": " + out);
      }
      for (Path quick : new Path[] {smallConsole, bigPlog, plogTree.getParent().getParent().getParent(), zeros}) {
        String out = launchers.ran(launcher, "diagnose", quick.toString());
        assertTrue(out.contains("-XX:TieredStopAtLevel=1") && !out.contains("FreqInlineSize"), launcher + " " + quick + ": " + out);
      }
    }
  }

  private static Path textThenSparse(Path file, CharSequence text, long size) throws Exception {
    Files.writeString(file, text);
    return sparse(file, size);
  }

  /**
   * The image's launcher makes its class-data archive from the build's class list at the first
   * run where it may write, uses it after that, makes it again when the image moved (the archive
   * names the jar's path) and starts without it, saying so once, when it cannot be made. The runtime's
   * java is a stand-in that makes the archive file it is asked to dump.
   */
  @Test
  void theImageMakesItsArchiveOnceForItsPlaceAndStartsWithoutOneItCannotMake(@TempDir Path tmp) throws Exception {
    Path image = tmp.resolve("image");
    Files.createDirectories(image.resolve("bin"));
    Files.copy(TestPaths.repo().resolve("src/dist/ascend-triage-image"), image.resolve("bin/ascend-triage"));
    Path lib = Files.createDirectories(image.resolve("lib"));
    Path jar = Files.writeString(lib.resolve("ascend-triage-cli.jar"), "jar");
    Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
    Files.writeString(lib.resolve("ascend-triage-cli.classlist"), "java/lang/Object\n");
    Path java = Files.createDirectories(image.resolve("runtime/bin")).resolve("java");
    // each call is also noted in java.calls: the launcher hides what the dump prints
    Files.writeString(java, "#!/bin/sh\necho \"ran: $*\"\necho \"$*\" >> \"$0.calls\"\ndump=\nfor a in \"$@\"; do case \"$a\" in -Xshare:dump) dump=1 ;;"
        + " -XX:SharedArchiveFile=*) f=\"${a#-XX:SharedArchiveFile=}\" ;; esac; done\n"
        + "if [ -n \"$dump\" ]; then [ -f \"$0.fails\" ] && exit 1; echo archive > \"$f\"; fi\nexit 0\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path launcher = image.resolve("bin/ascend-triage");
    Path jsa = lib.resolve("ascend-triage-cli.jsa");

    String first = ran("sh", launcher, tmp, "--version");
    assertTrue(calls(java).contains("-Xshare:dump") && first.contains("-XX:SharedArchiveFile=" + jsa + " ") && Files.exists(jsa), first);
    assertEquals(jar.toString(), Files.readString(lib.resolve("ascend-triage-cli.jsa.for")).strip());
    String second = ran("sh", launcher, tmp, "--version");
    assertTrue(!calls(java).contains("-Xshare:dump") && second.contains("-XX:SharedArchiveFile=" + jsa + " "), second);
    // with its archive, the runtime maps it where it was made to be mapped instead of relocating it
    assertTrue(second.contains("-XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 "), second);

    Path moved = tmp.resolve("moved");
    Files.move(image, moved);
    Path movedJsa = moved.resolve("lib/ascend-triage-cli.jsa");
    Path movedJava = moved.resolve("runtime/bin/java");
    String there = ran("sh", moved.resolve("bin/ascend-triage"), tmp, "--version");
    assertTrue(calls(movedJava).contains("-Xshare:dump") && there.contains("-XX:SharedArchiveFile=" + movedJsa + " "), there);

    Files.delete(movedJsa);
    Files.writeString(moved.resolve("runtime/bin/java.fails"), "");
    String failed = ran("sh", moved.resolve("bin/ascend-triage"), tmp, "--version");
    assertTrue(failed.contains("could not make the class-data archive") && !failed.contains("SharedArchiveFile=" + movedJsa + " ")
        && failed.contains("-jar " + moved.resolve("lib/ascend-triage-cli.jar") + " --version")
        && !failed.contains("ArchiveRelocationMode"), failed);
    assertFalse(Files.exists(movedJsa), "no half-made archive is left");
    calls(moved.resolve("runtime/bin/java"));
    String later = ran("sh", moved.resolve("bin/ascend-triage"), tmp, "--version");
    assertTrue(!later.contains("could not make") && !calls(moved.resolve("runtime/bin/java")).contains("-Xshare:dump"),
        "a failed archive is not tried at every start: " + later);
  }

  /** Whether this machine's kernel gives transparent huge pages to a process that asks (madvise). */
  private static boolean thpOnRequest() throws Exception {
    Path f = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    return Files.isReadable(f) && Files.readString(f).contains("[madvise]");
  }

  /** The calls the stand-in java at {@code java} noted since this was last asked; forgets them. */
  private static String calls(Path java) throws Exception {
    Path f = java.resolveSibling("java.calls");
    String c = Files.exists(f) ? Files.readString(f) : "";
    Files.deleteIfExists(f);
    return c;
  }

  private static Path sparse(Path file, long size) throws Exception {
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(size);
    }
    return file;
  }

  private static String ran(String shell, Path launcher, Path fakeBin, String... args) throws Exception {
    java.util.List<String> cmd = new java.util.ArrayList<>(java.util.List.of(shell, launcher.toString()));
    cmd.addAll(java.util.List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().remove("JAVA_HOME");
    pb.environment().remove("ASCEND_TRIAGE_JIT");
    pb.environment().put("PATH", fakeBin + ":/usr/bin:/bin");
    pb.redirectErrorStream(true);
    pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    Process p = pb.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), out);
    return out;
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
