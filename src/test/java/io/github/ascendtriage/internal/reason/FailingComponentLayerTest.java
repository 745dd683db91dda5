package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * The component that reports the first failure decides the layer when no case matches (lower27, issue
 * 35): the host-device channel is the device, connecting a queue pair and sharing memory between the
 * processes of one server are link setup, creating a notify is the collective's resources, whichever
 * module prints the line. Lines are made up from the documented forms (ascend-fd kg-config
 * AISW_CANN_HCCP_003, AISW_CANN_HCCL_019/021/024; log-formats 2.2, 8.3); the look-alikes are lines of
 * the same components that do not report their own failure.
 */
class FailingComponentLayerTest {

  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  private static boolean fault(LayerReasoner.Answer a, String rule) {
    return StrangerDevClassesTest.fault(a, rule);
  }

  private static boolean faultOfKey(LayerReasoner.Answer a, String key) {
    return a.clues().stream().anyMatch(c -> c.key().equals(key) && c.role() == Role.FAULT);
  }

  @Test
  void theHostDeviceChannelIsTheDeviceThoughHccpPrintsIt() {
    LayerReasoner.Answer a = reason(
        "[ERROR] HCCP(7301,python3):2026-12-06-03:00:00.000.001 [ra_hdc.c:377]tid:7350,ra_hdc_send(377) : HDC send err ret(16)",
        "[ERROR] HCCL(7301,python3):2026-12-06-03:00:00.000.090 [adapter_hccp.cc:333][7350][Send][RaHdc]errNo[0x000000000501000e] ra hdc send failed");
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "device.hdc-channel"), a.clues().toString());
    assertFalse(faultOfKey(a, "module:hccp"), "the module is the reporter, the channel the component: " + a.clues());
  }

  @Test
  void connectingAQueuePairIsLinkSetupInsideAnInnerErrorBlock() {
    LayerReasoner.Answer a = reason(
        "RuntimeError: HcclAllGather:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:88 HCCL function error: HcclAllGather(...), error code is 9",
        "EI9999: [PID: 811] 2026-12-06-03:00:00.000.001 [Connect][Qp]get qp status timeout_=600 s, qp_status=1, remote ip[198.51.100.40]");
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertTrue(fault(a, "link-setup.qp-connect"), a.clues().toString());
  }

  @Test
  void aQueuePairInAnErrorStateWhilePostingWorkIsNotLinkSetup() {
    LayerReasoner.Answer a = reason(
        "[ERROR] HCCP(4410,python3):2026-12-06-03:00:00.000.001 [ra_peer.c:301]tid:4410,ra_peer_send_wr(301) : qp state err, qpn[17]");
    assertFalse(fault(a, "link-setup.qp-connect"), a.clues().toString());
    assertNotEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
  }

  @Test
  void sharingMemoryBetweenTheProcessesOfOneServerIsLinkSetup() {
    LayerReasoner.Answer a = reason(
        "[ERROR] RUNTIME(5521,python3):2026-12-06-03:00:00.000.001 [api_error.cc:900] 5521 rtIpcSetMemoryName execute failed, reason=[ipc name set fail]",
        "[ERROR] HCCL(5521,python3):2026-12-06-03:00:00.000.050 [transport_p2p.cc:120] [5521][TransportP2p][Init]call trace: hcclRet -> 15");
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertTrue(fault(a, "link-setup.ipc-memory"), a.clues().toString());
  }

  @Test
  void creatingANotifyIsTheCollectivesResourcesThoughTheRuntimePrintsIt() {
    LayerReasoner.Answer a = reason(
        "[ERROR] RUNTIME(6610,python3):2026-12-06-03:00:00.000.001 [notify.cc:61] 6610 rtNotifyCreate execute failed, reason=[resource not enough]",
        "[ERROR] HCCL(6610,python3):2026-12-06-03:00:00.000.020 [comm_base.cc:410] [6610][CommBase][Init]call trace: hcclRet -> 15");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "collective.notify-create"), a.clues().toString());
  }

  @Test
  void aRankThatOnlyWaitsDoesNotMoveForALowerComponentsProgressLine() {
    LayerReasoner.Answer a = reason(
        "[INFO] HCCP(3320,python3):2026-12-06-03:00:00.000.001 [ra_hdc.c:300]tid:3330,ra_hdc_recv(300) : hdc recv msg len 64",
        "[INFO] HCCL(3320,python3):2026-12-06-03:00:00.000.002 [transport_roce.cc:700] [3331][Connect][Qp]qp connected, qpn[12]",
        "EI0002: [PID: 3320] 2026-12-06-03:30:00.000.001 A timeout occurs when the Notify register waits for execution."
            + " Waiting peer rank: 5; task information: streamID:[3], taskID[40]; communication operator information: AllReduce;"
            + " communicator: hccl_world_group.");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertFalse(fault(a, "device.hdc-channel"), a.clues().toString());
    assertFalse(fault(a, "link-setup.qp-connect"), a.clues().toString());
    assertFalse(fault(a, "collective.notify-create"), "a notify wait is not a notify created: " + a.clues());
  }

  @Test
  void aLostHeartbeatPointsAtThePeerProcessNotAtTheNetwork() {
    LayerReasoner.Answer a = reason(
        "[ERROR] HCCL(3320,python3):2026-12-06-03:30:00.000.001 [heartbeat.cc:900] [3390][TaskExecStage][HeartbeatAbnormal]"
            + "Cluster Exception Location[IP/ID]:[198.51.100.7/3], Arrival Time:[Sun Dec 6 03:29:30 2026], Discoverer:[198.51.100.8/1],"
            + " ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected");
    assertNotEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().noneMatch(c -> c.role() == Role.FAULT), "only a symptom: " + a.clues());
  }
}
