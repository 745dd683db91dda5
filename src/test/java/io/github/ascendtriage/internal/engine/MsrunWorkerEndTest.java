package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * port33: under msrun the root's faulthandler line is in its worker log ({@code msrun_log/worker_N.log},
 * mindspore process_entity/_api.py), which names no pid and no rank in the form the reader knew. Where
 * the tree shows the numbers are node ids (two hosts whose worker numbers never repeat), worker_2.log is
 * rank 2's console and its fatal signal the root's end (rootlayer32's {@code script.root-process-ended});
 * where the numbers repeat across hosts (indexes on each host) it is not. node-a's ranks 0 and 1 report
 * the heartbeat lost on node-b's device 0, whose process 2200 (rank 2) printed its identity only.
 */
class MsrunWorkerEndTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /** RootEndLayerTest's heartbeat tree with msrun's worker logs: node-a's worker_0.log and worker_1.log, node-b's {@code rootLog}. */
  private static Path tree(Path root, String rootLog) throws IOException {
    RootEndLayerTest.heartbeatTree(root);
    for (int r = 0; r < 2; r++) {
      LogTrees.append(root.resolve("node-a/msrun_log/worker_" + r + ".log"), "epoch 1 step 40 loss 2.113\n");
    }
    LogTrees.append(root.resolve("node-b/msrun_log/" + rootLog), "epoch 1 step 40 loss 2.107\n"
        + "Fatal Python error: Segmentation fault\n\nThread 0x0000ffff8a2b1120 (most recent call first):\n"
        + "  File \"/home/user/train.py\", line 212 in train_step\n");
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
