package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * Three failure classes of the seventh stranger batch's dev misses (class14, issue 35), each from the
 * source that prints it: HCCL's AI CPU executor reporting a failed collective (hicann/hcomm
 * aicpu_communicator.cc), Ray's autoscaler finding no node type for a request (event_logger.py) and
 * DeepSpeed's launcher failing its passwordless-ssh check (runner.py). The lines are built from the
 * format strings with made-up values.
 */
class StrangerDevClassesTest {

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  /** Whether {@code rule} is among the answer's fault clues (shared by the class tests beside this one). */
  static boolean fault(LayerReasoner.Answer a, String rule) {
    return a.clues().stream().anyMatch(c -> c.rule().equals(rule) && c.role() == Role.FAULT);
  }

  @Test
  void theAicpuExecutorLineIsACollectiveThatFailedNotTheScriptsGroup() {
    LayerReasoner.Answer a = reason("[ERROR] HCCL(1234,python):2026-12-05-10:00:00.000.000 [aicpu_communicator.cc:2101]"
        + "[HcclCommAicpu][ExecOp] executor op fail, tag[AllReduce_group_name_7_1_2], algName[AllReduceMeshExecutor],"
        + " identifier[group_name_7]");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertFalse(fault(a, "script.process-group-use"), "the op tag is no use of a process group: " + a.clues());
    assertTrue(a.clues().stream().anyMatch(c -> c.rule().equals("symptom.aicpu-executor") && c.role() == Role.SYMPTOM),
        a.clues().toString());
  }

  @Test
  void anErrorTheAicpuProcessLogsIsTheCollectivesToo() {
    LayerReasoner.Answer a = reason("[ERROR] HCCL(4321,aicpu_scheduler):2026-12-05-10:00:00.000.000 [aicpu_hccl_process.cc:262]"
        + " Unsupported datatype int64 for comm type 2.");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    LayerReasoner.Answer info = reason("[INFO] HCCL(4321,aicpu_scheduler):2026-12-05-10:00:00.000.000 [aicpu_hccl_process.cc:301]"
        + " Offsetting winOffset 4096");
    assertEquals(Layer.UNKNOWN, info.layer(), "a healthy line of the same file: " + info.clues());
  }

  @Test
  void aDeviceFaultBeforeTheExecutorLineIsTheReason() {
    LayerReasoner.Answer a = reason("[ERROR] DRV(311,python3):2026-12-05-10:00:00.000.001 [drv][devmng] dcmi_get_device_info"
        + " failed, ret is -8020\n[ERROR] HCCL(1234,python):2026-12-05-10:00:01.000.000 [aicpu_communicator.cc:2101]"
        + "[HcclCommAicpu][ExecOp] executor op fail, tag[AllGather_group_name_3], algName[AllGatherMeshExecutor], identifier[group_name_3]");
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
  }

  @Test
  void aRequestNoNodeTypeCanHoldIsTheJobsRequest() {
    for (String line : new String[] {
        "(autoscaler +12s) Error: No available node types can fulfill resource request {'CPU': 1.0, 'GPU': 4.0}."
            + " Add suitable node types to this cluster to resolve this issue.",
        "(autoscaler +9s) No available node types can fulfill resource requests {'GPU': 1.0, 'CPU': 2.0}*4."
            + " Add suitable node types to this cluster to resolve this issue.",
        "No available node types can fulfill placement group requests (detail=pg_engine): {'GPU': 1.0}*16."
            + " Add suitable node types to this cluster to resolve this issue."}) {
      LayerReasoner.Answer a = reason(line);
      assertEquals(Layer.SCRIPT, a.layer(), line + " " + a.clues());
      assertTrue(fault(a, "script.resource-request-infeasible"), a.clues().toString());
    }
  }

  @Test
  void aRequestThatOnlyWaitsForBusyResourcesIsNoFailure() {
    LayerReasoner.Answer a = reason("(autoscaler +3s) Warning: The following resource request cannot be scheduled right now:"
        + " {'CPU': 1.0}. This is likely due to all cluster resources being claimed by actors. Consider creating fewer"
        + " actors or adding more nodes to this Ray cluster.");
    assertFalse(fault(a, "script.resource-request-infeasible"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void theLaunchersSshCheckIsTheLaunchSetUpNotTheNetwork() {
    LayerReasoner.Answer a = reason("RuntimeError: Using hostfile at /job/hostfile but host=node-2 was not reachable via"
        + " ssh. If you are running with a single node please remove /job/hostfile or setup passwordless ssh.");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.launcher-ssh-check"), a.clues().toString());
  }
}
