package io.github.ascendtriage.bench;

import java.util.SplittableRandom;

/**
 * Makes the lines of one rank's logs in the plog format ({@code [LEVEL] MODULE(pid,pname):ts
 * [file:line]body}): DEBUG/INFO noise from the usual modules, a rare unrelated WARNING or ERROR,
 * and the blocks of one fault (a RoCE completion error on one rank) and of its cascades (the other
 * ranks time out waiting for it). Deterministic for a given seed; not thread-safe.
 */
final class LogLines {
  /** 2025-07-23 in days is fixed; the clock is the time of day in microseconds. */
  private static final String DAY = "2025-07-23-";

  private static final String[] KERNELS = {
    "MatMulV2", "Add", "LayerNormV3", "FlashAttentionScore", "Cast", "Mul", "SoftmaxV2", "Transpose",
    "ReduceSum", "GeluV2", "RmsNorm", "RotaryMul"
  };
  private static final String[] OPS = {"AllReduce", "AllGather", "ReduceScatter", "Broadcast"};
  private static final String[] LINKS = {"HCCS", "ROCE", "PCIE"};

  private final SplittableRandom rnd;
  private final StringBuilder sb = new StringBuilder(320);
  final int pid;
  final int rank;
  final int device;
  final String hostIp;
  final String deviceIp;
  final int worldSize;
  private final int[] tids = new int[6];
  private long clock;

  LogLines(long seed, int host, int device, int worldSize) {
    this.rnd = new SplittableRandom(seed);
    this.device = device;
    this.rank = host * 8 + device;
    this.worldSize = worldSize;
    this.pid = 100_000 + rnd.nextInt(3_800_000);
    for (int i = 0; i < tids.length; i++) {
      tids[i] = pid + 1 + rnd.nextInt(40_000);
    }
    this.hostIp = "10.20." + (host / 200) + "." + (11 + host % 200);
    this.deviceIp = "192.168." + (100 + host % 150) + "." + (10 + device);
    this.clock = 3L * 3600_000_000L + rnd.nextInt(1_000_000);
  }

  /** The file-name timestamp of the current clock, 17 digits {@code YYYYMMDDhhmmssSSS}. */
  String fileStamp() {
    long ms = clock / 1000;
    long s = ms / 1000;
    return String.format(
        "20250723%02d%02d%02d%03d", s / 3600 % 24, s / 60 % 60, s % 60, ms % 1000);
  }

