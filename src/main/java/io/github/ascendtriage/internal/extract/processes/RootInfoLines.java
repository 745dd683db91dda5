package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;
import io.github.ascendtriage.internal.extract.scan.LineContext;

/**
 * The lines of communicator init over the root-info server that say whom a process waited on,
 * for {@link PeerRecognizer}: an agent that could not reach the server, or reached it and then lost
 * the exchange, waited on the server; the server waited on the ranks that never connected.
 * Stateless; what a server said of the connected ranks lives in the line context.
 */
final class RootInfoLines {
  private RootInfoLines() {}

  /** What a root-info server said of the ranks that connected to it, until its list is complete. */
  private static final class Connected {
    int need = -1;
    int total = -1;
    final java.util.Set<Integer> ranks = new java.util.TreeSet<>();
  }

  static void recognize(LineContext ctx, String b, FeatureSink sink) {
    if (b.contains("onnect")) {
      connects(ctx, b, sink);
    }
    if (b.contains("rankTable from server failed") && b.contains("server[")) {
      // newer HCCL names the server the agent had reached before the exchange broke
      String ip = Fields.address(Fields.bracket(b, "server["));
      if (ip != null) {
        sink.peer(Peer.at(WaitKind.ROOT_INFO, ip, null, null));
      }
    }
    if ((b.contains("fdhandle") || b.contains("GetRankBasicInfo")) && b.contains("failed")) {
      // the root-info exchange broke after the connection: an agent could not receive from the
      // server ("receive [msg length] from fdhandle failed"), or the server from an agent
      // ("GetRankBasicInfo from rank[..] failed"); ascend-fd's root-cluster parser reads both as
      // root-info timeouts. Neither names whom the writer waited on.
      sink.event(EventKind.CASCADE);
    }
  }

  /**
   * Communicator init over the root-info server. An agent that could not reach the server ({@code
   * TopoExchangeAgent: connect server[ip : port] failed}) waited on it; a report of the agents that
   * never connected ({@code Failed to connect agent[1,3,]}) or the server's list of those that did
   * ({@code connected rankinfo[LINE n]: [..],[..];} after {@code total connected num is [T]} and
   * {@code need connect rankNum is [N]}) names the ranks everyone waited on.
   */
  private static void connects(LineContext ctx, String b, FeatureSink sink) {
    Connected c = ctx.state(Connected.class, Connected::new);
    if (b.contains("connect server[") && b.contains("failed")) {
      String server = Fields.bracket(b, "connect server[");
      int colon = server == null ? -1 : server.lastIndexOf(':');
      String ip = Fields.address(colon > 0 ? server.substring(0, colon).trim() : server);
      if (ip != null) {
        sink.peer(Peer.at(WaitKind.ROOT_INFO, ip, null, null));
      }
    } else if (b.contains("Failed to connect agent[")) {
      int i = b.indexOf("Failed to connect agent[") + "Failed to connect agent[".length();
      int end = b.indexOf(']', i);
      if (end > i) {
        for (String r : b.substring(i, Math.min(end, i + 400)).split(",")) {
          String d = Fields.digits(r);
          if (d != null) {
            sink.peer(Peer.rankOf(WaitKind.ROOT_INFO, d, null));
          }
        }
      }
    } else if (b.contains("total connected num is [")) {
      c.ranks.clear();
      c.total = parse(Fields.number(b, "total connected num is ["));
    } else if (b.contains("need connect rankNum is [")) {
      c.need = parse(Fields.number(b, "need connect rankNum is ["));
    } else if (b.contains("connected rankinfo[")) {
      int i = b.indexOf("]:", b.indexOf("connected rankinfo["));
      for (String cell : (i < 0 ? "" : b.substring(i + 2)).split(",")) {
        int v = parse(cell.replace('[', ' ').replace(']', ' ').replace(';', ' '));
        if (v >= 0) {
          c.ranks.add(v);
        }
      }
      if (c.need > 0 && c.total >= 0 && c.ranks.size() >= c.total) {
        for (int r = 0; r < c.need && r < 100_000; r++) {
          if (!c.ranks.contains(r)) {
            sink.peer(Peer.rankOf(WaitKind.ROOT_INFO, Integer.toString(r), null));
          }
        }
        c.need = -1; // the list is complete: said once
      } else if (c.need < 0 && c.total >= 0 && c.ranks.size() >= c.total) {
        // no count of the ranks needed: the communicator's rank count is in other files (root cause)
        sink.setting(Setting.ROOT_INFO_CONNECTED, c.ranks.stream().map(String::valueOf)
            .collect(java.util.stream.Collectors.joining(",")));
        c.total = -1;
      }
    }
  }

  /** A rank as HCCL pads it ({@code 0000000000000002}), or -1. */
  private static int parse(String cell) {
    if (cell == null) {
      return -1;
    }
    String t = cell.trim();
    if (t.isEmpty() || t.length() > 20 || !t.chars().allMatch(Character::isDigit)) {
      return -1;
    }
    int i = 0;
    while (i < t.length() - 1 && t.charAt(i) == '0') {
      i++;
    }
    return t.length() - i > 9 ? -1 : Integer.parseInt(t.substring(i));
  }

}
