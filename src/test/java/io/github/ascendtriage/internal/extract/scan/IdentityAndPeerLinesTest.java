package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each line form that says who a process is, or whom it waited on, written as plog lines with the
 * full header (pid, timestamp, {@code [file:line]} and the thread id).
 */
class IdentityAndPeerLinesTest {
  static String plog(String level, int pid, String body) {
    return "[" + level + "] HCCL(" + pid + ",python3):2025-06-19-09:26:21.655.782 [some_file.cc:506] [" + (pid + 7) + "]" + body;
  }

  static SourceFacts.ProcessFacts facts(String text, String pid) {
    FeatureSet f = ExtractSupport.collect(text);
    SourceFacts sf = f.sources().values().stream().findFirst().orElse(SourceFacts.NONE);
    assertTrue(sf != null && sf.processes().containsKey(pid), "no facts for pid " + pid + " in " + f.sources());
    return sf.processes().get(pid);
  }

  static List<Peer> peers(String text) {
    List<ErrorEvent> ev = ExtractSupport.collect(text).events();
    assertTrue(!ev.isEmpty(), "no event: " + text);
    return ev.get(ev.size() - 1).peers();
  }

  @Test
  void threadIdIsReadAndLeftOutOfTheBody() {
    PlogHeader h = new PlogHeader();
    assertTrue(h.parse("[ERROR] HCCL(59420,python3):2025-01-24-11:24:07.908.572 [comm_base.cc:1018][107626]   |  x"));
    assertEquals("59420", h.pid);
    assertEquals("107626", h.tid);
    assertEquals("   |  x", "[ERROR] HCCL(59420,python3):2025-01-24-11:24:07.908.572 [comm_base.cc:1018][107626]   |  x".substring(h.bodyStart));
    assertTrue(h.parse("[ERROR] HCCL(1,p):2025-06-19-09:09:19.687.450 [hccl_socket_manager.cc:778] [117514][Wait]x"));
    assertEquals("117514", h.tid);
    assertTrue(h.parse("[ERROR] RUNTIME(20118,python3):2026-10-05-04:17:40.118.330 [device_error_proc.cc:1290]20190 ProcessDeviceError:x"));
    assertEquals("20190", h.tid);
    assertTrue(h.parse("[ERROR] HCCL(1,p):2025-07-23-03:49:57.177.194 [x.cc:12] 3 ranks"));
    assertEquals(null, h.tid, "a short number after a space is text, not a thread id");
  }

  @Test
  void aLinkErrorInfoRowWithAThreadIdNamesItsPeer() {
    String row = plog("ERROR", 59420, "   |  124.0.0.11(1)   |   124.0.0.21(0)   |  server  | no connect |   ");
    List<Peer> p = peers(row);
    assertEquals(List.of(Peer.at(WaitKind.TIMEOUT, "124.0.0.11", null, "1")), p);
    assertEquals(Set.of("124.0.0.21"), facts(row, "59420").nicIps());
  }

  @Test
  void setupAgentGivesRankDevicesAndAddresses() {
    SourceFacts.ProcessFacts p = facts(plog("INFO", 114650, "[HCCL_TRACE][Flat]SetupAgent rankNum[16], rank[8], rootInfo identifier"
        + "[51.38.67.141%enp189s0f0_60000_0_1750325244673428], server[51.38.67.143%enp189s0f0], serverPort[60000]deviceType[2], "
        + "logicDevId[0], phydevId[4], deviceIp[192.168.100.210]"), "114650");
    assertEquals(Optional.of("8"), p.rank());
    assertEquals(Optional.of("16"), p.rankCount());
    assertEquals(Optional.of("0"), p.device());
    assertEquals(Optional.of("4"), p.physicalDevice());
    assertEquals(Optional.of("192.168.100.210"), p.deviceIp());
    assertEquals(Optional.of("51.38.67.143"), p.serverIp());
    assertEquals("8", p.groupRanks().get("51.38.67.141%enp189s0f0_60000_0_1750325244673428"));
  }

