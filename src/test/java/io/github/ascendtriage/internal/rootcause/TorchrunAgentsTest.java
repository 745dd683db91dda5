package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
