package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * Classes of issue 35's leave-case-out misses (kvtls27), each read from its source: the phase of a
 * KV-transfer failure (vllm-ascend's Mooncake connector: a read over an opened session vs its side
 * channel and session setup), MindIE's PD link message (ascend-fd AISW_MindIE_LLM_TEXTGENERATOR_19),
 * TLS states that differ across the rows of LINK_ERROR_INFO tables (log-formats 8.2,
 * topic_0000001953463657), and torch_npu's warning that puts a failing code down to the driver
 * (Module.cpp). Lines are made up from the printed forms, with their look-alikes.
 */
class KvTlsVersionClassesTest {

  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  private static boolean fault(LayerReasoner.Answer a, String rule) {
    return StrangerDevClassesTest.fault(a, rule);
  }

  @Test
  void aReadOverAnOpenedSessionIsTheTransferNotTheLink() {
    LayerReasoner.Answer a = reason("(Worker pid=77) ERROR 12-06 01:00:00 [mooncake_connector.py:88] Mooncake transfer failed"
        + " for request. remote_request_id=cmpl-x7, ret=-3.");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "collective.kv-transfer"), a.clues().toString());
    assertFalse(fault(a, "link-setup.kv-transfer"), "the engine's name is context on the line: " + a.clues());
    LayerReasoner.Answer raised = reason("RuntimeError: Mooncake transfer failed, ret: -6");
    assertEquals(Layer.COLLECTIVE, raised.layer(), raised.clues().toString());
  }

  @Test
  void aSessionThatCouldNotBeOpenedIsLinkSetup() {
    LayerReasoner.Answer a = reason("ERROR 12-06 01:00:00 [mooncake_layerwise_connector.py:9] Mooncake transfer failed to"
        + " create link. session_id=198.51.100.4:17001, ret=-104.");
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertFalse(fault(a, "collective.kv-transfer"), a.clues().toString());
    LayerReasoner.Answer lazy = reason("E1206 01:00:00.000000 41 transfer_executor_base.cpp:320] Failed to connect to target:"
        + " 198.51.100.61:20017, status: 5, errmsg: ",
        "ERROR 12-06 01:00:00 [mooncake_connector.py:88] Mooncake transfer failed for request. remote_request_id=c, ret=-1.");
    assertEquals(Layer.LINK_SETUP, lazy.layer(), "the engine connects at the first transfer: " + lazy.clues());
    LayerReasoner.Answer timedOut = reason("E1206 01:00:00.000000 41 transfer_executor_base.cpp:316] Connect timeout to:"
        + " 198.51.100.61:20017, errmsg: ",
        "RuntimeError: Mooncake transfer failed, ret: -1");
    assertEquals(Layer.LINK_SETUP, timedOut.layer(), timedOut.clues().toString());
    assertTrue(fault(timedOut, "link-setup.kv-engine-connect"), timedOut.clues().toString());
    assertFalse(fault(timedOut, "collective.kv-transfer"), "the connect explains the transfer: " + timedOut.clues());
  }

  @Test
  void theConnectorsSideChannelIsLinkSetup() {
    LayerReasoner.Answer ack = reason("(Worker pid=9) ERROR 12-06 01:00:03 [mooncake_connector.py:14] Failed to receive ACK"
        + " for request. request_id=cmpl-q, source=203.0.113.7:30500.");
    assertEquals(Layer.LINK_SETUP, ack.layer(), ack.clues().toString());
    assertTrue(fault(ack, "link-setup.kv-side-channel"), ack.clues().toString());
    LayerReasoner.Answer thread = reason("RuntimeError: Timeout waiting for KV Cache thread to be ready.");
    assertEquals(Layer.LINK_SETUP, thread.layer(), thread.clues().toString());
    LayerReasoner.Answer ok = reason("INFO 12-06 01:00:00 [mooncake_connector.py:3] KVCacheSendingThread started listening on"
        + " path: tcp://203.0.113.7:30500.");
    assertEquals(Layer.UNKNOWN, ok.layer(), "a thread that came up is no failure: " + ok.clues());
  }

  @Test
  void theDeviceIpsOfAMindieLinkLineAreItsFields() {
    LayerReasoner.Answer a = reason("[2026-12-06 01:00:00.000] [51] [ERROR] [text_generator] [MIE05E01001B] Link from"
        + " local_device_ip 203.0.113.40 to remote_device_ip 203.0.113.91 error, ret=4");
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertTrue(fault(a, "link-setup.mindie-pd-link"), a.clues().toString());
    assertFalse(fault(a, "network.device-nic"), "device_ip names the link's ends: " + a.clues());
  }

  private static final String HEAD = "   _________________________LINK_ERROR_INFO___________________________\n"
      + "   |  comm error, device[%s]\n"
      + "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |\n"
      + "   |----------------------|---------------|----------------------|--------------|------------|------------|----------------|";

  private static String row(String dest, String src, String tls) {
    return "   |  " + dest + "   |  16666  |   " + src + "   |  0  |  client  | time out |   " + tls + "  |";
  }

  @Test
  void tlsStatesThatDifferAcrossRowsAreTheTlsMismatch() {
    LayerReasoner.Answer a = reason(String.format(HEAD, "5"), row("192.0.2.31(12)", "192.0.2.7(5)", "DISABLE"),
        row("192.0.2.32(13)", "192.0.2.7(5)", "ENABLE"));
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertTrue(fault(a, "network.device-reach"), a.clues().toString());
  }

  @Test
  void tlsStatesThatDifferAcrossTheTablesOfTwoRanksAreTheTlsMismatch() {
    LayerReasoner.Answer a = reason(String.format(HEAD, "0"), row("192.0.2.51(1)", "192.0.2.50(0)", "ENABLE"),
        String.format(HEAD, "1"), row("192.0.2.50(0)", "192.0.2.51(1)", "DISABLE"));
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
  }

  @Test
  void rowsThatAgreeOrCannotTellAreNoTlsMismatch() {
    LayerReasoner.Answer same = reason(String.format(HEAD, "5"), row("192.0.2.31(12)", "192.0.2.7(5)", "ENABLE"),
        row("192.0.2.32(13)", "192.0.2.7(5)", "ENABLE"));
    assertFalse(fault(same, "network.device-reach"), same.clues().toString());
    assertNotEquals(Layer.NETWORK, same.layer(), same.clues().toString());
    LayerReasoner.Answer unknown = reason(String.format(HEAD, "5"), row("192.0.2.31(12)", "192.0.2.7(5)", "UNKNOWN"),
        row("192.0.2.32(13)", "192.0.2.7(5)", "ENABLE"));
    assertFalse(fault(unknown, "network.device-reach"), "UNKNOWN is no state: " + unknown.clues());
  }

  private static final String WARNING = "(Worker_TP1 pid=300) [W compiler_depend.ts:201] Warning: AclrtGetDeviceInfo failed to"
      + " get total global memory, error code is %s. The possible cause is that the driver version is too old or does not"
      + " match CANN. Fall back to aclrtGetMemInfo. Please upgrade the driver to the matching version. (function operator())";

  @Test
  void aFailureWithTheCodeTheWarningPutDownToTheDriverIsTheDriver() {
    LayerReasoner.Answer a = reason(String.format(WARNING, "207000"),
        "(Worker_TP0 pid=299) ERROR 12-06 01:02:00 [executor.py:5] RuntimeError: ACL graph capture failed, error code is 207000");
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "device.driver-cann-mismatch"), a.clues().toString());
  }

  @Test
  void theWarningInARunThatGoesOnIsNoFailure() {
    LayerReasoner.Answer a = reason(String.format(WARNING, "207000"),
        "(Worker_TP1 pid=300) INFO 12-06 01:02:40 [worker.py:2] Available memory: 41209331712, total memory: 65452113920");
    assertFalse(fault(a, "device.driver-cann-mismatch"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void theWarningOfEveryWorkerIsStillNoFailure() {
    String other = String.format(WARNING, "207000").replace("Worker_TP1 pid=300", "Worker_TP0 pid=299");
    LayerReasoner.Answer a = reason(String.format(WARNING, "207000"), other);
    assertFalse(fault(a, "device.driver-cann-mismatch"), a.clues().toString());
  }

  @Test
  void aFailureWithAnotherCodeIsNotExplainedByTheWarning() {
    LayerReasoner.Answer a = reason(String.format(WARNING, "207000"),
        "[ERROR] HCCL(300,python3):2026-12-06-01:03:00.000.000 [hccl_socket_manager.cc:861] [301][Wait][LinksEstablishCompleted]"
            + " is failed. ret[9].",
        "[ERROR] HCCL(300,python3):2026-12-06-01:03:00.000.100 [transport_manager.cc:2] [InitChannelStage][Timeout] wait socket"
            + " establish timeout, channel connect timeout after 120 sec");
    assertFalse(fault(a, "device.driver-cann-mismatch"), a.clues().toString());
    assertNotEquals(Layer.DEVICE, a.layer(), a.clues().toString());
  }

  private static boolean outside(LayerReasoner.Answer a, String rule) {
    return a.clues().stream().anyMatch(c -> c.rule().equals(rule) && c.role() == Role.OUTSIDE);
  }

  @Test
  void theWarningExplainsTheFailureWithItsCodeOnly() {
    // the failure with the stated code is the driver's; an operator fault with another code later is its own failure
    LayerReasoner.Answer a = reason(String.format(WARNING, "207000"),
        "(Worker_TP0 pid=299) ERROR 12-06 01:02:00 [executor.py:5] RuntimeError: ACL graph capture failed, error code is 207000",
        "[ERROR] RUNTIME(300,python3):2026-12-06-01:04:00.000.000 [device_error_proc.cc:1] aicore exception, device_id=1,"
            + " stream_id=3, task_id=9, error code is 507015");
    assertTrue(fault(a, "device.driver-cann-mismatch"), a.clues().toString());
    assertFalse(outside(a, "outside.graph-capture"), "the capture failed with the stated code: " + a.clues());
    assertTrue(outside(a, "outside.operator-fault"), "the operator fault with another code is not explained away: " + a.clues());
  }
}