  @Test
  void commInitLinesGiveTheRankPerCommunicator() {
    SourceFacts.ProcessFacts p = facts(plog("INFO", 1382, "hcclCommInitInfo:commId[hccl-1382-5-1754394529-hccl_world_group], rank[0], "
        + "totalRanks[2], serverId[%bond4.24], deviceType[4],logicDevId[11], identifier[group_name_17271]"), "1382");
    assertEquals(Map.of("group_name_17271", "0"), p.groupRanks());
    assertEquals(Optional.of("11"), p.device());
    assertEquals(Optional.of("2"), p.rankCount());
    SourceFacts.ProcessFacts q = facts(plog("INFO", 7, "Entry-HcclCommInitRootInfoInner:ranks[4], rank[3], rootinfo: host ip[127.10.0.1] "
        + "port[60000] nicDeploy[1] identifier[127.10.0.1%enp_60000_0_1763610996711234], deviceLogicId[3]"), "7");
    assertEquals(Optional.of("3"), q.rank());
    assertEquals(Optional.of("3"), q.device());
    SourceFacts.ProcessFacts s = facts(plog("INFO", 9, "hcclCommInitRootInfo success, take time [1203]us, rank[5], deviceLogicId[2]"), "9");
    assertEquals(Optional.of("2"), s.device());
    assertEquals(Optional.of("5"), s.rank());
  }

  @Test
  void setDeviceListenLinesCommErrorAndSocketTimeoutsGiveOwnIdentity() {
    assertEquals(Optional.of("6"), facts("[INFO] APP(31,python3):2025-06-19-09:26:21.655.782 [npu_sys_ctrl.cpp:233]31 set device 6", "31").device());
    SourceFacts.ProcessFacts l = facts(plog("INFO", 114656, "[Start][Vnic]Listen on ip[192.168.2.196], port[16666] sucess, devPhyId[3], "
        + "devLogicId[1], isAutoPort[0]"), "114656");
    assertEquals(Set.of("192.168.2.196"), l.nicIps());
    assertEquals(Optional.of("3"), l.physicalDevice());
    assertEquals(Optional.of("1"), l.device());
    assertEquals(Optional.of("2"), facts(plog("ERROR", 5, "   |  comm error, device[2] "), "5").device());
    SourceFacts.ProcessFacts t = facts(plog("ERROR", 6, "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[10] timeout[130]"), "6");
    assertEquals("10", t.groupRanks().get(""), "the own rank of a socket timeout, in a communicator the line does not name");
  }

  @Test
  void createLinkParaRankIsNotTheWritersRank() {
    String line = plog("ERROR", 903, "[Create][DestLink]Transport init error! createLink para:rank[443]-localUserrank[443]-localIpAddr[], "
        + "dst_rank[0]-remoteUserrank[0]-remoteIpAddr[1.1.1.1/0], machineType[1], serverId[], linkMode[1], tag[AllGather_group_name_0]");
    FeatureSet f = ExtractSupport.collect(line);
    assertEquals(Optional.empty(), f.sources().values().stream().findFirst().orElse(SourceFacts.NONE).rank());
    SourceFacts.ProcessFacts p = f.sources().values().stream().findFirst().orElse(SourceFacts.NONE).processes().get("903");
    assertTrue(p == null || p.rank().isEmpty(), String.valueOf(p));
    // remoteIpAddr[serverId/devicePhyId]: a physical id (hcomm transport_manager.cc)
    assertEquals(List.of(Peer.at(WaitKind.TRANSPORT_INIT, "1.1.1.1", "0", "0").read(DeviceReading.PHYSICAL)), peers(line));
    assertEquals(List.of(Peer.at(WaitKind.TRANSPORT_INIT, "2.2.2.2", null, "0")),
        peers(line.replace("1.1.1.1/0", "2.2.2.2")), "remoteIpAddr without a device id");
  }

