package io.github.ascendtriage.internal.engine;

import static io.github.ascendtriage.internal.engine.LateRankTest.hccl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * never39 (ninth38's classes 4 and 5): a rank that never called communicator init, on a host whose logs are in the
 * input. Six ranks of one root-info communicator, three a host (torch elastic numbers a node's workers in one run):
 * node-a runs ranks 0-2 (pids 100-102, rank 0 the server), node-b ranks 3-5 (pids 200-202). One process of node-b
 * printed only its environment lines: no {@code Entry-HcclCommInitRootInfoInner}. The server times out and lists the
 * ranks that connected; the connected agents print HCCL's {@code Failed to connect agent[r,]} (the EI0015 guide's
 * forms, docs/log-formats.md 8.1). The values are made up.
 */
class UnjoinedRankTest {
  @RegisterExtension static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String G = "10.0.0.1%eth0_60000_0_1765000000000000";

  private static Path plog(Path root, int pid, String kind) {
    return root.resolve("node-" + (pid < 200 ? "a" : "b") + "/ascend/log/" + kind + "/plog/plog-" + pid + "_20261120100000000.log");
  }

  /**
   * The tree of a communicator of {@code size} ranks (6: every rank's host is in the input; 9: a third host's are not) in
   * which the process {@code silentPid} of node-b (rank {@code silentPid - 197}) never joined; {@code idle} another
   * rankless process there, or 0.
   */
  private static Path tree(Path root, int size, int silentPid, int idle) throws IOException {
    int missing = silentPid - 197;
    StringBuilder connected = new StringBuilder();
    for (int pid : new int[] {100, 101, 102, 200, 201, 202}) {
      int rank = pid < 200 ? pid - 100 : pid - 197;
      LogTrees.append(plog(root, pid, "run"), hccl("INFO", pid, "10:00:00.000.000", "externalinput.cc:598",
          "[HCCL_ENV]HCCL_CONNECT_TIMEOUT set by default to [120]s"));
      if (pid == silentPid) {
        continue;
      }
      connected.append(connected.length() == 0 ? "" : ",").append(String.format("[%016d]", rank));
      LogTrees.append(plog(root, pid, "run"), hccl("INFO", pid, "10:00:02.000.000", "op_base.cc:775",
          "Entry-HcclCommInitRootInfoInner:ranks[" + size + "], rank[" + rank + "], rootinfo: host ip[10.0.0.1] port[60000] nicDeploy[1]"
              + " identifier[" + G + "], deviceLogicId[" + (pid % 100) + "]"));
      if (rank > 0) {
        LogTrees.append(plog(root, pid, "debug"), hccl("ERROR", pid, "10:02:03.000.000", "topoinfo_exchange_base.cc:145",
            "[InitGroupStage][RanktableDetect] TopoDetect ERROR occur !!! fault_type[1], fault_info[\"Failed to connect agent["
                + missing + ",]\"]"));
      }
    }
    LogTrees.append(plog(root, 100, "debug"), hccl("ERROR", 100, "10:02:02.000.000", "topoinfo_exchange_server.cc:314",
        "[InitGroupStage][RanktableDetect]topo exchange server get socket timeout! timeout[120 s]")
        + hccl("ERROR", 100, "10:02:02.000.100", "topoinfo_exchange_server.cc:501",
            "[InitGroupStage][DisplayConnectionedRank]total connected num is [5],line num is [1]")
        + hccl("ERROR", 100, "10:02:02.000.200", "topoinfo_exchange_server.cc:503",
            "[InitGroupStage][DisplayConnectionedRank]need connect rankNum is [" + size + "]")
        + hccl("ERROR", 100, "10:02:02.000.300", "topoinfo_exchange_server.cc:517",
            "[InitGroupStage][DisplayConnectionedRank]connected rankinfo[LINE 0]: " + connected + ";"));
    if (idle > 0) {
      LogTrees.append(plog(root, idle, "run"), hccl("INFO", idle, "10:00:00.000.000", "externalinput.cc:598",
          "[HCCL_ENV]HCCL_CONNECT_TIMEOUT set by default to [120]s"));
    }
    return root;
  }

  @Test
  void theRankTheServerLacksIsItsHostsOneProcessThatNeverCalledInit(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, 6, 201, 0));
    RootCause rc = d.rootCause().orElseThrow();
    assertTrue(rc.known(), rc.reason());
    assertEquals("node-b", rc.host().orElse(""), rc.reason());
    assertEquals("201", rc.pid().orElse(""), rc.reason());
    assertTrue(rc.reason().contains("never called communicator init"), rc.reason());
  }

  @Test
  void itsLayerIsTheScriptsNotLinkSetups(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, 6, 201, 0));
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertEquals(RootEnds.INIT_SUMMARY, d.reasoning().orElseThrow().summary());
  }

  @Test
  void aRankAtTheEndOfItsHostsRunIsPlacedWhenEveryOtherRankIsThere(@TempDir Path dir) throws IOException {
    RootCause rc = TRIAGE.get().diagnose(tree(dir, 6, 202, 0)).rootCause().orElseThrow();
    assertEquals("202", rc.pid().orElse(""), rc.reason());
  }

  @Test
  void aRankAtTheEndOfItsHostsRunStaysOutsideWhenAHostIsMissing(@TempDir Path dir) throws IOException {
    // rank 5 may as well be the first rank of the third host (ranks 6-8), whose logs the input lacks
    RootCause rc = TRIAGE.get().diagnose(tree(dir, 9, 202, 0)).rootCause().orElseThrow();
    assertFalse(rc.known(), rc.reason());
  }

  @Test
  void aHostWithTwoRanklessProcessesPlacesNoOne(@TempDir Path dir) throws IOException {
    RootCause rc = TRIAGE.get().diagnose(tree(dir, 6, 201, 203)).rootCause().orElseThrow();
    assertFalse(rc.known(), rc.reason());
  }
}
