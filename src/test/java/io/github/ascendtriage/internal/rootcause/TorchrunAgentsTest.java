package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * torchrun on several hosts: each host's elastic agent prints its own ChildFailedError summary, whose
 * "Root Cause (first observed failure)" is the first failure among that agent's workers only
 * (docs/log-formats.md of ../shared, 9.4). On a host whose workers only timed out waiting on a peer
 * elsewhere, the entry names a cascade; the host that holds the job's root names it (field31's
 * stranger trees, kinds py-exception, stuck, segfault, hbm-ecc: 8 of 45 answered the first host's
 * entry).
 */
class TorchrunAgentsTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();

  /** One host's agent line and summary: local worker {@code rank} failed first with {@code code}. */
  private static String summary(String host, int rank, int localRank, int pid, int code) {
    return LogTrees.torchrunFailure("[2026-11-20 10:40:01,118] torch.distributed.elastic.multiprocessing.api: [ERROR] ",
        new LogTrees.Worker(host, rank, localRank, pid, code, "2026-11-20_10:40:00"));
  }

  /**
   * Rank 2 (host b) raised first; ranks 0, 1 and 3 then timed out in the all-reduce, each naming the
   * rank it waited on. Host a's agent names rank 1, its first local failure; host b's names rank 2.
   */
  private static void twoAgents(Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    PlogTree.notifyTimeout(root, A0, "2", "10:39:00.000.000");
    PlogTree.notifyTimeout(root, A1, "0", "10:38:59.000.000");
    PlogTree.notifyTimeout(root, B3, "2", "10:39:01.000.000");
    write(root.resolve("a/train.log"), "[rank1]: RuntimeError: The wait execution of the Notify register times out.\n"
        + summary("a", 1, 1, 102, 1));
    write(root.resolve("b/train.log"), "[rank2]: Traceback (most recent call last):\n"
        + "[rank2]:   File \"/home/user/train.py\", line 311, in <module>\n"
        + "[rank2]: KeyError: 'input_ids'\n"
        + summary("b", 2, 0, 200, 1));
  }

  @Test
  void anEntryNamingAWorkerThatOnlyWaitedIsACascadeNotTheRoot(@TempDir Path root) throws IOException {
    twoAgents(root);

    RootCause rc = TRIAGE.rootCause(root);

    assertEquals(1, rc.roots().size(), rc.toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(Optional.of("b"), p.host(), rc.toString());
    assertEquals(OptionalInt.of(2), p.rank(), rc.toString());
  }

  /** The agent's warning before it stops a worker (docs/log-formats.md 9.4's example line). */
  private static String closing(int pid) {
    return "[2026-11-20 10:40:05,020] torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process " + pid
        + " closing signal SIGTERM\n";
  }

  /**
   * stop35: rank 2 (host b) failed on its own, exit code 1; host b's agent then ended and closed the rendezvous,
   * and host a's agent stopped its two workers, which had printed nothing (PyTorch's elastic agent failover
   * contract: "When a single agent finishes its job (successfully or not), it will close rendezvous. If other
   * agents still have workers in progress, they will be terminated"). Host a, first in name order, sums up its
   * own first observed failure: a worker it stopped, {@code exitcode : -15}.
   */
  private static void stoppedByAnotherAgent(Path root, boolean withRootHost) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    write(root.resolve("a/train.log"), closing(100) + closing(102)
        + LogTrees.childFailed(new LogTrees.Worker("a", 0, 0, 100, -15, "2026-11-20_10:40:05"),
            new LogTrees.Worker("a", 1, 1, 102, -15, "2026-11-20_10:40:05")));
    if (withRootHost) {
      write(root.resolve("b/train.log"), "[rank2]: Traceback (most recent call last):\n"
          + "[rank2]:   File \"/home/user/train.py\", line 311, in <module>\n"
          + "[rank2]: KeyError: 'input_ids'\n"
          + closing(202)
          + LogTrees.torchrunFailure("[2026-11-20 10:40:01,118] torch.distributed.elastic.multiprocessing.api: [ERROR] ",
              new LogTrees.Worker("b", 2, 0, 200, 1, "2026-11-20_10:40:00"),
              new LogTrees.Worker("b", 3, 1, 202, -15, "2026-11-20_10:40:01")));
    }
  }

  @Test
  void anEntryNamingAWorkerItsAgentStoppedIsNotTheRoot(@TempDir Path root) throws IOException {
    stoppedByAnotherAgent(root, true);

    RootCause rc = TRIAGE.rootCause(root);

    assertEquals(1, rc.roots().size(), rc.toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(Optional.of("b"), p.host(), rc.toString());
    assertEquals(OptionalInt.of(2), p.rank(), rc.toString());
  }

  @Test
  void whenEveryEntryIsAStopNoneIsNamedByTheLauncher(@TempDir Path root) throws IOException {
    stoppedByAnotherAgent(root, false);

    Optional<RootCause> rc = TRIAGE.maybeRootCause(root);

    // host a's workers were stopped from outside: the worker that failed first is on a host the input lacks
    assertFalse(rc.isPresent() && rc.get().reason().contains("torchrun Root Cause entry"), rc.toString());
    assertFalse(rc.isPresent() && rc.get().roots().stream().anyMatch(x -> x.known() && x.host().equals(Optional.of("a"))),
        rc.toString());
  }
}
