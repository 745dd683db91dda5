package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A call's result on torch_npu's wrapper line (log-formats 7.2: {@code <func>:<file>:<line> HCCL function
 * error: <call>, error code is <n>}) against the call's name (issue 35, wrap28). The HcclResult
 * enumeration (hcomm {@code include/hccl/hccl_types.h}, casebase/codes/hccl-result.json) gives some
 * results a layer of their own (11 HCCL_E_TCP_CONNECT, 14 HCCL_E_ROCE_TRANSFER, 16 HCCL_E_DRV) and files
 * others as symptoms (4 HCCL_E_INTERNAL, 9 HCCL_E_TIMEOUT): a result with a layer says what failed, the
 * call only where. The script's results (1 HCCL_E_PARA, 5 HCCL_E_NOT_SUPPORT) are argument checks' refusals
 * and leave the call its stage, as {@code LayerReasonerTest.anApiWrapperNamesTheCallThatFailedAndSoItsStage}
 * holds for communicator init. Each report carries a generic inner error (EI9999, whose record is a symptom and whose
 * hint is the collective), so that the call's name and that error together would outweigh the result if
 * the call kept its own layer. Lines are made up in the printed forms.
 */
class WrapperResultTest {

  private static String report(String call, int code) {
    return String.join("\n",
        "[rank5]: RuntimeError: " + call + ":build/CMakeFiles/torch_npu.dir/compiler_depend.ts:61 HCCL function error: "
            + call + "(sendBuf, recvBuf, count, dataType, comm, stream), error code is " + code,
        "[rank5]: EI9999: [PID: 4242] 2026-12-06-07:00:00.000.000 the operator stopped, see the device plog");
  }

  private static Optional<Layer> callLayer(LayerReasoner.Answer a, String function) {
    return a.clues().stream().filter(c -> c.key().equals("function:" + function)).findFirst().flatMap(Clue::layer);
  }

  @Test
  void aTransferResultOfACollectiveCallIsTheNetwork() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(report("HcclAllGather", 14));
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertEquals(Optional.of(Layer.NETWORK), callLayer(a, "hcclallgather"), "the call counts where its result points: " + a.clues());
  }

  @Test
  void aConnectResultIsTheLinkSetupAndADriverResultTheDevice() {
    LayerReasoner.Answer tcp = LayerReasonerTest.reason(report("HcclBroadcast", 11));
    assertEquals(Layer.LINK_SETUP, tcp.layer(), tcp.clues().toString());
    LayerReasoner.Answer drv = LayerReasonerTest.reason(report("HcclReduceScatter", 16));
    assertEquals(Layer.DEVICE, drv.layer(), drv.clues().toString());
  }

  @Test
  void aGenericResultOrARefusedArgumentLeavesTheCallItsLayer() {
    for (int generic : new int[] {4, 9, 1, 5}) {
      LayerReasoner.Answer a = LayerReasonerTest.reason(report("HcclAllGather", generic));
      assertEquals(Layer.COLLECTIVE, a.layer(), generic + ": " + a.clues());
      assertEquals(Optional.of(Layer.COLLECTIVE), callLayer(a, "hcclallgather"), generic + ": " + a.clues());
    }
  }

  @Test
  void onHcclsOwnLineTheComponentKeepsItsLayerBesideTheStatus() {
    // no API wrapper names a call here: HCCL's NIC manager says what failed, ret[7] is its status
    LayerReasoner.Answer a = LayerReasonerTest.reason("[ERROR] HCCL(5120,python3):2026-12-06-07:00:00.000.000"
        + " [network_manager.cc:88][5120][Init][Rdma]rdma init fail, deviceLogicId[6], ret[7]");
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
  }

  @Test
  void theCallStaysAWrapperAndTheResultOnlyMovesItsLayer() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(report("HcclAllGather", 14));
    assertTrue(a.clues().stream().filter(c -> c.key().equals("function:hcclallgather")).allMatch(c -> c.role() == Role.WRAPPER),
        "a named call is never a fault of its own: " + a.clues());
  }
}