  /** The next noise line of the host-side debug plog. */
  String hostNoise() {
    tick();
    int k = rnd.nextInt(1000);
    if (k < 260) {
      head("DEBUG", "HCCL", "python3");
      sb.append("[dispatcher_pub.cc:").append(300 + rnd.nextInt(900)).append("] [").append(tid()).append("]LaunchTask: streamId[")
          .append(rnd.nextInt(64)).append("], taskId[").append(rnd.nextInt(65536)).append("], notifyId[0x")
          .append(Integer.toHexString(rnd.nextInt())).append("], type[Notify Record]");
    } else if (k < 470) {
      head("DEBUG", "RUNTIME", "python3");
      sb.append("[stream.cc:").append(1000 + rnd.nextInt(2000)).append(']').append(tid()).append(" KernelLaunch: device_id=")
          .append(device).append(", stream_id=").append(rnd.nextInt(64)).append(", task_id=").append(rnd.nextInt(65536))
          .append(", kernel=").append(KERNELS[rnd.nextInt(KERNELS.length)]).append(", block_dim=").append(1 + rnd.nextInt(48));
    } else if (k < 600) {
      head("DEBUG", "ASCENDCL", "python3");
      sb.append("[memory.cpp:").append(100 + rnd.nextInt(400)).append(']').append(tid()).append(" aclrtMemcpyAsync: size=")
          .append(rnd.nextInt(1 << 26)).append(", kind=").append(rnd.nextInt(4)).append(", stream=0x")
          .append(Long.toHexString(0xfffe00000000L + rnd.nextInt(1 << 30)));
    } else if (k < 720) {
      head("INFO", "GE", "python3");
      sb.append("[graph_manager.cc:").append(2000 + rnd.nextInt(3000)).append(']').append(tid()).append(" RunGraphAsync: graph_id=")
          .append(rnd.nextInt(16)).append(", session_id=").append(rnd.nextInt(4)).append(", step=").append(clock / 250_000)
          .append(", input_num=").append(1 + rnd.nextInt(300));
    } else if (k < 860) {
      head("DEBUG", "HCCL", "python3");
      String op = OPS[rnd.nextInt(OPS.length)];
      sb.append("[hccl_communicator.cc:").append(3000 + rnd.nextInt(4000)).append("] [").append(tid()).append(']').append(op)
          .append("OutPlace: tag[").append(op).append('_').append(hostIp).append("%enp189s0f0_60000_0_17532")
          .append(clock % 100_000_000L).append("], count[").append(1 + rnd.nextInt(1 << 24))
          .append("], dataType[bfloat16], op[sum], rankSize[").append(worldSize).append(']');
    } else if (k < 920) {
      head("INFO", "HCCL", "python3");
      sb.append("[transport_manager.cc:").append(400 + rnd.nextInt(1200)).append("] [").append(tid())
          .append("]link build success, localRank[").append(rank).append("], remoteRank[").append(rnd.nextInt(worldSize))
          .append("], linkType[").append(LINKS[rnd.nextInt(LINKS.length)]).append("], cost[").append(rnd.nextInt(900)).append("]us");
    } else if (k < 960) {
      head("INFO", "TDT", "python3");
      sb.append("[tsd_client.cpp:").append(200 + rnd.nextInt(300)).append("][tid:").append(tid())
          .append("] [TsdClient] heartbeat ok, deviceId[").append(device).append("], rankSize[").append(worldSize).append(']');
    } else if (k < 990) {
      head("INFO", "PROFILING", "python3");
      sb.append("[prof_acl_mgr.cpp:").append(100 + rnd.nextInt(900)).append("] >>> (tid:").append(tid())
          .append(") step info reported, step=").append(clock / 250_000).append(", index=").append(rnd.nextInt(1000));
    } else if (k < 999) {
      head("DEBUG", "APP", "python3");
      sb.append("[log_inner.cpp:76]").append(tid()).append(" torch_npu/csrc/framework/OpCommand.cpp:Run:151: \"[PTA]:\"dispatch ")
          .append(KERNELS[rnd.nextInt(KERNELS.length)]).append(" to stream ").append(rnd.nextInt(64));
    } else {
      rareHost();
    }
    return sb.toString();
  }

  /** A rare line that is not part of the fault: a warning, or an error that recovers by itself. */
  private void rareHost() {
    int k = rnd.nextInt(100);
    if (k < 97) {
      head("WARNING", "GE", "python3");
      sb.append("[ge_local_context.cc:").append(40 + rnd.nextInt(60)).append(']').append(tid())
          .append(" GetOption: option ge.exec.enableDump is not set, use default value");
    } else {
      head("ERROR", "PROFILING", "python3");
      sb.append("[prof_reporter.cpp:").append(100 + rnd.nextInt(100)).append("] >>> (tid:").append(tid())
          .append(") report buffer is full, drop ").append(1 + rnd.nextInt(64)).append(" record(s), will retry");
    }
  }

  /** The next noise line of a device-side log (HCCP, AI CPU, HCCL on the AI CPU). */
  String deviceNoise() {
    tick();
    int k = rnd.nextInt(100);
    if (k < 45) {
      head("INFO", "HCCP", "hccp_service.bin");
      sb.append("[ra_host.c:").append(500 + rnd.nextInt(600)).append("]tid:").append(tid()).append(",ra_send_wr(")
          .append(500 + rnd.nextInt(600)).append(") : qpn[").append(rnd.nextInt(4096)).append("] wr_id[")
          .append(rnd.nextInt(1 << 20)).append("] post ok, remote ip(").append("192.168.").append(100 + rnd.nextInt(16))
          .append('.').append(10 + rnd.nextInt(8)).append(')');
    } else if (k < 80) {
      head("DEBUG", "AICPU", "aicpu_scheduler");
      sb.append("[aicpu_sd_event.cc:").append(100 + rnd.nextInt(500)).append("][tid:").append(tid())
          .append("] task execute finished, kernel_name[").append(KERNELS[rnd.nextInt(KERNELS.length)])
          .append("], stream_id[").append(rnd.nextInt(64)).append("], cost[").append(rnd.nextInt(2000)).append("]us");
    } else if (k < 99) {
      head("INFO", "HCCL", "aicpu_scheduler");
      sb.append("[aicpu_communicator.cc:").append(1000 + rnd.nextInt(3000)).append("] [").append(tid())
          .append("]OrchestrateSdma: localRank:").append(rank).append(", remoteRank:").append(rnd.nextInt(worldSize))
          .append(", size:").append(rnd.nextInt(1 << 22)).append(", type:SDMA");
    } else {
      head("WARNING", "HCCP", "hccp_service.bin");
      sb.append("[rs_socket.c:").append(200 + rnd.nextInt(800)).append("]tid:").append(tid())
          .append(",rs_socket_listen : listen fd ").append(3 + rnd.nextInt(60)).append(" backlog full, retry once");
    }
    return sb.toString();
  }

