package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.setupAgent;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * rootlayer32 item 4: CANN keeps ASCEND_HOST_LOG_FILE_NUM plog files per process (1-1000, default 10;
 * envref_07_0126). Where no file's time was read, a process with that many debug plog files may have
 * lost its early reports (root31's {@code RotatedLogs}); the number the job's lines state replaces the
 * default. The tree is root31's: w0 reports an error CQE naming w2, w1 holds debug plog files with no
 * plog header; a value the job states that is larger than w1's count makes w1 whole again.
 */
class RotatedFileNumTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static final Proc A = new Proc("w0", 11, 11, 0, 0);
  private static final Proc B = new Proc("w1", 21, 21, 1, 0);
  private static final Proc C = new Proc("w2", 31, 31, 2, 0);
  private static final Proc D = new Proc("w3", 41, 41, 3, 0);

  private static Path tree(Path root, int files, String env) throws IOException {
    for (Proc p : List.of(A, B, C, D)) {
      setupAgent(root, p, 4, p.device(), "192.0.2." + (10 + p.rank()));
    }
    write(A.debug(root), A.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe error status[12], time:[2026-11-20 10:05:00.000000],"
        + " remoteIP:[192.0.2.12]\n");
    LogTrees.headerlessPlogs(root.resolve("w1/process_log/debug/plog"), B.filePid(), files); // no file's time is read
    if (!env.isEmpty()) {
      write(root.resolve("w1/train.log"), env + "\n");
    }
    return root;
  }

  @Test
  void theDefaultTenFilesWithNoTimeReadAreTakenForRotated(@TempDir Path root) throws IOException {
    RootCause rc = triage.rootCause(tree(root, 10, ""));
    assertFalse(rc.decided(), rc.reason());
    assertEquals(List.of("w1/rank 1"), rc.reportsGone());
  }

  @Test
  void aLargerNumberTheJobStatesKeepsTenFilesWhole(@TempDir Path root) throws IOException {
    RootCause rc = triage.rootCause(tree(root, 10, "export ASCEND_HOST_LOG_FILE_NUM=20"));
    assertTrue(rc.decided(), rc.reason());
    assertTrue(rc.reportsGone().isEmpty(), rc.reportsGone().toString());
  }

  @Test
  void aSmallerNumberTheJobStatesMakesFewerFilesTheCap(@TempDir Path root) throws IOException {
    RootCause rc = triage.rootCause(tree(root, 6, "ASCEND_HOST_LOG_FILE_NUM=5"));
    assertFalse(rc.decided(), rc.reason());
    assertEquals(List.of("w1/rank 1"), rc.reportsGone());
  }

  @Test
  void aValueOutsideCannsRangeIsNotRead(@TempDir Path root) throws IOException {
    RootCause rc = triage.rootCause(tree(root, 10, "ASCEND_HOST_LOG_FILE_NUM=5000"));
    assertFalse(rc.decided(), "5000 is outside 1-1000, the default 10 stands: " + rc.reason());
  }
}
