package io.github.ascendtriage.internal.rootcause.sim;

import io.github.ascendtriage.internal.rootcause.sim.SimJob.Proc;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The lines a simulated process prints, in the formats the software prints them. Where CANN
 * versions differ, each template names its source; the templates are written from the formats (a
 * line's fields and their order), never copied from one sample. Sources:
 * <ul>
 *   <li>[LF] {@code ../shared/docs/log-formats.md} (plog header §2.1, HCCL signatures §8);
 *   <li>[FX-TT], [FX-TI], [FX-ET], [FX-AN] the four ascend-fd fixtures in
 *       {@code ../shared/ascend-fd/fixtures} (transport timeout, transport init, event timeout,
 *       AI CPU notify);
 *   <li>[HCCLUG] the HCCL user guide troubleshooting pages (hiascend.com hcclug_000031 EI0002,
 *       hcclug_000055 heartbeat / Cluster Exception Location, hcclug_000059 notify wait timeout) and
 *       their source, hicann/hccl {@code docs/zh/user_guide/fault_diagnosis/{cluster_info_nego,task_exec_stage}.md};
 *   <li>[FD-RC] the keys ascend-fd's root-cluster parser reads (Ascend/mind-cluster,
 *       ascend-faultdiag {@code utils/regular_table.py}, {@code pkg/parse/root_cluster/parser.py}):
 *       {@code taskType[Notify Wait]}, {@code index[}, {@code para information}, {@code remote rank:[},
 *       {@code groupRank information}, {@code group:[}, {@code DisplayConnectionedRank} and its older
 *       spelling {@code DispalyConnectionedRank};
 *   <li>[HCCL-SRC] hicann/hccl task exception handlers ({@code "%s Task run failed, para information is %s."})
 *       and its task-info unit test (para info {@code notify id:[..], value:[..], remote rank:[3]},
 *       {@code remote rank:[local]}); {@code hcom init by file success} from the hcom source.
 * </ul>
 * Not thread-safe (one per written tree: it carries the tree's random source).
 */
final class PlogLines {
  private static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH:mm:ss.SSS").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter CQE_TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter FILE_TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS").withZone(ZoneOffset.UTC);

  private final Random rng;
  private final SimJob job;
  /** Older CANN prints no space between {@code [file:line]} and {@code [tid]} [FX-ET]. */
  private final boolean oldHeader;
  private long lastMillis = -1;
  private int lastMicros;

  PlogLines(SimJob job, Random rng, boolean oldHeader) {
    this.job = job;
    this.rng = rng;
    this.oldHeader = oldHeader;
  }

  static String fileStamp(long millis) {
    return FILE_TS.format(Instant.ofEpochMilli(millis));
  }

  /** {@code [LEVEL] MODULE(pid,pname):yyyy-mm-dd-hh:mm:ss.fff.zzz [file:line] [tid]} [LF §2.1]. */
  String head(String level, String module, int pid, String pname, long millis, String file, int tid) {
    // microseconds grow within a millisecond, so the lines of one block stay in order
    lastMicros = millis == lastMillis ? Math.min(999, lastMicros + 1 + rng.nextInt(40)) : rng.nextInt(500);
    lastMillis = millis;
    String ts = TS.format(Instant.ofEpochMilli(millis)) + String.format(".%03d", lastMicros);
    return "[" + level + "] " + module + "(" + pid + "," + pname + "):" + ts + " [" + file + ":" + (100 + rng.nextInt(1900)) + "]"
        + (oldHeader ? "" : " ") + "[" + tid + "]";
  }

  /** An HCCL line of the debug log: its header pid may differ from the file's (a container, a gathered file [FX-TI]). */
  String hccl(String level, Proc p, long millis, String file, int tid, String body) {
    return head(level, "HCCL", p.headerPid, "python3", millis, file, tid) + body;
  }

  /** An HCCL line of the run log; its header pid is the file's unless the whole host shares one. */
  String hcclRun(String level, Proc p, long millis, String file, int tid, String body) {
    return head(level, "HCCL", p.runHeaderPid, "python3", millis, file, tid) + body;
  }

  // ---- identity: who the process is ----

  /**
   * The line that says who a process is. Forms: 0 SetupAgent with {@code [Flat]}, serverPort and
   * deviceType (CANN 8.x, [FX-TT], [FX-TI]); 1 older SetupAgent without them ([FX-ET]); 2
   * {@code Entry-HcclCommInitRootInfoInner} (logical device only, [HCCLUG] hcclug_000059) with
   * {@code [LocalRank Key Info]} ([LF §8.1]); 3 {@code hcom init by file success} (rank table
   * launch, [HCCL-SRC]); 4 A5: {@code [RootInfoDetect]} and the rank graph's {@code Net2PeerLink}
   * line of each plane with the rank's endpoint {@code IpAddress[eid[..], AF=v4, addr=..]} (hcomm
   * rank_graph_builder.cc, comm_addr_logger.h; ascend-fd's EID_PLANE_INFO).
   */
  List<String> identity(Proc p, long millis, int form) {
    int n = job.procs.size();
    String server = p.host.serverIp + "%enp189s0f0";
    List<String> out = new ArrayList<>();
    switch (form) {
      case 0 -> out.add(hcclRun("INFO", p, millis, "topoinfo_detect.cc", p.pid, "[HCCL_TRACE][Flat]SetupAgent rankNum[" + n + "], rank["
          + p.rank + "], rootInfo identifier[" + job.group + "], server[" + server + "], serverPort[60000]deviceType[4], logicDevId["
          + p.logicalDevice + "], phydevId[" + p.physicalDevice + "], deviceIp[" + p.deviceIp + "]"));
      case 1 -> out.add(hcclRun("INFO", p, millis, "topoinfo_detect.cc", 3000 + rng.nextInt(5000), "[HCCL_TRACE]SetupAgent rankNum[" + n
          + "], rank[" + p.rank + "], rootInfo identifier[" + job.group + "], server[" + p.host.serverIp + "%bond1], logicDevId["
          + p.logicalDevice + "], phydevId[" + p.physicalDevice + "], deviceIp[" + p.deviceIp + "]"));
      case 2 -> {
        out.add(hcclRun("INFO", p, millis, "op_base.cc", p.pid, "Entry-HcclCommInitRootInfoInner:ranks[" + n + "], rank[" + p.rank
            + "], rootinfo: host ip[" + job.rootInfoHost.serverIp + "] port[60000] nicDeploy[1] identifier[" + job.group
            + "], deviceLogicId[" + p.logicalDevice + "]"));
        out.add(hcclRun("INFO", p, millis + 40, "hccl_communicator_host.cc", p.pid, "[LocalRank Key Info]userRank[" + p.rank + "] hostIp["
            + p.host.serverIp + "] devicePhyId[" + p.physicalDevice + "]"));
      }
      case 4 -> {
        out.add(hcclRun("INFO", p, millis, "topoinfo_detect.cc", p.pid, "[RootInfoDetect] nRanks[" + n + "], rank[" + p.rank
            + "] entry flat topo detect, rootinfo: host ip[" + job.rootInfoHost.serverIp + "] port[60000] netMode[HrtNetworkMode::HDC] identifier["
            + job.group + "], deviceLogicId[" + p.logicalDevice + "], devPhyId[" + p.physicalDevice + "]"));
        for (int plane = 0; plane < 2; plane++) {
          out.add(hcclRun("INFO", p, millis + 30 + plane, "rank_graph_builder.cc", p.pid, "[RankGraphBuilder][AddPeer2NetLink] Add Peer2NetLink"
              + " Net2PeerLink success. level[0] netInstId[superpod_0] rankId[" + p.rank + "] planeId[plane" + plane + "] AddrStr[IpAddress[eid["
              + eid(p, plane) + "], " + af(p) + "]],topoInstId[0],topoType[1]"));
        }
      }
      default -> out.add(hcclRun("INFO", p, millis, "hcom.cc", p.pid, "[HCCL_TRACE]hcom init by file success,take time ["
          + (20000 + rng.nextInt(900000)) + "]us, rankTablePath[/job/config/rank_table_" + n + ".json], rankNum[" + n + "], rank["
          + p.rank + "],server[" + p.host.serverIp + "], device[" + p.logicalDevice + "]"));
    }
    return out;
  }

  /**
   * The end of a root-info init [FD-RC] (the forms its root-cluster parser documents): form 0 the
   * older {@code HcclCommInitRootInfo success,take time [..]us, rankNum[..], rank[..], rootInfo
   * identifier[..], server[..], device[..]} (logical device), form 1 the newer {@code [HCCL_TRACE]}
   * line with the server's NIC and {@code logicDevId[..]}.
   */
  String initSuccess(Proc p, long millis, int form) {
    int n = job.procs.size();
    int took = 200_000 + rng.nextInt(800_000);
    if (form == 0) {
      return hcclRun("INFO", p, millis, "op_base.cc", p.pid, "HcclCommInitRootInfo success,take time [" + took + "]us, rankNum[" + n + "], rank["
          + p.rank + "],  rootInfo  identifier[" + job.group + "], server[" + p.host.serverIp + "], device[" + p.logicalDevice + "]");
    }
    return hcclRun("INFO", p, millis, "op_base.cc", p.pid, "[HCCL_TRACE]HcclCommInitRootInfo success,take time [" + took + "]us, rankNum[" + n
        + "], rank[" + p.rank + "],rootInfo identifier[" + job.group + "],  server[" + p.host.serverIp + "%enp189s0f0], logicDevId[" + p.logicalDevice + "]");
  }

  /** The NIC a process listens on for peers [FX-TT]. */
  String vnicListen(Proc p, long millis) {
    return hcclRun("INFO", p, millis, "network_manager.cc", p.pid, "[Start][Vnic]Listen on ip[" + p.vnicIp + "], port[16666] sucess, devPhyId["
        + p.physicalDevice + "], devLogicId[" + p.logicalDevice + "], isAutoPort[0]");
  }

  /** The A5 endpoint of a process's device on one plane, {@code subnet prefix:interface id} in hex. */
  static String eid(Proc p, int plane) {
    return String.format("%016x:%016x", 0xfe80L << 48, ((long) (p.host.index + 1) << 24) | ((long) plane << 8) | p.physicalDevice);
  }

  /** Lines that say nothing about the fault, at INFO, DEBUG, WARNING and EVENT [LF §2.2, §8.3, §8.4], [FX-*]. */
  String noise(Proc p, long millis) {
    int tid = p.pid + 1 + rng.nextInt(3000);
    return switch (rng.nextInt(7)) {
      case 0 -> hcclRun("INFO", p, millis, "externalinput.cc", p.pid, "HCCL_CONNECT_TIMEOUT set by environment to [" + (120 + 10 * rng.nextInt(3)) + "]s");
      case 1 -> hcclRun("INFO", p, millis, "externalinput.cc", p.pid, "[HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [1836]s");
      case 2 -> hcclRun("INFO", p, millis, "externalinput.cc", p.pid, "[HCCL_ENV] HCCL_BUFFSIZE set by default to [200]M");
      case 3 -> "[EVENT] TDT(" + p.pid + ",python3):" + TS.format(Instant.ofEpochMilli(millis)) + ".311 [process_mode_manager.cpp:103][OpenProcess][tid:"
          + tid + "] [ProcessModeManager] enter into open process deviceId[" + p.logicalDevice + "] rankSize[0]";
      case 4 -> hcclRun("DEBUG", p, millis, "hccl_opbase_atrace_info.cc", tid, "Entry-HcclAllReduce: tag[AllReduce_" + job.group
          + "], sendBuf[0x1241d3dcdc00], recvBuf[0x124702f40200], count[" + (1024 + rng.nextInt(1 << 20)) + "], dataType[float32], op[sum], localRank["
          + p.logicalDevice + "], streamId[7],comm[0xfffe380078d0], deviceLogicId[" + p.logicalDevice + "]");
      case 5 -> hcclRun("WARNING", p, millis, "externalinput.cc", p.pid, "[HCCL_ENV] HCCL_INTRA_ROCE_ENABLE set by default to [0]");
      default -> hcclRun("INFO", p, millis, "hcom_ops_kernel_info_store.cc", tid, "GenerateOpTag: graph[2] opType[HcomAllGather], nodeNameHash["
          + Math.abs(rng.nextLong()) + "], group[hccl_world_group], generated op tag[HcomAllGather_" + Math.abs(rng.nextLong()) + "_0]");
    };
  }

  /**
   * The runtime's trace initialisation, printed as a process starts and again when its runtime
   * starts over (hicann/runtime {@code trace_attr.c}; older wording {@code attr init success}).
   */
  String attrInit(Proc p, long millis) {
    String tail = rng.nextBoolean() ? "attr init successfully, timeout=2000ms." : "attr init success, timeout=0ms.";
    return "[INFO] ATRACE(" + p.pid + ",python3):" + TS.format(Instant.ofEpochMilli(millis)) + ".000 [trace_attr.c:186](tid:" + p.pid + ") " + tail;
  }

  /** HCCL's resume of a communicator after a step retry (hcomm {@code op_base.cc}, a run-log line). */
  String commResumed(Proc p, long millis) {
    return hcclRun("INFO", p, millis, "op_base.cc", p.pid, "HcclCommResume:success, take time:[" + (3000 + rng.nextInt(900_000)) + "]us, comm["
        + job.group + "]");
  }

  // ---- waits: the process names the peer it waited on ----

  /**
   * A notify wait that timed out. Form 0: the host task-exception block of CANN 7.x/8.0 (base
   * information with {@code taskType[Notify Wait]}, {@code tag[..]} and {@code index[..]}, para
   * information with {@code notify id}, {@code stage} and {@code remote rank:[..]}, groupRank
   * information with {@code group:[..]}) [FD-RC], [HCCLUG] hcclug_000031. Form 1: the task-exec
   * stage prefix of CANN 8.5 with the newer para information ({@code notify id, value, remote rank})
   * [HCCL-SRC], [HCCLUG task_exec_stage]. {@code peer} null prints {@code remote rank:[local]};
   * {@code index} is the operation the process stopped at (the same for every rank of one collective).
   */
  List<String> notifyWait(Proc p, Proc peer, long millis, int form, boolean localFirst, int index) {
    List<String> out = new ArrayList<>();
    int tid = p.pid + 1 + rng.nextInt(3000);
    if (localFirst && peer != null) {
      out.addAll(notifyBlock(p, null, millis - 3, form, tid, index));
    }
    out.addAll(notifyBlock(p, peer, millis, form, tid, index));
    return out;
  }

  private List<String> notifyBlock(Proc p, Proc peer, long millis, int form, int tid, int index) {
    String remote = peer == null ? "local" : String.valueOf(peer.rank);
    String tag = "AllReduce_" + job.group;
    int n = job.procs.size();
    if (form == 0) {
      String pre = "[TaskExceptionHandler][Callback]Task run failed, ";
      return List.of(
          hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "base information is streamID:[" + (2 + rng.nextInt(60))
              + "], taskID[" + rng.nextInt(100) + "], taskType[Notify Wait], tag[" + tag + "], index[" + index + "]."),
          hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "para information is notify id:[0x" + Long.toHexString(0x7000000000L
              + rng.nextInt(1 << 20)) + "], stage:[ffffffff], remote rank:[" + remote + "]."),
          hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "groupRank information is group:[" + job.group
              + "], user define information[], rankSize[" + n + "], rankId[" + p.rank + "]."));
    }
    String pre = "[TaskExecStage][Timeout][Host]Task run failed, ";
    return List.of(
        hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "base information is streamID:[" + (2 + rng.nextInt(60)) + "], taskID["
            + rng.nextInt(100) + "], taskType[Notify Wait], tag[" + tag + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."),
        hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "para information is notify id:[" + rng.nextInt(4000) + "], value:[1], remote rank:["
            + remote + "]."),
        hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "groupRank information is group:[" + job.group
            + "], user define information[], rankSize[" + n + "], rankId[" + p.rank + "]."),
        hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "opData information is timeStamp:[" + TS.format(Instant.ofEpochMilli(millis - 90_000))
            + ".253], deviceId[" + p.logicalDevice + "], index[" + index + "], count[256], reduceType[sum], src[0x12c0c0013000], dst[0x12c0c0014000], dataType[float32]."));
  }

  /**
   * A notify-wait task report that names no peer: the base information, groupRank information and
   * opData information lines of the task exception report [LF §8.3], without the para information.
   */
  List<String> unnamedNotifyWait(Proc p, long millis, int index) {
    int tid = p.pid + 1 + rng.nextInt(3000);
    String pre = "[TaskExecStage][Timeout][Host]Task run failed, ";
    return List.of(
        hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "base information is streamID:[" + (2 + rng.nextInt(60)) + "], taskID["
            + rng.nextInt(100) + "], tag[AllReduce_" + job.group + "], AlgType(level 0-1-2):[fullmesh-ring-NHR]."),
        hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "groupRank information is group:[" + job.group
            + "], user define information[], rankSize[" + job.procs.size() + "], rankId[" + p.rank + "]."),
        hccl("ERROR", p, millis, "task_exception_handler.cc", tid, pre + "opData information is timeStamp:[" + TS.format(Instant.ofEpochMilli(millis - 90_000))
            + ".253], deviceId[" + p.logicalDevice + "], index[" + index + "], count[256], reduceType[sum], src[0x12c0c0013000], dst[0x12c0c0014000], dataType[float32]."));
  }

  /**
   * A graph-mode (FFTS+) collective's failed task, which names no peer: the task exception handler's
   * head line before it lists the context sequence [HCCL-SRC] ({@code PrintTaskContextInfo}); ascend-fd
   * reads it as a notify-wait timeout [FD-RC].
   */
  List<String> fftsRunFailed(Proc p, long millis) {
    return List.of(hccl("ERROR", p, millis, "task_exception_handler.cc", p.pid + 1 + rng.nextInt(3000), "FFTS+ run failed, context sequence"
        + " before error task is [NotifyRecord:NR(rank,id), NotifyWait:NW(rank,id), Memcpy:M(rank), Reduce: R(rank), InlineReduce:IR(rank),"
        + " RDMASend:RS(rank,id)]:"));
  }

  /** HCCP's TLS switch report in the device log [LF §2.2, §8.2]. */
  String tlsSwitch(Proc p, long millis, int hccpPid) {
    return "[INFO] HCCP(" + hccpPid + ",hccp_service.bin):" + TS.format(Instant.ofEpochMilli(millis)) + String.format(".%03d", rng.nextInt(1000))
        + " [rs_ssl.c:1529]tid:" + hccpPid + ",rs_ssl_init(1529) : TLS SWITCH (" + p.tlsSwitch + ")";
  }

  /**
   * A notify wait reported by the AI CPU on the device, written to {@code device-<id>/device-<pid>_*.log}
   * by the {@code aicpu_scheduler} process: {@code type:NOTIFY WAIT, localRank:.., remoteRank:..}, the
   * group and the device-side operation index on the opData line [FX-AN]; {@code peer} null prints the
   * unknown remote {@code 4294967295} of a wait on the process's own stream.
   */
  List<String> aicpuNotifyWait(Proc p, Proc peer, long millis, int aicpuPid, long opIndex) {
    int tid = aicpuPid + 300 + rng.nextInt(500);
    int task = 20000 + rng.nextInt(9000);
    String h1 = head("ERROR", "HCCL", aicpuPid, "aicpu_scheduler", millis, "aicpu_hccl_sqcq.cc", tid);
    String h2 = head("ERROR", "HCCL", aicpuPid, "aicpu_scheduler", millis + 3, "aicpu_communicator.cc", tid);
    return List.of(
        h1 + "Task {devId: " + p.logicalDevice + " streamId: 169 sqId: 173 cqId: 279 type: 2} run failed of exception, idx:[0], info:[streamId :169 taskId :"
            + task + " errorCode :261 errorType :32 sqeType :3 sqId :173 sqHead :1500 matchFlag :0 dropFlag :0 errorBit :1 accError :0]",
        h2 + "[TaskException]base information is streamId:149, sqid:153, head:1488, tail:136, type:NOTIFY WAIT, localRank:" + p.rank
            + ", remoteRank:" + (peer == null ? "4294967295" : String.valueOf(peer.rank)) + ", taskId:" + task + ", notifyId:760, addr1High:0x0, addr1Low:0x0, addr2High:0x0, addr2Low:0x0.",
        h2 + "[TaskException]opData information is tag:worldCommSendRecv_" + job.group + "SendExecutor_device, group:" + job.group
            + ", opIndex:" + opIndex + ", count:1048576, dataType:11, opType:4, rootId:4294967295, dstAddr:0x12dd78094200, srcAddr:0x12dd78094200.");
  }

  /**
   * A socket link that never came up. Form 0: the {@code hccl_socket_manager.cc} table with ports and
   * {@code time out} ([FX-TT]; the TlsStatus column of newer versions [LF §8.2]); form 1: the older
   * {@code comm_base.cc} table with {@code no connect} ([FX-ET]); form 2: CONNECT TIMEOUT DETECT
   * RESULT ([LF §8.2], the EI0006 reason text), or the P2P pair for a peer on the same host ([FX-TT]).
   */
  List<String> linkTimeout(Proc p, Proc peer, long millis, int form) {
    int tid = p.pid + 1 + rng.nextInt(3000);
    boolean sameHost = peer.host == p.host;
    String dst = sameHost && rng.nextBoolean() ? peer.vnicIp : peer.deviceIp;
    String src = dst.equals(peer.vnicIp) ? p.vnicIp : p.deviceIp;
    List<String> out = new ArrayList<>();
    String bar = "   _________________________LINK_ERROR_INFO___________________________";
    String end = "   ___________________________________________________________________";
    if (form == 0) {
      boolean tls = rng.nextBoolean();
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[" + p.rank
          + "] timeout[130]"));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, bar));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, "   |  comm error, device[" + p.logicalDevice + "]"));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |"
          + "   MyRole   |   Status   |" + (tls ? "    TlsStatus   |" : "")));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, "   |--------------------|--------------------|----------|------------|-----------------|-----------------|"));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, "   |  " + dst + "(" + peer.rank + ")   |  16666  |   " + src + "(" + p.rank + ")   |  "
          + rng.nextInt(60000) + "  |  client  | time out |" + (tls ? "   DISABLE  |" : "")));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, end));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, rng.nextBoolean() ? "Wait links establish completed failed, local role is client. ret[9]"
          : "the connection failure between this device and target device may be due to the following reasons:"));
    } else if (form == 1) {
      out.add(hccl("ERROR", p, millis, "comm_base.cc", tid, bar));
      out.add(hccl("ERROR", p, millis, "comm_base.cc", tid, "   |  comm error, device[" + p.logicalDevice + "] num[1] "));
      out.add(hccl("ERROR", p, millis, "comm_base.cc", tid, "   |  dest_ip(rank_id)  |  src_ip(rank_id)   |   Role   |   Status   |   "));
      out.add(hccl("ERROR", p, millis, "comm_base.cc", tid, "   |--------------------|--------------------|----------|------------|   "));
      out.add(hccl("ERROR", p, millis, "comm_base.cc", tid, "   |  " + dst + "(" + peer.rank + ")   |   " + src + "(" + p.rank + ")   |  client  | no connect |   "));
      out.add(hccl("ERROR", p, millis, "comm_base.cc", tid, end + "  "));
      out.add(hccl("ERROR", p, millis, "comm_base.cc", tid, "the connection failure between this device and target device may be due to the following reasons:"));
      out.add(hccl("ERROR", p, millis, "hccl_impl.cc", tid, "[Create][InnerComm]tag[HcomAllGather_" + Math.abs(rng.nextLong()) + "_0], created commHD fail"));
    } else if (form == 3) {
      out.addAll(channelTimeout(p, peer, millis, tid));
    } else if (sameHost) {
      out.add(hccl("ERROR", p, millis, "p2p_mgmt.cc", tid, "[Wait][P2PConnected]connected p2p timeout, timeout:130 s. local logicDevid:" + p.logicalDevice
          + ", remote physic id:" + peer.physicalDevice + "."));
      out.add(hccl("ERROR", p, millis, "transport_manager.cc", tid, "[Create][DestSockets]Wait Enable P2P Failed, src devicePhyId[" + p.physicalDevice
          + "], dst devicePhyId[" + peer.physicalDevice + "], ret[16]"));
    } else {
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[" + p.rank
          + "] timeout[130]"));
      out.add(hccl("ERROR", p, millis, "hccl_socket_manager.cc", tid, "-------------------CONNECT TIMEOUT DETECT RESULT-----------------------"));
      // per tree: the sentence as docs/log-formats.md gives it, or as hcomm's grouped detect result
      // prints it (detect_connect_anomalies.cc BuildGroupedDetectMessage / ProcessDetectionResults: a
      // "Continue to analyze .." tail, then a closing rule)
      boolean grouped = new Random(job.seed ^ 0x2545F491L).nextBoolean();
      String file = grouped ? "detect_connect_anomalies.cc" : "hccl_socket_manager.cc";
      if (grouped) {
        out.addAll(groupedDetect(p, peer, millis, file, tid));
      } else {
        out.add(hccl("ERROR", p, millis, file, tid, "This node (server " + p.host.serverIp + ", device ID " + p.physicalDevice
            + ") detects that srcRank (server " + p.host.serverIp + ", device ID " + p.physicalDevice + ") fails to connect to dstRank (server "
            + peer.host.serverIp + ", device ID " + peer.physicalDevice + ")."));
      }
      job.traits.add(grouped ? "link:detect-grouped-wording" : "link:detect-plain-wording");
    }
    return out;
  }

  /**
   * hcomm's grouped detect result (detect_connect_anomalies.cc BuildGroupedDetectMessage,
   * ProcessDetectionResults): the writer's failed peers grouped by destination server, one sentence
   * per server listing the devices in ascending order ({@code device ID 1,3,5}), each ending {@code
   * Continue to analyze ..}; the sentences are joined by newlines into one message, so only the
   * first carries a plog header. Now and then (trait {@code link:detect-grouped-farther-peers}) the
   * writer also failed to reach up to three ranks farther along its wait (the peer's own peer, and
   * on): they are recorded in {@link SimJob#alsoWaitsOn}, so the sentences name several servers and
   * several devices of one server. Not for roots and cycles, whose farther peers would wait on them.
   */
  private List<String> groupedDetect(Proc p, Proc peer, long millis, String file, int tid) {
    java.util.Set<Proc> targets = new java.util.LinkedHashSet<>(List.of(peer));
    if (!job.cycle && !job.roots.contains(p) && rng.nextInt(3) == 0) {
      Proc next = job.waitsOn.get(peer);
      while (next != null && next != p && targets.size() < 4 && next.host.present && !targets.contains(next)) {
        targets.add(next);
        job.alsoWaitsOn.computeIfAbsent(p, k -> new java.util.LinkedHashSet<>()).add(next);
        next = job.waitsOn.get(next);
      }
    }
    java.util.TreeMap<String, java.util.TreeSet<Integer>> byServer = new java.util.TreeMap<>();
    for (Proc t : targets) {
      byServer.computeIfAbsent(t.host.serverIp, k -> new java.util.TreeSet<>()).add(t.physicalDevice);
    }
    if (targets.size() > 1) {
      job.traits.add("link:detect-grouped-farther-peers");
    }
    if (byServer.values().stream().anyMatch(d -> d.size() > 1)) {
      job.traits.add("link:detect-grouped-device-list");
    }
    // hcomm groups by each entry's own server and device, ascending (a std::map of <srcServer, srcDevice>)
    java.util.TreeMap<java.util.Map.Entry<String, Integer>, java.util.TreeMap<String, java.util.TreeSet<Integer>>> bySource =
        new java.util.TreeMap<>(java.util.Map.Entry.<String, Integer>comparingByKey().thenComparing(java.util.Map.Entry.comparingByValue()));
    bySource.put(java.util.Map.entry(p.host.serverIp, p.physicalDevice), byServer);
    Proc sender = receivedFrom(p);
    if (sender != null) {
      Proc dst = job.waitsOn.get(sender);
      bySource.computeIfAbsent(java.util.Map.entry(sender.host.serverIp, sender.physicalDevice), k -> new java.util.TreeMap<>())
          .computeIfAbsent(dst.host.serverIp, k -> new java.util.TreeSet<>()).add(dst.physicalDevice);
      job.traits.add("link:detect-grouped-received");
    }
    List<String> out = new ArrayList<>();
    StringBuilder message = new StringBuilder();
    for (var src : bySource.entrySet()) {
      String server = src.getKey().getKey();
      int device = src.getKey().getValue();
      for (java.util.Map.Entry<String, java.util.TreeSet<Integer>> e : src.getValue().entrySet()) {
        message.append(message.length() == 0 ? "" : "\n").append("This node (server ").append(server).append(", device ID ")
            .append(device).append(") detects that srcRank (server ").append(server).append(", device ID ")
            .append(device).append(") fails to connect to dstRank (server ").append(e.getKey()).append(", device ID ")
            .append(e.getValue().stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(",")))
            .append("). Continue to analyze the fault based on the logs of srcRank and dstRank.");
      }
    }
    out.add(hccl("ERROR", p, millis, file, tid, message.toString()));
    out.add(hccl("ERROR", p, millis, file, tid, "----------------------------------------------------------------------"));
    return out;
  }

  /**
   * Now and then (trait {@code link:detect-grouped-received}) another waiter whose planted wait the
   * writer's result also holds: hcomm fills the map it prints from its peers' broadcasts too
   * (detect_connect_anomalies.cc {@code recvErrorInfoMap_}), so the writer prints that waiter's
   * sentence, "This node" with the waiter's server and device. A waiter of another present host with
   * another server address; null when none is drawn. Its own Random, so the trees' other draws are as before.
   */
  private Proc receivedFrom(Proc p) {
    Random r = new Random(job.seed ^ 0x5DEECE66DL ^ p.pid);
    if (r.nextInt(3) != 0) {
      return null;
    }
    List<Proc> others = job.waitsOn.keySet().stream().filter(w -> w.host != p.host && w.host.present
        && !w.host.serverIp.equals(p.host.serverIp) && job.waitsOn.get(w) != null).toList();
    // first a sender whose peer waits, through its chain, on the writer: read as the writer's own
    // wait, that sentence would close a cycle through the writer, so only its sender's seat is right
    List<Proc> upstream = others.stream().filter(w -> waitsThrough(job.waitsOn.get(w), p)).toList();
    if (!upstream.isEmpty()) {
      job.traits.add("link:detect-grouped-received-upstream");
      return upstream.get(r.nextInt(upstream.size()));
    }
    return others.isEmpty() ? null : others.get(r.nextInt(others.size()));
  }

  /** True when {@code q}, not {@code p} itself, reaches {@code p} by the planted waits. */
  private boolean waitsThrough(Proc q, Proc p) {
    Proc next = q;
    for (int i = 0; next != null && next != p && i < job.waitsOn.size(); i++) {
      next = job.waitsOn.get(next);
      if (next == p) {
        return true;
      }
    }
    return false;
  }

  /**
   * A5's link-setup timeout (form 3): hcomm's channel layer gives up on its channels after the
   * link-setup timeout and prints the channels that are not ready, one row each, the peer by rank
   * and endpoint (hcomm my_rank.cc BatchConnectChannels, channel_logger.cc PrintErrorTableHeader /
   * PrintErrorInfo, comm_addr_logger.cc ToString). Drawn per tree (from the job's seed, so every
   * process of a tree prints one release's wording): the timeout line before the stage tags ({@code
   * [BatchConnectChannels] channel connect timeout ...}) or after ({@code [InitChannelStage][Timeout]
   * wait socket establish timeout, channel connect timeout ...}); the table with or without its
   * TlsStatus column (and {@code ms} after elapsed); the address cell as {@code [EID] eid:<32 hex>},
   * {@code IpAddress[<32 hex>, AF=v4, addr=..]} or {@code IpAddress[eid[prefix:interface], AF=v4, addr=..]}.
   */
  List<String> channelTimeout(Proc p, Proc peer, long millis, int tid) {
    Random perTree = new Random(job.seed ^ 0x3C6EF372L);
    int wording = perTree.nextInt(2);
    boolean tls = perTree.nextBoolean();
    int addr = perTree.nextInt(3);
    int plane = rng.nextInt(2);
    String file = "my_rank.cc";
    List<String> out = new ArrayList<>();
    String tail = "channel connect timeout after 120 sec, channelNum[" + (1 + rng.nextInt(8)) + "], elapsed[" + (120_000 + rng.nextInt(900))
        + "]ms, retryCount[" + rng.nextInt(4000) + "]";
    out.add(hccl("ERROR", p, millis, file, tid, wording == 0 ? "[BatchConnectChannels] " + tail
        : "[InitChannelStage][Timeout] wait socket establish timeout, " + tail));
    out.add(hccl("ERROR", p, millis, "channel_logger.cc", tid, "   ________________________________________________CHANNEL_CONNECT_ERROR_INFO"
        + "________________________________________________"));
    out.add(hccl("ERROR", p, millis, "channel_logger.cc", tid, "   | " + (wording == 0 ? " " : "") + "comm error, localRank[" + p.rank + "]"));
    out.add(hccl("ERROR", p, millis, "channel_logger.cc", tid, "   |  idx  | localRank |              localAddr               | remoteRank |"
        + "             remoteAddr             | chHandle  |            Status            |" + (tls ? "    TlsStatus    |" : "")
        + " Proto | elapsed |"));
    String status = List.of("ChannelStatus::SOCKET_TIMEOUT", "ChannelStatus::INIT", "ChannelStatus::SOCKET_OK").get(rng.nextInt(3));
    out.add(hccl("ERROR", p, millis, "channel_logger.cc", tid, String.format("   | %5d | %9d | %35s | %10d | %35s | 0x%08x | %26s | %s%5d | %7d%s |",
        rng.nextInt(4), p.rank, channelAddress(p, plane, addr), peer.rank, channelAddress(peer, plane, addr), 0xa000 + rng.nextInt(0x5000),
        status, tls ? String.format("%15s | ", rng.nextBoolean() ? "ENABLE" : "DISABLE") : "", 2, 120_000 + rng.nextInt(900), tls ? " ms" : "")));
    job.traits.add("link:A5-channel-wording-" + wording + (tls ? "+tls" : "") + "-address-" + addr);
    return out;
  }

  /** The family and address part of hcomm's IpAddress as CommAddrLogger writes it (IPv6 with its scope id). */
  private static String af(Proc p) {
    return p.deviceIp.indexOf(':') >= 0 ? "AF=v6, addr=" + p.deviceIp + ", scopeId=0x0" : "AF=v4, addr=" + p.deviceIp;
  }

  /** A device's endpoint on one plane as a channel row writes it (see {@link #channelTimeout}). */
  private static String channelAddress(Proc p, int plane, int form) {
    String hex = eid(p, plane).replace(":", "");
    return switch (form) {
      case 0 -> "[EID] eid:" + hex;
      case 1 -> "IpAddress[" + hex + ", " + af(p) + "]";
      default -> "IpAddress[eid[" + eid(p, plane) + "], " + af(p) + "]";
    };
  }

  /**
   * A transport whose peer never answered: the {@code createLink para} line naming
   * {@code remoteIpAddr[server/device]}. Form 0 as in [FX-TI] (recv fail, exchangeData, DestLink,
   * transport create fail); form 1 the CANN 8.5 {@code [InitChannelStage][Timeout]} wording [LF §8.2].
   */
  List<String> transportInit(Proc p, Proc peer, long millis, int form) {
    int tid = p.pid + 1 + rng.nextInt(3000);
    String tag = "AllGather_" + job.group;
    if (form == 1) {
      return List.of(hccl("ERROR", p, millis, "transport_manager.cc", tid, "[InitChannelStage][Timeout]Transport init error! createLink para:rank["
          + p.rank + "]-localUserrank[" + p.rank + "]-localIpAddr[" + p.host.serverIp + "/" + p.physicalDevice + "], remoteRank[" + peer.rank
          + "]-remoteUserrank[" + peer.rank + "]-remoteIpAddr[" + peer.host.serverIp + "/" + peer.physicalDevice
          + "], machineType[1], linkMode[1], isUsedRdma[0], tag[" + tag + "]"));
    }
    return List.of(
        hccl("ERROR", p, millis, "adapter_hccp.cc", tid, "[Recv][RaSocket]errNo[0x000000000500000d] recv fail, data[0xfffddc0e6ef0], size[2239]"),
        hccl("ERROR", p, millis, "transport_p2p.cc", tid, "[TransportP2p][Init] failed to recv exchangeData exchangeDataTotalSize[2239], custom exchange data size [1472]."),
        hccl("ERROR", p, millis, "transport_manager.cc", tid, "[Create][DestLink]Transport init error! createLink para:rank[" + p.rank + "]-localUserrank["
            + p.rank + "]-localIpAddr[], dst_rank[" + peer.rank + "]-remoteUserrank[" + peer.rank + "]-remoteIpAddr[" + peer.host.serverIp + "/"
            + peer.physicalDevice + "], machineType[1], serverId[], linkMode[1], tag[" + tag + "]"),
        hccl("ERROR", p, millis, "transport_manager.cc", tid + 7, "[Create]errNo[0x0000000005000006] transport create fail in thread, local rank["
            + p.rank + "] remote rank[" + peer.rank + "]"));
  }

  /**
   * The root-info server timed out and lists the ranks that did connect ({@code connected rankinfo},
   * ranks as 16 digits, several per line); form 2 uses the older {@code DispalyConnectionedRank}
   * spelling ascend-fd also reads [HCCLUG cluster_info_nego], [FD-RC].
   */
  List<String> topoServer(Proc p, List<Integer> missing, long millis, int form) {
    int tid = p.pid + 1 + rng.nextInt(3000);
    String tagName = form == 2 ? "[DispalyConnectionedRank]" : "[InitGroupStage][DisplayConnectionedRank]";
    List<String> out = new ArrayList<>();
    out.add(hccl("ERROR", p, millis, "topoinfo_exchange_server.cc", tid, (form == 2 ? "" : "[InitGroupStage][RanktableDetect]")
        + "topo exchange server get socket timeout! timeout[120 s]"));
    int n = job.procs.size();
    List<String> connected = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      if (!missing.contains(r)) {
        connected.add(String.format("[%016d]", r));
      }
    }
    int perLine = 8;
    int lines = (connected.size() + perLine - 1) / perLine;
    out.add(hccl("ERROR", p, millis, "topoinfo_exchange_server.cc", tid, tagName + "total connected num is [" + connected.size() + "],line num is [" + lines + "]"));
    out.add(hccl("ERROR", p, millis, "topoinfo_exchange_server.cc", tid, tagName + "need connect rankNum is [" + n + "]"));
    for (int i = 0; i < lines; i++) {
      List<String> part = connected.subList(i * perLine, Math.min(connected.size(), (i + 1) * perLine));
      out.add(hccl("ERROR", p, millis, "topoinfo_exchange_server.cc", tid, tagName + "connected rankinfo[LINE " + i + "]: " + String.join(",", part) + ";"));
    }
    return out;
  }

  /** A connected agent told by the server which ranks never joined [HCCLUG cluster_info_nego]. */
  List<String> topoAgent(Proc p, List<Integer> missing, long millis) {
    StringBuilder ranks = new StringBuilder();
    missing.forEach(r -> ranks.append(r).append(','));
    int n = job.procs.size();
    return List.of(
        hccl("ERROR", p, millis, "topoinfo_exchange_base.cc", p.pid, "[InitGroupStage][RanktableDetect] TopoDetect ERROR occur !!! fault_type[1], fault_info[\"Failed to connect agent["
            + ranks + "]\"]"),
        hccl("ERROR", p, millis, "topoinfo_exchange_agent.cc", p.pid, "[InitGroupStage][RanktableDetect]rank num[" + n + "]is different with rank list size["
            + (n - missing.size()) + "] in total topo rank info."));
  }

  /** The root-info maker's record of the root info it made [FD-RC] ({@code HcclGetRootInfo success}). */
  String rootInfoMade(Proc p, long millis) {
    return hcclRun("INFO", p, millis, "op_base.cc", p.pid, "[HCCL_TRACE]HcclGetRootInfo success, take time [" + (1000 + rng.nextInt(9000))
        + "]us, identifier[" + job.group + "]");
  }

  /**
   * An agent that reached the root-info server but lost the exchange [FD-RC], [HCCL-SRC]
   * (topoinfo_exchange_base/agent): form 0 the agent's socket timeout with the init stage; form 1
   * the older {@code [Recv][ClusterInfoMsg]receive msg length from fdhandle failed} with its call
   * trace; form 2 the newer stage prefix and the line naming the server it had reached.
   */
  List<String> topoAgentLost(Proc p, SimJob.Host server, long millis, int form) {
    return switch (form) {
      case 0 -> List.of(hccl("ERROR", p, millis, "topoinfo_exchange_agent.cc", p.pid,
          "[InitGroupStage][RanktableDetect]topo exchange agent get socket timeout! timeout[120]"));
      case 1 -> List.of(
          hccl("ERROR", p, millis, "topoinfo_exchange_base.cc", p.pid, "[Recv][ClusterInfoMsg]receive " + (rng.nextBoolean() ? "msg length " : "")
              + "from fdhandle failed, ret[9]"),
          hccl("ERROR", p, millis + 1, "topoinfo_exchange_agent.cc", p.pid, "[DetectClusterTopoInfo]call trace: hcclRet -> 4"));
      default -> List.of(
          hccl("ERROR", p, millis, "topoinfo_exchange_base.cc", p.pid, "[InitGroupStage][RanktableDetect]receive msg length from fdhandle failed, ret[9]"),
          hccl("ERROR", p, millis + 1, "topoinfo_exchange_base.cc", p.pid, "Current rank get socket with server[" + server.serverIp
              + "] success, but wait for recv rankTable from server failed, maybe due to following reasons:"));
    };
  }

  /**
   * The root-info server's own failure that names no rank that never connected: form 1 its socket
   * timeout without the connected-rank list (older {@code [Get][Connection]} or the init stage), form
   * 2 {@code [Get][RanksBasicInfo]GetRankBasicInfo from rank[..] failed} [FD-RC], [HCCL-SRC].
   */
  List<String> topoServerLost(Proc p, long millis, int form) {
    if (form == 2) {
      return List.of(hccl("ERROR", p, millis, "topoinfo_exchange_server.cc", p.pid, "[Get][RanksBasicInfo]GetRankBasicInfo from rank["
          + (1 + rng.nextInt(Math.max(1, job.procs.size() - 1))) + "] failed, ret[9]"));
    }
    return List.of(hccl("ERROR", p, millis, "topoinfo_exchange_server.cc", p.pid, (rng.nextBoolean() ? "[Get][Connection]" : "[InitGroupStage][RanktableDetect]")
        + "topo exchange server get socket timeout! timeout[" + (rng.nextBoolean() ? "120 s" : "3600 s") + "]"));
  }

  /** An agent that could not reach the root-info server at its host address [LF §8.1]. */
  List<String> topoConnectFail(Proc p, SimJob.Host server, long millis, int form) {
    List<String> out = new ArrayList<>();
    String stage = form == 0 ? "" : "[InitGroupStage][RanktableDetect]";
    out.add(hccl("ERROR", p, millis, "topoinfo_exchange_agent.cc", p.pid, stage + "TopoExchangeAgent: connect server[" + server.serverIp + " : 60000] failed"));
    out.add(hccl("ERROR", p, millis + 1, "topoinfo_exchange_agent.cc", p.pid, stage + "topo exchange agent get socket timeout! timeout[120]"));
    return out;
  }

  /**
   * The heartbeat's verdict on a lost peer: in the run log {@code local rank [ip/id]: crimer rank [ip/id]
   * status[LOST] by informer rank [ip/id]}, in the debug log {@code Cluster Exception Location[IP/ID]:[ip/id],
   * Arrival Time, Discoverer, ExceptionType:[Heartbeat Lost Occurred]}; form 1 is the wording without the
   * {@code [TaskExecStage][HeartbeatAbnormal]} stage ([HCCLUG] hcclug_000055, [HCCLUG task_exec_stage]).
   * The ID is the device.
   */
  List<String> heartbeatLost(Proc p, Proc lost, long millis, int form) {
    String me = p.host.serverIp + "/" + p.physicalDevice;
    String it = lost.host.serverIp + "/" + lost.physicalDevice;
    String stage = form == 0 ? "[TaskExecStage][HeartbeatAbnormal]" : "";
    String arrival = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", java.util.Locale.ROOT).withZone(ZoneOffset.UTC)
        .format(Instant.ofEpochMilli(millis - 120_000));
    return List.of(hccl("ERROR", p, millis, "task_exception_handler.cc", p.pid, stage + "Cluster Exception Location[IP/ID]:[" + it
        + "], Arrival Time:[" + arrival + "], Discoverer:[" + me + "], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected"));
  }

  /** The run-log heartbeat event of {@link #heartbeatLost}. */
  String heartbeatEvent(Proc p, Proc lost, long millis, int form) {
    String me = p.host.serverIp + "/" + p.physicalDevice;
    String it = lost.host.serverIp + "/" + lost.physicalDevice;
    return hcclRun("INFO", p, millis, "heartbeat.cc", p.pid + 9, form == 0
        ? "[TaskExecStage][HeartbeatAbnormal]local rank [" + me + "]: crimer rank [" + it + "] status[LOST] by informer rank [" + me + "]"
        : "[HCCL_TRACE]rank [" + me + "]: rank [" + it + "] status[LOST] by rank [" + me + "]");
  }

  // ---- own faults ----

  /**
   * An error CQE on the process's own link. Form 0: the CANN 8.5 heartbeat report with localInfo and
   * remoteIP ([HCCLUG task_exec_stage]); form 1: the older {@code [Heartbeat]cqe err status[12] ... ip:[..]}
   * ([LF §8.3], ascend-fd's {@code cqe err status[12]} key); form 3 its other spelling, {@code cqe error
   * status[12] ... remoteIP:[..]} (ascend-fd's second CQE key, [FD-RC]); form 2: HCCP's {@code failed CQE status[12]}
   * with ROCE's {@code error cqe status: 0x15} ([LF §2.2]); form 4: A5's report by endpoint, {@code cqe error
   * status[5] ... localInfo{..localEid[eid[..]]}, remoteInfo{..remoteEid[eid[..]]}} (hcomm cluster_monitor.cc,
   * ascend-fd's ERROR_CQE_A5), naming one of the remote's planes.
   */
  List<String> cqe(Proc p, Proc remote, long millis, int form) {
    int tid = p.pid + 1 + rng.nextInt(3000);
    String when = CQE_TS.format(Instant.ofEpochMilli(millis - 800)) + String.format("%03d", rng.nextInt(1000));
    if (form == 4) {
      return List.of(hccl("ERROR", p, millis, "cluster_monitor.cc", tid, "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[5], time:["
          + when + "], localInfo{local instanceId[superpod_0], LocalId[" + p.rank + "], localEid[eid[" + eid(p, 0) + "]]}, remoteInfo{remote instanceId["
          + "superpod_0], remoteLocalId[" + remote.rank + "], remoteEid[eid[" + eid(remote, rng.nextInt(2)) + "]]}"));
    }
    if (form == 0) {
      return List.of(hccl("ERROR", p, millis, "heartbeat.cc", tid, "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[" + when
          + "],localInfo{server[" + p.host.serverIp + "],deviceId[" + p.physicalDevice + "],deviceIp[" + p.deviceIp + "]}, remoteIP{server["
          + remote.host.serverIp + "],deviceId[" + remote.physicalDevice + "],deviceIp[" + remote.deviceIp + "]}"));
    }
    if (form == 1) {
      return List.of(hccl("ERROR", p, millis, "heartbeat.cc", tid, "[Heartbeat]cqe err status[12], time:[" + when + "], ip:[" + remote.deviceIp + "]"));
    }
    if (form == 3) {
      return List.of(hccl("ERROR", p, millis, "heartbeat.cc", tid, "[Heartbeat]cqe error status[12], time:[" + when + "], remoteIP:["
          + remote.deviceIp + "]"));
    }
    return List.of(
        head("ERROR", "ROCE", p.headerPid, "python3", millis, "hns_roce_lite.c", tid).replaceFirst("\\[" + tid + "\\]$", "")
            + "hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15",
        head("ERROR", "HCCP", p.headerPid, "python3", millis, "ra_hdc_lite.c", tid).replaceFirst("\\[" + tid + "\\]$", "")
            + "tid:" + tid + ",ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]");
  }

  /**
   * An SDMA copy that failed on the process's own device. Form 0: the host task exception with
   * {@code taskType[Memcpy]} ([HCCLUG task_exec_stage] EI0012); form 1: RUNTIME's fftsplus sdma error
   * ([LF §2.2]); form 2 is written by the AI CPU, see {@link #aicpuSdma}.
   */
  List<String> sdma(Proc p, long millis, int form) {
    int tid = p.pid + 1 + rng.nextInt(3000);
    if (form == 1) {
      return List.of(head("ERROR", "RUNTIME", p.headerPid, "python3", millis, "task_info.cc", tid).replaceFirst("\\[" + tid + "\\]$", "")
          + tid + " PrintSdmaErrorInfoForFftsPlusTask:fftsplus task execute failed, dev_id=" + p.logicalDevice
          + ", stream_id=50, task_id=21, context_id=18, thread_id=0, err_type=4[fftsplus sdma error]");
    }
    return List.of(hccl("ERROR", p, millis, "task_exception_handler.cc", tid, "[TaskExceptionHandler][Callback]Task run failed, base information is streamID:["
        + (2 + rng.nextInt(60)) + "], taskID[" + rng.nextInt(100) + "], taskType[Memcpy], tag[AllGather_" + job.group + "]."));
  }

  /** The AI CPU's SDMA task exception on the device [FX-AN]. */
  List<String> aicpuSdma(Proc p, Proc remote, long millis, int aicpuPid) {
    int tid = aicpuPid + 300 + rng.nextInt(500);
    return List.of(head("ERROR", "HCCL", aicpuPid, "aicpu_scheduler", millis, "aicpu_communicator.cc", tid)
        + "[TaskException][AICPU]base information is streamId:149, sqid:153, head:1487, tail:127, type:SDMA, localRank:" + p.rank + ", remoteRank:"
        + remote.rank + ", taskId:26063, notifyId:0, addr1High:0x12eb, addr1Low:0x50000000, addr2High:0x12d6, addr2Low:0xc2c04000.");
  }
}
