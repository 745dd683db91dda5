package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * ei0012: the layer of a copy task that failed on the device's SDMA engine while a collective ran (EI0012, the
 * runtime's {@code fftsplus sdma error}). The collective only issued the copy; read alone, the report is the card's:
 * HCCL's fault-diagnosis page puts SDMA task failures in HCCS link faults and multi-bit ECC (hicann/hccl
 * task_exec_stage.md: the task-failure overview and the section SDMA ERROR (EI0012)), and the runtime checks an SDMA error
 * against the device's own memory faults first, else marks the device with a link fault (hicann/runtime@681ef761
 * device_error_core_proc.cc, ProcessSdmaError). The catalogue's other causes (a network link on A3, a peer that
 * exited first, the script's buffer) are readings other lines must show.
 */
class SdmaTaskLayerTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /** The official page's EI0012 screen line (hicann/hccl task_exec_stage.md, SDMA ERROR). */
  private static final String EI0012 = "[PID: 3480365] 2025-12-24-14:10:31.094.189 Execution_Error_SDMA(EI0012): SDMA memory "
      + "copy task exception occurred. Remote rank: [4800]. Base information: [streamID:[351], taskID[5], taskType[Memcpy], "
      + "tag[], AlgType(level 0-1-2):[null-null-null].]. Task information: [src:[0x12c180000000], dst:[0x12c041800000], "
      + "size:[0x80], notify id:[0xffffffffffffffff], link type:[HCCS], remote rank:[0]]. Communicator information: "
      + "[group:[], user define information[], rankSize[0], rankId[0]].\n";

  /**
   * The runtime's failed SDMA context and HCCL's task report, the official page's two example lines, for node-b's pid
   * 2200 before the others' waits.
   */
  private static final String SDMA_FAILURE = "[ERROR] RUNTIME(2200,python3):2025-04-17-08:10:02.705.025 [task_info.cc:1170]2311 "
      + "PrintSdmaErrorInfoForFftsPlusTask:fftsplus task execute failed, dev_id=0, stream_id=50, task_id=21, "
      + "context_id=18, thread_id=0, err_type=4[fftsplus sdma error]\n"
      + "[ERROR] HCCL(2200,python3):2025-04-17-08:10:02.706.132 [task_exception_handler.cc:947] [2311]"
      + "[TaskExecStage][Timeout][Host]Task run failed, base information is streamID:[32], taskID[21], "
      + "tag[AllReduce_10.0.0.1%eth0_60000_0_1744879200000000], AlgType(level 0-1-2):[fullmesh-ring-H-D].\n";

  @Test
  void theRootsOwnSdmaCopyFailureIsTheDevicesLayer(@TempDir Path dir) throws IOException {
    Path root = RootEndLayerTest.notifyTree(dir, "");
    LogTrees.append(root.resolve("node-b/ascend/log/debug/plog/plog-2200_20250417072237553.log"), SDMA_FAILURE);
    Diagnosis d = TRIAGE.get().diagnose(root);
    assertEquals("2200", d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow(), d.rootCause().toString());
    assertEquals("sdma-task-exception-ei0012", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
  }

  @Test
  void theEi0012ReportAloneIsTheDevicesLayer() {
    Diagnosis d = TRIAGE.get().diagnose(EI0012);
    assertEquals("sdma-task-exception-ei0012", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.toString());
  }

  /**
   * The catalogue's first cause (a link fault during the copy; on A3 the page names the network link): a line that
   * reports the link itself broken (torch_npu's 507056 HCCS LINK ERROR, the case {@code hccs-link-error}) shows the
   * lower reading, and the case of the link answers, whichever line came first.
   */
  @Test
  void aLinkErrorBesideTheReportIsTheNetworksLayer() {
    String link = "[rank4]: RuntimeError: HCCS LINK ERROR, error code is 507056\n";
    for (String text : new String[] {link + EI0012, EI0012 + link}) {
      Diagnosis d = TRIAGE.get().diagnose(text);
      assertEquals("hccs-link-error", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
      assertEquals(Layer.NETWORK, d.layer(), d.toString());
    }
  }

  /**
   * The others wait (EI0002, a cascade case) and the root's only own line is the host runtime's failed SDMA context:
   * the root's first own fault decides the layer (Cascades.rootFault), and that line is the device's SDMA task failing
   * (rule {@code device.aicpu-sdma-task}; hicann/runtime@681ef761 ffts_task.cc PrintSdmaErrorInfoForFftsPlusTask).
   */
  @Test
  void theRuntimesSdmaLineAloneUnderTheOthersWaitsIsTheDevicesLayer(@TempDir Path dir) throws IOException {
    Path root = RootEndLayerTest.notifyTree(dir, "");
    LogTrees.append(root.resolve("node-b/ascend/log/debug/plog/plog-2200_20250417072237553.log"),
        SDMA_FAILURE.substring(0, SDMA_FAILURE.indexOf('\n') + 1));
    Diagnosis d = TRIAGE.get().diagnose(root);
    assertEquals("2200", d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.matches() + " " + d.reasoning());
  }
}
