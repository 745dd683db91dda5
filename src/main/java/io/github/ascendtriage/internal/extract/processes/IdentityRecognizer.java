package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.Fields;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines where a process says who it is, reported as {@link Identity} facts of the line's writer
 * (the pid of its plog header): HCCL's {@code SetupAgent} (rank, rank count, logical and physical
 * device, device IP, server), {@code hcclCommInitInfo} and {@code Entry-HcclCommInitRootInfo} (rank
 * per communicator), {@code hcclCommInitRootInfo success ... deviceLogicId}, {@code set device N},
 * {@code Listen on ip[..] ... devPhyId[..]} (a NIC address), the rank-table inits ({@code hcom init by file
 * success} and {@code HcclCommInitClusterInfo success}: rank, rank count, server, logical device; their entry
 * {@code Entry-HcclCommInitClusterInfo: clusterInfo[..], rank[..], deviceLogicId[..]}), {@code comm error, device[N]}, the own
 * rank of a socket-timeout line, the P2P lines' own device, {@code [LocalRank Key Info]} and the
 * {@code localInfo{...}} of a CQE report. A {@code createLink para:rank[..]} is not the writer's rank.
 */
public final class IdentityRecognizer implements Recognizer {
  private static final Pattern SET_DEVICE = Pattern.compile("\\b[Ss]et device (\\d{1,3})\\b");
  private static final Pattern DISPATCH_DEVICE = Pattern.compile("dispatch timeout\\. device (\\d{1,3})\\b");

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf('[') >= 0 || body.contains("device") || body.contains("logicDevid");
  }

  /** Every report and every check of state is guarded by one of these, whatever the level. */
  @Override
  public java.util.List<String> literals() {
    return QUIET;
  }

  private static final java.util.List<String> QUIET = java.util.List.of("SetupAgent", "hcclCommInitInfo", "CommInitRootInfo", "Listen on ip[", "[LocalRank Key Info]", "comm error, device[", "socket establish timeout", "local logicDevid:", "src devicePhyId[", "et device ", "dispatch timeout. device ", "local rank [", "localInfo{", "localIP[", "init by file success", "CommInitClusterInfo success", "Entry-HcclCommInitClusterInfo", "GetRootInfo success", "RootInfoDetect", "CommInitRootInfo failed", "Net2PeerLink", "entry flat topo detect, rootinfo", "local link info:");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    if (b.contains("SetupAgent")) {
      setupAgent(b, sink);
    } else if ((b.contains("RootInfoDetect") || b.contains("entry flat topo detect, rootinfo")) && b.contains("nRanks[")) {
      // A5's root-info init: nRanks[..], rank[..], identifier[..], deviceLogicId[..], devPhyId[..]; hcomm's
      // later DetectRankTableImpl prints the device the user set as userDevId[..] (the logical id)
      String rank = Fields.number(b, "rank[");
      put(sink, Identity.RANK, rank);
      put(sink, Identity.RANK_COUNT, Fields.number(b, "nRanks["));
      String logical = Fields.number(b, "deviceLogicId[");
      put(sink, Identity.LOGICAL_DEVICE, logical != null ? logical : Fields.number(b, "userDevId["));
      put(sink, Identity.PHYSICAL_DEVICE, Fields.number(b, "devPhyId["));
      sink.groupRank(Fields.bracket(b, "identifier["), rank);
    } else if (b.contains("Net2PeerLink") && b.contains("eid[")) {
      // A5's rank graph prints the writer's own endpoint (EID) per plane: an address its peers name it by,
      // of the rank the line states (one of several when the process drives several devices)
      put(sink, Identity.RANK, Fields.number(b, "rankId["));
      put(sink, Identity.NIC_IP, Fields.address(Fields.bracket(b, "eid[")));
      // the same endpoint's IP (AF=v4, addr=..): a peer whose channel row names it by IP only
      put(sink, Identity.NIC_IP, Fields.address(afterUntil(b, "addr=", ",]")));
    } else if (b.contains("local link info:")) {
      mindIeLink(b, sink);
    } else if (b.contains("HcclGetRootInfo success")) {
      // the process that made the root info runs its communicator's root-info server
      String id = Fields.bracket(b, "identifier[");
      if (id != null && !id.isEmpty()) {
        sink.setting(Setting.ROOT_INFO_MADE, id);
      }
    } else if (b.contains("hcclCommInitInfo")) {
      String rank = Fields.number(b, "rank[");
      put(sink, Identity.RANK, rank);
      put(sink, Identity.RANK_COUNT, Fields.number(b, "totalRanks["));
      put(sink, Identity.LOGICAL_DEVICE, Fields.number(b, "logicDevId["));
      put(sink, Identity.SERVER_IP, Fields.serverId(Fields.bracket(b, "serverId[")));
      sink.groupRank(Fields.bracket(b, "identifier["), rank);
    } else if (b.contains("Entry-HcclCommInitRootInfo")) {
      String rank = Fields.number(b, "rank[");
      String dev = Fields.number(b, "deviceLogicId[");
      put(sink, Identity.RANK, rank);
      put(sink, Identity.RANK_COUNT, Fields.number(b, "ranks["));
      put(sink, Identity.LOGICAL_DEVICE, dev);
      sink.groupRank(Fields.bracket(b, "identifier["), rank);
      if ("0".equals(rank)) {
        // rank 0 made the root info: the host ip the line gives is its own host's address
        put(sink, Identity.SERVER_IP, Fields.address(Fields.bracket(b, "host ip[")));
      }
      if (rank != null && dev != null) {
        sink.self(FeatureType.RANK, rank);
        sink.self(FeatureType.DEVICE, dev);
      }
    } else if (b.contains("Entry-HcclCommInitClusterInfo") && b.contains("clusterInfo[")) {
      // code35: a rank-table init's entry (hcomm op_base.cc, HcclCommInitClusterInfo and its Config form:
      // clusterInfo[<rank table file>], rank[r], deviceLogicId[d]; log-formats 8.1): the process's rank in the
      // world group the file describes and its logical device, printed before the init can fail or hang
      String rank = Fields.number(b, "rank[");
      String dev = Fields.number(b, "deviceLogicId[");
      put(sink, Identity.RANK, rank);
      put(sink, Identity.LOGICAL_DEVICE, dev);
      if (rank != null && dev != null) {
        sink.self(FeatureType.RANK, rank);
        sink.self(FeatureType.DEVICE, dev);
      }
    } else if (b.contains("hcom init by file success") || b.contains("CommInitClusterInfo success")) {
      // HCCL's run-log record of a rank-table init: rankNum[..], rank[..], server[..], device[logical id]; newer
      // hcomm prints clusterInfo[..], rank[..], deviceLogicId[..] (op_base.cc's HCCL_TRACE line)
      String rank = Fields.number(b, "rank[");
      String dev = Fields.number(b, "device[");
      dev = dev != null ? dev : Fields.number(b, "deviceLogicId[");
      put(sink, Identity.RANK, rank);
      put(sink, Identity.RANK_COUNT, Fields.number(b, "rankNum["));
      put(sink, Identity.LOGICAL_DEVICE, dev);
      put(sink, Identity.SERVER_IP, Fields.serverId(Fields.bracket(b, "server["))); // the rank table's server_id, a name or an address
      if (rank != null && dev != null) {
        sink.self(FeatureType.RANK, rank);
        sink.self(FeatureType.DEVICE, dev);
      }
    } else if (b.contains("CommInitRootInfo success") || b.contains("CommInitRootInfoConfig success")
        || b.contains("CommInitRootInfo failed")) {
      // the outcome of a root-info init, in the wordings of several releases: rankNum[..], rank[..],
      // rootInfo identifier[..], server[..] and the logical device as device[..] (older),
      // logicDevId[..] or deviceLogicId[..]; ascend-fd's root-cluster parser reads the same fields
      String rank = Fields.number(b, "rank[");
      put(sink, Identity.RANK, rank);
      put(sink, Identity.RANK_COUNT, Fields.number(b, "rankNum["));
      String dev = Fields.number(b, "deviceLogicId[");
      dev = dev != null ? dev : Fields.number(b, "logicDevId[");
      dev = dev != null ? dev : Fields.number(b, "device[");
      put(sink, Identity.LOGICAL_DEVICE, dev);
      put(sink, Identity.SERVER_IP, Fields.address(Fields.bracket(b, "server[")));
      sink.groupRank(Fields.bracket(b, "identifier["), rank);
      if (b.contains("CommInitRootInfo failed")) {
        sink.eventPlace(ctx.lineNo(), rank, dev, DeviceReading.LOGICAL); // the failed init's own rank
      }
    } else if (b.contains("Listen on ip[") && (b.contains("sucess") || b.contains("success"))) {
      put(sink, Identity.NIC_IP, Fields.address(Fields.bracket(b, "ip[")));
      put(sink, Identity.PHYSICAL_DEVICE, Fields.number(b, "devPhyId["));
      put(sink, Identity.LOGICAL_DEVICE, Fields.number(b, "devLogicId["));
    } else if (b.contains("[LocalRank Key Info]")) {
      String rank = Fields.number(b, "userRank[");
      String ip = Fields.address(Fields.bracket(b, "hostIp["));
      String phy = Fields.number(b, "devicePhyId[");
      put(sink, Identity.RANK, rank);
      put(sink, Identity.SERVER_IP, ip);
      put(sink, Identity.PHYSICAL_DEVICE, phy);
      // cqeip37: the same line states the device-side address (hicann/hccl@7076f76a
      // docs/en/user_guide/fault_diagnosis/debug_thinking.md, LocalRank Key Info: deviceIp[device-side IP]); its
      // example prints 0.0.0.0 where the device has none, which ties nothing
      String devIp = Fields.address(Fields.bracket(b, "deviceIp["));
      put(sink, Identity.DEVICE_IP, "0.0.0.0".equals(devIp) ? null : devIp);
      if (rank != null && ip != null && phy != null) {
        sink.self(FeatureType.RANK, rank);
        sink.self(FeatureType.REMOTE_IP, ip);
        sink.self(FeatureType.DEVICE, phy);
      }
    }
    if (b.contains("init by file success") || b.contains("CommInitClusterInfo success") || b.contains("CommInitRootInfo success")
        || b.contains("CommInitRootInfoConfig success")) {
      // the end of the init's rendezvous, passed by every rank at about the same moment: the hosts'
      // clocks are compared through it (an init's entry lines may be minutes apart)
      String at = WaitReportRecognizer.headerTime(ctx);
      sink.setting(Setting.JOINED, at);
      sink.setting(Setting.REJOINED, at);
    }
    // notify38: the entry to a root-info init (HCCL's own Entry line, or the agent's SetupAgent in releases without it)
    String entered = (b.contains("SetupAgent") || b.contains("Entry-HcclCommInitRootInfo")) && b.contains("identifier[") ? WaitReportRecognizer.headerTime(ctx) : "";
    if (!entered.isEmpty()) {
      sink.setting(Setting.INIT_ENTERED, entered);
    }
    if (b.contains("comm error, device[")) {
      String dev = Fields.number(b, "device[");
      put(sink, Identity.LOGICAL_DEVICE, dev);
      sink.eventPlace(ctx.lineNo(), null, dev, DeviceReading.LOGICAL);
    }
    if (b.contains("socket establish timeout")) {
      // the rank in the communicator that timed out; the world rank when it is the world group
      sink.groupRank("", Fields.number(b, "rank["));
    }
    if (b.contains("local logicDevid:")) {
      put(sink, Identity.LOGICAL_DEVICE, Fields.numberAfter(b, "local logicDevid:"));
    }
    if (b.contains("src devicePhyId[")) {
      put(sink, Identity.PHYSICAL_DEVICE, Fields.number(b, "src devicePhyId["));
    }
    if (b.contains("et device ")) {
      Matcher m = SET_DEVICE.matcher(b);
      if (m.find()) {
        put(sink, Identity.LOGICAL_DEVICE, m.group(1));
      }
    }
    if (b.contains("dispatch timeout. device ")) {
      Matcher m = DISPATCH_DEVICE.matcher(b);
      if (m.find()) {
        put(sink, Identity.LOGICAL_DEVICE, m.group(1));
        sink.eventPlace(ctx.lineNo(), null, m.group(1), DeviceReading.LOGICAL);
      }
    }
    heartbeatFacts(ctx, b, sink);
  }

  private static void setupAgent(String b, FeatureSink sink) {
    String rank = Fields.number(b, "rank[");
    put(sink, Identity.RANK, rank);
    put(sink, Identity.RANK_COUNT, Fields.number(b, "rankNum["));
    put(sink, Identity.LOGICAL_DEVICE, Fields.number(b, "logicDevId["));
    put(sink, Identity.PHYSICAL_DEVICE, Fields.number(b, "phydevId["));
    put(sink, Identity.DEVICE_IP, Fields.address(Fields.bracket(b, "deviceIp[")));
    put(sink, Identity.SERVER_IP, Fields.address(Fields.bracket(b, "server[")));
    sink.groupRank(Fields.bracket(b, "identifier["), rank);
  }

  /** The writer's own addresses in heartbeat and CQE reports. */
  private static void heartbeatFacts(LineContext ctx, String b, FeatureSink sink) {
    if (b.contains("local rank [")) {
      int i = b.indexOf("local rank [") + "local rank [".length();
      int slash = b.indexOf('/', i);
      String ip = slash > i ? Fields.address(b.substring(i, Math.min(slash, i + 46))) : null;
      if (ip != null) {
        sink.self(FeatureType.REMOTE_IP, ip);
      }
    }
    int li = b.indexOf("localInfo{");
    if (li < 0 && b.contains("localIP[")) {
      // HCCL's heartbeat CQE: cqe error status[..], time:[..],localIP[own NIC], remoteIP:[..] (heartbeat.cc,
      // PrintAndBroadCastErrorCqe prints the heartbeat's own device NIC address there): the device that failed
      String own = Fields.address(Fields.bracket(b, "localIP["));
      if (own != null && b.contains("status[")) {
        sink.eventPlace(ctx.lineNo(), null, null, DeviceReading.EITHER, own);
        // cqeip37: the same address is the one the heartbeat listens on (Heartbeat::InitNic opens and listens on
        // nicIp_), so a peer's CQE that names it as the far end names this process
        put(sink, Identity.NIC_IP, own);
      }
    }
    if (li >= 0) {
      int end = b.indexOf('}', li);
      String local = b.substring(li, end < 0 ? Math.min(b.length(), li + 200) : end);
      String server = Fields.address(Fields.bracket(local, "server["));
      if (server != null) {
        sink.self(FeatureType.REMOTE_IP, server);
      }
      put(sink, Identity.SERVER_IP, server);
      put(sink, Identity.DEVICE_IP, Fields.address(Fields.bracket(local, "deviceIp[")));
      // HCCL's heartbeat prints the local device's physical id there (heartbeat.cc, localDevicePhyId)
      String dev = Fields.number(local, "deviceId[");
      put(sink, Identity.PHYSICAL_DEVICE, dev);
      // A5's report (hcomm cluster_monitor.cc) names its device by endpoint alone: its LocalId is the
      // rank's index in its net instance, neither the rank nor the device
      String eid = Fields.address(Fields.bracket(local, "localEid[eid["));
      put(sink, Identity.NIC_IP, eid);
      if (dev != null || eid != null) {
        sink.eventPlace(ctx.lineNo(), null, dev, DeviceReading.PHYSICAL, eid); // the CQE is of this device's link
      }
    }
  }

  /**
   * A MindIE worker's own link (its llm log, {@code mindie-llm_<pid>_<ts>.log}): {@code local link info:
   * global_rank = R, local_host_ip = H, local_instance_id = .., local_device_ip = D, local_logic_device_id
   * = L, local_physical_device_id = P.}, the fields ascend-fd's MindIE parser reads (mind-cluster
   * knowledge_graph/parser/mindie_parser.py).
   */
  private static void mindIeLink(String b, FeatureSink sink) {
    String rank = Fields.digits(afterUntil(b, "global_rank = ", ",."));
    String logical = Fields.digits(afterUntil(b, "local_logic_device_id = ", ",."));
    put(sink, Identity.RANK, rank);
    put(sink, Identity.SERVER_IP, Fields.address(afterUntil(b, "local_host_ip = ", ",")));
    put(sink, Identity.DEVICE_IP, Fields.address(afterUntil(b, "local_device_ip = ", ",")));
    put(sink, Identity.LOGICAL_DEVICE, logical);
    put(sink, Identity.PHYSICAL_DEVICE, Fields.digits(afterUntil(b, "local_physical_device_id = ", ",.")));
    if (rank != null && logical != null) {
      sink.self(FeatureType.RANK, rank);
      sink.self(FeatureType.DEVICE, logical);
    }
  }

  /** The text after {@code key} up to the first of {@code ends} (trimmed), or null. */
  private static String afterUntil(String b, String key, String ends) {
    int i = b.indexOf(key);
    if (i < 0) {
      return null;
    }
    int j = i + key.length();
    int e = j;
    while (e < b.length() && ends.indexOf(b.charAt(e)) < 0 && e - j < 64) {
      e++;
    }
    String v = b.substring(j, e).trim();
    return v.isEmpty() ? null : v;
  }

  private static void put(FeatureSink sink, Identity what, String value) {
    if (value != null) {
      sink.identity(what, value);
    }
  }
}
