package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The reasoner on logs written for this test, with no case in play (the extractor knows only the
 * reasoning's own phrases), so each answer comes from the rules, the catalogue and the knowledge.
 */
class LayerReasonerTest {
  static final CaseBase BASE = CaseBaseLoader.load(false, List.of(), List.of());
  static final FeatureExtractor EX =
      new FeatureExtractor(BASE.reasoning().phrases(), java.util.Map.of(), BASE.knowledge());

  static LayerReasoner.Answer reason(String text) {
    return LayerReasoner.reason(EX.extractText(text), BASE.knowledge(), BASE.reasoning(), CodeCatalogLoader.builtIn(), Set.of());
  }

  @Test
  void aDeviceFaultUnderACollectiveTimeoutIsTheDevice() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "[ERROR] DRV(311,python3):2026-03-01-10:00:00.000.001 [drv][devmng] dcmi_get_device_info failed, ret is -8020",
        "[rank3]: [Rank 3] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=12, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1800123 milliseconds before timing out."));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertEquals(Optional.of("device-open"), a.stage());
    assertTrue(a.confidence() > 0 && a.confidence() <= 1);
    assertTrue(a.clues().stream().anyMatch(c -> c.role() == Role.SYMPTOM && c.layer().equals(Optional.of(Layer.COLLECTIVE))),
        "the watchdog is read as a symptom");
    assertFalse(a.support().isEmpty());
    assertTrue(a.support().stream().allMatch(c -> c.layer().equals(Optional.of(Layer.DEVICE))));
  }

  @Test
  void aDriverOlderThanTheVllmOnItIsTheDevice() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "| npu-smi 23.0.2                   Version: 23.0.2                                               |",
        "(Worker_TP0 pid=4120) INFO 03-02 10:00:01 [worker_v1.py:190] Available memory: 1200, total memory: 65452",
        "(Worker_TP0 pid=4120) ERROR 03-02 10:00:09 [multiproc_executor.py:600] RuntimeError: something failed in the engine"));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertEquals("device.driver-version", a.support().get(0).rule());
    assertEquals(1, a.support().get(0).first().line(), "the evidence is the npu-smi header");
  }

  @Test
  void aDriverNewEnoughIsNoClue() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "| npu-smi 25.2.0                   Version: 25.2.0                                               |",
        "runtime_running_version=[8.5.0.1:8.5.0]",
        "(Worker_TP0 pid=4120) INFO 03-02 10:00:01 [worker_v1.py:190] Available memory: 1200, total memory: 65452"));
    assertTrue(a.clues().stream().noneMatch(c -> c.rule().equals("device.driver-version")), a.clues().toString());
  }

  @Test
  void aTimeoutInsideAMainProcessFirstSectionIsTheScript() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "Traceback (most recent call last):",
        "  File \"/opt/py/site-packages/transformers/training_args.py\", line 2410, in main_process_first",
        "    dist.barrier()",
        "RuntimeError: npuSynchronizeDevice:torch_npu/csrc/core/npu/NPUStream.cpp:363 NPU error, error code is 107020"));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertEquals("script.main-process-first", a.support().get(0).rule());
  }

  @Test
  void aTimeoutAloneAnswersItsLayerAsASymptom() {
    LayerReasoner.Answer a = reason(
        "[rank1]: [Rank 1] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=7, OpType=BROADCAST, Timeout(ms)=600000) ran for 600042 milliseconds before timing out.");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
  }

  @Test
  void theFrameworksConsistencyCheckAnswersTheScriptOverTheTimeoutItExplains() {
    LayerReasoner.Answer desync = reason(String.join("\n",
        "[rank0]:[E1204 10:00:32.000000001 ProcessGroupHCCL.cpp:2098] [Rank 0] Watchdog caught collective operation timeout: "
            + "WorkHCCL(SeqNum=4, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 600042 milliseconds before timing out.",
        "\t - [HCCL Rank 0]",
        "\t - To our best knowledge, the lagging/dead/mismatched ranks that caused the desync are:",
        "\t     [1] finished collective #3, but didn't join collective #4 (count from 1)"));
    assertEquals(Layer.SCRIPT, desync.layer(), desync.clues().toString());
    assertTrue(desync.support().stream().anyMatch(c -> c.rule().equals("script.collective-desync")), desync.clues().toString());
    LayerReasoner.Answer mismatch = reason("RuntimeError: Detected mismatch between collectives on ranks. Rank 0 is running collective: "
        + "CollectiveFingerPrint(SequenceNumber=12, OpType=ALLREDUCE, TensorShape=[1024], TensorDtypes=Float), but Rank 1 is running "
        + "collective: CollectiveFingerPrint(SequenceNumber=12, OpType=BROADCAST, TensorShape=[1024], TensorDtypes=Float).");
    assertEquals(Layer.SCRIPT, mismatch.layer(), mismatch.clues().toString());
  }

  @Test
  void memoryExhaustionFirstKeepsTheAnswerUnknown() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "RuntimeError: NPU out of memory. Tried to allocate 2.00 GiB (NPU 0; 60.00 GiB total capacity)",
        "[rank0]: RuntimeError: HCCL function error: HcclAllReduce(...), error code is 4"));
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
    assertTrue(a.outside() > 0);
  }

  @Test
  void anotherPlatformIsUnknown() {
    assertTrue(reason("torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled cuda error, NCCL version 2.18.1\n"
        + "ncclUnhandledCudaError: Call to CUDA function failed.").foreign());
    LayerReasoner.Answer gaudi = reason(String.join("\n",
        "  File \"/usr/lib/python3/dist-packages/habana_frameworks/torch/distributed/hccl/__init__.py\", line 40, in init",
        "RuntimeError: synStatus=26 [Generic failure] socket connect to 203.0.113.9 failed"));
    assertEquals(Layer.UNKNOWN, gaudi.layer());
    assertTrue(gaudi.foreign());
  }

  @Test
  void aGlooFailureOnAnotherPlatformIsStillTheHostNetwork() {
    String gpu = "INFO 03-02 10:00:01 [__init__.py:239] Automatically detected platform cuda.\n"
        + "INFO 03-02 10:00:02 [parallel_state.py:959] world_size=2 rank=1 local_rank=0 backend=nccl\n";
    LayerReasoner.Answer gloo = reason(gpu
        + "[rank1]:[E302 10:00:32.000000001 ProcessGroupGloo.cpp:145] Gloo connectFullMesh failed with [../gloo/transport/tcp/pair.cc:144] no error");
    assertEquals(Layer.NETWORK, gloo.layer(), gloo.clues().toString());
    assertTrue(gloo.clues().stream().allMatch(c -> c.rule().equals("network.gloo")),
        "only the platform-neutral component is read: " + gloo.clues());
    LayerReasoner.Answer nccl = reason(gpu
        + "torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error, socket connect failed");
    assertEquals(Layer.UNKNOWN, nccl.layer(), nccl.clues().toString());
    assertTrue(nccl.foreign());
  }

  @Test
  void anInnerErrorAloneTakesTheStageTheJobSetUp() {
    LayerReasoner.Answer rankTable = reason(String.join("\n",
        "export RANK_TABLE_FILE=/data/cfg/hccl_16p.json",
        "export HCCL_CONNECT_TIMEOUT=120",
        "RuntimeError: The Inner Error ..."));
    assertEquals(Layer.LINK_SETUP, rankTable.layer(), rankTable.clues().toString());
    // a rank-table launch beside an Inner Error is the documented class of ptacase_0042 (rule
    // link-setup.rank-table-launch, a setting that explains the wrapper): its fault, not the wrapper, answers
    assertTrue(rankTable.support().stream().anyMatch(c -> c.rule().equals("link-setup.rank-table-launch") && c.role() == Role.FAULT),
        rankTable.clues().toString());
    assertTrue(rankTable.clues().stream().anyMatch(c -> c.rule().equals("symptom.call-wrapper") && c.role() == Role.CONTEXT),
        rankTable.clues().toString());
    LayerReasoner.Answer other = reason(String.join("\n", "export HCCL_CONNECT_TIMEOUT=120", "RuntimeError: The Inner Error ..."));
    assertTrue(other.layer() == Layer.UNKNOWN || other.confidence() < 0.8,
        "a wrapper read from the job's other setup is a weak answer: " + other.layer() + " " + other.confidence());
    assertEquals(Layer.UNKNOWN, reason("RuntimeError: The Inner Error ...").layer(), "no setup, no stage");
    LayerReasoner.Answer process = reason(String.join("\n",
        "export RANK_TABLE_FILE=/data/cfg/hccl_16p.json",
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: train.py FAILED (exitcode: 1)"));
    assertEquals(Layer.UNKNOWN, process.layer(), "a process wrapper names no call: " + process.clues());
  }

  @Test
  void tlsSwitchesThatDifferInOneTranscriptAreTheNetwork() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "node-1$ hccn_tool -i 3 -tls -g | grep switch",
        "dev_id:3, tls switch[1](0:disable, 1:enable), tls preconfigured[1](0:non-preset, 1:preset), tls alarm time threshold[60]days",
        "node-2$ hccn_tool -i 3 -tls -g | grep switch",
        "dev_id:3, tls switch[0](0:disable, 1:enable), tls preconfigured[1](0:non-preset, 1:preset), tls alarm time threshold[60]days"));
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    LayerReasoner.Answer same = reason(String.join("\n",
        "dev_id:3, tls switch[1](0:disable, 1:enable), tls preconfigured[1](0:non-preset, 1:preset), tls alarm time threshold[60]days",
        "dev_id:4, tls switch[1](0:disable, 1:enable), tls preconfigured[1](0:non-preset, 1:preset), tls alarm time threshold[60]days"));
    assertEquals(Layer.UNKNOWN, same.layer(), same.clues().toString());
  }

  @Test
  void commandsAndSettingsAreNoEvidence() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "$ export HCCL_CONNECT_TIMEOUT=600 HCCL_SOCKET_IFNAME=eth0",
        "$ hccn_tool -i 0 -ip -g",
        "$ torchrun --nproc_per_node 8 --master_addr 10.0.0.1 --master_port 29500 train.py"));
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().allMatch(c -> c.role() == Role.CONTEXT), a.clues().toString());
    assertEquals(Layer.UNKNOWN, reason("").layer());
  }

  @Test
  void aMissingVariableIsTheScriptAndASocketFailureTheLinks() {
    assertEquals(Layer.SCRIPT, reason(
        "ValueError: Error initializing torch.distributed using env:// rendezvous: environment variable RANK expected, but not set").layer());
    assertEquals(Layer.LINK_SETUP, reason(
        "RuntimeError: The server socket has failed to listen on any local network address. port: 29500, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use").layer());
  }

  @Test
  void anInvalidSettingOwnsItsLineSoTheComponentItNamesIsOnlyContext() {
    LayerReasoner.Answer a = reason("RuntimeError: HCCL_BUFFSIZE should be positive, got -1");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().anyMatch(c -> c.key().equals("phrase:hccl_buffsize") && c.role() == Role.CONTEXT),
        "the setting's component is demoted: " + a.clues());
    // the same component failing on its own is still a fault of its layer
    assertEquals(Layer.COLLECTIVE, reason("RuntimeError: HCCL_BUFFSIZE window exhausted: task run failed").layer());
  }

  @Test
  void anArgumentParserErrorIsTheInvocationWhateverTheArgumentNames() {
    LayerReasoner.Answer a = reason("launcher: error: unrecognized arguments: --store_backend=tcpstore --rendezvous-timeout=30");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().anyMatch(c -> c.key().equals("phrase:tcpstore") && c.role() == Role.CONTEXT),
        "the store named in the argument is its subject: " + a.clues());
  }

  @Test
  void anExceptionRaisedByTheFrameworkReadsAsAFailureOfItsComponent() {
    // no failure word but the assertion: the framework's own process-group message names the class
    assertEquals(Layer.SCRIPT, reason("AssertionError: group has existed for this set of ranks").layer());
    assertEquals(Layer.DEVICE, reason("ERROR: torch_npu-9.9.9-cp39-none-any.whl is not a supported wheel on this platform.").layer());
  }

  @Test
  void anApiWrapperNamesTheCallThatFailedAndSoItsStage() {
    // no fault of its own: the status only repeats the failure, the call it names is communicator init
    LayerReasoner.Answer a = reason(
        "RuntimeError: setup:x.cpp:10 HCCL function error: HcclCommInitRootInfo(n, &info, rank, &comm), error code is 5");
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().anyMatch(c -> c.layer().equals(Optional.of(Layer.LINK_SETUP)) && c.role() == Role.WRAPPER),
        a.clues().toString());
    // a process that exited names no call: the rank it names is no evidence of the script
    LayerReasoner.Answer p = reason("launcher: failed (exitcode: 1) local_rank: 0 (pid: 17) of binary: python3");
    assertEquals(Layer.UNKNOWN, p.layer(), p.clues().toString());
  }

  @Test
  void aToolThatReportsAnUnhealthyComponentNamesItsLayerAndAHealthyOneNothing() {
    assertEquals(Layer.NETWORK, reason("hccn_tool -i 3 -net_health -g\nnet health status: Receive timeout").layer());
    assertEquals(Layer.UNKNOWN, reason("hccn_tool -i 3 -net_health -g\nnet health status: Success").layer());
    assertEquals(Layer.UNKNOWN, reason("hccn_tool -i 3 -ping -g address 10.0.0.9\n3 packets transmitted, 3 received, 0.00% packet loss").layer());
    assertEquals(Layer.DEVICE, reason("| 4     910B3               | Critical      | 90.1        45                0    / 0             |").layer());
  }

  @Test
  void anNpuHealthEventIsTheLayerOfTheModuleThatRaisedIt() {
    assertEquals(Layer.DEVICE, reason("[ascend] [dms] Event id=0x80e18555, dev_id=1, assertion").layer());
    assertEquals(Layer.NETWORK, reason("        Error Code                     : 80BB8555").layer());
  }

  @Test
  void aRaisedExceptionClassIsAFailureLineWithoutAnyFailureWord() {
    assertEquals(Layer.LINK_SETUP, reason("torch.distributed.elastic.rendezvous.api.RendezvousClosedError").layer());
    assertTrue(BASE.reasoning().failureLine("x.y.ModuleNotFoundError: z"));
    // a word that only ends in the suffix, or the suffix alone, is no exception class
    assertFalse(BASE.reasoning().failureLine("Error handling enabled for worker 0"));
    assertTrue(BASE.reasoning().failureLine("OSError"));
    assertFalse(BASE.reasoning().failureLine("print_errors=ErrorsOff"));
  }

  @Test
  void theSourceFileThatLoggedTheFailureNamesItsComponent() {
    assertEquals(Layer.LINK_SETUP, reason(
        "[ERROR] HCCL(1,python):2026-01-01-00:00:00.000.001 [topoinfo_ranktableParser_pub.cc:76] [1][Load]get file failed").layer());
    assertEquals(Layer.COLLECTIVE, reason(
        "[ERROR] HCCL(1,python):2026-01-01-00:00:00.000.001 [dispatcher_ffts.cc:120] [1]context type is invalid").layer());
  }

  @Test
  void aDriverToolThatCannotRunIsTheDeviceAndAMissingCannVariableTheInstallation() {
    assertEquals(Layer.DEVICE, reason("bash: hccn_tool: command not found").layer());
    assertEquals(Layer.DEVICE, reason("permission denied: pls check this cmd run permission.").layer());
    assertEquals(Layer.DEVICE, reason("[Error]: The 'ASCEND_OPP_PATH' environment variable is not set").layer());
    // a variable of the job is still the script, whatever component it configures
    assertEquals(Layer.SCRIPT, reason("RuntimeError: get rank table failed, please export RANK_TABLE_FILE").layer());
  }

  @Test
  void aSymptomThatNamesAComponentBelowItGivesThatFailureAsItsReason() {
    // the heartbeat (a collective symptom) reports the RDMA completion error it saw: the network
    LayerReasoner.Answer a = reason("[ERROR] HCCL(1,python3):2026-01-01-00:00:00.000.001 [h.cc:1][2][TaskExecStage][HeartbeatAbnormal]"
        + "[ROCE CQE ERROR]cqe error status[12]");
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    // a component of the symptom's own layer on its line stays its context
    LayerReasoner.Answer b = reason("[ERROR] HCCL(1,python3):2026-01-01-00:00:00.000.001 [h.cc:1][2][TaskExecStage][HeartbeatAbnormal]"
        + " notify wait timed out");
    assertEquals(Layer.COLLECTIVE, b.layer(), b.clues().toString());
  }

  @Test
  void theFusedCommunicationOperatorsAreCollective() {
    assertEquals(Layer.COLLECTIVE, reason("RuntimeError: call aclnnMoeDistributeCombineV2 failed, error code is 561103").layer());
  }

  @Test
  void anAiCoreFaultOfACommunicationOperatorIsTheCollectiveAndOfAComputeOperatorOutside() {
    String comm = "[ERROR] RUNTIME(1,python3):2026-01-01-00:00:00.000.001 [stream.cc:1]2 GetError:AI Core kernel execution failed,"
        + " device_id=3, stream_id=5, fault kernel_name=MoeDistributeCombineV2";
    LayerReasoner.Answer a = reason(comm);
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().noneMatch(c -> c.role() == Role.OUTSIDE), a.clues().toString());
    LayerReasoner.Answer b = reason(comm.replace("MoeDistributeCombineV2", "FlashAttentionScore"));
    assertEquals(Layer.UNKNOWN, b.layer(), b.clues().toString());
    LayerReasoner.Answer aiv = reason(comm.replace("MoeDistributeCombineV2", "aiv_reduce_scatter_910b_float16"));
    assertEquals(Layer.COLLECTIVE, aiv.layer(), "HCCL's AIV kernels are its collectives: " + aiv.clues());
  }

  @Test
  void aCommunicationKernelNamedOnItsOwnLineExplainsTheFaultPrintedAroundIt() {
    // the runtime prints the exception and the faulting kernel on separate lines of one report
    LayerReasoner.Answer a = reason("[ERROR] RUNTIME(1,python3):2026-01-01-00:00:00.000.001 [stream.cc:1]2 GetError:AI Core kernel"
        + " execution failed, device_id=3, stream_id=5\n[ERROR] RUNTIME(1,python3):2026-01-01-00:00:00.000.002 [stream.cc:2]3"
        + " fault kernel_name=MoeDistributeCombineV2, task_id=7");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().noneMatch(c -> c.role() == Role.OUTSIDE), a.clues().toString());
  }

  @Test
  void aSettingTheLogShowsNamesTheLayerOnlyBesideAFailureItsDocumentedConstraintExplains() {
    String refused = String.join("\n",
        "[ERROR] RUNTIME(812,python3):2026-05-02-08:14:21.100.001 [stream.cc:77] launch task failed, retCode=0x7100003",
        "[ERROR] RUNTIME(812,python3):2026-05-02-08:14:21.100.002 [api_c.cc:90] submit failed, runtime result = 507009");
    LayerReasoner.Answer aiv = reason("[HCCL_ENV] HCCL_OP_EXPANSION_MODE set by environment to [AIV]\n" + refused);
    assertEquals(Layer.COLLECTIVE, aiv.layer(), aiv.clues().toString());
    assertEquals("collective.aiv-expansion-scope", aiv.support().get(0).rule());
    assertTrue(aiv.clues().stream().filter(c -> c.rule().startsWith("catalog ")).allMatch(c -> c.role() == Role.CONTEXT),
        "the refused task is explained by the setting: " + aiv.clues());
    LayerReasoner.Answer hostMode = reason("export HCCL_OP_EXPANSION_MODE=HOST\n" + refused);
    assertFalse(hostMode.layer() == Layer.COLLECTIVE, hostMode.clues().toString());
    LayerReasoner.Answer unrelated = reason(String.join("\n",
        "export HCCL_OP_EXPANSION_MODE=\"AIV\"",
        "[ERROR] DRV(311,python3):2026-03-01-10:00:00.000.001 [drv][devmng] dcmi_get_device_info failed, ret is -8020"));
    assertEquals(Layer.DEVICE, unrelated.layer(), unrelated.clues().toString());
    assertTrue(unrelated.clues().stream().filter(c -> c.rule().equals("collective.aiv-expansion-scope"))
        .allMatch(c -> c.role() == Role.CONTEXT), "alone the setting is context: " + unrelated.clues());
  }

  @Test
  void anErrnoSupportsALayerAnotherClueNamesAndAloneDecidesNone() {
    LayerReasoner.Answer alone = reason("helper step ended (errno 113)");
    assertTrue(alone.clues().stream().noneMatch(c -> c.rule().startsWith("errno ")), "alone: " + alone.clues());
    String route = "[ERROR] HCCL(211,python3):2026-06-02-09:00:00.000.001 [socket.cc:40] connect to 10.6.0.9 failed: No route to host";
    LayerReasoner.Answer without = reason(route);
    LayerReasoner.Answer with = reason(route + " (errno 113)");
    Clue e = with.clues().stream().filter(c -> c.rule().equals("errno EHOSTUNREACH")).findFirst().orElseThrow();
    assertEquals(Role.SYMPTOM, e.role());
    assertEquals(Optional.of(Layer.NETWORK), e.layer());
    double symptom = BASE.reasoning().weights().of(Role.SYMPTOM);
    assertEquals(without.scores().get(Layer.NETWORK) + symptom, with.scores().get(Layer.NETWORK), 1e-9, with.clues().toString());
  }

  @Test
  void anErrnoOfTwoClassesSupportsTheLayerOfTheClueOnItsOwnLine() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "RuntimeError: connect() timed out. Original timeout was 1800000 ms.",
        "[ERROR] HCCL(211,python3):2026-06-02-09:00:01.000.001 [socket.cc:40] connect to 10.6.0.9 port 60002: connection refused,"
            + " ret = -110"));
    Clue e = a.clues().stream().filter(c -> c.rule().equals("errno ETIMEDOUT")).findFirst().orElseThrow();
    assertEquals(Optional.of(Layer.LINK_SETUP), e.layer(), a.clues().toString());
  }
}
