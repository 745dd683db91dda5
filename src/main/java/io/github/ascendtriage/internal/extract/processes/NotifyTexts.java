package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * EI0002's message text, for {@link PeerRecognizer}: the rank a timed-out notify wait waited on and its
 * communicator, in both wordings of the CANN message catalogue (docs/log-formats.md 4.1; the catalogue's
 * EI0002 in {@code casebase/codes/cann-message.json}). Newer: {@code Waiting peer rank: N; ...
 * communicator: G.} Older: {@code ... has not received the Notify record from remote rank: [N]. base
 * information: [..]. task information: [..]. group information: [G]}, where G is printed as {@code
 * group:[G], rankSize[..], rankId[..]} or {@code group:G}; CANN 6.0's catalogue (troubleshooting_01_0184)
 * prints {@code remote rank [N]}, without the colon and the group information. The older text is often the only line of a
 * waiter that names its peer (its plog's task report then has no para line). Stateless.
 */
final class NotifyTexts {
  private static final Pattern WAITING_PEER = Pattern.compile("Waiting peer rank: ?(\\d{1,7})");
  private static final Pattern COMMUNICATOR = Pattern.compile("communicator: ?([\\w.%-]{1,120})");
  private static final Pattern RECORD_FROM = Pattern.compile("Notify record from remote rank:? ?\\[(\\d{1,7}|local)\\]");

  private NotifyTexts() {}

  /** True for the older text, which {@link #recognize} reads whole (not as a task report naming no rank). */
  static boolean older(String b) {
    return b.contains("Notify record from remote rank");
  }

  static void recognize(String b, FeatureSink sink) {
    if (b.contains("Waiting peer rank")) {
      Matcher m = WAITING_PEER.matcher(b);
      if (m.find() && !Fields.noRank(m.group(1))) {
        Matcher c = COMMUNICATOR.matcher(b);
        String g = c.find() ? c.group(1) : null;
        if (g != null && g.endsWith(".")) {
          g = g.substring(0, g.length() - 1);
        }
        sink.peer(Peer.rankOf(WaitKind.NOTIFY, m.group(1), g));
      }
    }
    if (older(b)) {
      Matcher m = RECORD_FROM.matcher(b);
      String g = olderGroup(b);
      if (!m.find() || Fields.noRank(m.group(1))) {
        sink.event(EventKind.CASCADE); // a notify wait that timed out, its peer not read
      } else if ("local".equals(m.group(1))) {
        sink.peer(Peer.localRank(WaitKind.NOTIFY, g));
      } else {
        sink.peer(Peer.rankOf(WaitKind.NOTIFY, m.group(1), g));
      }
    }
  }

  /** The communicator of the older text's group information, or null. */
  private static String olderGroup(String b) {
    int i = b.indexOf("group information:");
    if (i < 0) {
      return null;
    }
    String tail = b.substring(i);
    return tail.contains("group:[") ? Fields.bracket(tail, "group:[") : Fields.wordAfter(tail, "group:");
  }
}
