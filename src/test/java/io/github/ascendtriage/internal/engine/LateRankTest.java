package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * late34, trees33's class 3: a rank that never reached communicator init. Written from the sources' forms, not a
 * generator's: docs/log-formats.md 8.1 (the root-info server's {@code topo exchange server get socket timeout},
 * {@code [DisplayConnectionedRank]total connected num is [N]} and {@code connected rankinfo[LINE 0]: ..}; the agents'
 * {@code topo exchange agent get socket timeout}; the init entry line), 9.4 (torchrun's failure summary: rank, local
 * rank, exit code and pid of each worker) and 2.2 (the TDT line a process prints when it opens its device). Two hosts:
 * node-a runs rank 0 (pid 1100, the server) and rank 1 (pid 1101), node-b rank 2 (pid 2200) and rank 3 (pid 2201),
 * which opened its device and was still preparing its data when the others gave up: no HCCL line of its own. Each
 * host's agent stopped its other worker (SIGTERM) after the first one failed. The values are made up.
 */
class LateRankTest {
  @RegisterExtension static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final String G = "10.0.0.1%eth0_60000_0_1763610996711234";

  /** One HCCL plog line of {@code pid} at {@code time} on 2026-11-20 (UnjoinedRankTest writes its lines with it too). */
  static String hccl(String level, int pid, String time, String file, String body) {
    return "[" + level + "] HCCL(" + pid + ",python3):2026-11-20-" + time + " [" + file + "] [" + (pid + 17) + "]" + body + "\n";
  }

  private static String entry(int pid, int rank, int dev) {
    return hccl("INFO", pid, "10:00:02.059.511", "op_base.cc:479", "Entry-HcclCommInitRootInfoInner:ranks[4], rank[" + rank
        + "], rootinfo: host ip[10.0.0.1] port[60000] nicDeploy[1] identifier[" + G + "], deviceLogicId[" + dev + "]");
  }

  private static String agentTimeout(int pid, String time) {
    return hccl("ERROR", pid, time, "topoinfo_exchange_agent.cc:111", "[Get][Connection]topo exchange agent get socket timeout! "
        + "timeout[120]");
  }

  /** The tree; {@code node_b_ranks} are the ranks node-b's agent recorded for pids 2200 and 2201, {@code lateRecorded} whether it listed 2201. */
  private static Path tree(Path root, int rankOf2200, boolean lateRecorded) throws IOException {
    Path a = root.resolve("node-a");
    Path b = root.resolve("node-b");
    LogTrees.append(a.resolve("ascend/log/run/plog/plog-1100_20261120100000000.log"), entry(1100, 0, 0));
    LogTrees.append(a.resolve("ascend/log/run/plog/plog-1101_20261120100000000.log"), entry(1101, 1, 1));
    LogTrees.append(b.resolve("ascend/log/run/plog/plog-2200_20261120100000000.log"), entry(2200, 2, 0));
    LogTrees.append(b.resolve("ascend/log/run/plog/plog-2201_20261120100000000.log"), "[EVENT] TDT(2201,python3):2026-11-20-"
        + "09:59:50.788.635 [process_mode_manager.cpp:103][OpenProcess][tid:2204] [ProcessModeManager] enter into open process "
        + "deviceId[1] rankSize[0]\n");
    LogTrees.append(a.resolve("ascend/log/debug/plog/plog-1100_20261120100000000.log"),
        hccl("ERROR", 1100, "10:02:02.280.172", "topoinfo_exchange_server.cc:199", "[Get][Connection]topo exchange server get "
            + "socket timeout! timeout[120 s]")
        + hccl("ERROR", 1100, "10:02:02.280.372", "topoinfo_exchange_server.cc:318", "[DisplayConnectionedRank]total connected "
            + "num is [3]")
        + hccl("ERROR", 1100, "10:02:02.280.472", "topoinfo_exchange_server.cc:338", "[DisplayConnectionedRank]connected "
            + "rankinfo[LINE 0]: [0000000000000000],[0000000000000001],[0000000000000002]"));
    LogTrees.append(a.resolve("ascend/log/debug/plog/plog-1101_20261120100000000.log"), agentTimeout(1101, "10:02:03.697.802"));
    LogTrees.append(b.resolve("ascend/log/debug/plog/plog-2200_20261120100000000.log"), agentTimeout(2200, "10:02:04.697.802"));
    String agent = "[2026-11-20 10:02:06,441] torch.distributed.elastic.multiprocessing.api: [ERROR] ";
    LogTrees.append(a.resolve("train.log"), LogTrees.torchrunFailure(agent,
        new LogTrees.Worker("node-a", 1, 1, 1101, 1, "2026-11-20_10:02:05"),
        new LogTrees.Worker("node-a", 0, 0, 1100, -15, "2026-11-20_10:02:06")));
    LogTrees.Worker first = new LogTrees.Worker("node-b", rankOf2200, 0, 2200, 1, "2026-11-20_10:02:05");
    LogTrees.append(b.resolve("train.log"), "[rank3]:Running tokenizer on dataset: 38%|### | 45600/120000\n"
        + (lateRecorded ? LogTrees.torchrunFailure(agent, first, new LogTrees.Worker("node-b", 3, 1, 2201, -15,
            "2026-11-20_10:02:06")) : LogTrees.torchrunFailure(agent, first)));
    return root;
  }

