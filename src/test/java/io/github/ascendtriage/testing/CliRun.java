package io.github.ascendtriage.testing;

import io.github.ascendtriage.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One in-process run of the command line: its exit code, stdout and stderr.
 *
 * @param code the exit code
 * @param out what it printed on stdout
 * @param err what it printed on stderr
 */
public record CliRun(int code, String out, String err) {

  /** Runs {@code ascend-triage args...} with {@code stdin} as standard input. */
  public static CliRun of(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            args,
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
