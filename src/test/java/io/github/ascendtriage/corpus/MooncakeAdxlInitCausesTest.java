package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.FixText;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * mooncake41: the three causes the sources of Mooncake's Ascend direct transport name apart, each its
 * own case with its own layer and fix (kvcache-ai/Mooncake@ae0d52f7 ascend_direct_transport.cpp and
 * ascend_direct_transport.md; vllm-ascend@182b75ea84's Mooncake guides and KV pool guide). The device
 * IP the engine cannot read is the device network's configuration (as device-ip-not-configured); a
 * range with no free port is a held port, link setup; a CANN without the ADXL mode asked for is the
 * installed software, device (as cann-too-old-for-torch-npu). An init failure whose line names none
 * of them keeps the engine's generic case. Lines are built from the transport's printed forms with
 * values of our own.
 */
class MooncakeAdxlInitCausesTest {
  private static final String CONNECTOR = "INFO 12-07 09:00:00 [mooncake_connector.py:1150] Initializing Mooncake"
      + " Transfer Engine, protocol=ascend\n";
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static Optional<String> caseOf(Diagnosis d) {
    return d.bestMatch().map(m -> m.caseId());
  }

  /** The transport's line after the connector's start gives the cause's case, its layer and a step naming the fix. */
  private static void assertCause(String line, String caseId, String layer, String fixWord) {
    Diagnosis d = TRIAGE.get().diagnose(CONNECTOR + line);
    assertEquals(Optional.of(caseId), caseOf(d), d.toString());
    assertEquals(layer, d.layer().id(), d.toString());
    assertTrue(FixText.of(d).contains(fixWord), FixText.of(d));
  }

  @Test
  void anEngineThatCannotReadItsDeviceIpIsTheDeviceNetworksConfiguration() {
    assertCause("(VllmWorker rank=6 pid=4410) E1207 09:00:01.120000 4410 transfer_executor_base.cpp:279] Failed to"
        + " initialize AdxlEngine, status: 503900, errmsg: the device ip of logic device 6 was not found",
        "mooncake-adxl-device-ip-missing", "network", "/etc/hccn.conf");
  }

  @Test
  void aRangeWithNoFreePortIsAHeldPortWithTheTransportsOwnRange() {
    assertCause("E1207 09:00:01.000000 4410 ascend_direct_transport.cpp:172] Find available port failed for device: 6",
        "mooncake-adxl-port-unavailable", "link-setup", "ASCEND_BASE_PORT");
  }

  @Test
  void aModeTheInstalledCannLacksIsTheInstalledSoftware() {
    assertCause("E1207 09:00:01.000000 4410 ascend_direct_transport.cpp:240] ASCEND_USE_ASYNC_TRANSFER is set, but"
        + " async transfer is not available, please upgrade cann package.",
        "mooncake-adxl-cann-lacks-feature", "device", "ASCEND_USE_ASYNC_TRANSFER");
  }

  @Test
  void anInitFailureThatNamesNoCauseKeepsTheEnginesGenericCase() {
    Diagnosis d = TRIAGE.get().diagnose(CONNECTOR + "E1207 09:00:01.000000 4410 transfer_executor_base.cpp:279]"
        + " Failed to initialize AdxlEngine, status: 503900, errmsg: \n"
        + "E1207 09:00:02.000000 4410 transfer_executor_base.cpp:478] Adxl engine is not available.");
    assertEquals(Optional.of("mooncake-adxl-init-failed"), caseOf(d), d.toString());
    assertEquals("link-setup", d.layer().id(), d.toString());
  }
}
