package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Waiting-side errors that name the peer waited on, and the task and transport failures that had
 * no event before: {@code Transport init error ... remoteIpAddr[ip/devId]}, the P2P pair ({@code
 * remote physic id:N}, {@code dst devicePhyId[N]}), AI CPU task exceptions ({@code NOTIFY WAIT ...
 * remoteRank:N} with the group on the next line; SDMA failures are the writer's own fault), the
 * EI0002 text in either wording ({@link NotifyTexts}), CONNECT TIMEOUT DETECT RESULT's
 * {@code dstRank (server S, device ID D)}, {@code Task run failed}, the torch_npu dispatch timeout,
 * {@code errNo[...]} and {@code recv fail}. Immutable; the pending notify wait lives in the context.
 */
public final class PeerRecognizer implements Recognizer {
  private static final Pattern REMOTE_IP_ADDR =
      Pattern.compile("remoteIpAddr\\[([0-9A-Fa-f.:]{2,45})(?:/(\\d{1,5}))?\\]");
  private static final Pattern DETECT =
      Pattern.compile("This node \\(server ([^,()]{1,64}), device ID (\\d{1,5})\\) detects that srcRank \\(server ([^,()]{1,64}), "
          + "device ID (\\d{1,5})\\) fails to connect to dstRank \\(server ([^,()]{1,64}), device ID (\\d{1,5}(?:,\\d{1,5}){0,63})\\)");

  /** A notify wait whose group may follow on the next line. */
  private static final class Pending {
    long line = -1;
  }

  /**
   * The task report being read: HCCL prints a failed task as consecutive lines (base information
   * with the task type and tag, para information with the remote rank, groupRank information with
   * the communicator and the writer's rank in it, opData information with the operation index).
   */
  private static final class TaskReport {
    long baseLine = -1;
    boolean notify;
    String tag;
    String index;
    String group;
    long waitLine = -1;
    /** The AI CPU report's own rank ({@code localRank:N}), its rank in the group its opData line names. */
    String localRank;

    boolean near(long lineNo) {
      return baseLine >= 0 && lineNo - baseLine <= 4;
    }
  }

  @Override
  public boolean mayMatch(String body) {
    for (String t : TRIGGERS) {
      if (body.contains(t)) {
        return true;
      }
    }
    return false;
  }

  /** The literals {@link #mayMatch} looks for (it compares them as written, the gate folded). */
  @Override
  public java.util.List<String> loudOnlyTriggers() {
    return TRIGGERS;
  }

  /**
   * What {@link #recognize} reads, not a broader stem: the task texts it checks ({@code Task run
   * failed}, {@code taskType[Notify Wait]}, the runtime's and graph mode's failures, the SDMA error,
   * the AI Core error, the AI CPU task's device) in place of {@code ask}, which every {@code task} of a WARNING line held.
   */
  private static final java.util.List<String> TRIGGERS = java.util.List.of("emote", "Task run failed", "taskType[Notify Wait]",
      "run failed of exception", "FFTS+ run failed", "[fftsplus sdma error]", "Aicore kernel execute failed", "aicore error exception", "aivec error exception", "{devId: ", "Transport init error", "information is", "errNo[", "recv fail", "dispatch timeout", "group:", "Waiting peer", "dst devicePhyId", "This node", "onnect", "fdhandle", "GetRankBasicInfo", "rankTable from server");

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
        // remoteIpAddr[serverId/devicePhyId]: the remote's server and physical device (hcomm transport_manager.cc, createLink para)
        Peer p = Peer.at(WaitKind.TRANSPORT_INIT, m.group(1), m.group(2), Fields.number(b, "remoteUserrank["));
        sink.peer(m.group(2) != null ? p.read(DeviceReading.PHYSICAL) : p);
      } else {
        sink.event(EventKind.CASCADE);
      }
    }
    // the P2P pair names the writer's own device too (local logicDevid:N, src devicePhyId[N]): the
    // seat that waited, when its process drives several
    if (b.contains("remote physic id:")) {
      String d = Fields.numberAfter(b, "remote physic id:");
      if (d != null) {
        sink.peer(Peer.localDevice(WaitKind.TIMEOUT, d));
        sink.eventPlace(ctx.lineNo(), null, Fields.numberAfter(b, "local logicDevid:"), DeviceReading.LOGICAL);
      }
    }
    if (b.contains("dst devicePhyId[")) {
      String d = Fields.number(b, "dst devicePhyId[");
      if (d != null) {
        sink.peer(Peer.localDevice(WaitKind.TIMEOUT, d));
        sink.eventPlace(ctx.lineNo(), null, Fields.number(b, "src devicePhyId["), DeviceReading.PHYSICAL);
      }
    }
    RootInfoLines.recognize(ctx, b, sink);
    TaskReport report = ctx.state(TaskReport.class, TaskReport::new);
    boolean ownTask = false;
    if ((b.contains("base information is") || b.contains("taskType[Notify Wait]")) && !NotifyTexts.older(b)) {
      report.baseLine = ctx.lineNo();
      report.notify = b.contains("Notify Wait");
      report.tag = tag(b);
      report.index = Fields.number(b, "index[");
      report.group = null;
      report.waitLine = -1;
      report.localRank = b.contains("localRank:") ? Fields.numberAfter(b, "localRank:") : null;
      sink.taskDetail(report.tag, report.index);
      if (taskException(ctx, b, sink, pending)) {
        report.waitLine = ctx.lineNo();
      }
      ownTask = ownTask(b);
    } else if (report.near(ctx.lineNo())) {
      taskReportLine(ctx, b, sink, report);
    } else if (b.contains("Execution_Error_SDMA")) {
      SdmaReports.read(b, sink); // sdma40: the EI0012 screen line and the card its copy went to
    } else if (b.contains("[fftsplus sdma error]")) {
      // the runtime's report of a failed SDMA context (err_type=4; docs/log-formats.md: EI0012), on
      // the (logical) device its dev_id names
      sink.event(EventKind.FAULT);
      sink.eventPlace(ctx.lineNo(), null, Fields.numberAfter(b, "dev_id="), DeviceReading.LOGICAL);
    } else if (b.contains("Aicore kernel execute failed") || b.contains("aicore error exception") || b.contains("aivec error exception")) {
      // the runtime's AI Core / AI Vector error, a fault of the process's own device (CANN troubleshooting,
      // "Symptoms of AI Core Errors": "there is an aicore error exception", "Aicore kernel execute failed,
      // device_id=N"); placed on the (logical) device the second names
      sink.event(EventKind.FAULT);
      String dev = Fields.numberAfter(b, "device_id=");
      if (dev != null) {
        sink.eventPlace(ctx.lineNo(), null, dev);
      }
    }
    if (b.contains("{devId: ")) {
      sink.eventPlace(ctx.lineNo(), null, Fields.numberAfter(b, "{devId:")); // the AI CPU task's (logical) device
    }
    NotifyTexts.recognize(b, sink);
    if (b.contains("This node (server")) {
      DetectMessageTime.sentence(ctx, sink);
      Matcher m = DETECT.matcher(b);
      // only when the node named is the one that failed to connect: then it waited on dstRank
      // newer hcomm (detect_connect_anomalies.cc) groups the failed peers of one server into one
      // sentence, "dstRank (server S, device ID 0,3,5)", and puts each server's sentence on its own line;
      // it fills that result from its peers' broadcasts too (recvErrorInfoMap_), so "This node" may be
      // another node's server and device: the event is about the seat they name (the writer's own when
      // S is its host's), placed by root-cause analysis
      if (m.find() && m.group(1).equals(m.group(3)) && m.group(2).equals(m.group(4))) {
        sink.eventPlace(ctx.lineNo(), null, m.group(2), DeviceReading.PHYSICAL);
        String server = Fields.serverId(m.group(1)); // a rank table's server_id: an address or a name
        if (server != null) {
          sink.eventAbout(EventKind.CASCADE, null, m.group(2), null, server);
        }
        for (String d : m.group(6).split(",")) {
          sink.peer(Peer.at(WaitKind.TIMEOUT, Fields.serverId(m.group(5)), d, null).read(DeviceReading.PHYSICAL));
        }
      }
    }
    // a failed task of the process's own copy engine is its own fault, not a wait: the generic
    // "run failed" reading must not hide it
    // "FFTS+ run failed, context sequence before error task is ...": a task of a graph-mode (FFTS+)
    // collective failed, read by ascend-fd's root-cluster parser as a notify-wait timeout naming no peer
    if (!ownTask && (b.contains("Task run failed") || b.contains("run failed of exception") || b.contains("FFTS+ run failed")
        || b.contains("dispatch timeout") || b.contains("errNo[") || b.contains("recv fail"))) {
      sink.event(EventKind.CASCADE);
    }
  }

  private static String prefixed(String prefix, String v) {
    return v == null ? null : prefix + v;
  }

  /** The tag of a task report ({@code tag[...]}, {@code tag:[...]}, the newer {@code algTag[...]}), or null. */
  private static String tag(String b) {
    String t = Fields.bracket(b, "tag[");
    if (t == null) {
      t = Fields.bracket(b, "tag:[");
    }
    return t != null ? t : Fields.bracket(b, "algTag[");
  }

  /** A line of a task report after its base information: the remote rank, the group, the index. */
  private static void taskReportLine(LineContext ctx, String b, FeatureSink sink, TaskReport report) {
    if (b.contains("para information is") && report.notify && b.contains("remote rank:[")) {
      String r = Fields.bracket(b, "remote rank:[");
      if ("local".equals(r)) {
        sink.peer(Peer.localRank(WaitKind.NOTIFY, report.group));
      } else if (r != null && Fields.digits(r) != null && !Fields.noRank(r)) {
        sink.peer(Peer.rankOf(WaitKind.NOTIFY, r, report.group));
      } else {
        return;
      }
      sink.taskDetail(report.tag, report.index);
      report.waitLine = ctx.lineNo();
      return;
    }
    String group = b.contains("groupRank information is") ? Fields.bracket(b, "group:[") : null;
    if (group != null) {
      report.group = group;
      String rank = Fields.number(b, "rankId[");
      sink.groupRank(group, rank);
      sink.eventPlace(report.baseLine, rank, null); // the report's rank, when its process drives several
    }
    String index = null;
    if (b.contains("opData information is")) {
      // the host's report gives index[..] (newer: opIndex[..]), AI CPU's opIndex:..
      // AI CPU counts its operations apart from the host: its index is kept apart ("aicpu:")
      index = b.contains("opIndex[") ? Fields.number(b, "opIndex[")
          : b.contains("opIndex:") ? prefixed("aicpu:", Fields.numberAfter(b, "opIndex:")) : Fields.number(b, "index[");
      sink.eventPlace(report.baseLine, null, Fields.number(b, "deviceId["));
      // AI CPU's opData names the communicator of the report's localRank: a process known only from its
      // device log (its plogs not in the input) is then the rank its waiters name in that group
      String g = report.localRank != null && b.contains("group:") && !b.contains("group:[") ? Fields.wordAfter(b, "group:") : null;
      if (g != null) {
        sink.groupRank(g, report.localRank);
      }
    } else if (report.localRank != null && b.contains("callback is nullptr") && b.contains("group:")) {
      // task_exception.cc in place of the opData line when the operation registered no callback: the group only
      sink.groupRank(Fields.wordAfter(b, "group:"), report.localRank);
    }
    String tag = index != null ? tag(b) : null;
    if (index != null) {
      report.index = index;
    }
    if (report.waitLine >= 0 && (group != null || index != null || tag != null)) {
      sink.waitDetail(report.waitLine, group, tag, index);
    }
  }

  /** A one-line task report (AI CPU's); true when it named the rank waited on. */
  private static boolean taskException(LineContext ctx, String b, FeatureSink sink, Pending pending) {
    boolean notify = b.contains("NOTIFY WAIT") || b.contains("taskType[Notify Wait]") || b.contains("Notify Wait");
    if (b.contains("localRank:")) {
      String own = Fields.numberAfter(b, "localRank:");
      sink.eventPlace(ctx.lineNo(), own, null); // the AI CPU report's own rank
      // its rank in the operation's communicator, which the line does not name; hcomm's task_exception.cc
      // names it on an opData line only where the last 200 tasks reach another operation (read below)
      sink.groupRank("", own);
    }
    if (notify) {
      String r = b.contains("remoteRank:") ? Fields.numberAfter(b, "remoteRank:") : Fields.bracket(b, "remote rank:[");
      String g = b.contains("group:[") ? Fields.bracket(b, "group:[") : null;
      if ("local".equals(r)) {
        sink.peer(Peer.localRank(WaitKind.NOTIFY, g));
        pending.line = g == null ? ctx.lineNo() : -1;
        return true;
      }
      r = r == null ? null : Fields.digits(r);
      if (r != null && !Fields.noRank(r)) {
        sink.peer(Peer.rankOf(WaitKind.NOTIFY, r, g));
        pending.line = g == null ? ctx.lineNo() : -1;
        return true;
      }
      sink.event(EventKind.CASCADE);
    } else if (ownTask(b)) {
      sink.event(EventKind.FAULT);
    }
    return false;
  }

  /** A task of the process's own SDMA engine (a copy or an inline reduce), not a wait on a peer. */
  private static boolean ownTask(String b) {
    return "SDMA".equals(Fields.wordAfter(b, "type:")) || b.contains("taskType[Memcpy]")
        || b.contains("taskType[Reduce Inline]");
  }
}
