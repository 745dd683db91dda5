package io.github.ascendtriage.internal.extract;

import static io.github.ascendtriage.internal.extract.ExtractSupport.set;
import static io.github.ascendtriage.internal.extract.ExtractSupport.tokens;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One parameterised test per log format. The samples are written for this test (values differ from
 * the format reference and the field reports); each asserts the exact set of features found, tokens
 * and values alike (case-base phrases left out).
 */
class FormatSamplesTest {

  private static Arguments sample(String name, String text, Set<String> expected) {
    return Arguments.of(name, text, expected);
  }

  private static void check(String text, Set<String> expected) {
    assertEquals(expected, tokens(text));
  }

  // ------------------------------------------------------------------ console prefixes

  static Stream<Arguments> consolePrefixes() {
    return Stream.of(
        sample(
            "torchrun rank prefix with glog prefix and watchdog",
            "[rank6]:[E0412 09:01:22.404119023 ProcessGroupHCCL.cpp:1288] [Rank 6] Watchdog caught collective operation timeout:"
                + " WorkHCCL(SeqNum=311, OpType=ALLREDUCE, NumelIn=4096, NumelOut=4096, Timeout(ms)=900000) ran for 900417"
                + " milliseconds before timing out.",
            set("rank:6", "hccl-stage:watchdog timeout", "timeout:900")),
        sample(
            "vLLM worker prefix and vLLM log prefix",
            "(VllmWorker rank=3 pid=51877) ERROR 04-12 09:02:10 [multiproc_executor.py:470] EJ0003: [PID: 51877]"
                + " 2026-04-12-09:02:10.551.203 Failed to bind the IP port. Reason: The IP address and port have been bound already.",
            set("rank:3", "code:EJ0003", "timestamp:2026-04-12T09:02:10.551203")),
        sample(
            "nested Ray prefixes and repeated suffix",
            "(EngineCore_DP1 pid=7310) (RayWorkerWrapper pid=7402, ip=10.20.30.41) [rank2]: EI0002: [PID: 7402]"
                + " 2026-04-12-09:05:00.000.111 The wait execution of the Notify register times out. [repeated 8x across cluster]",
            // the Ray worker's ip= names the node the line came from (ray _private/worker.py, formats18)
            set("rank:2", "code:EI0002", "timestamp:2026-04-12T09:05:00.000111", "host:10.20.30.41")),
        sample(
            "ANSI colours around a Ray pid prefix",
            "\u001b[36m(pid=8121)\u001b[0m [rank0]: RuntimeError: HCCL function error: HcclCommInitRootInfo(nRanks, &rootInfo,"
                + " rank, &comm), error code is 7",
            set("rank:0", "exception:RuntimeError", "function:HcclCommInitRootInfo", "hccl-ret:7")),
        sample(
            "host prefix of a parallel shell",
            "worker-3: [ERROR] 2026-04-12-09:07:31 (PID:9012, Device:5, RankID:13) ERR02200 DIST call hccl api failed.",
            set("pta-code:ERR02200", "device:5", "rank:13", "timestamp:2026-04-12T09:07:31")),
        sample(
            "line wrapped by an 80-column terminal in the middle of a code",
            "[rank1]: RuntimeError: communicator setup failed on the node, see the code: EI00\n"
                + "15: Failed to collect cluster information of the communicator.",
            set("rank:1", "exception:RuntimeError", "code:EI0015")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("consolePrefixes")
  void consolePrefix(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ plog headers

  static Stream<Arguments> plogHeaders() {
    return Stream.of(
        sample(
            "HCCL error line with file and line",
            "[ERROR] HCCL(30411,python3):2026-03-02-14:20:05.318.722 [hccl_socket_manager.cc:791] [30502][Wait][LinkEstablish]"
                + "wait socket establish timeout, role[0] rank[5] timeout[300 s]",
            set("module:HCCL", "timestamp:2026-03-02T14:20:05.318722", "source-file:hccl_socket_manager.cc",
                "hccl-stage:wait socket establish timeout", "timeout:300")),
        sample(
            "no spaces after level and time",
            "[ERROR]HCCL(5120,all_gather_test):2026-03-02-14:21:00.001.002[task_exception_handler.cc:88][5120][TaskExecStage]"
                + "[Timeout][HOST]Task run failed, base information is streamID:[7], taskID[3]",
            set("module:HCCL", "timestamp:2026-03-02T14:21:00.001002", "source-file:task_exception_handler.cc",
                "hccl-stage:TaskExecStage/Timeout")),
        sample(
            "driver line with a space in the process name and no file:line",
            "[ERROR] DRV(7781, hccp_service.bin):2026-03-02-14:22:10.500.600 [ascend][curpid: 7781, 7781][drv][devmm]Msg send"
                + " failed. (ret=-12; devid=2)",
            set("module:DRV", "timestamp:2026-03-02T14:22:10.500600", "errno:ENOMEM")),
        sample(
            "INFO run-log line: no module token, but the effective timeout",
            "[INFO] HCCL(30411,python3):2026-03-02-14:19:58.000.100 [externalinput.cc:612] [30411][HCCL_ENV] HCCL_CONNECT_TIMEOUT"
                + " set by default to [300]s",
            set("env-var:HCCL_CONNECT_TIMEOUT", "timeout:300", "setting:HCCL_CONNECT_TIMEOUT=300")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("plogHeaders")
  void plogHeader(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ CANN error-message blocks

  static Stream<Arguments> cannBlocks() {
    return Stream.of(
        sample(
            "code-first block with Solution and TraceBack",
            "EJ0001: 2026-05-09-22:10:41.700.802 Failed to initialize the HCCP process. Reason: Maybe the last training process is running.\n"
                + "        Solution: Wait for 10s after killing the last training process and try again.\n"
                + "        TraceBack (most recent call last):\n"
                + "        tsd client wait response fail, device response code[1]. unknown device error.[FUNC:WaitRsp][FILE:process_mode_manager.cpp][LINE:301]",
            set("code:EJ0001", "timestamp:2026-05-09T22:10:41.700802", "function:WaitRsp", "source-file:process_mode_manager.cpp")),
        sample(
            "inner error, old form",
            "EL9999: Inner Error!\n"
                + "EL9999: [PID: 66120] 2026-05-09-22:11:02.010.020 halGetDeviceInfo failed, devId=3[FUNC:GetDevInfo][FILE:npu_driver.cc][LINE:642]\n"
                + "        TraceBack (most recent call last):\n"
                + "       rtGetDeviceInfo execute failed, reason=[driver error:no such device][FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53]",
            set("code:EL9999", "timestamp:2026-05-09T22:11:02.010020", "function:GetDevInfo", "source-file:npu_driver.cc",
                "function:rtGetDeviceInfo", "function:FuncErrorReason", "source-file:error_message_manage.cc")),
        sample(
            "current form: title(code), Possible Cause, Solution, TraceBack",
            "[PID: 40212] 2026-05-09-22:12:30.880.004 Communication_Error_Bind_IP_Port(EI0019): Failed to enable listening for the"
                + " host network adapter socket.Reason: socket type[2], listen on ip[10.8.1.14%ens5f1] and specific port[60011] fail.\n"
                + "        Possible Cause: The port is occupied by another process.\n"
                + "        Solution: Release the port or set HCCL_HOST_SOCKET_PORT_RANGE.\n"
                + "TraceBack (most recent call last):\n"
                + "        [InitGroupStage][Resource]Failed to start listening.[FUNC:StartListen][FILE:hccl_socket_manager.cc][LINE:210]",
            set("code:EI0019", "timestamp:2026-05-09T22:12:30.880004", "hccl-stage:socket_listen_fail", "tool-status:socket_type=2",
                "remote-ip:10.8.1.14", "nic:ens5f1", "port:60011", "env-var:HCCL_HOST_SOCKET_PORT_RANGE",
                "hccl-stage:InitGroupStage/Resource", "function:StartListen", "source-file:hccl_socket_manager.cc")),
        sample(
            "current form, inner error with a title that has spaces",
            "EZ9999: Internal error!\n"
                + "EZ9999[PID: 1207] 2026-05-09-22:14:00.000.500 Execution Error ROCE CQE(EI0013): An error CQE occurred during operator execution.",
            set("code:EZ9999", "code:EI0013", "timestamp:2026-05-09T22:14:00.000500")),
        sample(
            "glog prefix and upper-case words are not codes",
            "[E0622 10:11:12.131415161 ProcessGroupHCCL.cpp:901] ERROR: E2E test ERROR W1234 step failed",
            set()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cannBlocks")
  void cannBlock(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ torch_npu ERR lines and wrappers

  static Stream<Arguments> torchNpu() {
    return Stream.of(
        sample(
            "HCCL function error with a nested call, then the ERR line",
            "RuntimeError: create_comm:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:188 HCCL function error:"
                + " hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 19\n"
                + "[ERROR] 2026-06-01-03:04:05 (PID:2210, Device:7, RankID:15) ERR02200 DIST call hccl api failed.",
            set("exception:RuntimeError", "function:hcclCommInitRootInfoConfig", "hccl-ret:19", "pta-code:ERR02200",
                "timestamp:2026-06-01T03:04:05", "device:7", "rank:15")),
        sample(
            "old wrapper: HCCL error in",
            "RuntimeError: [ERROR] HCCL error in: torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:71",
            set("exception:RuntimeError", "source-file:ProcessGroupHCCL.cpp")),
        sample(
            "OPS function error",
            "InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:290 OPS function error: HcclAllGather, error code is 4",
            set("function:HcclAllGather", "hccl-ret:4")),
        sample(
            "OPS function error of an op that is no HCCL call: an ACL status",
            "InnerRun:torch_npu/csrc/framework/OpParamMaker.cpp:332 OPS function error: BatchMatMulV2, error code is 507011",
            set("function:BatchMatMulV2", "acl-code:507011")),
        sample(
            "NPU function error with an ACL code",
            "RuntimeError: SetDevice:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:49 NPU function error:"
                + " c10_npu::SetDevice(device_id), error code is 507033",
            set("exception:RuntimeError", "function:SetDevice", "acl-code:507033")),
        sample(
            "NPU warning with an ACL code",
            "[W compiler_depend.ts:512] Warning: NPU warning, error code is 507048[Error]: The execution of the internal task times out.",
            set("acl-code:507048")),
        sample(
            "unknown application exception, no device or rank",
            "[ERROR] 2026-06-01-03:09:00 (PID:2210, Device:-1, RankID:-1) ERR99999 UNKNOWN applicaiton exception",
            set("pta-code:ERR99999", "timestamp:2026-06-01T03:09:00")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("torchNpu")
  void torchNpuLine(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ HcclResult surfaces and ACL codes

  static Stream<Arguments> returnCodes() {
    return Stream.of(
        sample(
            "call trace",
            "[ERROR] HCCL(18800,python3):2026-02-11-07:45:12.090.301 [transport_manager.cc:1410] [18811][SetMachinePara]call trace: hcclRet -> 9",
            set("module:HCCL", "timestamp:2026-02-11T07:45:12.090301", "source-file:transport_manager.cc",
                "function:SetMachinePara", "hccl-ret:9")),
        sample(
            "ret[N]",
            "[ERROR] HCCL(18800,python3):2026-02-11-07:45:12.091.000 [op_base.cc:655] [18800][HcclCommInitRootInfo]init is failed. ret[7].",
            set("module:HCCL", "timestamp:2026-02-11T07:45:12.091000", "source-file:op_base.cc", "hccl-ret:7")),
        sample(
            "errNo with a sockets-recv timeout",
            "[ERROR] HCCL(18800,python3):2026-02-11-07:45:12.092.500 [adapter_hccp.cc:402] [18840][Recv][RaSocket]errNo[0x000000000501000b]"
                + " Wait timeout for sockets recv, data[0x7f00], size[64], recvSize[0] timeout[240 s]",
            set("module:HCCL", "timestamp:2026-02-11T07:45:12.092500", "source-file:adapter_hccp.cc", "hccl-ret:11",
                "hccl-stage:sockets recv timeout", "timeout:240")),
        sample(
            "hccl_test retcode and failing stage",
            "hccl interface return err ./common/src/hccl_test_common.cc:561, retcode: 11\nThis is an error in init_hcclComm.",
            set("hccl-ret:11", "tool-status:hccl_test_stage=init_hcclComm")),
        sample(
            "MindSpore's HCCL adapter: the HcclResult of the call it made",
            "HcclCommInitClusterInfo failed, ret:4\nHcclComm destroy failed, ret:0",
            set("function:HcclCommInitClusterInfo", "hccl-ret:4")),
        sample(
            "ACL code from a runtime result",
            "[ERROR] ASCENDCL(9912,python3):2026-02-11-07:50:00.000.001 [device.cpp:350]9912 aclrtGetDeviceCount: get device count"
                + " failed, runtime result = 507899.",
            set("module:ASCENDCL", "timestamp:2026-02-11T07:50:00.000001", "source-file:device.cpp", "acl-code:507899")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("returnCodes")
  void returnCode(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ Python tracebacks

  static Stream<Arguments> tracebacks() {
    return Stream.of(
        sample(
            "innermost frame and exception",
            "Traceback (most recent call last):\n"
                + "  File \"/opt/job/train.py\", line 212, in <module>\n"
                + "    main()\n"
                + "  File \"/opt/job/train.py\", line 190, in main\n"
                + "    dist.barrier()\n"
                + "  File \"/usr/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py\", line 3701, in barrier\n"
                + "    work = default_pg.barrier(opts=opts)\n"
                + "RuntimeError: wait timeout after 1800000ms",
            set("exception:RuntimeError", "function:barrier", "source-file:distributed_c10d.py")),
        sample(
            "import failure",
            "Traceback (most recent call last):\n"
                + "  File \"<string>\", line 1, in <module>\n"
                + "ModuleNotFoundError: No module named 'torch_npu'",
            set("exception:ModuleNotFoundError", "source-file:<string>")),
        sample(
            "qualified exception name",
            "torch.distributed.DistBackendError: [Rank 2] barrier failed",
            set("exception:DistBackendError")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tracebacks")
  void traceback(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ torchrun ChildFailedError

  static Stream<Arguments> torchrun() {
    return Stream.of(
        sample(
            "failure summary with a killed rank and the root cause",
            "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
                + "======================================================\n"
                + "/opt/job/train.py FAILED\n"
                + "------------------------------------------------------\n"
                + "Failures:\n"
                + "[1]:\n"
                + "  time      : 2026-07-19_21:40:13\n"
                + "  host      : node-b\n"
                + "  rank      : 9 (local_rank: 1)\n"
                + "  exitcode  : -9 (pid: 30102)\n"
                + "  error_file: <N/A>\n"
                + "  traceback : Signal 9 (SIGKILL) received by PID 30102\n"
                + "------------------------------------------------------\n"
                + "Root Cause (first observed failure):\n"
                + "[0]:\n"
                + "  time      : 2026-07-19_21:40:11\n"
                + "  host      : node-b\n"
                + "  rank      : 8 (local_rank: 0)\n"
                + "  exitcode  : 1 (pid: 30101)\n"
                + "  error_file: <N/A>\n"
                + "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html\n"
                + "======================================================",
            set("exception:ChildFailedError", "timestamp:2026-07-19T21:40:13", "host:node-b", "rank:9",
                "signal:SIGKILL", "timestamp:2026-07-19T21:40:11", "rank:8")),
        sample(
            "elastic agent line with a signal exit",
            "[2026-07-19 21:40:13,556] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -6) local_rank: 0"
                + " (pid: 30101) of binary: /usr/bin/python3",
            set("timestamp:2026-07-19T21:40:13.556", "signal:SIGABRT")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("torchrun")
  void torchrunSummary(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ ProcessGroupHCCL watchdog

  static Stream<Arguments> watchdogs() {
    return Stream.of(
        sample(
            "process-group prefix",
            "[PG 0 (default_pg) Rank 4] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=12, OpType=BROADCAST,"
                + " NumelIn=10, NumelOut=10, Timeout(ms)=600000) ran for 600123 milliseconds before timing out.",
            set("hccl-stage:watchdog timeout", "rank:4", "timeout:600")),
        sample(
            "blocking wait",
            "[Rank 1] Work WorkHCCL(SeqNum=5, OpType=ALLGATHER) timed out in blocking wait (HCCL_BLOCKING_WAIT=1).",
            set("hccl-stage:watchdog timeout", "env-var:HCCL_BLOCKING_WAIT", "setting:HCCL_BLOCKING_WAIT=1")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("watchdogs")
  void watchdog(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ HCCL diagnostic signatures

  static Stream<Arguments> hcclSignatures() {
    return Stream.of(
        sample(
            "Cluster Exception Location",
            "[ERROR] HCCL(7001,python3):2026-08-03-11:12:13.141.516 [heartbeat.cc:1402] [7090][TaskExecStage][HeartbeatAbnormal]"
                + "Cluster Exception Location[IP/ID]:[10.44.0.12/6], Arrival Time:[Mon Aug 3 11:12:01 2026], Discoverer:[10.44.0.11/2],"
                + " ExceptionType:[Stuck Occurred], Possible Reason:1. Host process stuck",
            set("module:HCCL", "timestamp:2026-08-03T11:12:13.141516", "source-file:heartbeat.cc",
                "hccl-stage:TaskExecStage/HeartbeatAbnormal", "remote-ip:10.44.0.12", "device:6", "hccl-stage:Stuck Occurred",
                "remote-ip:10.44.0.11")),
        sample(
            "LINK_ERROR_INFO table",
            "   ____________LINK_ERROR_INFO____________\n"
                + "   |  comm error, device[3]\n"
                + "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |\n"
                + "   |----------------------|---------------|----------------------|--------------|------------|------------|----------------|\n"
                + "   |  10.60.2.7(4)   |  16666  |   10.60.2.8(12)   |  3232235777  |  server  | time out |   ENABLE  | LinkInfo",
            set("hccl-stage:LINK_ERROR_INFO", "remote-ip:10.60.2.7", "remote-ip:10.60.2.8", "port:16666",
                "hccl-stage:link=time out", "tool-status:tls_status=enable")),
        sample(
            "older LINK_ERROR_INFO layout",
            "|  10.60.3.1(0)  |  10.60.3.2(1)  |  client  |  no connect  |",
            set("remote-ip:10.60.3.1", "remote-ip:10.60.3.2", "hccl-stage:link=no connect")),
        sample(
            "CONNECT TIMEOUT DETECT RESULT",
            "-------------------CONNECT TIMEOUT DETECT RESULT-----------------------",
            set("hccl-stage:CONNECT TIMEOUT DETECT RESULT")),
        sample(
            "createLink para",
            "[ERROR] HCCL(9001,python3):2026-08-03-11:15:00.000.010 [transport_manager.cc:702] [9001][InitChannelStage][Timeout]"
                + "Transport init error! createLink para:rank[5]-localUserrank[5]-localIpAddr[10.70.0.5/5], remoteRank[1]-"
                + "remoteUserrank[1]-remoteIpAddr[10.70.0.9/1], machineType[0], linkMode[1], isUsedRdma[1], tag[HcomAllGather_5]",
            set("module:HCCL", "timestamp:2026-08-03T11:15:00.000010", "source-file:transport_manager.cc",
                "hccl-stage:InitChannelStage/Timeout", "hccl-stage:createLink", "remote-ip:10.70.0.5", "remote-ip:10.70.0.9")),
        sample(
            "RoCE error CQE, HCCL side",
            "[ERROR] HCCL(9001,python3):2026-08-03-11:20:00.100.000 [heartbeat.cc:880] [9050][TaskExecStage][HeartbeatAbnormal]"
                + "[ROCE CQE ERROR]cqe error status[12], time:[2026-08-03 11:20:00.123456],localInfo{server[10.44.0.11],deviceId[2],"
                + "deviceIp[10.45.0.2]}, remoteIP{server[10.44.0.12],deviceId[6],deviceIp[10.45.0.6]}",
            set("module:HCCL", "timestamp:2026-08-03T11:20:00.100000", "source-file:heartbeat.cc",
                "hccl-stage:TaskExecStage/HeartbeatAbnormal", "hccl-stage:cqe_status=12", "remote-ip:10.44.0.11",
                "remote-ip:10.45.0.2", "remote-ip:10.44.0.12", "remote-ip:10.45.0.6")),
        sample(
            "RoCE error CQE, driver side",
            "[ERROR] ROCE(5501,alltoall_test):2026-08-03-11:20:00.200.300 [hns_roce_lite.c:641]hns_roce_lite_handle_error_cqe(641) :"
                + " error cqe status: 0x15",
            set("module:ROCE", "timestamp:2026-08-03T11:20:00.200300", "source-file:hns_roce_lite.c", "hccl-stage:cqe_status=0x15")),
        sample(
            "topo exchange server timeout",
            "[ERROR] HCCL(812,python3):2026-08-03-11:25:00.000.001 [topoinfo_exchange_server.cc:99] [812][Get][Connection]topo"
                + " exchange server get socket timeout! timeout[180 s]",
            set("module:HCCL", "timestamp:2026-08-03T11:25:00.000001", "source-file:topoinfo_exchange_server.cc",
                "hccl-stage:topo exchange server timeout", "timeout:180")),
        sample(
            "P2P connect timeout",
            "[ERROR] HCCL(77,python3):2026-08-03-11:26:00.000.001 [p2p_mgmt.cc:210] [77][Wait][P2PConnected]connected p2p timeout,"
                + " timeout:150 s. local logicDevid:2, remote physic id:3.",
            set("module:HCCL", "timestamp:2026-08-03T11:26:00.000001", "source-file:p2p_mgmt.cc", "hccl-stage:p2p connect timeout",
                "timeout:150")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hcclSignatures")
  void hcclSignature(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ hccl_test

  static Stream<Arguments> hcclTest() {
    return Stream.of(
        sample(
            "result table with a failed rank",
            "data_size(Bytes): | aveg_time(us): | alg_bandwidth(GB/s): | check_result:\n"
                + "1048576           | 310.27         | 3.37950              | success\n"
                + "local rank_id 6, check result failed, 2097152           | 598.10         | 3.50622              | failed",
            set("tool-status:check_result=success", "tool-status:check_result=failed")),
        sample(
            "check disabled",
            "4096              | 55.01          | 0.07446              | NULL",
            set("tool-status:check_result=null")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hcclTest")
  void hcclTestOutput(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ hccn_tool

  static Stream<Arguments> hccnTool() {
    return Stream.of(
        sample(
            "net health, link and ip of one device",
            "/usr/local/Ascend/driver/tools/hccn_tool -i 5 -net_health -g\n"
                + "net health status: Receive timeout\n"
                + "/usr/local/Ascend/driver/tools/hccn_tool -i 5 -link -g\n"
                + "link status: DOWN\n"
                + "/usr/local/Ascend/driver/tools/hccn_tool -i 5 -ip -g\n"
                + "ipaddr:10.90.1.5\n"
                + "netmask:255.255.255.0",
            set("device:5", "tool-status:net_health=receive timeout", "tool-status:link=down", "remote-ip:10.90.1.5")),
        sample(
            "link_stat history",
            "[devid 2]current time        : Fri Jan  9 08:00:01 2026\n"
                + "[devid 2]link up count       : 5\n"
                + "[devid 2]link down count     : 3\n"
                + "[devid 2]    Thu Jan  8 22:14:09 2026    LINK DOWN\n"
                + "[devid 2]    Thu Jan  8 22:14:15 2026    LINK UP",
            set("device:2", "tool-status:link_history=down")),
        sample(
            "tls switch from hccn_tool",
            "dev_id:4, tls switch[1](0:disable, 1:enable), tls preconfigured[0](0:non-preset, 1:preset), tls alarm time threshold[90]days",
            set("device:4", "tool-status:tls_switch=1")),
        sample(
            "tls switch from the device log",
            "[INFO] HCCP(3210,hccp_service.bin):2026-01-09-08:10:00.000.001 [rs_ssl.c:1540]tid:3210,rs_ssl_init(1540) : TLS SWITCH (0)",
            set("tool-status:tls_switch=0")),
        sample(
            "ping with full loss",
            "/usr/local/Ascend/driver/tools/hccn_tool -i 1 -ping -g address 10.90.1.9\n"
                + "device 1 PING 10.90.1.9\n"
                + "6 packets transmitted, 0 received, 100.00% packet loss",
            set("device:1", "remote-ip:10.90.1.9", "tool-status:ping_loss=100%", "tool-status:ping=loss")),
        sample(
            "ping summary without the packet counts, partial loss",
            "hccn_tool -i 6 -ping -g address 10.90.1.30\n"
                + "37.50% packet loss",
            set("device:6", "remote-ip:10.90.1.30", "tool-status:ping_loss=37.5%", "tool-status:ping=loss")),
        sample(
            "a clean ping loses nothing",
            "hccn_tool -i 6 -ping -g address 10.90.1.30\n"
                + "4 packets transmitted, 4 received, 0.00% packet loss",
            set("device:6", "remote-ip:10.90.1.30", "tool-status:ping_loss=0%")),
        sample(
            "an optical module that receives no light on some lane",
            "hccn_tool -i 2 -optical -g\n"
                + "Rx Los Flag          : 0x3\n"
                + "Tx Los Flag          : 0x0",
            set("device:2", "tool-status:optical=rx_los")),
        sample(
            "two NPUs whose TLS switches differ",
            "node-a$ hccn_tool -i 0 -tls -g | grep switch\n"
                + "dev_id:0, tls switch[1](0:disable, 1:enable)\n"
                + "node-b$ hccn_tool -i 0 -tls -g | grep switch\n"
                + "dev_id:0, tls switch[0](0:disable, 1:enable)",
            set("device:0", "tool-status:tls_switch=1", "tool-status:tls_switch=0", "tool-status:tls_switch=mixed")),
        sample(
            "an optical module with light on every lane",
            "hccn_tool -i 2 -optical -g\n"
                + "Rx Los Flag          : 0x0",
            set()),
        sample(
            "netdetect is not the gateway",
            "hccn_tool -i 3 -netdetect -g\n"
                + "netdetect address: 10.91.0.1\n"
                + "hccn_tool -i 3 -gateway -g\n"
                + "default gateway:10.91.0.254, Iface:eth3",
            set("remote-ip:10.91.0.1", "remote-ip:10.91.0.254", "nic:eth3", "device:3", "tool-status:netdetect=not_gateway")),
        sample(
            "optical module and FEC",
            "hccn_tool -i 0 -optical -g\n"
                + "optical info:\n"
                + "present                  : not present\n"
                + "hccn_tool -i 0 -fec -g\n"
                + "fec mode: no FEC mode",
            set("device:0", "tool-status:optical=not present", "tool-status:fec=no fec mode")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hccnTool")
  void hccnToolOutput(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ npu-smi

  static Stream<Arguments> npuSmi() {
    return Stream.of(
        sample(
            "health column",
            "| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|\n"
                + "| 2     910B3               | Alarm         | 101.4       47                0    / 0             |\n"
                + "| 0                         | 0000:42:00.0  | 0           0    / 0          3102 / 65536         |\n"
                + "| 3     910B3               | OK            | 98.0        45                0    / 0             |",
            set("device:2", "tool-status:npu_health=alarm", "device:3", "tool-status:npu_health=ok")),
        sample(
            "process table with two processes on one NPU",
            "| NPU     Chip              | Process id    | Process name             | Process memory(MB)      |\n"
                + "| 2       0                 | 7710          | python                   | 3021                    |\n"
                + "| 3       0                 | 7711          | python                   | 3021                    |\n"
                + "| 3       0                 | 7712          | python                   | 2950                    |",
            set("tool-status:npu_shared=yes", "device:3")),
        sample(
            "process table with one process per NPU",
            "| 0       0                 | 9001          | python3                  | 6120                    |\n"
                + "| 1       0                 | 9002          | python3                  | 6120                    |\n"
                + "| 1       0                 | 9002          | python3                  | 6120                    |",
            set()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("npuSmi")
  void npuSmiHealth(String name, String text, Set<String> expected) {
    check(text, expected);
  }

  // ------------------------------------------------------------------ settings and their values

  static Stream<Arguments> settings() {
    return Stream.of(
        sample(
            "shell export with the value quoted",
            "export HCCL_OP_EXPANSION_MODE=\"AIV\"",
            set("env-var:HCCL_OP_EXPANSION_MODE", "setting:HCCL_OP_EXPANSION_MODE=aiv")),
        sample(
            "a script sets the variable through os.environ",
            "os.environ[\"HCCL_INTRA_ROCE_ENABLE\"] = \"1\"",
            set("env-var:HCCL_INTRA_ROCE_ENABLE", "setting:HCCL_INTRA_ROCE_ENABLE=1")),
        sample(
            "a shell expansion and a comparison are no values",
            "export HCCL_BUFFSIZE=${BUFF_MB}; if [ \"$X\" ]; then test HCCL_DETERMINISTIC == true; fi",
            set("env-var:HCCL_BUFFSIZE", "env-var:HCCL_DETERMINISTIC")),
        sample(
            "HCCL's settings report is the tag, not a variable",
            "[INFO] HCCL(411,python3):2026-03-02-14:19:58.000.100 [externalinput.cc:612] [411][HCCL_ENV] HCCL_DETERMINISTIC"
                + " set by environment to [true]",
            set("env-var:HCCL_DETERMINISTIC", "setting:HCCL_DETERMINISTIC=true")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("settings")
  void settingValue(String name, String text, Set<String> expected) {
    check(text, expected);
  }
}