  @Test
  void theRankTheServerNeverHeardFromIsTheProcessItsLauncherRanAsThatRank(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, 2, true));
    RootCause rc = d.rootCause().orElseThrow();
    assertEquals("node-b", rc.host().orElse(""), rc.reason());
    assertEquals("2201", rc.pid().orElse(""), rc.reason());
    // the agents waited on the server, which waited on rank 3: none of them is a root of its own
    assertEquals(1, rc.roots().size(), rc.reason());
  }

  @Test
  void theLayerIsTheLateProcesssNotLinkSetups(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, 2, true));
    assertEquals(Layer.LINK_SETUP, d.bestMatch().orElseThrow().layer(), d.matches().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertEquals(RootEnds.INIT_SUMMARY, d.reasoning().orElseThrow().summary());
    assertTrue(d.reasoning().orElseThrow().steps().stream().allMatch(s -> s.rule().equals(RootEnds.NEVER_JOINED)
        && s.evidence().source().contains("/debug/plog/")), d.reasoning().toString());
  }

  @Test
  void aRankThatTookPartInInitAndTimedOutKeepsLinkSetup(@TempDir Path dir) throws IOException {
    // rank 3 called init and could not reach the server: its own agent timeout is a report of that init
    Path t = tree(dir, 2, true);
    LogTrees.append(t.resolve("node-b/ascend/log/debug/plog/plog-2201_20261120100000000.log"), agentTimeout(2201,
        "10:02:04.997.802"));
    Diagnosis d = TRIAGE.get().diagnose(t);
    assertEquals(Layer.LINK_SETUP, d.layer(), d.reasoning().toString());
  }

  @Test
  void aLauncherThatNumbersTheRanksOtherwiseTiesNoProcess(@TempDir Path dir) throws IOException {
    // node-b's agent calls pid 2200 rank 6, HCCL calls it rank 2: the launcher's numbers are not the communicator's
    RootCause rc = TRIAGE.get().diagnose(tree(dir, 6, true)).rootCause().orElseThrow();
    assertNotEquals("2201", rc.pid().orElse(""), rc.reason());
  }

  @Test
  void withoutTheLaunchersRecordOfTheRankNoPidIsNamed(@TempDir Path dir) throws IOException {
    RootCause rc = TRIAGE.get().diagnose(tree(dir, 2, false)).rootCause().orElseThrow();
    assertNotEquals("2201", rc.pid().orElse(""), rc.reason());
    assertTrue(rc.rank().isPresent() && rc.rank().getAsInt() == 3, rc.reason());
  }
}
