package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * sdma39: an SDMA copy to a peer card fails when the peer's process went away first (catalogue EI0012, cause 2, and
 * its fix: look for a process that left before the report; hicann/hccl task_exec_stage.md: an SDMA failure rarely
 * comes with a remote core dump). The report names the peer (its task information's {@code remote rank}) as an error
 * CQE names its far end, and the end that failed on its own before the report is the root; one that failed after it
 * is not what the copy lost.
 */
class SdmaPeerExitTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /**
   * node-a's rank 0 (pid 1100) reports EI0012 at 08:40:45 naming rank 2, and its rank 1 (pid 1101) waits on rank 0
   * (EI0002); node-b's rank 2 (pid 2200) failed at {@code t}.
   */
  private static Path tree(Path root, String t) throws IOException {
    for (int r = 0; r < 2; r++) {
      LogTrees.append(root.resolve("node-a/ascend/log/run/plog/plog-" + (1100 + r) + "_20250417072237553.log"),
          RootEndLayerTest.key(1100 + r, r, "10.0.0.1", r));
    }
    LogTrees.append(root.resolve("node-a/train.log"), RootEndLayerTest.notifyWait(1101, 1, 0) + "[rank0]: [PID: 1100] 2025-04-17-08:40:45.000.000 "
        + "Execution_Error_SDMA(EI0012): SDMA memory copy task exception occurred. Remote rank: [2]. Base information: "
        + "[streamID:[351], taskID[5], taskType[Memcpy], tag[], AlgType(level 0-1-2):[null-null-null].]. Task information: "
        + "[src:[0x12c180000000], dst:[0x12c041800000], size:[0x80], notify id:[0xffffffffffffffff], link type:[HCCS], "
        + "remote rank:[2]]. Communicator information: [group:[], user define information[], rankSize[4], rankId[0]].\n");
    LogTrees.append(root.resolve("node-b/ascend/log/run/plog/plog-2200_20250417072237553.log"),
        RootEndLayerTest.key(2200, 2, "10.0.0.2", 0)
            + "[ERROR] RUNTIME(2200,python3):2025-04-17-08:40:" + t + ".000.000 [stream.cc:1012]2200 "
            + "Aicore kernel execute failed, device_id=0, stream_id=3, report_stream_id=3, task_id=17, flip_num=0\n");
    return root;
  }

  @Test
  void aPeerThatFailedBeforeTheCopyReportIsTheRoot(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, "30"));
    assertEquals("2200", d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow(), d.rootCause().toString());
  }

  @Test
  void aPeerThatFailedAfterTheCopyReportDoesNotTakeOver(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, "50"));
    assertEquals("1100", d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow(), d.rootCause().toString());
  }
}
