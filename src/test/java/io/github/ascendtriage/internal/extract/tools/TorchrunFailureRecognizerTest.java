package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.extract.scan.TestScans;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the elastic agent's {@code ChildFailedError} summary states about each rank, read as the
 * agent writes it ({@code torch/distributed/elastic/multiprocessing/errors/__init__.py},
 * {@code _MSG_FORMAT_TEMPLATE} and {@code _FAILURE_FORMAT_TEMPLATE}); ranks, pids, hosts and times
 * are made up.
 */
class TorchrunFailureRecognizerTest {
  private static List<String> read(String text) {
    List<String> out = new ArrayList<>();
    FeatureSink sink = new FeatureSink() {
      @Override
      public void feature(FeatureType type, String value) {
        if (type == FeatureType.SIGNAL) {
          out.add("signal:" + value);
        }
      }

      @Override
      public void eventAbout(EventKind kind, String rank, String device, String host, String ip) {
        out.add(kind + ":" + rank);
      }
    };
    LineScanner scanner = new LineScanner("console.log", List.of(new TorchrunFailureRecognizer()), null);
    long no = 1;
    for (String line : text.split("\n", -1)) {
      scanner.scan(line, no++, sink);
    }
    return out;
  }

  private static String summary(String failures, String rootRank, String rootExit, String rootTraceback) {
    return "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
        + "====================================================\n"
        + "/srv/job/pretrain.py FAILED\n"
        + "----------------------------------------------------\n"
        + "Failures:\n"
        + failures
        + "----------------------------------------------------\n"
        + "Root Cause (first observed failure):\n"
        + "[0]:\n"
        + "  time      : 2026-12-05_10:11:12\n"
        + "  host      : worker-a\n"
        + "  rank      : " + rootRank + " (local_rank: " + rootRank + ")\n"
        + "  exitcode  : " + rootExit + " (pid: 5120)\n"
        + "  error_file: <N/A>\n"
        + "  traceback : " + rootTraceback + "\n"
        + "====================================================";
  }

  @Test
  void theFirstObservedFailureIsAFaultWhenItIsTheOnlyOne() {
    // before formats15 the root cause entry's exit code was not read: with no other failure, no rank
    // was said to have failed
    assertEquals(List.of("LOCATOR:3", "FAULT:3"),
        read(summary("  <NO_OTHER_FAILURES>\n", "3", "1", "To enable traceback see: the elastic errors page")));
  }

  @Test
  void aSignalThatEndedTheFirstFailureIsReadAndStaysAFault() {
    assertEquals(List.of("LOCATOR:2", "signal:SIGKILL", "FAULT:2", "signal:SIGKILL"),
        read(summary("  <NO_OTHER_FAILURES>\n", "2", "-9", "Signal 9 (SIGKILL) received by PID 5120")));
    assertEquals(List.of("LOCATOR:5", "signal:SIGABRT", "FAULT:5", "signal:SIGABRT"),
        read(summary("  <NO_OTHER_FAILURES>\n", "5", "-6", "Signal 6 (SIGABRT) received by PID 5120")));
  }

  @Test
  void aFirstFailureEndedBySigtermIsTheJobBeingStoppedNotAFault() {
    assertEquals(List.of("LOCATOR:1", "signal:SIGTERM", "signal:SIGTERM"),
        read(summary("  <NO_OTHER_FAILURES>\n", "1", "-15", "Signal 15 (SIGTERM) received by PID 5120")));
  }

  @Test
  void theOtherFailuresKeepTheirReading() {
    String other = "[1]:\n"
        + "  time      : 2026-12-05_10:11:14\n"
        + "  host      : worker-a\n"
        + "  rank      : 6 (local_rank: 6)\n"
        + "  exitcode  : -9 (pid: 5126)\n"
        + "  error_file: <N/A>\n"
        + "  traceback : Signal 9 (SIGKILL) received by PID 5126\n";
    assertEquals(List.of("signal:SIGKILL", "CASCADE:6", "signal:SIGKILL", "LOCATOR:0", "FAULT:0"),
        read(summary(other, "0", "1", "To enable traceback see: the elastic errors page")));
  }
  /** The {@code tool-status} values the summary gives: the first death's SIGKILL only. */
  private static List<String> statuses(String text) {
    return TestScans.values(new TorchrunFailureRecognizer(), FeatureType.TOOL_STATUS, text);
  }

  @Test
  void onlyTheFirstDeathsSigkillIsAKillFromOutside() {
    // api.py _poll: the agent logs the failure with the smallest timestamp; _close stops the rest
    // with SIGTERM and sends SIGKILL only to those that outlive it
    assertEquals(List.of("first_death=sigkill"),
        statuses(summary("  <NO_OTHER_FAILURES>\n", "2", "-9", "Signal 9 (SIGKILL) received by PID 5120")));
    assertEquals(List.of("first_death=sigkill"), statuses(
        "E1205 10:11:13.004000 5001 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: -9) "
            + "local_rank: 1 (pid: 5120) of binary: /usr/bin/python3"));
    String cascade = "[1]:\n"
        + "  time      : 2026-12-05_10:11:44\n"
        + "  host      : worker-a\n"
        + "  rank      : 6 (local_rank: 6)\n"
        + "  exitcode  : -9 (pid: 5126)\n"
        + "  error_file: <N/A>\n"
        + "  traceback : Signal 9 (SIGKILL) received by PID 5126\n";
    assertEquals(List.of(), statuses(summary(cascade, "0", "1", "To enable traceback see: the elastic errors page")));
    assertEquals(List.of(), statuses(summary("  <NO_OTHER_FAILURES>\n", "1", "-15", "Signal 15 (SIGTERM) received by PID 5120")));
    assertEquals(List.of(), statuses("failed (exitcode: -15) local_rank: 1 (pid: 5120) of binary: /usr/bin/python3"));
  }
}
