package io.github.ascendtriage.internal.extract;

import static io.github.ascendtriage.internal.extract.IdentityAndPeerLinesTest.facts;
import static io.github.ascendtriage.internal.extract.IdentityAndPeerLinesTest.peers;
import static io.github.ascendtriage.internal.extract.IdentityAndPeerLinesTest.plog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The line shapes of communicator init that ascend-fd's root-cluster parser reads and that
 * docs/rootcause.md lists: who made the root info, the init's end in the wordings of several
 * releases (and when it happened), A5's init line, and the root-info exchange's failures.
 */
class RootInfoAndInitLinesTest {
  private static final String GROUP = "10.0.0.1%eth0_60000_0_1750000000000000";

  private static SourceFacts source(String text) {
    return ExtractSupport.collect(text).sources().values().stream().findFirst().orElse(SourceFacts.NONE);
  }

  @Test
  void theProcessThatMadeTheRootInfoSaysForWhichCommunicator() {
    SourceFacts sf = source(plog("INFO", 500, "[HCCL_TRACE]HcclGetRootInfo success, take time [5015]us, identifier[" + GROUP + "]"));
    assertEquals(GROUP, sf.settings().get(Setting.ROOT_INFO_MADE));
  }

  @Test
  void theOlderEndOfInitNamesTheLogicalDeviceAsDevice() {
    String line = plog("INFO", 501, "HcclCommInitRootInfo success,take time [237063]us, rankNum[8], rank[3],  rootInfo  identifier["
        + GROUP + "], server[10.0.0.2], device[5]");
    SourceFacts.ProcessFacts p = facts(line, "501");
    assertEquals(Optional.of("3"), p.rank());
    assertEquals(Optional.of("8"), p.rankCount());
    assertEquals(Optional.of("5"), p.device());
    assertEquals(Optional.of("10.0.0.2"), p.serverIp());
    assertEquals("3", p.groupRanks().get(GROUP));
    // the end of init is when the ranks leave its rendezvous: the line's own time
    assertEquals("2025-06-19T09:26:21.655782", source(line).settings().get(Setting.JOINED));
  }

  @Test
  void theNewerEndOfInitAndItsFailureNameItAsLogicDevId() {
    SourceFacts.ProcessFacts p = facts(plog("INFO", 502, "[HCCL_TRACE]HcclCommInitRootInfo success,take time [227304]us, rankNum[8],"
        + " rank[4],rootInfo identifier[" + GROUP + "],  server[10.0.0.3%eth0], logicDevId[6]"), "502");
    assertEquals(Optional.of("6"), p.device());
    assertEquals(Optional.of("10.0.0.3"), p.serverIp());
    String failed = plog("ERROR", 503, "[HCCL_TRACE]HcclCommInitRootInfo failed, return 0x50000001, rankNum[8], rank[5],rootInfo"
        + " identifier[" + GROUP + "],  server[10.0.0.3], logicDevId[7]");
    assertEquals(Optional.of("7"), facts(failed, "503").device());
    assertEquals(null, source(failed).settings().get(Setting.JOINED), "a failed init is no rendezvous passed");
  }

  @Test
  void entryLinesAreNoEndOfInit() {
    String entry = plog("INFO", 504, "Entry-HcclCommInitRootInfoInner:ranks[8], rank[1], rootinfo: host ip[10.0.0.1] port[60000]"
        + " nicDeploy[1] identifier[" + GROUP + "], deviceLogicId[1]");
    assertEquals(null, source(entry).settings().get(Setting.JOINED));
  }

  @Test
  void a5sRootInfoDetectLineGivesRankCountAndBothDevices() {
    SourceFacts.ProcessFacts p = facts(plog("INFO", 505, "[RootInfoDetect] nRanks[16], rank[15] entry flat topo detect, rootinfo:"
        + " host ip[192.168.0.1] port[30000] netMode[HrtNetworkMode::HDC] identifier[" + GROUP + "], deviceLogicId[7], devPhyId[15]"), "505");
    assertEquals(Optional.of("15"), p.rank());
    assertEquals(Optional.of("16"), p.rankCount());
    assertEquals(Optional.of("7"), p.device());
    assertEquals(Optional.of("15"), p.physicalDevice());
  }

  @Test
  void anAgentThatLostTheExchangeWaitedAndTheNewerWordingNamesTheServer() {
    List<ErrorEvent> ev = ExtractSupport.collect(plog("ERROR", 506, "[Recv][ClusterInfoMsg]receive msg length from fdhandle failed,"
        + " ret[9]")).events();
    assertTrue(ev.stream().anyMatch(e -> e.kind() == EventKind.CASCADE), ev.toString());
    assertEquals(List.of(Peer.at(WaitKind.ROOT_INFO, "10.0.0.1", null, null)), peers(plog("ERROR", 506, "Current rank get socket with"
        + " server[10.0.0.1] success, but wait for recv rankTable from server failed, maybe due to following reasons:")));
  }

  @Test
  void theServersFailedReceiveAndAGraphModeTaskFailureAreWaitsThatNameNoOne() {
    for (String body : List.of("[Get][RanksBasicInfo]GetRankBasicInfo from rank[3] failed, ret[9]", "FFTS+ run failed, context sequence"
        + " before error task is [NotifyRecord:NR(rank,id), NotifyWait:NW(rank,id), Memcpy:M(rank)]:")) {
      List<ErrorEvent> ev = ExtractSupport.collect(plog("ERROR", 507, body)).events();
      assertTrue(!ev.isEmpty() && ev.stream().allMatch(e -> e.kind() == EventKind.CASCADE && e.peers().isEmpty()), body + ": " + ev);
    }
  }
}
