package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static io.github.ascendtriage.internal.rootcause.TreeTriage.rootLabels;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Restarts within one process (D22 of docs/rootcause.md): two ranks of one host fail twice, the
 * first time on rank 0 and the second on rank 1, with a restart of their communication between;
 * only the failure after the restart is asked about. Hand-written; the values are made up.
 */
class RestartsTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static final Proc A = new Proc("w0", 11, 11, 0, 2);
  private static final Proc B = new Proc("w0", 12, 12, 1, 3);

  private static void sdma(Path root, Proc p, String time) throws IOException {
    write(p.debug(root), p.head("ERROR", time) + "[TaskExceptionHandler][Callback]Task run failed, base information is"
        + " streamID:[2], taskID[21], taskType[Memcpy], tag[AllGather_x].\n");
  }

  /** Rank 0 fails and rank 1 waits on it; both restart (by {@code restartLine}); then rank 1 fails and rank 0 waits on it. */
  private static void failTwice(Path root, String restartLine) throws IOException {
    initByFile(root, 2, A, B);
    sdma(root, A, "10:05:00.000.000");
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:40.000.000");
    for (Proc p : List.of(A, B)) {
      write(p.run(root), p.head("INFO", "10:40:00.000.000") + restartLine + "\n");
    }
    sdma(root, B, "11:20:00.000.000");
    notifyTimeout(root, A, "1", "AllReduce_x", 40, "11:50:40.000.000");
  }

  @Test
  void afterAResumedCommunicatorTheEarlierFailureIsLeftOut(@TempDir Path root) throws IOException {
    failTwice(root, "HcclCommResume:success, take time:[81234]us, comm[hccl_world_group]");

    triage.assertRoots(root, "w0 device-3");
  }

  @Test
  void aSecondTraceInitialisationIsARestart(@TempDir Path root) throws IOException {
    failTwice(root, "attr init successfully, timeout=2000ms.");
    for (Proc p : List.of(A, B)) {
      write(p.run(root), p.head("INFO", "10:00:00.500.000") + "attr init successfully, timeout=2000ms.\n");
    }

    triage.assertRoots(root, "w0 device-3");
  }

  @Test
  void aProcessWhoseRuntimeStartedOverAndNeverCompletedInitAgainIsTheRoot(@TempDir Path root) throws IOException {
    for (Proc p : List.of(A, B)) {
      initByFile(root, 2, p);
      write(p.run(root), p.head("INFO", "10:00:00.500.000") + "attr init successfully, timeout=2000ms.\n");
    }
    sdma(root, A, "10:05:00.000.000");
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:40.000.000");
    for (Proc p : List.of(A, B)) {
      write(p.run(root), p.head("INFO", "10:40:00.000.000") + "attr init successfully, timeout=2000ms.\n");
    }
    // rank 1 completes init again; rank 0 never does, and the job hangs without another error
    write(B.run(root), B.head("INFO", "10:41:00.000.000") + "[HCCL_TRACE]hcom init by file success,take time [1200]us,"
        + " rankTablePath[/job/rank_table.json], rankNum[2], rank[1],server[10.1.0.1], device[3]\n");

    triage.assertRoots(root, "w0 device-2");
  }

  @Test
  void aSingleTraceInitialisationIsNoRestart(@TempDir Path root) throws IOException {
    // the only one of each process: its start, so the earlier failure still counts
    failTwice(root, "attr init successfully, timeout=2000ms.");

    RootCause rc = triage.rootCause(root);

    assertTrue(rootLabels(rc).contains("w0 device-2"), rootLabels(rc) + " " + rc.reason());
  }

  /** A fails on its own, then says the errors so far can be ignored; an hour later B fails on its own. */
  private static void retriedThenFailed(Path root, String retryLine) throws IOException {
    initByFile(root, 2, A, B);
    sdma(root, A, "10:02:00.000.000");
    write(A.debug(root), A.head("ERROR", "10:02:02.000.000") + retryLine + "\n");
    sdma(root, B, "11:20:00.000.000");
  }

  @Test
  void errorsAProcessSaysCanBeIgnoredAreLeftOut(@TempDir Path root) throws IOException {
    retriedThenFailed(root, "[OpRetryConnection][Init] Client reconnect 2 times to success, so the above or this error log can be ignored");

    triage.assertRoots(root, "w0 device-3");
  }

  @Test
  void torchNpusDispatchLineVoidsNothingElse(@TempDir Path root) throws IOException {
    // the same words close torch_npu's dispatch timeout report only: A's failed connects still count
    retriedThenFailed(root, "[PTA]Process group work AllReduce, seq_num 7 dispatch sucess. This error log can be ignored.");

    RootCause rc = triage.rootCause(root);

    assertTrue(rootLabels(rc).contains("w0 device-2"), rootLabels(rc) + " " + rc.reason());
  }
}
