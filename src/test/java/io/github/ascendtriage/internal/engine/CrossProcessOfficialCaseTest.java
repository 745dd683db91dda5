package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two official cases answered from facts of several lines, with the cases that hold them (and
 * those that refine them) left out, as on a failure the case base has never seen: devices of one
 * hung job that compiled different graphs (tensorflow_faq_0014, a tree of per-device logs) and an
 * HCCL_SOCKET_IFNAME that selects none of the host's interfaces (ptacase_0041's wrong-NIC class).
 * Logs in the shapes of Ascend/tensorflow's geop_npu.cc, HCCL's EI0002 report (log-formats 8.3),
 * iproute2 and hicann/hccl's EI0001 page; names, ids and times made up.
 */
class CrossProcessOfficialCaseTest {
  private static final AscendTriage WITHOUT_GRAPH_CASES = AscendTriage.builder()
      .disableCases("tensorflow_faq_0014", "ranks-in-different-collectives", "mc2-branch-divergence").build();
  private static final AscendTriage WITHOUT_NIC_CASES = AscendTriage.builder()
      .disableCases("ptacase_0041", "hccl-socket-ifname-wrong", "gloo-interface-not-found", "gloo-no-route-to-host").build();

  private static String compiled(String time, int id) {
    return "2026-05-11 09:21:" + time + ".204113: I tf_adapter/kernels/geop_npu.cc:805] The model has been compiled on the Ascend AI processor, current graph id is: " + id + "\n";
  }

  private static String waitTimeout(int pid) {
    return "[ERROR] HCCL(" + pid + ",python3):2026-05-11-09:52:40.118.331 [task_exception_handler.cc:217][" + (pid + 9)
        + "]Task run failed, base information is streamID:[2], taskID[41], taskType[Notify Wait], tag[HcomAllReduce_6629421578610200575_1].\n"
        + "EI0002: [PID: " + pid + "] 2026-05-11-09:52:40.120.001 The wait execution of the Notify register times out."
        + " Reason: The Notify register has not received the Notify record from remote rank: [1].\n";
  }

  private static Diagnosis devices(Path dir, String graphsOfDevice1) throws IOException {
    Path host = Files.createDirectories(dir.resolve("worker-0"));
    Files.writeString(host.resolve("train_device0.log"), compiled("10", 61) + compiled("11", 71) + compiled("40", 81)
        + "INFO:tensorflow:global_step/sec: 3.91\n");
    Files.writeString(host.resolve("train_device1.log"), graphsOfDevice1 + "INFO:tensorflow:global_step/sec: 3.88\n" + waitTimeout(40211));
    return WITHOUT_GRAPH_CASES.diagnose(dir);
  }

  @Test
  void devicesThatCompiledDifferentGraphsNameTheScriptAndTensorflowFaq0014(@TempDir Path dir) throws IOException {
    Diagnosis d = devices(dir, compiled("10", 61) + compiled("11", 71));
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertEquals("tensorflow_faq_0014", d.officialCase().orElseThrow().id(), d.toString());
    assertEquals("rule:script.graph-divergence", d.officialCase().orElseThrow().matchedCase());
    assertTrue(d.remediation().stream().anyMatch(s -> s.step().command().contains("current graph id is")), d.remediation().toString());
  }

  @Test
  void devicesThatCompiledTheSameGraphsDoNot(@TempDir Path dir) throws IOException {
    Diagnosis d = devices(dir, compiled("10", 61) + compiled("11", 71) + compiled("40", 81));
    assertFalse(d.officialCase().map(o -> o.id().equals("tensorflow_faq_0014")).orElse(false), d.toString());
  }

  private static final String LISTING = "$ ip -br addr\nlo               UNKNOWN        127.0.0.1/8 ::1/128\n"
      + "bond0            UP             203.0.113.14/24\n";
  private static final String INIT_FAILED = "[rank1]: RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102 "
      + "HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 9\n";

  @Test
  void aSettingThatSelectsNoInterfaceNamesPtacase0041() {
    Diagnosis d = WITHOUT_NIC_CASES.diagnose("+ export HCCL_SOCKET_IFNAME=ens3\n" + LISTING + INIT_FAILED);
    assertEquals(AnswerSource.REASONING, d.answer(), d.matches().toString());
    assertEquals(Layer.LINK_SETUP, d.layer(), d.reasoning().toString());
    assertEquals("ptacase_0041", d.officialCase().orElseThrow().id(), d.toString());
    assertTrue(d.remediation().stream().anyMatch(s -> s.step().command().contains("ip -o -4 addr")), d.remediation().toString());
  }

  @Test
  void hcclsOwnMessageNamesPtacase0041() {
    Diagnosis d = WITHOUT_NIC_CASES.diagnose("[ERROR] HCCL(51220,python3):2026-02-28-16:34:59.634.432 [sal.cc:501] [51220][InitGroupStage][EnvConfig]"
        + "set ifname to [ens9f1] by HCCL_SOCKET_IFNAME, but not found in the environment, ifnames in the environment is as follows\n"
        + "[ERROR] HCCL(51220,python3):2026-02-28-16:34:59.634.437 [sal.cc:504] [51220][InitGroupStage][EnvConfig]get host ip fail by socket Ifname. name[lo] ip[127.0.0.1%lo]\n");
    assertEquals(Layer.LINK_SETUP, d.layer(), d.reasoning().toString());
    assertEquals("ptacase_0041", d.officialCase().orElseThrow().id(), d.toString());
  }

  @Test
  void aSettingTheHostCanSatisfyNamesNoOfficialCase() {
    Diagnosis d = WITHOUT_NIC_CASES.diagnose("+ export HCCL_SOCKET_IFNAME=bond\n" + LISTING + INIT_FAILED);
    assertFalse(d.officialCase().map(o -> o.id().equals("ptacase_0041")).orElse(false), d.toString());
  }
}