  /** The lines a run/plog starts with: HCCL settings and the communicator init. */
  String[] runHeader() {
    String[] out = new String[5];
    tick();
    head("INFO", "HCCL", "python3");
    sb.append("[externalinput.cc:598] [").append(pid).append("][HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s");
    out[0] = sb.toString();
    tick();
    head("INFO", "HCCL", "python3");
    sb.append("[externalinput.cc:612] [").append(pid).append("][HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [1836]s");
    out[1] = sb.toString();
    tick();
    head("INFO", "HCCL", "python3");
    sb.append("[op_base.cc:402] [").append(pid).append("]Entry-HcclCommInitRootInfoInner:ranks[").append(worldSize)
        .append("], rank[").append(rank).append("], rootinfo: host ip[10.20.0.11] port[60000] nicDeploy[1] identifier[10.20.0.11%enp189s0f0_60000_0_1753240000123456], deviceLogicId[")
        .append(device).append(']');
    out[2] = sb.toString();
    tick();
    head("INFO", "HCCL", "python3");
    sb.append("[hccl_comm.cc:211] [").append(pid).append("][Communicator Key Info]identifier[10.20.0.11%enp189s0f0_60000_0_1753240000123456] rankSize[")
        .append(worldSize).append("] serverNum[").append(worldSize / 8).append(']');
    out[3] = sb.toString();
    tick();
    head("INFO", "HCCL", "python3");
    sb.append("[hccl_comm.cc:230] [").append(pid).append("][LocalRank Key Info]userRank[").append(rank).append("] hostIp[")
        .append(hostIp).append("] devicePhyId[").append(device).append(']');
    out[4] = sb.toString();
    return out;
  }

  /** A routine run/plog line (communicator events), rarer than debug noise. */
  String runNoise() {
    tick();
    head("INFO", "HCCL", "python3");
    String op = OPS[rnd.nextInt(OPS.length)];
    sb.append("[op_base.cc:").append(900 + rnd.nextInt(200)).append("] [").append(tid()).append("]Entry-Hccl").append(op)
        .append(": tag[").append(op).append("_10.20.0.11%enp189s0f0_60000_0_1753240000123456], count[")
        .append(1 + rnd.nextInt(1 << 24)).append("], dataType[bfloat16], op[sum], localRank[").append(rank)
        .append("], streamId[").append(rnd.nextInt(64)).append("], deviceLogicId[").append(device).append(']');
    return sb.toString();
  }

  /** The host-side plog lines of the faulty rank: a RoCE completion error toward a peer. */
  String[] faultHost(String peerHostIp) {
    String[] out = new String[3];
    tick();
    head("ERROR", "HCCL", "python3");
    sb.append("[heartbeat.cc:1187] [").append(tid()).append("][TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[2025-07-23 ")
        .append(clockText(' ')).append("],localInfo{server[").append(hostIp).append("],deviceId[").append(device)
        .append("],deviceIp[").append(deviceIp).append("]}, remoteIP{server[").append(peerHostIp).append("],deviceId[")
        .append(device).append("],deviceIp[192.168.").append(101 + rank % 7).append('.').append(10 + device).append("]}");
    out[0] = sb.toString();
    tick();
    head("ERROR", "HCCL", "python3");
    sb.append("[task_exception_handler.cc:27] [").append(tid()).append("][TaskExecStage][RunFailed][HOST]Task run failed, base information is streamID:[3], taskID[118], tag[AllReduce_10.20.0.11%enp189s0f0_60000_0_1753240000123456], AlgType(level 0-1-2):[fullmesh-ring-NHR].");
    out[1] = sb.toString();
    tick();
    head("ERROR", "ASCENDCL", "python3");
    sb.append("[stream.cpp:1021]").append(tid()).append(" aclrtSynchronizeStreamWithTimeout: synchronize stream failed, runtime result = 507899");
    out[2] = sb.toString();
    return out;
  }

