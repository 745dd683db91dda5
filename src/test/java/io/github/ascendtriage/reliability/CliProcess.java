package io.github.ascendtriage.reliability;

import io.github.ascendtriage.cli.Main;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs the real CLI ({@link Main} in a fresh JVM) through bash, for the cases a shell creates: pipes, closed readers, full disks. */
final class CliProcess {
  record Run(int exit, String out, String err) {}

  private CliProcess() {}

  /** The command line that starts the CLI, shell-quoted. */
  static String mainCommand() {
    return javaCommand() + " " + Main.class.getName();
  }

  /** {@code java} with the test class path and {@code options}, shell-quoted, before the main class. */
  static String javaCommand(String... options) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return "'" + java + "' -Xshare:auto -XX:TieredStopAtLevel=1 " + String.join(" ", options) + " -cp '" + System.getProperty("java.class.path") + "'";
  }

  /** Runs {@code script} with bash; stdout and stderr are collected. */
  static Run bash(String script) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(List.of("bash", "-c", script)).start();
    p.getOutputStream().close();
    CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> drain(p.getInputStream()));
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> drain(p.getErrorStream()));
    if (!p.waitFor(3, TimeUnit.MINUTES)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      throw new IOException("did not end in 3 minutes: " + script);
    }
    return new Run(p.exitValue(), out.join(), err.join());
  }

  private static String drain(java.io.InputStream in) {
    try {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "<" + e + ">";
    }
  }
}
