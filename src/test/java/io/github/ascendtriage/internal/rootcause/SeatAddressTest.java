package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.DRIVEN;
import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.OTHER;
import static io.github.ascendtriage.internal.rootcause.PlogTree.deviceIp;
import static io.github.ascendtriage.internal.rootcause.PlogTree.drivenByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.drivenBySetupAgent;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static io.github.ascendtriage.internal.rootcause.TreeTriage.rootLabels;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A peer named only by an address, when the process behind it drives several devices: the device
 * whose own address it is (the deviceIp its SetupAgent line states with its rank, the endpoints A5's
 * rank graph states per rank), not the process alone. Hand-written trees; the values are made up.
 */
class SeatAddressTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static String eid(Proc p, int plane) {
    return String.format("fe80000000000000:%016x", (p.host().equals("node-a") ? 1L : 2L) << 24 | (long) plane << 8 | p.device());
  }

  private static void a5Identity(Path root, Proc p) throws IOException {
    StringBuilder b = new StringBuilder(p.head("INFO", "10:00:01.000.000") + "[RootInfoDetect] nRanks[8], rank[" + p.rank()
        + "] entry flat topo detect, rootinfo: host ip[10.1.0.1] port[60000] netMode[HrtNetworkMode::HDC] identifier[" + GROUP
        + "], deviceLogicId[" + p.device() + "], devPhyId[" + p.device() + "]\n");
    for (int plane = 0; plane < 2; plane++) {
      b.append(p.head("INFO", "10:00:01.100.000")).append("[RankGraphBuilder][AddPeer2NetLink] Add Peer2NetLink Net2PeerLink success."
          + " level[0] netInstId[superpod_0] rankId[").append(p.rank()).append("] planeId[plane").append(plane)
          .append("] AddrStr[IpAddress[eid[").append(eid(p, plane)).append("], AF=v4, addr=").append(deviceIp(p))
          .append("]],topoInstId[0],topoType[1]\n");
    }
    write(p.run(root), b.toString());
  }

  /** The A5 identity lines of rank 0 and of the process of ranks 4-7. */
  private static void a5Identities(Path root) throws IOException {
    for (Proc p : PlogTree.withOther()) {
      a5Identity(root, p);
    }
  }

  @Test
  void anErrorCqeNamingTheThirdDevicesAddressNamesThatDevice(@TempDir Path root) throws IOException {
    drivenBySetupAgent(root);
    // the older heartbeat wording names the far end by its device IP alone
    write(OTHER.debug(root), OTHER.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026-11-20 10:05:00.000000],"
        + " ip:[" + deviceIp(DRIVEN.get(2)) + "]\n");

    triage.assertRoots(root, "node-a device-0", "node-b device-2");
  }

  @Test
  void anA5ChannelRowNamingTheFourthDevicesEndpointNamesThatDevice(@TempDir Path root) throws IOException {
    a5Identities(root);
    Proc target = DRIVEN.get(3);
    // the row's remote rank is the peer's rank in a communicator of its own numbering: the endpoint decides
    write(OTHER.debug(root), OTHER.head("ERROR", "10:05:00.000.000") + "[InitChannelStage][Timeout] wait socket establish timeout,"
        + " channel connect timeout after 120 sec, channelNum[1], elapsed[120003]ms, retryCount[40]\n"
        + OTHER.head("ERROR", "10:05:00.000.100") + "   | comm error, localRank[0]\n"
        + OTHER.head("ERROR", "10:05:00.000.200") + "   |     0 |         0 | IpAddress[eid[" + eid(OTHER, 1) + "], AF=v4, addr="
        + deviceIp(OTHER) + "] |          1 | IpAddress[eid[" + eid(target, 1) + "], AF=v4, addr=" + deviceIp(target)
        + "] | 0x0000a1f0 |  ChannelStatus::SOCKET_TIMEOUT |         ENABLE |     1 |  120003 ms |\n");

    RootCause rc = triage.assertRoots(root, "node-b device-3");
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.host().orElse("").equals("node-a")), rc.cascades().toString());
  }

  @Test
  void anA5ErrorCqeOfAMultiDeviceProcessIsPlacedOnTheDeviceOfItsLocalEndpoint(@TempDir Path root) throws IOException {
    a5Identities(root);
    Proc writer = DRIVEN.get(2);
    // A5's CQE report names its writer by endpoint only; LocalId is an index in its net instance, not the rank
    String cqe = writer.head("ERROR", "10:05:00.000.000") + "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[5], time:["
        + "2026-11-20 10:04:59.200000], localInfo{local instanceId[superpod_0], LocalId[0], localEid[eid[" + eid(writer, 1) + "]]}, "
        + "remoteInfo{remote instanceId[superpod_0], remoteLocalId[1], remoteEid[eid[" + eid(OTHER, 0) + "]]}\n";
    write(writer.debug(root), cqe);
    assertEquals(Set.of("node-a device-0", "node-b device-2"), rootLabels(triage.rootCause(root)));
  }

  /** Node-b's hccn_tool IPv6 output (as ascend-fd's parse_npu_info_file reads it), every group written in full. */
  private static void ipv6ToolOutput(Path root) throws IOException {
    StringBuilder b = new StringBuilder();
    for (Proc p : DRIVEN) {
      b.append("hccn_tool -i ").append(p.device()).append(" -ip -inet6 -g\nipv6_address:2001:0DB8:0000:0000:0000:0000:0002:000")
          .append(p.device()).append("\nprefix_length:64\n\n");
    }
    write(root.resolve("node-b/environment_check/npu_info_before.txt"), b.toString());
    drivenByFile(root); // a rank-table launch: no identity line states a device address
  }

  @Test
  void anErrorCqeNamingAnIpv6AddressOfTheToolOutputNamesThatDevice(@TempDir Path root) throws IOException {
    ipv6ToolOutput(root);
    // the CQE prints the address compressed, the tool output in full: one address
    write(OTHER.debug(root), OTHER.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026-11-20 10:05:00.000000],"
        + " ip:[2001:db8::2:2]\n");

    triage.assertRoots(root, "node-a device-0", "node-b device-2");
  }

  @Test
  void aLinkRowNamingAnIpv6PeerNamesThatDevice(@TempDir Path root) throws IOException {
    ipv6ToolOutput(root);
    Proc target = DRIVEN.get(3);
    String h = OTHER.head("ERROR", "10:05:00.000.000");
    write(OTHER.debug(root), h + "   _________________________LINK_ERROR_INFO___________________________\n"
        + h + "   |  comm error, device[0]\n"
        + h + "   |  2001:db8::2:3(" + target.rank() + ")   |  16666  |   2001:db8::1:0(0)   |  40112  |  client  | time out |   DISABLE  |\n");

    RootCause rc = triage.assertRoots(root, "node-b device-3");
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.host().orElse("").equals("node-a")), rc.cascades().toString());
  }

  /** Node-b's hccn_tool IPv4 output ({@code hccn_tool -i N -ip -g}, kept in npu_info_before.txt), and a rank-table launch. */
  private static void ipv4ToolOutput(Path root) throws IOException {
    StringBuilder b = new StringBuilder();
    for (Proc p : DRIVEN) {
      b.append("hccn_tool -i ").append(p.device()).append(" -ip -g\nipaddr:").append(deviceIp(p)).append("\nnetmask:255.255.255.0\n\n");
    }
    write(root.resolve("node-b/environment_check/npu_info_before.txt"), b.toString());
    drivenByFile(root);
  }

  /** An older heartbeat CQE line of the process of ranks 4-7, printed by HCCL thread {@code tid}, naming {@code end}'s address. */
  private static String heartbeatCqe(int tid, String time, Proc end) {
    return "[ERROR] HCCL(5100,python3):2026-11-20-" + time + " [heartbeat.cc:1230] [" + tid + "][Heartbeat]cqe err status[12],"
        + " time:[2026-11-20 10:04:59.000000], ip:[" + deviceIp(end) + "]\n";
  }

  @Test
  void twoHeartbeatThreadsOfOneProcessNamingItsThirdDeviceNameThatDevice(@TempDir Path root) throws IOException {
    ipv4ToolOutput(root);
    Proc end = DRIVEN.get(2);
    // one heartbeat per device, each in its own thread: two threads are two reporters, and both name device 2
    write(end.debug(root), heartbeatCqe(5140, "10:05:00.000.000", end) + heartbeatCqe(5177, "10:05:00.400.000", end));
    notifyTimeout(root, end, "4", "10:35:00.000.000");
    notifyTimeout(root, DRIVEN.get(0), "6", "10:35:00.100.000");
    notifyTimeout(root, OTHER, "6", "10:35:01.000.000");

    triage.assertRoots(root, "node-b device-2");
  }

  @Test
  void oneHeartbeatThreadNamingADeviceOfItsOwnProcessDoesNotMakeThatDeviceTheRoot(@TempDir Path root) throws IOException {
    ipv4ToolOutput(root);
    Proc end = DRIVEN.get(2);
    // one thread is one device's link: which end failed is not told, so the process is named
    write(end.debug(root), heartbeatCqe(5140, "10:05:00.000.000", end) + heartbeatCqe(5140, "10:05:00.400.000", end));
    notifyTimeout(root, end, "4", "10:35:00.000.000");

    triage.assertRoots(root, "node-b pid 5100");
  }

  @Test
  void aHeartbeatCqesLocalIpKnownOnlyFromTheToolOutputNamesTheWritersDevice(@TempDir Path root) throws IOException {
    ipv4ToolOutput(root);
    Proc writer = DRIVEN.get(1);
    // the newer wording (heartbeat.cc PrintAndBroadCastErrorCqe) prints the heartbeat's own NIC address as localIP
    write(writer.debug(root), writer.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe error status[12], time:[2026-11-20"
        + " 10:04:59.000000],localIP[" + deviceIp(writer) + "], remoteIP:[" + deviceIp(OTHER) + "]\n");

    triage.assertRoots(root, "node-b device-1");
  }
}