  @Test
  void p2pLinesNameTheLocalPeerDeviceAndTheOwnOne() {
    String a = plog("ERROR", 114650, "[Wait][P2PConnected]connected p2p timeout, timeout:130 s. local logicDevid:0, remote physic id:1.");
    assertEquals(List.of(Peer.localDevice(WaitKind.TIMEOUT, "1")), peers(a));
    assertEquals(Optional.of("0"), facts(a, "114650").device());
    String b = plog("ERROR", 114650, "[Create][DestSockets]Wait Enable P2P Failed, src devicePhyId[2], dst devicePhyId[1], ret[16]");
    assertEquals(List.of(Peer.localDevice(WaitKind.TIMEOUT, "1")), peers(b));
    assertEquals(Optional.of("2"), facts(b, "114650").physicalDevice());
  }

  @Test
  void aNotifyWaitNamesTheRemoteRankAndTheGroupOfTheNextLine() {
    String text = "[ERROR] HCCL(5375,aicpu_scheduler):2025-08-06-23:09:01.834.048 [aicpu_communicator.cc:3083] [5792][TaskException]base "
        + "information is streamId:149, sqid:153, head:1488, tail:136, type:NOTIFY WAIT, localRank:1, remoteRank:0, taskId:26064\n"
        + "[ERROR] HCCL(5375,aicpu_scheduler):2025-08-06-23:09:01.834.086 [aicpu_communicator.cc:3806] [5792][TaskException]opData "
        + "information is tag:worldCommSendRecv_2_1_group_name_17271SendExecutor_device, group:group_name_17271, opIndex:39013693";
    List<ErrorEvent> ev = ExtractSupport.collect(text).events();
    assertEquals(List.of(Peer.rankOf(WaitKind.NOTIFY, "0", "group_name_17271")), ev.get(0).peers());
    assertEquals(List.of(), peers(text.split("\n")[0].replace("remoteRank:0", "remoteRank:4294967295")), "no rank: no peer");
  }

  @Test
  void sdmaFailuresAreOwnFaultsAndTaskDispatchRecvAndErrNoLinesAreEvents() {
    String sdma = plog("ERROR", 3496, "[TaskException][AICPU]base information is streamId:149, sqid:153, head:1487, tail:127, type:SDMA, "
        + "localRank:1, remoteRank:2, taskId:26063");
    ErrorEvent e = ExtractSupport.collect(sdma).events().get(0);
    assertEquals(EventKind.FAULT, e.kind());
    assertEquals(List.of(), e.peers());
    for (String body : List.of("[Recv][RaSocket]errNo[0x000000000500000d] recv fail, data[0xfffddc0e6ef0], size[2239]",
        "[TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[2], taskID[21]",
        "[Loop][Allreduce]errNo[0x0000000005000004] op_base hcclComm all reduce error, tag[AllReduce_1]")) {
      assertEquals(1, ExtractSupport.collect(plog("ERROR", 903, body)).events().size(), body);
    }
    String dispatch = "[ERROR] APP(1365,python3.8):2025-08-06-23:09:42.725.168 [log_inner.cpp:76]6124 checkDispatch:685: \"[PTA]:\"Process group "
        + "work REDUCE_SCATTER, seq_num 32716847 dispatch timeout. device 3: the current working event is 0xaaab40f5c5d0.";
    assertEquals(1, ExtractSupport.collect(dispatch).events().size());
    assertEquals(Optional.of("3"), facts(dispatch, "1365").device());
  }

  @Test
  void ei0002AndConnectTimeoutDetectNameTheirPeer() {
    assertEquals(List.of(Peer.rankOf(WaitKind.NOTIFY, "5", "hccl_world_group")), peers("[rank0]: EI0002: [PID: 31020] 2026-10-05-04:48:12.330.118 "
        + "A timeout occurs when the Notify register waits for execution. Waiting peer rank: 5; communication operator information: "
        + "AllReduce; communicator: hccl_world_group."));
    // the device IDs of the detect message are physical ids (hcomm detect_connect_anomalies.cc)
    assertEquals(List.of(Peer.at(WaitKind.TIMEOUT, "10.0.0.2", "0", null).read(DeviceReading.PHYSICAL)), peers(plog("ERROR", 4, "This node (server 10.0.0.1, device ID 1) "
        + "detects that srcRank (server 10.0.0.1, device ID 1) fails to connect to dstRank (server 10.0.0.2, device ID 0).")));
  }

