package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A5 names devices by endpoint (EID) rather than by device IP: the rank graph prints each plane's
 * endpoint of the writer's own rank ({@code Net2PeerLink}), and an error CQE names both ends by
 * endpoint. Line shapes as hcomm prints them (rank_graph_builder.cc, cluster_monitor.cc,
 * {@code IpAddress[eid[prefix:interface], AF=v4, addr=..]}); the values are made up.
 */
class A5EndpointLinesTest {
  private static final String EID_0 = "fe80000000000000:0000000001000003";
  private static final String EID_1 = "fe80000000000000:0000000001000103";
  private static final String REMOTE = "fe80000000000000:0000000002000105";

  private static String plog(String level, String body) {
    return "[" + level + "] HCCL(7001,python3):2025-06-19-09:26:21.655.782 [x.cc:506] [7008]" + body;
  }

  private static String peerLink(int plane, String eid) {
    return plog("INFO", "[RankGraphBuilder][AddPeer2NetLink] Add Peer2NetLink Net2PeerLink success. level[0] netInstId[superpod_0]"
        + " rankId[3] planeId[plane" + plane + "] AddrStr[IpAddress[eid[" + eid + "], AF=v4, addr=192.168.0.103]],topoInstId[0],topoType[1]");
  }

  private static final String CQE = plog("ERROR", "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[5],"
      + " time:[2025-06-19 09:26:20.855000], localInfo{local instanceId[superpod_0], LocalId[3], localEid[eid[" + EID_0 + "]]},"
      + " remoteInfo{remote instanceId[superpod_0], remoteLocalId[5], remoteEid[eid[" + REMOTE + "]]}");

  @Test
  void eachPlanesEndpointIsAnAddressOfTheWriter() {
    SourceFacts sf = ExtractSupport.collect(peerLink(0, EID_0) + "\n" + peerLink(1, EID_1) + "\n").sources().values().iterator().next();
    // each plane's endpoint, and the IP they share (AF=v4, addr=..)
    assertEquals(Set.of(EID_0, EID_1, "192.168.0.103"), sf.processes().get("7001").nicIps());
  }

  @Test
  void theEndpointsIpIsAnAddressOfTheWriterToo() {
    // a channel table of the first CommAddrLogger names a peer by "[IPv4] a.b.c.d" only
    SourceFacts sf = ExtractSupport.collect(peerLink(0, EID_0) + "\n").sources().values().iterator().next();
    assertEquals(Set.of(EID_0, "192.168.0.103"), sf.processes().get("7001").nicIps());
  }

  @Test
  void hcommsLaterRootInfoDetectLineGivesTheRankAndTheDeviceTheUserSet() {
    // hcomm DetectRankTableImpl: "[%s] nRanks[%u], rank[%u] entry flat topo detect, rootinfo: ... userDevId[%d], devPhyId[%d]"
    String line = plog("INFO", "[DetectRankTableImpl] nRanks[16], rank[9] entry flat topo detect, rootinfo: host ip[10.0.0.1]"
        + " port[60000] netMode[HrtNetworkMode::HDC] identifier[10.0.0.1_60000_0_1764000000000000], userDevId[1], devPhyId[9]");
    SourceFacts.ProcessFacts pf = ExtractSupport.collect(line + "\n").sources().values().iterator().next().processes().get("7001");
    assertEquals(Optional.of("9"), pf.rank(), pf.toString());
    assertEquals(Optional.of("1"), pf.device(), pf.toString());
    assertEquals(Optional.of("9"), pf.physicalDevice(), pf.toString());
  }

  @Test
  void anA5ErrorCqeNamesTheRemoteEndByItsEndpoint() {
    List<ErrorEvent> ev = ExtractSupport.collect(CQE + "\n").events();
    assertTrue(ev.stream().anyMatch(ErrorEvent::hardware), ev.toString());
    List<Peer> peers = ev.stream().flatMap(e -> e.peers().stream()).toList();
    assertEquals(List.of(WaitKind.CQE_REMOTE), peers.stream().map(Peer::kind).toList());
    assertEquals(Optional.of(REMOTE), peers.get(0).ip());
    SourceFacts sf = ExtractSupport.collect(CQE + "\n").sources().values().iterator().next();
    assertTrue(sf.processes().get("7001").nicIps().contains(EID_0), "the local end is the writer's: " + sf.processes());
  }
}
