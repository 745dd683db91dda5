package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * hcomm's channel table after a link-setup timeout (channel_logger.cc PrintErrorTableHeader /
 * PrintErrorInfo, comm_addr_logger.cc for the address cells, my_rank.cc for the timeout line): each
 * row not ready names the writer's rank, the peer's rank and the peer's endpoint. The address cell
 * in the forms hcomm's releases print; the values are made up.
 */
class ChannelConnectRowsTest {
  private static final String LOCAL = "fe80000000000000:0000000001000003";
  private static final String REMOTE = "fe80000000000000:0000000002000105";

  private static String plog(String body) {
    return "[ERROR] HCCL(7001,python3):2025-06-19-09:26:21.655.782 [channel_logger.cc:121] [7008]" + body;
  }

  private static String row(String localAddr, String remoteAddr, String status, boolean tls) {
    return plog("   |     0 |         3 | " + localAddr + " |          5 | " + remoteAddr + " | 0x0000a1f0 |  " + status + " | "
        + (tls ? "        ENABLE | " : "") + "    1 |  120004" + (tls ? " ms" : "") + " |");
  }

  private static String eidAddr(String eid) {
    return "IpAddress[eid[" + eid + "], AF=v4, addr=192.168.0.103]";
  }

  private static List<Peer> peers(String text) {
    return ExtractSupport.collect(text).events().stream().flatMap(e -> e.peers().stream()).toList();
  }

  @Test
  void aRowStillSettingUpIsAWaitOnTheRemoteEndpointAndRank() {
    String text = plog("[InitChannelStage][Timeout] wait socket establish timeout, channel connect timeout after 120 sec, channelNum[2],"
        + " elapsed[120004]ms, retryCount[88]") + "\n"
        + plog("   ________________________________________________CHANNEL_CONNECT_ERROR_INFO________________________________") + "\n"
        + plog("   | comm error, localRank[3]") + "\n"
        + row(eidAddr(LOCAL), eidAddr(REMOTE), "ChannelStatus::SOCKET_TIMEOUT", true) + "\n";
    List<Peer> p = peers(text);
    assertEquals(1, p.size(), p.toString());
    assertEquals(WaitKind.TIMEOUT, p.get(0).kind());
    assertEquals(Optional.of(REMOTE), p.get(0).ip());
    assertEquals(Optional.of("5"), p.get(0).rank());
    SourceFacts sf = ExtractSupport.collect(text).sources().values().iterator().next();
    assertTrue(sf.processes().get("7001").nicIps().contains(LOCAL), "the local cell is the writer's: " + sf.processes());
  }

  @Test
  void everyReleasesAddressCellNamesTheSameEndpoint() {
    String hex = REMOTE.replace(":", "");
    for (String cell : List.of(eidAddr(REMOTE), "IpAddress[" + hex + ", AF=v4, addr=192.168.0.105]", "[EID] eid:" + hex,
        "IpAddress[eid[" + REMOTE + "]]")) {
      List<Peer> p = peers(row("[EID] eid:" + LOCAL.replace(":", ""), cell, "ChannelStatus::INIT", false) + "\n");
      assertEquals(List.of(Optional.of(REMOTE)), p.stream().map(Peer::ip).toList(), cell);
    }
    List<Peer> v4 = peers(row("[IPv4] 192.168.0.103", "[IPv4] 192.168.0.105", "ChannelStatus::SOCKET_OK", false) + "\n");
    assertEquals(List.of(Optional.of("192.168.0.105")), v4.stream().map(Peer::ip).toList());
  }

  @Test
  void aReleaseWithoutAddressColumnsNamesTheRemoteRank() {
    // hcomm's free PrintChannelErrorInfo: | idx | localRank | remoteRank | 0x%013llx | status | protocol | elapsed |
    String text = plog("   _________________________CHANNEL_CONNECT_ERROR_INFO___________________________") + "\n"
        + plog("   |  comm error, localRank[3]") + "\n"
        + plog("   |     1 |         3 |          5 | 0x00000f6c2475d | ChannelStatus::SOCKET_TIMEOUT |        1 |    120004 |") + "\n"
        + plog("   |     2 |         3 |          6 | 0x00000f6c2475e |         ChannelStatus::READY |        1 |    120004 |") + "\n";
    List<Peer> p = peers(text);
    assertEquals(1, p.size(), p.toString());
    assertEquals(WaitKind.TIMEOUT, p.get(0).kind());
    assertEquals(Optional.of("5"), p.get(0).rank());
    assertEquals(Optional.empty(), p.get(0).ip());
  }

  @Test
  void aChannelThatFailedOrIsReadyNamesNoWait() {
    assertEquals(List.of(), peers(row(eidAddr(LOCAL), eidAddr(REMOTE), "ChannelStatus::FAILED", true) + "\n"));
    assertEquals(List.of(), peers(row(eidAddr(LOCAL), eidAddr(REMOTE), "ChannelStatus::READY", true) + "\n"));
  }

  @Test
  void theOlderTimeoutLineIsALinkSetupWait() {
    List<ErrorEvent> ev = ExtractSupport.collect(plog("[BatchConnectChannels] channel connect timeout after 120 sec, channelNum[4],"
        + " elapsed[120001]ms, retryCount[31]") + "\n").events();
    assertEquals(1, ev.size(), ev.toString());
    assertNull(ChannelConnectRows.endpoint("0x0000a1f0"));
  }
}
