package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * code35. A communicator made from a rank table ({@code HcclCommInitClusterInfo}, as MindIE and others do) announces
 * each process's rank and logical device in HCCL's run log with its entry line, in two wordings of hcomm's
 * {@code op_base.cc}: {@code Entry-HcclCommInitClusterInfo:clusterInfo[<file>], rank[r], deviceLogicId[d]} and, newer,
 * {@code Entry-HcclCommInitClusterInfo: clusterInfo[<file>], rank[r], deviceLogicId[d].} (log-formats 8.1 for the
 * root-info entry this mirrors). Without {@code [LocalRank Key Info]} (older CANN) that line is the only place a
 * process says which rank it is, so the rank the others' notify waits name (EI0002, CANN 8.5 wording) is tied to it.
 * Tree: node-a's ranks 0 and 1 (pids 1100, 1101) time out waiting on rank 2; node-b's pid 2200 is rank 2.
 */
class RankTableRootTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String TABLE = "/home/job/config/rank_table.json";

  /** The run log's entry line of a rank-table init, older ({@code :clusterInfo[}) or newer ({@code : clusterInfo[}, a full stop). */
  private static String entry(int pid, int rank, int device, boolean newer) {
    return "[INFO] HCCL(" + pid + ",python3):2025-04-17-08:00:01.000.000 [op_base.cc:1001] [" + pid + "]Entry-HcclCommInitClusterInfo:"
        + (newer ? " " : "") + "clusterInfo[" + TABLE + "], rank[" + rank + "], deviceLogicId[" + device + "]" + (newer ? "." : "") + "\n";
  }

  /** The waiters' console and plogs, and the root's run plog with its entry line in the {@code newer} wording. */
  private static Path tree(Path dir, boolean newer) throws IOException {
    StringBuilder console = new StringBuilder();
    for (int r = 0; r < 2; r++) {
      LogTrees.append(dir.resolve("node-a/log/run/plog/plog-" + (1100 + r) + "_20250417080000000.log"), entry(1100 + r, r, r, !newer));
      console.append(RootEndLayerTest.notifyWait(1100 + r, r, 2));
    }
    LogTrees.append(dir.resolve("node-a/train.log"), console.toString());
    LogTrees.append(dir.resolve("node-b/log/run/plog/plog-2200_20250417080000000.log"), entry(2200, 2, 5, newer));
    return dir;
  }

  private static void assertRootIsRankTwo(Diagnosis d) {
    RootCause root = d.rootCause().orElseThrow();
    assertTrue(root.known(), root.toString());
    assertEquals("node-b", root.host().orElseThrow(), root.toString());
    assertEquals("2200", root.pid().orElseThrow(), root.toString());
    assertEquals(1, root.roots().size(), root.toString());
  }

  @Test
  void theOlderEntryLinePlacesTheRankTheOthersWaitedFor(@TempDir Path dir) throws IOException {
    assertRootIsRankTwo(TRIAGE.get().diagnose(tree(dir, false)));
  }

  @Test
  void theNewerEntryLinePlacesItToo(@TempDir Path dir) throws IOException {
    assertRootIsRankTwo(TRIAGE.get().diagnose(tree(dir, true)));
  }

  /**
   * The tree with the waiters' own task exceptions (CANN 8.5 stage tags, log-formats 8.3: {@code [TaskExecStage][Timeout]
   * [Host]Task run failed, base information is ...}) in their debug plogs, faults of the collective that outweigh one
   * code, and the root's runtime lines for {@code reason} and {@code code} in its debug plog, before the waits (none when
   * {@code reason} is null).
   */
  private static Diagnosis withOwnFault(Path dir, String reason, int code) throws IOException {
    tree(dir, false);
    for (int r = 0; r < 2; r++) {
      LogTrees.append(dir.resolve("node-a/log/debug/plog/plog-" + (1100 + r) + "_20250417080000000.log"), "[ERROR] HCCL(" + (1100 + r)
          + ",python3):2025-04-17-08:40:4" + r + ".000.000 [task_exception_handler.cc:27] [" + (1100 + r) + "][TaskExecStage][Timeout]"
          + "[Host]Task run failed, base information is streamID:[2], taskID[21], tag[AllReduce_hccl_world_group],"
          + " AlgType(level 0-1-2):[fullmesh-ring-NHR].\n");
    }
    if (reason != null) {
      LogTrees.append(dir.resolve("node-b/log/debug/plog/plog-2200_20250417080000000.log"), RootOwnCodeLayerTest.runtime(reason, code));
    }
    return TRIAGE.get().diagnose(dir);
  }

  @Test
  void theRootsOwnLostHeartbeatGivesTheLayer(@TempDir Path dir) throws IOException {
    // log-formats 6 and the catalogue: 507010 / rt-internal 0x0711000B, the task scheduler's lost heartbeat, device;
    // before: collective, the waiters' task exceptions outweighing the root's one code when no case is claimed
    Diagnosis d = withOwnFault(dir, "lost heartbeat", 507010);
    assertRootIsRankTwo(d);
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
    assertTrue(d.reasoning().orElseThrow().steps().get(0).evidence().source().startsWith("node-b/"), d.reasoning().toString());
  }

  @Test
  void theRootsOwnAiCoreTimeoutIsOutsideTheLadder(@TempDir Path dir) throws IOException {
    // the catalogue's 507014 / rt-internal 0x07150025, an AI Core timeout: an operator fault the case base files under
    // none (silent33, troubleshooting_0013), as a claimed cascade case already answers; before: collective
    Diagnosis d = withOwnFault(dir, "aicore timeout", 507014);
    assertRootIsRankTwo(d);
    assertEquals(Layer.UNKNOWN, d.layer(), d.reasoning().toString());
  }

  @Test
  void aRootWithNoFaultOfItsOwnLeavesTheOthersLayer(@TempDir Path dir) throws IOException {
    // the guard: the root printed nothing of its own, so the waiters' task exceptions answer as before
    Diagnosis d = withOwnFault(dir, null, 0);
    assertEquals(Layer.COLLECTIVE, d.layer(), d.reasoning().toString());
  }
}
