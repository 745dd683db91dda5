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
 * sdma40: a failed SDMA copy whose far end had already failed on its own. The catalogue's EI0012 gives the peer
 * process's abnormal exit as a cause and asks for a process that left before the report (cause 2); HCCL's guide ranks
 * it below a link or ECC fault of the copying card (hicann/hccl@09300b70 task_exec_stage.md). So the far end is the
 * root only when its own fault comes first; otherwise the report is the writer's own fault, as before.
 */
class SdmaPeerExitTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /**
   * node-a: rank 0 (pid 1100) prints EI0012 at 08:40:45 for a copy to rank 2, and rank 1 (pid 1101) reports a notify
   * wait on rank 0; node-b: rank 2 (pid 2200) prints an AI Core error at 08:40:{@code second}.
   */
  private static Path tree(Path root, int second) throws IOException {
    for (int r = 0; r < 2; r++) {
      LogTrees.append(root.resolve("node-a/ascend/log/run/plog/plog-" + (1100 + r) + "_20250417072237553.log"),
          RootEndLayerTest.key(1100 + r, r, "10.0.0.1", r));
    }
    LogTrees.append(root.resolve("node-a/train.log"), RootEndLayerTest.notifyWait(1101, 1, 0)
        + "[rank0]: [PID: 1100] 2025-04-17-08:40:45.000.000 Execution_Error_SDMA(EI0012): SDMA memory copy task exception "
        + "occurred. Remote rank: [2]. Base information: [streamID:[12], taskID[3], taskType[Memcpy], tag[], AlgType(level "
        + "0-1-2):[null-null-null].]. Task information: [src:[0x12c2], dst:[0x12c3], size:[0x400], notify id:[0xffffffffffffffff], "
        + "link type:[HCCS], remote rank:[2]]. Communicator information: [group:[], user define information[], rankSize[4], rankId[0]].\n");
    LogTrees.append(root.resolve("node-b/ascend/log/run/plog/plog-2200_20250417072237553.log"),
        RootEndLayerTest.key(2200, 2, "10.0.0.2", 0) + "[ERROR] RUNTIME(2200,python3):2025-04-17-08:40:" + second
            + ".000.000 [stream.cc:1012]2200 Aicore kernel execute failed, device_id=0, stream_id=3, report_stream_id=3, task_id=9, flip_num=0\n");
    return root;
  }

  private static String firstRootPid(Path tree) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree);
    return d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow();
  }

  @Test
  void theFarEndThatFailedBeforeTheCopyReportIsTheRoot(@TempDir Path dir) throws IOException {
    assertEquals("2200", firstRootPid(tree(dir, 20)));
  }

  @Test
  void aFarEndThatFailedAfterTheReportLeavesTheReporterFirst(@TempDir Path dir) throws IOException {
    assertEquals("1100", firstRootPid(tree(dir, 55)));
  }
}
