package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HCCL's own diagnostic signatures in plog and console text: stage tags ({@code
 * [InitChannelStage][Timeout]}), the Cluster Exception Location verdict and the heartbeat's crimer
 * rank (by {@code address/id}, or on A5 by the UId {@code netInstId/localId}), LINK_ERROR_INFO tables,
 * CONNECT TIMEOUT DETECT RESULT, createLink parameters, error CQE status, topo-exchange and socket
 * timeouts, listen failures with port and socket type and the watchdog timeout of ProcessGroupHCCL.
 * The rows of a LINK_ERROR_INFO table are read by {@link LinkErrorRows}, those of the channel
 * table by {@link ChannelConnectRows}.
 */
public final class HcclDiagnosticRecognizer implements Recognizer {
  private static final Pattern STAGE =
      Pattern.compile("\\[(InitGroupStage|InitChannelStage|TaskExecStage)\\]\\[([A-Za-z ]{1,40})\\]");
  private static final Pattern CLUSTER_LOCATION =
      Pattern.compile("Cluster Exception Location\\[IP/ID\\]:\\[([0-9A-Fa-f.:]{2,45})/(\\d{1,5})\\]");
  private static final Pattern EXCEPTION_TYPE = Pattern.compile("ExceptionType:\\[([A-Za-z ]{1,60})\\]");
  private static final Pattern CREATE_LINK =
      Pattern.compile("localIpAddr\\[([0-9A-Fa-f.:]{2,45})/(\\d{1,5})\\].{0,200}?remoteIpAddr\\[([0-9A-Fa-f.:]{2,45})/(\\d{1,5})\\]");
  private static final Pattern CQE = Pattern.compile("(?i)cqe (?:err|error) status\\[(\\d{1,4})\\]|CQE status\\[(\\d{1,4})\\]|error cqe status: ?(0x[0-9a-fA-F]{1,8})");
  private static final Pattern CRIMER =
      Pattern.compile("crimer rank \\[([0-9A-Fa-f.:]{2,45})/(\\d{1,7})\\] status\\[([A-Z ]{2,16})\\]");
  // A5 (Ascend 950): the UId is netInstId/localId (hcomm cluster_monitor.cc FormatUID), the instance
  // user-defined in the rank table 2.0 (rank_table_config_a5.md; the alphabet RankList20Recognizer keeps)
  private static final Pattern CLUSTER_LOCATION_SEAT =
      Pattern.compile("Cluster Exception Location\\[IP/ID\\]:\\[([0-9A-Za-z.:_-]{1,64})/(\\d{1,7})\\]");
  private static final Pattern CRIMER_SEAT =
      Pattern.compile("crimer rank \\[([0-9A-Za-z.:_-]{1,64})/(\\d{1,7})\\] status\\[([A-Z ]{2,16})\\]");
  private static final Pattern TOPO = Pattern.compile("topo exchange (server|agent) get socket timeout!?\\s?(?:timeout\\[(\\d{1,6})(?: ?s)?\\])?");
  private static final Pattern LISTEN =
      Pattern.compile("socket type\\[(\\d{1,2})\\], listen on ip\\[([0-9A-Fa-f.:]{2,45})(?:%([\\w.-]{1,32}))?\\] and specific port\\[(\\d{1,5})\\] fail");
  private static final Pattern TIMEOUT_BRACKET = Pattern.compile("timeout\\[(\\d{1,6})(?: ?s)?\\]");
  private static final Pattern TIMEOUT_COLON = Pattern.compile("timeout:(\\d{1,6}) ?s");
  private static final Pattern WATCHDOG =
      Pattern.compile("\\[(?:PG [^\\]]{0,80} )?Rank (\\d{1,7})\\][ ,]{0,3}Watchdog caught collective operation timeout: WorkHCCL\\([^)]{0,200}?Timeout\\(ms\\)=(\\d{1,10})");

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf('[') >= 0 || body.indexOf('|') >= 0 || body.contains("---")
        || body.contains("timeout") || body.contains("status") || body.contains("LINK_ERROR")
        || body.contains("timed out");
  }

  /** Every report and every check of state is guarded by one of these, whatever the level. */
  @Override
  public java.util.List<String> literals() {
    return QUIET;
  }

  // for the timeout reports not "timeout", which many a progress line holds, but what timeouts()
  // reports on: its signatures (TOPO ends in the first)
  private static final java.util.List<String> QUIET = java.util.List.of("Stage]", "check fail. local[", "check fail. remoteRank[", "Cluster Exception Location", "crimer rank [", "LINK_ERROR_INFO", "CONNECT TIMEOUT DETECT RESULT", "|", "createLink para", "status",
      "get socket timeout", "wait socket establish timeout", "channel connect timeout", "Wait timeout for sockets recv", "connected p2p timeout", "get rasocket timeout", "notify wait",
      "Watchdog caught", "timed out", "listen on ip");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    Matcher m;
    if (b.contains("Stage]")) {
      m = STAGE.matcher(b);
      while (m.find()) {
        sink.feature(FeatureType.HCCL_STAGE, m.group(1) + "/" + m.group(2).trim());
        if (m.group(2).equals("Timeout")) {
          sink.event(EventKind.CASCADE);
        } else if (m.group(2).equals("ParameterConflict")) {
          sink.event(EventKind.FAULT); // its own record of the collective differs from a peer's (order34, ParameterConflicts)
        }
      }
    }
    if ((b.contains("check fail. local[") || b.contains("check fail. remoteRank[")) && b.contains("information ")
        && !"WARNING".equals(ctx.level())) {
      // a parameter check's report whatever its prefix (the stage tag, the checker's own, none): hcomm
      // rank_consistentcy_checker.cc, hccl inconsistent_check.cc; a field it only warns of fails nothing
      sink.event(EventKind.FAULT);
    }
    if (b.contains("Cluster Exception Location")) {
      m = CLUSTER_LOCATION.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.REMOTE_IP, m.group(1));
        sink.feature(FeatureType.DEVICE, m.group(2));
        sink.eventAbout(EventKind.LOCATOR, null, m.group(2), null, m.group(1));
      } else if ((m = CLUSTER_LOCATION_SEAT.matcher(b)).find()) {
        sink.eventAboutSeat(EventKind.LOCATOR, m.group(1), m.group(2));
      }
      m = EXCEPTION_TYPE.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.HCCL_STAGE, m.group(1).trim());
      }
    }
    if (b.contains("crimer rank [")) {
      // a heartbeat report: the crimer is the rank whose heartbeat was lost, stuck or in error
      m = CRIMER.matcher(b);
      if (m.find()) {
        sink.eventAbout(EventKind.LOCATOR, null, m.group(2), null, m.group(1));
      } else if ((m = CRIMER_SEAT.matcher(b)).find()) {
        sink.eventAboutSeat(EventKind.LOCATOR, m.group(1), m.group(2));
      }
    }
    if (b.contains("LINK_ERROR_INFO")) {
      sink.feature(FeatureType.HCCL_STAGE, "LINK_ERROR_INFO");
    }
    if (b.contains("CONNECT TIMEOUT DETECT RESULT")) {
      sink.feature(FeatureType.HCCL_STAGE, "CONNECT TIMEOUT DETECT RESULT");
    }
    if (b.indexOf('|') >= 0 && b.indexOf('(') > 0 && b.trim().startsWith("|")) {
      LinkErrorRows.read(b, ctx.lineNo(), sink);
    } else if (ChannelConnectRows.isRow(b)) {
      ChannelConnectRows.read(b, ctx.lineNo(), sink);
    }
    if (b.contains("createLink para")) {
      sink.feature(FeatureType.HCCL_STAGE, "createLink");
      m = CREATE_LINK.matcher(b);
      if (m.find()) {
        sink.self(FeatureType.REMOTE_IP, m.group(1));
        sink.feature(FeatureType.REMOTE_IP, m.group(3));
      }
    }
    if (b.contains("status")) {
      m = CQE.matcher(b);
      if (m.find()) {
        String v = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3).toLowerCase(Locale.ROOT);
        sink.feature(FeatureType.HCCL_STAGE, "cqe_status=" + v);
        sink.hardware();
        cqeRemote(b, sink);
      }
    }
    if (b.contains("timeout") || b.contains("Timeout")) {
      timeouts(ctx, b, sink);
    }
    if (b.contains("Watchdog caught") || b.contains("timed out")) {
      watchdog(b, sink);
    }
    if (b.contains("listen on ip")) {
      m = LISTEN.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.HCCL_STAGE, "socket_listen_fail");
        sink.feature(FeatureType.TOOL_STATUS, "socket_type=" + m.group(1));
        sink.feature(FeatureType.REMOTE_IP, m.group(2));
        sink.self(FeatureType.REMOTE_IP, m.group(2));
        if (m.group(3) != null) {
          sink.feature(FeatureType.NIC, m.group(3));
        }
        sink.feature(FeatureType.PORT, Integer.toString(Integer.parseInt(m.group(4))));
        sink.event(EventKind.FAULT);
      }
    }
  }

  /**
   * The other end of the link an error CQE names: {@code remoteIP{...deviceId[..],deviceIp[..]}},
   * {@code remoteIP:[..]}, {@code ip:[..]}, A5's {@code remoteEid[eid[..]]} (hcomm cluster_monitor.cc).
   */
  private static void cqeRemote(String b, FeatureSink sink) {
    int r = b.indexOf("remoteIP{");
    if (r >= 0) {
      int end = b.indexOf('}', r);
      String remote = b.substring(r, end < 0 ? Math.min(b.length(), r + 200) : end);
      String ip = Fields.address(Fields.bracket(remote, "deviceIp["));
      if (ip != null) {
        String dev = Fields.number(remote, "deviceId["); // the far end's physical id (hcomm heartbeat.cc: remoteDevicePhyId)
        // cqe36: and its host's server id (remoteServerId), which places the end when no line ties its device IP
        // (libochao-huawei/hcomm@0427d018 heartbeat.cc PrintAndBroadCastErrorCqe; EI0013's remoteServerId)
        String server = Fields.address(Fields.bracket(remote, "server["));
        sink.peer(Peer.at(WaitKind.CQE_REMOTE, ip, dev, null).read(dev != null ? DeviceReading.PHYSICAL : DeviceReading.EITHER)
            .onServer(server));
      }
      return;
    }
    if (b.contains("remoteEid[eid[")) {
      // A5: remoteInfo{remote instanceId[..], remoteLocalId[..], remoteEid[eid[..]]}, the peer's endpoint
      String eid = Fields.address(Fields.bracket(b, "remoteEid[eid["));
      if (eid != null) {
        sink.peer(Peer.at(WaitKind.CQE_REMOTE, eid, null, null));
      }
      return;
    }
    String ip = Fields.address(Fields.bracket(b, "remoteIP:["));
    if (ip == null) {
      ip = Fields.address(Fields.bracket(b, "ip:["));
    }
    if (ip != null) {
      sink.peer(Peer.at(WaitKind.CQE_REMOTE, ip, null, null));
    }
  }

  private static void timeouts(LineContext ctx, String b, FeatureSink sink) {
    Matcher m;
    if (b.contains("topo exchange")) {
      m = TOPO.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.HCCL_STAGE, "topo exchange " + m.group(1) + " timeout");
        if (m.group(2) != null) {
          sink.feature(FeatureType.TIMEOUT, m.group(2));
        }
        sink.event(EventKind.CASCADE);
      }
    }
    String sig = null;
    if (b.contains("wait socket establish timeout") || b.contains("channel connect timeout")) {
      // hcomm's channel layer: "[InitChannelStage][Timeout] wait socket establish timeout, channel
      // connect timeout after N sec, channelNum[..]" (newer) or "[Func] channel connect timeout after .." (first)
      sig = "wait socket establish timeout";
    } else if (b.contains("Wait timeout for sockets recv")) {
      sig = "sockets recv timeout";
    } else if (b.contains("connected p2p timeout")) {
      sig = "p2p connect timeout";
    } else if (b.contains("get rasocket timeout") || b.contains("Notify Wait") || b.contains("notify wait timeout")) {
      sig = "notify wait timeout";
      if (b.contains("rasocket")) {
        sig = "rasocket timeout";
      }
    }
    if (sig != null) {
      sink.feature(FeatureType.HCCL_STAGE, sig);
      m = TIMEOUT_BRACKET.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.TIMEOUT, m.group(1));
      } else if ((m = TIMEOUT_COLON.matcher(b)).find()) {
        sink.feature(FeatureType.TIMEOUT, m.group(1));
      }
      sink.event(EventKind.CASCADE);
    }
  }

  private static void watchdog(String b, FeatureSink sink) {
    Matcher m;
    if (b.contains("Watchdog caught")) {
      m = WATCHDOG.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.HCCL_STAGE, "watchdog timeout");
        sink.feature(FeatureType.RANK, m.group(1));
        long ms = Long.parseLong(m.group(2));
        sink.feature(FeatureType.TIMEOUT, Long.toString(ms / 1000));
        sink.event(EventKind.CASCADE);
      }
    } else if (b.contains("Heartbeat monitor timed out")) {
      sink.feature(FeatureType.HCCL_STAGE, "heartbeat monitor timeout");
      sink.event(EventKind.CASCADE);
    } else if (b.contains("timed out in blocking wait")) {
      sink.feature(FeatureType.HCCL_STAGE, "watchdog timeout");
      sink.event(EventKind.CASCADE);
    }
  }
}
