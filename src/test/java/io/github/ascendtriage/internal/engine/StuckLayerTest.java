package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * rerun38: the layer of a root HCCL's heartbeat names only as stuck. hicann/hccl's task-execution page (09300b70,
 * fault_diagnosis/task_exec_stage.md) files STUCK as a process hang, found from the operators' entry and exit counts,
 * and its step is to check whether that node's business process hangs or deadlocked; a STUCK frame is a live heartbeat,
 * so neither the link nor the collective is what failed: the layer is the process's (script), as log-formats 11 files
 * it. The lines are in the page's printed forms; addresses, pids and times made up.
 */
class StuckLayerTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();

  @Test
  void aRankTheHeartbeatReportsStuckIsAScriptFault() {
    Diagnosis d = TRIAGE.diagnose("[ERROR] HCCL(41200,train):2026-11-20-10:35:09.859.568 [task_exception_handler.cc:610] [41200]"
        + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[192.0.2.1/1], Arrival Time:[Fri Nov 20 10:33:19 2026],"
        + " ExceptionType:[Stuck Occurred], Possible Reason:1.Host process is stuck, 2.Device task is stuck\n");

    assertEquals("heartbeat-stuck-occurred", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
  }

  @Test
  void theRunLogsStuckEventIsAScriptFaultToo() {
    Diagnosis d = TRIAGE.diagnose("[INFO] HCCL(686,python):2026-11-20-07:52:59.191.363 [heartbeat.cc:951] [8970][TaskExecStage]"
        + "[HeartbeatAbnormal]local rank [192.0.2.1/1]: crimer rank [192.0.2.2/2] status[STUCK] by informer rank [192.0.2.3/3]\n");

    assertEquals("heartbeat-stuck-occurred", d.bestMatch().orElseThrow().caseId(), d.matches().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
  }
}
