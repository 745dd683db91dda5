package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rows of HCCL's LINK_ERROR_INFO table (log-formats 8.2), which a rank prints for the links to
 * its peers that did not come up: the peer it waited on, the port, its own address and rank, the
 * link's status and the TLS state of the link. Stateless.
 */
final class LinkErrorRows {
  private LinkErrorRows() {}

  // a cell is matched whole; the look-behind and the possessive run keep a search over a long
  // run of address characters linear (each run is tried once, never given back)
  private static final Pattern IP_RANK_CELL = Pattern.compile("(?<![0-9A-Fa-f.:])([0-9A-Fa-f.:]{2,45}+)\\((\\d{1,7})\\)");

  /**
   * A LINK_ERROR_INFO row: {@code | ip(rank) | port | ip(rank) | port | role | status | tls |}
   * (newer) or {@code | dest_ip(rank_id) | src_ip(rank_id) | role | status |} (older). The source
   * cell is the writer's own address and its {@code user_rank}: the rank of the writer that waited.
   */
  static void read(String b, long lineNo, FeatureSink sink) {
    String[] cells = b.trim().split("\\|", 12);
    if (cells.length < 4) {
      return;
    }
    Matcher dest = IP_RANK_CELL.matcher(cells[1].trim());
    if (!dest.matches()) {
      return;
    }
    String status = null;
    String tls = null;
    String port = null;
    String src = null;
    String srcRank = null;
    for (int i = 2; i < cells.length; i++) {
      String c = cells[i].trim();
      Matcher own = src == null ? IP_RANK_CELL.matcher(c) : null;
      if (own != null && own.matches()) {
        src = own.group(1);
        srcRank = own.group(2);
        continue;
      }
      if (i == 2 && !c.isEmpty() && c.length() <= 5 && c.chars().allMatch(Character::isDigit)) {
        port = c;
      } else if (c.equals("time out") || c.equals("no connect") || c.equals("connected") || c.equals("connecting")) {
        status = c;
      } else if (c.equals("ENABLE") || c.equals("DISABLE") || c.equals("UNKNOWN")) {
        tls = c.toLowerCase(Locale.ROOT);
      }
    }
    if (status == null) {
      return;
    }
    String destIp = Fields.address(dest.group(1)); // an IPv6 peer in one spelling
    if (destIp == null) {
      return;
    }
    sink.feature(FeatureType.REMOTE_IP, destIp);
    if (port != null) {
      sink.feature(FeatureType.PORT, Integer.toString(Integer.parseInt(port)));
    }
    sink.feature(FeatureType.HCCL_STAGE, "link=" + status);
    if (tls != null) {
      sink.feature(FeatureType.TOOL_STATUS, "tls_status=" + tls);
    }
    if (status.equals("time out") || status.equals("no connect")) {
      // the writer waited for the destination; the source cell is an address the writer uses
      sink.peer(Peer.at(WaitKind.TIMEOUT, destIp, null, dest.group(2)));
      if (src != null && Fields.address(src) != null) {
        sink.identity(Identity.NIC_IP, Fields.address(src));
      }
      // the writer's own rank, which tells on which of its devices it waited when it drives several
      sink.eventPlace(lineNo, srcRank == null || Fields.noRank(srcRank) ? null : srcRank, null);
    }
  }
}
