package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two attempts of one job in the same folders (restart36, docs/rootcause.md): after a restart every
 * device runs a new process with its own plog files (torchrun's agent restarts the worker group;
 * a pod restart starts new processes), so each rank has two processes. The attempt asked about is
 * the latest one that failed, which is not always the one that started last. Hand-written; the values
 * are made up.
 */
class AttemptsTest {
  private static final TreeTriage triage = TreeTriage.bare();

  /** The first attempt: ranks 0-3 on two hosts, two devices each. */
  private static final List<Proc> FIRST = PlogTree.TWO_HOSTS;

  /** The second attempt: the same seats, new pids. */
  private static final List<Proc> SECOND = FIRST.stream()
      .map(p -> new Proc(p.host(), p.filePid() + 1000, p.linePid() + 1000, p.rank(), p.device())).toList();

  /** Each process completes communicator init at {@code time} (its first plog line; a rank table's init success). */
  private static void init(Path root, List<Proc> ps, String time) throws IOException {
    for (Proc p : ps) {
      write(p.run(root), p.head("INFO", time) + "[HCCL_TRACE]hcom init by file success,take time [1200]us,"
          + " rankTablePath[/job/rank_table.json], rankNum[4], rank[" + p.rank() + "],server[10.1.0.1], device["
          + p.device() + "]\n");
      write(p.debug(root), p.head("INFO", time) + "step begins\n");
    }
  }

  /** Each process enters root-info init at {@code time} and prints no init end (no time the runs could be told by). */
  private static void enter(Path root, List<Proc> ps, String time) throws IOException {
    for (Proc p : ps) {
      write(p.run(root), p.head("INFO", time) + "Entry-HcclCommInitRootInfoInner:ranks[4], rank[" + p.rank()
          + "], rootinfo: host ip[10.1.0.1] port[60000] nicDeploy[1] identifier[" + PlogTree.GROUP + "], deviceLogicId["
          + p.device() + "]\n");
      write(p.debug(root), p.head("INFO", time) + "step begins\n");
    }
  }

  /** {@code ps.get(root)} fails on its own copy engine at {@code fault}; the others wait on its rank at {@code waits}. */
  private static void fail(Path root, List<Proc> ps, int rootRank, String fault, String waits, int index) throws IOException {
    Proc r = ps.get(rootRank);
    write(r.debug(root), r.head("ERROR", fault) + "[TaskExceptionHandler][Callback]Task run failed, base information is"
        + " streamID:[2], taskID[21], taskType[Memcpy], tag[AllGather_x].\n");
    for (Proc p : ps) {
      if (p != r) {
        notifyTimeout(root, p, String.valueOf(rootRank), "AllReduce_x", index, waits);
      }
    }
  }

  /** Attempt 1: rank 3 fails, the group is restarted; attempt 2: rank 1 fails and ends the job. Its root cause. */
  private static RootCause failedTwice(Path root, boolean initEnd) throws IOException {
    if (initEnd) {
      init(root, FIRST, "10:00:01.000.000");
    } else {
      enter(root, FIRST, "10:00:01.000.000");
    }
    fail(root, FIRST, 3, "10:05:00.000.000", "10:35:40.000.000", 12);
    if (initEnd) {
      init(root, SECOND, "11:00:01.000.000");
    } else {
      enter(root, SECOND, "11:00:01.000.000");
    }
    fail(root, SECOND, 1, "11:20:00.000.000", "11:50:40.000.000", 40);
    RootCause rc = triage.rootCause(root);
    assertEquals(Optional.of("a"), rc.host(), rc.reason());
    assertEquals(Optional.of("1102"), rc.pid(), rc.reason());
    assertEquals(1, rc.roots().size(), rc.reason());
    return rc;
  }

  @Test
  void theSecondAttemptsFailureIsReadWhenBothFailed(@TempDir Path root) throws IOException {
    RootCause rc = failedTwice(root, true);

    assertTrue(rc.reason().contains("attempt 2"), rc.reason());
  }

  @Test
  void withoutAnInitEndTheNewPidsStillSeparateTheAttempts(@TempDir Path root) throws IOException {
    // seventh36 class 3: no init-success line, so nothing but the new processes tells the attempts apart
    failedTwice(root, false);
  }

  @Test
  void aHealthyLaterAttemptLeavesTheFirstAttemptsFailure(@TempDir Path root) throws IOException {
    // a pod restart: attempt 1 failed at rank 2; attempt 2 completed init and was still training when collected
    init(root, FIRST, "10:00:01.000.000");
    fail(root, FIRST, 2, "10:05:00.000.000", "10:35:40.000.000", 12);
    init(root, SECOND, "11:00:01.000.000");

    RootCause rc = triage.rootCause(root);

    assertEquals(Optional.of("b"), rc.host(), rc.reason());
    assertEquals(Optional.of("200"), rc.pid(), rc.reason());
    assertTrue(rc.reason().contains("attempt 1"), rc.reason());
  }

  @Test
  void devicesOfUnnamedHostsAreNoAttempts(@TempDir Path root) throws IOException {
    // a flattened upload: no host folder, so device 0 of two hosts is not one seat run twice
    List<Proc> flat = List.of(new Proc("x", 100, 100, 0, 0), new Proc("x", 200, 200, 1, 0));
    for (Proc p : flat) {
      Path file = root.resolve("plog-" + p.filePid() + "_20261120100000000.log");
      write(file, p.head("INFO", p.rank() == 0 ? "10:00:01.000.000" : "10:00:09.000.000") + "Entry-HcclCommInitRootInfoInner:"
          + "ranks[2], rank[" + p.rank() + "], rootinfo: host ip[10.1.0.1] port[60000] nicDeploy[1] identifier[" + PlogTree.GROUP
          + "], deviceLogicId[0]\n");
    }
    write(root.resolve("plog-200_20261120100000000.log"), flat.get(1).head("ERROR", "10:05:00.000.000")
        + "[TaskExceptionHandler][Callback]Task run failed, base information is streamID:[2], taskID[21], taskType[Memcpy],"
        + " tag[AllGather_x].\n");
    write(root.resolve("plog-100_20261120100000000.log"), flat.get(0).head("ERROR", "10:35:40.000.000")
        + "[TaskExecStage][Timeout][Host]Task run failed, para information is notify id:[0x0000000100000c2b], value:[1],"
        + " remote rank:[1].\n");

    RootCause rc = triage.rootCause(root);

    assertEquals(Optional.of("200"), rc.pid(), rc.reason());
    assertTrue(!rc.reason().contains("attempts of the job"), rc.reason());
  }
}