  /** The device-side lines of the faulty rank (HCCP and ROCE report the bad completion). */
  String[] faultDevice() {
    String[] out = new String[2];
    tick();
    head("ERROR", "HCCP", "python3");
    sb.append("[ra_hdc_lite.c:794]tid:").append(tid()).append(",ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]");
    out[0] = sb.toString();
    tick();
    head("ERROR", "ROCE", "python3");
    sb.append("[hns_roce_lite.c:630]hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15");
    out[1] = sb.toString();
    return out;
  }

  /** What every other rank logs when the faulty rank stops answering: a timeout and the heartbeat. */
  String[] cascade(String faultyHostIp, int faultyDevice) {
    String[] out = new String[4];
    tick();
    head("ERROR", "HCCL", "python3");
    sb.append("[task_exception_handler.cc:27] [").append(tid()).append("][TaskExecStage][Timeout][HOST]Task run failed, base information is streamID:[3], taskID[118], tag[AllReduce_10.20.0.11%enp189s0f0_60000_0_1753240000123456], AlgType(level 0-1-2):[fullmesh-ring-NHR].");
    out[0] = sb.toString();
    tick();
    head("ERROR", "HCCL", "python3");
    sb.append("[task_exception_handler.cc:31] [").append(tid()).append("][TaskExecStage][Timeout][HOST]Task run failed, groupRank information is group:[hccl_world_group], user define information[], rankSize[")
        .append(worldSize).append("], rankId[").append(rank).append("].");
    out[1] = sb.toString();
    tick();
    head("ERROR", "HCCL", "python3");
    sb.append("[heartbeat.cc:1402] [").append(tid()).append("][TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[")
        .append(faultyHostIp).append('/').append(faultyDevice).append("], Arrival Time:[Wed Jul 23 ").append(clockText(' ').substring(0, 8))
        .append(" 2025], Discoverer:[").append(hostIp).append('/').append(device)
        .append("], ExceptionType:[Error cqe Occurred], Possible Reason:1. Network Disconnected");
    out[2] = sb.toString();
    tick();
    head("ERROR", "RUNTIME", "python3");
    sb.append("[stream.cc:1311]").append(tid()).append(" SynchronizeStream: stream synchronize failed, device_id=").append(device)
        .append(", stream_id=3, retCode=0x7150050, EI0002 notify wait timed out");
    out[3] = sb.toString();
    return out;
  }

  private void head(String level, String module, String pname) {
    sb.setLength(0);
    sb.append('[').append(level).append("] ").append(module).append('(').append(pid).append(',').append(pname).append("):")
        .append(DAY);
    appendClock(sb, '-');
    sb.append(' ');
  }

  private String clockText(char sep) {
    StringBuilder b = new StringBuilder(20);
    appendClock(b, sep);
    return b.toString();
  }

  /** {@code hh:mm:ss.mmm.uuu}; {@code sep} is unused in the plog form but kept for the heartbeat text. */
  private void appendClock(StringBuilder b, char sep) {
    long us = clock % 86_400_000_000L;
    long s = us / 1_000_000;
    two(b, s / 3600);
    b.append(':');
    two(b, s / 60 % 60);
    b.append(':');
    two(b, s % 60);
    b.append('.');
    three(b, us / 1000 % 1000);
    b.append('.');
    three(b, us % 1000);
  }

  private static void two(StringBuilder b, long v) {
    b.append((char) ('0' + v / 10)).append((char) ('0' + v % 10));
  }

  private static void three(StringBuilder b, long v) {
    b.append((char) ('0' + v / 100)).append((char) ('0' + v / 10 % 10)).append((char) ('0' + v % 10));
  }

  private void tick() {
    clock += 1 + rnd.nextInt(400);
  }

  private int tid() {
    return tids[rnd.nextInt(tids.length)];
  }
}