  @Test
  void ei0002sOlderTextNamesItsPeerAndCommunicatorInEitherGroupForm() {
    // the CANN catalogue's older EI0002 (docs/log-formats.md 4.1): "remote rank: [%s]" with a space before the
    // bracket, its group information either "group:[G], rankSize[..], rankId[..]" or "group:G"
    assertEquals(List.of(Peer.rankOf(WaitKind.NOTIFY, "3", "hccl_world_group")), peers("[rank1]: EI0002: [PID: 4410] "
        + "2026-03-18-02:14:55.071.332 The wait execution of the Notify register times out. Reason: The Notify register has not "
        + "received the Notify record from remote rank: [3]. base information: [streamID:[11], taskID[406], taskType[Notify Wait], "
        + "tag[AllReduce_192.0.2.10%eth0_60000_0_1773800089]]. task information: []. group information: [group:[hccl_world_group], "
        + "rankSize[8], rankId[1]]."));
    assertEquals(List.of(Peer.rankOf(WaitKind.NOTIFY, "14", "10.0.0.1%eth0_60000_0_1762463947827606")), peers("[rank13]: EI0002: "
        + "[PID: 1976456] 2025-11-06-22:04:07.777.999 The wait execution of the Notify register times out. Reason: The Notify "
        + "register has not received the Notify record from remote rank: [14]. base information: [streamID:[228], taskID[75]]. "
        + "task information: []. group information: [group:10.0.0.1%eth0_60000_0_1762463947827606]"));
    // CANN 6.0's catalogue text: "remote rank [%]" without the colon, no group information
    assertEquals(List.of(Peer.rankOf(WaitKind.NOTIFY, "6", null)), peers("EI0002: The wait execution of the Notify register times "
        + "out. Reason: The Notify register has not received the Notify record from remote rank [6]. base information: streamID:[3], "
        + "taskID[12] task information: "));
  }

  @Test
  void aGroupedConnectTimeoutDetectNamesEveryPeerOfItsServer() {
    // newer hcomm groups the devices of one destination server: "device ID 0,3,5"
    assertEquals(List.of(Peer.at(WaitKind.TIMEOUT, "10.0.0.2", "0", null).read(DeviceReading.PHYSICAL),
        Peer.at(WaitKind.TIMEOUT, "10.0.0.2", "3", null).read(DeviceReading.PHYSICAL),
        Peer.at(WaitKind.TIMEOUT, "10.0.0.2", "5", null).read(DeviceReading.PHYSICAL)), peers(plog("ERROR", 4, "This node (server 10.0.0.1, device ID 1) "
        + "detects that srcRank (server 10.0.0.1, device ID 1) fails to connect to dstRank (server 10.0.0.2, device ID 0,3,5). "
        + "Continue to analyze the fault based on the logs of srcRank and dstRank.")));
  }

  @Test
  void theHeartbeatCqesRemoteDeviceIdIsPhysical() {
    // remoteIP{server[..],deviceId[remoteDevicePhyId],deviceIp[..]} (hcomm heartbeat.cc, PrintAndBroadCastErrorCqe): the far
    // end's host address is kept beside its device address (cqe36)
    assertEquals(List.of(Peer.at(WaitKind.CQE_REMOTE, "10.45.0.6", "6", null).read(DeviceReading.PHYSICAL).onServer("10.44.0.12")),
        peers(plog("ERROR", 7,
        "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[2025-09-15 08:38:12.776654],localInfo{server[10.44.0.11],"
        + "deviceId[2],deviceIp[10.45.0.2]}, remoteIP{server[10.44.0.12],deviceId[6],deviceIp[10.45.0.6]}")));
  }
}
