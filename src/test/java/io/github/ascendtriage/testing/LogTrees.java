package io.github.ascendtriage.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;

/**
 * One home for what the root-cause tests write into their hand-made trees (trees33): torchrun's
 * records of a failed worker, HCCL's heartbeat conclusion, the link-error rows of a link setup that
 * timed out, and debug plogs that rotation left without a header. The forms are those of
 * docs/log-formats.md of ../shared (9.4 torchrun, 8.3 heartbeat, 8.2 LINK_ERROR_INFO, 1.2 rotation);
 * the values are the caller's and made up.
 *
 * <p>Stateless; every method is safe from any thread on distinct files. No argument may be null.
 */
public final class LogTrees {
  private LogTrees() {}

  private static final Map<Integer, String> SIGNALS = Map.of(6, "SIGABRT", 9, "SIGKILL", 11, "SIGSEGV", 15, "SIGTERM");

  /** Appends {@code text} to {@code file}, making its folders (a file several writers add to stays one). */
  public static void append(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  /**
   * A worker as torchrun's elastic agent records its end.
   *
   * @param time the summary's {@code time} field, {@code 2026-11-20_10:40:00}
   * @param exitCode the worker's exit code; a negative one is the signal that ended it
   */
  public record Worker(String host, int rank, int localRank, int pid, int exitCode, String time) {
    /** The agent's line, after the logger's {@code prefix} (its time and name, which PyTorch versions print differently). */
    public String agentLine(String prefix) {
      return prefix + "failed (exitcode: " + exitCode + ") local_rank: " + localRank + " (pid: " + pid
          + ") of binary: /usr/bin/python3\n";
    }

    /** The worker's entry of the summary, headed {@code [index]:}; a signal's end names its signal. */
    public String entry(int index) {
      String traceback = exitCode < 0
          ? "Signal " + (-exitCode) + " (" + SIGNALS.getOrDefault(-exitCode, "SIG" + (-exitCode)) + ") received by PID " + pid
          : "To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html";
      return "[" + index + "]:\n"
          + "  time      : " + time + "\n"
          + "  host      : " + host + "\n"
          + "  rank      : " + rank + " (local_rank: " + localRank + ")\n"
          + "  exitcode  : " + exitCode + " (pid: " + pid + ")\n"
          + "  error_file: <N/A>\n"
          + "  traceback : " + traceback + "\n";
    }
  }

  /** The agent's line of {@code first} (after {@code prefix}) and the ChildFailedError summary naming it first. */
  public static String torchrunFailure(String prefix, Worker first, Worker... others) {
    return first.agentLine(prefix) + childFailed(first, others);
  }

  /** torchrun's ChildFailedError summary: {@code others} under Failures, {@code first} as the first observed failure. */
  public static String childFailed(Worker first, Worker... others) {
    StringBuilder failures = new StringBuilder();
    for (int i = 0; i < others.length; i++) {
      failures.append(others[i].entry(i + 1));
    }
    return "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
        + "============================================================\n"
        + "train.py FAILED\n"
        + "------------------------------------------------------------\n"
        + "Failures:\n"
        + (others.length == 0 ? "  <NO_OTHER_FAILURES>\n" : failures.toString())
        + "------------------------------------------------------------\n"
        + "Root Cause (first observed failure):\n"
        + first.entry(0)
        + "============================================================\n";
  }

  /**
   * HCCL's heartbeat conclusion on a surviving rank, after its plog {@code head}: the lost process named
   * by its host address and device ({@code peer}, HCCL's {@code IP/ID}) and who found it.
   */
  public static String heartbeatLost(String head, String peer, String arrival, String discoverer) {
    return head + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[" + peer + "], Arrival Time:["
        + arrival + "], Discoverer:[" + discoverer + "], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process"
        + " has exited, 2. Network Disconnected\n";
  }

  /** A row of the older LINK_ERROR_INFO table: the link from {@code srcIp(srcRank)} to {@code destIp(destRank)}. */
  public static String linkErrorRow(String destIp, int destRank, String srcIp, int srcRank, String role, String status) {
    return "   |  " + destIp + "(" + destRank + ")   |   " + srcIp + "(" + srcRank + ")   |  " + role + "  | " + status + " |\n";
  }

  /** The older LINK_ERROR_INFO table's header row. */
  public static final String LINK_ERROR_HEADER = "   |  dest_ip(rank_id)  |  src_ip(rank_id)   |   Role   |   Status   |\n";

  /**
   * {@code files} debug plogs of process {@code pid} in {@code plogDir} whose names sort in the order
   * written, none with a plog header, so no file's time is read (what rotation leaves of a process
   * whose early files aged out: ASCEND_HOST_LOG_FILE_NUM, log-formats 1.2).
   */
  public static List<Path> headerlessPlogs(Path plogDir, int pid, int files) throws IOException {
    Path[] written = new Path[files];
    for (int i = 0; i < files; i++) {
      written[i] = plogDir.resolve("plog-" + pid + "_202611201" + (10 + i) + "0000000.log");
      append(written[i], "teardown step " + i + "\n");
    }
    return List.of(written);
  }
}
