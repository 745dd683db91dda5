package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.TAG;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initRootInfo;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * chain41 (eleventh40's class C): a ring whose waits break into segments because some waiters' lines are lost. One
 * segment ends at a process that failed on its own; another, longer one ends at a process that only reports its own
 * notify-wait timeout without naming the peer. HCCL's guide (debug_thinking: an error on one node is most often a
 * timeout while it waits for another) and EI0002's official solution 1 (on the ranks that report it, look for other
 * ranks' earlier errors) read that second end as a waiter, so the end with a fault of its own comes first. A silent
 * end (a rank that never reached the collective) is not a waiter either. Hand-written trees; the values are made up.
 */
class BrokenRingEndsTest {
  private static final TreeTriage triage = TreeTriage.bare();

  /**
   * Eight ranks of node-a in a ring, rank i waiting on rank i-1, ranks 1 and 4 naming no peer; with {@code timeoutEnd}
   * rank 4 reports its own timeout without the line that names its peer, else it printed nothing.
   */
  private static List<Proc> ring(Path root, boolean timeoutEnd) throws IOException {
    List<Proc> r = PlogTree.oneHost("node-a", 5100, 8);
    initRootInfo(root, 8, r);
    for (int i : new int[] {2, 3, 5, 6, 7, 0}) {
      notifyTimeout(root, r.get(i), String.valueOf((i + 7) % 8), "10:31:0" + (i % 8) + ".000.000");
    }
    if (!timeoutEnd) {
      return r;
    }
    Proc lost = r.get(4);
    String h = lost.head("ERROR", "10:31:04.500.000") + "[TaskExecStage][Timeout][HOST]Task run failed, ";
    write(lost.debug(root), h + "base information is streamID:[2], taskID[21], tag[" + TAG + "], AlgType(level 0-1-2):"
        + "[fullmesh-ring-NHR].\n" + h + "groupRank information is group:[" + GROUP + "], user define information[], rankSize[8],"
        + " rankId[4].\n");
    return r;
  }

  private static OptionalInt firstRank(RootCause rc) {
    return rc.roots().get(0).rank();
  }

  @Test
  void theEndThatFailedOnItsOwnComesBeforeTheLongerSegmentsTimeoutEnd(@TempDir Path root) throws IOException {
    List<Proc> r = ring(root, true);
    Proc failed = r.get(1);
    // rank 1's own exception, 1800 s (HCCL_EXEC_TIMEOUT's default) before the others' waits time out
    write(root.resolve("node-a/worker-" + failed.filePid() + ".log"), "Traceback (most recent call last):\n"
        + "KeyError: 'model.layers.46.mlp.experts.w13_weight_scale'\n[ERROR] 2026-11-20-10:01:00 (PID:" + failed.linePid()
        + ", Device:1, RankID:1) ERR99999 UNKNOWN application exception\n");

    RootCause rc = triage.rootCause(root);

    assertEquals(OptionalInt.of(1), firstRank(rc), rc.reason());
    assertTrue(rc.roots().stream().map(ProcessPlace::rank).anyMatch(OptionalInt.of(4)::equals), rc.reason());
  }

  @Test
  void aSilentEndComesBeforeTheLongerSegmentsTimeoutEnd(@TempDir Path root) throws IOException {
    // rank 1 never reached the collective: it printed nothing after its init, it is late, not failed
    ring(root, true);

    RootCause rc = triage.rootCause(root);

    assertEquals(OptionalInt.of(1), firstRank(rc), rc.reason());
  }

  @Test
  void withoutATimeoutOnlyEndTheLongerSegmentStillComesFirst(@TempDir Path root) throws IOException {
    // no end only waited: the ends stay in the order of how many waiters reach them (rank 4 silent, reached by 4)
    ring(root, false);

    RootCause rc = triage.rootCause(root);

    assertEquals(OptionalInt.of(4), firstRank(rc), rc.reason());
  }
}
