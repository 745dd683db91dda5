package io.github.ascendtriage.internal.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Waiting-side errors that name the peer waited on, and the task and transport failures that had
 * no event before: {@code Transport init error ... remoteIpAddr[ip/devId]}, the P2P pair ({@code
 * remote physic id:N}, {@code dst devicePhyId[N]}), AI CPU task exceptions ({@code NOTIFY WAIT ...
 * remoteRank:N} with the group on the next line; SDMA failures are the writer's own fault), the
 * EI0002 text ({@code Waiting peer rank: N ... communicator: G}), CONNECT TIMEOUT DETECT RESULT's
 * {@code dstRank (server S, device ID D)}, {@code Task run failed}, the torch_npu dispatch timeout,
 * {@code errNo[...]} and {@code recv fail}. Immutable; the pending notify wait lives in the context.
 */
final class PeerRecognizer implements Recognizer {
  private static final Pattern REMOTE_IP_ADDR =
      Pattern.compile("remoteIpAddr\\[([0-9A-Fa-f.:]{2,45})(?:/(\\d{1,5}))?\\]");
  private static final Pattern DETECT =
      Pattern.compile("This node \\(server ([^,()]{1,64}), device ID (\\d{1,5})\\) detects that srcRank \\(server ([^,()]{1,64}), "
          + "device ID (\\d{1,5})\\) fails to connect to dstRank \\(server ([^,()]{1,64}), device ID (\\d{1,5})\\)");
  private static final Pattern WAITING_PEER = Pattern.compile("Waiting peer rank: ?(\\d{1,7})");
  private static final Pattern COMMUNICATOR = Pattern.compile("communicator: ?([\\w.%-]{1,120})");

  /** A notify wait whose group may follow on the next line. */
  private static final class Pending {
    long line = -1;
  }

  @Override
  public boolean mayMatch(String body) {
    return body.contains("emote") || body.contains("ask") || body.contains("errNo[") || body.contains("recv fail")
        || body.contains("dispatch timeout") || body.contains("group:") || body.contains("Waiting peer")
        || body.contains("dst devicePhyId") || body.contains("This node");
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    Pending pending = ctx.state(Pending.class, Pending::new);
    if (pending.line == ctx.lineNo() - 1 && (b.contains("group:") || b.contains("group["))) {
      String g = b.contains("group:[") ? Fields.bracket(b, "group:[") : Fields.wordAfter(b, "group:");
      if (g != null) {
        sink.peerGroup(g);
      }
    }
    pending.line = -1;
    if (b.contains("Transport init error")) {
      Matcher m = REMOTE_IP_ADDR.matcher(b);
      if (m.find()) {
        sink.peer(Peer.at(WaitKind.TRANSPORT_INIT, m.group(1), m.group(2), Fields.number(b, "remoteUserrank[")));
      } else {
        sink.event(EventKind.CASCADE);
      }
    }
    if (b.contains("remote physic id:")) {
      String d = Fields.numberAfter(b, "remote physic id:");
      if (d != null) {
        sink.peer(Peer.localDevice(WaitKind.TIMEOUT, d));
      }
    }
    if (b.contains("dst devicePhyId[")) {
      String d = Fields.number(b, "dst devicePhyId[");
      if (d != null) {
        sink.peer(Peer.localDevice(WaitKind.TIMEOUT, d));
      }
    }
    if (b.contains("base information is") || b.contains("taskType[Notify Wait]")) {
      taskException(ctx, b, sink, pending);
    }
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
    if (b.contains("This node (server")) {
      Matcher m = DETECT.matcher(b);
      // only when this node is the one that failed to connect: then it waited on dstRank
      if (m.find() && m.group(1).equals(m.group(3)) && m.group(2).equals(m.group(4))) {
        sink.peer(Peer.at(WaitKind.TIMEOUT, Fields.address(m.group(5)), m.group(6), null));
      }
    }
    if (b.contains("Task run failed") || b.contains("run failed of exception") || b.contains("dispatch timeout")
        || b.contains("errNo[") || b.contains("recv fail")) {
      sink.event(EventKind.CASCADE);
    }
  }

  private static void taskException(LineContext ctx, String b, FeatureSink sink, Pending pending) {
    String type = Fields.wordAfter(b, "type:");
    boolean notify = b.contains("NOTIFY WAIT") || b.contains("taskType[Notify Wait]") || b.contains("Notify Wait");
    if (notify) {
      String r = b.contains("remoteRank:") ? Fields.numberAfter(b, "remoteRank:") : Fields.number(b, "remote rank:[");
      if (r != null && !Fields.noRank(r)) {
        String g = b.contains("group:[") ? Fields.bracket(b, "group:[") : null;
        sink.peer(Peer.rankOf(WaitKind.NOTIFY, r, g));
        pending.line = g == null ? ctx.lineNo() : -1;
      } else {
        sink.event(EventKind.CASCADE);
      }
    } else if ("SDMA".equals(type) || b.contains("taskType[Memcpy]") || b.contains("taskType[Reduce Inline]")) {
      sink.event(EventKind.FAULT);
    }
  }
}
