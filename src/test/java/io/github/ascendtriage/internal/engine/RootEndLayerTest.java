package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class (rootlayer32): the process the others waited for printed no fault of its own; its end
 * (its launcher's exit record with a signal, the kernel's OOM kill naming its pid) or its absence
 * from the collective the others timed out in (their notify waits name it, its own logs report
 * nothing) makes the layer the process's, script, not the collective's of the others' case
 * (hcclug_000036 step 1; EI0002 solution 1; torchrun's failure summary; mm/oom_kill.c). Without
 * that evidence the answer stays the case's. Trees in the printed forms: node-a's two ranks wait,
 * node-b's rank 2 (pid 2200) is the root.
 */
class RootEndLayerTest {
  private static final String TS = "2025-04-17-08:";
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /** HCCL's run-log identity line of a rank (also {@link PodNodeOutputsTest}'s). */
  static String key(int pid, int rank, String hostIp, int dev) {
    return "[INFO] HCCL(" + pid + ",python3):" + TS + "00:01.000.000 [hccl_communicator.cc:412] [7001][LocalRank Key Info]userRank["
        + rank + "] hostIp[" + hostIp + "] devicePhyId[" + dev + "] deviceIp[192.168.1." + (10 + rank) + "]\n";
  }

  /** HCCL's cluster heartbeat on a waiting rank: the lost process named by its host and device. */
  private static String lost(int pid, int rank) {
    return LogTrees.heartbeatLost("[ERROR] HCCL(" + pid + ",python3):" + TS + "40:4" + rank + ".000.000 [heartbeat.cc:1245] [7002]",
        "10.0.0.2/0", "Thu Apr 17 08:40:37 2025", "10.0.0.1/" + rank);
  }

  /** EI0002 on a waiting rank's console (CANN 8.5 wording), naming the rank it waited for. */
  static String notifyWait(int pid, int rank, int peer) {
    return "[rank" + rank + "]: [PID: " + pid + "] " + TS + "40:4" + rank + ".000.000 Communication_Error_Timeout(EI0002): A timeout"
        + " occurs when the Notify register waits for execution. Waiting peer rank: " + peer + "; task information: streamID:[249],"
        + " taskID[23]; communication operator information: AllReduce; communicator: 10.0.0.1%eth0_60000_0_1744879200000000.\n";
  }

  /** node-b's torchrun agent line and summary: its worker (rank 2, pid 2200) ended with {@code code}. */
  private static String summary(int code) {
    return LogTrees.torchrunFailure("[2025-04-17 08:40:31,120] torch.distributed.elastic.multiprocessing.api: [ERROR] ",
        new LogTrees.Worker("node-b", 2, 0, 2200, code, "2025-04-17_08:40:30"));
  }

  /** The kernel's OOM kill line (mm/oom_kill.c) in a host's messages. */
  private static String oomKill(int pid) {
    return "Apr 17 08:40:30 node-b kernel: [123456.789012] Out of memory: Killed process " + pid + " (python3) total-vm:912345kB,"
        + " anon-rss:812345kB, file-rss:1234kB, shmem-rss:123kB, UID:0 pgtables:1624kB oom_score_adj:0\n";
  }

  /** node-a's ranks 0 and 1 report the heartbeat lost on node-b; node-b's process 2200 printed its identity only. */
  static Path heartbeatTree(Path root) throws IOException {
    for (int r = 0; r < 2; r++) {
      LogTrees.append(root.resolve("node-a/ascend/log/debug/plog/plog-" + (1100 + r) + "_20250417072237553.log"),
          key(1100 + r, r, "10.0.0.1", r) + lost(1100 + r, r));
    }
    LogTrees.append(root.resolve("node-b/ascend/log/run/plog/plog-2200_20250417072237553.log"), key(2200, 2, "10.0.0.2", 0));
    return root;
  }

  /** node-a's ranks 0 and 1 time out in a notify wait on rank 2 (EI0002); node-b's process 2200 printed its identity only. */
  static Path notifyTree(Path root, String rootPlog) throws IOException {
    StringBuilder console = new StringBuilder();
    for (int r = 0; r < 2; r++) {
      LogTrees.append(root.resolve("node-a/ascend/log/run/plog/plog-" + (1100 + r) + "_20250417072237553.log"), key(1100 + r, r, "10.0.0.1", r));
      console.append(notifyWait(1100 + r, r, 2));
    }
    LogTrees.append(root.resolve("node-a/train.log"), console.toString());
    LogTrees.append(root.resolve("node-b/ascend/log/run/plog/plog-2200_20250417072237553.log"), key(2200, 2, "10.0.0.2", 0) + rootPlog);
    return root;
  }

  private static List<ReasoningStep> steps(Diagnosis d, String rule) {
    return d.reasoning().map(r -> r.steps().stream().filter(s -> s.rule().equals(rule)).toList()).orElse(List.of());
  }

  @Test
  void aSignalInTheLaunchersSummaryMakesTheLayerTheProcesss(@TempDir Path dir) throws IOException {
    LogTrees.append(heartbeatTree(dir).resolve("node-b/train.log"), summary(-11));
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals("node-b", d.rootCause().orElseThrow().host().orElseThrow(), d.rootCause().toString());
    assertEquals("cluster-heartbeat-lost", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    List<ReasoningStep> end = steps(d, RootEnds.ENDED);
    assertTrue(end.stream().anyMatch(s -> s.evidence().source().equals("node-b/train.log")
        && s.evidence().text().contains("exitcode  : -11 (pid: 2200)")), end.toString());
    assertEquals(RootEnds.ENDED_SUMMARY, d.reasoning().orElseThrow().summary());
  }

  @Test
  void aStopRequestIsNoEndOfItsOwn(@TempDir Path dir) throws IOException {
    LogTrees.append(heartbeatTree(dir).resolve("node-b/train.log"), summary(-15));
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals(Layer.COLLECTIVE, d.layer(), "SIGTERM is the agent's or a person's stop: " + d.reasoning());
  }

  @Test
  void anOomKillOfItsPidOnItsHostMakesTheLayerTheProcesss(@TempDir Path dir) throws IOException {
    LogTrees.append(heartbeatTree(dir).resolve("node-b/messages"), oomKill(2200));
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertTrue(steps(d, RootEnds.ENDED).stream().anyMatch(s -> s.evidence().source().equals("node-b/messages")),
        d.reasoning().toString());
  }

  @Test
  void anOomKillOfAnotherPidOrOnAnotherHostDecidesNothing(@TempDir Path dir) throws IOException {
    Path tree = heartbeatTree(dir);
    LogTrees.append(tree.resolve("node-b/messages"), oomKill(2201));
    LogTrees.append(tree.resolve("node-a/messages"), oomKill(2200)); // pid 2200 on node-a is another process
    Diagnosis d = TRIAGE.get().diagnose(tree);
    assertEquals(Layer.COLLECTIVE, d.layer(), d.reasoning().toString());
  }

  @Test
  void aProcessTheNotifyWaitsNameThatReportedNothingNeverReachedTheCollective(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(notifyTree(dir, ""));
    assertEquals("node-b", d.rootCause().orElseThrow().host().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.COLLECTIVE, d.bestMatch().orElseThrow().layer(), d.matches().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    List<ReasoningStep> silent = steps(d, RootEnds.NEVER_ENTERED);
    assertFalse(silent.isEmpty(), d.reasoning().toString());
    assertTrue(silent.stream().allMatch(s -> s.evidence().source().startsWith("node-a/")), silent.toString());
  }

  @Test
  void aRootWithAFaultOfItsOwnIsLeftToThatFault(@TempDir Path dir) throws IOException {
    String aicore = "[ERROR] RUNTIME(2200,python3):" + TS + "40:05.655.226 [task_info.cc:1234]7003 PrintErrorInfo:Aicore kernel execute"
        + " failed, device_id=0, stream_id=3, task_id=77, fault kernel_name=MatMulV2_17_mix_aic\n";
    Diagnosis d = TRIAGE.get().diagnose(notifyTree(dir, aicore));
    assertTrue(steps(d, RootEnds.NEVER_ENTERED).isEmpty() && steps(d, RootEnds.ENDED).isEmpty(), d.reasoning().toString());
    assertFalse(d.layer() == Layer.SCRIPT, "an AI Core fault of its own is no silence: " + d.reasoning());
  }

  @Test
  void theReasonsAreInChinese(@TempDir Path dir) throws IOException {
    LogTrees.append(heartbeatTree(dir).resolve("node-b/train.log"), summary(-9));
    Diagnosis zh = TRIAGE.get().inChinese(TRIAGE.get().diagnose(dir));
    assertEquals(Layer.SCRIPT, zh.layer(), zh.reasoning().toString());
    assertTrue(zh.reasoning().orElseThrow().summary().contains("脚本层"), zh.reasoning().orElseThrow().summary());
    assertTrue(steps(zh, RootEnds.ENDED).stream().allMatch(s -> s.why().contains("内存不足")), zh.reasoning().toString());
  }
}
