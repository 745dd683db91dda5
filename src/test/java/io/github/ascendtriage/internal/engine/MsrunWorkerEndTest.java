package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * port33: under msrun the root's faulthandler line is in its worker log ({@code msrun_log/worker_N.log},
 * mindspore process_entity/_api.py), which names no pid and no rank in the form the reader knew. Where
 * the tree shows the numbers are node ids (two hosts whose worker numbers never repeat), worker_2.log is
 * rank 2's console and its fatal signal the root's end (rootlayer32's {@code script.root-process-ended});
 * where the numbers repeat across hosts (indexes on each host) it is not. node-a's ranks 0 and 1 report
 * the heartbeat lost on node-b's device 0, whose process 2200 (rank 2) printed its identity only.
 */
class MsrunWorkerEndTest {
  private static final String TS = "2025-04-17-08:";
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static String key(int pid, int rank, String hostIp, int dev) {
    return "[INFO] HCCL(" + pid + ",python3):" + TS + "00:01.000.000 [hccl_communicator.cc:412] [7001][LocalRank Key Info]userRank["
        + rank + "] hostIp[" + hostIp + "] devicePhyId[" + dev + "] deviceIp[192.168.1." + (10 + rank) + "]\n";
  }

  private static String lost(int pid, int rank) {
    return "[ERROR] HCCL(" + pid + ",python3):" + TS + "40:4" + rank + ".000.000 [heartbeat.cc:1245] [7002][TaskExecStage][HeartbeatAbnormal]"
        + "Cluster Exception Location[IP/ID]:[10.0.0.2/0], Arrival Time:[Thu Apr 17 08:40:37 2025], Discoverer:[10.0.0.1/" + rank
        + "], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. The network is disconnected.\n";
  }

  private static void write(Path f, String text) throws IOException {
    Files.createDirectories(f.getParent());
    Files.writeString(f, text);
  }

  /** The tree; node-b's worker log is {@code rootLog}, node-a's are worker_0.log and worker_1.log. */
  private static Path tree(Path root, String rootLog) throws IOException {
    for (int r = 0; r < 2; r++) {
      write(root.resolve("node-a/ascend/log/debug/plog/plog-" + (1100 + r) + "_20250417072237553.log"),
          key(1100 + r, r, "10.0.0.1", r) + lost(1100 + r, r));
      write(root.resolve("node-a/msrun_log/worker_" + r + ".log"), "epoch 1 step 40 loss 2.113\n");
    }
    write(root.resolve("node-b/ascend/log/run/plog/plog-2200_20250417072237553.log"), key(2200, 2, "10.0.0.2", 0));
    write(root.resolve("node-b/msrun_log/" + rootLog), "epoch 1 step 40 loss 2.107\nFatal Python error: Segmentation fault\n\n"
        + "Thread 0x0000ffff8a2b1120 (most recent call first):\n  File \"/home/user/train.py\", line 212 in train_step\n");
    return root;
  }

  private static List<ReasoningStep> ended(Diagnosis d) {
    return d.reasoning().map(r -> r.steps().stream().filter(s -> s.rule().equals(RootEnds.ENDED)).toList()).orElse(List.of());
  }

  @Test
  void aFatalSignalInTheRootsWorkerLogIsItsEnd(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, "worker_2.log"));
    assertEquals("node-b", d.rootCause().orElseThrow().host().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    List<ReasoningStep> end = ended(d);
    assertTrue(end.stream().anyMatch(s -> s.evidence().source().equals("node-b/msrun_log/worker_2.log")
        && s.evidence().text().startsWith("Fatal Python error")), end.toString());
  }

  @Test
  void aWorkerLogNamedByItsIndexOnTheHostIsNotTheRootsConsole(@TempDir Path dir) throws IOException {
    // node-b's only worker is its index 0, a number node-a's logs hold too: msrun left the ranks to its scheduler
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, "worker_0.log"));
    assertEquals("node-b", d.rootCause().orElseThrow().host().orElseThrow(), d.rootCause().toString());
    assertTrue(ended(d).isEmpty(), d.reasoning().toString());
  }
}
