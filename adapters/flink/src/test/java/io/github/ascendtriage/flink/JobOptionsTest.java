package io.github.ascendtriage.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The job's arguments: what each option sets, and one message for each kind of mistake. */
class JobOptionsTest {
  static JobOptions parse(String... args) {
    return JobOptions.parse(args);
  }

  @Test
  void defaultsAndNamedInputs() {
    JobOptions o = parse("--input", "/var/log/npu/job-7/", "--input", "b=/data/x=y/logs");
    assertEquals(List.of("job-7", "b"), List.copyOf(o.inputs().keySet()), "in the order given");
    assertEquals(Map.of("job-7", "/var/log/npu/job-7/", "b", "/data/x=y/logs"), o.inputs());
    assertFalse(o.keyByHost());
    assertEquals("-", o.alerts());
    assertEquals(Optional.empty(), o.tagged());
    assertEquals(Optional.empty(), o.monitor());
    assertEquals(Duration.ofSeconds(1), o.idle());
    assertEquals(Optional.empty(), o.checkpointInterval());
    assertEquals(List.of(), o.caseDirectories());
  }

  @Test
  void everyOption() {
    JobOptions o = parse("--input=/logs", "--key", "host", "--monitor", "2min", "--alerts", "/out/a",
        "--tagged=-", "--idle", "500ms", "--checkpoint-interval", "1h", "--cases", "/etc/c1", "--cases=/etc/c2");
    assertTrue(o.keyByHost());
    assertEquals(Optional.of(Duration.ofMinutes(2)), o.monitor());
    assertEquals("/out/a", o.alerts());
    assertEquals(Optional.of("-"), o.tagged());
    assertEquals(Duration.ofMillis(500), o.idle());
    assertEquals(Optional.of(Duration.ofHours(1)), o.checkpointInterval());
    assertEquals(List.of("/etc/c1", "/etc/c2"), o.caseDirectories());
  }

  @Test
  void helpNeedsNoInput() {
    assertTrue(parse("--help").help());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "''                                     | no --input given (see --help)",
      "--input                                | --input needs a value (see --help)",
      "/logs                                  | unexpected argument '/logs' (options start with --; see --help)",
      "--input /a --input /b/a                | two inputs are named job 'a' (name them: --input JOB=PATH)",
      "--input /a --key rank                  | --key must be job or host, not 'rank'",
      "--input /a --idle 10                   | --idle takes a duration such as 500ms, 10s, 2min or 1h, not '10'",
      "--input /a --monitor 0s                | --monitor must be more than zero",
      "--input /a --alerts /o --tagged /o     | --alerts and --tagged name the same folder /o",
      "--input /a --parallelism 4             | unknown option --parallelism (see --help)",
      "--input /ascend/log/日志               | --input /ascend/log/日志: the job name '日志' must be letters, digits, '.', '_' or '-' (name it: --input JOB=PATH)",
  })
  void mistakesAreOneMessage(String args, String message) {
    String[] a = args.isEmpty() ? new String[0] : args.split(" ");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JobOptions.parse(a));
    assertEquals(message, e.getMessage());
  }
}
