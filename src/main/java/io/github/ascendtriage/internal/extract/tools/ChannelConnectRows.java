package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;
import java.util.Locale;

/**
 * The channel table newer HCCL (hcomm's channel layer, A5 and later) prints when its channels to
 * peers did not come up within the link-setup timeout (hcomm {@code ChannelLogger::PrintErrorInfo},
 * after {@code MyRank::BatchConnectChannels}' {@code channel connect timeout after N sec,
 * channelNum[..]}): one row per channel that is not ready,
 * {@code | idx | localRank | localAddr | remoteRank | remoteAddr | chHandle | ChannelStatus::S |
 * [TlsStatus |] proto | elapsed [ms] |}, or in one release without the address columns,
 * {@code | idx | localRank | remoteRank | channelHandle | ChannelStatus::S | protocol | elapsed |}. A row whose channel is still being set up (its socket never
 * came up, or came up while the peer's side of the exchange never did) says that its writer, rank
 * localRank, waited on rank remoteRank at remoteAddr. An address is written as hcomm's {@code
 * CommAddrLogger} wrote it in its releases: {@code IpAddress[eid[prefix:interface], AF=v4, addr=..]}
 * (newer), {@code IpAddress[<32 hex>, AF=v4, addr=..]}, or {@code [IPv4] a.b.c.d} and {@code [EID]
 * eid:<32 hex>} (the first); the endpoint (EID) is what the writer's peers announce, so it names the
 * peer when given, else its IP. Stateless.
 */
final class ChannelConnectRows {
  private ChannelConnectRows() {}

  /** The statuses of a channel whose setup waited on its peer (hcomm channel.h ChannelStatus). */
  private static final java.util.Set<String> WAITING = java.util.Set.of("INIT", "SOCKET_OK", "SOCKET_TIMEOUT", "RES_RMT_UNAVAIL");

  /** True for a row of the table: its status cell names a {@code ChannelStatus}. */
  static boolean isRow(String b) {
    return b.contains("ChannelStatus::") && b.trim().startsWith("|");
  }

  /** Reads one row; nothing when its cells are not the table's. */
  static void read(String b, long lineNo, FeatureSink sink) {
    String[] cells = b.trim().split("\\|", 14);
    // "", idx, localRank, localAddr, remoteRank, remoteAddr, handle, status, ...; a release without the
    // address columns prints "", idx, localRank, remoteRank, handle, status, protocol, elapsed
    // (hcomm's free PrintChannelErrorInfo, 13-digit handle)
    boolean noAddresses = cells.length >= 6 && cells[5].trim().startsWith("ChannelStatus::");
    if (cells.length < 8 && !noAddresses) {
      return;
    }
    String localRank = Fields.digits(cells[2].trim());
    String remoteRank = Fields.digits(cells[noAddresses ? 3 : 4].trim());
    String status = cells[noAddresses ? 5 : 7].trim();
    if (localRank == null || remoteRank == null || !status.startsWith("ChannelStatus::")) {
      return;
    }
    status = status.substring("ChannelStatus::".length());
    sink.feature(FeatureType.HCCL_STAGE, "channel=" + status.toLowerCase(Locale.ROOT));
    for (int i = noAddresses ? 6 : 8; i < cells.length; i++) {
      String c = cells[i].trim();
      if (c.equals("ENABLE") || c.equals("DISABLE")) {
        sink.feature(FeatureType.TOOL_STATUS, "tls_status=" + c.toLowerCase(Locale.ROOT));
      }
    }
    if (!WAITING.contains(status)) {
      return;
    }
    String remote = noAddresses ? null : endpoint(cells[5]);
    String local = noAddresses ? null : endpoint(cells[3]);
    if (remote != null) {
      sink.feature(FeatureType.REMOTE_IP, remote);
    }
    sink.peer(Peer.at(WaitKind.TIMEOUT, remote, null, Fields.noRank(remoteRank) ? null : remoteRank));
    if (local != null) {
      sink.identity(Identity.NIC_IP, local);
    }
    sink.eventPlace(lineNo, localRank, null); // the row's own rank, when its writer drives several devices
  }

  /** The endpoint an address cell names: its EID as {@code prefix:interface}, else its IP; null when none. */
  static String endpoint(String cell) {
    String c = cell.trim();
    String eid = Fields.bracket(c, "eid[");
    if (eid == null) {
      int e = c.indexOf("eid:");
      eid = e >= 0 ? hexRun(c, e + 4) : c.startsWith("IpAddress[") ? hexRun(c, "IpAddress[".length()) : null;
    }
    if (eid != null) {
      String n = eid.length() == 32 && eid.indexOf(':') < 0 ? eid.substring(0, 16) + ":" + eid.substring(16) : eid;
      String a = Fields.address(n.toLowerCase(Locale.ROOT));
      if (a != null) {
        return a;
      }
    }
    int at = c.indexOf("addr=");
    if (at >= 0) {
      int end = at + 5;
      while (end < c.length() && c.charAt(end) != ',' && c.charAt(end) != ']') {
        end++;
      }
      return Fields.address(c.substring(at + 5, end));
    }
    int sp = c.indexOf("] ");
    return c.startsWith("[IPv") && sp > 0 ? Fields.address(c.substring(sp + 2)) : null;
  }

  /** The 32 hex digits at {@code from}, or null. */
  private static String hexRun(String c, int from) {
    int end = from;
    while (end < c.length() && Character.digit(c.charAt(end), 16) >= 0) {
      end++;
    }
    return end - from == 32 ? c.substring(from, end) : null;
  }
}
