package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.testing.BuiltInTriage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * sdma39: the codes the runtime derives from the task scheduler's link and SDMA reports carry the layer of the report
 * they come from, each in its one catalogue record.
 */
class SdmaDerivedCodesTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /**
   * TS 0x222 (an SDMA copy to a peer card failed and this card shows no memory fault of its own: hicann/runtime@681ef761
   * device_error_core_proc.cc, ProcessSdmaError and CheckAndSetLinkError) reaches the caller as 0x0701002B and ACL
   * 507057 (error_code.cc, errcode_manage.cc), whose aclError page names the peer card's memory or this card's access:
   * a card's fault, the layer of 0x222, not a collective's wait.
   */
  @Test
  void theRuntimesSuspectRemoteErrorIsTheDevicesLayer() {
    for (String line : new String[] {
        "[ERROR] RUNTIME(2311,python3):2025-04-17-08:10:02.705.025 [stream.cc:1200]2311 StreamSynchronize:Stream "
            + "synchronize failed, ErrCode=507057, desc=[suspect remote error], InnerCode=0x701002b\n",
        "[ERROR] RUNTIME(2311,python3):2025-04-17-08:10:02.705.025 [api_c.cc:210]2311 rtStreamSynchronize:"
            + "ErrCode=507057, desc=[suspect remote error], InnerCode=0x701002b\n"}) {
      Diagnosis d = TRIAGE.get().diagnose(line);
      assertEquals(Layer.DEVICE, d.layer(), d.matches() + " " + d.reasoning());
    }
  }

  /**
   * TS 0x5D TS_ERROR_LINK_ERROR is set when a UB or CCU link to a peer card fails (hicann/runtime@681ef761
   * device_error_proc_c.cc AixLinkErrProc, ccu_device_error_proc.cc) and reaches the caller as 0x07010033 and ACL
   * 507056, the link between two cards broken (aclError page): the network layer, as 507056 already is.
   */
  @Test
  void theSchedulersLinkErrorIsTheNetworksLayer() {
    Diagnosis d = TRIAGE.get().diagnose("[ERROR] RUNTIME(2311,python3):2025-04-17-08:10:02.705.025 [task.cc:812]2311 "
        + "ProcLogicCqReport:Task run failed, retCode=0x5d, [device network link error]\n");
    assertEquals(Layer.NETWORK, d.layer(), d.matches() + " " + d.reasoning());
  }
}
